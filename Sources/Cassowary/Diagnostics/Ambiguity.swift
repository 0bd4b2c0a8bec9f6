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
        if tableau.needsUpdate { tableau.updateValues() }
        var groups: [[Int32]: SmallLP] = [:]
        var namesFree = FreeMemo(count: tableau.symbolCount)
        return variables.map { variable in
            range(of: variable, groups: &groups, namesFree: &namesFree)
        }
    }

    /// Whether the definition of basic symbol `start`, expanded, names a
    /// free parameter. Definitions name lower definitions (a chain of rows
    /// is a chain of them), so expanding each variable would cost the
    /// chain's length; this walks each definition once and remembers the
    /// answer, so a whole layout costs its number of cells, and only the
    /// variables that do name one are expanded.
    private func definitionNamesFree(_ start: Symbol, _ memo: inout FreeMemo) -> Bool {
        if let known = memo.names[start.index] { return known }
        // Iterative depth-first walk: chains can be thousands of rows deep.
        var stack: [(symbol: Symbol, next: Int)] = [(start, 0)]
        while let (symbol, next) = stack.last {
            guard let row = tableau.row(symbol) else {
                memo.names[symbol.index] = memo.isFree(symbol, self)
                stack.removeLast()
                continue
            }
            var index = next
            var found = false
            var descended = false
            while index < row.cells.count {
                let cell = row.cells[index].symbol
                index += 1
                if tableau.isBasic(cell) {
                    if let known = memo.names[cell.index] {
                        if known { found = true; break }
                        continue
                    }
                    stack[stack.count - 1].next = index - 1
                    stack.append((cell, 0))
                    descended = true
                    break
                }
                if memo.isFree(cell, self) { found = true; break }
            }
            if descended { continue }
            memo.names[symbol.index] = found
            stack.removeLast()
        }
        return memo.names[start.index] ?? true
    }

    fileprivate func isFree(_ s: Symbol) -> Bool {
        let kind = tableau.kind(s)
        if kind == .dummy || tableau.isBasic(s) { return false }
        return tableau.objective.sign(of: s) == 0
    }

    private func range(of variable: Variable, groups: inout [[Int32]: SmallLP], namesFree: inout FreeMemo) -> ValueRange {
        guard let s = symbolOfVariable[ObjectIdentifier(variable)] else {
            return ValueRange(variable: variable, value: 0, minimum: nil, maximum: nil)
        }
        let value = tableau.currentValue(s)
        if tableau.isBasic(s) && !definitionNamesFree(s, &namesFree) {
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
        var groups: [[Int32]: SmallLP] = [:]
        var namesFree = FreeMemo(count: tableau.symbolCount)
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
                    guard definitionNamesFree(s, &namesFree) else { constant += term.coefficient * tableau.currentValue(s); continue }
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
    private func bounds(of definition: Row, value: Double, groups: inout [[Int32]: SmallLP]) -> (Double?, Double?) {
        let direction = definition.cells.filter { isFree($0.symbol) }
        if direction.isEmpty { return (value, value) }
        // Split the direction by connected group of parameters.
        var lo = value
        var hi = value
        var unboundedBelow = false
        var unboundedAbove = false
        var seen = Set<Int32>()
        for cell in direction where !seen.contains(cell.symbol.id) {
            let group = parameterGroup(containing: cell.symbol)
            seen.formUnion(group)
            let lp = groups[group] ?? makeLP(group)
            groups[group] = lp
            let index = Dictionary(uniqueKeysWithValues: group.enumerated().map { ($1, $0) })
            var c = [Double](repeating: 0, count: group.count)
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

/// Answers remembered for one `ranges` call, by symbol index (arrays, not
/// hash tables: a layout asks about every variable it has).
struct FreeMemo {
    /// Whether a basic symbol's expanded definition names a free parameter.
    var names: [Bool?]
    /// Whether a parametric symbol is a free parameter of the optimal face.
    var free: [Bool?]

    init(count: Int) {
        names = Array(repeating: nil, count: count)
        free = Array(repeating: nil, count: count)
    }

    mutating func isFree(_ s: Symbol, _ core: SolverCore) -> Bool {
        if let known = free[s.index] { return known }
        let answer = core.isFree(s)
        free[s.index] = answer
        return answer
    }
}
