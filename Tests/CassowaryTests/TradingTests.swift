import Testing
@testable import Cassowary

/// Ties read off the tableau (`Solver.trading`).
@Suite struct TradingTests {
    /// Three widths that must add up to 100, each hugging 10 at 250.
    private func row() throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        let widths = (0..<3).map { Variable("w\($0)") }
        try solver.add(Constraint(Expression(widths.map { Term($0) }, constant: -100), .equal))
        var hugging: [Constraint] = []
        for w in widths {
            try solver.add(Constraint(Expression([Term(w)], constant: -5), .greaterThanOrEqual))
            let hug = Constraint(Expression([Term(w)], constant: -10), .lessThanOrEqual, priority: .defaultLow)
            try solver.add(hug)
            hugging.append(hug)
        }
        return (solver, widths, hugging)
    }

    @Test func eachWidthTradesWithTheOneThatTakesUpTheRest() throws {
        let (solver, widths, hugging) = try row()
        // One width takes the 70 extra; whichever it is, every width's
        // tie names its own hugging and that one's.
        let stretched = try #require(widths.indices.first { solver.value(of: widths[$0]) > 10 + 1e-9 })
        for i in widths.indices {
            let tied = solver.trading(Expression([Term(widths[i])])).map(ObjectIdentifier.init)
            #expect(tied.contains(ObjectIdentifier(hugging[i])))
            #expect(tied.contains(ObjectIdentifier(hugging[stretched])))
            if i != stretched { #expect(tied.count == 2) }
        }
        // The stretched one trades with every other.
        #expect(solver.trading(Expression([Term(widths[stretched])])).count == 3)
    }

    @Test func aFixedValueOrARequiredFreedomHasNoTie() throws {
        let (solver, widths, _) = try row()
        // The sum is fixed.
        #expect(solver.trading(Expression(widths.map { Term($0) })).isEmpty)
        // Free without any optional constraint: nothing trades.
        let x = Variable("x")
        try solver.add(Constraint(Expression([Term(x)]), .greaterThanOrEqual))
        #expect(solver.range(of: x).maximum == nil)
        #expect(solver.trading(Expression([Term(x)])).isEmpty)
    }
}
