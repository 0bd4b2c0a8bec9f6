import HeapModule

/// Definitions: rows of basic externals that may name lower definitions
/// (a chain of rows stays a chain instead of filling in), and reading them
/// back in parametric symbols only.
extension Tableau {
    /// `row` with every basic external it names replaced by its definition,
    /// recursively: the same expression in parametric symbols only.
    ///
    /// References are expanded highest level first, so each definition is
    /// visited once with its whole coefficient however many paths reach it.
    mutating func expanded(_ row: Row) -> Row {
        expanded(row, budget: .max) ?? row
    }

    /// `row` with the basic externals of level `level` or more replaced by
    /// their definitions, recursively: the same expression, fit to be
    /// merged into a definition of that level (which may name lower ones).
    mutating func expanded(_ row: Row, keepingBelow level: Int32) -> Row {
        expanded(row, budget: .max, keepingBelow: level) ?? row
    }

    /// `expanded(row)`, or nil once more than `budget` cells have been read
    /// (the row's and its references' definitions'). Definitions of a level
    /// below `keepingBelow` are kept as references.
    mutating func expanded(_ row: Row, budget: Int, keepingBelow cutoff: Int32 = 0) -> Row? {
        guard row.cells.contains(where: { rows[$0.symbol.index] != nil && levels[$0.symbol.index] >= cutoff }) else { return row }
        // Taken out while in use, so that writing it copies nothing.
        var scratch = ExpansionScratch()
        swap(&scratch, &expansionScratch)
        defer { swap(&scratch, &expansionScratch) }
        let n = symbolCount
        return scratch.parametric.withRound(count: n) { parametric in
            scratch.pending.withRound(count: n) { pending in
                expanded(row, budget: budget, cutoff, &parametric, &pending)
            }
        }
    }

    /// `expanded(row, budget:)` summing into `parametric` and `pending`.
    private func expanded(_ row: Row, budget: Int, _ cutoff: Int32, _ parametric: inout SymbolSums.Round,
                          _ pending: inout SymbolSums.Round) -> Row? {
        var budget = budget - row.cells.count
        var constant = row.constant
        var queue = Heap<DirtyKey>()
        // Rows of level 0 name parametric symbols only (a definition names
        // lower levels), so the heap would pop them last, highest id first:
        // they are read that way from a list instead. A long chain reaches
        // many (each label's height in a stack), and in the heap each cost
        // a push and a pop at its full depth.
        var lowest: [Int32] = []
        func take(_ cell: Row.Cell, _ factor: Double) {
            let s = cell.symbol
            let c = factor * cell.coefficient
            if rows[s.index] != nil && levels[s.index] >= cutoff {
                guard pending.add(s.id, c) else { return }
                let level = levels[s.index]
                if level == 0 { lowest.append(s.id) } else { queue.insert(DirtyKey(level: level, id: s.id)) }
            } else {
                parametric.add(s.id, c)
            }
        }
        /// Reads the definition of `id` with its whole factor; false once
        /// past the budget.
        func read(_ id: Int32) -> Bool {
            guard let factor = pending.take(id), let definition = rows[Int(id)] else { return true }
            // References that cancel (`label.top − row.top`, both defined
            // through the same chain of rows above) stop here instead of
            // carrying a zero factor down the whole chain: on a stack of n
            // rows that made each such constraint cost O(n).
            if factor == 0 { return true }
            budget -= definition.cells.count
            if budget < 0 { return false }
            constant += factor * definition.constant
            for cell in definition.cells { take(cell, factor) }
            return true
        }
        for cell in row.cells { take(cell, 1) }
        repeat {
            while let next = queue.popMax() {
                if !read(next.id) { return nil }
            }
            let last = lowest.sorted(by: >)
            lowest.removeAll(keepingCapacity: true)
            for id in last {
                if !read(id) { return nil }
            }
        } while !queue.isEmpty || !lowest.isEmpty
        // Ids are distinct: sorted as plain integers. Definitions are read
        // highest first, so they arrive mostly highest id first: taken in
        // reverse, they are long ascending runs, which the sort merges
        // (left descending, they took the sort three times as long).
        var ids = parametric.ids
        ids.reverse()
        ids.sort()
        var cells: [Row.Cell] = []
        cells.reserveCapacity(ids.count)
        for id in ids {
            let sum = parametric.sum(of: id)
            if !nearZero(sum) { cells.append(Row.Cell(symbol: Symbol(id), coefficient: sum)) }
        }
        return Row(constant: constant, cells: cells)
    }

