import HeapModule

/// The simplex tableau: rows keyed by basic symbol, a column index, the objective.
///
/// Rows of restricted basic symbols (slacks, errors) and the objective are
/// written in parametric symbols only, as in kiwi. Rows of basic *external*
/// symbols (user variables) are *definitions* and may also name other basic
/// externals made before them ("lazy references"): `left₅ = left₄ + width₄ + 8`
/// stays three cells instead of filling in with every earlier view's symbols.
/// A definition's `level` is one more than the levels it references, so
/// expanding a definition, and propagating new values, walks the references
/// in level order and touches only what depends on what changed. Definitions
/// never take part in the simplex: no restricted row or objective names a
/// basic external, and only restricted rows may leave the basis.
///
/// `columns[s]` lists the rows whose cells name `s`, so substituting a symbol,
/// the ratio test and edits touch only the rows that contain it.
struct Tableau: Sendable {
    private(set) var kinds: [SymbolKind] = []
    /// Rows by basic symbol. Written only by the tableau's own files, which
    /// keep `columns` and the journal in step (see `saveRow`).
    var rows: [Row?] = []
    /// Written only through `insert(_:intoColumn:)` and the like.
    var columns: [ColumnSet] = []
    /// Definition levels of basic externals (0 for rows in parametric symbols).
    private(set) var levels: [Int32] = []
    /// The lexicographic objective (errors of optional constraints by priority).
    var objective = Objective()
    /// Phase-one objective while a constraint is added through an artificial variable.
    var artificial: Objective?
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible = Heap<Int32>()
    /// Rows of redundant equalities (a dummy as a sum of dummies) whose constant
    /// became non-zero: a contradiction no pivot can repair. Appended in column
    /// order, which is a Set's and varies between runs: read it through `min()`.
    var contradictions: [Int32] = []
    /// Cached values of external symbols (valid after `updateValues()`).
    var values: [Double] = []
    var dirty = DirtyQueue()
    var isDirty: [Bool] = []
    /// Ids of the external symbols, ascending: what a full value update visits.
    var externals: [Int32] = []
    /// `externals` in evaluation order, for a full value update.
    var order = EvaluationOrder()
    /// Whether the last value update changed so many values that the next
    /// one should evaluate every definition rather than follow dependents.
    var updatesWidely = false
    /// Pivots performed so far.
    var pivotCount = 0
    /// Cells substitutions wrote into rows so far (`SolverStatistics`).
    var cellsRewritten = 0
    /// The rows and columns written since each open checkpoint, with their
    /// originals (an exploration may hold one while a change inside it
    /// opens another). Written only through `saveRow`, `insert(_:intoColumn:)`
    /// and the like (Tableau+Checkpoint.swift).
    var journal = TableauJournal()
    /// While the ambiguity analysis keeps results: the symbols whose rows
    /// or columns were written since it last looked.
    var writeLog: WriteLog?
    /// While recording: each external whose value was written, with the
    /// value it had before (see `recordValueChanges`).
    var valueLog: [(id: Int32, old: Double)]?
    /// Working space of `expanded`, not state: a checkpoint leaves it out
    /// (see `checkpoint()`).
    var expansionScratch = ExpansionScratch()

