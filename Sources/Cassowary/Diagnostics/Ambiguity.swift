/// Exact ranges of variables over all optimal solutions.
///
/// At the optimum the objective reads `K + Σ dⱼ yⱼ` over the parametric
/// symbols. A solution is optimal exactly when every `yⱼ` with a non-zero
/// reduced cost stays 0, so the optimal solutions are the points of a
/// polytope in the *free* parameters (zero reduced cost, not dummies): each
/// restricted row `constant + Σ c y >= 0`, restricted parameters `>= 0`,
/// external ones free. A variable is fixed when its definition names no free
/// parameter; otherwise its range is its definition's min and max over that
/// polytope — a small LP over the connected group of parameters it names,
/// shared by every variable that names the same group. The ranges of the
/// variables found unfixed are kept between calls (`AmbiguityCache`).
extension SolverCore {
    mutating func ranges(of variables: [Variable]) -> [ValueRange] {
        var table = VariableTable(variables)
        refresh(&table)
        updateAmbiguityCache()
        let unfixed = ambiguityCache?.unfixed ?? [:]
        return table.variables.indices.map { i in
            // A variable the solver never saw can be anything.
            guard table.symbols[i] >= 0 else { return ValueRange(variable: variables[i], value: 0, minimum: nil, maximum: nil) }
            let value = tableau.currentValue(Symbol(table.symbols[i]))
            return unfixed[table.symbols[i]]?.range(of: variables[i], value: value)
                ?? ValueRange(variable: variables[i], value: value, minimum: value, maximum: value)
        }
    }

    /// The range of every variable the solver knows that is not fixed, in
    /// the order the solver met them: what a layout asks after every
    /// statement, in time that follows what is ambiguous, not its size.
    mutating func unfixedRanges() -> [ValueRange] {
        updateAmbiguityCache()
        guard let unfixed = ambiguityCache?.unfixed else { return [] }
        return unfixed.keys.sorted().compactMap { id in
            guard let reach = unfixed[id], let variable = variableOfSymbol[Int(id)] else { return nil }
            return reach.range(of: variable, value: tableau.currentValue(Symbol(id)))
        }
    }

    /// The ranges among those of `variables` that are not fixed, with their
    /// positions: what a layout of thousands of mostly fixed frames needs,
    /// without a range made (and released) for each fixed one.
    mutating func unfixedRanges(of variables: [Variable]) -> [(index: Int, range: ValueRange)] {
        var table = VariableTable(variables)
        refresh(&table)
        return unfixedRanges(of: table)
    }

    /// `unfixedRanges(of:)` for a table already refreshed: the work follows
    /// the unfixed variables, not the table's length.
    mutating func unfixedRanges(of table: VariableTable) -> [(index: Int, range: ValueRange)] {
        updateAmbiguityCache()
        let unfixed = ambiguityCache?.unfixed ?? [:]
        var result: [(index: Int, range: ValueRange)] = []
        func add(_ index: Int, _ reach: AmbiguityCache.Reach) {
            result.append((index, reach.range(of: table.variables[index], value: tableau.currentValue(Symbol(table.symbols[index])))))
        }
        if unfixed.count * 8 < table.count {
            // Few unfixed among many: placed by symbol, each looked up once.
            var positions = [Int32](repeating: -1, count: variableOfSymbol.count)
            var repeats: [Int] = []
            for (index, id) in table.symbols.enumerated() where id >= 0 {
                if positions[Int(id)] >= 0 { repeats.append(index) } else { positions[Int(id)] = Int32(index) }
            }
            for (id, reach) in unfixed where positions[Int(id)] >= 0 { add(Int(positions[Int(id)]), reach) }
            for index in repeats { if let reach = unfixed[table.symbols[index]] { add(index, reach) } }
        } else {
            for (index, id) in table.symbols.enumerated() where id >= 0 {
                if let reach = unfixed[id] { add(index, reach) }
            }
        }
        // A variable the solver never saw can be anything.
        for index in table.unknown {
            result.append((index, ValueRange(variable: table.variables[index], value: 0, minimum: nil, maximum: nil)))
        }
        return result.sorted { $0.index < $1.index }
    }

    /// The ranges of linear expressions of variables over all optimal
    /// solutions (a view's x, the difference of two edges), without adding
    /// anything to the solver. `names` label the results.
    mutating func ranges(of expressions: [Expression], names: [Variable]) -> [ValueRange] {
        updateAmbiguityCache()
        return askingAboutOptimalFace { core, cache, groups, parts in
            zip(expressions, names).map { original, name in
                let (value, direction, unknown) = core.freeForm(of: original, cache: cache, groups: &groups, parts: &parts)
                // A variable the solver never saw can be anything.
                if unknown { return ValueRange(variable: name, value: value, minimum: nil, maximum: nil) }
                return core.reach(direction: direction, isFree: cache.isFree, groups: &groups).range(of: name, value: value)
            }
        } ?? []
    }

