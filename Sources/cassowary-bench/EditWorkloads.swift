import Cassowary

/// W2's grid: `R = C = round(√N)` views in rows, their widths shared and tied
/// to the container width `W`, an edit variable.
struct GridSystem {
    static let margin = 10.0
    static let gap = 2.0

    let rows: Int
    let columns: Int
    let container: Variable
    let x: [Variable], y: [Variable], w: [Variable], h: [Variable]

    /// Makes the variables; the workloads do this before any timer starts.
    init(n: Int) {
        let side = Int(Double(n).squareRoot().rounded())
        rows = side
        columns = side
        container = Variable("W")
        let views = side * side
        x = (0..<views).map { Variable("x\($0)") }
        y = (0..<views).map { Variable("y\($0)") }
        w = (0..<views).map { Variable("w\($0)") }
        h = (0..<views).map { Variable("h\($0)") }
    }

    /// `R·C`, the views column of the CSV.
    static func views(n: Int) -> Int {
        let side = Int(Double(n).squareRoot().rounded())
        return side * side
    }

    /// The container width at which every view is `u` wide: `2m + (C−1)g + C·u`.
    func containerWidth(forViewWidth u: Double) -> Double {
        2 * GridSystem.margin + Double(columns - 1) * GridSystem.gap + Double(columns) * u
    }

    /// Adds the edit variable and the constraints in WORKLOADS.md order, then
    /// updates. Constraints are made as they are added, as a layout engine
    /// would (and as kiwisolver's `solver.addConstraint(expr == 0)` does), so
    /// their creation is part of `build_total`. Returns the number of constraints.
    func build(_ solver: Solver) throws(SolverError) -> Int {
        let m = GridSystem.margin, g = GridSystem.gap
        try solver.addEditVariable(container, priority: .strong)
        try solver.suggestValue(containerWidth(forViewWidth: 40), for: container)
        var count = 0
        func add(_ expression: Expression, _ relation: Relation) throws(SolverError) {
            try solver.add(Constraint(expression, relation))
            count += 1
        }
        for r in 0..<rows {
            for c in 0..<columns {
                let k = r * columns + c
                if c == 0 {
                    try add(x[k] - m, .equal)
                } else {
                    let p = k - 1
                    try add(x[k] - x[p] - w[p] - g, .equal)
                    try add(w[k] - w[p], .equal)
                }
                try add(w[k] - 2.0, .greaterThanOrEqual)
                try add(h[k] - 30.0, .equal)
                if r == 0 {
                    try add(y[k] - m, .equal)
                } else {
                    let q = k - columns
                    try add(y[k] - y[q] - h[q] - g, .equal)
                }
            }
            let e = r * columns + columns - 1
            try add(x[e] + w[e] - container + m, .equal)
        }
        solver.updateVariables()
        return count
    }
}

/// The view width W2 (`clamp == false`) or W2b (`clamp == true`) asks for at op `k`.
func gridViewWidth(op k: Int, clamp: Bool) -> Double {
    clamp ? (k % 2 == 0 ? 30 : 1) : Double(20 + k % 40)
}

