import Cassowary
import LayoutModel

/// Long runs of alike steps, told once.
///
/// A stack of 300 labels that does not fit proves it with 299 spacings and
/// 299 compression resistances: listed one by one, the argument drowns. Steps
/// that enter the sum the same way and differ only in the views they relate
/// (the same kind of constraint, relation, constant, multiplier and
/// priority, from the same maker) make a run, and so do repeats of a block
/// of two or three (a chain alternates widths and spacings); such a run is
/// one line with its count, first and last.
///
/// A row of a form is a wider block: a spacing, its stack's edges, the text
/// stack inside and its labels' resistances, ten steps or so. Blocks of
/// four steps or more are alike when they hold the same kinds of
/// constraints, in any order and through either edge: which edge of a
/// centred row the solver's certificate goes through is its own choice, and
/// it changes from row to row. Such a run shows its first block step by step
/// and then one line for the rest.
///
/// Where runs could start is chosen for the fewest lines, so that a run of
/// rows starts at a row's first step rather than wherever the greedy reading
/// first found two alike stretches.
extension Proof {
    /// Runs shorter than this (in repeats) are listed step by step.
    public static let shortestRun = 4
    /// Proofs of more steps than this tell the system's steps in one line.
    public static let longProof = 12
    /// Blocks of up to this many steps are told in one line.
    static let widestLine = 3
    /// The most steps a repeated block may have: a row of a settings
    /// screen, a stack of a text stack and a switch, is about ten.
    static let widestBlock = 16

    /// A stretch of steps told as one: `period` steps repeated (a chain of
    /// views alternates a width and a spacing: period 2).
    struct Run {
        var steps: Range<Int>
        var period: Int
        var repeats: Int { steps.count / period }
        /// Whether each block has its steps in the same order as the first
        /// (always so for a block told in one line).
        var inOrder = true
    }

    /// The steps in runs, in order, chosen for the fewest lines: repeats of
    /// a block at least `shortestRun` times, or the system's steps side by
    /// side in a long proof; a step in no run is a run of one.
    func runs() -> [Run] {
        let n = steps.count
        guard n > 1 else { return steps.indices.map { Run(steps: $0..<($0 + 1), period: 1) } }
        let stepLines = steps.indices.map { steps[$0].isWorded && $0 > 0 && $0 < n - 1 ? 2 : 1 }
        let alike = Proof.numbered(steps.map(\.alikeKey))
        let narrow = (1...Proof.widestLine).map { Proof.repeatsInOrder(alike, period: $0) }
        let kinds = Proof.numbered(steps.map(\.blockKind))
        let wide = ((Proof.widestLine + 1)...Proof.widestBlock).map { Proof.repeatsOfKinds(kinds, period: $0) }
        // best[i]: the fewest lines for steps i..., and the run that starts them.
        var best = [(lines: Int, run: Run)](repeating: (0, Run(steps: n..<n, period: 1)), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var choice = (lines: stepLines[i] + best[i + 1].lines, run: Run(steps: i..<(i + 1), period: 1))
            func consider(_ run: Run, lines: Int) {
                let total = lines + best[run.steps.upperBound].lines
                if total < choice.lines { choice = (total, run) }
            }
            for (k, repeats) in narrow.enumerated() where repeats[i] >= Proof.shortestRun {
                consider(Run(steps: i..<(i + (k + 1) * repeats[i]), period: k + 1), lines: 2)
            }
            for (k, repeats) in wide.enumerated() where repeats[i].count >= Proof.shortestRun {
                let period = k + Proof.widestLine + 1
                let firstBlock = stepLines[i..<(i + period)].reduce(0, +)
                consider(Run(steps: i..<(i + period * repeats[i].count), period: period, inOrder: repeats[i].inOrder),
                         lines: firstBlock + 2)
            }
            // In a long proof, steps of the system (the screen, its safe
            // area) side by side are one argument: how much room the screen
            // leaves. A short one shows them, as a lesson would.
            if n > Proof.longProof {
                var end = i
                while end < n, case .system? = steps[end].constraint?.origin { end += 1 }
                if end - i >= 2 { consider(Run(steps: i..<end, period: end - i), lines: 2) }
            }
            best[i] = choice
        }
        var runs: [Run] = []
        var i = 0
        while i < n {
            runs.append(best[i].run)
            i = best[i].run.steps.upperBound
        }
        return runs
    }

    /// For each step, how many blocks of `period` alike steps (the same
    /// `alike` number, place by place) follow one another from it, the
    /// first included.
    private static func repeatsInOrder(_ alike: [Int], period: Int) -> [Int] {
        let n = alike.count
        var repeats = [Int](repeating: 1, count: n + period)
        guard n >= 2 * period else { return repeats }
        // alikeAhead[i]: how many steps from i on are alike the step a period later.
        var alikeAhead = [Int](repeating: 0, count: n + 1)
        for i in stride(from: n - period - 1, through: 0, by: -1) {
            alikeAhead[i] = alike[i] >= 0 && alike[i] == alike[i + period] ? alikeAhead[i + 1] + 1 : 0
        }
        for i in 0..<n { repeats[i] = (period + alikeAhead[i]) / period }
        return repeats
    }

