/// Coefficients summed by symbol id, for summing free parts cell by cell
/// (`FreeParts`); `Tableau.expanded` sums in `SymbolSums` instead, kept
/// from one expansion to the next.
///
/// Open addressing with a multiplicative hash: a free part down a chain
/// sums thousands of cells, one addition each, and `Dictionary`'s
/// seeded hashing of every key was most of that cost. Each coefficient is
/// summed in the order its terms arrive, starting from 0 as `Dictionary`'s
/// `default: 0` did, so the sums are the same to the bit.
struct SymbolAccumulator {
    private struct Slot {
        /// -1 for an empty slot.
        var id: Int32 = -1
        /// Taken out (`take`): it keeps its place in the probe sequence,
        /// and an `add` puts it back.
        var taken = false
        var sum = 0.0
    }

    private var slots: [Slot]
    /// Slots in the order their ids first arrived.
    private var filled: [Int] = []
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
    }

    /// Adds `c` to the sum of `id`; true when `id` had none (never added,
    /// or taken out since).
    @inline(__always) @discardableResult
    mutating func add(_ id: Int32, _ c: Double) -> Bool {
        let slot = self.slot(of: id)
        if slots[slot].id == id {
            if !slots[slot].taken {
                slots[slot].sum += c
                return false
            }
            slots[slot].taken = false
            slots[slot].sum = 0 + c
            return true
        }
        slots[slot] = Slot(id: id, taken: false, sum: 0 + c)
        filled.append(slot)
        if 2 * filled.count > mask { grow() }
        return true
    }

    /// Takes out the sum of `id`, or nil when it has none.
    mutating func take(_ id: Int32) -> Double? {
        let slot = self.slot(of: id)
        guard slots[slot].id == id, !slots[slot].taken else { return nil }
        slots[slot].taken = true
        return slots[slot].sum
    }

    /// Every id with a sum (not taken out), and the sum, in arrival order.
    var entries: [(id: Int32, sum: Double)] {
        filled.compactMap { slots[$0].taken ? nil : (slots[$0].id, slots[$0].sum) }
    }

    /// The slot holding `id`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of id: Int32) -> Int {
        // Fibonacci hashing spreads consecutive ids over the table.
        var slot = Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while slots[slot].id != -1, slots[slot].id != id { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        let oldFilled = filled
        slots = [Slot](repeating: Slot(), count: 2 * (mask + 1))
        mask = slots.count - 1
        filled = []
        filled.reserveCapacity(oldFilled.count)
        for s in oldFilled {
            let slot = self.slot(of: old[s].id)
            slots[slot] = old[s]
            filled.append(slot)
        }
    }
}
