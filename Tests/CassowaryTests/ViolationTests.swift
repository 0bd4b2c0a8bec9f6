import Testing
@testable import Cassowary

@Suite struct ViolationTests {
    /// The example: box.height == 300 @750 inside a scroll view capped at 150.
    @Test func explainsAConstraintThatCannotHold() throws {
        let s = Checked()
        let scrollHeight = Variable("scroll.height"), scrollTop = Variable("scroll.top")
        let boxTop = Variable("box.top"), boxHeight = Variable("box.height")
        try s.add(c(scrollTop, .equal, 0, 1000, "scroll.top == 0"))
        try s.add(c(scrollHeight, .lessThanOrEqual, 150, 1000, "scroll.height <= 150"))
        try s.add(c(boxTop, .equal, scrollTop, 1000, "box.top == scroll.top"))
        try s.add(c(boxTop + boxHeight, .equal, scrollTop + scrollHeight, 1000, "box.bottom == scroll.bottom"))
        let wish = c(boxHeight, .equal, 300, 750, "box.height == 300 @750")
        try s.add(wish)
        try s.add(c(Variable("noise"), .equal, 1, 1000, "noise"))
        #expect(s.value(boxHeight) == 150)
        let v = try #require(s.solver.violation(of: wish))
        #expect(v.error == 150)
        #expect(Set(v.forbiddenBy.compactMap(\.label)) == ["scroll.height <= 150", "box.top == scroll.top", "box.bottom == scroll.bottom"])
        let certificate = try #require(v.certificate)
        #expect(certificateHolds(certificate))
        #expect(certificate.shortfall == 150)
    }

    /// A wish among a thousand unrelated rows is explained from its
    /// neighbours, found ring by ring, not from a scratch solve of all.
    @Test func theProofIsSoughtNearTheWishFirst() throws {
        let solver = Solver()
        let xs = (0...1000).map { Variable("x\($0)") }
        try solver.add(c(xs[0], .equal, 0))
        for i in 1...1000 { try solver.add(c(Expression(xs[i]) - Expression(xs[i - 1]), .equal, 1)) }
        let far = (0..<1000).map { Variable("y\($0)") }
        for (i, y) in far.enumerated() { try solver.add(c(y, .equal, Double(i))) }
        let wish = c(xs[3], .equal, 10, 1)
        try solver.add(wish)
        let record = try #require(solver.core.record(wish))
        let items = solver.core.orderedRecords.filter { $0.constraint !== wish }.map { SolverCore.HardItem(record: $0, allowance: 0) }
        let near = SolverCore.neighbourhood(of: record, in: items).items
        #expect(near.count < 40, "\(near.count) constraints looked at")
        let v = try #require(solver.violation(of: wish))
        #expect(v.forbiddenBy.count == 4)
        #expect(certificateHolds(try #require(v.certificate)))
        // Nothing near forbids it: every item is looked at.
        let free = c(Variable("alone"), .equal, 5, 1)
        try solver.add(free)
        let freeRecord = try #require(solver.core.record(free))
        #expect(SolverCore.neighbourhood(of: freeRecord, in: items).items.count == items.count)
    }

    @Test func samePriorityRivalsAreNamedWithTheirAllowance() throws {
        let s = Checked()
        let x = Variable("x")
        let a = c(x, .equal, 10, 500, "x == 10")
        let b = c(x, .equal, 20, 500, "x == 20")
        let d = c(x, .equal, 20, 500, "x == 20 again")
        try s.add(a); try s.add(b); try s.add(d)
        #expect(s.value(x) == 20)
        let v = try #require(s.solver.violation(of: a))
        #expect(certificateHolds(try #require(v.certificate)))
        #expect(!v.forbiddenBy.isEmpty)
        #expect(s.solver.violation(of: b) == nil)
    }

    @Test func lowerPrioritiesNeverExplain() throws {
        let s = Checked()
        let x = Variable("x")
        try s.add(c(x, .lessThanOrEqual, 5, 1000, "x <= 5"))
        let wish = c(x, .greaterThanOrEqual, 10, 250, "x >= 10 @250")
        try s.add(wish)
        try s.add(c(x, .equal, 0, 100, "x == 0 @100"))
        let v = try #require(s.solver.violation(of: wish))
        #expect(v.forbiddenBy.compactMap(\.label) == ["x <= 5"])
    }
}
