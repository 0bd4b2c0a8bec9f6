/// Taking back a change that must be refused, without copying the tableau.
///
/// A required change that turns out impossible (a constant no layout can
/// take) must leave the solver exactly as it was. Keeping a copy of the
/// whole tableau for that made every such change cost a copy of every row
/// and column on first write — a rotation or a width change in a 10000-view
/// layout spent a third of its time there. A checkpoint instead keeps the
/// plain arrays (kinds, levels, values: copied on first write, a memcpy)
/// and has the tableau log each row it writes, each insertion into and
/// removal from a column, each dirty flag it sets or clears, and each
/// objective coefficient (see `TableauJournal`, `CostWrite`); rolling back
/// undoes them. The dirty flags and queue are the ones written at every
/// change: shared with the checkpoint, the first row a changed constant
/// marks stale copied both, and `:rotate` of a form of 10000 views, which
/// changes thousands of required constants, spent two fifths of its time
/// in those copies.
extension Tableau {
    /// The state to return to, but for rows, columns and objective
    /// coefficients, which the journal puts back.
    struct Checkpoint: Sendable {
        fileprivate var tableau: Tableau
    }

    /// Starts logging writes; returns the rest of the state. Checkpoints
    /// nest: each is committed or rolled back before the one outside it (a
    /// change inside an exploration).
    mutating func checkpoint() -> Checkpoint {
        var kept = self
        kept.rows = []
        kept.columns = []
        kept.isDirty = []
        kept.dirty = DirtyQueue()
        kept.journal = TableauJournal()
        // Shared with the copy, the next expansion would copy it whole.
        kept.expansionScratch = ExpansionScratch()
        kept.objective = objective.withoutCoefficients()
        journal.open(symbolCount: symbolCount, costs: objective.beginJournal())
        return Checkpoint(tableau: kept)
    }

    /// Keeps the changes made since the innermost `checkpoint()` and stops
    /// logging them for it.
    mutating func commit() {
        journal.commit()
        objective.endJournal(outermost: !journal.isOpen)
    }

    /// Puts the tableau back exactly as it was at `checkpoint`.
    mutating func rollBack(to checkpoint: Checkpoint) {
        var restored = checkpoint.tableau
        swap(&restored.rows, &rows)
        swap(&restored.columns, &columns)
        swap(&restored.journal, &journal)
        swap(&restored.expansionScratch, &expansionScratch)
        swap(&restored.isDirty, &isDirty)
        swap(&restored.dirty, &dirty)
        var flagged: [Int32] = []
        if let mark = restored.journal.rollBack(rows: &restored.rows, columns: &restored.columns,
                                                isDirty: &restored.isDirty, flagged: &flagged) {
            restored.rows.removeSubrange(mark.symbolCount...)
            restored.columns.removeSubrange(mark.symbolCount...)
            if restored.isDirty.count > mark.symbolCount { restored.isDirty.removeSubrange(mark.symbolCount...) }
            restored.objective.takeCoefficients(from: &objective, undoingTo: mark.costs,
                                                outermost: !restored.journal.isOpen)
        }
        restored.requeueDirty(flagged)
        self = restored
    }

    /// Makes the dirty queue hold exactly the symbols whose flag is set,
    /// after a roll-back set flags back: each is either still queued or
    /// among `flagged` (whose flags the roll-back wrote).
    private mutating func requeueDirty(_ flagged: [Int32]) {
        var candidates = flagged
        while let id = dirty.popLowest() { candidates.append(id) }
        dirty.removeAll()
        var queued: [Int32] = []
        // Each flag is cleared as its symbol is taken, so a symbol met twice is taken once.
        for id in candidates where Int(id) < isDirty.count && isDirty[Int(id)] {
            isDirty[Int(id)] = false
            queued.append(id)
        }
        for id in queued {
            isDirty[Int(id)] = true
            dirty.insert(id, level: levels[Int(id)])
        }
    }

    /// Stops logging for every open checkpoint (for a copy, which is part of none).
    mutating func endAllJournals() {
        journal = TableauJournal()
        objective.endAllJournals()
    }

    // MARK: Writes

    /// Saves row `index` for the open checkpoints before it is written.
    @inline(__always)
    mutating func saveRow(_ index: Int) {
        if journal.needsRow(index) { journal.save(row: index, rows[index]) }
        writeLog?.note(Int32(index))
    }

    /// Like `saveRow` for a write that changes only the row's constant:
    /// the journal keeps the number, not a reference to the cells. A
    /// rotation shifts the constants of thousands of rows; retaining each
    /// row's cells for the journal, and releasing them at the commit, were
    /// atomic writes to cold cache lines, one row at a time.
    @inline(__always)
    mutating func saveConstant(_ index: Int) {
        // The constant alone is read: passing the row would retain its cells.
        if journal.needsConstant(index), let constant = rows[index]?.constant {
            journal.save(constant: index, constant)
        }
        writeLog?.note(Int32(index))
    }

    /// Adds row `id` to the column of the symbol at `index`.
    @inline(__always)
    mutating func insert(_ id: Int32, intoColumn index: Int) {
        writeLog?.note(Int32(index))
        guard journal.isOpen else { columns[index].insert(id); return }
        if columns[index].insert(id) { journal.note(.inserted(column: Int32(index), id: id)) }
    }

    /// Removes row `id` from the column of the symbol at `index`.
    @inline(__always)
    mutating func remove(_ id: Int32, fromColumn index: Int) {
        writeLog?.note(Int32(index))
        guard journal.isOpen else { columns[index].remove(id); return }
        if let position = columns[index].removePosition(of: id) {
            journal.note(.removed(column: Int32(index), id: id, position: Int32(position)))
        }
    }

    /// Empties the column of the symbol at `index` and returns what it held.
    mutating func takeColumn(_ index: Int) -> ColumnSet {
        writeLog?.note(Int32(index))
        var column = ColumnSet()
        swap(&column, &columns[index])
        if journal.isOpen { journal.note(.column(Int32(index), column)) }
        return column
    }
}
