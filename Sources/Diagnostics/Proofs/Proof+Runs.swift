import Cassowary
import LayoutModel

/// Long runs of alike steps, told in one line each.
///
/// A stack of 300 labels that does not fit proves it with 299 spacings and
/// 299 compression resistances: listed one by one, the argument drowns. Steps
/// that enter the sum the same way and differ only in the views they relate
/// (the same kind of constraint, relation, constant, multiplier and
/// priority, from the same maker) make a run, and so do repeats of a block
/// of two or three (a chain alternates widths and spacings); a run of
/// `Proof.shortestRun` repeats or more is one line with its count, first and
/// last. Constraints of the system side by side are one line too.
extension Proof {
    /// Runs shorter than this (in repeats) are listed step by step.
    public static let shortestRun = 4
    /// Proofs of more steps than this tell the system's steps in one line.
    public static let longProof = 12

    /// A stretch of steps told as one: `period` alike steps repeated (a
    /// chain of views alternates a width and a spacing: period 2).
    struct Run {
        var steps: Range<Int>
        var period: Int
        var repeats: Int { steps.count / period }
    }

    /// The steps in runs, in order: repeats of a block of up to three
    /// alike steps, at least `shortestRun` times; a step in no such run is
    /// a run of one.
    func runs() -> [Run] {
        var runs: [Run] = []
        var i = 0
        while i < steps.count {
            var best = Run(steps: i..<(i + 1), period: 1)
            for period in 1...3 {
                var end = i + period
                while end + period <= steps.count, (0..<period).allSatisfy({ steps[end + $0].isAlike(steps[end + $0 - period]) }) {
                    end += period
                }
                let run = Run(steps: i..<end, period: period)
                if run.repeats >= Proof.shortestRun, run.steps.count > best.steps.count { best = run }
            }
            // In a long proof, steps of the system (the screen, its safe
            // area) side by side are one argument: how much room the screen
            // leaves. A short one shows them, as a lesson would.
            if best.steps.count == 1, steps.count > Proof.longProof {
                var end = i
                while end < steps.count, case .system? = steps[end].constraint?.origin { end += 1 }
                if end - i >= 2 { best = Run(steps: i..<end, period: end - i) }
            }
            runs.append(best)
            i = best.steps.upperBound
        }
        return runs
    }
}

extension Proof.Step {
    /// Whether this step and `other` belong in one run: the same sign, the
    /// same kind of constraint.
    func isAlike(_ other: Proof.Step) -> Bool {
        guard let a = constraint, let b = other.constraint, allowance <= 1e-9, other.allowance <= 1e-9,
              sign == other.sign else { return false }
        return a.runKey == b.runKey
    }
}

extension LayoutConstraint {
    /// What alike constraints share: everything but the views they relate
    /// (and, for yours, the line: an unrolled loop writes each on its own).
    struct RunKey: Hashable {
        var origin: String
        var identifier: String?
        var first: Attribute
        var relation: Relation
        var second: Attribute?
        var multiplier: Double
        var constant: Double
        var priority: Double
    }

    var runKey: RunKey {
        let maker: String
        switch origin {
        case .user: maker = "user"
        case .stackView(let v): maker = "stackView \(v)"
        case .boxView(let v): maker = "boxView \(v)"
        case .tableView(let v): maker = "tableView \(v)"
        case .autoresizing: maker = "autoresizing"
        case .intrinsic: maker = "intrinsic"
        case .system: maker = "system"
        }
        return RunKey(origin: maker, identifier: identifier, first: first.attribute, relation: relation,
                      second: second?.attribute, multiplier: multiplier, constant: constant,
                      priority: Double(priority.value))
    }
}

extension ConstraintWords {
    /// Who made a run of alike constraints, in words: `compression
    /// resistance, vertical, from intrinsic sizes`, `yours, input:7-9`.
    func origin(ofRun run: [LayoutConstraint]) -> String {
        guard let c = run.first else { return "" }
        switch c.origin {
        case .user:
            let sources = run.compactMap(\.source)
            guard let first = sources.first else { return "yours" }
            guard sources.allSatisfy({ $0.file == first.file }) else { return "yours, \(first) and others" }
            let lines = sources.map(\.line)
            let low = lines.min() ?? first.line, high = lines.max() ?? first.line
            return "yours, \(first.file):\(low)" + (high > low ? "-\(high)" : "")
        case .intrinsic:
            let kind = c.identifier == "content-hugging" ? "content hugging" : "compression resistance"
            let axis = c.first.attribute.physical == .width ? "horizontal" : "vertical"
            return "\(kind), \(axis), from intrinsic sizes"
        case .autoresizing: return "autoresizing masks, \(c.identifier ?? "h=--& v=--&")"
        case .stackView, .boxView, .tableView, .system: return origin(c)
        }
    }
}
