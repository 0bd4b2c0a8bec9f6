/// Whether a set of rows has exactly one linear dependency: the test that
/// spares a conflict's deletion filter when its first certificate is
/// already minimal.
///
/// A certificate is a dependency among its rows (their variable parts add
/// up to zero, their constants do not). If it is the only one, every proper
/// subset of the rows is linearly independent, and independent rows can
/// always be met exactly, inequalities included: no smaller set conflicts.
/// A conflict through a chain of n views is such a set, and the filter
/// solved n scratch systems of n constraints to find that out.
enum LinearDependency {
    /// Whether `rows` (their variable parts) have rank `rows.count - 1`.
    /// Gives up, answering false, once elimination costs more than
    /// `budget` cell operations (the caller then filters as before).
    ///
    /// Sparse elimination: shortest rows first, each pivoting on the
    /// variable that the fewest rows still to come name (lowest first seen
    /// among ties). Eliminated in the order they came, the rows of a stack
    /// that does not fit (each label's spacing, then each label's
    /// compression resistance) filled in to n²/4 cells; in this order a
    /// chain stays a chain. Every choice follows the rows' order, so the
    /// answer is the same on every run.
    static func isSingle(_ rows: [Expression], budget: Int) -> Bool {
        // Variables numbered in the order first met.
        var number: [ObjectIdentifier: Int] = [:]
        let sparse: [[(variable: Int, coefficient: Double)]] = rows.map { e in
            var merged: [Int: Double] = [:]
            var order: [Int] = []
            for t in e.terms {
                let key = ObjectIdentifier(t.variable)
                let v = number[key] ?? number.count
                number[key] = v
                if merged[v] == nil { order.append(v) }
                merged[v, default: 0] += t.coefficient
            }
            return order.compactMap { v in merged[v].flatMap { abs($0) > 1e-9 ? (v, $0) : nil } }
        }
        var remaining = [Int](repeating: 0, count: number.count)
        for row in sparse { for cell in row { remaining[cell.variable] += 1 } }
        // A pivot row per variable, sorted by variable, its pivot's coefficient 1.
        var pivots: [[(variable: Int, coefficient: Double)]?] = Array(repeating: nil, count: number.count)
        // When each pivot was made: a pivot row names only variables whose
        // pivots came later, so reducing by the oldest first never names
        // an eliminated variable again.
        var made = [Int](repeating: 0, count: number.count)
        var nextPivot = 1
        var work = 0
        var dependent = 0
        for i in sparse.indices.sorted(by: { (sparse[$0].count, $0) < (sparse[$1].count, $1) }) {
            var row: [Int: Double] = [:]
            for cell in sparse[i] { row[cell.variable] = cell.coefficient; remaining[cell.variable] -= 1 }
            // Reduce by the pivots, oldest first, until none is named.
            var pending = row.keys.filter { pivots[$0] != nil }.sorted { made[$0] > made[$1] }
            while let v = pending.popLast() {
                guard let factor = row[v], let pivot = pivots[v] else { continue }
                work += pivot.count
                if work > budget { return false }
                for (u, c) in pivot {
                    let value = (row[u] ?? 0) - factor * c
                    if abs(value) <= 1e-9 {
                        row[u] = nil
                    } else {
                        if row[u] == nil, pivots[u] != nil {
                            // Kept newest first, so the oldest is popped first.
                            let place = pending.firstIndex { made[$0] < made[u] } ?? pending.count
                            pending.insert(u, at: place)
                        }
                        row[u] = value
                    }
                }
                row[v] = nil
            }
            guard let lead = row.keys.min(by: { (remaining[$0], $0) < (remaining[$1], $1) }), let a = row[lead] else {
                dependent += 1
                if dependent > 1 { return false }
                continue
            }
            pivots[lead] = row.keys.sorted().compactMap { u in row[u].map { (u, $0 / a) } }
            made[lead] = nextPivot
            nextPivot += 1
        }
        return dependent == 1
    }
}
