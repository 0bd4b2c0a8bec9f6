import Cassowary
import LayoutModel

extension Proof {
    /// The steps as lines: each constraint with how it enters the sum, the
    /// running sum where it helps, and the conclusion after `⇒`. With
    /// `collapsed`, each run of alike steps is told once (see `runs()`): a
    /// block of up to three steps in one line, a wider one step by step the
    /// first time and then in one line for all its repeats.
    public func lines(_ words: ConstraintWords, indent: String = "    ", then: String = "",
                      collapsed: Bool = true) -> [String] {
        var out: [String] = []
        for run in keptRuns ?? runs() {
            guard collapsed, run.steps.count > 1 else {
                for i in run.steps { out += stepLines(i, words, indent) }
                continue
            }
            let first = run.steps.lowerBound, last = run.steps.upperBound - 1
            if run.repeats == 1 {
                // The system's constraints: ids only, their sum follows.
                let ids = steps[run.steps].compactMap(\.constraint).map(\.id.description)
                out.append(indent + "± " + ids.joined(separator: ", ") + "  [system: the screen and its safe area]")
            } else if run.period <= Proof.widestLine {
                out.append(indent + runLine(run, words))
            } else {
                // A row of a form: its steps read once, then how often again.
                for i in first..<(first + run.period) { out += stepLines(i, words, indent) }
                out.append(indent + repeatLine(run))
            }
            if let gives = steps[last].gives, last > 0, last < steps.count - 1 { out.append("\(indent)    gives \(gives)") }
        }
        out.append("\(indent)⇒ \(conclusion)\(then)")
        return out
    }

    /// The steps whose running sum `lines(collapsed: true)` shows: each
    /// step told on its own line, and the last of each run told in one
    /// (see `describingSteps`, which words only these).
    static func stepsShownCollapsed(_ runs: [Run]) -> [Int] {
        var shown: [Int] = []
        for run in runs {
            guard run.steps.count > 1 else { shown += run.steps; continue }
            let first = run.steps.lowerBound
            if run.repeats != 1 && run.period > Proof.widestLine { shown += first..<(first + run.period) }
            shown.append(run.steps.upperBound - 1)
        }
        return shown
    }

    /// One step: its sign, the constraint in full, its error if held to one,
    /// and the running sum it gives.
    private func stepLines(_ i: Int, _ words: ConstraintWords, _ indent: String) -> [String] {
        let step = steps[i]
        let name = step.constraint.map { words.full($0) } ?? "(a diagnostic probe)"
        let sign = i == 0 && step.sign == "+" ? " " : step.sign
        var line = "\(indent)\(sign) \(name)"
        if step.allowance > 1e-9 { line += "  (held to its error now, \(formatNumber(step.allowance)))" }
        var out = [line]
        if let gives = step.gives, i > 0, i < steps.count - 1 { out.append("\(indent)    gives \(gives)") }
        return out
    }

    /// What stands for a wide block's repeats after its first:
    /// `… the same 4 steps 19 more times, 76 in all: #g78 … #g744`, or
    /// `… 18 more blocks of the same kinds of steps, 162 in all: …` when
    /// their order changes.
    private func repeatLine(_ run: Run) -> String {
        let ids = steps[(run.steps.lowerBound + run.period)..<run.steps.upperBound].compactMap(\.constraint?.id.description)
        let span = [ids.first, ids.last].compactMap { $0 }.joined(separator: " … ")
        let repeats = run.inOrder ? "the same \(run.period) steps \(run.repeats - 1) more times"
            : "\(run.repeats - 1) more blocks of the same kinds of steps"
        return "… \(repeats), \(ids.count) in all: \(span)"
    }

    /// A run of a narrow block in one line: its count, first and last block,
    /// and who made each place of the block (a spacing of yours, a hugging of
    /// UIKit's).
    private func runLine(_ run: Run, _ words: ConstraintWords) -> String {
        let first = run.steps.lowerBound, last = run.steps.upperBound - 1
        let block = { (start: Int) in steps[start..<(start + run.period)].compactMap(\.constraint) }
        let head = block(first).map(words.short).joined(separator: ", ")
        let tail = block(last + 1 - run.period).map(words.short).joined(separator: ", ")
        let what = ["", "", " pairs", " triples"][run.period]
        let constraints = steps[run.steps].compactMap(\.constraint)
        var origins: [String] = []
        for k in 0..<run.period {
            let o = words.origin(ofRun: constraints.indices.filter { $0 % run.period == k }.map { constraints[$0] })
            if !origins.contains(o) { origins.append(o) }
        }
        let held = steps[first].allowance > 1e-9 ? "; each held to its error now" : ""
        let sign = first == 0 && steps[first].sign == "+" ? " " : steps[first].sign
        return "\(sign) \(run.repeats) alike\(what): \(head) … \(tail)  [\(origins.joined(separator: "; "))\(held)]"
    }
}
