import Testing
@testable import Cassowary

@Suite struct EditTests {
    /// WORKLOADS.md's W4 with three items: the header's top follows the offset
    /// (pinned at 750) until its height reaches the 60-point floor at +140.
    @Test func stretchyHeaderFollowsTheOffset() throws {
        let s = Checked()
        let offset = Variable("offset"), top = Variable("ht"), height = Variable("hh")
        let items = (0..<3).map { Variable("item\($0)") }
        let heights = (0..<3).map { Variable("h\($0)") }
        try s.solver.addEditVariable(offset, priority: .strong)
        try s.suggest(offset, 0)
        try s.add(c(top + height, .equal, 200))
        try s.add(c(height, .greaterThanOrEqual, 60))
        try s.add(c(top, .equal, offset, 750))
        try s.add(c(items[0], .equal, top + height))
        for i in 0..<3 {
            try s.add(c(heights[i], .equal, 44))
            if i > 0 { try s.add(c(items[i], .equal, items[i - 1] + heights[i - 1] + 1)) }
        }
        for o in [-150.0, -10, 0, 100, 140, 141, 250, 30, -148] {
            try s.suggest(offset, o)
            #expect(s.value(top) == min(o, 140))
            #expect(s.value(height) == 200 - min(o, 140))
            #expect(s.value(items[2]) == 200 + 45 * 2)
        }
    }

    @Test func editVariablesCanBeRemovedAndAddedAgain() throws {
        let s = Checked()
        let w = Variable("w")
        try s.add(c(w, .greaterThanOrEqual, 2))
        try s.solver.addEditVariable(w, priority: .strong)
        #expect(s.solver.hasEditVariable(w))
        #expect(throws: SolverError.duplicateEditVariable(w)) { try s.solver.addEditVariable(w, priority: .strong) }
        try s.suggest(w, 10)
        #expect(s.value(w) == 10)
        try s.suggest(w, 1)
        #expect(s.value(w) == 2)
        try s.solver.removeEditVariable(w)
        s.expectSound(#_sourceLocation)
        #expect(!s.solver.hasEditVariable(w))
        try s.solver.addEditVariable(w, priority: .medium)
        try s.suggest(w, 33)
        #expect(s.value(w) == 33)
    }

    /// A small W2: a row of views sharing the container width.
    @Test func gridFollowsTheContainerWidth() throws {
        let s = Checked()
        let container = Variable("W")
        let n = 4
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        try s.solver.addEditVariable(container, priority: .strong)
        try s.suggest(container, 2 * 10 + 3 * 2 + 4 * 40)
        for k in 0..<n {
            if k == 0 { try s.add(c(x[0], .equal, 10)) } else {
                try s.add(c(x[k], .equal, x[k - 1] + w[k - 1] + 2))
                try s.add(c(w[k], .equal, w[k - 1]))
            }
            try s.add(c(w[k], .greaterThanOrEqual, 2))
        }
        try s.add(c(x[n - 1] + w[n - 1], .equal, container - 10))
        #expect(s.value(w[3]) == 40)
        for u in [20.0, 59, 1, 30, 1] {
            try s.suggest(container, 26 + 4 * u)
            let expected = max(u, 2)
            #expect(s.value(w[2]) == expected)
            #expect(s.value(x[3]) == 10 + 3 * (expected + 2))
        }
    }

    @Test func valuesOnlyRecomputeWhatChanged() throws {
        // A long chain below a stretchy pin: moving the pin must not touch the chain.
        let s = Solver()
        let offset = Variable("offset"), top = Variable("top"), height = Variable("height")
        try s.addEditVariable(offset, priority: .strong)
        try s.add(c(top + height, .equal, 200))
        try s.add(c(height, .greaterThanOrEqual, 60))
        try s.add(c(top, .equal, offset, 750))
        var previous = Variable("item0")
        try s.add(c(previous, .equal, top + height))
        for i in 1..<200 {
            let next = Variable("item\(i)")
            try s.add(c(next, .equal, previous + 45))
            previous = next
        }
        s.updateVariables()
        try s.suggestValue(-50, for: offset)
        #expect(s.core.tableau.needsUpdate)
        s.updateVariables()
        #expect(s.value(of: previous) == 200 + 45 * 199)
        #expect(s.value(of: top) == -50)
    }

    /// `valueChanges(during:)` names exactly the variables that moved — down
    /// a chain, and through a clamp that stops at a floor — with old and new
    /// values, whichever way the update ran; an edit back and forth within
    /// one change reports nothing.
    @Test func valueChangesNameWhatMovedAndNothingElse() throws {
        let s = Checked()
        let x = (0..<4).map { Variable("x\($0)") }
        let w = Variable("w"), still = Variable("still")
        try s.solver.addEditVariable(x[0], priority: .strong)
        try s.add(c(still, .equal, 5))
        for i in 1..<4 { try s.add(c(x[i], .equal, x[i - 1] + 10)) }
        try s.solver.addEditVariable(w, priority: .strong)
        try s.add(c(w, .greaterThanOrEqual, 2))
        try s.suggest(x[0], 0)
        try s.suggest(w, 10)

        let moved = s.solver.valueChanges { try? s.solver.suggestValue(7, for: x[0]) }
        #expect(moved.map(\.variable.name) == ["x0", "x1", "x2", "x3"])
        #expect(moved.map(\.old) == [0, 10, 20, 30])
        #expect(moved.map(\.new) == [7, 17, 27, 37])

        let clamped = s.solver.valueChanges { try? s.solver.suggestValue(-5, for: w) }
        #expect(clamped.map(\.variable.name) == ["w"])
        #expect(clamped.first?.new == 2)

        let none = s.solver.valueChanges {
            try? s.solver.suggestValue(9, for: x[0])
            s.solver.updateVariables()
            try? s.solver.suggestValue(7, for: x[0])
        }
        #expect(none.isEmpty)
    }
}
