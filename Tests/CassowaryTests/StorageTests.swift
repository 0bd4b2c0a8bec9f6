import Testing
import TestSupport
@testable import Cassowary

/// The tableau's own containers, against the standard library's.
@Suite struct StorageTests {
    /// Random inserts and removals (ids from small and wide ranges, so the
    /// set crosses its linear-scan limit both ways and probe runs wrap
    /// around the table), and now and then emptying it (which keeps the
    /// table), give the same membership as `Set<Int32>`.
    @Test(arguments: [8, 40, 5000] as [Int32])
    func columnSetAgreesWithSet(range: Int32) {
        var rng = SplitMix64(state: UInt64(range))
        var column = ColumnSet()
        var reference = Set<Int32>()
        for step in 0..<20_000 {
            let id = Int32.random(in: 0..<range, using: &rng)
            // Bias towards growth first, then towards shrinking.
            let inserting = Int.random(in: 0..<10, using: &rng) < (step < 10_000 ? 6 : 4)
            if step % 4999 == 4998 {
                column.removeAll()
                reference.removeAll()
            } else if inserting {
                #expect(column.insert(id) == reference.insert(id).inserted)
            } else {
                #expect(column.remove(id) == (reference.remove(id) != nil))
            }
            if step % 97 == 0 {
                #expect(column.count == reference.count)
                #expect(Set(column) == reference)
                let probe = Int32.random(in: 0..<range, using: &rng)
                #expect(column.contains(probe) == reference.contains(probe))
            }
        }
        #expect(Set(column.members) == reference)
        #expect(column.members.count == reference.count, "no duplicates")
    }

