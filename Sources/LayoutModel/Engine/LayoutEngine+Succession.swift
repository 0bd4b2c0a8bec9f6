import Cassowary

/// A stack's constraint that moves to another view, replaced in place.
///
/// When a view joins the end of a stack, the connection from the stack's
/// end to its last view moves to the new one: a constraint gone and one
/// made, alike but for one view. Removed and added, it costs what the
/// stack holds (an overflowing stack's squeezed view names every view in
/// it); replaced in the solver (`Solver.replace`) after the new view's
/// own constraints are in, it costs what the two differ by. Until then
/// the old one stays in force, and should a conflict come up meanwhile it
/// is taken out at once, as it would have been, before anything is broken
/// (`breakLastMember`): a conflict with a constraint on its way out is
/// not the layout's.
extension LayoutEngine {
    /// Puts `wanted` in force for `key` where `gone` was: takes out each
    /// of `gone` no constraint of `wanted` succeeds, and lets
    /// `installOthers` install every constraint but the successors (their
    /// positions are the keys it is given). The successors wait, their
    /// predecessors still in force, until `installSuccessors` (the end of
    /// the regeneration, when the views they name have their own
    /// constraints), or are installed at once outside one. `isNew(p)`:
    /// whether `wanted[p]` is neither installed nor the same as one
    /// installed. Returns the derived guides whose use count went from or
    /// to zero.
    /// `ranks`, when given, are the successors' places in the source
    /// (`ConflictRank.position`) by index of `wanted`; otherwise the index.
    func install(_ wanted: [LayoutConstraint], for key: SourceKey, replacing gone: [ConstraintID], isNew: (Int) -> Bool,
                 ranks: [Int]? = nil,
                 installOthers: ([Int: ConstraintID]) throws(LayoutError) -> Set<LayoutItem>) throws(LayoutError) -> Set<LayoutItem> {
        let successors = successions(in: wanted, isNew: isNew, replacing: gone)
        let replaced = Set(successors.values)
        var touched = Set<LayoutItem>()
        for id in gone where !replaced.contains(id) {
            if let entry = installed[id] { touched.formUnion(try uninstall(entry)) }
        }
        let sourceView: ViewID? = if case .view(let v) = key { v } else { nil }
        for (position, old) in successors.sorted(by: { $0.key < $1.key }) {
            waitingSuccessors.append(Succession(key: key, sourceView: sourceView, position: ranks?[position] ?? position,
                                                constraint: wanted[position], predecessor: old))
        }
        touched.formUnion(try installOthers(successors))
        if !defersSuccessors { touched.formUnion(try installSuccessors()) }
        return touched
    }

    /// Installs the successors waiting (see `install(_:for:replacing:isNew:installOthers:)`),
    /// each in its predecessor's place when that is still in force (a
    /// predecessor is gone from every source, so only a withdrawal takes
    /// it out meanwhile), and places them in their sources. Returns the
    /// derived guides whose use count went from or to zero.
    func installSuccessors() throws(LayoutError) -> Set<LayoutItem> {
        defer {
            waitingSuccessors = []
            withdrawnTouched = []
        }
        var touched = Set<LayoutItem>()
        for s in waitingSuccessors {
            let rank = ConflictRank(source: s.key, position: s.position)
            if let old = installed[s.predecessor] {
                touched.formUnion(try install(s.constraint, rank: rank, replacing: old))
            } else {
                touched.formUnion(try install(s.constraint, rank: rank))
            }
            installed.place(s.constraint.id, sourceView: s.sourceView, position: s.position)
        }
        return touched.union(withdrawnTouched)
    }

    /// The stack constraints of `wanted` new to the engine that succeed one
    /// of `gone`, each with the one it succeeds: the same kind of
    /// constraint between the same attributes, on one side the same
    /// anchor, required, and one the solver may replace in place. Each of
    /// `gone` is succeeded at most once.
    private func successions(in wanted: [LayoutConstraint], isNew: (Int) -> Bool, replacing gone: [ConstraintID]) -> [Int: ConstraintID] {
        guard !gone.isEmpty else { return [:] }
        // Those the solver would not replace in place are taken out first.
        var candidates = gone.compactMap { id in
            installed[id].flatMap { solver.mayReplace($0.solverConstraint) ? $0.constraint : nil }
        }
        var found: [Int: ConstraintID] = [:]
        for position in wanted.indices where !candidates.isEmpty {
            guard case .stackView = wanted[position].origin, wanted[position].priority.isRequired, isNew(position),
                  let k = candidates.firstIndex(where: { Self.succeeds(wanted[position], $0) }) else { continue }
            found[position] = candidates[k].id
            candidates.remove(at: k)
        }
        return found
    }

    /// Whether `c` takes the place of `old`: made by the same generator as
    /// the same kind of constraint, between the same attributes, one of its
    /// anchors the same.
    private static func succeeds(_ c: LayoutConstraint, _ old: LayoutConstraint) -> Bool {
        c.origin == old.origin && c.identifier == old.identifier && c.relation == old.relation
            && c.priority == old.priority && c.multiplier == old.multiplier
            && c.first.attribute == old.first.attribute && c.second?.attribute == old.second?.attribute
            && (c.first == old.first || (c.second != nil && c.second == old.second))
    }

    /// Takes out the predecessors still in force of the successors
    /// waiting; returns one of them (for the caller to try again), or nil
    /// when none was.
    func withdrawAwaitingReplacement() throws(LayoutError) -> ConstraintID? {
        var withdrawn: ConstraintID?
        for s in waitingSuccessors {
            guard let entry = installed[s.predecessor] else { continue }
            withdrawnTouched.formUnion(try uninstall(entry))
            withdrawn = withdrawn ?? s.predecessor
        }
        return withdrawn
    }
}

/// A generated constraint waiting to take its predecessor's place.
struct Succession {
    let key: SourceKey
    let sourceView: ViewID?
    let position: Int
    let constraint: LayoutConstraint
    let predecessor: ConstraintID
}
