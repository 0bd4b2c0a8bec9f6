import Cassowary
import LayoutModel

/// `:why VIEW.ATTR`: the constraints that make a frame value what it is.
///
/// A fixed value v is explained by two proofs: nothing at least as strong
/// as the layout lets it be v + 1, nor v − 1. Each comes from the solver's
/// violation certificate for a weakest-priority probe `value == v ± 1`,
/// tried in an exploration of the engine's solver; when the first proof is made of exact equalities it
/// already proves `== v`, and the second is not needed.
public enum Why {
    /// Frame attributes `:why` understands, in superview coordinates as `frame` is.
    public static let attributes = ["x", "y", "width", "height", "minX", "maxX", "minY", "maxY", "centerX", "centerY"]

    /// The explanation of `attribute` of `view`, or an error message.
    ///
    /// A value exact equalities fix is a plain sum of named constants (see
    /// `WhySum`) unless `proof` asks for the step-by-step proof; a value an
    /// inequality or a priority holds is always the proof, two-sided, since
    /// no plain sum says why it is not more or less. `collapsed` tells long
    /// runs of alike constraints in one line each.
    public static func explain(_ engine: LayoutEngine, view: ViewID, attribute: String,
                               proof showProof: Bool = false, collapsed: Bool = true) -> Result<[String], WhyError> {
        let layout = engine.layout
        let name = "\(layout[view].name).\(attribute)"
        guard let e = expression(engine, view, attribute) else {
            return .failure(WhyError(Why.attributes.contains(attribute)
                ? "\(layout[view].name) is not laid out (it is not in the view hierarchy)"
                : "unknown attribute '\(attribute)'; :why knows \(Why.attributes.joined(separator: ", "))"))
        }
        // Asked of the kept analysis, not of a probe added in an
        // exploration: the exploration's analysis is dropped with it, and
        // making it again found the free part of every definition below
        // the value (down a stack that does not fit, n² terms).
        guard let range = engine.range(of: e) else { return .failure(WhyError("cannot probe \(name)")) }
        let value = engine.rounded(range.value)
        if !range.isFixed {
            let lo = range.minimum.map(formatNumber) ?? "-inf", hi = range.maximum.map(formatNumber) ?? "inf"
            var out = ["\(name) = \(formatNumber(value)) is not fixed: it could be anything in [\(lo), \(hi)]."]
            if let reason = Ambiguity.explain(view, engine)?.reasons {
                out += reason.map { "  " + $0 }
            }
            out.append("  (:ambiguous explains every ambiguous value)")
            return .success(out)
        }
        let words = ConstraintWords(layout)
        let vocabulary = Vocabulary(engine)
        guard let plainUpper = proof(engine, e, value + 1, vocabulary) else {
            return .success(["\(name) = \(formatNumber(value)) (the solver found no proof to show)"])
        }
        let plainLower = plainUpper.relation == .equal ? nil : proof(engine, e, value - 1, vocabulary)
        if !showProof, let sum = WhySum(plainUpper, plainLower, value: value, layout: layout) {
            return .success([sum.line(name, value: value, collapsed: collapsed),
                             "  (:why \(name) --proof shows the proof step by step)"])
        }
        let upper = plainUpper.describingSteps(vocabulary, collapsed: collapsed)
        let lower = plainLower?.describingSteps(vocabulary, collapsed: collapsed)
        if upper.relation == .equal {
            return .success(["\(name) = \(formatNumber(value)), fixed by these constraints:"] + upper.lines(words, collapsed: collapsed))
        }
        var out = ["\(name) = \(formatNumber(value)): it cannot be more, because"] + upper.lines(words, collapsed: collapsed)
        if let lower {
            out += ["and it cannot be less, because"] + lower.lines(words, collapsed: collapsed)
        }
        return .success(out)
    }

    /// The proof that `expression == target` cannot hold at any priority,
    /// its steps not yet worded (see `Proof.describingSteps`).
    static func proof(_ engine: LayoutEngine, _ expression: Expression, _ target: Double, _ vocabulary: Vocabulary) -> Proof? {
        let certificate = engine.exploring { solver -> Certificate? in
            let probe = Constraint(expression - target, .equal, priority: .weakest, label: "probe")
            guard (try? solver.add(probe)) != nil else { return nil }
            solver.updateVariables()
            return solver.violation(of: probe)?.certificate
        }
        return certificate.map { Proof($0, engine: engine, vocabulary: vocabulary, describing: false) }
    }

    /// The solver expression of a frame attribute.
    static func expression(_ engine: LayoutEngine, _ view: ViewID, _ attribute: String) -> Expression? {
        guard engine.layout.isInHierarchy(view),
              let x = engine.frameExpression(of: view, .left), let y = engine.frameExpression(of: view, .top),
              let w = engine.frameExpression(of: view, .width), let h = engine.frameExpression(of: view, .height) else { return nil }
        switch attribute {
        case "x", "minX": return x
        case "y", "minY": return y
        case "width": return w
        case "height": return h
        case "maxX": return x + w
        case "maxY": return y + h
        case "centerX": return x + 0.5 * w
        case "centerY": return y + 0.5 * h
        default: return nil
        }
    }
}

/// Why `:why` could not answer.
public struct WhyError: Error, Sendable {
    public let message: String
    init(_ message: String) { self.message = message }
}

extension Priority {
    /// The weakest priority there is: a probe at it disturbs nothing.
    static var weakest: Priority { Priority(1) ?? .required }
}

extension LayoutEngine {
    /// Rounds to 1e-6, as frames are.
    func rounded(_ x: Double) -> Double {
        let r = (x * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }
}
