import Testing
import TestSupport
@testable import Cassowary

/// The ambiguity results a solver keeps between calls, updated from the
/// writes it logged, against a fresh analysis after every call: on random
/// systems rich in inequalities and weak constraints, where groups of free
/// parameters form, grow, split and disappear.
@Suite struct AmbiguityCacheTests {
    /// A random constraint over a few of `vars`, mostly inequalities and
    /// weak ones, so that many values are left free.
    func looseConstraint(_ vars: [Variable], _ rng: inout SplitMix64) -> Constraint {
        var terms: [Term] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let coefficient = [-1.0, 1, 1, 2][Int.random(in: 0..<4, using: &rng)]
            terms.append(Term(vars[Int.random(in: 0..<vars.count, using: &rng)], coefficient))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<4, using: &rng)]
        let priority: Float = [1000, 1000, 750, 250, 250][Int.random(in: 0..<5, using: &rng)]
        return Constraint(Expression(terms, constant: Double(Int.random(in: -50...50, using: &rng))), relation,
                          priority: Priority(priority) ?? .required)
    }

    /// One random change of `solver`, as a session makes them: half the
    /// time (or when `pool` is empty) a constraint `make` makes, added;
    /// else one of `pool` taken out or put back, or a constant or a
    /// priority changed.
    func randomChange(_ solver: Solver, _ pool: inout [Constraint], _ rng: inout SplitMix64,
                      make: (inout SplitMix64) -> Constraint) {
        let roll = Int.random(in: 0..<10, using: &rng)
        if roll < 5 || pool.isEmpty {
            let c = make(&rng)
            pool.append(c)
            try? solver.add(c)
        } else if roll < 7 {
            let c = pool[Int.random(in: 0..<pool.count, using: &rng)]
            if solver.contains(c) { try? solver.remove(c) } else { try? solver.add(c) }
        } else if roll < 9, let c = solver.constraints.randomElement(using: &rng) {
            try? solver.setConstant(of: c, to: Double(Int.random(in: -50...50, using: &rng)))
        } else if let c = solver.constraints.randomElement(using: &rng) {
            try? solver.setPriority(of: c, to: Priority([1000, 750, 250][Int.random(in: 0..<3, using: &rng)]) ?? .required)
        }
    }

    @Test(arguments: 0..<60)
    func keptRangesMatchAFreshAnalysis(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 1000)
        let solver = Solver()
        let vars = (0..<Int.random(in: 4...12, using: &rng)).map { Variable("x\($0)") }
        var pool: [Constraint] = []
        var unfixedSeen = 0
        for step in 0..<80 {
            randomChange(solver, &pool, &rng) { looseConstraint(vars, &$0) }
            // Ask only now and then, so that writes pile up between looks.
            guard Int.random(in: 0..<3, using: &rng) == 0 else { continue }
            unfixedSeen += solver.unfixedRanges(of: vars).count
            let problems = solver.ambiguityCacheProblems()
            #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)")
            if !problems.isEmpty { return }
        }
        // The systems must leave something ambiguous for the test to mean anything.
        #expect(unfixedSeen > 0, "seed \(seed)")
    }
}

extension AmbiguityCacheTests {
    /// `0 <= u₀`, `uᵢ <= uᵢ₊₁ + 5`, `u₅ <= 10`: one group of free slacks
    /// linked in a chain of rows, so that changing the last bound moves the
    /// first value's range through every link. The kept range of `u₀` must
    /// follow (a cache that spoiled only the changed row's neighbours kept
    /// `u₀`'s old range here).
    @Test func aChangeAtOneEndOfAGroupReachesTheOther() throws {
        let solver = Solver()
        let u = (0...5).map { Variable("u\($0)") }
        for v in u { try solver.add(Constraint(Expression([Term(v, 1)]), .greaterThanOrEqual)) }
        for i in 0..<5 { try solver.add(Constraint(Expression([Term(u[i], 1), Term(u[i + 1], -1)], constant: -5), .lessThanOrEqual)) }
        let last = Constraint(Expression([Term(u[5], 1)], constant: -10), .lessThanOrEqual)
        try solver.add(last)
        #expect(solver.range(of: u[0]).maximum == 35)
        try solver.setConstant(of: last, to: -20)
        #expect(solver.unfixedRanges(of: u).first?.range.maximum == 45)
        #expect(solver.ambiguityCacheProblems().isEmpty)
    }
}

extension AmbiguityCacheTests {
    /// `0 <= x <= 0` pins `x`'s slack, and `y = x + 5` names it: the update
    /// keeps that answer (`ParameterGroups.pins`) only while nothing writes
    /// the rows of its polytope. Opening the upper bound to 10 writes one,
    /// and `y` must then range over [5, 15] (a pin kept past the write
    /// left `y` fixed at 5).
    @Test func aPinnedSlackIsAskedAgainWhenItsBoundMoves() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(Expression([Term(x, 1)]), .greaterThanOrEqual))
        let upper = Constraint(Expression([Term(x, 1)]), .lessThanOrEqual)
        try solver.add(upper)
        try solver.add(Constraint(Expression([Term(y, 1), Term(x, -1)], constant: -5), .equal))
        #expect(solver.unfixedRanges(of: [x, y]).isEmpty)
        try solver.setConstant(of: upper, to: -10)
        let ranges = solver.unfixedRanges(of: [x, y])
        #expect(ranges.map(\.range.minimum) == [0, 5])
        #expect(ranges.map(\.range.maximum) == [10, 15])
        #expect(solver.ambiguityCacheProblems().isEmpty)
    }
}
