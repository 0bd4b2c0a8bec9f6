import Testing
@testable import Cassowary

@Suite struct BasicTests {
    @Test func solvesAChainOfEqualities() throws {
        let s = Checked()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.add(c(x, .equal, 10))
        try s.add(c(y, .equal, x + 5))
        try s.add(c(z, .equal, 2 * y))
        #expect(s.value(x) == 10)
        #expect(s.value(y) == 15)
        #expect(s.value(z) == 30)
    }

    @Test func definitionsWrittenBeforeTheirInputsStillEvaluate() throws {
        // z is defined through y before y is pinned: the lazy definition must follow.
        let s = Checked()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.add(c(z, .equal, y + 1))
        try s.add(c(y, .equal, x * 2))
        try s.add(c(x, .equal, 4))
        #expect(s.value(z) == 9)
        try s.setConstant(s.solver.constraints[2], -7)  // x - 4 == 0 becomes x - 7 == 0
        #expect(s.value(z) == 15)
    }

    @Test func inequalitiesBoundOptionalPreferences() throws {
        let s = Checked()
        let w = Variable("w")
        try s.add(c(w, .greaterThanOrEqual, 20))
        try s.add(c(w, .lessThanOrEqual, 100))
        let pref = c(w, .equal, 500, 1)
        try s.add(pref)
        #expect(s.value(w) == 100)
        #expect(s.solver.error(of: pref) == 400)
        try s.setConstant(pref, -10)  // w == 10, below the floor
        #expect(s.value(w) == 20)
    }

    @Test func removingAndAddingAgainRestoresTheSolution() throws {
        let s = Checked()
        let l = (0..<5).map { Variable("left\($0)") }
        let w = (0..<5).map { Variable("width\($0)") }
        var all: [Constraint] = []
        for i in 0..<5 {
            all.append(i == 0 ? c(l[0], .equal, 0) : c(l[i], .equal, l[i - 1] + w[i - 1] + 8))
            all.append(c(w[i], .greaterThanOrEqual, 20))
            all.append(c(w[i], .equal, 40, 1))
        }
        for x in all { try s.add(x) }
        #expect(s.value(l[4]) == 4 * 48)
        for x in all { try s.remove(x); try s.add(x) }
        #expect(s.value(l[4]) == 4 * 48)
        for x in all.reversed() { try s.remove(x) }
        #expect(s.solver.statistics.rows == 0)
        for x in all { try s.add(x) }
        #expect(s.value(l[4]) == 4 * 48)
    }

    @Test func refusedCallsLeaveTheSolverAlone() throws {
        let s = Checked()
        let x = Variable("x")
        let a = c(x, .equal, 1)
        try s.add(a)
        #expect(throws: SolverError.duplicateConstraint(a)) { try s.add(a) }
        let stranger = c(x, .equal, 2)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try s.remove(stranger) }
        #expect(throws: SolverError.self) { try s.add(Constraint(Expression([Term(x, .nan)]), .equal)) }
        #expect(throws: SolverError.self) { try s.add(Constraint(Expression(constant: .infinity) + x, .equal)) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try s.solver.addEditVariable(x, priority: .required) }
        #expect(s.value(x) == 1)
    }

    @Test func redundantEqualitiesAreAcceptedAndRemovable() throws {
        let s = Checked()
        let x = Variable("x"), y = Variable("y")
        let a = c(x, .equal, y)
        let b = c(x, .equal, y)
        let d = c(y, .equal, 3)
        try s.add(a); try s.add(b); try s.add(d)
        #expect(s.value(x) == 3)
        try s.remove(a)
        #expect(s.value(x) == 3)
        try s.remove(b)
        try s.add(c(x, .equal, 8))
        #expect(s.value(x) == 8)
    }

    @Test func hugeAndTinyCoefficients() throws {
        let s = Checked()
        let x = Variable("x"), y = Variable("y")
        try s.add(c(1e6 * x, .equal, 3e6))
        try s.add(c(1e-4 * y, .equal, x * 1e-4 + 1e-3))
        #expect(close(s.value(x), 3))
        #expect(close(s.value(y), 13))
        let z = Variable("z")
        try s.add(c(z, .greaterThanOrEqual, 1e9))
        try s.add(c(z, .equal, 0, 1))
        #expect(close(s.value(z), 1e9))
    }

    @Test func unconstrainedVariablesReadZero() {
        let s = Solver()
        #expect(s.value(of: Variable("ghost")) == 0)
        #expect(s.range(of: Variable("ghost")).minimum == nil)
    }
}
