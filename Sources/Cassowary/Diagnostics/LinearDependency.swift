/// Whether a set of rows has exactly one linear dependency: the test that
/// spares a conflict's deletion filter when its first certificate is
/// already minimal.
///
/// A certificate is a dependency among its rows (their variable parts add
/// up to zero, their constants do not). If it is the only one, every proper
/// subset of the rows is linearly independent, and independent rows can
/// always be met exactly, inequalities included: no smaller set conflicts.
/// A conflict through a chain of n views is such a set, and the filter
/// solved n scratch systems of n constraints to find that out.
enum LinearDependency {
    /// Whether `rows` (their variable parts) have rank `rows.count - 1`.
    /// Gives up, answering false, once elimination costs more than
    /// `budget` cell operations (the caller then filters as before).
    /// The elimination is `SparseElimination`'s, whose choices follow the
    /// rows' order: the answer is the same on every run.
    static func isSingle(_ rows: [Expression], budget: Int) -> Bool {
        var elimination = SparseElimination(rows, budget: budget)
        return elimination.dependencies(stopAfter: 1) == 1
    }
}
