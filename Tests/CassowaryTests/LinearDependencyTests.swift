@testable import Cassowary
import Testing
import TestSupport

/// The sparse test for a single dependency against dense elimination.
@Suite struct LinearDependencyTests {
    @Test func agreesWithDenseRankOnRandomRows() {
        var random = SplitMix64(state: 5)
        let variables = (0..<6).map { Variable("v\($0)") }
        var singles = 0
        for _ in 0..<2000 {
            let rows = (0..<(1 + random.below(6))).map { _ in
                Expression((0..<(1 + random.below(3))).map { _ in
                    Term(variables[random.below(variables.count)], Double(random.below(5) - 2))
                })
            }
            let dense = rank(rows.map { row in variables.map { v in row.terms.filter { $0.variable === v }.reduce(0) { $0 + $1.coefficient } } })
            let expected = dense == rows.count - 1
            if expected { singles += 1 }
            #expect(LinearDependency.isSingle(rows, budget: .max) == expected)
        }
        #expect(singles > 100, "the random rows should often have one dependency")
    }

    @Test func aChainOfTenThousandClosedOnItselfHasOne() {
        let xs = (0...10_000).map { Variable("x\($0)") }
        var rows = (0..<10_000).map { Expression([Term(xs[$0]), Term(xs[$0 + 1], -1)]) }
        rows.append(Expression([Term(xs[10_000]), Term(xs[0], -1)]))
        #expect(LinearDependency.isSingle(rows, budget: 64 * rows.count + 4096))
        // Without the closing row there is none; with it twice, two.
        #expect(!LinearDependency.isSingle(Array(rows.dropLast()), budget: .max))
        #expect(!LinearDependency.isSingle(rows + [rows[rows.count - 1]], budget: .max))
    }

    /// A stack of rows as `:why` reads it: each row's top pinned to its
    /// spanner's, its bottom to the spanner's bottom, the next row below it,
    /// the spanners' heights fixed, and the ends of the stack pinned. Taken
    /// in a fixed order, the chain carried into each ring the heights of
    /// every row below it (n²/8 cells); it must stay within 64 cells a row.
    func stackOfRows(_ n: Int) -> [Expression] {
        let y = (0...n).map { Variable("row\($0).top") }, h = (0..<n).map { Variable("row\($0).height") }
        let s = (0..<n).map { Variable("spanner\($0).top") }, t = (0..<n).map { Variable("spanner\($0).height") }
        var rows = [Expression([Term(y[0])])]
        for k in 0..<n {
            rows.append(Expression([Term(t[k])], constant: -20))
            rows.append(Expression([Term(y[k]), Term(s[k], -1)]))
            rows.append(Expression([Term(y[k]), Term(h[k]), Term(s[k], -1), Term(t[k], -1)]))
            rows.append(Expression([Term(y[k + 1]), Term(y[k], -1), Term(h[k], -1)], constant: -12))
        }
        rows.append(Expression([Term(y[n])]))
        return rows
    }

    @Test func aStackOfRowsClosedAtBothEndsHasOneWithinTheBudget() {
        // Answers taken first: a failure would print 8000 rows.
        let rows = stackOfRows(2000)
        let budget = 64 * rows.count + 4096
        let single = LinearDependency.isSingle(rows, budget: budget)
        let open = LinearDependency.isSingle(Array(rows.dropLast()), budget: .max)
        let spanned = LinearDependency.spans(Array(rows.dropLast()), rows[rows.count - 1], budget: budget)
        #expect(single)
        #expect(!open)
        #expect(spanned == true)
    }

    @Test func spansAgreesWithDenseRankOnRandomRows() {
        var random = SplitMix64(state: 11)
        let variables = (0..<6).map { Variable("v\($0)") }
        func randomRow() -> Expression {
            Expression((0..<(1 + random.below(3))).map { _ in
                Term(variables[random.below(variables.count)], Double(random.below(5) - 2))
            })
        }
        func dense(_ e: Expression) -> [Double] {
            variables.map { v in e.terms.filter { $0.variable === v }.reduce(0) { $0 + $1.coefficient } }
        }
        var inside = 0, outside = 0
        for _ in 0..<2000 {
            let rows = (0..<(1 + random.below(6))).map { _ in randomRow() }
            let target = randomRow()
            let expected = rank((rows + [target]).map(dense)) == rank(rows.map(dense))
            if expected { inside += 1 } else { outside += 1 }
            #expect(LinearDependency.spans(rows, target, budget: .max) == expected, "\(rows) \(target)")
        }
        #expect(inside > 100 && outside > 100, "\(inside) in the span, \(outside) not")
    }

    @Test func aChainSpansItsEndsOnly() {
        let xs = (0...10_000).map { Variable("x\($0)") }
        let rows = (0..<10_000).map { Expression([Term(xs[$0]), Term(xs[$0 + 1], -1)], constant: 8) }
        let budget = 64 * rows.count + 4096
        #expect(LinearDependency.spans(rows, Expression([Term(xs[10_000]), Term(xs[0], -1)]), budget: budget) == true)
        #expect(LinearDependency.spans(rows, Expression([Term(xs[5_000])]), budget: budget) == false)
        #expect(LinearDependency.spans(Array(rows.dropFirst()), Expression([Term(xs[10_000]), Term(xs[0], -1)]),
                                       budget: budget) == false)
        #expect(LinearDependency.spans(rows, Expression([Term(xs[10_000]), Term(xs[0], -1)]), budget: 10) == nil)
    }

    private func rank(_ matrix: [[Double]]) -> Int {
        var m = matrix
        var rank = 0
        for column in 0..<(m.first?.count ?? 0) {
            guard let p = (rank..<m.count).first(where: { abs(m[$0][column]) > 1e-9 }) else { continue }
            m.swapAt(rank, p)
            for i in 0..<m.count where i != rank {
                let f = m[i][column] / m[rank][column]
                for j in 0..<m[i].count { m[i][j] -= f * m[rank][j] }
            }
            rank += 1
        }
        return rank
    }
}