    /// Runs `question` with the ambiguity cache and the parameter groups and
    /// free parts found by earlier questions since the tableau last changed:
    /// a layout asks about the x and y of hundreds of views at once, and
    /// `:ambiguous` asks again about the same values, all naming the same
    /// few groups and definitions. Nil when there is no cache.
    mutating func askingAboutOptimalFace<T>(
        _ question: (SolverCore, AmbiguityCache, inout ParameterGroups, inout FreeParts) -> T
    ) -> T? {
        guard var cache = ambiguityCache else { return nil }
        // Taken out while in use, so that growing them copies nothing.
        var groups = cache.questionGroups
        var parts = cache.questionParts
        cache.questionGroups = ParameterGroups()
        cache.questionParts = FreeParts()
        ambiguityCache = cache
        let answer = question(self, cache, &groups, &parts)
        failureLog += groups.takeFailures()
        ambiguityCache?.questionGroups = groups
        ambiguityCache?.questionParts = parts
        return answer
    }

    /// `expression`'s current value and the free part of its definition in
    /// parametric symbols (what a range needs: fixed terms only move the
    /// value), and whether it names a variable the solver never saw (read
    /// as 0). Built from each term's free part, found once per symbol: the
    /// x of every view in a column names the same chain of definitions.
    func freeForm(of original: Expression, cache: AmbiguityCache, groups: inout ParameterGroups,
                  parts: inout FreeParts) -> (value: Double, direction: [Row.Cell], unknown: Bool) {
        let expression = original.normalized()
        var value = expression.constant
        var moving: [(coefficient: Double, part: [Row.Cell])] = []
        var unknown = false
        for term in expression.terms {
            guard let s = symbolOfVariable[ObjectIdentifier(term.variable)] else { unknown = true; continue }
            value += term.coefficient * tableau.currentValue(s)
            guard cache.mayMove[s.index] || cache.isFree[s.index] else { continue }
            let part = freePart(of: s, isFree: cache.isFree, mayMove: cache.mayMove, groups: &groups, parts: &parts)
            if !part.isEmpty { moving.append((term.coefficient, part)) }
        }
        // Mostly one term moves (a view's edge, its superview's fixed):
        // its part, sorted already, scaled.
        if moving.count == 1, let (coefficient, part) = moving.first {
            return (value, part.compactMap { cell in
                let c = coefficient * cell.coefficient
                return nearZero(c) ? nil : Row.Cell(symbol: cell.symbol, coefficient: c)
            }, unknown)
        }
        var cells: [Int32: Double] = [:]
        for (coefficient, part) in moving {
            for p in part { cells[p.symbol.id, default: 0] += coefficient * p.coefficient }
        }
        let direction = cells.keys.sorted().compactMap { id in
            cells[id].flatMap { nearZero($0) ? nil : Row.Cell(symbol: Symbol(id), coefficient: $0) }
        }
        return (value, direction, unknown)
    }

    /// How far a definition whose free part is `direction` can move.
    /// `oneGroupAtOnce` false splits a direction of one group as one of
    /// several, for the test that compares the two ways.
    func reach(direction: [Row.Cell], isFree: [Bool], groups: inout ParameterGroups,
               oneGroupAtOnce: Bool = true) -> AmbiguityCache.Reach {
        if direction.isEmpty { return AmbiguityCache.Reach(below: 0, above: 0) }
        var below: Double? = 0
        var above: Double? = 0
        // The direction split by group in one pass, groups in the order met:
        // a definition down a chain of n views names n groups, and building
        // each group's part by reading the whole direction again made a
        // range cost n² (and a fresh analysis of the chain n³).
        // Each part names only its own terms: a group is as large as a
        // wide tie, and a part written out over it made each range cost
        // the group's size.
        // Mostly every cell is in one group (a wide tie, a stack that does
        // not fit): its objective, and the same negated, are written into
        // buffers kept with the groups. Made afresh for each range, arrays
        // as long as the direction were most of a fresh analysis of a
        // stack of thousands of labels (each first touch of their pages).
        var only: Int?
        var single = true
        for cell in direction {
            let g = group(of: cell.symbol, isFree: isFree, in: &groups)
            if only == nil { only = g } else if only != g { single = false }
        }
        if single, oneGroupAtOnce, let g = only {
            var (up, down) = groups.takeBuffers()
            for cell in direction {
                guard let position = groups.position(of: cell.symbol, in: g) else { continue }
                up.append((position, cell.coefficient))
                down.append((position, -cell.coefficient))
            }
            // As the loop below sums one group: above first, each added to 0.
            let above = groups.maximum(of: up, in: g).map { 0 + $0 }
            let below = groups.maximum(of: down, in: g).map { 0 + $0 }
            groups.putBack(up, down)
            return AmbiguityCache.Reach(below: below, above: above)
        }
        var parts: [(group: Int, c: [SmallLP.Entry])] = []
        var part: [Int: Int] = [:]
        for cell in direction {
            let g = group(of: cell.symbol, isFree: isFree, in: &groups)
            // Mostly the group of the cell before.
            let k = parts.last?.group == g ? parts.count - 1 : part[g] ?? {
                part[g] = parts.count
                parts.append((g, []))
                return parts.count - 1
            }()
            if let position = groups.position(of: cell.symbol, in: g) { parts[k].c.append((position, cell.coefficient)) }
        }
        for (g, c) in parts {
            above = above.flatMap { sum in groups.maximum(of: c, in: g).map { sum + $0 } }
            below = below.flatMap { sum in groups.maximum(of: c.map { ($0.variable, -$0.coefficient) }, in: g).map { sum + $0 } }
        }
        return AmbiguityCache.Reach(below: below, above: above)
    }

