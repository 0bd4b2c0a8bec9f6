import Testing
import TestSupport
@testable import Cassowary

/// `Solver.exploring` puts the solver back exactly: whatever the body does —
/// adds that are refused, removals of constraints it did not add, required
/// changes that fail, edits, explorations inside it — the state afterwards
/// dumps the same, and the solver goes on as one that never explored would.
@Suite struct ExplorationTests {
    /// Random calls of every kind on `solver`, refusals ignored.
    func randomCalls(_ count: Int, _ solver: Solver, _ vars: [Variable], _ pool: inout [Constraint],
                     _ rng: inout SplitMix64, nesting: Int = 0) {
        let random = RandomizedTests()
        for _ in 0..<count {
            let active = solver.constraints
            switch Int.random(in: 0..<12, using: &rng) {
            case 0..<4:
                let c = random.randomConstraint(vars, &rng)
                pool.append(c)
                try? solver.add(c)
            case 4, 5:
                let c = pool.isEmpty ? random.randomConstraint(vars, &rng) : pool[Int.random(in: 0..<pool.count, using: &rng)]
                if solver.contains(c) { try? solver.remove(c) } else { try? solver.add(c) }
            case 6, 7:
                guard !active.isEmpty else { continue }
                let c = active[Int.random(in: 0..<active.count, using: &rng)]
                try? solver.setConstant(of: c, to: Double(Int.random(in: -100...100, using: &rng)))
            case 8:
                guard !active.isEmpty else { continue }
                let c = active[Int.random(in: 0..<active.count, using: &rng)]
                let p = RandomizedTests.priorities[Int.random(in: 0..<RandomizedTests.priorities.count, using: &rng)]
                try? solver.setPriority(of: c, to: Priority(p) ?? .required)
            case 9, 10:
                let v = vars[Int.random(in: 0..<vars.count, using: &rng)]
                if !solver.hasEditVariable(v) { try? solver.addEditVariable(v, priority: .strong) }
                try? solver.suggestValue(Double(Int.random(in: -100...100, using: &rng)), for: v)
                if Bool.random(using: &rng) { try? solver.removeEditVariable(v) }
            default:
                _ = solver.ranges(of: vars)
                if nesting < 2 {
                    let before = solver.dump()
                    solver.exploring { inner in randomCalls(8, inner, vars, &pool, &rng, nesting: nesting + 1) }
                    #expect(solver.dump() == before, "a nested exploration left a trace")
                }
            }
        }
    }

    @Test(arguments: 0..<40)
    func anExplorationLeavesNoTrace(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let solver = Solver()
        let vars = (0..<Int.random(in: 2...7, using: &rng)).map { Variable("x\($0)") }
        var pool: [Constraint] = []
        randomCalls(30, solver, vars, &pool, &rng)
        let twin = solver.copy()
        let before = solver.dump()
        let values = solver.ranges(of: vars)
        _ = twin.ranges(of: vars)
        let probe = Variable("probe")
        let tried = solver.exploring { s in
            try? s.add(Constraint(Expression(probe) - Expression(vars[0]), .equal))
            randomCalls(40, s, vars + [probe], &pool, &rng)
            return s.constraints.count
        }
        #expect(tried >= 0)
        #expect(solver.dump() == before, "seed \(seed): the exploration changed the solver")
        #expect(solver.ranges(of: vars) == values, "seed \(seed): values or ranges moved")
        #expect(solver.checkInvariants().isEmpty, "seed \(seed): \(solver.checkInvariants())")
        #expect(solver.ambiguityCacheProblems().isEmpty, "seed \(seed): \(solver.ambiguityCacheProblems())")
        #expect(!solver.hasEditVariable(probe) && solver.value(of: probe) == 0, "seed \(seed): the probe is still known")
        // From here on it behaves as the copy that never explored, call for call.
        var a = SplitMix64(state: seed &+ 1000), b = a
        var poolA = pool, poolB = pool
        for step in 0..<20 {
            randomCalls(1, solver, vars, &poolA, &a)
            randomCalls(1, twin, vars, &poolB, &b)
            #expect(solver.dump() == twin.dump(), "seed \(seed) step \(step): the explored solver went another way")
        }
    }

    @Test func anEditAndAPinAreGoneAfterwards() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let tie = Constraint(Expression(x) + Expression(y) - 100, .equal)
        try solver.add(tie)
        solver.updateVariables()
        let before = (solver.value(of: x), solver.value(of: y))
        let moved = try solver.exploring { s in
            try s.addEditVariable(x, priority: .strong)
            try s.suggestValue(70, for: x)
            return s.value(of: y)
        }
        #expect(moved == 30)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)
        #expect(solver.constraints.count == 1 && solver.contains(tie))
    }

    @Test func aCopyMadeWhileExploringKeepsWhatItWasMadeWith() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(x) - 10, .equal, priority: .defaultLow))
        let copy = try solver.exploring { s in
            try s.add(Constraint(Expression(x) - 20, .equal))
            return s.copy()
        }
        copy.updateVariables()
        solver.updateVariables()
        #expect(copy.value(of: x) == 20 && copy.constraints.count == 2)
        #expect(solver.value(of: x) == 10 && solver.constraints.count == 1)
        #expect(copy.checkInvariants().isEmpty && !copy.core.isExploring)
    }
}