    struct DirtyKey: Comparable, Sendable {
        let level: Int32
        let id: Int32
        static func < (a: DirtyKey, b: DirtyKey) -> Bool {
            a.level != b.level ? a.level < b.level : a.id < b.id
        }
    }

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    /// Makes a new symbol of `kind`; ids follow creation order.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        levels.append(0)
        values.append(0)
        isDirty.append(false)
        if kind == .external {
            externals.append(symbol.id)
            order.invalidate()
        }
        return symbol
    }

    /// Makes room for `count` symbols in all.
    mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(count)
        rows.reserveCapacity(count)
        columns.reserveCapacity(count)
        levels.reserveCapacity(count)
        values.reserveCapacity(count)
        isDirty.reserveCapacity(count)
    }

    func kind(_ s: Symbol) -> SymbolKind { kinds[s.index] }
    func row(_ s: Symbol) -> Row? { rows[s.index] }
    func isBasic(_ s: Symbol) -> Bool { rows[s.index] != nil }
    func column(_ s: Symbol) -> ColumnSet { columns[s.index] }
    func level(_ s: Symbol) -> Int32 { levels[s.index] }
    func value(_ s: Symbol) -> Double { values[s.index] }

    /// Appends to `found` the symbols named in the rows of `keys` whose
    /// flag in `include` is set (a symbol past its end counts as unset).
    ///
    /// The rows are read in place, in a loop that does nothing else, so that
    /// the processor fetches many rows at once. Copying a row, or calling
    /// into code the compiler cannot see (growing `found`) while reading it,
    /// retains its cells: an atomic write, which on a row out of the cache
    /// waits for that row alone. Hence room first, then plain writes.
    func appendCells(of keys: [Int32], where include: [Bool], to found: inout [Int32]) {
        var room = 0
        rows.withUnsafeBufferPointer { rows in
            for key in keys { room += rows[Int(key)]?.cells.count ?? 0 }
        }
        let start = found.count
        found.append(contentsOf: repeatElement(0, count: room))
        var end = start
        found.withUnsafeMutableBufferPointer { found in
            rows.withUnsafeBufferPointer { rows in
                include.withUnsafeBufferPointer { include in
                    for key in keys {
                        guard let row = rows[Int(key)] else { continue }
                        for cell in row.cells where cell.symbol.index < include.count && include[cell.symbol.index] {
                            found[end] = cell.symbol.id
                            end += 1
                        }
                    }
                }
            }
        }
        found.removeLast(found.count - end)
    }

    /// Whether `s` appears nowhere: not basic, in no row, not in the objective.
    func isUnused(_ s: Symbol) -> Bool {
        rows[s.index] == nil && columns[s.index].isEmpty && !objective.contains(s)
    }

    // MARK: Rows

    /// Makes `row` the row of basic symbol `key`, with definition level `level`.
    mutating func insertRow(_ key: Symbol, _ row: Row, level: Int32 = 0) {
        for cell in row.cells { insert(key.id, intoColumn: cell.symbol.index) }
        saveRow(key.index)
        rows[key.index] = row
        // Written only when it changes: a restricted row is always at 0,
        // and a write would copy the levels a checkpoint shares.
        if levels[key.index] != level { levels[key.index] = level }
        if kinds[key.index] == .external {
            order.invalidate()
            markDirty(key)
        }
    }

    /// Removes and returns the row of `key`, which becomes parametric.
    @discardableResult
    mutating func removeRow(_ key: Symbol) -> Row {
        guard let row = rows[key.index] else { return Row() }
        for cell in row.cells { remove(key.id, fromColumn: cell.symbol.index) }
        saveRow(key.index)
        rows[key.index] = nil
        if kinds[key.index] == .external {
            order.invalidate()
            zeroValue(of: key)
        }
        return row
    }

    /// Adds `delta` to the constant of the row of `key` and notes what that affects.
    mutating func addToConstant(of key: Symbol, _ delta: Double) {
        guard rows[key.index] != nil else { return }
        saveConstant(key.index)
        rows[key.index]!.constant += delta
        noteChanged(key)
    }

    /// Adds `delta` × (the coefficient of `s`) to the constant of every row
    /// naming `s`: what moving parametric `s` by `delta` means for the basic
    /// symbols. Rows are changed in place, the column tells which.
    mutating func shiftConstants(naming s: Symbol, by delta: Double) {
        // The coefficients are read first, in a loop that does nothing else
        // (see `appendCells`): with the journal and the queue in the same
        // loop, a rotation of 10000 views waited for one row at a time.
        let members = columns[s.index].members
        var coefficients = [Double](repeating: 0, count: members.count)
        rows.withUnsafeBufferPointer { rows in
            for (k, id) in members.enumerated() {
                coefficients[k] = rows[Int(id)]?.coefficient(for: s) ?? 0
            }
        }
        for (k, id) in members.enumerated() where coefficients[k] != 0 {
            let index = Int(id)
            saveConstant(index)
            rows[index]!.constant += coefficients[k] * delta
            noteChanged(Symbol(id))
        }
    }

    /// Replaces the row of basic `key` by `row` (same meaning, new form).
    mutating func replaceRow(_ key: Symbol, with row: Row, level: Int32) {
        guard let old = rows[key.index] else { return }
        for cell in old.cells { remove(key.id, fromColumn: cell.symbol.index) }
        for cell in row.cells { insert(key.id, intoColumn: cell.symbol.index) }
        saveRow(key.index)
        rows[key.index] = row
        if levels[key.index] != level {
            if kinds[key.index] == .external { order.invalidate() }
            levels[key.index] = level
        }
        noteChanged(key)
    }

    /// Raises the level of definition `s` (see `relevel`).
    mutating func raiseLevel(of s: Symbol, to level: Int32) {
        guard levels[s.index] < level else { return }
        levels[s.index] = level
        order.invalidate()
    }

    /// Records what a change to the row of `key` means: a restricted row may
    /// have become infeasible; a definition's value must be recomputed.
    mutating func noteChanged(_ key: Symbol) {
        switch kinds[key.index] {
        case .external:
            markDirty(key)
        case .slack, .error:
            if let row = rows[key.index], row.constant < 0, !nearZero(row.constant) {
                infeasible.insert(key.id)
            }
        case .dummy:
            if let row = rows[key.index], !nearZero(row.constant) { contradictions.append(key.id) }
        }
    }

    /// Storage of its own for every large buffer (see `UniqueStorage`).
    mutating func makeStorageUnique() {
        kinds.makeUnique()
        rows.makeUnique()
        columns.makeUnique()
        levels.makeUnique()
        values.makeUnique()
        isDirty.makeUnique()
        externals.makeUnique()
        dirty.makeStorageUnique()
        objective.makeStorageUnique()
    }
}

extension Tableau {
    /// Drops the symbols made after the first `count` (they must be unused):
    /// undoes the symbol creation of a refused call.
    mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
        levels.removeSubrange(count...)
        values.removeSubrange(count...)
        isDirty.removeSubrange(count...)
        while let last = externals.last, Int(last) >= count { externals.removeLast() }
        order.invalidate()
    }
}
