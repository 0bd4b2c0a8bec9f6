/// Taking back a change that must be refused, without copying the tableau.
///
/// A required change that turns out impossible (a constant no layout can
/// take) must leave the solver exactly as it was. Keeping a copy of the
/// whole tableau for that made every such change cost a copy of every row
/// and column on first write — a rotation or a width change in a 10000-view
/// layout spent a third of its time there. A checkpoint instead copies only
/// the plain arrays (kinds, levels, values: a memcpy) and has the tableau
/// note each row and column the first time it is written; rolling back puts
/// those back.
extension Tableau {
    /// The state to return to, but for rows and columns (see `RowJournal`).
    struct Checkpoint: Sendable {
        fileprivate var tableau: Tableau
    }

    /// Starts noting rows and columns as they are first written; returns
    /// the rest of the state. Checkpoints nest: each is committed or rolled
    /// back before the one outside it (a change inside an exploration).
    mutating func checkpoint() -> Checkpoint {
        let kept = withoutRowsAndColumns()
        beginJournal()
        return Checkpoint(tableau: kept)
    }

    /// Keeps the changes made since the innermost `checkpoint()` and stops
    /// noting them for it.
    mutating func commit() { endJournal() }

    /// Puts the tableau back exactly as it was at `checkpoint`.
    mutating func rollBack(to checkpoint: Checkpoint) {
        var restored = checkpoint.tableau
        moveOriginalRowsAndColumns(into: &restored)
        self = restored
    }
}

/// The rows and columns of a tableau as they were at a checkpoint, each
/// saved the first time it is written after it.
struct RowJournal: Sendable {
    /// Symbols that existed at the checkpoint; later ones are dropped on roll-back.
    let symbolCount: Int
    /// What is saved of each row: nothing, its constant, or all of it.
    private var rowSaved: [Saved]
    private var columnSaved: [Bool]
    private(set) var rows: [(index: Int, row: Row?)] = []
    /// Original constants of rows whose cells were not written when saved;
    /// rolling back puts them back after `rows`.
    private(set) var constants: [(index: Int32, constant: Double)] = []
    private(set) var columns: [(index: Int, column: ColumnSet)] = []

    private enum Saved: UInt8 { case nothing, constant, row }

    init(symbolCount: Int) {
        self.symbolCount = symbolCount
        rowSaved = Array(repeating: .nothing, count: symbolCount)
        columnSaved = Array(repeating: false, count: symbolCount)
    }

    /// Saves `row` as the original of row `index` unless one is saved. If
    /// only its constant was, the row saved here carries a changed
    /// constant, which the saved one corrects on roll-back.
    @inline(__always)
    mutating func save(row index: Int, _ row: Row?) {
        guard index < symbolCount, rowSaved[index] != .row else { return }
        rowSaved[index] = .row
        rows.append((index, row))
    }

    /// Saves `constant`, about to change, as the original constant of row
    /// `index` (which exists) unless something of that row is saved.
    @inline(__always)
    mutating func save(constant index: Int, _ constant: Double) {
        guard index < symbolCount, rowSaved[index] == .nothing else { return }
        rowSaved[index] = .constant
        constants.append((Int32(index), constant))
    }

    /// Saves `column` as the original of column `index` unless one is saved.
    @inline(__always)
    mutating func save(column index: Int, _ column: ColumnSet) {
        guard index < symbolCount, !columnSaved[index] else { return }
        columnSaved[index] = true
        columns.append((index, column))
    }
}
