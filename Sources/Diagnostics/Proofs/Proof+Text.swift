import Cassowary
import LayoutModel

extension Proof {
    /// The steps as lines: each constraint with how it enters the sum, the
    /// running sum where it helps, and the conclusion after `⇒`.
    public func lines(_ words: ConstraintWords, indent: String = "    ", then: String = "") -> [String] {
        var out: [String] = []
        for (i, step) in steps.enumerated() {
            let name = step.constraint.map { words.full($0) } ?? "(a diagnostic probe)"
            let sign = i == 0 && step.sign == "+" ? " " : step.sign
            var line = "\(indent)\(sign) \(name)"
            if step.allowance > 1e-9 { line += "  (held to its error now, \(formatNumber(step.allowance)))" }
            out.append(line)
            if let gives = step.gives, i > 0, i < steps.count - 1 { out.append("\(indent)    gives \(gives)") }
        }
        out.append("\(indent)⇒ \(conclusion)\(then)")
        return out
    }
}
