import Testing
import TestSupport
@testable import Cassowary

/// The accumulator `Tableau.expanded` sums in, against a `Dictionary` fed
/// the same additions and removals: the same sums to the bit, the same
/// answers to whether an id is new, through growth and re-insertion.
@Suite struct SymbolAccumulatorTests {
    @Test(arguments: 0..<20)
    func agreesWithADictionary(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 9100)
        var accumulator = SymbolAccumulator(capacity: Int.random(in: 0...8, using: &rng))
        var reference: [Int32: Double] = [:]
        var order: [Int32] = []
        // Few ids at first (collisions, re-insertion), many later (growth).
        for step in 0..<2000 {
            let id = Int32.random(in: 0..<Int32(8 + step), using: &rng)
            if Int.random(in: 0..<5, using: &rng) == 0 {
                #expect(accumulator.take(id) == reference.removeValue(forKey: id))
            } else {
                let c = Double.random(in: -3...3, using: &rng)
                let isNew = reference[id] == nil
                if isNew, !order.contains(id) { order.append(id) }
                reference[id, default: 0] += c
                #expect(accumulator.add(id, c) == isNew)
            }
        }
        let entries = accumulator.entries
        #expect(entries.map(\.id) == order.filter { reference[$0] != nil })
        for entry in entries {
            #expect(entry.sum.bitPattern == reference[entry.id]?.bitPattern)
        }
    }
}
