import Testing
import TestSupport
@testable import Cassowary

/// Random writes to a bare tableau under up to three nested checkpoints:
/// rolling back must give back every row and objective coefficient bit for
/// bit and every column in its old order (the journal undoes insertions and
/// removals one by one, and iteration order decides ties downstream). The
/// journal saves some rows whole and, when only a constant changes, just the
/// constant; this mixes the two on the same rows (a constant shifted, then
/// the row pivoted, removed or replaced), with symbols made after a
/// checkpoint, objective levels made inside one, and checkpoints committed
/// inside others. Externals among the symbols have their values updated
/// now and then, inside checkpoints too: the dirty flags and queue, which
/// the journal sets back, must leave the values after an update the same.
@Suite struct CheckpointTests {
    @Test(arguments: 0..<400)
    func rollingBackRestoresRowsAndColumnsExactly(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        var t = Tableau()
        for _ in 0..<8 { _ = t.makeSymbol([.slack, .error, .external].randomElement(using: &rng) ?? .slack) }
        var open: [(checkpoint: Tableau.Checkpoint, before: Tableau)] = []
        for _ in 0..<200 {
            switch Int.random(in: 0..<16, using: &rng) {
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
                if Bool.random(using: &rng) { t.updateValues() } else { _ = t.makeSymbol(Bool.random(using: &rng) ? .slack : .external) }
            case 13, 14:
                guard let s = parametric(t).randomElement(using: &rng) else { continue }
                let level = t.objective.level(for: [1000, 750, 500, 250, 1].randomElement(using: &rng) ?? 1)
                t.objective.add(s, Double(Int.random(in: -3...3, using: &rng)), level: level)
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
        #expect(t.columns.map(\.members) == before.columns.map(\.members), "\(context): columns differ after roll-back")
        #expect(t.objective.priorities == before.objective.priorities, "\(context): objective levels differ")
        for level in 0..<min(t.objective.levelCount, before.objective.levelCount) {
            let (x, y) = (t.objective.sortedCells(level: level), before.objective.sortedCells(level: level))
            #expect(x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1.bitPattern == $1.1.bitPattern },
                    "\(context): objective level \(level) differs after roll-back")
        }
        #expect(t.symbolCount == before.symbolCount, "\(context)")
        #expect(t.isDirty == before.isDirty && t.dirty.count == before.dirty.count, "\(context): dirty flags differ after roll-back")
        // Values depend on the order of updates only where a definition names
        // another of its level, which the random rows here may do: there the
        // queue's order, which a roll-back rebuilds, may differ.
        guard levelsAreConsistent(before) else { return }
        var (updated, updatedBefore) = (t, before)
        updated.updateValues()
        updatedBefore.updateValues()
        #expect(updated.values.map(\.bitPattern) == updatedBefore.values.map(\.bitPattern), "\(context): values differ after an update")
    }

    /// Whether every row names only symbols whose own level is lower (none
    /// for parametric ones), as the solver keeps them.
    private func levelsAreConsistent(_ t: Tableau) -> Bool {
        (0..<t.symbolCount).allSatisfy { i in
            guard let row = t.row(Symbol(i)) else { return true }
            return row.cells.allSatisfy { !t.isBasic($0.symbol) || t.level($0.symbol) < t.level(Symbol(i)) }
        }
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

    /// Random insertions and removals, undone newest first as the journal
    /// does, give back the members in their old order and a table that
    /// still finds each of them (past eight members the set hashes).
    @Test(arguments: 0..<200)
    func undoingColumnWritesRestoresOrder(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        var column = ColumnSet()
        for _ in 0..<Int.random(in: 0..<30, using: &rng) { column.insert(Int32.random(in: 0..<60, using: &rng)) }
        let before = column.members
        var undo: [(id: Int32, position: Int?)] = []
        for _ in 0..<Int.random(in: 1..<80, using: &rng) {
            let id = Int32.random(in: 0..<60, using: &rng)
            if Bool.random(using: &rng) {
                if column.insert(id) { undo.append((id, nil)) }
            } else if let position = column.removePosition(of: id) {
                undo.append((id, position))
            }
        }
        while let (id, position) = undo.popLast() {
            if let position { column.restore(id, at: position) } else { column.remove(id) }
        }
        #expect(column.members == before, "seed \(seed)")
        #expect((0..<60).allSatisfy { column.contains(Int32($0)) == before.contains(Int32($0)) }, "seed \(seed)")
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
