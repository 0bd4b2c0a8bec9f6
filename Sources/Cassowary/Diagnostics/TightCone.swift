/// The constraints tight at the current vertex of the optimal face, over
/// the free parameters, and a random direction of the subspace they span.
///
/// The cone is `Σ c y >= 0` for every restricted row whose constant is 0
/// (its cells on free parameters) and `y >= 0` for every restricted free
/// parameter it names; parameters it does not name are unbounded near the
/// vertex. Its span is where its implicit equalities hold — the rows, and
/// the bounds, that are 0 everywhere on it — so they are found first:
///
/// 1. cheaply, by peeling: a row whose terms can only be `<= 0` pins all
///    their parameters to 0; a row with a parameter that no other row names
///    and that can grow the row (a free external, or a restricted one with
///    a positive coefficient) can always be made strict, and is set aside.
///    In a layout almost every tight row goes one of these ways.
/// 2. what is left, by one linear program per connected part (Freund,
///    Roundy and Todd's): maximize `Σ t` subject to `Σ c y >= t`,
///    `y >= t` for bounds, `0 <= t <= 1`. The cone is closed under scaling,
///    so every constraint that can be made strict reaches `t = 1` at the
///    optimum, and exactly the implicit equalities stay at `t = 0`.
///
/// The direction is then random on the parameters the equalities leave
/// free and solved for the others.
struct TightCone {
    /// A row tight when its constant is within this of 0: a face thinner
    /// than this is fixed for `ValueRange.isFixed` too.
    static let tightness = 1e-7

    typealias Entry = (parameter: Int32, coefficient: Double)

    /// The parameters named, by symbol id, ascending.
    private let parameters: [Int32]
    private let restricted: [Bool]
    /// Each row's cells on local parameter indices, non-zero, ascending.
    private let rows: [[(Int, Double)]]

    /// The cone of `rows` (cells by symbol id); `isRestricted` says which
    /// parameters are `>= 0`.
    init(rows sparse: [[Entry]], isRestricted: (Int32) -> Bool) {
        var ids: [Int32] = []
        for row in sparse { for entry in row where entry.coefficient != 0 { ids.append(entry.parameter) } }
        // Sorted and searched rather than hashed: the summary makes a cone
        // after many statements, and hashing each cell was most of its cost.
        ids.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(ids.count)
        for id in ids where unique.last != id { unique.append(id) }
        let parameters = unique
        self.parameters = parameters
        func local(_ id: Int32) -> Int? { parameters.sortedIndex(of: id) }
        restricted = parameters.map(isRestricted)
        // Cells of one parameter merged (a tableau's rows have none twice).
        // One array per row: a tableau's rows come sorted, and the summary
        // makes hundreds of short rows after a statement.
        rows = sparse.compactMap { row in
            var cells: [(Int, Double)] = []
            cells.reserveCapacity(row.count)
            for e in row { if let j = local(e.parameter) { cells.append((j, e.coefficient)) } }
            if !zip(cells, cells.dropFirst()).allSatisfy({ $0.0 <= $1.0 }) { cells.sort { $0.0 < $1.0 } }
            var merged: [(Int, Double)] = []
            merged.reserveCapacity(cells.count)
            for (j, c) in cells {
                if let last = merged.last, last.0 == j { merged[merged.count - 1].1 += c } else { merged.append((j, c)) }
            }
            merged.removeAll { $0.1 == 0 }
            return merged.isEmpty ? nil : merged
        }
    }

    /// A random direction of the cone's span on the parameters it names,
    /// by symbol id, each number drawn from its parameter's id; and an internal failure if
    /// a linear program failed (the rows it covered are then taken as
    /// strict, so values are reported free rather than wrongly fixed).
    func motion() -> (values: [(Int32, Double)], failure: String?) {
        if parameters.isEmpty { return ([], nil) }
        var pinned = [Bool](repeating: false, count: parameters.count)
        var open = [Bool](repeating: true, count: rows.count)
        peel(pinned: &pinned, open: &open)
        var equalities: [Int] = []
        var failure: String?
        for part in parts(open: open, pinned: pinned) {
            switch implicitEqualities(in: part, pinned: &pinned) {
            case .some(let found): equalities += found
            case .none: failure = "the implicit equalities of \(part.count) tight rows found no optimum"
            }
        }
        let values = sample(equalities: equalities.sorted(), pinned: pinned)
        return (zip(parameters, values).map { ($0, $1) }, failure)
    }

    // MARK: Peeling

