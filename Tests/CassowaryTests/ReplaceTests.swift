import Testing
import TestSupport
@testable import Cassowary

/// `Solver.replace`: a required constraint put in another's place in the
/// tableau, against removing the one and adding the other.
@Suite struct ReplaceTests {
    /// The errors of the optional constraints summed by priority, highest
    /// first: what every optimum of the same constraints has in common.
    func levels(_ solver: Solver) -> [Float: Double] {
        var sums: [Float: Double] = [:]
        for c in solver.constraints where !c.priority.isRequired {
            sums[c.priority.value, default: 0] += solver.error(of: c)
        }
        return sums
    }

    func agree(_ a: [Float: Double], _ b: [Float: Double]) -> Bool {
        Set(a.keys).union(b.keys).allSatisfy { abs((a[$0] ?? 0) - (b[$0] ?? 0)) < 1e-6 }
    }

    /// A stack's end connection moving to each view that joins it: the
    /// tableau stays as small as it was built in one go, and the optimum
    /// is the same as removing and adding.
    /// A constraint only definitions name is left to removing and adding:
    /// merging into a definition that stays would lengthen it for good.
    @Test func aMarkerOnlyDefinitionsNameIsNotReplacedInPlace() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), x = Variable("x")
        try solver.add(c(a, .equal, 10))
        let defining = c(b, .equal, a + 20)
        try solver.add(defining)
        #expect(!solver.mayReplace(defining))
        #expect(try !solver.replace(defining, with: c(b, .equal, a + 30)))
        #expect(solver.contains(defining))
        // Squeezed against an optional bound, a restricted row names it.
        let squeeze = c(x, .equal, Expression(b) - 5)
        try solver.add(c(x, .lessThanOrEqual, 10, 500))
        try solver.add(squeeze)
        #expect(solver.mayReplace(squeeze))
    }

    @Test func aStackEndMovesToEachNewView() throws {
        let solver = Solver()
        let top = Variable("top"), bottom = Variable("bottom")
        try solver.add(c(top, .equal, 0))
        try solver.add(c(bottom, .equal, 300))
        var y: [Variable] = [], h: [Variable] = []
        var end: Constraint?
        var replaced = 0
        for i in 0..<40 {
            y.append(Variable("y\(i)"))
            h.append(Variable("h\(i)"))
            try solver.add(c(h[i], .greaterThanOrEqual, 20, 750))
            try solver.add(c(h[i], .lessThanOrEqual, 20, 250))
            try solver.add(i == 0 ? c(y[0], .equal, top) : c(y[i], .equal, y[i - 1] + h[i - 1] + 8))
            let new = c(y[i] + h[i], .equal, Expression(bottom))
            if let old = end {
                let reference = solver.copy()
                try reference.remove(old)
                try reference.add(new)
                if try solver.replace(old, with: new) { replaced += 1 } else {
                    try solver.remove(old)
                    try solver.add(new)
                }
                #expect(solver.checkInvariants().isEmpty)
                #expect(agree(levels(solver), levels(reference)), "view \(i)")
                #expect(!solver.contains(old) && solver.contains(new))
            } else {
                try solver.add(new)
            }
            end = new
        }
        // Only the step that first overflows the stack needs the long way.
        #expect(replaced >= 38)
        #expect(solver.statistics.cellsRewritten < 40 * 40)
    }

    /// Random required constraints put in the place of others: the
    /// tableau stays sound, a replacement goes in place only when the new
    /// constraint can hold, and the optimum is the one removing and adding
    /// reaches; one that cannot go in place changes nothing.
    @Test func randomReplacementsMatchRemovingAndAdding() throws {
        var inPlace = 0
        for seed in UInt64(0)..<60 {
            var rng = SplitMix64(state: seed)
            let solver = Solver()
            let vars = (0..<Int.random(in: 2...7, using: &rng)).map { Variable("x\($0)") }
            let randomized = RandomizedTests()
            for step in 0..<80 {
                if Int.random(in: 0..<3, using: &rng) > 0 || solver.constraints.isEmpty {
                    try? solver.add(randomized.randomConstraint(vars, &rng))
                    continue
                }
                let required = solver.constraints.filter { $0.priority.isRequired }
                guard !required.isEmpty else { continue }
                let old = required[Int.random(in: 0..<required.count, using: &rng)]
                let shape = randomized.randomConstraint(vars, &rng)
                let new = Constraint(shape.expression, old.relation, priority: .required)
                let before = solver.dump()
                let reference = solver.copy()
                try reference.remove(old)
                let holds = (try? reference.add(new)) != nil
                if try solver.replace(old, with: new) {
                    inPlace += 1
                    #expect(holds, "seed \(seed) step \(step): replaced with a constraint that cannot hold")
                    #expect(solver.checkInvariants().isEmpty, "seed \(seed) step \(step): \(solver.checkInvariants())")
                    #expect(agree(levels(solver), levels(reference)), "seed \(seed) step \(step)")
                    #expect(solver.constraints.last === new)
                } else {
                    #expect(solver.dump() == before, "seed \(seed) step \(step): a refused replacement changed the solver")
                }
            }
        }
        #expect(inPlace >= 100, "only \(inPlace) replacements went in place")
    }
}
