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
        var namesFree: [Int32: Bool] = [:]
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
    private func definitionNamesFree(_ start: Symbol, _ memo: inout [Int32: Bool]) -> Bool {
        if let known = memo[start.id] { return known }
        // Iterative depth-first walk: chains can be thousands of rows deep.
        var stack: [(symbol: Symbol, next: Int)] = [(start, 0)]
        while let (symbol, next) = stack.last {
            guard let row = tableau.row(symbol) else { memo[symbol.id] = isFree(symbol); stack.removeLast(); continue }
            var index = next
            var found = false
            var descended = false
            while index < row.cells.count {
                let cell = row.cells[index].symbol
                index += 1
                if tableau.isBasic(cell) {
                    if let known = memo[cell.id] {
                        if known { found = true; break }
                        continue
                    }
                    stack[stack.count - 1].next = index - 1
                    stack.append((cell, 0))
                    descended = true
                    break
                }
                if isFree(cell) { found = true; break }
            }
            if descended { continue }
            memo[symbol.id] = found
            stack.removeLast()
        }
        return memo[start.id] ?? true
    }

    private func isFree(_ s: Symbol) -> Bool {
        let kind = tableau.kind(s)
        if kind == .dummy || tableau.isBasic(s) { return false }
        return tableau.objective.sign(of: s) == 0
    }

    private func range(of variable: Variable, groups: inout [[Int32]: SmallLP], namesFree: inout [Int32: Bool]) -> ValueRange {
        guard let s = symbolOfVariable[ObjectIdentifier(variable)] else {
            return ValueRange(variable: variable, value: 0, minimum: nil, maximum: nil)
        }
        let value = tableau.currentValue(s)
        if tableau.isBasic(s) && !definitionNamesFree(s, &namesFree) {
            return ValueRange(variable: variable, value: value, minimum: value, maximum: value)
        }
        let definition = tableau.row(s).map { tableau.expanded($0) }
            ?? Row(constant: 0, cells: [Row.Cell(symbol: s, coefficient: 1)])
        let direction = definition.cells.filter { isFree($0.symbol) }
        if direction.isEmpty {
            return ValueRange(variable: variable, value: value, minimum: value, maximum: value)
        }
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
        return ValueRange(variable: variable, value: value,
                          minimum: unboundedBelow ? nil : lo, maximum: unboundedAbove ? nil : hi)
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
