import Testing
import TestSupport
@testable import Cassowary

/// Changes made in a `deferringOptimization` scope against the same changes
/// optimized one by one. Which optimum each finds may differ; every
/// variable's range over all optima may not, nor may the invariants break.
@Suite struct DeferredOptimizationTests {
    @Test(arguments: 0..<30)
    func batchesReachTheSameOptimalFace(seed: UInt64) throws {
        var rng = SplitMix64(state: seed &+ 7000)
        let eager = Solver()
        let batched = Solver()
        let vars = (0..<Int.random(in: 2...6, using: &rng)).map { Variable("x\($0)") }
        var pool: [Constraint] = []
        for batch in 0..<15 {
            // The same operations, decided before either solver sees them.
            var operations: [(add: Bool, constraint: Constraint)] = []
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                if pool.isEmpty || Int.random(in: 0..<3, using: &rng) > 0 {
                    let c = RandomizedTests().randomConstraint(vars, &rng)
                    pool.append(c)
                    operations.append((true, c))
                } else {
                    operations.append((false, pool[Int.random(in: 0..<pool.count, using: &rng)]))
                }
            }
            func apply(_ solver: Solver, _ operation: (add: Bool, constraint: Constraint)) {
                if operation.add || !solver.contains(operation.constraint) {
                    try? solver.add(operation.constraint)
                } else {
                    try? solver.remove(operation.constraint)
                }
            }
            for operation in operations { apply(eager, operation) }
            try batched.deferringOptimization({ () throws(SolverError) in
                for operation in operations { apply(batched, operation) }
                #expect(batched.checkInvariants().isEmpty, "seed \(seed) batch \(batch): inside the scope")
            }, failure: { $0 })
            #expect(!batched.core.optimizationPending)
            #expect(batched.checkInvariants().isEmpty, "seed \(seed) batch \(batch)")
            #expect(eager.constraints.map(ObjectIdentifier.init) == batched.constraints.map(ObjectIdentifier.init),
                    "seed \(seed) batch \(batch): the same constraints went in")
            let a = eager.ranges(of: vars)
            let b = batched.ranges(of: vars)
            for (x, y) in zip(a, b) {
                #expect(close(x.minimum, y.minimum) && close(x.maximum, y.maximum),
                        "seed \(seed) batch \(batch): \(x) against \(y)")
            }
        }
    }

    @Test func aValueReadInsideTheScopeIsTheOptimum() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = Constraint(Expression([Term(x)], constant: -10), .greaterThanOrEqual)
        let prefer = Constraint(Expression([Term(x)], constant: -50), .equal, priority: Priority(250) ?? .required)
        try solver.add(low)
        try solver.add(prefer)
        try solver.deferringOptimization({ () throws(SolverError) in
            try solver.remove(prefer)
            try solver.add(Constraint(Expression([Term(x)], constant: -30), .equal, priority: Priority(250) ?? .required))
            #expect(solver.core.optimizationPending)
            #expect(solver.value(of: x) == 30)
            #expect(!solver.core.optimizationPending)
            try solver.remove(low)
            try solver.add(Constraint(Expression([Term(x)], constant: -40), .greaterThanOrEqual))
        }, failure: { $0 })
        #expect(solver.value(of: x) == 40)
    }

    /// A refused change of priority to required puts back a tableau that
    /// still waits for its optimization, and says so: once the scope had
    /// made enough changes that the removal inside optimized, the flag was
    /// left cleared over an unoptimized tableau (a debug build's invariant
    /// check stopped on it; a release build read a non-optimal layout).
    @Test func aRefusedPriorityChangeKeepsThePendingOptimization() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        func c(_ v: Variable, _ value: Double, _ relation: Relation = .equal, _ priority: Float = 1000) -> Constraint {
            Constraint(Expression([Term(v)], constant: -value), relation, priority: Priority(priority) ?? .required)
        }
        try solver.add(c(x, 10, .greaterThanOrEqual))
        let wish = c(x, 5, .equal, 999)
        try solver.add(wish)
        let strong = c(y, 100, .equal, 500)
        try solver.add(c(y, 50, .equal, 250))
        try solver.add(strong)
        try solver.deferringOptimization({ () throws(SolverError) in
            for n in 1..<SolverCore.maxPendingChanges { try solver.add(c(z, Double(n), .equal, Float(n))) }
            // The last change the scope defers: y may now go to 50, but waits.
            try solver.remove(strong)
            #expect(solver.core.optimizationPending)
            #expect(throws: SolverError.self) { try solver.setPriority(of: wish, to: .required) }
            #expect(solver.checkInvariants().isEmpty)
        }, failure: { $0 })
        #expect(solver.checkInvariants().isEmpty)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 50)
    }

    private func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return abs(a - b) <= 1e-6 * max(1, abs(a))
        default: return false
        }
    }
}
