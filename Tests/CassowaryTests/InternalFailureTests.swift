import Testing
@testable import Cassowary

/// What a release build does when the solver meets a state it should never
/// reach: the call throws `.internalFailure`, the failure is logged, and a
/// solver that cannot take the call back refuses every later change. (A
/// debug build stops at an assertion first; these tests turn it off.)
@Suite struct InternalFailureTests {
    /// A solver holding `x + y == 10` whose objective prices the parametric
    /// one of the two below zero at a level of its own, with nothing to
    /// bound it: the next primal simplex finds the objective unbounded.
    static func damagedObjective(_ solver: Solver) throws {
        let x = Variable("x"), y = Variable("y")
        try solver.add(c(x + y, .equal, 10))
        let parametric = [x, y].compactMap { solver.core.symbolOfVariable[ObjectIdentifier($0)] }
            .first { !solver.core.tableau.isBasic($0) }
        let symbol = try #require(parametric)
        let level = solver.core.tableau.objective.level(for: 500)
        solver.core.tableau.objective.add(symbol, -1, level: level)
    }

    @Test func anUnboundedObjectiveIsThrownLoggedAndDamagesTheSolver() throws {
        let solver = Solver()
        try Self.damagedObjective(solver)
        let z = Variable("z")
        let failure = InternalFailure.$stopsDebugBuilds.withValue(false) { () -> SolverError? in
            do throws(SolverError) { try solver.add(c(z, .equal, 3, 250)); return nil } catch { return error }
        }
        guard case .internalFailure(let what)? = failure else {
            Issue.record("expected an internal failure, got \(String(describing: failure))")
            return
        }
        #expect(what.contains("unbounded"))
        #expect(solver.takeInternalFailures() == [what])
        #expect(solver.takeInternalFailures().isEmpty)
        // Damaged: every later change is refused, without a second assertion.
        #expect(throws: SolverError.self) { try solver.add(c(Variable("w"), .equal, 1)) }
        #expect(throws: SolverError.self) { try solver.remove(c(z, .equal, 3)) }
        #expect(solver.takeInternalFailures().isEmpty)
    }

    @Test func aFailureInsideAnExplorationIsTakenBackWithIt() throws {
        let solver = Solver()
        let z = Variable("z")
        try solver.add(c(z, .greaterThanOrEqual, 0))
        let threw = InternalFailure.$stopsDebugBuilds.withValue(false) {
            solver.exploring { s -> Bool in
                do {
                    try Self.damagedObjective(s)
                    try s.add(c(z, .equal, 3, 250))
                    return false
                } catch {
                    if case .internalFailure = error as? SolverError { return true }
                    return false
                }
            }
        }
        #expect(threw)
        #expect(solver.core.damage == nil)
        #expect(solver.checkInvariants().isEmpty)
        // The log keeps what the exploration met; the solver goes on.
        #expect(solver.takeInternalFailures().count == 1)
        try solver.add(c(z, .equal, 3, 250))
        #expect(solver.value(of: z) == 3)
    }

    @Test func aSmallLPThatDoesNotConvergeIsAFailureNotAnOptimum() {
        // maximize x + 2y subject to x + y <= 4, x, y >= 0: 8 at (0, 4).
        var lp = SmallLP(a: [[1, 1]], b: [4], free: [false, false])
        #expect(lp.maximize([1, 2]) == .maximum(8))
        lp.maxIterations = 0
        #expect(lp.maximize([1, 2]) == .stalled(iterations: 0))
        // A range over it is reported unbounded (wider, never narrower) and the failure kept.
        var groups = ParameterGroups()
        let g = groups.add([0, 1], lp: lp)
        let maximum = InternalFailure.$stopsDebugBuilds.withValue(false) { groups.maximum(of: [(0, 1), (1, 2)], in: g) }
        #expect(maximum == nil)
        #expect(groups.failures.count == 1)
    }
}

/// In a debug build, the same failures stop the process with an assertion.
@Suite struct DebugStopTests {
    #if DEBUG
    @Test func aBrokenInvariantStopsADebugBuildAtTheNextChange() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let solver = Solver()
            let x = Variable("x")
            try? solver.add(c(x, .equal, 5))
            // x's definition moved behind the solver's back: x == 5 no longer holds.
            if let s = solver.core.symbolOfVariable[ObjectIdentifier(x)] { solver.core.tableau.addToConstant(of: s, 2) }
            try? solver.add(c(Variable("y"), .equal, 1))
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("solver invariants broken after adding"))
        #expect(message.contains("required constraint x - 5 == 0 is off by 2"))
    }

    @Test func anInternalFailureStopsADebugBuild() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let solver = Solver()
            try? InternalFailureTests.damagedObjective(solver)
            try? solver.add(c(Variable("z"), .equal, 3, 250))
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("internal failure of the solver: the objective is unbounded after adding"))
    }
    #endif
}
