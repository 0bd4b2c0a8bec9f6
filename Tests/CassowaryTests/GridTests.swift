import Testing
@testable import Cassowary

/// WORKLOADS.md's W2 grid at small sizes: how rows that close on a shared
/// container width are added, and how values follow edits that move
/// everything and edits that move little.
@Suite struct GridTests {
    /// A `side × side` grid (W2's constraints, in W2's order) on `s`, the
    /// container width an edit variable at 999.
    struct Grid {
        let side: Int
        let container = Variable("W")
        let x: [Variable], y: [Variable], w: [Variable], h: [Variable]
        /// Each view's link to the one before it (nil for a row's first).
        private(set) var links: [Constraint?] = []

        init(side: Int, on s: Checked, viewWidth: Double = 40) throws {
            self.side = side
            let n = side * side
            x = (0..<n).map { Variable("x\($0)") }
            y = (0..<n).map { Variable("y\($0)") }
            w = (0..<n).map { Variable("w\($0)") }
            h = (0..<n).map { Variable("h\($0)") }
            try s.solver.addEditVariable(container, priority: .strong)
            try s.suggest(container, width(for: viewWidth))
            for r in 0..<side {
                for col in 0..<side {
                    let k = r * side + col
                    if col == 0 {
                        try s.add(c(x[k], .equal, 10))
                        links.append(nil)
                    } else {
                        let link = c(x[k], .equal, x[k - 1] + w[k - 1] + 2)
                        try s.add(link)
                        links.append(link)
                        try s.add(c(w[k], .equal, w[k - 1]))
                    }
                    try s.add(c(w[k], .greaterThanOrEqual, 2))
                    try s.add(c(h[k], .equal, 30))
                    if r == 0 { try s.add(c(y[k], .equal, 10)) } else { try s.add(c(y[k], .equal, y[k - side] + h[k - side] + 2)) }
                }
                let e = r * side + side - 1
                try s.add(c(x[e] + w[e], .equal, container - 10))
            }
        }

        /// The container width at which every view is `u` wide.
        func width(for u: Double) -> Double { 20 + Double(side - 1) * 2 + Double(side) * u }

        /// Every view `u` wide (at least 2), in place.
        func expectLaidOut(_ s: Checked, viewWidth u: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            let v = max(u, 2)
            for k in x.indices {
                let col = Double(k % side), row = Double(k / side)
                #expect(close(s.value(w[k]), v), sourceLocation: sourceLocation)
                #expect(close(s.value(x[k]), 10 + col * (v + 2)), sourceLocation: sourceLocation)
                #expect(close(s.value(y[k]), 10 + row * 32), sourceLocation: sourceLocation)
            }
            #expect(close(s.value(container), width(for: v)), sourceLocation: sourceLocation)
        }
    }

    /// A row's closing constraint names no parametric variable, so no subject
    /// in kiwi's sense: it is solved for its own first width's slack, which
    /// the ratio test allows, instead of going through phase one (whose
    /// first choice, the container's edit error, rewrote every earlier row).
    @Test func closingRowsTakeNoPhaseOne() throws {
        let s = Checked()
        let grid = try Grid(side: 6, on: s)
        grid.expectLaidOut(s, viewWidth: 40)
        // Phase one took three pivots a row; the ratio test takes none (the
        // one pivot is the first row's, whose slack the edit error names).
        #expect(s.solver.statistics.pivots <= 1)
    }

    /// The first candidate (fewest rows, lowest id) would take `a ≤ 10` below
    /// zero, so the ratio test must pass it over for `b`'s slack; nothing
    /// needs phase one, so nothing pivots.
    @Test func ratioTestPassesOverACandidateThatWouldBreakARow() throws {
        let s = Checked()
        let a = Variable("a"), b = Variable("b")
        try s.add(c(a, .greaterThanOrEqual, 0))
        try s.add(c(b, .greaterThanOrEqual, 0))
        try s.add(c(a, .lessThanOrEqual, 10))
        try s.add(c(b, .lessThanOrEqual, 50))
        let before = s.solver.statistics.pivots
        try s.add(c(a + b, .equal, 12))
        #expect(s.solver.statistics.pivots == before)
        #expect(close(s.value(a) + s.value(b), 12))
        #expect(s.value(a) >= -1e-9 && s.value(a) <= 10 + 1e-9)
        #expect(s.value(b) >= -1e-9 && s.value(b) <= 50 + 1e-9)
    }

    /// Container edits change every frame (updates then evaluate every
    /// definition), a small edit changes two values (updates follow
    /// dependents again), and removing and re-adding links changes
    /// definitions and their levels in between: every value must be right
    /// after each, whichever way it was brought up to date.
    @Test func valuesFollowWideAndNarrowEdits() throws {
        let s = Checked()
        let grid = try Grid(side: 5, on: s)
        let p = Variable("p"), q = Variable("q")
        try s.solver.addEditVariable(p, priority: .strong)
        try s.add(c(q, .equal, p + 1))
        for (step, u) in [20.0, 59, 1, 30, 33, 1, 45].enumerated() {
            try s.suggest(grid.container, grid.width(for: u))
            grid.expectLaidOut(s, viewWidth: u)
            try s.suggest(p, Double(step))
            #expect(s.value(q) == Double(step) + 1)
            if let link = grid.links[(3 * step + 1) % grid.links.count] {
                try s.remove(link)
                try s.add(link)
            }
            grid.expectLaidOut(s, viewWidth: u)
        }
    }
}
