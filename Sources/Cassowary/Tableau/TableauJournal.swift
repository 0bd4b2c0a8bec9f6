/// What the open checkpoints of a tableau need to put its rows and columns
/// back: one log of the writes since the outermost opened, each with what
/// undoes it, oldest first, and a mark per checkpoint where its part begins.
///
/// A checkpoint costs what is written while it is open, never what the
/// tableau holds: nothing is copied or allocated per symbol when one opens,
/// and a column is logged one insertion or removal at a time rather than
/// copied whole on its first write (a column may list every row of a long
/// chain, and phase one writes dozens of them for each constraint it adds).
/// A row is saved once per checkpoint, when first written: serials rise
/// with each checkpoint opened, and a row stamped with one at least the
/// innermost's was saved since it opened. The outer ones need no stamp of
/// their own: their part of the log holds the inner ones', and undoing it
/// newest first leaves each row as its earliest entry there says.
struct TableauJournal: Sendable {
    /// A write to a row or column, with what undoes it.
    enum Write: Sendable {
        /// The row of the symbol at index was this (nil: parametric).
        case row(Int32, Row?)
        /// The row's constant was this; its cells were not written.
        case constant(Int32, Double)
        /// `id` was appended to the column (it is its last member).
        case inserted(column: Int32, id: Int32)
        /// `id` was removed from the column at this position.
        case removed(column: Int32, id: Int32, position: Int32)
        /// The column was replaced whole; it was this.
        case column(Int32, ColumnSet)
        /// The symbol's dirty flag was this (see `Tableau.isDirty`).
        case flag(Int32, Bool)
    }

    /// Where a checkpoint's part of the log begins, and what else it needs.
    struct Mark: Sendable {
        /// `writes.count` when it opened.
        let count: Int
        /// Symbols that existed then; later ones are dropped on roll-back.
        let symbolCount: Int
        let serial: UInt32
        /// The objective's journal mark (see `Objective.beginJournal`).
        let costs: Int
    }

    private(set) var writes: [Write] = []
    private(set) var marks: [Mark] = []
    /// The serial of the checkpoint each row was last saved for, whole or
    /// only its constant, by symbol index (shorter: never saved).
    private var rowSaved: [UInt32] = []
    private var constantSaved: [UInt32] = []
    private var serial: UInt32 = 0

    /// Whether a checkpoint is open.
    var isOpen: Bool { !marks.isEmpty }

    /// Opens a checkpoint inside those open.
    mutating func open(symbolCount: Int, costs: Int) {
        if serial == .max {
            // Every stamp is from an older checkpoint: none can be taken for this one's.
            rowSaved = []
            constantSaved = []
            serial = 0
        }
        serial += 1
        marks.append(Mark(count: writes.count, symbolCount: symbolCount, serial: serial, costs: costs))
    }

    /// Whether row `index` must be saved whole for the innermost checkpoint.
    @inline(__always)
    func needsRow(_ index: Int) -> Bool {
        guard let mark = marks.last, index < mark.symbolCount else { return false }
        return index >= rowSaved.count || rowSaved[index] < mark.serial
    }

    /// Saves `row` as the original of row `index` (see `needsRow`).
    mutating func save(row index: Int, _ row: Row?) {
        Self.stamp(&rowSaved, index, serial)
        writes.append(.row(Int32(index), row))
    }

    /// Whether the constant of row `index` must be saved for the innermost
    /// checkpoint: nothing of the row is saved yet.
    @inline(__always)
    func needsConstant(_ index: Int) -> Bool {
        guard let mark = marks.last, index < mark.symbolCount else { return false }
        return (index >= rowSaved.count || rowSaved[index] < mark.serial)
            && (index >= constantSaved.count || constantSaved[index] < mark.serial)
    }

    /// Saves `constant`, about to change, as the original constant of row `index`.
    mutating func save(constant index: Int, _ constant: Double) {
        Self.stamp(&constantSaved, index, serial)
        writes.append(.constant(Int32(index), constant))
    }

    /// Notes a write to a column (any symbol: a column made since is
    /// dropped on roll-back, and its entries skipped).
    @inline(__always)
    mutating func note(_ write: Write) { writes.append(write) }

    private static func stamp(_ stamps: inout [UInt32], _ index: Int, _ serial: UInt32) {
        if index >= stamps.count { stamps.append(contentsOf: repeatElement(0, count: index - stamps.count + 1)) }
        stamps[index] = serial
    }

    /// Keeps the writes of the innermost checkpoint (for those outside it,
    /// if any) and closes it.
    mutating func commit() {
        _ = marks.popLast()
        if marks.isEmpty { writes.removeAll(keepingCapacity: true) }
    }

    /// Closes the innermost checkpoint and undoes its writes, newest first,
    /// on `rows`, `columns` and the dirty flags `isDirty` (which still hold
    /// the symbols made since), appending to `flagged` each symbol whose
    /// flag it sets back; returns its mark, nil if none is open.
    mutating func rollBack(rows: inout [Row?], columns: inout [ColumnSet], isDirty: inout [Bool],
                           flagged: inout [Int32]) -> Mark? {
        guard let mark = marks.popLast() else { return nil }
        let limit = mark.symbolCount
        while writes.count > mark.count, let write = writes.popLast() {
            switch write {
            case .row(let index, let row):
                Self.unstamp(&rowSaved, index)
                if Int(index) < limit { rows[Int(index)] = row }
            case .constant(let index, let constant):
                Self.unstamp(&constantSaved, index)
                if Int(index) < limit { rows[Int(index)]?.constant = constant }
            case .inserted(let column, let id):
                if Int(column) < limit { columns[Int(column)].remove(id) }
            case .removed(let column, let id, let position):
                if Int(column) < limit { columns[Int(column)].restore(id, at: Int(position)) }
            case .column(let index, let column):
                if Int(index) < limit { columns[Int(index)] = column }
            case .flag(let index, let was):
                if Int(index) < isDirty.count { isDirty[Int(index)] = was }
                flagged.append(index)
            }
        }
        if marks.isEmpty { writes.removeAll(keepingCapacity: true) }
        return mark
    }

    /// A row saved for a checkpoint that is rolled back is as it was: a
    /// checkpoint outside it, if it has no entry of its own for the row
    /// (the entry was the inner one's), must save it again.
    private static func unstamp(_ stamps: inout [UInt32], _ index: Int32) {
        if Int(index) < stamps.count { stamps[Int(index)] = 0 }
    }
}
