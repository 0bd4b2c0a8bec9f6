import LayoutModel

/// Tab completion's view of the code: what may follow an expression and a
/// dot, from the values the session holds. Nothing runs: a variable's
/// value is read, and each member is followed only as far as its type
/// (a view's anchor is an anchor, `snp` SnapKit's DSL).
extension Interpreter {
    /// The members that may follow `path` (`["view", "safeAreaLayoutGuide"]`)
    /// and a dot, sorted: a view's by its class (`label` → `text`, `font`,
    /// never `axis`), and a declared class's own; a layout guide's anchors;
    /// an anchor's `constraint(…)` forms; SnapKit's attributes after
    /// `make`, and relations after `make.top`. Nil when layoutsh cannot
    /// tell what the path is.
    public func members(after path: [String], in layout: Layout) -> [String]? {
        guard let first = path.first, var value = completionStart(first, layout) else { return nil }
        for name in path.dropFirst() {
            guard let next = completionMember(of: value, name, layout) else { return nil }
            value = next
        }
        return completionMembers(of: value, layout).map { Array(Set($0)).sorted() }
    }

    /// The members that may follow a call of `method` and a dot: a
    /// constraint's after an anchor's `constraint(…)`, SnapKit's modifiers
    /// after a relation or a modifier (`equalTo(…)`, `offset(…)`).
    public static func members(afterCallTo method: String) -> [String]? {
        if method == "constraint" { return constraintMembers }
        let chain = Array(SnapKitNames.relations.keys) + Array(SnapKitNames.superviewRelations.keys) + SnapKitNames.modifiers
        return chain.contains(method) ? (SnapKitNames.modifiers + ["constraint"]).sorted() : nil
    }

    /// What code reads or sets on an `NSLayoutConstraint` (completion offers
    /// them; an extension's methods read them without `self.`).
    static let constraintMembers = [
        "constant", "firstAnchor", "firstAttribute", "firstItem", "identifier", "isActive", "multiplier", "priority",
        "relation", "secondAnchor", "secondAttribute", "secondItem",
    ]

    /// The value a path starts from: a variable, the root `view`, a view by
    /// its name, or SnapKit's maker (`make`, `$0`) inside a block being typed.
    func completionStart(_ name: String, _ layout: Layout) -> Value? {
        if let value = lookup(name) { return value }
        if name == "view" { return .view(layout.root) }
        if name == "make" || name == "$0" { return .maker(.view(layout.root)) }
        return layout.view(named: name).map(Value.view)
    }

    /// The value of `value.name` as far as completion needs it.
    func completionMember(of value: Value, _ name: String, _ layout: Layout) -> Value? {
        switch value {
        case .view(let v):
            if let attribute = Interpreter.anchorNames[name] { return .anchor(Anchor(.view(v), attribute)) }
            switch name {
            case "snp": return .snp(.view(v))
            case "safeAreaLayoutGuide": return .item(.safeArea(v))
            case "layoutMarginsGuide": return .item(.margins(v))
            case "readableContentGuide": return .item(.readable(v))
            case "keyboardLayoutGuide": return .item(.keyboard(v))
            case "contentLayoutGuide" where layout[v].kind == .scrollView: return .item(.contentGuide(v))
            case "frameLayoutGuide" where layout[v].kind == .scrollView: return .item(.frameGuide(v))
            case "superview": return layout[v].superview.map(Value.view)
            case "contentView" where isCell(v, layout): return .view(v)
            default: break
            }
            if let object = viewObjects[v], let property = objects[object.index].properties[name] { return property }
            // A custom view's subviews are named under it: `card.titleLabel`.
            return layout.view(named: layout[v].name + "." + name).map(Value.view)
        case .object(let id): return objects[id.index].properties[name]
        case .item(let item):
            if let attribute = Interpreter.anchorNames[name] { return .anchor(Anchor(item, attribute)) }
            return name == "snp" ? .snp(item) : nil
        case .snp(let item): return SnapKitNames.attributes(name).map { .snpAttributes(item, $0) }
        case .maker, .chain:
            // The chain itself is not needed, only that one goes on.
            return SnapKitNames.attributes(name) != nil ? .chain(-1) : nil
        default: return nil
        }
    }

    /// The members of a value of `value`'s type, or nil for a type completion does not know.
    func completionMembers(of value: Value, _ layout: Layout) -> [String]? {
        switch value {
        case .view(let v):
            let declared = viewObjects[v].map { memberNames(ofType: objects[$0.index].typeName) } ?? []
            return ViewMembers.names(of: layout[v].kind, isTable: layout[v].table != nil) + declared
        case .object(let id): return memberNames(ofType: objects[id.index].typeName)
        case .item: return Array(Interpreter.anchorNames.keys) + ["snp"]
        case .anchor: return Interpreter.anchorForms.map { "constraint(\($0.label):" }
        case .snp: return SnapKitNames.all + SnapKitNames.blocks
        case .maker: return SnapKitNames.all
        case .chain: return SnapKitNames.all + Array(SnapKitNames.relations.keys) + Array(SnapKitNames.superviewRelations.keys)
        case .constraint: return Interpreter.constraintMembers
        default: return nil
        }
    }
}
