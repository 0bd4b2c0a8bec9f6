import Testing
import TestSupport
@testable import Cassowary

/// The violation's certificate with its shortcuts (the neighbourhood's
/// solve and the first one of a single dependency reused, the target's
/// connected part tried before the whole system) against every
/// certificate solved afresh, on random systems: the same constraints in
/// the same order, the same multipliers, allowances and sum. The
/// certificate found from the tableau's rows first may be another
/// minimal set: it is checked to hold and to need each of its members.
@Suite struct ViolationReuseTests {
    /// A chain `x₀ = a`, `xᵢ = xᵢ₋₁ + hᵢ + gᵢ` with each `hᵢ` held near a
    /// size from both sides at two priorities (a label's hugging and
    /// compression resistance), some sizes also wished elsewhere, and noise
    /// hanging off the chain; then a weakest wish on one `xₖ`, as `:why`
    /// probes. A chain with a `>=` link above `xₖ` lets the wish hold; most do not.
    @Test func chainsGiveTheSameCertificate() throws {
        var compared = 0
        var readOffRows = 0
        for seed in UInt64(0)..<60 where try chain(seed: seed, readOffRows: &readOffRows) { compared += 1 }
        #expect(compared >= 20, "only \(compared) chains forbid the wish")
        #expect(readOffRows >= 10, "the tableau's rows gave only \(readOffRows) certificates without a solve")
    }

    /// Builds chain `seed` and compares its wish's explanations; whether there was one.
    private func chain(seed: UInt64, readOffRows: inout Int) throws -> Bool {
        var rng = SplitMix64(state: seed)
        let solver = Solver()
        let n = Int.random(in: 2...40, using: &rng)
        let xs = (0...n).map { Variable("x\($0)") }
        let hs = (0...n).map { Variable("h\($0)") }
        let zs = (0...n).map { Variable("z\($0)") }
        try solver.add(c(xs[0], .equal, Double(Int.random(in: -20...20, using: &rng))))
        for i in 1...n {
            let gap = Double(Int.random(in: 0...10, using: &rng))
            let relation: Relation = Int.random(in: 0..<5, using: &rng) == 0 ? .greaterThanOrEqual : .equal
            try solver.add(c(Expression(xs[i]) - Expression(xs[i - 1]) - Expression(hs[i]), relation, gap))
            let size = Double(Int.random(in: 1...50, using: &rng))
            try solver.add(c(hs[i], .lessThanOrEqual, size, [250, 500, 1000][Int.random(in: 0..<3, using: &rng)]))
            try solver.add(c(hs[i], .greaterThanOrEqual, size, [750, 999][Int.random(in: 0..<2, using: &rng)]))
            if Int.random(in: 0..<4, using: &rng) == 0 {
                try solver.add(c(hs[i], .equal, size + Double(Int.random(in: -5...5, using: &rng)), 300))
            }
            // A part of its own, interleaved, sharing no variable with the chain.
            try solver.add(c(Expression(zs[i]) - Expression(zs[i - 1]), .equal, gap))
            if Int.random(in: 0..<3, using: &rng) == 0 {
                try solver.add(c(zs[i], .lessThanOrEqual, size, 500))
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let y = Variable("y\(i)")
                try solver.add(c(Expression(y) - Expression(xs[i]), .equal, 3))
                try solver.add(c(y, .lessThanOrEqual, 1000, 900))
            }
        }
        let k = Int.random(in: 1...n, using: &rng)
        let target = solver.value(of: xs[k]) + (Bool.random(using: &rng) ? 1 : -1)
        let wish = c(xs[k], .equal, target, 1)
        try solver.add(wish)
        return try compare(solver, wish, seed: seed, readOffRows: &readOffRows)
    }

