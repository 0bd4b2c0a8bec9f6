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
        /// What it adds to the running sum's constant: its factor times its
        /// constant, so that the constants of an exact proof add up to the value.
        public let constant: Double
        /// How many times it enters the sum (signed: −1 for `−`).
        public let factor: Double
        /// The running sum less the allowance so far, and its relation, when
        /// it names at most 4 items and `gives` was left to `describingSteps`.
        let sum: (expression: Expression, relation: Relation)?

        /// Whether it shows a running sum, worded yet or not.
        var isWorded: Bool { gives != nil || sum != nil }
    }

    public private(set) var steps: [Step]
    /// `runs()`, kept by `describingSteps(collapsed: true)`, which found
    /// them to know what to word: the text reads them again. Wording a
    /// step's sum changes no run (`Step.isWorded` is the same before).
    private(set) var keptRuns: [Run]?
    /// The bound the steps give on the subject: `box.height <= 150`.
    public let conclusion: String
    /// The subject's expression bound: `bound` is the largest (or smallest)
    /// value the subject's left side minus right side may take.
    public let relation: Relation
    public let bound: Double
    /// The sign the subject's own expression has in the certificate: which
    /// way round the constants add up to its value.
    public let subjectSign: Double
    /// The subject's items, preferred on the left of each statement.
    let subject: [LayoutItem]

    /// Reads `certificate` (whose first term is the subject) in `vocabulary`.
    /// With `describing` false each step's `gives` is left for
    /// `describingSteps`: a value that is a plain sum (see `WhySum`) shows
    /// no step, and a chain of n labels has n of them to word.
    public init(_ certificate: Certificate, engine: LayoutEngine, vocabulary: Vocabulary, describing: Bool = true) {
        let terms = certificate.terms
        let m0 = terms.first?.multiplier ?? 1
        let scale = abs(m0) > 1e-12 ? 1 / abs(m0) : 1
        // Q = −Σ others mᵢ·eᵢ (scaled), and Q ≤ A (== when all are exact equalities).
        func contribution(_ i: Int) -> Expression { (-terms[i].multiplier * scale) * terms[i].expression }
        // In the order of their ids (user constraints first), whatever the
        // order the solver's rows gave: ties in `ProofOrder` then fall the
        // same way however the layout was entered (typed a statement at a
        // time, or loaded as one view controller, whose rows differ).
        let ids = terms.map { engine.constraintID(for: $0.constraint) }
        let others = terms.indices.dropFirst().sorted { a, b in
            switch (ids[a], ids[b]) {
            case let (x?, y?): return x != y ? x < y : a < b
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a < b
            }
        }
        let order = ProofOrder.order(others.map(contribution)).map { others[$0] }
        let subject = terms.first.map { vocabulary.items(of: $0.expression) } ?? []
        var running = SparseSum()
        var exact = true
        var allowance = 0.0
        var steps: [Step] = []
        for pick in order {
            let t = terms[pick]
            let factor = -t.multiplier * scale
            running.add(t.expression, times: factor)
            allowance += abs(factor) * t.allowance
            if t.constraint.relation != .equal || t.allowance > 1e-9 { exact = false }
            let magnitude = abs(factor)
            let sign = (factor < 0 ? "−" : "+") + (abs(magnitude - 1) < 1e-9 ? "" : " \(formatNumber(magnitude)) ×")
            let rel: Relation = exact ? .equal : .lessThanOrEqual
            // A sum of more than 16 variables names more than 4 items: too long to show.
            var sum: (expression: Expression, relation: Relation)? = running.count <= 16 ? (expression: running.expression - allowance, relation: rel) : nil
            if let known = sum, vocabulary.items(of: known.expression).count > 4 { sum = nil }
            steps.append(Step(constraint: engine.layoutConstraint(for: t.constraint), sign: sign, allowance: t.allowance,
                              gives: describing ? sum.map { vocabulary.statement($0.expression, $0.relation, prefer: subject) } : nil,
                              constant: factor * t.expression.constant, factor: factor, sum: describing ? nil : sum))
        }
        self.steps = steps
        self.subject = subject
        subjectSign = m0 < 0 ? -1 : 1
        relation = exact ? .equal : .lessThanOrEqual
        bound = allowance
        conclusion = vocabulary.statement(running.expression - allowance, relation, prefer: subject)
    }
}

extension Proof {
    /// The proof with every step's `gives` worded (see `init`'s `describing`),
    /// or with `collapsed` only those `lines(collapsed: true)` shows.
    ///
    /// A conflict through a chain of 10000 views is a proof of 10000 steps,
    /// of which the collapsed text shows a handful: wording every running
    /// sum was most of `:broken`.
    public func describingSteps(_ vocabulary: Vocabulary, collapsed: Bool = false) -> Proof {
        var copy = self
        let shown: [Int]
        if collapsed {
            let runs = keptRuns ?? runs()
            copy.keptRuns = runs
            shown = Proof.stepsShownCollapsed(runs)
        } else {
            shown = Array(steps.indices)
        }
        for i in shown {
            let step = steps[i]
            guard let sum = step.sum else { continue }
            copy.steps[i] = Step(constraint: step.constraint, sign: step.sign, allowance: step.allowance,
                                 gives: vocabulary.statement(sum.expression, sum.relation, prefer: subject),
                                 constant: step.constant, factor: step.factor, sum: nil)
        }
        return copy
    }
}
