/// Whether a set of rows can cancel a target's variables at all: the test
/// that spares the neighbourhood search a scratch solve bound to fail.
///
/// A certificate over some constraints and the target is a dependency among
/// their rows in which the target takes part, so the target's variable part
/// must be a combination of the others'. A ring around a value in the middle
/// of a chain spans it only once it reaches the chain's top; each ring tried
/// before was a scratch solve that found nothing.
extension LinearDependency {
    /// Whether `target`'s variable part lies in the span of `rows`' (false
    /// only when what is left of it after elimination is clearly not zero);
    /// nil once elimination costs more than `budget` cell operations.
    ///
    /// The same sparse elimination as `isSingle`: shortest rows first, each
    /// pivoting on the variable the fewest rows still to come name, pivots
    /// applied oldest first; every choice follows the rows' order.
    static func spans(_ rows: [Expression], _ target: Expression, budget: Int) -> Bool? {
        // Variables numbered in the order first met, the target's first.
        var number: [ObjectIdentifier: Int] = [:]
        func index(_ v: Variable) -> Int {
            let key = ObjectIdentifier(v)
            if let i = number[key] { return i }
            number[key] = number.count
            return number.count - 1
        }
        let goalTerms = target.terms.map { (index($0.variable), $0.coefficient) }
        let sparse: [[(Int, Double)]] = rows.map { e in e.terms.map { (index($0.variable), $0.coefficient) } }
        let count = number.count
        // One dense row being reduced; `present` marks its cells (a cell
        // that comes within 1e-9 of zero is taken out).
        var value = [Double](repeating: 0, count: count)
        var present = [Bool](repeating: false, count: count)
        // The variables the row has named since it was loaded, once each.
        var touched: [Int] = []
        var listed = [Bool](repeating: false, count: count)
        func touch(_ v: Int) {
            present[v] = true
            if !listed[v] { listed[v] = true; touched.append(v) }
        }
        func load(_ cells: [(Int, Double)]) {
            for (v, c) in cells {
                touch(v)
                value[v] += c
            }
            for v in touched where abs(value[v]) <= 1e-9 { value[v] = 0; present[v] = false }
        }
        // The cells left, by variable; clears the row.
        func unload() -> [(Int, Double)] {
            var cells: [(Int, Double)] = []
            cells.reserveCapacity(touched.count)
            for v in touched {
                if present[v] { cells.append((v, value[v])) }
                value[v] = 0
                present[v] = false
                listed[v] = false
            }
            touched.removeAll(keepingCapacity: true)
            if cells.count > 1 { cells.sort { $0.0 < $1.0 } }
            return cells
        }
        var remaining = [Int](repeating: 0, count: count)
        for row in sparse { for (v, _) in row { remaining[v] += 1 } }
        load(goalTerms)
        let goal = unload()
        // The target names a variable no row does: nothing cancels it.
        if goal.contains(where: { remaining[$0.0] == 0 }) { return false }
        var pivots: [[(variable: Int, coefficient: Double)]?] = Array(repeating: nil, count: count)
        var made = [Int](repeating: 0, count: count)
        var nextPivot = 1
        var work = 0
        // Takes the pivots the loaded row names out of it, oldest first;
        // false past the budget.
        var pending: [Int] = []
        func reduce() -> Bool {
            pending.removeAll(keepingCapacity: true)
            for v in touched where present[v] && pivots[v] != nil { pending.append(v) }
            if pending.count > 1 { pending.sort { made[$0] > made[$1] } }
            while let v = pending.popLast() {
                guard present[v], let pivot = pivots[v] else { continue }
                let factor = value[v]
                work += pivot.count
                if work > budget { return false }
                for (u, c) in pivot {
                    let updated = value[u] - factor * c
                    if abs(updated) <= 1e-9 {
                        value[u] = 0
                        present[u] = false
                    } else {
                        if !present[u] {
                            touch(u)
                            if pivots[u] != nil {
                                let place = pending.firstIndex { made[$0] < made[u] } ?? pending.count
                                pending.insert(u, at: place)
                            }
                        }
                        value[u] = updated
                    }
                }
                value[v] = 0
                present[v] = false
            }
            return true
        }
        for i in sparse.indices.sorted(by: { (sparse[$0].count, $0) < (sparse[$1].count, $1) }) {
            for (v, _) in sparse[i] { remaining[v] -= 1 }
            load(sparse[i])
            guard reduce() else { return nil }
            let row = unload()
            guard let lead = row.min(by: { (remaining[$0.0], $0.0) < (remaining[$1.0], $1.0) }) else { continue }
            pivots[lead.0] = row.map { (variable: $0.0, coefficient: $0.1 / lead.1) }
            made[lead.0] = nextPivot
            nextPivot += 1
        }
        load(goal)
        guard reduce() else { return nil }
        return unload().allSatisfy { abs($0.1) <= 1e-6 }
    }
}
