import Testing
import TestSupport
@testable import Cassowary

/// Random sequences of adds, removes, constant and priority changes and edits,
/// with the invariants checked after every call. The oracle for *values* is
/// scripts/differential; here the point is that no sequence damages the tableau,
/// and that refused calls change nothing.
@Suite struct RandomizedTests {
    static let priorities: [Float] = [1000, 1000, 1000, 999, 750, 500, 250, 1]

    func randomConstraint(_ vars: [Variable], _ rng: inout SplitMix64) -> Constraint {
        var terms: [Term] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let coefficient = [-2.0, -1, -1, 1, 1, 1, 2, 0.5][Int.random(in: 0..<8, using: &rng)]
            terms.append(Term(vars[Int.random(in: 0..<vars.count, using: &rng)], coefficient))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &rng)]
        let priority = Self.priorities[Int.random(in: 0..<Self.priorities.count, using: &rng)]
        return Constraint(Expression(terms, constant: Double(Int.random(in: -100...100, using: &rng))), relation,
                          priority: Priority(priority) ?? .required)
    }

    @Test(arguments: 0..<40)
    func randomOperationsKeepTheTableauSound(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let solver = Solver()
        let vars = (0..<Int.random(in: 2...7, using: &rng)).map { Variable("x\($0)") }
        var pool: [Constraint] = []
        for step in 0..<60 {
            let roll = Int.random(in: 0..<10, using: &rng)
            let before = solver.dump()
            var refused = false
            do {
                if roll < 5 || pool.isEmpty {
                    let c = randomConstraint(vars, &rng)
                    pool.append(c)
                    try solver.add(c)
                } else if roll < 7 {
                    let c = pool[Int.random(in: 0..<pool.count, using: &rng)]
                    if solver.contains(c) { try solver.remove(c) } else { try? solver.add(c) }
                } else if roll < 9 {
                    let active = solver.constraints
                    if !active.isEmpty {
                        let c = active[Int.random(in: 0..<active.count, using: &rng)]
                        try solver.setConstant(of: c, to: Double(Int.random(in: -100...100, using: &rng)))
                    }
                } else {
                    let active = solver.constraints
                    if !active.isEmpty {
                        let c = active[Int.random(in: 0..<active.count, using: &rng)]
                        let p = Self.priorities[Int.random(in: 0..<Self.priorities.count, using: &rng)]
                        try solver.setPriority(of: c, to: Priority(p) ?? .required)
                    }
                }
            } catch {
                guard case .unsatisfiable(let conflict) = error else {
                    Issue.record("seed \(seed) step \(step): \(error)")
                    return
                }
                refused = true
                #expect(certificateHolds(conflict.certificate), "seed \(seed) step \(step): \(conflict)")
            }
            let problems = solver.checkInvariants()
            #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)")
            if refused { #expect(solver.dump() == before, "seed \(seed) step \(step): a refused call changed the solver") }
            if !problems.isEmpty { return }
            // The sparse query agrees with the full one.
            let all = solver.ranges(of: vars)
            let unfixed = solver.unfixedRanges(of: vars)
            #expect(unfixed.map(\.index) == all.indices.filter { !all[$0].isFixed }, "seed \(seed) step \(step)")
            #expect(unfixed.map(\.range) == unfixed.map { all[$0.index] }, "seed \(seed) step \(step)")
            // The ranges kept since the last step, updated for this one's writes, are a fresh analysis's.
            let kept = solver.ambiguityCacheProblems()
            #expect(kept.isEmpty, "seed \(seed) step \(step): \(kept)")
            // So does the list of constraints that do not hold with every constraint's error.
            let off = solver.constraints.filter { solver.error(of: $0) > 1e-7 }
            #expect(solver.unsatisfiedConstraints().filter { $0.error > 1e-7 }.map { ObjectIdentifier($0.constraint) } == off.map(ObjectIdentifier.init),
                    "seed \(seed) step \(step)")
        }
    }

    @Test func theSameCallsGiveTheSameBytes() throws {
        func run() throws -> String {
            var rng = SplitMix64(state: 42)
            let solver = Solver()
            let vars = (0..<6).map { Variable("x\($0)") }
            for _ in 0..<80 {
                try? solver.add(randomConstraint(vars, &rng))
            }
            return solver.dump().description + solver.ranges(of: vars).map(\.description).joined(separator: "\n")
        }
        let first = try run()
        #expect(try run() == first)
        #expect(first.contains("rows ("))
    }
}
