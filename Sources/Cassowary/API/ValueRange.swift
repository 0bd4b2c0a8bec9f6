/// The values a variable takes over every optimal solution.
///
/// A solution is optimal when it satisfies every required constraint and no
/// other solution does better at some priority without doing worse at a
/// higher one. When the optimum is not unique a variable may still be fixed
/// (every optimal solution agrees on it); otherwise it is ambiguous, and
/// `minimum`/`maximum` bound it (`nil`: unbounded on that side).
public struct ValueRange: Sendable, Equatable, CustomStringConvertible {
    public let variable: Variable
    /// The value in the solution the solver chose.
    public let value: Double
    /// The least value over optimal solutions; `nil` when unbounded below.
    public let minimum: Double?
    /// The greatest value over optimal solutions; `nil` when unbounded above.
    public let maximum: Double?

    public init(variable: Variable, value: Double, minimum: Double?, maximum: Double?) {
        self.variable = variable
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Whether every optimal solution gives the variable the same value.
    public var isFixed: Bool { Self.isFixed(value: value, minimum: minimum, maximum: maximum) }

    /// Whether bounds around `value` leave it a single value, within the
    /// solver's tolerance.
    static func isFixed(value: Double, minimum: Double?, maximum: Double?) -> Bool {
        guard let minimum, let maximum else { return false }
        return maximum - minimum <= 1e-7 * max(1, abs(value))
    }

    /// `x = 10 (fixed)`, `x = 0 in [0, 150]`, `x = 0 in (-inf, inf)`.
    public var description: String {
        if isFixed { return "\(variable) = \(formatNumber(value)) (fixed)" }
        let lo = minimum.map { "[\(formatNumber($0))" } ?? "(-inf"
        let hi = maximum.map { "\(formatNumber($0))]" } ?? "inf)"
        return "\(variable) = \(formatNumber(value)) in \(lo), \(hi)"
    }
}
