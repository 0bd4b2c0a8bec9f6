/// Self-checks for tests (swift-collections' `_checkInvariants` idea).
extension SolverCore {
    var statistics: SolverStatistics {
        var rows = 0
        var cells = 0
        var longest = 0
        for row in tableau.rows { if let row { rows += 1; cells += row.cells.count; longest = max(longest, row.cells.count) } }
        return SolverStatistics(rows: rows, cells: cells, maxRowLength: longest,
                                symbols: tableau.symbolCount, levels: tableau.objective.levelCount,
                                pivots: tableau.pivotCount, cellsRewritten: tableau.cellsRewritten)
    }

    /// Every broken invariant, described; empty when the tableau is sound.
    /// Reads only: stale values are brought up to date on a copy, so that
    /// checking after every call (`checkInvariantsInDebug`) changes nothing
    /// a caller could see, not even which values are stale.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        for index in 0..<t.symbolCount {
            let key = Symbol(index)
            guard let row = t.row(key) else { continue }
            let kind = t.kind(key)
            var previous: Symbol?
            for cell in row.cells {
                if let p = previous, !(p < cell.symbol) { problems.append("row \(index): cells not sorted") }
                previous = cell.symbol
                if nearZero(cell.coefficient) { problems.append("row \(index): zero cell \(cell.symbol.id)") }
                if !t.column(cell.symbol).contains(key.id) { problems.append("column \(cell.symbol.id) misses row \(index)") }
                if kind.isRestricted, t.kind(cell.symbol) == .external {
                    // An external made basic later would move this row's
                    // constant, unchecked by any ratio test.
                    problems.append("restricted row \(index) names external \(cell.symbol.id)")
                }
                if t.isBasic(cell.symbol) {
                    if kind != .external || t.kind(cell.symbol) != .external {
                        problems.append("row \(index) (\(kind)) names basic symbol \(cell.symbol.id)")
                    } else if t.level(cell.symbol) >= t.level(key) {
                        problems.append("definition \(index) names \(cell.symbol.id) of no lower level")
                    }
                }
            }
            if kind == .dummy, row.cells.contains(where: { t.kind($0.symbol) != .dummy }) || !nearZero(row.constant) {
                problems.append("redundant row \(index) is not a sum of dummies")
            }
            if kind.isRestricted, row.constant < -epsilon {
                problems.append("restricted row \(index) is infeasible (\(row.constant))")
            }
        }
        for index in 0..<t.symbolCount {
            for id in t.column(Symbol(index)) where !(t.row(Symbol(id))?.contains(Symbol(index)) ?? false) {
                problems.append("column \(index) lists row \(id), which does not name it")
            }
        }
        // Records in any order: sorting them was a good part of a check made
        // after every call. Only when something is wrong are they read
        // again in order of addition, so that what is said does not change
        // with the dictionary's order.
        var recordProblems = objectiveProblems(Array(records.values)) + valueProblems(Array(records.values))
        if !recordProblems.isEmpty {
            let ordered = orderedRecords
            recordProblems = objectiveProblems(ordered) + valueProblems(ordered)
        }
        return problems + recordProblems
    }

    /// The objective must be optimal, name no basic symbol, and equal the sum
    /// of the optional constraints' errors written in parametric symbols.
    private func objectiveProblems(_ records: [ConstraintRecord]) -> [String] {
        var problems: [String] = []
        // Read through locals: in a debug build each `tableau.` of a loop
        // copied the whole tableau, fields retained and released.
        let t = tableau
        let objective = t.objective
        var expected = [[Int32: Double]](repeating: [:], count: objective.levelCount)
        for record in records where !record.priority.isRequired {
            guard let level = objective.existingLevel(for: record.priority.value) else {
                problems.append("no objective level for \(record.constraint) at \(record.priority)")
                continue
            }
            for s in [record.marker, record.other].compactMap({ $0 }) where t.kind(s) == .error {
                if let row = t.row(s) {
                    for cell in row.cells { expected[level][cell.symbol.id, default: 0] += cell.coefficient }
                } else {
                    expected[level][s.id, default: 0] += 1
                }
            }
        }
        for level in 0..<objective.levelCount {
            let actual = Dictionary(uniqueKeysWithValues: objective.sortedCells(level: level).map { ($0.0.id, $0.1) })
            for id in Set(expected[level].keys).union(actual.keys).sorted() {
                let x = expected[level][id] ?? 0
                let y = actual[id] ?? 0
                if abs(x - y) > 1e-6 * max(1, abs(x)) {
                    problems.append("objective level \(objective.priorities[level]): symbol \(id) is \(y), expected \(x)")
                }
                if y != 0, t.isBasic(Symbol(id)) { problems.append("objective names basic symbol \(id)") }
            }
        }
        for index in 0..<t.symbolCount {
            let s = Symbol(index)
            guard !t.isBasic(s), t.kind(s) != .dummy else { continue }
            let sign = objective.sign(of: s)
            // A deferral may leave the optimum for later; nothing else may.
            if !optimizationPending && (sign < 0 || (sign != 0 && t.kind(s) == .external)) {
                problems.append("not optimal: symbol \(index) (\(t.kind(s))) has reduced cost sign \(sign)")
            }
        }
        return problems
    }

    /// Cached values must match the definitions and required constraints
    /// must hold, read on a copy whose values are brought up to date.
    private func valueProblems(_ records: [ConstraintRecord]) -> [String] {
        var fresh = self
        if fresh.tableau.needsUpdate { fresh.tableau.updateValues() }
        var problems: [String] = []
        let t = fresh.tableau
        for index in 0..<t.symbolCount where t.kind(Symbol(index)) == .external {
            let cached = t.value(Symbol(index))
            guard let row = t.row(Symbol(index)) else {
                // Evaluation reads a parametric external as its cached value.
                if cached != 0 { problems.append("parametric symbol \(index) has the value \(cached)") }
                continue
            }
            // Against the values of the definitions it names, each checked
            // in turn: level by level, every value is its expanded definition's.
            let value = t.evaluate(row)
            if abs(value - cached) > 1e-6 * max(1, abs(value)) {
                problems.append("value of symbol \(index) is \(cached), its definition gives \(value)")
            }
        }
        for record in records where record.priority.isRequired {
            let e = fresh.error(of: record)
            let scale = record.expression.terms.reduce(abs(record.expression.constant)) { max($0, abs($1.coefficient)) }
            if e > 1e-6 * max(1, scale) {
                problems.append("required constraint \(record.constraint) is off by \(e)")
            }
        }
        return problems
    }
}

