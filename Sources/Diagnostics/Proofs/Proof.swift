import Cassowary
import LayoutModel

/// The arithmetic behind an explanation, read off a solver certificate.
///
/// A certificate says: these constraints, each multiplied by a factor and
/// added up, make every variable cancel and leave a contradiction. Read the
/// other way round, the constraints *other* than the subject add up to a
/// bound on the subject's own expression — "together they give
/// box.height <= 150" — which the subject breaks. The proof lists those
/// constraints in an order where each step keeps the running sum short, and
/// shows the running sum in anchor words after each step.
public struct Proof: Sendable {
    /// One constraint of the sum.
    public struct Step: Sendable {
        /// The layout constraint (nil for a solver constraint with no owner,
        /// such as a diagnostic probe).
        public let constraint: LayoutConstraint?
        /// `+`, `−`, or `+ 2 ×`: how it enters the sum.
        public let sign: String
        /// How far the constraint may be off in the proof (its error now).
        public let allowance: Double
        /// The running sum after this step, in words; nil where it would be long.
        public let gives: String?
    }

    public let steps: [Step]
    /// The bound the steps give on the subject: `box.height <= 150`.
    public let conclusion: String
    /// The subject's expression bound: `bound` is the largest (or smallest)
    /// value the subject's left side minus right side may take.
    public let relation: Relation
    public let bound: Double

    /// Reads `certificate` (whose first term is the subject) in `vocabulary`.
    /// `subjectExpression` is the expression to state the conclusion about
    /// (the subject's variables and constant when nil).
    public init(_ certificate: Certificate, engine: LayoutEngine, vocabulary: Vocabulary) {
        let terms = certificate.terms
        let m0 = terms.first?.multiplier ?? 1
        let scale = abs(m0) > 1e-12 ? 1 / abs(m0) : 1
        // Q = −Σ others mᵢ·eᵢ (scaled), and Q ≤ A (== when all are exact equalities).
        func contribution(_ i: Int) -> Expression { (-terms[i].multiplier * scale) * terms[i].expression }
        // Order the steps backwards: the last step is the one whose absence
        // leaves the simplest sum of the rest, and so on, so every running sum
        // is as short as it can be and the last ones read as the conclusion nears.
        var remaining = Array(terms.indices.dropFirst())
        var total = remaining.reduce(Expression()) { $0 + contribution($1) }.cleaned()
        var backwards: [Int] = []
        while remaining.count > 1 {
            let pick = remaining.min { a, b in
                let ca = (total - contribution(a)).normalizedCount, cb = (total - contribution(b)).normalizedCount
                return ca != cb ? ca < cb : a > b
            } ?? remaining[0]
            backwards.append(pick)
            total = (total - contribution(pick)).cleaned()
            remaining.removeAll { $0 == pick }
        }
        let order = remaining + backwards.reversed()
        let subject = terms.first.map { vocabulary.items(of: $0.expression) } ?? []
        var running = Expression()
        var exact = true
        var allowance = 0.0
        var steps: [Step] = []
        for pick in order {
            let t = terms[pick]
            let factor = -t.multiplier * scale
            running = (running + factor * t.expression).cleaned()
            allowance += abs(factor) * t.allowance
            if t.constraint.relation != .equal || t.allowance > 1e-9 { exact = false }
            let magnitude = abs(factor)
            let sign = (factor < 0 ? "−" : "+") + (abs(magnitude - 1) < 1e-9 ? "" : " \(formatNumber(magnitude)) ×")
            let rel: Relation = exact ? .equal : .lessThanOrEqual
            let short = vocabulary.items(of: running).count <= 4
            steps.append(Step(constraint: engine.layoutConstraint(for: t.constraint), sign: sign, allowance: t.allowance,
                              gives: short ? vocabulary.statement(running - allowance, rel, prefer: subject) : nil))
        }
        self.steps = steps
        relation = exact ? .equal : .lessThanOrEqual
        bound = allowance
        conclusion = vocabulary.statement(running - allowance, relation, prefer: subject)
    }
}

extension Expression {
    /// How many variables remain once like terms are merged (and near-zeros dropped).
    var normalizedCount: Int { cleaned().terms.count }

    /// The expression with each variable once and float dust (|c| < 1e-9) dropped.
    func cleaned() -> Expression {
        let n = normalized()
        return Expression(n.terms.filter { abs($0.coefficient) >= 1e-9 }, constant: abs(n.constant) < 1e-9 ? 0 : n.constant)
    }
}