    /// Keys as small numbers, numbered in order of first appearance (−1 for
    /// none): runs compare numbers, not keys of strings, and a proof down a
    /// chain of 10,000 views compares each step with a dozen others.
    private static func numbered<Key: Hashable>(_ keys: [Key?]) -> [Int] {
        var numbers: [Key: Int] = [:]
        return keys.map { key in
            guard let key else { return -1 }
            if let known = numbers[key] { return known }
            numbers[key] = numbers.count
            return numbers.count - 1
        }
    }

    /// For each step, how many blocks of `period` steps of the same kinds
    /// (in any order) follow one another from it, and whether they all keep
    /// the first block's order.
    private static func repeatsOfKinds(_ kinds: [Int], period: Int) -> [(count: Int, inOrder: Bool)] {
        let n = kinds.count
        var repeats = [(count: Int, inOrder: Bool)](repeating: (1, true), count: n + period)
        guard n >= 2 * period else { return repeats }
        // A block's kinds as a sum of a hash of each, and how many steps in
        // it have no constraint: two blocks of the same kinds have the same
        // sum, and two of different kinds the same sum with a chance of one
        // in 2⁶⁴. Sorting the kinds of each block instead cost a proof down a
        // chain of 10,000 views a fifth of its time.
        var prefix = [UInt64](repeating: 0, count: n + 1), bare = [Int](repeating: 0, count: n + 1)
        for i in 0..<n {
            prefix[i + 1] = prefix[i] &+ Proof.mix(kinds[i])
            bare[i + 1] = bare[i] + (kinds[i] < 0 ? 1 : 0)
        }
        for i in stride(from: n - 2 * period, through: 0, by: -1) {
            let j = i + period
            guard bare[j] == bare[i], bare[j + period] == bare[j],
                  prefix[j] &- prefix[i] == prefix[j + period] &- prefix[j] else { continue }
            let later = repeats[j]
            repeats[i] = (later.count + 1, later.inOrder && kinds[i..<j].elementsEqual(kinds[j..<(j + period)]))
        }
        return repeats
    }

    /// A kind's number spread over 64 bits (SplitMix64's finalizer), so that
    /// sums of different kinds rarely agree.
    private static func mix(_ kind: Int) -> UInt64 {
        var z = UInt64(bitPattern: Int64(kind)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Proof.Step {
    /// What alike steps share, steps that belong in one run: the same
    /// sign, the same kind of constraint, both held to an error or neither.
    var alikeKey: AlikeKey? {
        constraint.map { AlikeKey(sign: sign, held: allowance > 1e-9, constraint: $0.runKey) }
    }

    struct AlikeKey: Hashable {
        var sign: String
        var held: Bool
        var constraint: LayoutConstraint.RunKey
    }

    /// What a step of a wide block is compared by (see `Proof.runs()`).
    var blockKind: LayoutConstraint.BlockKind? {
        constraint.map { c in
            var edges: (first: Attribute, relation: Relation, second: Attribute?)?
            switch c.origin {
            case .stackView, .boxView, .tableView: edges = nil
            case .user, .autoresizing, .intrinsic, .system: edges = (c.first.attribute, c.relation, c.second?.attribute)
            }
            return LayoutConstraint.BlockKind(origin: ConstraintWords.originKey(c.origin), identifier: c.identifier,
                                              first: edges?.first, relation: edges?.relation, second: edges?.second,
                                              multiplier: c.multiplier, priority: Double(c.priority.value),
                                              factor: (abs(factor) * 1e6).rounded(), held: allowance > 1e-9)
        }
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
        RunKey(origin: ConstraintWords.originKey(origin), identifier: identifier, first: first.attribute, relation: relation,
               second: second?.attribute, multiplier: multiplier, constant: constant,
               priority: Double(priority.value))
    }

    /// What steps of alike wide blocks share: who made them and why, how
    /// strong and how often they count. Not the constant: a row's labels
    /// wrap to their own heights. For a container's constraints, not the
    /// edges or the relation either: the certificate goes through whichever
    /// edge of a centred row it likes, and the container's identifier
    /// (`UISV-canvas-connection`) says what they are. Yours and the
    /// intrinsic sizes' are told apart by what they relate, as you wrote them.
    struct BlockKind: Hashable {
        var origin: String
        var identifier: String?
        var first: Attribute?
        var relation: Relation?
        var second: Attribute?
        var multiplier: Double
        var priority: Double
        /// |factor| in millionths, as its sign shows it: a certificate's
        /// factors carry rounding noise.
        var factor: Double
        var held: Bool
    }
}

extension ConstraintWords {
    /// Who made a run of alike constraints, in words: `compression
    /// resistance, vertical, from intrinsic sizes`, `yours, input:7-9`,
    /// `stack views row_1 … row_9 'UISV-canvas-connection'`.
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
        case .stackView(let v), .boxView(let v), .tableView(let v):
            // A run through many rows names the first and last row's maker.
            let makers: [ViewID] = run.compactMap {
                switch $0.origin { case .stackView(let w), .boxView(let w), .tableView(let w): w; default: nil }
            }
            guard let w = makers.last, w != v else { return origin(c) }
            let id = c.identifier.map { " '\($0)'" } ?? ""
            let kind = switch c.origin { case .boxView: "BoxViews"; case .tableView: "table views"; default: "stack views" }
            return "\(kind) \(layout[v].name) … \(layout[w].name)\(id)"
        case .system: return origin(c)
        }
    }
}