/// W2 `grid-edit` and W2b `grid-rotate-clamp`: container resizes through the
/// strong edit on `W`, each followed by an update.
func runW2(n: Int, ops: Int, clamp: Bool, report: Report) throws(SolverError) -> SolverStatistics {
    let grid = GridSystem(n: n)
    let solver = Solver()
    let buildStart = monotonicNanoseconds()
    let count = try grid.build(solver)
    report.record("build_total", count: count, totalNs: monotonicNanoseconds() - buildStart)

    // The suggested widths are computed before timing, like W3's picks.
    let widths = (0..<ops).map { grid.containerWidth(forViewWidth: gridViewWidth(op: $0, clamp: clamp)) }
    let pivotsBefore = solver.statistics.pivots
    let loopStart = monotonicNanoseconds()
    for value in widths {
        try solver.suggestValue(value, for: grid.container)
        solver.updateVariables()
    }
    report.record("suggest+update", count: ops, totalNs: monotonicNanoseconds() - loopStart)
    let loopPivots = solver.statistics.pivots - pivotsBefore
    report.extraStatistics = ["loopPivots=\(loopPivots)"]
    // W2 only moves W within the feasible range: the dual simplex has nothing
    // to repair, so any pivot would be wasted work (W2b pivots on purpose).
    if !clamp { report.check("no pivots in the loop", got: loopPivots, want: 0) }

    // Expected values follow the last op (k = 999 by default): u = 59 for W2,
    // u = 1 for W2b, where the `w >= 2` floor wins over the strong edit.
    let asked = ops > 0 ? gridViewWidth(op: ops - 1, clamp: clamp) : 40
    let u = max(asked, 2)
    let last = grid.x.count - 1
    let worst = grid.w.map { solver.value(of: $0) }.max { abs($0 - u) < abs($1 - u) } ?? u
    report.check("w==\(formatNumber(u)) (worst)", got: worst, want: u)
    report.check("W==Wfor(\(formatNumber(u)))", got: solver.value(of: grid.container),
                 want: grid.containerWidth(forViewWidth: u))
    report.check("x[last]", got: solver.value(of: grid.x[last]),
                 want: GridSystem.margin + Double(grid.columns - 1) * (u + GridSystem.gap))
    report.check("y[last]", got: solver.value(of: grid.y[last]),
                 want: GridSystem.margin + Double(grid.rows - 1) * (30 + GridSystem.gap))
    return solver.statistics
}

/// The scroll offset W4 suggests at op `k`: a triangle wave from −150 to +250.
func dragOffset(op k: Int) -> Double {
    let p = k % 400
    let t = p < 200 ? p : 400 - p
    return Double(-150 + 2 * t)
}

/// W4 `stretchy drag`: a header pinned (at HIGH) to a scroll offset above a
/// list of M = N fixed-height items.
func runW4(n: Int, ops: Int, report: Report) throws(SolverError) -> SolverStatistics {
    let offset = Variable("offset"), top = Variable("header_top"), height = Variable("header_height")
    let itemTop = (0..<n).map { Variable("item_top\($0)") }
    let itemHeight = (0..<n).map { Variable("item_h\($0)") }
    let solver = Solver()

    // Constraints are made as they are added, as in W2 (part of build_total).
    let buildStart = monotonicNanoseconds()
    var count = 0
    func add(_ expression: Expression, _ relation: Relation, _ priority: Priority = .required) throws(SolverError) {
        try solver.add(Constraint(expression, relation, priority: priority))
        count += 1
    }
    try solver.addEditVariable(offset, priority: .strong)
    try solver.suggestValue(0, for: offset)
    try add(top + height - 200.0, .equal)
    try add(height - 60.0, .greaterThanOrEqual)
    try add(top - offset, .equal, .defaultHigh)
    try add(itemTop[0] - top - height, .equal)
    for i in 0..<n {
        try add(itemHeight[i] - 44.0, .equal)
        if i > 0 {
            try add(itemTop[i] - itemTop[i - 1] - itemHeight[i - 1] - 1.0, .equal)
        }
    }
    solver.updateVariables()
    report.record("build_total", count: count, totalNs: monotonicNanoseconds() - buildStart)

    let offsets = (0..<ops).map(dragOffset(op:))
    let pivotsBefore = solver.statistics.pivots
    let loopStart = monotonicNanoseconds()
    for value in offsets {
        try solver.suggestValue(value, for: offset)
        solver.updateVariables()
    }
    report.record("suggest+update", count: ops, totalNs: monotonicNanoseconds() - loopStart)
    report.extraStatistics = ["loopPivots=\(solver.statistics.pivots - pivotsBefore)"]

    // k = 9999 gives o = −148: the header stretches, ht = −148, hh = 348.
    let o = ops > 0 ? dragOffset(op: ops - 1) : 0
    let pinned = min(o, 140)
    report.check("header_top", got: solver.value(of: top), want: pinned)
    report.check("header_height", got: solver.value(of: height), want: 200 - pinned)
    report.check("item_top[M-1]", got: solver.value(of: itemTop[n - 1]), want: Double(200 + 45 * (n - 1)))
    return solver.statistics
}
