/// An optional constraint the optimum does not satisfy, and why.
public struct Violation: Sendable, CustomStringConvertible {
    /// The constraint that is off.
    public let constraint: Constraint
    /// How far off it is: `|expression|` for `==`, the amount on the wrong side otherwise.
    public let error: Double
    /// Why it cannot do better: a minimal set of constraints of higher or equal
    /// priority (each kept to what it already achieves) that forbids it from
    /// holding, `constraint` itself first.
    public let certificate: Certificate?

    /// The other constraints of the certificate.
    public var forbiddenBy: [Constraint] { Array((certificate?.constraints ?? []).dropFirst()) }

    public var description: String {
        var out = "\(constraint) is off by \(formatNumber(error))"
        if let certificate { out += ": \(certificate)" }
        return out
    }
}

/// The size of a solver's tableau, for benchmarks and `:solver`.
public struct SolverStatistics: Sendable, Equatable {
    /// Basic symbols (rows) in the tableau.
    public var rows: Int
    /// Non-zero cells in all rows.
    public var cells: Int
    /// Cells of the longest row.
    public var maxRowLength: Int
    /// Symbols ever created (variables, slacks, errors, dummies).
    public var symbols: Int
    /// Priority levels of the objective.
    public var levels: Int
    /// Pivots performed since the solver was made.
    public var pivots: Int
    /// Cells that substitutions (pivots, and definitions written out) wrote
    /// into other rows since the solver was made: the work a change did,
    /// counted, where the final size does not show it (a tableau that
    /// filled in on the way and emptied again).
    public var cellsRewritten: Int
}
