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

    /// A form of nested stacks as the engine installs it: the sections
    /// chained below each other first, then each section's items placed
    /// from its margins guide (the guide's top decided by inequalities, as
    /// a line's baseline rows decide it), and only then the guide tied to
    /// the section's top. Each tie reaches the guide's top through the
    /// chain of definitions below it, and the section's top through every
    /// section above: turned round rather than written out, the tableau
    /// stays about as large as the constraints.
    @Test func aFormOfNestedStacksKeepsTheTableauSparse() throws {
        let s = Checked()
        let n = 40
        let tops = (0..<n).map { Variable("section\($0).top") }
        let heights = (0..<n).map { Variable("section\($0).height") }
        let guides = (0..<n).map { Variable("guide\($0).top") }
        var items: [[Variable]] = []
        try s.add(c(tops[0], .equal, 0))
        for k in 1..<n { try s.add(c(Expression(tops[k]), .equal, tops[k - 1] + heights[k - 1] + 24)) }
        for k in 0..<n {
            let row = (0..<4).map { Variable("item\(k).\($0)") }
            try s.add(c(Expression(row[0]), .equal, Expression(guides[k])))
            for j in 1..<4 { try s.add(c(Expression(row[j]), .equal, row[j - 1] + 30)) }
            // What holds the guide until it is tied: a spanner above it,
            // which the first item's definition then names.
            let spanner = Variable("spanner\(k)")
            try s.add(c(Expression(guides[k]), .equal, spanner + 2))
            try s.add(c(Expression(guides[k]), .greaterThanOrEqual, Expression(spanner)))
            try s.add(c(row[3] + 30 + 8, .equal, tops[k] + heights[k]))
            items.append(row)
        }
        for k in 0..<n { try s.add(c(Expression(guides[k]), .equal, tops[k] + 8)) }
        // Written out, each tie put every section above into the guide's
        // items: about n² / 2 × 4 cells.
        #expect(s.solver.statistics.cells < 30 * n, "\(s.solver.statistics)")
        for k in 0..<n {
            #expect(close(s.value(tops[k]), Double(k) * (136 + 24)), "section \(k)")
            #expect(close(s.value(items[k][3]), Double(k) * (136 + 24) + 98), "item \(k)")
        }
    }

    /// Cells pinned one below the other, each with subviews placed from
    /// its top before it is (autoresizing constraints, made while the cell
    /// had none): the tie to the cell above defines the top as written,
    /// raising the subviews' definitions above it. Written out, each tie
    /// named every cell above it: about n² / 2 cells.
    @Test func aChainOfCellsNamedByTheirSubviewsStaysSparse() throws {
        let s = Checked()
        let n = 60
        let tops = (0..<n).map { Variable("cell\($0).top") }
        let heights = (0..<n).map { Variable("cell\($0).height") }
        var captions: [Variable] = []
        let root = c(tops[0], .equal, 0)
        try s.add(root)
        for k in 0..<n {
            let caption = Variable("caption\(k).top"), badge = Variable("badge\(k).top")
            try s.add(c(Expression(caption), .equal, tops[k] + 3))
            try s.add(c(Expression(badge), .equal, caption + 2))
            try s.add(c(Expression(heights[k]), .equal, 30))
            if k > 0 { try s.add(c(Expression(tops[k]), .equal, tops[k - 1] + heights[k - 1])) }
            captions.append(caption)
        }
        #expect(s.solver.statistics.cells < 12 * n, "\(s.solver.statistics)")
        #expect(s.solver.core.cellsWrittenOut < 4 * n, "\(s.solver.core.cellsWrittenOut) cells written out")
        for k in 0..<n { #expect(close(s.value(captions[k]), Double(30 * k + 3)), "caption \(k)") }
        // The root moves every cell through the raised definitions.
        try s.setConstant(root, -5)
        for k in 0..<n { #expect(close(s.value(captions[k]), Double(30 * k + 8)), "caption \(k) moved") }
    }

    /// Random systems of equalities over a tree of variables, with
    /// inequalities and optional constraints, added and removed in a
    /// random order: with definitions kept lazy and with kiwi's
    /// substitution, every value is the same and the tableau sound.
    @Test(arguments: 0..<80)
    func lazyDefinitionsGiveKiwisValues(seed: UInt64) throws {
        var rng = SplitMix64(state: seed &+ 0x5EC7)
        let n = Int.random(in: 4...16, using: &rng)
        let vars = (0..<n).map { Variable("v\($0)") }
        var value = [Double](repeating: 0, count: n)
        value[0] = Double(Int.random(in: -50...50, using: &rng))
        var constraints = [c(vars[0], .equal, value[0])]
        for i in 1..<n {
            let parent = Int.random(in: 0..<i, using: &rng)
            let k = Double(Int.random(in: -20...20, using: &rng))
            value[i] = value[parent] + k
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: constraints.append(c(Expression(vars[i]), .equal, vars[parent] + k))
            case 1: constraints.append(c(vars[parent] - vars[i], .equal, -k))
            default:
                // Through a third variable, as a top is a top plus a height.
                let other = Int.random(in: 0..<i, using: &rng)
                let rest = k - (value[other] - value[0])
                constraints.append(c(vars[parent] + vars[other] - vars[0] - vars[i], .equal, -rest))
            }
        }
        for _ in 0..<Int.random(in: 0...n, using: &rng) {
            let a = vars[Int.random(in: 0..<n, using: &rng)], b = vars[Int.random(in: 0..<n, using: &rng)]
            let relation: Relation = Bool.random(using: &rng) ? .lessThanOrEqual : .greaterThanOrEqual
            let bound = relation == .lessThanOrEqual ? 10_000.0 : -10_000
            constraints.append(c(a - b, relation, bound, [1000, 750, 250][Int.random(in: 0..<3, using: &rng)]))
        }
        // Optional pulls that the required tree overrides, each at a
        // priority of its own so that no two tie.
        for j in 0..<Int.random(in: 0...3, using: &rng) {
            constraints.append(c(vars[Int.random(in: 0..<n, using: &rng)], .equal,
                                 Double(Int.random(in: -90...90, using: &rng)), 300 + Float(j)))
        }
        constraints.shuffle(using: &rng)
        let lazy = Checked(), kiwi = Checked()
        kiwi.solver.core.keepsDefinitionsLazy = false
        // A weak pin of every variable, each at a priority of its own: the
        // optimum is one point at every step, whichever basis reaches it.
        for (i, v) in vars.enumerated() {
            let pin = c(v, .equal, Double(7 * i - 40), 1 + Float(i))
            try lazy.add(pin)
            try kiwi.add(pin)
        }
        func compare(_ step: String) {
            for i in 0..<n {
                #expect(close(lazy.value(vars[i]), kiwi.value(vars[i])), "v\(i) after \(step), seed \(seed)")
            }
        }
        for (k, constraint) in constraints.enumerated() {
            try lazy.add(constraint)
            try kiwi.add(constraint)
            compare("adding #\(k)")
        }
        for i in 0..<n { #expect(close(lazy.value(vars[i]), value[i]), "v\(i) with seed \(seed)") }
        // Taken out and put back in another order.
        var again = constraints
        again.shuffle(using: &rng)
        for constraint in again.prefix(n / 2) {
            try lazy.remove(constraint)
            try kiwi.remove(constraint)
            compare("removing")
        }
        for constraint in again.prefix(n / 2).reversed() {
            try lazy.add(constraint)
            try kiwi.add(constraint)
            compare("adding again")
        }
        for i in 0..<n { #expect(close(lazy.value(vars[i]), value[i]), "v\(i) again, seed \(seed)") }
    }
}
