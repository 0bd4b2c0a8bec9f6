import Cassowary

/// What identifies a generated constraint across regenerations, so that it
/// keeps its `#gN` id and the solver keeps its row.
struct GeneratedKey: Hashable {
    let origin: ConstraintOrigin
    let identifier: String?
    let first: Anchor
    let second: Anchor?
    let relation: Relation
    /// Which of several constraints with the same description this is.
    let occurrence: Int
}

extension LayoutEngine {
    /// Every constraint the layout puts in force, with ids: the root's, the
    /// user's active ones (those whose items are laid out), then for each view
    /// in hierarchy order its autoresizing, intrinsic, stack and box
    /// constraints, and last the definitions of the derived guides any of
    /// them names.
    func generateAll() -> [LayoutConstraint] {
        var made: [LayoutConstraint] = SystemConstraints.root(input)
        let views = input.viewsInHierarchy
        for view in views {
            made += AutoresizingConstraints.make(for: view, input)
            made += IntrinsicConstraints.make(for: view, input)
            switch layout[view].kind {
            case .stackView: made += StackViewConstraints.make(for: view, input)
            case .boxView: made += BoxViewConstraints.make(for: view, input)
            default: break
            }
        }
        let user = layout.constraints.filter { c in
            c.isActive && c.items.allSatisfy { item in layout.hostView(of: item).map(layout.isInHierarchy) ?? false }
        }
        // Derived guides are defined only when something names them.
        var derived = Set<LayoutItem>()
        for c in made + user {
            derived.formUnion(derivedItems(of: c))
        }
        for item in derived.sorted() { made += SystemConstraints.defining(item, input) }

        var seen: [GeneratedKey: Int] = [:]
        generatedConstraints = made.map { c in
            var c = c
            var key = GeneratedKey(origin: c.origin, identifier: c.identifier, first: c.first, second: c.second,
                                   relation: c.relation, occurrence: 0)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            key = GeneratedKey(origin: c.origin, identifier: c.identifier, first: c.first, second: c.second,
                               relation: c.relation, occurrence: occurrence)
            if let number = generatedIDs[key] {
                c.id = ConstraintID(number, generated: true)
            } else {
                let number = generatedIDs.count + 1
                generatedIDs[key] = number
                c.id = ConstraintID(number, generated: true)
            }
            c.isActive = true
            return c
        }
        return user + generatedConstraints
    }
}
