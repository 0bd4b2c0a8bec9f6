import Testing
import TestSupport
@testable import Cassowary

/// The motion a solver keeps between statements, brought up to date from
/// the writes it logged, against one made afresh, to the bit: on random
/// systems rich in inequalities, ties and degenerate vertices, where parts
/// of the tight cone form, merge, split and disappear.
@Suite struct MotionCacheTests {
    @Test func keptMotionMatchesAFreshOne() {
        var coneRows = 0
        for seed in 0..<UInt64(80) { coneRows += compare(seed: seed) }
        // Parts of the cone must occur for the comparison to mean much.
        #expect(coneRows > 100)
    }

    /// Random changes to one solver, comparing every few; returns how many
    /// cone rows the kept motion had in all.
    func compare(seed: UInt64) -> Int {
        var rng = SplitMix64(state: seed &+ 9000)
        let solver = Solver()
        let vars = (0..<Int.random(in: 4...12, using: &rng)).map { Variable("x\($0)") }
        var pool: [Constraint] = []
        var moved = 0
        var coneRows = 0
        for step in 0..<80 {
            let changes = AmbiguityCacheTests()
            changes.randomChange(solver, &pool, &rng) { rng in
                Int.random(in: 0..<2, using: &rng) == 0 ? changes.looseConstraint(vars, &rng) : degenerate(vars, &rng)
            }
            // As the summary asks, with idle time now and then, and the
            // kept analysis answering some of the time: the motion then
            // gets the writes handed over when the logs start again.
            if step % 7 == 3 { solver.prepareMovement() }
            if step % 4 != 1 {
                let motion = solver.movement()
                moved += motion.moving.count
            }
            if step % 3 != 2 {
                #expect(solver.motionCacheProblems() == [], "seed \(seed) step \(step)")
                coneRows += solver.core.motionBackoff.motion?.inCone.filter { $0 }.count ?? 0
            }
        }
        #expect(moved > 0, "seed \(seed): nothing moved")
        return coneRows
    }

    /// An inequality through the origin, or a tie between two weak
    /// equalities: rows tight at the vertex, where the cone has parts.
    func degenerate(_ vars: [Variable], _ rng: inout SplitMix64) -> Constraint {
        let a = vars[Int.random(in: 0..<vars.count, using: &rng)]
        let b = vars[Int.random(in: 0..<vars.count, using: &rng)]
        if Int.random(in: 0..<3, using: &rng) == 0 {
            return Constraint(Expression([Term(a, 1)], constant: -Double(Int.random(in: 0...20, using: &rng))), .equal, priority: Priority(250) ?? .required)
        }
        let relation: Relation = Int.random(in: 0..<2, using: &rng) == 0 ? .greaterThanOrEqual : .lessThanOrEqual
        return Constraint(Expression([Term(a, 1), Term(b, -1)]), relation)
    }

    /// What a report was told moves, started and stopped since, is what
    /// moves: on the same random systems, asked as the summary asks (with
    /// the kept analysis answering some of the time, and idle time now and
    /// then), and by a second solver copied midway, whose report starts over.
    @Test func reportedChangesAddUpToWhatMoves() {
        var flipsRead = 0
        for seed in 0..<UInt64(60) {
            var rng = SplitMix64(state: seed &+ 7000)
            var solver = Solver()
            let vars = (0..<Int.random(in: 4...12, using: &rng)).map { Variable("x\($0)") }
            var pool: [Constraint] = []
            var report = MovingReport()
            var reported = Set<ObjectIdentifier>()
            for step in 0..<80 {
                let changes = AmbiguityCacheTests()
                changes.randomChange(solver, &pool, &rng) { rng in
                    Int.random(in: 0..<2, using: &rng) == 0 ? changes.looseConstraint(vars, &rng) : degenerate(vars, &rng)
                }
                if step % 7 == 3 { solver.prepareMovement() }
                if step == 40 {
                    solver = solver.copy()
                    pool = pool.filter(solver.contains)
                }
                guard step % 3 != 1 else { continue }
                let answer = solver.movement(reporting: &report)
                if answer.isFull { reported = [] }
                for variable in answer.stopped {
                    #expect(reported.remove(ObjectIdentifier(variable)) != nil, "seed \(seed) step \(step): stopped unreported")
                }
                for variable in answer.started {
                    #expect(reported.insert(ObjectIdentifier(variable)).inserted, "seed \(seed) step \(step): started twice")
                }
                if !answer.isFull { flipsRead += answer.started.count + answer.stopped.count }
                #expect(reported == Set(answer.motion.moving.map(ObjectIdentifier.init)), "seed \(seed) step \(step)")
            }
        }
        #expect(flipsRead > 100)
    }

    /// Numbers drawn from ids do not depend on what else is drawn.
    @Test func eachParameterDrawsItsOwnNumber() {
        let first = (0..<100).map { MotionGenerator.value(for: Int32($0)) }
        let again = (0..<100).reversed().map { MotionGenerator.value(for: Int32($0)) }.reversed()
        #expect(first == Array(again))
        #expect(first.allSatisfy { abs($0) >= 1 && abs($0) < 2 })
        #expect(Set(first).count == 100 && first.contains { $0 < 0 } && first.contains { $0 > 0 })
    }
}
