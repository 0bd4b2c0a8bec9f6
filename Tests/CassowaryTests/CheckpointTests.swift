import Testing
import TestSupport
@testable import Cassowary

/// Random writes to a bare tableau under up to three nested checkpoints:
/// rolling back must give back every row bit for bit and every column as a
/// set. The journal saves some rows whole and, when only a constant changes,
/// just the constant; this mixes the two on the same rows (a constant
/// shifted, then the row pivoted, removed or replaced), with symbols made
/// after a checkpoint and checkpoints committed inside others.
@Suite struct CheckpointTests {
    @Test(arguments: 0..<400)
    func rollingBackRestoresRowsAndColumnsExactly(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        var t = Tableau()
        for _ in 0..<8 { _ = t.makeSymbol(Bool.random(using: &rng) ? .slack : .error) }
        var open: [(checkpoint: Tableau.Checkpoint, before: Tableau)] = []
        for _ in 0..<200 {
            switch Int.random(in: 0..<14, using: &rng) {
            case 0, 1:
                guard let key = parametric(t).randomElement(using: &rng) else { continue }
                t.insertRow(key, randomRow(t, excluding: key, &rng))
            case 2:
                guard let key = basic(t).randomElement(using: &rng) else { continue }
                t.removeRow(key)
            case 3, 4, 5:
                guard let key = basic(t).randomElement(using: &rng) else { continue }
                t.addToConstant(of: key, Double(Int.random(in: -5...5, using: &rng)))
            case 6, 7, 8:
                guard let s = parametric(t).randomElement(using: &rng) else { continue }
                t.shiftConstants(naming: s, by: Double(Int.random(in: -5...5, using: &rng)))
            case 9:
                guard let leaving = basic(t).randomElement(using: &rng),
                      let entering = t.row(leaving)?.cells.randomElement(using: &rng)?.symbol else { continue }
                t.pivot(entering: entering, leaving: leaving)
            case 10:
                guard let key = basic(t).randomElement(using: &rng) else { continue }
                t.replaceRow(key, with: randomRow(t, excluding: key, &rng), level: 0)
            case 11:
                _ = t.makeSymbol(.slack)
            case 12:
                if open.count < 3 {
                    let before = t
                    open.append((t.checkpoint(), before))
                } else if let s = parametric(t).randomElement(using: &rng) {
                    t.erase(s)
                }
            default:
                guard let (checkpoint, before) = open.popLast() else { continue }
                if Bool.random(using: &rng) {
                    t.commit()
                } else {
                    t.rollBack(to: checkpoint)
                    expectSame(t, before, "seed \(seed)")
                }
            }
        }
        while let (checkpoint, before) = open.popLast() {
            t.rollBack(to: checkpoint)
            expectSame(t, before, "seed \(seed), at the end")
        }
    }

    private func expectSame(_ t: Tableau, _ before: Tableau, _ context: String) {
        #expect(identical(t.rows, before.rows), "\(context): rows differ after roll-back")
        #expect(t.columns == before.columns, "\(context): columns differ after roll-back")
        #expect(t.symbolCount == before.symbolCount, "\(context)")
    }

    /// Rows equal bit for bit: a constant put back by arithmetic rather than
    /// from the journal would differ in its last bits.
    private func identical(_ a: [Row?], _ b: [Row?]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            switch (x, y) {
            case (nil, nil): true
            case let (x?, y?):
                x.constant.bitPattern == y.constant.bitPattern && x.cells.count == y.cells.count
                    && zip(x.cells, y.cells).allSatisfy { $0.symbol == $1.symbol && $0.coefficient.bitPattern == $1.coefficient.bitPattern }
            default: false
            }
        }
    }

    private func parametric(_ t: Tableau) -> [Symbol] { (0..<t.symbolCount).map { Symbol($0) }.filter { !t.isBasic($0) } }

    private func basic(_ t: Tableau) -> [Symbol] { (0..<t.symbolCount).map { Symbol($0) }.filter { t.isBasic($0) } }

    /// A row naming about a third of the parametric symbols but `excluding`.
    private func randomRow(_ t: Tableau, excluding: Symbol, _ rng: inout SplitMix64) -> Row {
        var row = Row(constant: Double(Int.random(in: -9...9, using: &rng)))
        for s in parametric(t) where s != excluding && Int.random(in: 0..<3, using: &rng) == 0 {
            row.insert(s, Double(Int.random(in: 1...5, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1))
        }
        return row
    }
}
