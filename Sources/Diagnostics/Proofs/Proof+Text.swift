import Cassowary
import LayoutModel

extension Proof {
    /// The steps as lines: each constraint with how it enters the sum, the
    /// running sum where it helps, and the conclusion after `⇒`. With
    /// `collapsed`, each run of alike steps is one line (see `runs()`).
    public func lines(_ words: ConstraintWords, indent: String = "    ", then: String = "",
                      collapsed: Bool = true) -> [String] {
        var out: [String] = []
        for run in runs() {
            let first = run.steps.lowerBound, last = run.steps.upperBound - 1
            if collapsed, run.steps.count > 1 {
                let block = { (start: Int) in steps[start..<(start + run.period)].compactMap(\.constraint) }
                let line: String
                if run.repeats == 1 {
                    // The system's constraints: ids only, their sum follows.
                    line = "± " + block(first).map(\.id.description).joined(separator: ", ") + "  [system: the screen and its safe area]"
                } else {
                    let head = block(first).map(words.short).joined(separator: ", ")
                    let tail = block(last + 1 - run.period).map(words.short).joined(separator: ", ")
                    let what = ["", "", " pairs", " triples"][run.period]
                    // Each place of the block has its own maker (a spacing of yours, a hugging of UIKit's).
                    let constraints = steps[run.steps].compactMap(\.constraint)
                    var origins: [String] = []
                    for k in 0..<run.period {
                        let o = words.origin(ofRun: constraints.indices.filter { $0 % run.period == k }.map { constraints[$0] })
                        if !origins.contains(o) { origins.append(o) }
                    }
                    let origin = origins.joined(separator: "; ")
                    let sign = first == 0 && steps[first].sign == "+" ? " " : steps[first].sign
                    line = "\(sign) \(run.repeats) alike\(what): \(head) … \(tail)  [\(origin)]"
                }
                out.append(indent + line)
                if let gives = steps[last].gives, last > 0, last < steps.count - 1 { out.append("\(indent)    gives \(gives)") }
                continue
            }
            for i in run.steps {
                let step = steps[i]
                let name = step.constraint.map { words.full($0) } ?? "(a diagnostic probe)"
                let sign = i == 0 && step.sign == "+" ? " " : step.sign
                var line = "\(indent)\(sign) \(name)"
                if step.allowance > 1e-9 { line += "  (held to its error now, \(formatNumber(step.allowance)))" }
                out.append(line)
                if let gives = step.gives, i > 0, i < steps.count - 1 { out.append("\(indent)    gives \(gives)") }
            }
        }
        out.append("\(indent)⇒ \(conclusion)\(then)")
        return out
    }
}
