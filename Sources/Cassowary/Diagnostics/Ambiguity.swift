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
/// shared by every variable that names the same group.
extension SolverCore {
    mutating func ranges(of variables: [Variable]) -> [ValueRange] {
        var table = VariableTable(variables)
        refresh(&table)
        if tableau.needsUpdate { tableau.updateValues() }
        var groups = ParameterGroups()
        let namesFree = definitionsNamingFreeParameters()
        return table.variables.indices.map { range(at: $0, in: table, groups: &groups, namesFree: namesFree) }
    }

    /// The ranges among those of `variables` that are not fixed, with their
    /// positions: what a layout of thousands of mostly fixed frames needs,
    /// without a range made (and released) for each fixed one.
    mutating func unfixedRanges(of variables: [Variable]) -> [(index: Int, range: ValueRange)] {
        var table = VariableTable(variables)
        refresh(&table)
        return unfixedRanges(of: table)
    }

    /// `unfixedRanges(of:)` for a table already refreshed.
    mutating func unfixedRanges(of table: VariableTable) -> [(index: Int, range: ValueRange)] {
        if tableau.needsUpdate { tableau.updateValues() }
        var groups = ParameterGroups()
        let namesFree = definitionsNamingFreeParameters()
        var result: [(index: Int, range: ValueRange)] = []
        for (index, id) in table.symbols.enumerated() {
            // Most are basic and name no free parameter: fixed, told without making a range.
            if id >= 0, tableau.isBasic(Symbol(id)), !namesFree[Int(id)] { continue }
            let range = range(at: index, in: table, groups: &groups, namesFree: namesFree)
            if !range.isFixed { result.append((index, range)) }
        }
        return result
    }

    /// Which basic externals' definitions, expanded, name a free parameter:
    /// a flag by symbol index.
    ///
    /// Definitions name lower definitions (a chain of rows is a chain of
    /// them), so expanding each variable to look would cost the chain's
    /// length. Instead this starts from the free parameters, which are few,
    /// and climbs the columns: every definition naming one, then every
    /// definition naming those. A layout costs what depends on a free
    /// parameter, not its number of cells. (Like a walk down the references,
    /// it ignores terms that would cancel in the expansion: a flagged
    /// variable is then found fixed by `bounds`.)
    private func definitionsNamingFreeParameters() -> [Bool] {
        var flagged = [Bool](repeating: false, count: tableau.symbolCount)
        // `isFree` for every symbol, with the costed ones read off the
        // objective in one pass rather than looked up level by level.
        var costed = [Bool](repeating: false, count: tableau.symbolCount)
        for level in tableau.objective.coefficients {
            for id in level.keys where Int(id) < costed.count { costed[Int(id)] = true }
        }
        var queue: [Symbol] = []
        for index in 0..<tableau.symbolCount {
            let s = Symbol(index)
            guard !costed[index], tableau.kind(s) != .dummy, !tableau.isBasic(s), !tableau.column(s).isEmpty else { continue }
            queue.append(s)
        }
        while let named = queue.popLast() {
            for id in tableau.column(named) {
                let key = Symbol(id)
                guard !flagged[key.index], tableau.kind(key) == .external else { continue }
                flagged[key.index] = true
                queue.append(key)
            }
        }
        return flagged
    }

    fileprivate func isFree(_ s: Symbol) -> Bool {
        let kind = tableau.kind(s)
        if kind == .dummy || tableau.isBasic(s) { return false }
        return tableau.objective.sign(of: s) == 0
    }

    /// The range of the variable at `index` of a refreshed `table`.
    private func range(at index: Int, in table: VariableTable, groups: inout ParameterGroups, namesFree: [Bool]) -> ValueRange {
        let variable = table.variables[index]
        // A variable the solver never saw can be anything.
        guard table.symbols[index] >= 0 else { return ValueRange(variable: variable, value: 0, minimum: nil, maximum: nil) }
        let s = Symbol(table.symbols[index])
        let value = tableau.currentValue(s)
        if tableau.isBasic(s) && !namesFree[s.index] {
            return ValueRange(variable: variable, value: value, minimum: value, maximum: value)
        }
        let definition = tableau.row(s).map { tableau.expanded($0) }
            ?? Row(constant: 0, cells: [Row.Cell(symbol: s, coefficient: 1)])
        let (minimum, maximum) = bounds(of: definition, value: value, groups: &groups)
        return ValueRange(variable: variable, value: value, minimum: minimum, maximum: maximum)
    }

