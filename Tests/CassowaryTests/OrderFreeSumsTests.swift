import Testing
import TestSupport
@testable import Cassowary

/// `OrderFreeSums` says a sum is the same in any order only when it is.
@Suite struct OrderFreeSumsTests {
    func holds(_ terms: [Double]) -> Bool {
        var sums = OrderFreeSums()
        for term in terms { sums.note(term) }
        return sums.holds
    }

    @Test func wholePointsAndHalvesHold() {
        #expect(holds([21, -8, 0, 0.5, 561, 1e6, -0.0]))
        #expect(holds([]))
    }

    @Test func termsThatRoundDoNot() {
        // 0.1 + 0.2 + 0.3 differs from 0.3 + 0.2 + 0.1.
        #expect(!holds([0.1, 0.2, 0.3]))
        // Whole, but past 2^52 units: 2^53 + 1 − 1 rounds.
        #expect(!holds([9_007_199_254_740_992, 1, -1]))
        #expect(!holds([Double.leastNonzeroMagnitude]))
    }

    /// Where it holds, random terms sum to the same bits in random orders
    /// and with random terms taken out again.
    @Test func whereItHoldsEveryOrderAgrees() {
        var random = SplitMix64(state: 5)
        var held = 0
        for _ in 0..<2000 {
            let scale = Double(sign: .plus, exponent: random.below(40) - 20, significand: 1)
            let terms = (0..<(1 + random.below(20))).map { _ in Double(random.below(2001) - 1000) * scale / 8 }
            guard holds(terms) else { continue }
            held += 1
            let forward = terms.reduce(0, +)
            let shuffled = terms.shuffled(using: &random).reduce(0, +)
            #expect(forward.bitPattern == shuffled.bitPattern || forward == 0 && shuffled == 0)
            let out = random.below(terms.count)
            let taken = terms.enumerated().filter { $0.offset != out }.map(\.element).reduce(0, +)
            #expect(taken == forward - terms[out])
        }
        #expect(held > 1900, "\(held)")
    }
}
