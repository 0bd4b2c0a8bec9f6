/// The primal and dual simplex on the tableau.
extension Tableau {
    /// Which objective the primal simplex minimizes.
    enum Goal { case main, artificial }

    /// Minimizes `goal` with the primal simplex, keeping every restricted row feasible.
    ///
    /// Entering symbol: the lowest id whose reduced cost is lexicographically
    /// negative (or, for a parametric external, non-zero: it may move either
    /// way). Leaving row: the restricted row that limits the move first, the
    /// lowest basic id among ties. Bland's rule, so it never cycles. Returns
    /// false if the objective is unbounded, which errors bounded below by zero
    /// rule out; it would mean the tableau is damaged (an internal failure).
    mutating func optimize(_ goal: Goal) -> Bool {
        while let (entering, direction) = enteringSymbol(goal) {
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The lowest-id parametric symbol that would lower the objective, and
    /// which way it moves (+1 up, −1 down: only externals may go down).
    private mutating func enteringSymbol(_ goal: Goal) -> (Symbol, Double)? {
        while let s = popCandidate(goal) {
            if isBasic(s) { continue }
            let k = kind(s)
            if k == .dummy { continue }
            let sign = goal == .main ? objective.sign(of: s) : (artificial?.sign(of: s) ?? 0)
            if sign < 0 { return (s, 1) }
            if sign > 0, k == .external { return (s, -1) }
        }
        return nil
    }

    private mutating func popCandidate(_ goal: Goal) -> Symbol? {
        switch goal {
        case .main: return objective.popCandidate()
        case .artificial: return artificial?.popCandidate()
        }
    }

    /// The restricted row that first stops `entering` moving in `direction`.
    private func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for id in column(entering) {
            let key = Symbol(id)
            guard kind(key).isRestricted, let row = row(key) else { continue }
            let c = row.coefficient(for: entering) * direction
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && best.map { key < $0 } ?? true) {
                bestRatio = ratio
                best = key
            }
        }
        return best
    }

    /// Restores feasibility after constants changed, keeping the objective
    /// optimal (the dual simplex), infeasible rows lowest id first.
    ///
    /// Returns the row that cannot be made feasible — its constraints
    /// contradict each other — or nil on success.
    mutating func dualOptimize() -> Symbol? {
        if let id = contradictions.min() { return Symbol(id) }
        while let id = infeasible.popMin() {
            let leaving = Symbol(id)
            guard let row = row(leaving), row.constant < 0, !nearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasible.insert(id)
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// For an infeasible row, the symbol whose entry raises it to zero at the
    /// least lexicographic cost ratio, lowest id among ties.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol?
        var bestCoefficient = 0.0
        for cell in row.cells {
            let s = cell.symbol
            let k = kind(s)
            if k == .dummy { continue }
            if k == .external {
                // A free parametric variable costs nothing to move (its reduced
                // cost is zero at an optimum): it is always the best choice.
                if isBasic(s) { continue }
                return s
            }
            guard cell.coefficient > 0 else { continue }
            if let b = best, !ratioLess(s, cell.coefficient, than: b, bestCoefficient) { continue }
            best = s
            bestCoefficient = cell.coefficient
        }
        return best
    }

    /// Whether reduced cost(a)/ca < reduced cost(b)/cb, lexicographically.
    private func ratioLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for level in 0..<objective.levelCount {
            let ra = objective.coefficient(a, level: level) / ca
            let rb = objective.coefficient(b, level: level) / cb
            if nearZero(ra - rb) { continue }
            return ra < rb
        }
        return false
    }
}
