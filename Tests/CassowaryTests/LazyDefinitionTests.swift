import Testing
import TestSupport
@testable import Cassowary

/// Definitions kept naming other definitions when a constraint's subject is
/// reached only through them: the exchange that raises the levels of what
/// names the exchanged definition, and a subject defined as written. The
/// values must be those of the system, whatever order builds it.
@Suite struct LazyDefinitionTests {
    /// `x` is defined low (by `s`), `d` names it; then `x` is tied to a
    /// definition three levels up. The exchange defines `x` by that one and
    /// `s` by `x`, which needs `d` above `x`'s new level.
    @Test func anExchangeRaisesWhatNamesTheDefinition() throws {
        let s = Checked()
        let p = Variable("p"), q = Variable("q"), r = Variable("r")
        let x = Variable("x"), free = Variable("s"), d = Variable("d")
        let pin = c(p, .equal, 10)
        try s.add(pin)
        try s.add(c(Expression(q), .equal, p + 5))
        try s.add(c(Expression(r), .equal, q + 5))
        try s.add(c(Expression(x), .equal, free + 3))
        try s.add(c(Expression(d), .equal, x + 1))
        try s.add(c(Expression(x), .equal, r + 7))
        #expect(close(s.value(x), 27))
        #expect(close(s.value(d), 28))
        #expect(close(s.value(free), 24))
        // Moving the root moves everything through the raised definition.
        try s.setConstant(pin, -11)  // the constant of `p − 10 == 0`: now p = 11
        #expect(close(s.value(d), 29))
        #expect(close(s.value(free), 25))
    }

    /// A random tree of equalities `vᵢ = v_parent + k` below a pinned root,
    /// with inequalities that never bind (they put the variables into
    /// restricted rows, so that definitions cannot be made as written), added
    /// in a random order: every value is the root's plus the constants on its
    /// path, and the tableau stays sound after each addition.
    @Test(arguments: 0..<60)
    func treesOfEqualitiesInAnyOrderSolveExactly(seed: UInt64) throws {
        var rng = SplitMix64(state: seed &+ 0x1A2B)
        let n = Int.random(in: 3...14, using: &rng)
        let vars = (0..<n).map { Variable("v\($0)") }
        var expected = [Double](repeating: 0, count: n)
        expected[0] = Double(Int.random(in: -50...50, using: &rng))
        var constraints = [c(vars[0], .equal, expected[0])]
        for i in 1..<n {
            let parent = Int.random(in: 0..<i, using: &rng)
            let k = Double(Int.random(in: -20...20, using: &rng))
            expected[i] = expected[parent] + k
            // Either side may come first: which variable a row names first
            // decides kiwi's subject.
            if Bool.random(using: &rng) {
                constraints.append(c(Expression(vars[i]), .equal, vars[parent] + k))
            } else {
                constraints.append(c(vars[parent] - vars[i], .equal, -k))
            }
        }
        for _ in 0..<Int.random(in: 0...n, using: &rng) {
            let a = vars[Int.random(in: 0..<n, using: &rng)], b = vars[Int.random(in: 0..<n, using: &rng)]
            constraints.append(c(a - b, .lessThanOrEqual, 10_000))
        }
        constraints.shuffle(using: &rng)
        let s = Checked()
        for constraint in constraints { try s.add(constraint) }
        for i in 0..<n { #expect(close(s.value(vars[i]), expected[i]), "v\(i) with seed \(seed)") }
    }
}
