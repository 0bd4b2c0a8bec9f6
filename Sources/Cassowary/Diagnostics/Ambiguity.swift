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
        return variables.map { variable in
            range(of: variable, groups: &groups)
        }
    }

    private func isFree(_ s: Symbol) -> Bool {
        let kind = tableau.kind(s)
        if kind == .dummy || tableau.isBasic(s) { return false }
        return tableau.objective.sign(of: s) == 0
    }

    private func range(of variable: Variable, groups: inout [[Int32]: SmallLP]) -> ValueRange {
        guard let s = symbolOfVariable[ObjectIdentifier(variable)] else {
            return ValueRange(variable: variable, value: 0, minimum: nil, maximum: nil)
        }
        let value = tableau.currentValue(s)
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
