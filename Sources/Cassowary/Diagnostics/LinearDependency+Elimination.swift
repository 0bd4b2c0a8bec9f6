import HeapModule

/// Sparse Gaussian elimination of a few thousand rows of a layout's
/// constraints (`isSingle`, `spans`), in the order that keeps them sparse.
///
/// The rows of a proof are mostly differences of two or three edges: a
/// chain, with a few rows closing rings round it (a row's spanner, a stack
/// view's centring). Eliminated row by row in a fixed order, a chain
/// carries into each later row the sum of everything down to its end: the
/// 4000 rows of `:why` in 2000 settings rows read half a million cells, a
/// hundred times the 400 rows of 200. Here each step takes the shortest
/// row left and pivots on the variable that the fewest rows left name
/// (Markowitz's rule for a chosen row), then takes that variable out of
/// every other row at once: a chain is eaten from its ends and stays a
/// chain. Ties go to the lowest row and variable numbers, so the answer is
/// the same on every run.
struct SparseElimination {
    /// Each row's cells, sorted by variable, none within 1e-9 of zero.
    private var rows: [[(variable: Int, coefficient: Double)]]
    /// Rows that may name each variable (checked when read: entries go
    /// stale as rows lose cells or are pivoted).
    private var namers: [[Int32]]
    /// How many rows still to pivot, and the kept row, name each variable.
    private var count: [Int]
    private var pivoted: [Bool]
    /// The row never pivoted, only reduced (`spans`' target), or -1.
    private let kept: Int
    private var work = 0
    private let budget: Int

    /// `expressions` numbered by variable in the order first met, their
    /// terms summed per variable; `kept` is an index of `expressions` or -1.
    init(_ expressions: [Expression], kept: Int = -1, budget: Int) {
        var number: [ObjectIdentifier: Int] = [:]
        rows = expressions.map { e in
            var sums: [Int: Double] = [:]
            var order: [Int] = []
            for t in e.terms {
                let key = ObjectIdentifier(t.variable)
                let v = number[key] ?? number.count
                number[key] = v
                if sums[v] == nil { order.append(v) }
                sums[v, default: 0] += t.coefficient
            }
            return order.sorted().compactMap { v in sums[v].flatMap { abs($0) > 1e-9 ? (v, $0) : nil } }
        }
        namers = Array(repeating: [], count: number.count)
        count = Array(repeating: 0, count: number.count)
        for (r, row) in rows.enumerated() {
            for cell in row {
                namers[cell.variable].append(Int32(r))
                count[cell.variable] += 1
            }
        }
        pivoted = Array(repeating: false, count: rows.count)
        self.kept = kept
        self.budget = budget
    }

    /// Whether the kept row names a variable no other row does, which
    /// nothing can then cancel.
    var keptNamesAnUnnamedVariable: Bool {
        kept >= 0 && rows[kept].contains { count[$0.variable] == 1 }
    }

    /// Eliminates every row but the kept one, counting those that come to
    /// nothing (each a dependency); stops early, returning the count so
    /// far, once it passes `stopAfter`. Nil past the budget.
    mutating func dependencies(stopAfter limit: Int = .max) -> Int? {
        var queue = Heap<Key>()
        for r in rows.indices where r != kept { queue.insert(Key(length: rows[r].count, row: r)) }
        var dependent = 0
        while let next = queue.popMin() {
            let r = next.row
            // A row whose length changed since it was queued is queued again.
            guard !pivoted[r], rows[r].count == next.length else { continue }
            pivoted[r] = true
            let row = rows[r]
            for cell in row { count[cell.variable] -= 1 }
            guard let lead = row.min(by: { (count[$0.variable], $0.variable) < (count[$1.variable], $1.variable) }) else {
                dependent += 1
                if dependent > limit { return dependent }
                continue
            }
            for s in namers[lead.variable] {
                let s = Int(s)
                guard !pivoted[s] || s == kept, let at = rows[s].sortedIndex(of: lead.variable, by: \.variable) else { continue }
                work += row.count
                if work > budget { return nil }
                subtract(row, times: rows[s][at].coefficient / lead.coefficient, from: s, dropping: lead.variable)
                if s != kept { queue.insert(Key(length: rows[s].count, row: s)) }
            }
            namers[lead.variable] = []
        }
        return dependent
    }

    /// What is left of the kept row.
    var keptRow: [(variable: Int, coefficient: Double)] { kept >= 0 ? rows[kept] : [] }

    /// Row `s` minus `factor` times `row`, without `dropped` (which the
    /// subtraction cancels), near zeros taken out, `namers` and `count`
    /// kept in step.
    private mutating func subtract(_ row: [(variable: Int, coefficient: Double)], times factor: Double, from s: Int,
                                   dropping dropped: Int) {
        let old = rows[s]
        var merged: [(variable: Int, coefficient: Double)] = []
        merged.reserveCapacity(old.count + row.count)
        var i = 0, j = 0
        func gain(_ v: Int) { namers[v].append(Int32(s)); count[v] += 1 }
        while i < old.count || j < row.count {
            if j == row.count || (i < old.count && old[i].variable < row[j].variable) {
                merged.append(old[i]); i += 1
            } else if i == old.count || row[j].variable < old[i].variable {
                let c = -factor * row[j].coefficient
                if abs(c) > 1e-9 { merged.append((row[j].variable, c)); gain(row[j].variable) }
                j += 1
            } else {
                let v = old[i].variable
                let c = old[i].coefficient - factor * row[j].coefficient
                if v != dropped && abs(c) > 1e-9 { merged.append((v, c)) } else { count[v] -= 1 }
                i += 1; j += 1
            }
        }
        rows[s] = merged
    }

    /// A row queued by its length, shortest first, then by number.
    private struct Key: Comparable {
        var length: Int
        var row: Int
        static func < (a: Key, b: Key) -> Bool { (a.length, a.row) < (b.length, b.row) }
    }
}