extension SolverCore {
    /// Where the kept ambiguity analysis, brought up to date, differs from
    /// a fresh one: empty when the incremental update missed nothing.
    mutating func ambiguityCacheProblems() -> [String] {
        updateAmbiguityCache()
        guard let kept = ambiguityCache else { return ["no ambiguity analysis"] }
        let fresh = freshAmbiguityCache()
        var problems: [String] = []
        for index in 0..<tableau.symbolCount {
            if kept.isFree[index] != fresh.isFree[index] { problems.append("symbol \(index): kept free \(kept.isFree[index])") }
            if kept.mayMove[index] != fresh.mayMove[index] && tableau.kind(Symbol(index)) == .external {
                problems.append("external \(index): kept may-move \(kept.mayMove[index])")
            }
        }
        if kept.unfixedIDs != kept.unfixed.keys.sorted() { problems.append("kept unfixed ids out of step with their reaches") }
        for id in Set(kept.unfixed.keys).union(fresh.unfixed.keys).sorted() where kept.unfixed[id] != fresh.unfixed[id] {
            problems.append("external \(id): kept reach \(String(describing: kept.unfixed[id])), fresh \(String(describing: fresh.unfixed[id]))")
        }
        return problems
    }
}

extension Solver {
    /// Where the solver's kept ambiguity results differ from a fresh
    /// analysis (empty when sound). Tests call it after random changes.
    public func ambiguityCacheProblems() -> [String] {
        core.ambiguityCacheProblems()
    }
}
