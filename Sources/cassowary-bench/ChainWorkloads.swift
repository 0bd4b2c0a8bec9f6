import Cassowary

/// The W1 system: N views in a horizontal chain, 8 points apart, each at
/// least 20 wide and preferably (weakly) 40 wide.
struct ChainSystem {
    let left: [Variable]
    let width: [Variable]

    /// Makes the 2N variables; the workloads do this before any timer starts.
    init(n: Int) {
        left = (0..<n).map { Variable("left\($0)") }
        width = (0..<n).map { Variable("width\($0)") }
    }

    /// The 3N constraints in W1 order: for each view its link (or anchor),
    /// its minimum width, its weak preferred width. Index `j mod 3` is the type.
    func makeConstraints() -> [Constraint] {
        var constraints: [Constraint] = []
        constraints.reserveCapacity(3 * left.count)
        for i in left.indices {
            if i == 0 {
                constraints.append(Constraint(left[0] + 0.0, .equal))
            } else {
                constraints.append(Constraint(left[i] - left[i - 1] - width[i - 1] - 8.0, .equal))
            }
            constraints.append(Constraint(width[i] - 20.0, .greaterThanOrEqual))
            constraints.append(Constraint(width[i] - 40.0, .equal, priority: .weakest))
        }
        return constraints
    }

    /// Records W1's checks: every width 40, the last view at 48·(N−1).
    func check(_ solver: Solver, into report: Report, suffix: String = "") {
        let n = left.count
        // One line for all widths: the one furthest from 40 stands for them.
        let worst = width.map { solver.value(of: $0) }.max { abs($0 - 40) < abs($1 - 40) } ?? 40
        report.check("width[i]==40 (worst)\(suffix)", got: worst, want: 40)
        report.check("left[N-1]==48(N-1)\(suffix)", got: solver.value(of: left[n - 1]), want: Double(48 * (n - 1)))
    }
}

/// W1 `chain`: the cost of building the chain from scratch.
func runW1(n: Int, report: Report) throws(SolverError) -> SolverStatistics {
    let system = ChainSystem(n: n)
    let solver = Solver()
    let constraints = report.time("create_constraints", count: 3 * n) { system.makeConstraints() }
    let addStart = monotonicNanoseconds()
    for c in constraints { try solver.add(c) }
    let addNs = monotonicNanoseconds() - addStart
    let updateStart = monotonicNanoseconds()
    solver.updateVariables()
    let updateNs = monotonicNanoseconds() - updateStart
    report.record("add_constraint", count: 3 * n, totalNs: addNs)
    report.record("update_variables", count: 1, totalNs: updateNs)
    report.record("build_total(add+update)", count: 3 * n, totalNs: addNs + updateNs)
    system.check(solver, into: report)
    return solver.statistics
}

/// The type of W3's constraint `j`, as named in the per-type metrics.
private let pairMetricNames = ["pair[link:required==]", "pair[min:required>=]", "pair[pref:weak==]"]

/// Type counts of the 1000 W3 picks (any N), from WORKLOADS.md.
private let expectedTypeMix = [343, 317, 340]

/// First six picks at N = 100 (`next() mod 300`), from WORKLOADS.md: a check
/// that this SplitMix64 is the reference one.
private let expectedFirstPicksN100 = [13, 91, 258, 264, 250, 162]

/// W3 `add-remove`: remove and re-add randomly chosen constraints of the
/// built W1 system, one pair at a time, with no update in between.
func runW3(n: Int, ops: Int, report: Report) throws(SolverError) -> SolverStatistics {
    let system = ChainSystem(n: n)
    let solver = Solver()
    let constraints = system.makeConstraints()
    for c in constraints { try solver.add(c) }
    solver.updateVariables()

    // All picks are drawn before timing, so the PRNG is not measured.
    var rng = SplitMix64(seed: 42)
    let picks = (0..<ops).map { _ in Int(rng.next() % UInt64(3 * n)) }

    var removeNs: UInt64 = 0
    var readdNs: UInt64 = 0
    var typeNs: [UInt64] = [0, 0, 0]
    var typeCount = [0, 0, 0]
    for j in picks {
        let c = constraints[j]
        // Each call is timed on its own: the per-type split needs it, and
        // clock_gettime (~20 ns) is small next to a remove or an add.
        let t0 = monotonicNanoseconds()
        try solver.remove(c)
        let t1 = monotonicNanoseconds()
        try solver.add(c)
        let t2 = monotonicNanoseconds()
        removeNs += t1 - t0
        readdNs += t2 - t1
        typeNs[j % 3] += t2 - t0
        typeCount[j % 3] += 1
    }
    report.time("update_variables", count: 1) { solver.updateVariables() }
    report.record("remove_constraint", count: ops, totalNs: removeNs)
    report.record("readd_constraint", count: ops, totalNs: readdNs)
    report.record("remove+readd_pair", count: ops, totalNs: removeNs + readdNs)
    for t in 0..<3 {
        report.record(pairMetricNames[t], count: typeCount[t], totalNs: typeNs[t])
    }

    system.check(solver, into: report)
    if ops == 1000 {
        report.check("type mix link/min/pref", got: typeCount.map(String.init).joined(separator: "/"),
                     want: expectedTypeMix.map(String.init).joined(separator: "/"),
                     ok: typeCount == expectedTypeMix)
    }
    if n == 100, ops >= expectedFirstPicksN100.count {
        let first = Array(picks.prefix(expectedFirstPicksN100.count))
        report.check("first picks (SplitMix64 seed 42)", got: first.map(String.init).joined(separator: " "),
                     want: expectedFirstPicksN100.map(String.init).joined(separator: " "),
                     ok: first == expectedFirstPicksN100)
    }
    return solver.statistics
}

/// W0 (side check, not timed): a conflicting required constraint must be
/// refused and leave the solver as it was (kiwi leaves it modified, issue #52).
func runW0(report: Report) throws(SolverError) -> SolverStatistics {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    let floor = Constraint(x - 10.0, .greaterThanOrEqual)
    try solver.add(floor)
    try solver.add(Constraint(y - x, .equal))
    try solver.add(Constraint(x - 20.0, .equal, priority: .weakest))
    solver.updateVariables()
    let conflicting = Constraint(y - 5.0, .lessThanOrEqual)
    var refusal = "accepted"
    do {
        try solver.add(conflicting)
    } catch .unsatisfiable(let conflict) {
        refusal = conflict.constraint === conflicting ? "unsatisfiable(new)" : "unsatisfiable(other)"
    } catch {
        refusal = "\(error)"
    }
    report.check("conflicting add refused", got: refusal, want: "unsatisfiable(new)",
                 ok: refusal == "unsatisfiable(new)")
    solver.updateVariables()
    report.check("x after refusal (rolled back)", got: solver.value(of: x), want: 20)
    report.check("y after refusal (rolled back)", got: solver.value(of: y), want: 20)
    report.check("invariants after refusal", got: solver.checkInvariants().count, want: 0)
    // kiwi cannot re-add `x >= 10` after the failed add; here it must work.
    try solver.remove(floor)
    try solver.add(floor)
    report.check("x after re-adding x>=10", got: solver.value(of: x), want: 20)
    return solver.statistics
}
