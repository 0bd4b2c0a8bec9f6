/// Basic externals whose value may be stale, taken out lowest definition level first.
///
/// One list per level rather than a heap: levels are small integers, and
/// within a level the order does not matter — a definition names only
/// definitions of lower levels, so each value is a function of values that
/// are already final when its level is reached. A symbol is queued at most
/// once (the tableau keeps an `isDirty` flag), so the lists are intrusive:
/// `next[id]` links them, and inserting and taking are O(1) with no
/// allocation once the arrays have grown. Should a value be inserted below
/// the level being drained (a level that went stale), draining resumes from
/// there, so the result is the same fixed point a heap would reach.
///
/// Levels grow with the length of a chain of definitions (a label pinned
/// below the last one, a thousand times), so nothing here scans the levels
/// one by one: an empty queue's `lowest` is past every level, the first
/// insertion brings it down to its own, and the next level holding
/// anything is found in a bitmap of the levels, 64 at a time (a statement
/// that stales a level-0 value and the chain's last label went up the
/// chain's length level by level).
struct DirtyQueue: Sendable, Equatable {
    /// First id queued at each level, or −1.
    private var heads: [Int32] = []
    /// The id queued after `id` at its level, or −1.
    private var next: [Int32] = []
    /// Bit `level % 64` of word `level / 64`: whether that level holds anything.
    private var occupied: [UInt64] = []
    /// No level below this one holds anything (`Int.max` when empty).
    private var lowest = Int.max
    /// How many ids are queued.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Queues symbol `id`, whose definition has level `level`; `id` must not be queued.
    mutating func insert(_ id: Int32, level: Int32) {
        let index = Int(level)
        if index >= heads.count {
            heads.append(contentsOf: repeatElement(-1, count: index - heads.count + 1))
            occupied.append(contentsOf: repeatElement(0, count: index / 64 + 1 - occupied.count))
        }
        if Int(id) >= next.count {
            next.append(contentsOf: repeatElement(-1, count: Int(id) - next.count + 1))
        }
        next[Int(id)] = heads[index]
        heads[index] = id
        occupied[index / 64] |= 1 << UInt64(index % 64)
        lowest = min(lowest, index)
        count += 1
    }

    /// Takes an id of the lowest level queued, or nil when empty.
    mutating func popLowest() -> Int32? {
        guard count > 0 else { return nil }
        if heads[lowest] < 0 { lowest = firstOccupied(from: lowest) }
        let id = heads[lowest]
        heads[lowest] = next[Int(id)]
        if heads[lowest] < 0 { occupied[lowest / 64] &= ~(1 << UInt64(lowest % 64)) }
        count -= 1
        if count == 0 { lowest = Int.max }
        return id
    }

    /// Empties the queue. Drained, every level's list is already empty:
    /// emptying then costs nothing, where clearing each level cost the
    /// length of the longest chain after every update of values.
    mutating func removeAll() {
        if count > 0 {
            for index in heads.indices { heads[index] = -1 }
            for word in occupied.indices { occupied[word] = 0 }
        }
        lowest = Int.max
        count = 0
    }

    /// Storage of its own (see `UniqueStorage`): a copy of the solver (an
    /// undo point) shares the arrays, and the next statement's first insert
    /// past their end copied `next`, as long as the symbols, into fresh memory.
    mutating func makeStorageUnique() {
        heads.makeUnique()
        next.makeUnique()
        occupied.makeUnique()
    }

    /// Whether any of its arrays is the same buffer as `other`'s (for tests).
    func sharesStorage(with other: DirtyQueue) -> Bool {
        func base<T>(_ a: [T]) -> UnsafeRawPointer? { a.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        return [(base(heads), base(other.heads)), (base(next), base(other.next)), (base(occupied), base(other.occupied))]
            .contains { $0.0 != nil && $0.0 == $0.1 }
    }

    /// The first level at or above `level` that holds anything; the queue
    /// must not be empty there.
    private func firstOccupied(from level: Int) -> Int {
        var word = level / 64
        // The bits of the first word below `level` are cleared.
        var bits = occupied[word] & (~0 << UInt64(level % 64))
        while bits == 0 {
            word += 1
            bits = occupied[word]
        }
        return word * 64 + bits.trailingZeroBitCount
    }
}
