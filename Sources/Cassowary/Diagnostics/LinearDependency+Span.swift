/// Whether a set of rows can cancel a target's variables at all: the test
/// that spares the neighbourhood search a scratch solve bound to fail.
///
/// A certificate over some constraints and the target is a dependency among
/// their rows in which the target takes part, so the target's variable part
/// must be a combination of the others'. A ring around a value in the middle
/// of a chain spans it only once it reaches the chain's top; each ring tried
/// before was a scratch solve that found nothing.
extension LinearDependency {
    /// Whether `target`'s variable part lies in the span of `rows`' (false
    /// only when what is left of it after elimination is clearly not zero);
    /// nil once elimination costs more than `budget` cell operations.
    ///
    /// The same elimination as `isSingle` (`SparseElimination`), the
    /// target reduced by every pivot but never pivoted on.
    static func spans(_ rows: [Expression], _ target: Expression, budget: Int) -> Bool? {
        var elimination = SparseElimination([target] + rows, kept: 0, budget: budget)
        // The target names a variable no row does: nothing cancels it.
        if elimination.keptNamesAnUnnamedVariable { return false }
        guard elimination.dependencies() != nil else { return nil }
        return elimination.keptRow.allSatisfy { abs($0.coefficient) <= 1e-6 }
    }
}
