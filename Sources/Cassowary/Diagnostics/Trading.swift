/// Which optional constraints trade their errors as a value moves over the
/// optimal face: a tie, read off the tableau instead of found by moving.
extension SolverCore {
    /// The optional constraints whose error changes when `expression` moves
    /// over the optimal solutions, in the order they were added; empty when
    /// it cannot move or none does.
    ///
    /// At the optimum a value moves only along free parameters (zero reduced
    /// cost). A free parameter that is an optional constraint's error is a
    /// constraint giving way for free, and a restricted row naming it is the
    /// error of another that takes up what it gives: `tag_7.width` of a row
    /// of tags tied at priority 250 names the error of its own hugging, and
    /// the row of the one hugging error that is not zero names it too.
    /// Parameters that cannot move (their group pins them) are left out.
    /// Comparing two optimal layouts finds the same constraints, but the
    /// dual simplex walks there through a tie of n views in about n pivots
    /// on rows of n terms, for each of n views.
    mutating func trading(_ expression: Expression) -> [Constraint] {
        updateAmbiguityCache()
        let owners: [ObjectIdentifier] = askingAboutOptimalFace { core, cache, groups, parts in
            let (_, direction, unknown) = core.freeForm(of: expression, cache: cache, groups: &groups, parts: &parts)
            if unknown { return [] }
            var owners: [ObjectIdentifier] = []
            var seen = Set<ObjectIdentifier>()
            func note(_ s: Symbol) {
                guard core.tableau.kind(s) == .error, let owner = core.ownerOfSymbol[s.id], seen.insert(owner).inserted else { return }
                owners.append(owner)
            }
            for cell in direction {
                guard groups.moves(cell.symbol, reach: { core.reach(direction: [Row.Cell(symbol: cell.symbol, coefficient: 1)],
                                                                     isFree: cache.isFree, groups: &$0) }) else { continue }
                note(cell.symbol)
                for id in core.tableau.column(cell.symbol).sorted() where core.tableau.kind(Symbol(id)).isRestricted {
                    note(Symbol(id))
                }
            }
            return owners
        } ?? []
        return owners.compactMap { records[$0] }.filter { !$0.priority.isRequired }
            .sorted { $0.ordinal < $1.ordinal }.map(\.constraint)
    }
}