    /// Random constraints over a few variables: every unsatisfied optional
    /// constraint's explanation, both ways.
    @Test(arguments: 0..<40)
    func randomSystemsGiveTheSameCertificate(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let solver = Solver()
        let vars = (0..<Int.random(in: 2...6, using: &rng)).map { Variable("x\($0)") }
        for _ in 0..<Int.random(in: 4...24, using: &rng) {
            let c = RandomizedTests().randomConstraint(vars, &rng)
            try? solver.add(c)
        }
        var readOffRows = 0
        for (constraint, _) in solver.unsatisfiedConstraints() {
            _ = try compare(solver, constraint, seed: seed, readOffRows: &readOffRows)
        }
    }

    /// Whether `constraint` was explained; records an issue where the two ways differ.
    private func compare(_ solver: Solver, _ constraint: Constraint, seed: UInt64, readOffRows: inout Int) throws -> Bool {
        solver.core.settleForQuery()
        let reused = solver.core.violation(of: constraint, fromTableau: false)
        let solved = solver.core.violation(of: constraint, shortcuts: false)
        let tableauFirst = solver.core.violation(of: constraint)
        #expect((tableauFirst?.certificate == nil) == (solved?.certificate == nil), "seed \(seed)")
        if let read = readOffTableau(solver, constraint) {
            readOffRows += 1
            #expect(certificateHolds(read), "seed \(seed): \(read)")
        }
        if let certificate = tableauFirst?.certificate {
            #expect(certificateHolds(certificate), "seed \(seed): \(certificate)")
            #expect(isIrreducible(certificate, in: solver.core), "seed \(seed): \(certificate)")
        }
        #expect((reused == nil) == (solved == nil), "seed \(seed)")
        guard let reused, let solved else { return false }
        #expect((reused.certificate == nil) == (solved.certificate == nil), "seed \(seed)")
        guard let fast = reused.certificate, let slow = solved.certificate else { return true }
        #expect(certificateHolds(fast), "seed \(seed): \(fast)")
        #expect(fast.terms.count == slow.terms.count, "seed \(seed): \(fast) against \(slow)")
        for (a, b) in zip(fast.terms, slow.terms) {
            #expect(a.constraint === b.constraint, "seed \(seed): \(fast) against \(slow)")
            #expect(close(a.multiplier, b.multiplier, tolerance: 1e-9), "seed \(seed): \(fast) against \(slow)")
            #expect(a.allowance == b.allowance, "seed \(seed)")
        }
        #expect(close(fast.sum, slow.sum, tolerance: 1e-9), "seed \(seed): \(fast) against \(slow)")
        return true
    }

    /// The certificate `rowCertificate` reads off the tableau for
    /// `constraint`, with no scratch solve; nil where it does not close.
    private func readOffTableau(_ solver: Solver, _ constraint: Constraint) -> Certificate? {
        guard let record = solver.core.record(constraint),
              let basic = [record.marker, record.other].compactMap({ $0 }).first(where: { solver.core.tableau.isBasic($0) }),
              let row = solver.core.tableau.row(basic) else { return nil }
        let items = solver.core.heldItems(against: record)
        guard let (members, raw) = solver.core.rowCertificate(of: record, basic: basic, row: row, in: items) else { return nil }
        return SolverCore.certificate(for: record, members: members, raw: raw)
    }

    /// Whether every member of `certificate` is needed: without any one of
    /// them, held as the certificate holds it, its first term could hold.
    private func isIrreducible(_ certificate: Certificate, in core: SolverCore) -> Bool {
        guard let target = certificate.terms.first.flatMap({ core.records[ObjectIdentifier($0.constraint)] }) else { return false }
        let items = certificate.terms.dropFirst().compactMap { term in
            core.records[ObjectIdentifier(term.constraint)].map { SolverCore.HardItem(record: $0, allowance: term.allowance) }
        }
        guard items.count == certificate.terms.count - 1 else { return false }
        return items.indices.allSatisfy { i in
            var rest = items
            rest.remove(at: i)
            return SolverCore.scratchCertificate(rest, forbidding: target) == nil
        }
    }
}
