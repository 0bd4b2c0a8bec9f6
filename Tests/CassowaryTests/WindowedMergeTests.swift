import Testing
import TestSupport
@testable import Cassowary

/// A pivot's few cells merged into long rows rewrite only the stretch of
/// each row they touch (`Tableau.merge`, `Row.window`): after random
/// pivots of short rows, every long row must be what substituting by hand
/// gives (the old row without the entering symbol, plus its coefficient
/// times the pivot row, sums near zero left out), and every column must
/// name exactly the rows that name its symbol.
@Suite struct WindowedMergeTests {
    @Test(arguments: 0..<40)
    func longRowsAfterPivotsAreSubstitutedByHand(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 7700)
        var t = Tableau()
        let parametric = (0..<240).map { _ in t.makeSymbol(.slack) }
        // Long rows naming most parametric symbols, with whole coefficients
        // so that some sums cancel to zero exactly.
        var long: [Symbol] = []
        for _ in 0..<3 {
            let key = t.makeSymbol(.slack)
            var row = Row(constant: Double(Int.random(in: -9...9, using: &rng)))
            for s in parametric where Int.random(in: 0..<4, using: &rng) != 0 {
                row.insert(s, Double(Int.random(in: 1...3, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1))
            }
            t.insertRow(key, row)
            long.append(key)
        }
        // Short rows of neighbouring symbols, as a chain's are.
        var short: [Symbol] = []
        for _ in 0..<30 {
            let key = t.makeSymbol(.slack)
            let start = Int.random(in: 0..<(parametric.count - 4), using: &rng)
            var row = Row(constant: Double(Int.random(in: -9...9, using: &rng)))
            for s in parametric[start..<(start + Int.random(in: 2...4, using: &rng))] {
                row.insert(s, Double(Int.random(in: 1...3, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1))
            }
            t.insertRow(key, row)
            short.append(key)
        }
        for step in 0..<60 {
            guard let leaving = short.randomElement(using: &rng), let row = t.row(leaving),
                  let entering = row.cells.randomElement(using: &rng)?.symbol else { continue }
            let before = long.map { t.row($0) }
            t.pivot(entering: entering, leaving: leaving)
            short.removeAll { $0 == leaving }
            short.append(entering)
            guard let pivotRow = t.row(entering) else { Issue.record("seed \(seed): no pivot row"); return }
            for (key, old) in zip(long, before) {
                guard let old else { continue }
                // Compared first: a failing row of 180 cells would print both whole.
                let same = t.row(key) == Self.substituted(old, entering, pivotRow)
                #expect(same, "seed \(seed), step \(step), row \(key)")
            }
        }
        for s in 0..<t.symbolCount {
            let symbol = Symbol(s)
            let naming = (0..<t.symbolCount).filter { t.row(Symbol($0))?.contains(symbol) ?? false }.map(Int32.init)
            #expect(t.column(symbol).members.sorted() == naming, "seed \(seed), column \(s)")
        }
    }

    /// `old` with `s` replaced by `definition`, cell by cell.
    static func substituted(_ old: Row, _ s: Symbol, _ definition: Row) -> Row {
        let c = old.coefficient(for: s)
        guard c != 0 else { return old }
        var sums: [Symbol: Double] = [:]
        for cell in old.cells where cell.symbol != s { sums[cell.symbol] = cell.coefficient }
        for cell in definition.cells { sums[cell.symbol] = (sums[cell.symbol] ?? 0) + c * cell.coefficient }
        var row = Row(constant: old.constant + c * definition.constant)
        row.cells = sums.keys.sorted().compactMap { key in
            let sum = sums[key] ?? 0
            return nearZero(sum) ? nil : Row.Cell(symbol: key, coefficient: sum)
        }
        return row
    }
}