    /// Pins the parameters that rows with only non-positive terms force to
    /// 0, and closes the rows that a parameter of their own can make strict,
    /// until neither applies. Open rows are what is left to decide.
    private func peel(pinned: inout [Bool], open: inout [Bool]) {
        var named = [[Int]](repeating: [], count: parameters.count)
        var uses = [Int](repeating: 0, count: parameters.count)
        for (r, row) in rows.enumerated() { for (j, _) in row { named[j].append(r); uses[j] += 1 } }
        var pending = Array(rows.indices.reversed())
        var queued = [Bool](repeating: true, count: rows.count)
        func close(_ r: Int) {
            open[r] = false
            for (j, _) in rows[r] {
                uses[j] -= 1
                for other in named[j] where open[other] && !queued[other] { queued[other] = true; pending.append(other) }
            }
        }
        while let r = pending.popLast() {
            queued[r] = false
            guard open[r] else { continue }
            let terms = rows[r].filter { !pinned[$0.0] }
            // Each term's sign where its parameter may go: only <= 0 for a
            // restricted parameter with a negative coefficient.
            let canGrow = terms.filter { j, c in !restricted[j] || c > 0 }
            if canGrow.isEmpty {
                for (j, _) in terms where !pinned[j] {
                    pinned[j] = true
                    for other in named[j] where open[other] && other != r && !queued[other] { queued[other] = true; pending.append(other) }
                }
                close(r)
            } else if canGrow.contains(where: { uses[$0.0] == 1 }) {
                close(r)
            }
        }
    }

    /// The open rows in connected parts (rows sharing an unpinned
    /// parameter), each part's rows ascending, parts by their first row.
    private func parts(open: [Bool], pinned: [Bool]) -> [[Int]] {
        var parent = Array(rows.indices)
        func find(_ r: Int) -> Int {
            var r = r
            while parent[r] != r { parent[r] = parent[parent[r]]; r = parent[r] }
            return r
        }
        var owner = [Int](repeating: -1, count: parameters.count)
        for r in rows.indices where open[r] {
            for (j, _) in rows[r] where !pinned[j] {
                if owner[j] < 0 { owner[j] = r } else { parent[find(r)] = find(owner[j]) }
            }
        }
        var byRoot: [Int: Int] = [:]
        var result: [[Int]] = []
        for r in rows.indices where open[r] {
            let root = find(r)
            if let k = byRoot[root] { result[k].append(r) } else { byRoot[root] = result.count; result.append([r]) }
        }
        return result
    }

    // MARK: Implicit equalities

    /// The rows of `part` that are implicit equalities, with the bounds
    /// that are pinned; nil when the linear program failed.
    private func implicitEqualities(in part: [Int], pinned: inout [Bool]) -> [Int]? {
        var columns: [Int] = []  // local parameter of each LP variable
        var column: [Int: Int] = [:]
        for r in part { for (j, _) in rows[r] where !pinned[j] && column[j] == nil { column[j] = columns.count; columns.append(j) } }
        let bounded = columns.filter { restricted[$0] }
        let k = columns.count
        let count = k + part.count + bounded.count
        var lp: [[SmallLP.Entry]] = []
        var b: [Double] = []
        for (i, r) in part.enumerated() {
            lp.append(rows[r].compactMap { j, c in column[j].map { ($0, -c) } } + [(k + i, 1)])
            b.append(0)
        }
        for (i, j) in bounded.enumerated() {
            if let y = column[j] { lp.append([(y, -1), (k + part.count + i, 1)]); b.append(0) }
        }
        for t in k..<count { lp.append([(t, 1)]); b.append(1) }
        let free = columns.map { !restricted[$0] } + [Bool](repeating: false, count: count - k)
        let objective = [Double](repeating: 0, count: k) + [Double](repeating: 1, count: count - k)
        let (outcome, point) = SmallLP(count: count, rows: lp, b: b, free: free).maximizer(objective)
        guard case .maximum = outcome else { return nil }
        for (i, j) in bounded.enumerated() where point[k + part.count + i] < 0.5 { pinned[j] = true }
        return part.enumerated().compactMap { i, r in point[k + i] < 0.5 ? r : nil }
    }

    // MARK: Sampling the span

    /// Values of the parameters with every pinned one 0 and every row of
    /// `equalities` 0: random on the parameters left free by an echelon
    /// form of those rows, solved for its pivots.
    private func sample(equalities: [Int], pinned: [Bool]) -> [Double] {
        let n = parameters.count
        // Each pivot row, dense, its pivot's coefficient 1; reduced by the
        // pivots made before it, so it names only later pivots.
        var pivots: [(variable: Int, row: [Double])] = []
        var isPivot = [Bool](repeating: false, count: n)
        for r in equalities {
            var row = [Double](repeating: 0, count: n)
            for (j, c) in rows[r] where !pinned[j] { row[j] = c }
            for (v, pivotRow) in pivots where row[v] != 0 {
                let factor = row[v]
                for j in 0..<n where pivotRow[j] != 0 { row[j] -= factor * pivotRow[j] }
                row[v] = 0
            }
            let largest = row.indices.max { abs(row[$0]) < abs(row[$1]) }
            guard let lead = largest, abs(row[lead]) > 1e-9 else { continue }  // dependent on earlier rows
            let a = row[lead]
            pivots.append((lead, row.map { $0 / a }))
            isPivot[lead] = true
        }
        var values = [Double](repeating: 0, count: n)
        for j in 0..<n where !pinned[j] && !isPivot[j] { values[j] = MotionGenerator.value(for: parameters[j]) }
        for (v, row) in pivots.reversed() {
            var sum = 0.0
            for j in 0..<n where j != v && row[j] != 0 { sum += row[j] * values[j] }
            values[v] = -sum
        }
        return values
    }
}
