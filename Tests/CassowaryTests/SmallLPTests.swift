@testable import Cassowary
import Testing
import TestSupport

/// The presolved, bounded simplex of ambiguity analysis against a plain one.
@Suite struct SmallLPTests {
    @Test func agreesWithAPlainSimplexOnRandomPolytopes() {
        var random = SplitMix64(state: 11)
        var bounded = 0
        var unbounded = 0
        var presolved = 0
        for _ in 0..<3000 {
            let n = 1 + random.below(5)
            let m = random.below(7)
            // Rows of few entries, some repeated or scaled, as a group's
            // restricted rows are: many name one parameter.
            var a: [[Double]] = []
            var b: [Double] = []
            for _ in 0..<m {
                if let last = a.last, random.below(4) == 0 {
                    let scale = Double(1 + random.below(2))
                    a.append(last.map { $0 * scale })
                    b.append(Double(random.below(6)) * scale)
                    continue
                }
                var row = [Double](repeating: 0, count: n)
                for _ in 0..<(1 + random.below(3)) { row[random.below(n)] = Double(random.below(7) - 3) }
                a.append(row)
                b.append(Double(random.below(10)))
            }
            let free = (0..<n).map { _ in random.below(3) == 0 }
            let c = (0..<n).map { _ in Double(random.below(5) - 2) }
            let lp = SmallLP(a: a, b: b, free: free)
            if lp.rowCount < m { presolved += 1 }
            let expected = plainMaximum(a: a, b: b, free: free, c: c)
            switch lp.maximize(c) {
            case .maximum(let value):
                bounded += 1
                guard case .maximum(let plain)? = expected else {
                    Issue.record("a: \(a) b: \(b) free: \(free) c: \(c): \(value), plain: \(String(describing: expected))")
                    continue
                }
                #expect(abs(value - plain) <= 1e-7, "a: \(a) b: \(b) free: \(free) c: \(c)")
            case .unbounded:
                unbounded += 1
                #expect(expected == .unbounded, "a: \(a) b: \(b) free: \(free) c: \(c)")
            case .stalled:
                Issue.record("stalled on a: \(a) b: \(b) free: \(free) c: \(c)")
            }
        }
        #expect(bounded > 1000 && unbounded > 300 && presolved > 1000, "\(bounded) \(unbounded) \(presolved)")
    }

    @Test func sparseObjectivesAgreeWithDenseOnes() {
        var random = SplitMix64(state: 29)
        var oneRow = 0
        var unbounded = 0
        for round in 0..<4000 {
            // Beyond `SmallLP.mostClasses` different objective terms too.
            let n = 1 + random.below(round % 4 == 0 ? 16 : 8)
            // Bounds on most variables, and a sum row or two over several,
            // as a tie's or a squeezed stack's polytope is.
            var (a, b) = boundRows(n, &random) { Double($0.below(6)) }
            for _ in 0..<(random.below(4) == 0 ? 2 : 1) {
                var row = [Double](repeating: 0, count: n)
                for j in 0..<n where random.below(3) != 0 { row[j] = Double(random.below(7) - 3) }
                a.append(row)
                b.append(Double(random.below(10)))
            }
            let free = (0..<n).map { _ in random.below(4) == 0 }
            let lp = SmallLP(a: a, b: b, free: free)
            if lp.rowCount == 1 { oneRow += 1 }
            let named = (0..<n).filter { _ in random.below(2) == 0 }
            let terms: [SmallLP.Entry] = named.map { j in
                (j, round % 4 == 0 ? Double(random.below(2000)) / 100 - 10 : Double(random.below(5) - 2))
            }
            var c = [Double](repeating: 0, count: n)
            for (j, value) in terms { c[j] = value }
            let sparse = lp.maximize(sparse: terms)
            switch lp.maximize(c) {
            case .maximum(let dense):
                guard case .maximum(let value) = sparse else {
                    Issue.record("a: \(a) b: \(b) free: \(free) c: \(c): \(sparse), dense: \(dense)")
                    continue
                }
                #expect(abs(value - dense) <= 1e-9 * max(1, abs(dense)), "a: \(a) b: \(b) free: \(free) c: \(c)")
            case .unbounded:
                unbounded += 1
                #expect(sparse == .unbounded, "a: \(a) b: \(b) free: \(free) c: \(c)")
            case .stalled:
                Issue.record("stalled on a: \(a) b: \(b) free: \(free) c: \(c)")
            }
        }
        #expect(oneRow > 2000 && unbounded > 300, "\(oneRow) \(unbounded)")
    }

