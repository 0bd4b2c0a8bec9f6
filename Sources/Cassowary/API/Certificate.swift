/// A proof that a set of constraints cannot hold together (a Farkas certificate).
///
/// Each term multiplies one constraint's expression `eᵢ` by `multiplier`,
/// signed so that the constraint (relaxed by its `allowance`) implies
/// `multiplier × eᵢ ≥ −|multiplier| × allowance`: multipliers are ≥ 0 for `>=`,
/// ≤ 0 for `<=`, of either sign for `==`. The variables cancel in the sum, so
/// `Σ multiplier × eᵢ` is the number `sum` whatever the variables are — but the
/// constraints need it to be at least `−Σ |multiplier| × allowance`, which it
/// is not. Required constraints have allowance 0; an optional constraint
/// that is already off by some amount may be kept to that amount (its allowance).
///
/// The set is minimal: without any one of its constraints the rest can hold.
public struct Certificate: Sendable, CustomStringConvertible {
    public struct Term: Sendable {
        public let constraint: Constraint
        /// The factor the constraint's expression is multiplied by.
        public let multiplier: Double
        /// How far the constraint may be off (0: it must hold exactly).
        public let allowance: Double
        /// The constraint's expression as the solver used it (its constant may
        /// have been changed with `Solver.setConstant`).
        public let expression: Expression
    }

    /// The constraints of the proof, the one it is about first.
    public let terms: [Term]
    /// `Σ multiplier × expression`, a constant once the variables cancel.
    public let sum: Double

    /// How far the sum falls short: `−Σ |multiplier| × allowance − sum` (> 0).
    public var shortfall: Double {
        -terms.reduce(0) { $0 + abs($1.multiplier) * $1.allowance } - sum
    }

    /// The constraints of the proof, the one it is about first.
    public var constraints: [Constraint] { terms.map(\.constraint) }

    /// `1×(c1) + 1×(c2) − 1×(c3) gives 0 >= 150`: the combination and the
    /// contradiction it reaches.
    public var description: String {
        var out = ""
        for (i, term) in terms.enumerated() {
            let m = term.multiplier
            if i > 0 { out += m < 0 ? " − " : " + " } else if m < 0 { out += "−" }
            out += "\(formatNumber(abs(m)))×(\(term.constraint))"
        }
        let bound = terms.reduce(0) { $0 + abs($1.multiplier) * $1.allowance }
        out += " gives \(formatNumber(sum)) >= \(formatNumber(-bound))"
        return out
    }
}
