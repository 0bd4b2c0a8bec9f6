import Cassowary

/// A running sum of expressions, kept as one coefficient per variable, so
/// that adding or taking away an expression costs its own length, not the
/// sum's: a proof through 20,000 constraints adds 20,000 of them.
struct SparseSum {
    /// Below this a coefficient is float dust, and its variable is gone.
    static let dust = 1e-9

    private var coefficients: [Variable: Double] = [:]
    /// When each live variable (most recently) came in: the order its
    /// terms are written in, as `Expression.normalized()` orders them.
    private var arrival: [Variable: Int] = [:]
    private var arrivals = 0
    private(set) var constant = 0.0
    /// How many variables have a coefficient that is not dust.
    private(set) var count = 0

    /// Adds `factor × e`.
    mutating func add(_ e: Expression, times factor: Double = 1) {
        constant += factor * e.constant
        for term in e.terms { add(term.variable, factor * term.coefficient) }
    }

    /// The coefficient of `v` (0 when it is gone).
    func coefficient(_ v: Variable) -> Double { coefficients[v] ?? 0 }

    /// Whether `c` is a coefficient that counts.
    static func isLive(_ c: Double) -> Bool { abs(c) >= dust }

    /// The sum as an expression, terms in the order they came in, dust
    /// dropped: what `(a + b).cleaned()` gives, step by step.
    /// Costs the number of live variables, so callers ask for short sums.
    var expression: Expression {
        let live = arrival.keys.sorted { arrival[$0, default: 0] < arrival[$1, default: 0] }
        return Expression(live.map { Term($0, coefficients[$0] ?? 0) },
                          constant: SparseSum.isLive(constant) ? constant : 0)
    }

    private mutating func add(_ v: Variable, _ delta: Double) {
        let old = coefficients[v] ?? 0
        let new = old + delta
        let wasLive = SparseSum.isLive(old), isLive = SparseSum.isLive(new)
        coefficients[v] = new
        if isLive && !wasLive {
            count += 1
            arrival[v] = arrivals
            arrivals += 1
        } else if wasLive && !isLive {
            count -= 1
            arrival[v] = nil
        }
    }
}
