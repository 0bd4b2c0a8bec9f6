import Testing
import TestSupport
@testable import Cassowary

/// The generic motion over the optimal face against the exact ranges: on
/// random systems rich in inequalities, ties and degenerate vertices, a
/// variable or a difference of two moves exactly when its range is not a
/// single value.
@Suite struct FaceMotionTests {
    @Test(arguments: 0..<80)
    func movesExactlyWhatTheRangesLeaveFree(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 7000)
        let solver = Solver()
        let vars = (0..<Int.random(in: 3...10, using: &rng)).map { Variable("x\($0)") }
        var pool: [Constraint] = []
        var moved = 0
        var stayed = 0
        for step in 0..<60 {
            let roll = Int.random(in: 0..<10, using: &rng)
            if roll < 6 || pool.isEmpty {
                let c = AmbiguityCacheTests().looseConstraint(vars, &rng)
                pool.append(c)
                try? solver.add(c)
            } else if roll < 8 {
                let c = pool[Int.random(in: 0..<pool.count, using: &rng)]
                if solver.contains(c) { try? solver.remove(c) } else { try? solver.add(c) }
            } else if let c = solver.constraints.randomElement(using: &rng) {
                try? solver.setConstant(of: c, to: Double(Int.random(in: -50...50, using: &rng)))
            }
            // The motion, and every few steps what the summary reads, now
            // and then after idle time built the analysis it reads.
            if step % 5 == 1 { solver.prepareMovement() }
            let motion = step % 3 == 0 ? solver.movement() : solver.faceMotion()
            for v in vars {
                let range = solver.range(of: v)
                #expect(motion.moves(v) == !range.isFixed, "seed \(seed) step \(step): \(range)")
                if motion.moves(v) { moved += 1 } else { stayed += 1 }
            }
            let a = vars[Int.random(in: 0..<vars.count, using: &rng)]
            let b = vars[Int.random(in: 0..<vars.count, using: &rng)]
            let difference = Expression([Term(a, 1), Term(b, -1)])
            let range = solver.ranges(of: [difference], names: [Variable("d")])[0]
            #expect(solver.moves([difference], along: motion) == [!range.isFixed], "seed \(seed) step \(step): \(a) - \(b) \(range)")
            let listed = Set(motion.moving.map(ObjectIdentifier.init))
            for v in vars where solver.knows(v) {
                #expect(listed.contains(ObjectIdentifier(v)) == motion.moves(v), "seed \(seed) step \(step): \(v) listed")
            }
        }
        // Both answers must occur for the comparison to mean anything.
        #expect(moved > 0 && stayed > 0, "seed \(seed): \(moved) moved, \(stayed) stayed")
    }

    /// Idle time builds the analysis the back-off would build at the next
    /// statement, and nothing while it says to wait.
    @Test func idleTimeBuildsWhatTheNextStatementWouldBuild() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(Expression([Term(x), Term(y)], constant: -10), .equal))
        #expect(solver.core.ambiguityCache == nil)
        solver.prepareMovement()
        #expect(solver.core.ambiguityCache != nil)
        let motion = solver.movement()
        #expect(motion.moves(x) && motion.moves(y))
        solver.core.ambiguityCache = nil
        solver.core.motionBackoff.wait = 2
        solver.prepareMovement()
        #expect(solver.core.ambiguityCache == nil)
    }

    /// `a >= 0`, `b >= 0`, `a + b <= 0`: the tight rows pin both, though
    /// each alone could grow; `c` beside them is free.
    @Test func tightRowsThatPinTheirParametersFixThem() throws {
        let solver = Solver()
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        try solver.add(Constraint(Expression([Term(a, 1)]), .greaterThanOrEqual))
        try solver.add(Constraint(Expression([Term(b, 1)]), .greaterThanOrEqual))
        try solver.add(Constraint(Expression([Term(a, 1), Term(b, 1)]), .lessThanOrEqual))
        try solver.add(Constraint(Expression([Term(c, 1), Term(a, -1)]), .greaterThanOrEqual))
        let motion = solver.faceMotion()
        #expect(!motion.moves(a) && !motion.moves(b))
        #expect(motion.moves(c))
        #expect(motion.moving.map(\.name) == ["c"])
    }

    /// Squeezed labels of a stack that does not fit: n errors share the
    /// overflow, so every height and every position below the first moves.
    @Test func aSqueezeSharedByManyMovesEveryValueItReaches() throws {
        let solver = Solver()
        let n = 50
        let tops = (0...n).map { Variable("top\($0)") }
        let heights = (0..<n).map { Variable("h\($0)") }
        try solver.add(Constraint(Expression([Term(tops[0], 1)]), .equal))
        try solver.add(Constraint(Expression([Term(tops[n], 1)], constant: -600), .equal))
        for i in 0..<n {
            try solver.add(Constraint(Expression([Term(tops[i + 1], 1), Term(tops[i], -1), Term(heights[i], -1)], constant: -8), .equal))
            try solver.add(Constraint(Expression([Term(heights[i], 1)], constant: -21), .greaterThanOrEqual, priority: .defaultHigh))
            try solver.add(Constraint(Expression([Term(heights[i], 1)], constant: -21), .lessThanOrEqual, priority: .defaultLow))
        }
        let motion = solver.faceMotion()
        #expect(heights.allSatisfy(motion.moves))
        #expect(!motion.moves(tops[0]) && !motion.moves(tops[n]))
        #expect(tops[1..<n].allSatisfy(motion.moves))
    }
}
