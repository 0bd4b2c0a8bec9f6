import Testing
import TestSupport
@testable import Cassowary

/// `ranges(of: expressions)` against the slow way it replaces: a probe
/// variable defined as the expression on a copy of the solver, and its range
/// (the bounds must agree; the value is the expression's in the solution).
@Suite struct ExpressionRangeTests {
    @Test(arguments: 0..<60)
    func expressionRangesMatchProbeVariables(seed: UInt64) throws {
        var rng = SplitMix64(state: seed &+ 1000)
        let solver = Solver()
        let vars = (0..<Int.random(in: 2...6, using: &rng)).map { Variable("x\($0)") }
        for _ in 0..<Int.random(in: 2...9, using: &rng) {
            try? solver.add(RandomizedTests().randomConstraint(vars, &rng))
        }
        solver.updateVariables()
        var expressions: [Expression] = []
        for _ in 0..<6 {
            let a = vars[Int.random(in: 0..<vars.count, using: &rng)], b = vars[Int.random(in: 0..<vars.count, using: &rng)]
            expressions.append(Expression([Term(a, 1), Term(b, [-1.0, 0.5, 2][Int.random(in: 0..<3, using: &rng)])],
                                          constant: Double(Int.random(in: -5...5, using: &rng))))
        }
        let names = expressions.indices.map { Variable("e\($0)") }
        let fast = solver.ranges(of: expressions, names: names)
        let scratch = solver.copy()
        for (e, name) in zip(expressions, names) { try scratch.add(Constraint(Expression(name) - e, .equal)) }
        scratch.updateVariables()
        let slow = scratch.ranges(of: names)
        for ((f, s), e) in zip(zip(fast, slow), expressions) {
            // The value is the expression's in the solver's own solution (the
            // copy with probes may settle elsewhere on an ambiguous face).
            #expect(close(f.value, e.evaluate { solver.value(of: $0) }), "value \(f)")
            #expect((f.minimum == nil) == (s.minimum == nil) && (f.maximum == nil) == (s.maximum == nil), "bounds \(f) vs \(s)")
            if let a = f.minimum, let b = s.minimum { #expect(close(a, b), "minimum \(f) vs \(s)") }
            if let a = f.maximum, let b = s.maximum { #expect(close(a, b), "maximum \(f) vs \(s)") }
        }
    }
}
