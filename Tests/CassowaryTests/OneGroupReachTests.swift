import Testing
import TestSupport
@testable import Cassowary

/// `reach(direction:)` writes the objectives of a direction whose free
/// parameters are all in one group into buffers it reuses; against the
/// general split by group, on the free parts of every variable and of
/// random sums of two, in random systems rich in free parameters: the
/// reaches must be exactly the same.
@Suite struct OneGroupReachTests {
    @Test(arguments: 0..<60)
    func oneGroupAtOnceMatchesTheSplit(seed: UInt64) throws {
        var rng = SplitMix64(state: seed &+ 7000)
        let solver = Solver()
        let vars = (0..<Int.random(in: 4...12, using: &rng)).map { Variable("x\($0)") }
        for _ in 0..<Int.random(in: 6...30, using: &rng) {
            try? solver.add(AmbiguityCacheTests().looseConstraint(vars, &rng))
        }
        solver.core.settleForQuery()
        solver.core.updateAmbiguityCache()
        let cache = try #require(solver.core.ambiguityCache)
        let core = solver.core
        var expressions = vars.map { Expression([Term($0, 1)]) }
        for _ in 0..<8 {
            let a = vars[Int.random(in: 0..<vars.count, using: &rng)], b = vars[Int.random(in: 0..<vars.count, using: &rng)]
            expressions.append(Expression([Term(a, 1), Term(b, [-1.0, 0.5, 2][Int.random(in: 0..<3, using: &rng)])]))
        }
        var fastGroups = ParameterGroups(), slowGroups = ParameterGroups()
        var fastParts = FreeParts(), slowParts = FreeParts()
        for e in expressions {
            let fast = core.freeForm(of: e, cache: cache, groups: &fastGroups, parts: &fastParts)
            let slow = core.freeForm(of: e, cache: cache, groups: &slowGroups, parts: &slowParts)
            let a = core.reach(direction: fast.direction, isFree: cache.isFree, groups: &fastGroups)
            let b = core.reach(direction: slow.direction, isFree: cache.isFree, groups: &slowGroups, oneGroupAtOnce: false)
            #expect(a == b, "seed \(seed): \(e): \(a) vs \(b)")
            #expect(a.below.map(\.sign) == b.below.map(\.sign) && a.above.map(\.sign) == b.above.map(\.sign))
        }
        #expect(fastGroups.takeFailures() == slowGroups.takeFailures())
    }

    /// The random systems do give directions to compare, most in one group.
    @Test func systemsHaveMovingValues() throws {
        var moving = 0
        for seed in 0..<60 {
            var rng = SplitMix64(state: UInt64(seed) &+ 7000)
            let solver = Solver()
            let vars = (0..<Int.random(in: 4...12, using: &rng)).map { Variable("x\($0)") }
            for _ in 0..<Int.random(in: 6...30, using: &rng) {
                try? solver.add(AmbiguityCacheTests().looseConstraint(vars, &rng))
            }
            moving += solver.unfixedRanges(of: vars).count
        }
        #expect(moving > 60, "\(moving)")
    }
}
