import Testing
import TestSupport
@testable import Cassowary

/// The accumulator free parts are summed in, against a `Dictionary` fed
/// the same additions and removals: the same sums to the bit, the same
/// answers to whether an id is new, through growth and re-insertion.
@Suite struct SymbolAccumulatorTests {
    @Test(arguments: 0..<20)
    func agreesWithADictionary(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 9100)
        var accumulator = SymbolAccumulator(capacity: Int.random(in: 0...8, using: &rng))
        var reference = ReferenceSums()
        // Few ids at first (collisions, re-insertion), many later (growth).
        for step in 0..<2000 {
            let id = Int32.random(in: 0..<Int32(8 + step), using: &rng)
            reference.step(id, using: &rng, take: { accumulator.take($0) }, add: { accumulator.add($0, $1) })
        }
        let entries = accumulator.entries
        #expect(entries.map(\.id) == reference.order.filter { reference.sums[$0] != nil })
        for entry in entries {
            #expect(entry.sum.bitPattern == reference.sums[entry.id]?.bitPattern)
        }
    }
}

/// Two free parts merged (`FreeParts.merge`) against the accumulator the
/// general case sums in: the same cells, the same sums to the bit.
@Suite struct FreePartsMergeTests {
    @Test(arguments: 0..<20)
    func agreesWithTheAccumulator(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 7300)
        func part() -> [Row.Cell] {
            let ids = Set((0..<Int.random(in: 0...12, using: &rng)).map { _ in Int32.random(in: 0..<20, using: &rng) })
            return ids.sorted().map { id in
                // Some cancel exactly, some come out near zero.
                let c: Double = [1, -1, 0.5, 1e-12, Double.random(in: -3...3, using: &rng)][Int.random(in: 0..<5, using: &rng)]
                return Row.Cell(symbol: Symbol(id), coefficient: c)
            }
        }
        for _ in 0..<200 {
            let a = (coefficient: [1.0, -1, 2, Double.random(in: -2...2, using: &rng)][Int.random(in: 0..<4, using: &rng)], part: part())
            let b = (coefficient: [1.0, -1, 0.25, Double.random(in: -2...2, using: &rng)][Int.random(in: 0..<4, using: &rng)], part: part())
            var sum = SymbolAccumulator(capacity: a.part.count + b.part.count)
            for piece in [a, b] {
                for p in piece.part { sum.add(p.symbol.id, piece.coefficient * p.coefficient) }
            }
            let expected = sum.entries.sorted { $0.id < $1.id }.filter { !nearZero($0.sum) }
            let merged = FreeParts.merge(a, b)
            #expect(merged.map(\.symbol.id) == expected.map(\.id))
            #expect(merged.map(\.coefficient.bitPattern) == expected.map(\.sum.bitPattern))
        }
    }
}

/// The dense sums `Tableau.expanded` works in, against a `Dictionary` fed
/// the same additions and removals, round after round: the same sums to
/// the bit, the same answers to whether an id is new, and nothing left
/// over from an earlier round (a stamp per slot, nothing cleared).
@Suite struct SymbolSumsTests {
    @Test(arguments: 0..<10)
    func everyRoundAgreesWithADictionary(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 4400)
        var sums = SymbolSums()
        for round in 0..<6 {
            // Rounds of growing and shrinking size: a slot written in an
            // earlier round and not in this one must read as empty.
            let count = [40, 8, 300, 3, 300, 64][round]
            var reference = ReferenceSums()
            sums.withRound(count: count) { sums in
                for _ in 0..<(4 * count) {
                    let id = Int32.random(in: 0..<Int32(count), using: &rng)
                    reference.step(id, using: &rng, take: { sums.take($0) }, add: { sums.add($0, $1) })
                }
                #expect(sums.ids == reference.order)
                for id in 0..<Int32(count) {
                    #expect(sums.sum(of: id).bitPattern == (reference.sums[id] ?? 0).bitPattern)
                }
            }
        }
    }
}

/// A `Dictionary` fed the additions and removals a sum under test is fed,
/// with the ids in the order they first arrived.
struct ReferenceSums {
    var sums: [Int32: Double] = [:]
    var order: [Int32] = []

    /// One random step on `id`, checked against the sum under test: a
    /// removal (one time in five, `take`) or an addition (`add`, which
    /// says whether `id` had no sum).
    mutating func step(_ id: Int32, using rng: inout SplitMix64, take: (Int32) -> Double?, add: (Int32, Double) -> Bool) {
        if Int.random(in: 0..<5, using: &rng) == 0 {
            #expect(take(id) == sums.removeValue(forKey: id))
        } else {
            let c = Double.random(in: -3...3, using: &rng)
            let isNew = sums[id] == nil
            if isNew, !order.contains(id) { order.append(id) }
            sums[id, default: 0] += c
            #expect(add(id, c) == isNew)
        }
    }
}
