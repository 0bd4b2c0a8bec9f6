import Cassowary
@testable import Diagnostics
import Testing
import TestSupport

/// The heap-driven proof order against the plain rule it implements: take
/// out, last first, the constraint whose absence leaves the fewest
/// variables in the sum, ties to the one listed last.
@Suite struct ProofOrderTests {
    @Test func matchesThePlainRuleOnRandomSums() {
        var random = SplitMix64(state: 17)
        let variables = (0..<12).map { Variable("v\($0)") }
        for _ in 0..<300 {
            let count = 1 + random.below(14)
            let contributions = (0..<count).map { _ in
                Expression((0..<(1 + random.below(3))).map { _ in
                    Term(variables[random.below(variables.count)], Double(random.below(5) - 2))
                }, constant: Double(random.below(9)))
            }
            #expect(ProofOrder.order(contributions) == plainOrder(contributions))
        }
    }

    @Test func aChainOfTwentyThousandIsOrderedQuickly() {
        // x0 - x1, x1 - x2, …: a long chain, as a stack's spacings make one.
        let xs = (0...20_000).map { Variable("x\($0)") }
        let chain = (0..<20_000).map { Expression([Term(xs[$0]), Term(xs[$0 + 1], -1)], constant: 8) }
        let order = ProofOrder.order(chain)
        #expect(order.count == chain.count)
        #expect(Set(order).count == chain.count)
    }

    /// The rule, tried afresh at every step (m³: small sums only).
    private func plainOrder(_ contributions: [Expression]) -> [Int] {
        func size(_ indices: [Int]) -> Int {
            var sum: [ObjectIdentifier: Double] = [:]
            for i in indices { for t in contributions[i].terms { sum[ObjectIdentifier(t.variable), default: 0] += t.coefficient } }
            return sum.values.filter { abs($0) >= 1e-9 }.count
        }
        var remaining = Array(contributions.indices)
        var backwards: [Int] = []
        while remaining.count > 1 {
            let pick = remaining.min { a, b in
                let ca = size(remaining.filter { $0 != a }), cb = size(remaining.filter { $0 != b })
                return ca != cb ? ca < cb : a > b
            } ?? remaining[0]
            backwards.append(pick)
            remaining.removeAll { $0 == pick }
        }
        return remaining + backwards.reversed()
    }
}
