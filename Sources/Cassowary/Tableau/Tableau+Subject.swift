/// Choosing a restricted subject for a new row without phase one.
extension Tableau {
    /// A restricted parametric symbol that `row` (`0 = K + Σ cⱼ yⱼ` in
    /// parametric symbols, K ≥ 0) can be solved for while every restricted
    /// row stays feasible, or nil if there is none.
    ///
    /// Solving for `y` (coefficient c < 0) makes it basic at K ÷ |c| and moves
    /// every row naming it by its coefficient times that: this is one primal
    /// pivot, and it is allowed when no restricted row reaches zero before the
    /// new row does — the ratio test. Phase one would find the same kind of
    /// pivot, but takes the lowest id first: in a grid whose rows all close on
    /// one container width that is the container's edit error, named by every
    /// earlier row, so each row's phase one rewrote the whole tableau twice
    /// (in and out again). Here the candidate named by the fewest rows is
    /// tried first (lowest id among equals), so the pivot rewrites as little
    /// as it can; the result is as deterministic as the tableau it starts from.
    /// A row none of whose candidates passes goes through phase one, which
    /// also decides whether it can hold at all.
    func feasibleSubject(for row: Row) -> Symbol? {
        var candidates: [(symbol: Symbol, rows: Int)] = []
        for cell in row.cells where cell.coefficient < 0 && kind(cell.symbol).isRestricted {
            candidates.append((cell.symbol, column(cell.symbol).count))
        }
        candidates.sort { $0.rows != $1.rows ? $0.rows < $1.rows : $0.symbol < $1.symbol }
        for candidate in candidates {
            let ratio = row.constant / -row.coefficient(for: candidate.symbol)
            if keepsFeasible(candidate.symbol, atRatio: ratio) { return candidate.symbol }
        }
        return nil
    }

    /// Whether `s` can rise from 0 to `ratio` without taking any restricted
    /// row below zero (ties are allowed: that row ends at zero).
    private func keepsFeasible(_ s: Symbol, atRatio ratio: Double) -> Bool {
        for id in column(s) {
            let key = Symbol(id)
            guard kind(key).isRestricted, let limiting = self.row(key) else { continue }
            let c = limiting.coefficient(for: s)
            guard c < 0 else { continue }
            if limiting.constant / -c < ratio { return false }
        }
        return true
    }
}
