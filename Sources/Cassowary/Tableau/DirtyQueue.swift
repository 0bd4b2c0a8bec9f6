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
/// when it can help it: an empty queue's `lowest` is past every level, and
/// the first insertion brings it down to its own.
struct DirtyQueue: Sendable, Equatable {
    /// First id queued at each level, or −1.
    private var heads: [Int32] = []
    /// The id queued after `id` at its level, or −1.
    private var next: [Int32] = []
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
        }
        if Int(id) >= next.count {
            next.append(contentsOf: repeatElement(-1, count: Int(id) - next.count + 1))
        }
        next[Int(id)] = heads[index]
        heads[index] = id
        lowest = min(lowest, index)
        count += 1
    }

    /// Takes an id of the lowest level queued, or nil when empty.
    mutating func popLowest() -> Int32? {
        guard count > 0 else { return nil }
        while heads[lowest] < 0 { lowest += 1 }
        let id = heads[lowest]
        heads[lowest] = next[Int(id)]
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
        }
        lowest = Int.max
        count = 0
    }
}
