import Testing
import TestSupport
@testable import Cassowary

/// `SymbolIndex` hashes its first numbers and moves them into an array past
/// `sparseLimit`: what it reads back must not depend on which.
@Suite struct SymbolIndexTests {
    @Test(arguments: [10, SymbolIndex.sparseLimit, SymbolIndex.sparseLimit + 1, 3 * SymbolIndex.sparseLimit])
    func readsBackWhatWasSetBeforeAndAfterGrowingDense(count: Int) {
        var rng = SplitMix64(state: UInt64(count))
        var index = SymbolIndex()
        var model: [Int: Int32] = [:]
        for step in 0..<count {
            // Symbols far apart and some set twice, as an analysis meets them.
            let symbol = Int.random(in: 0..<(8 * count), using: &rng)
            let value = Int32(step)
            index.set(symbol, value)
            model[symbol] = value
        }
        for symbol in 0..<(8 * count + 8) {
            #expect(index[symbol] == model[symbol], "symbol \(symbol) of \(count)")
        }
    }
}
