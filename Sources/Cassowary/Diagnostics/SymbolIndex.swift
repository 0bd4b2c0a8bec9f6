/// A number (0 or more) for some of the solver's symbols, by symbol index:
/// hashed while few symbols have one, then an array as long as the
/// symbols.
///
/// An update of the kept ambiguity analysis numbers a handful of symbols
/// among a hundred thousand. An array for all of them, made afresh for each
/// update, cost more than the update itself: its filling and growing grew
/// with the layout, and so did each statement's cost. A fresh analysis
/// numbers thousands, and reads them from the array.
struct SymbolIndex: Sendable {
    /// By symbol index, the number, -1 for none; used once `isDense`.
    private var dense: [Int32] = []
    /// Until then, the symbols numbered and their numbers, side by side: a
    /// `ColumnSet` hashes an id with a multiply, where a `Dictionary`'s
    /// SipHash made a stack of a hundred labels load a tenth slower.
    private var keys = ColumnSet()
    private var values: [Int32] = []
    private var isDense = false

    /// Past this many symbols numbered, the array is made.
    static let sparseLimit = 512

    /// The number of the symbol at `index`, nil when it has none.
    subscript(_ index: Int) -> Int32? {
        if isDense { return index < dense.count && dense[index] >= 0 ? dense[index] : nil }
        return keys.position(of: Int32(truncatingIfNeeded: index)).map { values[$0] }
    }

    /// Numbers the symbol at `index` with `value` (0 or more).
    mutating func set(_ index: Int, _ value: Int32) {
        if isDense {
            if index >= dense.count {
                dense += repeatElement(-1, count: max(index + 1, 2 * dense.count) - dense.count)
            }
            dense[index] = value
            return
        }
        let id = Int32(truncatingIfNeeded: index)
        if let position = keys.position(of: id) {
            values[position] = value
            return
        }
        keys.insert(id)
        values.append(value)
        if values.count > Self.sparseLimit { makeDense() }
    }

    /// Moves the numbers into the array.
    private mutating func makeDense() {
        dense = [Int32](repeating: -1, count: Int(keys.members.max() ?? 0) + 1)
        for (key, value) in zip(keys.members, values) { dense[Int(key)] = value }
        keys = ColumnSet()
        values = []
        isDense = true
    }
}
