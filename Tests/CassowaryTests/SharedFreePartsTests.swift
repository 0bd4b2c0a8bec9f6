import Testing
import TestSupport
@testable import Cassowary

/// Free parts kept as a shared prefix and a tail, or as a base part and
/// edits, and ranges read from the prefix's or the base's fold
/// (`FreeParts`, `FreeParts+Reach.swift`), against every part written out
/// whole and every range read from its cells: the parts and the ranges of
/// a fresh analysis must be exactly the same, on random stacks of labels
/// that do not fit (where the prefixes are), random wide ties (where the
/// edits are) and random systems rich in free parameters (where groups
/// split the parts).
@Suite struct SharedFreePartsTests {
    /// A vertical stack of labels as `StackFillInTests` builds it, with
    /// random heights, spacings and priorities, some labels taken out
    /// again, and sometimes a second stack beside it.
    func randomStacks(_ rng: inout SplitMix64) throws -> Solver {
        let solver = Solver()
        for stack in 0..<(Int.random(in: 0..<3, using: &rng) == 0 ? 2 : 1) {
            let top = Variable("stack\(stack).top"), height = Variable("stack\(stack).height")
            let intrinsics = (0..<Int.random(in: 3...40, using: &rng)).map { _ in Double(Int.random(in: 10...40, using: &rng)) }
            // Too short for its labels, so that they are squeezed.
            let room = intrinsics.reduce(0, +) * Double(Int.random(in: 3...9, using: &rng)) / 10
            try solver.add(c(top, .equal, 75))
            try solver.add(c(height, .equal, room.rounded()))
            var labels: [(top: Variable, height: Variable, constraints: [Constraint])] = []
            var bottom: Constraint?
            for (k, intrinsic) in intrinsics.enumerated() {
                let y = Variable("s\(stack).label\(k).top"), h = Variable("s\(stack).label\(k).height")
                let hugging: Float = [250, 250, 250, 750][Int.random(in: 0..<4, using: &rng)]
                let resistance: Float = Int.random(in: 0..<12, using: &rng) == 0 ? 500 : 750
                let spacing = c(y, .equal, labels.last.map { $0.top + $0.height + Double(Int.random(in: 0...8, using: &rng)) } ?? Expression(top))
                let own = [spacing, c(h, .lessThanOrEqual, intrinsic, hugging), c(h, .greaterThanOrEqual, intrinsic, resistance)]
                let new = c(top + height, .equal, y + h)
                try solver.deferringOptimization({ () throws(SolverError) in
                    if let bottom { try solver.remove(bottom) }
                    try solver.add(new)
                    for constraint in own { try solver.add(constraint) }
                }, failure: { $0 })
                bottom = new
                labels.append((y, h, own))
            }
            // A label's hugging let go of, or its resistance: the chain's
            // parts then change group or lose a cell.
            for _ in 0..<(Int.random(in: 0..<3, using: &rng) == 0 ? 1 : 0) {
                let label = labels[Int.random(in: 0..<labels.count, using: &rng)]
                let constraint = label.constraints[Int.random(in: 1...2, using: &rng)]
                if solver.contains(constraint) { try solver.remove(constraint) }
            }
        }
        return solver
    }

    /// A row of labels between two fixed edges, wider than their intrinsic
    /// widths, added as a layout adds them: each label's hugging and
    /// resistance, then its leading pinned to the one before's trailing,
    /// and the last one's trailing to the row's. Most hug alike, so that
    /// the room left is a tie among them; some widths are not whole
    /// numbers of points, so that some folds cannot be edited exactly.
    func randomTie(_ rng: inout SplitMix64) throws -> Solver {
        let solver = Solver()
        let left = Variable("row.left"), right = Variable("row.right")
        try solver.add(c(left, .equal, 0))
        var total = 0.0
        var previous: (x: Variable, w: Variable)?
        // Up to twice `FreeParts.mostEditDepth` and more, so that some
        // parts are written out whole and their folds edited from a base.
        let count = Int.random(in: 3...(Int.random(in: 0..<3, using: &rng) == 0 ? 200 : 90), using: &rng)
        let fractional = Int.random(in: 0..<3, using: &rng) == 0
        for k in 0..<count {
            let x = Variable("tag\(k).x"), w = Variable("tag\(k).width")
            let intrinsic = Double(Int.random(in: 8...40, using: &rng)) + (fractional ? 0.1 * Double(k % 7) : 0)
            total += intrinsic
            let hugging: Float = Int.random(in: 0..<15, using: &rng) == 0 ? 251 : 250
            try solver.add(c(w, .lessThanOrEqual, intrinsic, hugging))
            try solver.add(c(w, .greaterThanOrEqual, intrinsic, 750))
            try solver.add(c(Expression(x), .equal, previous.map { $0.x + $0.w } ?? Expression(left)))
            previous = (x, w)
        }
        if let (x, w) = previous {
            try solver.add(c(x + w, .equal, Expression(right)))
        }
        try solver.add(c(right, .equal, (total * Double(Int.random(in: 11...20, using: &rng)) / 10).rounded()))
        return solver
    }

