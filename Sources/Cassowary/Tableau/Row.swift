/// A sparse linear expression `constant + Σ coefficient × symbol`, cells sorted by symbol id.
///
/// As a row of the tableau keyed by basic symbol `b` it means
/// `b = constant + Σ cells`. Before it has a subject it means `0 = constant + Σ cells`.
/// Cells are kept sorted (like kiwi's AssocVector): merging two rows is a
/// linear walk, and iteration order — which floating-point sums follow — is the
/// same on every run.
struct Row: Sendable, Equatable {
    struct Cell: Sendable, Equatable {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// Position of `symbol` in `cells`, or where it would be inserted.
    ///
    /// An exponential search from the front (probes 0, 1, 3, 7, …, then a
    /// binary search of the last gap): O(log p) for position p. The symbols
    /// looked up most are old ones — edit errors are made before the
    /// constraints that name them, and the simplex enters the lowest id first —
    /// and they sit at the front of long rows, where this reads one cache line
    /// instead of a binary search's half dozen scattered ones (an edit that
    /// shifts ten thousand rows was bound by those misses).
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var lo = 0
        var probe = 0
        let count = cells.count
        while probe < count {
            let s = cells[probe].symbol
            if s == symbol { return (probe, true) }
            if symbol < s { break }
            lo = probe + 1
            probe = 2 * probe + 1
        }
        var hi = min(probe, count)
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (lo, false)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(for symbol: Symbol) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient` to the cell of `symbol`, dropping it if the sum is
    /// near zero. Returns +1 if a cell was created, −1 if one was removed, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: p.index)
                return -1
            }
            cells[p.index].coefficient = sum
            return 0
        }
        if nearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        return 1
    }

    /// The positions of the cells that adding `source` and dropping
    /// `dropped` can change: from the first of their symbols to the last.
    /// Both lists are sorted, so every symbol of `source` falls inside.
    func window(touching source: Row, and dropped: Symbol) -> Range<Int> {
        let d = position(of: dropped)
        var lo = d.index
        var hi = d.found ? d.index + 1 : d.index
        if let first = source.cells.first, let last = source.cells.last {
            lo = min(lo, position(of: first.symbol).index)
            let end = position(of: last.symbol)
            hi = max(hi, end.found ? end.index + 1 : end.index)
        }
        return lo..<hi
    }

    /// Removes the cell of `symbol`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let p = position(of: symbol)
        guard p.found else { return 0 }
        return cells.remove(at: p.index).coefficient
    }

    /// Negates every cell and the constant.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the
    /// row is `symbol`'s definition in terms of the other symbols.
    mutating func solve(for symbol: Symbol) {
        let c = remove(symbol)
        let factor = -1.0 / c
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns `lhs = row` into `rhs = …`: `rhs` must be in the row, `lhs` must not.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
