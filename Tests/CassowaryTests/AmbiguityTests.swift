import Testing
@testable import Cassowary

@Suite struct AmbiguityTests {
    @Test func pinnedVariablesAreFixed() throws {
        let s = Checked()
        let x = Variable("x"), w = Variable("w")
        try s.add(c(x, .equal, 20))
        try s.add(c(w, .equal, 100))
        let ranges = s.solver.ranges(of: [x, w])
        #expect(ranges.allSatisfy { $0.isFixed })
    }

    @Test func aMissingPinLeavesAFreeVariableUnbounded() throws {
        // left + width == 100, width >= 10: left is anything <= 90.
        let s = Checked()
        let left = Variable("left"), width = Variable("width")
        try s.add(c(left + width, .equal, 100))
        try s.add(c(width, .greaterThanOrEqual, 10))
        let r = s.solver.range(of: left)
        #expect(r.minimum == nil)
        #expect(r.maximum.map { close($0, 90) } == true)
        let rw = s.solver.range(of: width)
        #expect(rw.minimum.map { close($0, 10) } == true)
        #expect(rw.maximum == nil)
    }

    @Test func equalPrioritiesTieAndTheRangeIsExact() throws {
        // a + b == 100, a wants 0 and b wants 0 at the same priority: any split is optimal.
        let s = Checked()
        let a = Variable("a"), b = Variable("b")
        try s.add(c(a + b, .equal, 100))
        try s.add(c(a, .greaterThanOrEqual, 0))
        try s.add(c(b, .greaterThanOrEqual, 0))
        try s.add(c(a, .lessThanOrEqual, 0, 250))
        try s.add(c(b, .lessThanOrEqual, 0, 250))
        let r = s.solver.range(of: a)
        #expect(r.minimum.map { close($0, 0) } == true)
        #expect(r.maximum.map { close($0, 100) } == true)
        // A higher priority breaks the tie.
        try s.add(c(a, .lessThanOrEqual, 30, 251))
        let r2 = s.solver.range(of: a)
        #expect(r2.minimum.map { close($0, 0) } == true)
        #expect(r2.maximum.map { close($0, 30) } == true)
        #expect(!r2.isFixed)
        try s.add(c(b, .lessThanOrEqual, 80, 252))
        let r3 = s.solver.range(of: a)
        #expect(r3.minimum.map { close($0, 20) } == true)
        #expect(r3.maximum.map { close($0, 30) } == true)
    }

    @Test func scrollContentCycleIsAmbiguous() throws {
        // content.edges == contentGuide.edges and nothing else: the content
        // guide's width is defined only by the content and vice versa.
        let s = Checked()
        let guideLeft = Variable("guide.left"), guideWidth = Variable("guide.width")
        let boxLeft = Variable("box.left"), boxWidth = Variable("box.width")
        try s.add(c(guideLeft, .equal, 0))
        try s.add(c(boxLeft, .equal, guideLeft))
        try s.add(c(boxLeft + boxWidth, .equal, guideLeft + guideWidth))
        try s.add(c(guideWidth, .greaterThanOrEqual, 0))
        let r = s.solver.range(of: guideWidth)
        #expect(r.minimum == 0)
        #expect(r.maximum == nil)
        #expect(s.solver.range(of: boxLeft).isFixed)
        // Giving the box a width fixes both.
        try s.add(c(boxWidth, .equal, 375))
        #expect(s.solver.range(of: guideWidth).isFixed)
    }

    @Test func degenerateRowsPinFreeParameters() throws {
        // x >= 0 and x <= 0 leave x with zero-cost slack at a degenerate vertex.
        let s = Checked()
        let x = Variable("x")
        try s.add(c(x, .greaterThanOrEqual, 0))
        try s.add(c(x, .lessThanOrEqual, 0))
        #expect(s.solver.range(of: x).isFixed)
    }
}