    /// The ranges of linear expressions of variables over all optimal
    /// solutions (a view's x, the difference of two edges), without adding
    /// anything to the solver. `names` label the results.
    mutating func ranges(of expressions: [Expression], names: [Variable]) -> [ValueRange] {
        if tableau.needsUpdate { tableau.updateValues() }
        var groups = ParameterGroups()
        let namesFree = definitionsNamingFreeParameters()
        return zip(expressions, names).map { original, name in
            let expression = original.normalized()
            var value = expression.constant
            var cells: [Int32: Double] = [:]
            var constant = expression.constant
            var free = false
            for term in expression.terms {
                guard let s = symbolOfVariable[ObjectIdentifier(term.variable)] else { free = true; continue }
                value += term.coefficient * tableau.currentValue(s)
                if tableau.isBasic(s) {
                    guard namesFree[s.index] else { constant += term.coefficient * tableau.currentValue(s); continue }
                    if let row = tableau.row(s) {
                        let expanded = tableau.expanded(row)
                        constant += term.coefficient * expanded.constant
                        for cell in expanded.cells { cells[cell.symbol.id, default: 0] += term.coefficient * cell.coefficient }
                    }
                } else {
                    cells[s.id, default: 0] += term.coefficient
                }
            }
            // A variable the solver never saw can be anything.
            if free { return ValueRange(variable: name, value: value, minimum: nil, maximum: nil) }
            let definition = Row(constant: constant, cells: cells.keys.sorted().compactMap { id in
                cells[id].flatMap { nearZero($0) ? nil : Row.Cell(symbol: Symbol(id), coefficient: $0) }
            })
            let (minimum, maximum) = bounds(of: definition, value: value, groups: &groups)
            return ValueRange(variable: name, value: value, minimum: minimum, maximum: maximum)
        }
    }

    /// The least and greatest values of `definition` (in parametric
    /// symbols; `value` now) over the optimal face: nil on an unbounded side.
    private func bounds(of definition: Row, value: Double, groups: inout ParameterGroups) -> (Double?, Double?) {
        let direction = definition.cells.filter { isFree($0.symbol) }
        if direction.isEmpty { return (value, value) }
        // Split the direction by connected group of parameters.
        var lo = value
        var hi = value
        var unboundedBelow = false
        var unboundedAbove = false
        var done = Set<Int>()
        for cell in direction {
            let g = groups.group(of: cell.symbol) ?? groups.add(parameterGroup(containing: cell.symbol), lp: makeLP)
            guard done.insert(g).inserted else { continue }
            let (lp, index) = (groups.lps[g], groups.positions[g])
            var c = [Double](repeating: 0, count: groups.members[g].count)
            for d in direction { if let k = index[d.symbol.id] { c[k] = d.coefficient } }
            if let up = lp.maximize(c) { hi += up } else { unboundedAbove = true }
            if let down = lp.maximize(c.map { -$0 }) { lo -= down } else { unboundedBelow = true }
        }
        return (unboundedBelow ? nil : lo, unboundedAbove ? nil : hi)
    }

    /// The free parameters connected to `start` through restricted rows, sorted.
    private func parameterGroup(containing start: Symbol) -> [Int32] {
        var group: Set<Int32> = [start.id]
        var queue = [start]
        var visitedRows = Set<Int32>()
        while let p = queue.popLast() {
            for id in tableau.column(p) where !visitedRows.contains(id) {
                visitedRows.insert(id)
                let key = Symbol(id)
                guard tableau.kind(key).isRestricted, let row = tableau.row(key) else { continue }
                for cell in row.cells where isFree(cell.symbol) && !group.contains(cell.symbol.id) {
                    group.insert(cell.symbol.id)
                    queue.append(cell.symbol)
                }
            }
        }
        return group.sorted()
    }

    /// The polytope of a group: `−Σ c y <= constant` for every restricted row naming it.
    private func makeLP(_ group: [Int32]) -> SmallLP {
        let index = Dictionary(uniqueKeysWithValues: group.enumerated().map { ($1, $0) })
        var rowIDs = Set<Int32>()
        for p in group { rowIDs.formUnion(tableau.column(Symbol(p))) }
        var a: [[Double]] = []
        var b: [Double] = []
        for id in rowIDs.sorted() {
            let key = Symbol(id)
            guard tableau.kind(key).isRestricted, let row = tableau.row(key) else { continue }
            var coefficients = [Double](repeating: 0, count: group.count)
            for cell in row.cells { if let k = index[cell.symbol.id] { coefficients[k] = -cell.coefficient } }
            a.append(coefficients)
            b.append(row.constant)
        }
        let free = group.map { tableau.kind(Symbol($0)) == .external }
        return SmallLP(a: a, b: b, free: free)
    }
}

/// The connected groups of free parameters met during one `ranges` call,
/// each with its polytope, found once and shared by every variable that
/// names a member (a layout's ambiguous values share a few groups).
struct ParameterGroups {
    private var groupOfSymbol: [Int32: Int] = [:]
    private(set) var members: [[Int32]] = []
    /// Position of each member in its group, by symbol id.
    private(set) var positions: [[Int32: Int]] = []
    private(set) var lps: [SmallLP] = []

    /// The group `s` belongs to, if it was met before.
    func group(of s: Symbol) -> Int? { groupOfSymbol[s.id] }

    /// Adds a group (sorted symbol ids) with the polytope `lp` makes for it.
    mutating func add(_ group: [Int32], lp: ([Int32]) -> SmallLP) -> Int {
        let g = members.count
        members.append(group)
        positions.append(Dictionary(uniqueKeysWithValues: group.enumerated().map { ($1, $0) }))
        lps.append(lp(group))
        for id in group { groupOfSymbol[id] = g }
        return g
    }
}
