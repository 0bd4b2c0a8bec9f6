/// The values of external symbols: kept in `values` as the definitions
/// change, and brought up to date level by level (`updateValues`).
extension Tableau {
    /// Queues external `s` for `updateValues`, once.
    mutating func markDirty(_ s: Symbol) {
        guard !isDirty[s.index] else { return }
        if journal.isOpen { journal.note(.flag(s.id, false)) }
        isDirty[s.index] = true
        dirty.insert(s.id, level: levels[s.index])
    }

    /// A parametric external is 0. Its cached value is zeroed at once, rather
    /// than at the next update, so that `values` holds 0 for every symbol that
    /// is not a basic external and evaluation need not ask whether a reference
    /// is basic; the definitions that read the old value are queued instead.
    mutating func zeroValue(of key: Symbol) {
        guard values[key.index] != 0 || values[key.index].sign == .minus else { return }
        valueLog?.append((key.id, values[key.index]))
        values[key.index] = 0
        for dependent in columns[key.index] where kinds[Int(dependent)] == .external {
            markDirty(Symbol(dependent))
        }
    }

    /// Whether some external value may be stale.
    var needsUpdate: Bool { !dirty.isEmpty }

    /// Recomputes the values of externals whose definitions changed, and of
    /// whatever depends on them, lowest level first; stops where a value comes
    /// out unchanged. When much is stale (a fresh build, heavy churn), or the
    /// last update changed much (an edit every frame depends on), it is
    /// cheaper to evaluate every definition once in level order. Either way
    /// each value is its definition evaluated on final inputs, so the choice
    /// never changes a value.
    mutating func updateValues() {
        guard !dirty.isEmpty else { return }
        if updatesWidely || dirty.count * 4 > externals.count {
            recomputeAllValues()
            return
        }
        // The hot loop of every edit: it works on buffer pointers, so that no
        // array checks its uniqueness on each write, and on a queue it owns.
        var queue = dirty
        dirty = DirtyQueue()
        var evaluated = 0
        // Past this, the change is spreading to much of the layout (a
        // rotation): the rest is cheaper as one pass in order. Every value
        // queued will be evaluated, so the walk gives up as soon as those
        // evaluated and those queued pass it: a rotation of 10000 views
        // found out after 10000 evaluations what its queue showed after 2500.
        let widely = externals.count / 4
        let recording = valueLog != nil
        var log: [(id: Int32, old: Double)] = []
        // Flags written while a checkpoint is open, for it to set back.
        let journaling = journal.isOpen
        var flags: [(id: Int32, was: Bool)] = []
        rows.withUnsafeBufferPointer { rows in
            columns.withUnsafeBufferPointer { columns in
                levels.withUnsafeBufferPointer { levels in
                    values.withUnsafeMutableBufferPointer { values in
                        isDirty.withUnsafeMutableBufferPointer { isDirty in
                            while evaluated + queue.count <= widely, let next = queue.popLowest() {
                                let index = Int(next)
                                isDirty[index] = false
                                if journaling { flags.append((next, true)) }
                                evaluated += 1
                                var value = 0.0
                                if let row = rows[index] {
                                    value = row.constant
                                    for cell in row.cells { value += cell.coefficient * values[cell.symbol.index] }
                                }
                                guard value != values[index] || value.sign != values[index].sign else { continue }
                                if recording { log.append((next, values[index])) }
                                values[index] = value
                                for dependent in columns[index].members where !isDirty[Int(dependent)] {
                                    // Only externals are ever marked, and only their values are read.
                                    guard kinds[Int(dependent)] == .external else { continue }
                                    isDirty[Int(dependent)] = true
                                    if journaling { flags.append((dependent, false)) }
                                    queue.insert(dependent, level: levels[Int(dependent)])
                                }
                            }
                        }
                    }
                }
            }
        }
        if recording { valueLog?.append(contentsOf: log) }
        for flag in flags { journal.note(.flag(flag.id, flag.was)) }
        if !queue.isEmpty {
            // What is still queued stays stale; the pass evaluates it and
            // everything after it (each value is its definition on final
            // inputs, so the values it already set come out the same).
            dirty = queue
            recomputeAllValues()
            updatesWidely = true
            return
        }
        queue.removeAll()
        dirty = queue
        updatesWidely = evaluated * 4 > externals.count
    }

    /// Evaluates every external in (level, id) order, so references are
    /// always evaluated before what names them, and notes whether a change
    /// spread so far beyond what was stale that the next update should do
    /// the same.
    private mutating func recomputeAllValues() {
        // Its loop evaluates a definition as `updateValues` does; a shared helper
        // taking the log `inout` made W2's edits twice as slow, so the few lines stay twice.
        var stale = 0
        let journaling = journal.isOpen
        while let id = dirty.popLowest() {
            isDirty[Int(id)] = false
            if journaling { journal.note(.flag(id, true)) }
            stale += 1
        }
        order.refresh(externals: externals, rows: rows, levels: levels)
        let ids = order.ids
        var changed = 0
        let recording = valueLog != nil
        var log: [(id: Int32, old: Double)] = []
        rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                for id in ids {
                    let index = Int(id)
                    var value = 0.0
                    if let row = rows[index] {
                        value = row.constant
                        for cell in row.cells { value += cell.coefficient * values[cell.symbol.index] }
                    }
                    guard value != values[index] || value.sign != values[index].sign else { continue }
                    if recording { log.append((id, values[index])) }
                    values[index] = value
                    changed += 1
                }
            }
        }
        // Values that changed because they were stale say nothing of how far
        // the next edit spreads: after a build, where everything was stale,
        // the next statement's few changes are followed one by one.
        updatesWidely = (changed - min(changed, stale)) * 4 > externals.count
        if recording { valueLog?.append(contentsOf: log) }
    }

    /// Starts noting every external value written, with its old value.
    mutating func startRecordingValueChanges() { valueLog = [] }

    /// Stops recording; the externals whose value now differs from the one
    /// they had when recording started, with that value, by symbol id.
    mutating func stopRecordingValueChanges() -> [(symbol: Symbol, old: Double)] {
        guard let log = valueLog else { return [] }
        valueLog = nil
        var first: [Int32: Double] = [:]
        for entry in log where first[entry.id] == nil { first[entry.id] = entry.old }
        return first.keys.sorted().compactMap { id in
            guard let old = first[id], Int(id) < values.count, values[Int(id)] != old else { return nil }
            return (Symbol(id), old)
        }
    }

    /// The value of a row: parametric symbols are 0, basic externals their value.
    func evaluate(_ row: Row) -> Double {
        // `values` holds 0 for every symbol but a basic external (see
        // `zeroValue(of:)`; updates write externals only), so no test is needed.
        var sum = row.constant
        for cell in row.cells { sum += cell.coefficient * values[cell.symbol.index] }
        return sum
    }

    /// The current value of any symbol (parametric symbols are 0).
    func currentValue(_ s: Symbol) -> Double {
        // An external's cached value is 0 while it is parametric (see
        // `zeroValue(of:)`): no need to look at, and copy, its row.
        if kinds[s.index] == .external { return values[s.index] }
        return rows[s.index]?.constant ?? 0
    }
}
