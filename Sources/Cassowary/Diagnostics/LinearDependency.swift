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
    static func isSingle(_ rows: [Expression], budget: Int) -> Bool {
        var pivots: [ObjectIdentifier: [(ObjectIdentifier, Double)]] = [:]
        var work = 0
        var dependent = 0
        for e in rows {
            // Merged like terms, in the order they are written (so the
            // elimination never depends on a dictionary's order).
            var row: [(ObjectIdentifier, Double)] = []
            for t in e.normalized().terms { row.append((ObjectIdentifier(t.variable), t.coefficient)) }
            // Reduce by the pivots, first term first, until no term has one.
            while let k = row.firstIndex(where: { abs($0.1) > 1e-9 && pivots[$0.0] != nil }) {
                let (key, factor) = row[k]
                guard let pivot = pivots[key] else { break }
                work += pivot.count + row.count
                if work > budget { return false }
                for (v, c) in pivot {
                    if let j = row.firstIndex(where: { $0.0 == v }) { row[j].1 -= factor * c } else { row.append((v, -factor * c)) }
                }
                row.removeAll { abs($0.1) <= 1e-9 }
            }
            row.removeAll { abs($0.1) <= 1e-9 }
            guard let (key, lead) = row.first else {
                dependent += 1
                if dependent > 1 { return false }
                continue
            }
            pivots[key] = row.map { ($0.0, $0.1 / lead) }
        }
        return dependent == 1
    }
}
