import Testing
@testable import Cassowary

@Suite struct PriorityTests {
    @Test func oneConstraintOutweighsAThousandOfLowerPriority() throws {
        // Weights would let 1000 × 250 beat 1 × 251; UIKit's priorities do not.
        let s = Checked()
        let x = Variable("x")
        try s.add(c(x, .greaterThanOrEqual, 0))
        for _ in 0..<1000 { try s.solver.add(c(x, .equal, 100, 250)) }
        try s.add(c(x, .equal, 0, 251))
        #expect(s.value(x) == 0)
    }

    @Test func errorsAddUpWithinOneLevel() throws {
        // Three pulls to 0 and one to 90, all at 500: the L1 optimum is 0.
        let s = Checked()
        let x = Variable("x")
        for _ in 0..<3 { try s.add(c(x, .equal, 0, 500)) }
        try s.add(c(x, .equal, 90, 500))
        #expect(s.value(x) == 0)
        // A higher level decides first, whatever the lower ones add up to.
        try s.add(c(x, .greaterThanOrEqual, 60, 750))
        #expect(s.value(x) == 60)
    }

    @Test func changingPriorityBetweenOptionalLevelsMovesTheOptimum() throws {
        let s = Checked()
        let x = Variable("x")
        let low = c(x, .equal, 10, 250)
        let high = c(x, .equal, 20, 750)
        try s.add(low); try s.add(high)
        #expect(s.value(x) == 20)
        try s.solver.setPriority(of: low, to: Priority(999)!)
        s.expectSound(#_sourceLocation)
        #expect(s.value(x) == 10)
        #expect(s.solver.priority(of: low) == Priority(999))
    }

    @Test func fractionalPrioritiesAreLevelsOfTheirOwn() throws {
        let s = Checked()
        let x = Variable("x")
        try s.add(c(x, .equal, 1, 999.5))
        try s.add(c(x, .equal, 2, 999))
        #expect(s.value(x) == 1)
        #expect(s.solver.statistics.levels == 2)
    }

    @Test func priorityValidation() {
        #expect(Priority(0) == nil)
        #expect(Priority(1001) == nil)
        #expect(Priority(.nan) == nil)
        #expect(Priority(1)?.isRequired == false)
        #expect(Priority(1000)?.isRequired == true)
    }
}
