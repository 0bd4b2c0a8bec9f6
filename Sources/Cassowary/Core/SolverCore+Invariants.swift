/// Self-checks for tests (swift-collections' `_checkInvariants` idea).
extension SolverCore {
    var statistics: SolverStatistics {
        var rows = 0
        var cells = 0
        var longest = 0
        for row in tableau.rows { if let row { rows += 1; cells += row.cells.count; longest = max(longest, row.cells.count) } }
        return SolverStatistics(rows: rows, cells: cells, maxRowLength: longest,
                                symbols: tableau.symbolCount, levels: tableau.objective.levelCount,
                                pivots: tableau.pivotCount)
    }

    /// Every broken invariant, described; empty when the tableau is sound.
    mutating func invariantViolations() -> [String] {
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
        problems += objectiveProblems()
        problems += valueProblems()
        return problems
    }

    /// The objective must be optimal, name no basic symbol, and equal the sum
    /// of the optional constraints' errors written in parametric symbols.
    private func objectiveProblems() -> [String] {
        var problems: [String] = []
        let objective = tableau.objective
        var expected = Objective()
        for p in objective.priorities { _ = expected.level(for: p) }
        for record in orderedRecords where !record.priority.isRequired {
            let level = expected.level(for: record.priority.value)
            for s in [record.marker, record.other].compactMap({ $0 }) where tableau.kind(s) == .error {
                if let row = tableau.row(s) {
                    expected.add(row, times: 1, level: level)
                } else {
                    expected.add(s, 1, level: level)
                }
            }
        }
        for level in 0..<objective.levelCount {
            let e = expected.existingLevel(for: objective.priorities[level]).map { expected.sortedCells(level: $0) } ?? []
            let actual = objective.sortedCells(level: level)
            let eMap = Dictionary(uniqueKeysWithValues: e.map { ($0.0.id, $0.1) })
            let aMap = Dictionary(uniqueKeysWithValues: actual.map { ($0.0.id, $0.1) })
            for id in Set(eMap.keys).union(aMap.keys).sorted() {
                let x = eMap[id] ?? 0
                let y = aMap[id] ?? 0
                if abs(x - y) > 1e-6 * max(1, abs(x)) {
                    problems.append("objective level \(objective.priorities[level]): symbol \(id) is \(y), expected \(x)")
                }
            }
            for (symbol, _) in actual where tableau.isBasic(symbol) {
                problems.append("objective names basic symbol \(symbol.id)")
            }
        }
        for index in 0..<tableau.symbolCount {
            let s = Symbol(index)
            guard !tableau.isBasic(s), tableau.kind(s) != .dummy else { continue }
            let sign = objective.sign(of: s)
            if sign < 0 || (sign != 0 && tableau.kind(s) == .external) {
                problems.append("not optimal: symbol \(index) has reduced cost sign \(sign)")
            }
        }
        return problems
    }

    /// Cached values must match a fresh evaluation, and required constraints must hold.
    private mutating func valueProblems() -> [String] {
        var problems: [String] = []
        if tableau.needsUpdate { tableau.updateValues() }
        for index in 0..<tableau.symbolCount where tableau.kind(Symbol(index)) == .external {
            guard let row = tableau.row(Symbol(index)) else { continue }
            let fresh = tableau.evaluate(tableau.expanded(row))
            let cached = tableau.value(Symbol(index))
            if abs(fresh - cached) > 1e-6 * max(1, abs(fresh)) {
                problems.append("value of symbol \(index) is \(cached), its definition gives \(fresh)")
            }
        }
        for record in orderedRecords where record.priority.isRequired {
            let e = error(of: record)
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
