import Testing
import TestSupport
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

    /// A conflict through a chain has one dependency: the certificate
    /// phase one reads is kept without a scratch solve. It is the one the
    /// deletion filter finds from scratch, member for member and
    /// multiplier for multiplier, in chains of mixed equalities and
    /// inequalities, their rows added in shuffled orders.
    @Test(arguments: [2, 7, 40, 150])
    func aChainsConflictIsTheOneTheFilterFinds(_ length: Int) throws {
        var random = SplitMix64(state: UInt64(length))
        for _ in 0..<4 {
            let s = Checked()
            let xs = (0...length).map { Variable("x\($0)") }
            var chain = [c(xs[0], .equal, 0, 1000, "start")]
            for i in 0..<length {
                let gap = Double(random.next() % 20 + 1)
                chain.append(random.next() % 3 == 0 ? c(xs[i + 1] - xs[i], .greaterThanOrEqual, gap, 1000, "gap \(i)")
                             : c(xs[i + 1] - xs[i], .equal, gap, 1000, "gap \(i)"))
            }
            for k in stride(from: chain.count - 1, to: 0, by: -1) { chain.swapAt(k, Int(random.next() % UInt64(k + 1))) }
            for constraint in chain { try s.add(constraint) }
            let end = c(xs[length], .lessThanOrEqual, 0, 1000, "end")
            do {
                try s.add(end)
                Issue.record("no conflict")
            } catch {
                guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
                #expect(conflict.conflictsWith.count == chain.count)
                #expect(certificateHolds(conflict.certificate))
                let core = s.solver.core
                let items = chain.compactMap { core.record($0) }.sorted { $0.ordinal < $1.ordinal }
                    .map { SolverCore.HardItem(record: $0, allowance: 0) }
                let target = ConstraintRecord(constraint: end, expression: end.expression, priority: .required,
                                              marker: Symbol(0), markerSign: 1, other: nil, otherSign: 0, ordinal: Int.max)
                let (minimal, raw) = SolverCore.minimize(items, forbidding: target)
                let filtered = try #require(raw)
                #expect(minimal.count == items.count)
                let slow = SolverCore.certificate(for: target, members: minimal, raw: filtered)
                let byConstraint = Dictionary(uniqueKeysWithValues: slow.terms.dropFirst().map { (ObjectIdentifier($0.constraint), $0.multiplier) })
                for term in conflict.certificate.terms.dropFirst() {
                    #expect(close(term.multiplier, byConstraint[ObjectIdentifier(term.constraint)] ?? .nan, tolerance: 1e-9))
                }
                #expect(close(conflict.certificate.sum, slow.sum, tolerance: 1e-9))
            }
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