    /// A system of random loose constraints (`AmbiguityCacheTests`).
    func randomSystem(_ rng: inout SplitMix64) -> Solver {
        let solver = Solver()
        let vars = (0..<Int.random(in: 4...12, using: &rng)).map { Variable("x\($0)") }
        for _ in 0..<Int.random(in: 6...30, using: &rng) {
            try? solver.add(AmbiguityCacheTests().looseConstraint(vars, &rng))
        }
        return solver
    }

    /// The differences between the fresh analysis with shared parts and
    /// with every part written out, and how many parts were shared.
    func compare(_ solver: Solver) -> (problems: [String], shared: Int, unfixed: Int, edited: Int, rebased: Int) {
        solver.core.settleForQuery()
        if solver.core.tableau.needsUpdate { solver.core.tableau.updateValues() }
        let shared = solver.core.freshAmbiguityCache()
        let written = solver.core.freshAmbiguityCache(sharingPrefixes: false)
        var problems: [String] = []
        for id in Set(shared.unfixed.keys).union(written.unfixed.keys).sorted() where shared.unfixed[id] != written.unfixed[id] {
            problems.append("external \(id): shared \(String(describing: shared.unfixed[id])), written \(String(describing: written.unfixed[id]))")
        }
        var count = 0
        var edited = 0
        var rebased = 0
        for index in 0..<solver.core.tableau.symbolCount {
            let s = Symbol(index)
            if shared.questionParts.part(of: s) != written.questionParts.part(of: s) { problems.append("symbol \(index): parts differ") }
            if shared.questionParts.count(of: s) != shared.questionParts.part(of: s).count { problems.append("symbol \(index): count") }
            if let node = shared.questionParts.node(of: s), node.prefix >= 0 { count += 1 }
            // Counted where the range was read off the edited fold.
            if let node = shared.questionParts.node(of: s), node.base >= 0,
               let fold = shared.questionParts.fold(of: s), !fold.unusable { edited += 1 }
            // Written out whole, with the fold edited from a base's.
            if let node = shared.questionParts.node(of: s), node.foldBase >= 0,
               let fold = shared.questionParts.fold(of: s), !fold.unusable { rebased += 1 }
        }
        return (problems, count, written.unfixed.count, edited, rebased)
    }

    @Test func sharedPartsOfStacksMatchWrittenOnes() throws {
        var sharing = 0
        for seed: UInt64 in 0..<60 {
            var rng = SplitMix64(state: seed &+ 9100)
            let (problems, shared, unfixed, _, _) = compare(try randomStacks(&rng))
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
            if shared > 0 && unfixed > 0 { sharing += 1 }
        }
        // Most stacks share parts and leave values ambiguous (a label that
        // resists less than the others, or none, takes the squeeze alone).
        #expect(sharing >= 15, "\(sharing) of 60")
    }

    @Test func editedPartsOfTiesMatchWrittenOnes() throws {
        var editing = 0
        var rebasing = 0
        for seed: UInt64 in 0..<60 {
            var rng = SplitMix64(state: seed &+ 9500)
            let (problems, _, _, edited, rebased) = compare(try randomTie(&rng))
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
            if edited > 0 { editing += 1 }
            if rebased > 0 { rebasing += 1 }
        }
        // Ties of more than 33 labels keep the x of each as the one
        // before's with an edit, and read its range off the edited fold
        // where the widths are whole points.
        #expect(editing >= 20, "\(editing) of 60")
        // Ties of more than 66 read the fold of a part written out at
        // that depth off its base's, edited.
        #expect(rebasing >= 4, "\(rebasing) of 60")
    }

    @Test(arguments: 0..<60)
    func sharedPartsOfRandomSystemsMatchWrittenOnes(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 9300)
        let (problems, _, _, _, _) = compare(randomSystem(&rng))
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
    }

    /// A stack of labels that does not fit: the y of each label but the
    /// first is the one above's part and one squeeze, shared.
    @Test func aStackThatDoesNotFitSharesEveryLabelsPart() throws {
        let solver = Solver()
        let top = Variable("top"), height = Variable("height")
        try solver.add(c(top, .equal, 75))
        try solver.add(c(height, .equal, 300))
        var bottom: Constraint?
        var tops: [Variable] = []
        var heights: [Variable] = []
        for k in 0..<40 {
            let y = Variable("label\(k).top"), h = Variable("label\(k).height")
            let new = c(top + height, .equal, y + h)
            if let bottom { try solver.remove(bottom) }
            try solver.add(new)
            try solver.add(c(y, .equal, k == 0 ? Expression(top) : tops[k - 1] + heights[k - 1] + 8))
            try solver.add(c(h, .lessThanOrEqual, 20, 250))
            try solver.add(c(h, .greaterThanOrEqual, 20, 750))
            bottom = new
            tops.append(y)
            heights.append(h)
        }
        let (problems, shared, unfixed, _, _) = compare(solver)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(shared >= 30, "\(shared)")
        // Every label's height and every y but the first can move.
        #expect(unfixed >= 2 * 40 - 1, "\(unfixed)")
    }
}
