import Testing
@testable import Cassowary

@Suite struct ConflictTests {
    /// WORKLOADS.md's W0: kiwi throws and leaves its tableau changed (x = y = 5);
    /// here the solver is untouched and re-adding `x >= 10` works.
    @Test func w0RollsBackAndReAddingWorks() throws {
        let s = Checked()
        let x = Variable("x"), y = Variable("y")
        let floor = c(x - 10, .greaterThanOrEqual, 0, 1000, "x >= 10")
        let same = c(y - x, .equal, 0, 1000, "y == x")
        let pref = c(x - 20, .equal, 0, 1, "x == 20 (weak)")
        try s.add(floor); try s.add(same); try s.add(pref)
        let before = s.solver.core
        let ceiling = c(y - 5, .lessThanOrEqual, 0, 1000, "y <= 5")
        do {
            try s.add(ceiling)
            Issue.record("the conflict was not detected")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
            #expect(conflict.constraint === ceiling)
            #expect(Set(conflict.conflictsWith.map(ObjectIdentifier.init)) == [ObjectIdentifier(floor), ObjectIdentifier(same)])
            #expect(certificateHolds(conflict.certificate))
            #expect(conflict.certificate.sum == -5)
        }
        s.expectSound(#_sourceLocation)
        #expect(s.solver.core.tableau.rows == before.tableau.rows)
        #expect(s.value(x) == 20)
        #expect(s.value(y) == 20)
        #expect(!s.solver.contains(ceiling))
        try s.remove(floor)
        try s.add(floor)
        #expect(s.value(x) == 20)
    }

    @Test func explicitContradictionBetweenEqualities() throws {
        let s = Checked()
        let x = Variable("x")
        let a = c(x, .equal, 10, 1000, "a")
        try s.add(a)
        do {
            try s.add(c(x, .equal, 20, 1000, "b"))
            Issue.record("no conflict")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { return }
            #expect(conflict.conflictsWith.map(\.label) == ["a"])
            #expect(certificateHolds(conflict.certificate))
        }
        #expect(s.value(x) == 10)
    }

    @Test func conflictSetIsMinimal() throws {
        // Two independent reasons forbid h == 300; the certificate names one, whole.
        let s = Checked()
        let top = Variable("top"), bottom = Variable("bottom"), h = Variable("h")
        try s.add(c(h, .equal, bottom - top, 1000, "h == bottom - top"))
        try s.add(c(top, .equal, 0, 1000, "top == 0"))
        try s.add(c(bottom, .lessThanOrEqual, 150, 1000, "bottom <= 150"))
        try s.add(c(bottom, .lessThanOrEqual, 200, 1000, "bottom <= 200"))
        try s.add(c(h, .lessThanOrEqual, 250, 1000, "h <= 250"))
        try s.add(c(Variable("unrelated"), .equal, 3, 1000, "unrelated"))
        do {
            try s.add(c(h, .equal, 300, 1000, "h == 300"))
            Issue.record("no conflict")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { return }
            let names = conflict.conflictsWith.compactMap(\.label)
            #expect(certificateHolds(conflict.certificate))
            #expect(names == ["h <= 250"] || Set(names) == ["h == bottom - top", "top == 0", "bottom <= 150"]
                || Set(names) == ["h == bottom - top", "top == 0", "bottom <= 200"])
        }
    }

    @Test func requiredConstantChangeThatCannotHoldIsRefused() throws {
        let s = Checked()
        let w = Variable("w")
        try s.add(c(w, .lessThanOrEqual, 50, 1000, "w <= 50"))
        let width = c(w, .equal, 30, 1000, "w == 30")
        try s.add(width)
        try s.setConstant(width, -40)
        #expect(s.value(w) == 40)
        do {
            try s.setConstant(width, -100)
            Issue.record("no conflict")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { return }
            #expect(conflict.conflictsWith.compactMap(\.label) == ["w <= 50"])
            #expect(certificateHolds(conflict.certificate))
        }
        #expect(s.value(w) == 40)
        #expect(s.solver.expression(of: width)?.constant == -40)
    }

    @Test func makingAConstraintRequiredCanConflict() throws {
        let s = Checked()
        let x = Variable("x")
        try s.add(c(x, .equal, 1, 1000, "x == 1"))
        let wish = c(x, .equal, 2, 750, "x == 2")
        try s.add(wish)
        #expect(throws: SolverError.self) { try s.solver.setPriority(of: wish, to: .required) }
        s.expectSound(#_sourceLocation)
        #expect(s.solver.priority(of: wish) == .defaultHigh)
        #expect(s.value(x) == 1)
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let s = Checked()
        let x = Variable("x")
        try s.add(c(x, .equal, 1))
        for k in 0..<20 { try s.add(c(x, .greaterThanOrEqual, Double(k * 10), Float(1 + k * 40))) }
        #expect(s.value(x) == 1)
    }
}