    /// A level of the objective reads, writes and removes as a dictionary
    /// does, past the set's linear scan and back, and every position it
    /// reports holds that id.
    @Test(arguments: [6, 40, 3000] as [Int32])
    func costTableAgreesWithDictionary(range: Int32) {
        var rng = SplitMix64(state: UInt64(range) &+ 77)
        var table = CostTable()
        var reference: [Int32: Double] = [:]
        for step in 0..<20_000 {
            let id = Int32.random(in: 0..<range, using: &rng)
            let writing = Int.random(in: 0..<10, using: &rng) < (step < 10_000 ? 6 : 3)
            if writing {
                let value = Double(Int.random(in: -50...50, using: &rng)) / 4
                table[id] = value
                reference[id] = value
            } else if Bool.random(using: &rng) {
                #expect(table.removeValue(forKey: id) == reference.removeValue(forKey: id))
            } else {
                table[id] = nil
                reference[id] = nil
            }
            let probe = Int32.random(in: 0..<range, using: &rng)
            #expect(table[probe] == reference[probe])
            if step % 97 == 0 {
                #expect(table.count == reference.count)
                let entries = table.sortedEntries()
                #expect(entries.map(\.id) == reference.keys.sorted())
                #expect(entries.allSatisfy { reference[$0.id] == $0.coefficient })
            }
        }
        var column = ColumnSet()
        for id in [5, 9, 2, 40, 41, 42, 43, 44, 45, 46, 47] as [Int32] { column.insert(id) }
        column.remove(9)
        for (position, id) in column.members.enumerated() { #expect(column.position(of: id) == position) }
        #expect(column.position(of: 9) == nil)
    }

    /// A copy of a solver (an undo point) takes none of its expansion
    /// scratch: shared, the next expansion in the live solver copied it
    /// whole. Both go on solving alike.
    @Test func aCopyTakesNoScratch() throws {
        let solver = Solver()
        let xs = (0...40).map { Variable("x\($0)") }
        try solver.add(Constraint(Expression(xs[0]), .equal))
        for i in 0..<40 { try solver.add(Constraint(xs[i + 1] - xs[i] - 2, .equal)) }
        try solver.add(Constraint(Expression(xs[40]) - 100, .lessThanOrEqual, priority: .defaultLow))
        #expect(solver.core.tableau.expansionScratch.parametric.slotCount > 0)
        let copy = solver.copy()
        #expect(copy.core.tableau.expansionScratch.parametric.slotCount == 0)
        #expect(copy.core.tableau.expansionScratch.pending.slotCount == 0)
        for s in [solver, copy] {
            try s.add(Constraint(Expression(xs[20]) - 35, .equal, priority: .defaultHigh))
            s.updateVariables()
        }
        #expect(xs.map { solver.value(of: $0) } == xs.map { copy.value(of: $0) })
    }

    /// A queue copied (with the solver, for an undo point) shares its
    /// arrays until `makeStorageUnique`, after which neither writes the
    /// other's and both drain the same.
    @Test func dirtyQueueStorageMadeUnique() {
        var queue = DirtyQueue()
        for id in [3, 70, 12, 500, 41] as [Int32] { queue.insert(id, level: id % 7) }
        let kept = queue
        #expect(queue.sharesStorage(with: kept))
        queue.makeStorageUnique()
        #expect(!queue.sharesStorage(with: kept))
        var a = queue, b = kept
        var drainedA: [Int32] = [], drainedB: [Int32] = []
        while let id = a.popLowest() { drainedA.append(id) }
        while let id = b.popLowest() { drainedB.append(id) }
        #expect(drainedA == drainedB && drainedA.count == 5)
    }

    /// Equality is set equality, whatever order the members came in.
    @Test func columnSetEqualityIgnoresOrder() {
        let a: ColumnSet = [1, 2, 3, 40, 50, 60, 70, 80, 90, 100]
        let b: ColumnSet = [100, 90, 80, 70, 60, 50, 40, 3, 2, 1]
        #expect(a == b)
        var c = b
        c.remove(3)
        #expect(a != c)
    }

    /// Ids come out lowest level first; an id inserted below the level being
    /// drained comes out next.
    @Test func dirtyQueueDrainsByLevel() {
        var queue = DirtyQueue()
        queue.insert(7, level: 2)
        queue.insert(3, level: 0)
        queue.insert(5, level: 1)
        #expect(queue.popLowest() == 3)
        #expect(queue.popLowest() == 5)
        queue.insert(9, level: 0)
        #expect(queue.count == 2)
        #expect(queue.popLowest() == 9)
        #expect(queue.popLowest() == 7)
        #expect(queue.popLowest() == nil)
        #expect(queue.isEmpty)
        queue.insert(1, level: 4)
        queue.removeAll()
        #expect(queue.popLowest() == nil)
        // Emptied or drained, the queue starts again from whatever level
        // comes first, high or low.
        queue.insert(2, level: 3)
        queue.insert(4, level: 1)
        #expect(queue.popLowest() == 4)
        #expect(queue.popLowest() == 2)
        queue.insert(6, level: 0)
        queue.insert(8, level: 4)
        #expect(queue.popLowest() == 6)
        #expect(queue.popLowest() == 8)
        #expect(queue.popLowest() == nil)
    }

    /// Levels far apart, across the words of the queue's bitmap of levels,
    /// come out in order, with insertions below and above the level being
    /// drained; a level emptied and filled again is found again.
    @Test func dirtyQueueFindsLevelsFarApart() {
        var queue = DirtyQueue()
        queue.insert(10, level: 200)
        queue.insert(11, level: 65)
        queue.insert(12, level: 3)
        queue.insert(13, level: 65)
        #expect(queue.popLowest() == 12)
        let first = queue.popLowest()
        let second = queue.popLowest()
        #expect(Set([first, second]) == [11, 13])
        queue.insert(14, level: 64)
        queue.insert(15, level: 130)
        queue.insert(16, level: 63)
        #expect(queue.popLowest() == 16)
        #expect(queue.popLowest() == 14)
        #expect(queue.popLowest() == 15)
        queue.insert(17, level: 65)
        #expect(queue.popLowest() == 17)
        #expect(queue.popLowest() == 10)
        #expect(queue.popLowest() == nil)
        queue.insert(18, level: 127)
        queue.insert(19, level: 128)
        queue.removeAll()
        #expect(queue.popLowest() == nil)
        queue.insert(20, level: 128)
        #expect(queue.popLowest() == 20)
        #expect(queue.isEmpty)
    }
}
