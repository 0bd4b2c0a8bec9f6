/// The ids of the rows that name one symbol: a set, iterated as a dense array.
/// The diagnostics use it for their other sets of symbol ids too.
///
/// Columns are iterated on every substitution, ratio test and value update,
/// and changed on every merge, so they need cheap iteration and cheap
/// membership. `Set<Int32>` gives the second but hashes with SipHash and
/// iterates in an order seeded per process; here members live in an array
/// (iteration is a plain loop, in an order that depends only on the calls
/// made, so it is the same on every run), and past `linearLimit` members an
/// open-addressing table of positions (Fibonacci hashing, linear probing,
/// backward-shift deletion) keeps `insert`, `remove` and `contains` O(1);
/// once built, the table stays however small the set becomes (see `remove`).
/// Removal moves the last member into the hole.
struct ColumnSet: Sendable, Sequence {
    private(set) var members: [Int32] = []
    /// Position + 1 of a member in `members`, 0 for an empty slot; empty
    /// until the set first outgrows a linear scan.
    private var slots: [Int32] = []
    /// `slots.count - 1` (a power of two minus one).
    private var mask = 0
    /// Bits to shift the product right by to land in `slots`.
    private var shift = 0

    /// Up to this many members, a linear scan beats hashing.
    private static let linearLimit = 8

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }

    func makeIterator() -> IndexingIterator<[Int32]> { members.makeIterator() }

    func contains(_ id: Int32) -> Bool { slotIndex(of: id).found || (slots.isEmpty && members.contains(id)) }

    /// Where `id` is in `members`, or nil if it is not there.
    func position(of id: Int32) -> Int? {
        if slots.isEmpty { return members.firstIndex(of: id) }
        let (slot, found) = slotIndex(of: id)
        return found ? Int(slots[slot]) - 1 : nil
    }

    /// Adds `id`; returns false if it was there already.
    @discardableResult
    mutating func insert(_ id: Int32) -> Bool {
        if slots.isEmpty {
            if members.contains(id) { return false }
            members.append(id)
            if members.count > ColumnSet.linearLimit { rehash() }
            return true
        }
        let (slot, found) = slotIndex(of: id)
        if found { return false }
        members.append(id)
        slots[slot] = Int32(members.count)
        if members.count * 2 > slots.count { rehash() }
        return true
    }

    /// Removes `id`; returns false if it was not there.
    @discardableResult
    mutating func remove(_ id: Int32) -> Bool { removePosition(of: id) != nil }

    /// Removes `id` and returns where it was in `members` (the last member
    /// moves there), or nil if it was not there: what `restore` needs to
    /// undo the removal exactly.
    @discardableResult @inline(__always)
    mutating func removePosition(of id: Int32) -> Int? {
        if slots.isEmpty {
            guard let position = members.firstIndex(of: id) else { return nil }
            members.swapAt(position, members.count - 1)
            members.removeLast()
            return position
        }
        let (slot, found) = slotIndex(of: id)
        guard found else { return nil }
        let position = Int(slots[slot]) - 1
        deleteSlot(slot)
        let last = members.count - 1
        if position != last {
            let moved = members[last]
            members[position] = moved
            slots[slotIndex(of: moved).slot] = Int32(position + 1)
        }
        members.removeLast()
        // The table stays when the column shrinks, however far: a column
        // that shrank is likely to grow again (an edit clamped and released
        // pivots one row's symbols into every row and out again, and
        // rebuilding the tables of those columns, doubling from 16 slots,
        // was a fifth of each such edit), and it never costs more memory than
        // the column once needed.
        return position
    }

    /// Undoes `removePosition(of: id)`, which returned `position`: `id`
    /// goes back there and the member that took its place back to the end,
    /// so the members are in their old order (a journal rolling back undoes
    /// removals newest first, and iteration order must come back too).
    mutating func restore(_ id: Int32, at position: Int) {
        guard position < members.count else { insert(id); return }
        let moved = members[position]
        if !slots.isEmpty {
            // Found while `moved` is still where its slot says.
            slots[slotIndex(of: moved).slot] = Int32(members.count + 1)
        }
        members[position] = id
        members.append(moved)
        if slots.isEmpty {
            if members.count > ColumnSet.linearLimit { rehash() }
            return
        }
        slots[slotIndex(of: id).slot] = Int32(position + 1)
        if members.count * 2 > slots.count { rehash() }
    }

    /// Empties the set, keeping its storage for the rows that will name the
    /// symbol again (see `remove`).
    mutating func removeAll() {
        members.removeAll(keepingCapacity: true)
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    // MARK: The table

    /// The slot holding `id`, or the empty slot where probing for it stopped.
    private func slotIndex(of id: Int32) -> (slot: Int, found: Bool) {
        guard !slots.isEmpty else { return (0, false) }
        var slot = home(of: id)
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, false) }
            if members[Int(entry) - 1] == id { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    /// Fibonacci hashing: the top bits of `id × 2^32/φ`.
    private func home(of id: Int32) -> Int {
        Int((UInt32(bitPattern: id) &* 0x9E37_79B1) >> UInt32(shift)) & mask
    }

    /// Empties `slot` and moves later entries of its probe run back into the
    /// hole, so that no lookup stops early (linear probing needs no tombstones).
    private mutating func deleteSlot(_ slot: Int) {
        var hole = slot
        var probe = (slot + 1) & mask
        while slots[probe] != 0 {
            let home = home(of: members[Int(slots[probe]) - 1])
            // The entry may move into the hole if its home is not in (hole, probe].
            let distanceToProbe = (probe - home) & mask
            let distanceToHole = (probe - hole) & mask
            if distanceToProbe >= distanceToHole {
                slots[hole] = slots[probe]
                hole = probe
            }
            probe = (probe + 1) & mask
        }
        slots[hole] = 0
    }

    /// Rebuilds the table at twice to four times the member count.
    private mutating func rehash() {
        var capacity = 16
        while capacity < members.count * 4 { capacity <<= 1 }
        slots = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        shift = 32 - capacity.trailingZeroBitCount
        for (position, id) in members.enumerated() {
            var slot = home(of: id)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position + 1)
        }
    }
}

extension ColumnSet {
    /// Storage of its own (see `UniqueStorage`).
    mutating func makeUnique() {
        members.makeUnique()
        slots.makeUnique()
    }
}

extension ColumnSet: Equatable {
    /// Equal as sets: the order of members is an accident of history.
    static func == (lhs: ColumnSet, rhs: ColumnSet) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy(rhs.contains)
    }
}

extension ColumnSet: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Int32...) {
        for id in elements { insert(id) }
    }
}
