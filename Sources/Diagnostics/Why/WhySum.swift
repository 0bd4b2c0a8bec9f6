import Cassowary
import LayoutModel

/// `:why`'s first answer for a value exact equalities fix: the value as a
/// sum of the constants that make it, `16 (#9) + 41 (titleLabel) + 12 (#11) = 69`.
///
/// The constants of an exact proof's steps, each times the factor it enters
/// the proof with, add up to the value: a constant is named by the
/// constraint that gives it, a size UIKit gives (intrinsic, the screen's) by
/// the view whose size it is. A term is written with its sign and factor
/// when it has one (`- 20 (#3)`, `0.5 × 393 (view)`); positive terms come first.
struct WhySum {
    struct Term {
        let name: String
        let value: Double
        /// How many times the constant counts (1 for most).
        let factor: Double
    }

    /// The terms that are not 0, positive first, each name once.
    let terms: [Term]
    /// Every constraint of the proof, for a value all of whose constants are 0.
    let ids: [String]
    /// The user's constraints that add 0 but carry the value along (a
    /// width equal to a guide's): named after the sum, since they are often
    /// the very ones the question is about.
    let through: [String]

    /// Sums in a longer line are cut to their first and last terms.
    static let longest = 12

    /// The sum the proofs' constants make, or nil when there is none to
    /// show: `upper` proves the value cannot be more, `lower` that it cannot
    /// be less. Either alone does when it is made of exact equalities.
    /// Otherwise the value is a plain sum only when both proofs hold every
    /// constraint exactly and name the same terms: a label held at its
    /// intrinsic height by its hugging from above and its compression
    /// resistance from below is that height. Different constraints on
    /// either side (a cap and a wish), or one held to its error, leave the
    /// proof as the answer.
    init?(_ upper: Proof, _ lower: Proof?, value: Double, layout: Layout) {
        let proofs = [upper] + (lower.map { [$0] } ?? [])
        let terms: [Term]
        let steps: [Proof.Step]
        if let exact = proofs.first(where: { $0.relation == .equal }) {
            guard let t = WhySum.terms(exact, value: value, layout: layout) else { return nil }
            terms = t
            steps = exact.steps
        } else {
            guard let lower, let t = WhySum.terms(upper, value: value, layout: layout),
                  let other = WhySum.terms(lower, value: value, layout: layout), other.count == t.count else { return nil }
            // Each name is one term (see `terms`): looked up, not searched,
            // as a chain of n labels has n terms.
            let valueOf = Dictionary(t.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            guard other.allSatisfy({ o in valueOf[o.name].map { abs($0 - o.value) <= 1e-6 } ?? false }) else { return nil }
            terms = t
            steps = upper.steps
        }
        self.terms = terms.filter { $0.value > 0 } + terms.filter { $0.value < 0 }
        let constraints = steps.compactMap(\.constraint)
        ids = constraints.map(\.id.description)
        let named = Set(terms.map(\.name))
        through = constraints.filter { c in
            if case .user = c.origin { return !named.contains(c.id.description) }
            return false
        }.map(\.id).sorted().map(\.description)
    }

    /// The terms of `proof` that are not 0, each name once, or nil when the
    /// proof does not add up to `value` with every constraint held exactly.
    private static func terms(_ proof: Proof, value: Double, layout: Layout) -> [Term]? {
        guard abs(proof.bound) <= 1e-9 else { return nil }
        let steps = proof.steps
        guard steps.allSatisfy({ $0.constraint != nil && $0.allowance <= 1e-9 }) else { return nil }
        let total = steps.reduce(0.0) { $0 + $1.constant }
        // Which way round depends on how the certificate holds the subject;
        // the arithmetic decides, and a sum that fits neither is no answer.
        let tolerance = 1e-6 * max(1, abs(value))
        let sign: Double
        if abs(-proof.subjectSign * total - value) <= tolerance {
            sign = -proof.subjectSign
        } else if abs(proof.subjectSign * total - value) <= tolerance {
            sign = proof.subjectSign
        } else {
            return nil
        }
        var named: [Term] = []
        var index: [String: Int] = [:]
        for step in steps {
            guard let c = step.constraint else { continue }
            let v = sign * step.constant
            guard abs(v) > 1e-9 else { continue }
            let name = WhySum.name(c, layout)
            if let k = index[name] {
                // Two constants of one view (its top's and its bottom's autoresizing) are one term.
                named[k] = Term(name: name, value: named[k].value + v, factor: 1)
            } else {
                index[name] = named.count
                named.append(Term(name: name, value: v, factor: abs(step.factor)))
            }
        }
        return named.filter { abs($0.value) > 1e-9 }
    }

    /// `subject = 16 (#9) + 41 (titleLabel) = 57`; `collapsed` cuts a long
    /// sum to its first and last terms.
    func line(_ subject: String, value: Double, collapsed: Bool) -> String {
        let total = formatNumber(value)
        guard !terms.isEmpty else { return "\(subject) = \(total), fixed by \(ConstraintWords.list(ids))" }
        var shown = terms.map(text)
        if collapsed, shown.count > WhySum.longest {
            let left = shown.count - 6
            shown = Array(shown.prefix(4)) + ["… \(left) more …"] + Array(shown.suffix(2))
        }
        var sum = ""
        for (i, t) in shown.enumerated() {
            if t.hasPrefix("-") {
                sum += i == 0 ? "-" + t.dropFirst() : " - " + t.dropFirst()
            } else {
                sum += i == 0 ? t : " + " + t
            }
        }
        // One term is its own total: `box.x = 20 (#2)`.
        let line = shown.count == 1 && abs(terms[0].factor - 1) < 1e-9 ? "\(subject) = \(sum)" : "\(subject) = \(sum) = \(total)"
        return through.isEmpty ? line : line + ", through " + ConstraintWords.list(through)
    }

    /// `20 (#3)`, `-20 (#3)`, `0.5 × 393 (view)`.
    private func text(_ t: Term) -> String {
        let magnitude = abs(t.value)
        let amount = abs(t.factor - 1) < 1e-9 || t.factor < 1e-9
            ? formatNumber(magnitude)
            : "\(formatNumber(t.factor)) × \(formatNumber(magnitude / t.factor))"
        return (t.value < 0 ? "-" : "") + "\(amount) (\(t.name))"
    }

    /// What a constant is called: the view whose size or place UIKit gives
    /// it, the safe area or margins it comes from, else the constraint's id.
    static func name(_ c: LayoutConstraint, _ layout: Layout) -> String {
        let identifier = c.identifier ?? ""
        switch c.origin {
        case .intrinsic(let v), .autoresizing(let v): return layout[v].name
        case .system:
            if identifier.hasPrefix("UIView-Encapsulated-Layout"), case .view(let v) = c.first.item { return layout[v].name }
            if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") { return "safe area" }
            if identifier.hasSuffix("Margin-guide-constraint") { return "margins" }
            return c.id.description
        default: return c.id.description
        }
    }
}