    /// Rewrites the definition of basic external `key` in parametric symbols only.
    mutating func expandDefinition(_ key: Symbol) {
        guard let row = rows[key.index] else { return }
        // Always level 0 afterwards, even when nothing changed: the references
        // that gave it a higher level may have become parametric since.
        replaceRow(key, with: expanded(row), level: 0)
    }

    /// Rewrites the definition of basic external `key` in parametric symbols
    /// only when that makes it shorter: after a substitution it may hold
    /// references and, beside them, their expansions, which cancel in value
    /// but not in cells. Finding out reads at most four times its cells.
    mutating func expandDefinitionIfShorter(_ key: Symbol) {
        guard levels[key.index] > 0, let row = rows[key.index],
              let written = expanded(row, budget: 4 * row.cells.count + 16),
              written.cells.count < row.cells.count else { return }
        replaceRow(key, with: written, level: 0)
    }

    /// The level a new definition naming `row`'s basic externals must have.
    func definitionLevel(for row: Row) -> Int32 {
        var level: Int32 = 0
        for cell in row.cells where rows[cell.symbol.index] != nil {
            level = max(level, levels[cell.symbol.index] + 1)
        }
        return level
    }

    /// How many new definitions `relevel` indexes by the symbols they name
    /// rather than asking each (a few short ones cost less asked).
    static let indexedDefinitions = 8

    /// The levels `symbols` take with `definitions` (their new rows, in
    /// order; the last is `subject`'s, which is parametric now), and the
    /// other definitions whose levels must rise, with their new levels, by
    /// id: every definition above what it names. With `keepingNamers` the
    /// definitions naming `subject` keep naming it; otherwise they are to
    /// take its expansion and name it no more. Nil when more than `limit`
    /// levels would rise, which a cycle always would (each turn round it
    /// raises them all again).
    ///
    /// Levels only rise along what names a changed definition, so the
    /// walk starts from the changed ones and stops where a level is
    /// already high enough; the levels it reaches are the least that
    /// order those definitions, whatever the order of the walk.
    func relevel(_ symbols: [Symbol], _ definitions: [Row], subject: Symbol,
                 keepingNamers: Bool, limit: Int) -> ([Int32], [(Symbol, Int32)])? {
        let changed = symbols.map(\.id)
        var level: [Int32: Int32] = [:]
        func current(_ id: Int32) -> Int32 { level[id] ?? levels[Int(id)] }
        for (k, definition) in definitions.enumerated() {
            var l: Int32 = 0
            for cell in definition.cells where rows[cell.symbol.index] != nil || changed.contains(cell.symbol.id) {
                // Definitions name definitions only: a restricted basic
                // symbol here would have to be written out.
                guard kinds[cell.symbol.index] == .external else { return nil }
                l = max(l, current(cell.symbol.id) + 1)
            }
            level[changed[k]] = l
        }
        // Which new definitions name each symbol, in order: a long chain
        // turned round asked each of them at every symbol raised, which
        // at 10000 views was a fifth of loading a stack that does not fit.
        let indexed = definitions.count >= Tableau.indexedDefinitions
        var namedBy: [Int32: [Int]] = [:]
        if indexed {
            for (k, definition) in definitions.enumerated() {
                for cell in definition.cells { namedBy[cell.symbol.id, default: []].append(k) }
            }
        }
        var stack = symbols
        var rises = 0
        while let s = stack.popLast() {
            guard let base = level[s.id], keepingNamers || s != subject else { continue }
            var namers: [Int32] = []
            for id in columns[s.index] where kinds[Int(id)] == .external && !changed.contains(id) { namers.append(id) }
            if indexed {
                for k in namedBy[s.id] ?? [] { namers.append(changed[k]) }
            } else {
                for (k, definition) in definitions.enumerated() where definition.contains(s) { namers.append(changed[k]) }
            }
            for id in namers where current(id) <= base {
                level[id] = base + 1
                rises += 1
                if rises > limit { return nil }
                stack.append(Symbol(id))
            }
        }
        let newLevels = changed.map { level[$0] ?? 0 }
        var raised: [(Symbol, Int32)] = []
        for (id, l) in level where !changed.contains(id) { raised.append((Symbol(id), l)) }
        raised.sort { $0.0 < $1.0 }
        return (newLevels, raised)
    }
}