    /// A fold read in order and then edited (a term taken out, put in or
    /// changed) against the edited objective read in order: where `edit`
    /// says it could, the maximum must be the same to the bit.
    @Test func editedFoldsAgreeWithFoldsReadInOrder() {
        var random = SplitMix64(state: 31)
        var edited = 0
        var refused = 0
        for round in 0..<4000 {
            let n = 2 + random.below(round % 4 == 0 ? 16 : 8)
            // Bounds, some of them not whole multiples of a power of two.
            var (a, b) = boundRows(n, &random) { Double($0.below(6)) + (round % 3 == 0 ? 0.1 * Double($0.below(4)) : 0) }
            var row = [Double](repeating: 0, count: n)
            for j in 0..<n where random.below(3) != 0 { row[j] = Double(random.below(7) - 3) }
            a.append(row)
            b.append(Double(random.below(10)))
            let lp = SmallLP(a: a, b: b, free: (0..<n).map { _ in random.below(4) == 0 })
            var c = (0..<n).map { _ in random.below(2) == 0 ? 0.0 : Double(random.below(5) - 2) }
            let terms = { (c: [Double]) in c.indices.filter { c[$0] != 0 }.map { ($0, c[$0]) } }
            var fold = lp.startSparse()
            for term in terms(c) { lp.add(term, to: &fold) }
            let j = random.below(n)
            let new = random.below(3) == 0 ? 0.0 : Double(random.below(5) - 2)
            guard lp.edit(j, from: c[j], to: new, in: &fold) else { refused += 1; continue }
            c[j] = new
            let after = terms(c)
            let found = lp.finish(fold) { after }
            let read = lp.maximize(sparse: after)
            switch (found, read) {
            case (.maximum(let x), .maximum(let y)):
                #expect(x.bitPattern == y.bitPattern, "round \(round): \(x) read in order: \(y)")
            default:
                #expect(found == read, "round \(round)")
            }
            edited += 1
        }
        #expect(edited > 2000 && refused > 100, "\(edited) edited, \(refused) refused")
    }

    /// Rows of one variable (bounds, once presolved) on about two thirds
    /// of `n` variables, each limit drawn by `limit` after its row.
    private func boundRows(_ n: Int, _ random: inout SplitMix64,
                           limit: (inout SplitMix64) -> Double) -> (a: [[Double]], b: [Double]) {
        var a: [[Double]] = []
        var b: [Double] = []
        for j in 0..<n where random.below(3) != 0 {
            var row = [Double](repeating: 0, count: n)
            row[j] = Double(random.below(5) - 2)
            a.append(row)
            b.append(limit(&random))
        }
        return (a, b)
    }

    @Test func rowsOfOneVariableBecomeBoundsAndEqualRowsOne() {
        // A stack that does not fit: e_i >= 0 for each label, Σ e <= 561 twice.
        let n = 1000
        var a = (0..<n).map { i in (0..<n).map { $0 == i ? -1.0 : 0 } }
        a += [[Double](repeating: 1, count: n), [Double](repeating: 1, count: n)]
        let lp = SmallLP(a: a, b: [Double](repeating: 0, count: n) + [561, 561], free: [Bool](repeating: false, count: n))
        #expect(lp.rowCount == 1)
        #expect(lp.maximize([Double](repeating: 0, count: n - 1) + [1]) == .maximum(561))
        #expect(lp.maximize([Double](repeating: -1, count: n)) == .maximum(0))
        #expect(lp.maximize([Double](repeating: 1, count: 300) + [Double](repeating: 0, count: n - 300)) == .maximum(561))
        // A free variable bounded by rows of its own on both sides.
        let interval = SmallLP(a: [[2], [-1]], b: [8, 3], free: [true])
        #expect(interval.rowCount == 0)
        #expect(interval.maximize([1]) == .maximum(4))
        #expect(interval.maximize([-1]) == .maximum(3))
    }

    /// The maximum by the textbook method: free variables split in two,
    /// every row kept, Bland's rule; nil if it stalls.
    private func plainMaximum(a: [[Double]], b: [Double], free: [Bool], c: [Double]) -> SmallLP.Outcome? {
        var columns: [(variable: Int, sign: Double)] = []
        for j in free.indices {
            columns.append((j, 1))
            if free[j] { columns.append((j, -1)) }
        }
        let n = columns.count
        let m = a.count
        var t = (0..<m).map { i in
            columns.map { a[i][$0.variable] * $0.sign } + (0..<m).map { $0 == i ? 1.0 : 0 } + [max(0, b[i])]
        }
        t.append(columns.map { -c[$0.variable] * $0.sign } + [Double](repeating: 0, count: m + 1))
        var basis = Array(n..<(n + m))
        for _ in 0..<10_000 {
            guard let entering = (0..<(n + m)).first(where: { t[m][$0] < -1e-9 }) else { return .maximum(t[m][n + m]) }
            var leaving: Int?
            var best = Double.infinity
            for i in 0..<m where t[i][entering] > 1e-9 {
                let ratio = t[i][n + m] / t[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving ?? i]) {
                    best = ratio
                    leaving = i
                }
            }
            guard let r = leaving else { return .unbounded }
            let pivot = t[r][entering]
            t[r] = t[r].map { $0 / pivot }
            for i in 0...m where i != r {
                let f = t[i][entering]
                t[i] = zip(t[i], t[r]).map { $0 - f * $1 }
            }
            basis[r] = entering
        }
        return nil
    }
}
