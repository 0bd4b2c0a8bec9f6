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