    /// The free parameters connected to `start` through restricted rows
    /// (and `start` itself, free or not), sorted.
    func parameterGroup(containing start: Symbol, isFree: [Bool]) -> [Int32] {
        var group: ColumnSet = [start.id]
        var queue = [start]
        var visitedRows = ColumnSet()
        var rows: [Int32] = []
        var named: [Int32] = []
        while let p = queue.popLast() {
            rows.removeAll(keepingCapacity: true)
            for id in tableau.column(p) where tableau.kind(Symbol(id)).isRestricted && visitedRows.insert(id) {
                rows.append(id)
            }
            // Read in place, all at once (see `appendCells`).
            named.removeAll(keepingCapacity: true)
            tableau.appendCells(of: rows, where: isFree, to: &named)
            for id in named where group.insert(id) { queue.append(Symbol(id)) }
        }
        return group.members.sorted()
    }

    /// The index in `groups` of the group of free parameter `s`, made and
    /// added when `groups` has none yet.
    ///
    /// Here rather than as a closure handed to `groups`: a closure reading
    /// `makeLP` captured a copy of the solver, retaining every table of
    /// it, for each group added.
    func group(of s: Symbol, isFree: [Bool], in groups: inout ParameterGroups) -> Int {
        if let g = groups.group(of: s) { return g }
        let members = parameterGroup(containing: s, isFree: isFree)
        return groups.add(members, lp: makeLP(members))
    }

    /// The polytope of a group (sorted ids): `−Σ c y <= constant` for every
    /// restricted row naming it, by row id.
    ///
    /// Without hashing: a lone parameter's column can hold every row of a
    /// chain (the squeeze of a label that all the labels below name), and
    /// a set and a dictionary made for it were most of asking whether one
    /// parameter can move.
    func makeLP(_ group: [Int32]) -> SmallLP {
        if group.count == 1 { return loneLP(Symbol(group[0])) }
        var rowIDs: [Int32] = []
        for p in group { rowIDs += tableau.column(Symbol(p)).members }
        rowIDs.sort()
        var rows: [[SmallLP.Entry]] = []
        var b: [Double] = []
        var last: Int32?
        for id in rowIDs where id != last {
            last = id
            let key = Symbol(id)
            guard tableau.kind(key).isRestricted, let row = tableau.row(key) else { continue }
            rows.append(row.cells.compactMap { cell in
                group.sortedIndex(of: cell.symbol.id).map { ($0, -cell.coefficient) }
            })
            b.append(row.constant)
        }
        let free = group.map { tableau.kind(Symbol($0)) == .external }
        return SmallLP(count: group.count, rows: rows, b: b, free: free)
    }

    /// `makeLP` of a group of one parameter: its interval, read off its
    /// column in place. Each row of one entry only narrows a bound, and
    /// the narrowest is the same in any order, so the rows need no sorting.
    private func loneLP(_ p: Symbol) -> SmallLP {
        var lower = tableau.kind(p) == .external ? -Double.infinity : 0
        var upper = Double.infinity
        for id in tableau.column(p) {
            let key = Symbol(id)
            guard tableau.kind(key).isRestricted, let row = tableau.row(key) else { continue }
            let a = -row.coefficient(for: p)
            if a != 0 { SmallLP.bound(a, max(0, row.constant), lower: &lower, upper: &upper) }
        }
        return SmallLP(loneBetween: lower, and: upper)
    }
}
