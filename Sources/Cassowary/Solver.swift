/// An incremental Cassowary solver with lexicographic priorities and explanations.
///
/// Add and remove constraints in any order, change their constants and
/// priorities, suggest values for edit variables, and read values back after
/// `updateVariables()`. Priorities are UIKit's: 1000 is required; lower ones
/// are satisfied as well as possible, each level strictly before the next.
///
/// A refused call — above all a required constraint that cannot hold — throws
/// and leaves the solver exactly as it was; the `.unsatisfiable` error carries
/// a minimal certificate naming the constraints in conflict. `violation(of:)`
/// explains an optional constraint the optimum does not satisfy, and
/// `ranges(of:)` gives each variable's exact range over all optimal solutions.
///
/// The same sequence of calls always gives the same tableau, values and
/// output: every choice follows the order in which symbols were first used.
public final class Solver {
    var core = SolverCore()

    /// An empty solver.
    public init() {}

    /// An independent solver in the same state: for questions that need a
    /// scratch constraint without disturbing this one's solution.
    public func copy() -> Solver {
        let other = Solver()
        other.core = core
        // A copy made inside `exploring` is not part of the exploration.
        other.core.forgetExplorations()
        // Scratch space, not state: shared with the copy (an undo point),
        // the next expansion here copied it whole into fresh memory.
        other.core.tableau.expansionScratch = ExpansionScratch()
        return other
    }

    /// Runs `body` with this solver, then puts the solver back exactly as
    /// it was before: constraints, edit variables, tableau and values.
    ///
    /// For trying many changes where a `copy()` would cost a copy of every
    /// row and record on its first write: `body` adds, removes and suggests
    /// on this solver, which notes only what it writes (see `Exploration`).
    /// Explorations nest. The solver must not be used from elsewhere, nor
    /// escape `body`, while it runs. A step that rounding keeps from going on
    /// incrementally throws `.explorationRestarted` and leaves the solver as
    /// it was when `body` began.
    public func exploring<T>(_ body: (Solver) throws -> T) rethrows -> T {
        core.settleForQuery()
        core.beginExploration()
        defer {
            core.endExploration()
            core.checkInvariantsInDebug(after: "an exploration")
        }
        return try body(self)
    }

    // MARK: Constraints

    /// Adds `constraint`. Throws `.unsatisfiable` if it is required and
    /// contradicts the required constraints already present (nothing changes),
    /// `.duplicateConstraint` if it is already in, `.nonFinite` for NaN or infinity.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try change("adding \(constraint)") { (core) throws(SolverError) in
            try core.add(constraint, expression: constraint.expression, priority: constraint.priority)
        }
    }

    /// Removes `constraint`; throws `.unknownConstraint` if it is not in.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try change("removing \(constraint)") { (core) throws(SolverError) in try core.remove(constraint) }
    }

    /// Puts required `new` in the place of required `old` (same relation)
    /// by rewriting the tableau in place, which costs what the two differ
    /// by rather than what the layout holds, and returns true; returns
    /// false, having changed nothing, when that cannot keep the solution
    /// feasible: then remove `old` and add `new`.
    public func replace(_ old: Constraint, with new: Constraint) throws(SolverError) -> Bool {
        var replaced = false
        try change("replacing \(old) by \(new)") { (core) throws(SolverError) in
            replaced = try core.replace(old, with: new)
        }
        return replaced
    }

    /// Whether `replace(constraint, with:)` may rewrite the tableau in
    /// place, judging by `constraint` alone: false means it would refuse,
    /// and removing `constraint` first costs no more.
    public func mayReplace(_ constraint: Constraint) -> Bool {
        core.mayReplace(constraint)
    }

    /// Makes room for `constraints` constraints in all, so that adding a
    /// large batch grows the solver's tables once rather than by doubling.
    public func reserveCapacity(constraints: Int) {
        core.reserveCapacity(constraints: constraints)
    }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        core.record(constraint) != nil
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        core.orderedRecords.map(\.constraint)
    }

    /// The expression the solver uses for `constraint` (its constant may have
    /// been changed by `setConstant`), or nil if it is not in the solver.
    public func expression(of constraint: Constraint) -> Expression? {
        core.record(constraint)?.expression
    }

    /// The priority the solver uses for `constraint`, or nil if it is not in.
    public func priority(of constraint: Constraint) -> Priority? {
        core.record(constraint)?.priority
    }

    /// Sets the constant term of `constraint`'s expression, incrementally (as
    /// an edit). For a required constraint that cannot hold with the new
    /// constant, throws `.unsatisfiable` and keeps the old one.
    public func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try change("setting the constant of \(constraint) to \(constant)") { (core) throws(SolverError) in
            try core.settle()
            try core.setConstant(of: constraint, to: constant)
        }
    }

    /// Changes the priority of `constraint`. Going to required may throw
    /// `.unsatisfiable` (nothing changes then).
    public func setPriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        try change("setting the priority of \(constraint) to \(priority)") { (core) throws(SolverError) in
            try core.setPriority(of: constraint, to: priority)
        }
    }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional `priority`: the solver keeps it
    /// as close as it can to the values suggested with `suggestValue`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let key = ObjectIdentifier(variable)
        guard core.edits[key] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit(\(variable))")
        try change("adding the edit variable \(variable)") { (core) throws(SolverError) in
            try core.add(constraint, expression: constraint.expression, priority: priority)
            core.setEdit(constraint, for: key)
        }
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let constraint = core.edits[key] else { throw .unknownEditVariable(variable) }
        try change("removing the edit variable \(variable)") { (core) throws(SolverError) in
            try core.remove(constraint)
            core.setEdit(nil, for: key)
        }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests `value` for edit variable `variable`; the dual simplex moves
    /// the solution to the new optimum without rebuilding anything.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = core.edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite("the suggested value \(value)") }
        try change("suggesting \(value) for \(variable)") { (core) throws(SolverError) in
            try core.settle()
            try core.setConstant(of: constraint, to: -value)
        }
    }

    /// Runs a change on the core: refused on a damaged solver, and followed
    /// by a check of every invariant in debug builds.
    private func change(_ what: @autoclosure () -> String,
                        _ body: (inout SolverCore) throws(SolverError) -> Void) throws(SolverError) {
        try core.refuseIfDamaged()
        defer { core.checkInvariantsInDebug(after: what()) }
        try body(&core)
    }

    // MARK: Values

    /// Brings every variable's value up to date. Only definitions that changed,
    /// and what depends on them, are recomputed.
    public func updateVariables() {
        core.settleForQuery()
        core.tableau.updateValues()
    }

    /// Brings values up to date, runs `change` (suggestions, edits), brings
    /// them up to date again, and returns the variables whose values differ
    /// from before, in the order the solver first saw them.
    ///
    /// What changed is noted as values are written, so this costs what the
    /// update costs, not a read of every variable: comparing two solutions
    /// of a large layout variable by variable was quadratic when done for
    /// each of its ambiguous values.
    public func valueChanges(during change: () -> Void) -> [ValueChange] {
        core.settleForQuery()
        core.tableau.updateValues()
        core.tableau.startRecordingValueChanges()
        change()
        return core.stopRecordingValueChanges()
    }

    /// The value of `variable` in the current solution (0 for a variable the
    /// solver has never seen). Updates stale values first.
    public func value(of variable: Variable) -> Double {
        // Mutating calls, even when nothing is pending: a non-mutating
        // method called on `core` works on a copy of the whole core (every
        // buffer retained and released), which cost far more than the
        // write access.
        core.settleForQuery()
        return core.value(of: variable)
    }

    // MARK: Diagnostics

    /// How far `constraint` is from holding: 0 when it holds.
    public func error(of constraint: Constraint) -> Double {
        guard let record = core.record(constraint) else { return 0 }
        core.settleForQuery()
        return core.error(of: record)
    }

    /// Every constraint that does not hold, with its error (as
    /// `error(of:)` gives it), in the order they were added.
    public func unsatisfiedConstraints() -> [(constraint: Constraint, error: Double)] {
        core.settleForQuery()
        return core.unsatisfied()
    }

    /// Why an optional constraint is not satisfied, or nil if it is (or is
    /// required, or unknown).
    public func violation(of constraint: Constraint) -> Violation? {
        core.settleForQuery()
        return core.violation(of: constraint)
    }

    /// The range of each variable over all optimal solutions.
    public func ranges(of variables: [Variable]) -> [ValueRange] {
        core.settleForQuery()
        return core.ranges(of: variables)
    }

    /// The ranges of `variables` that are not fixed, each with its index in
    /// `variables`, in order: `ranges(of:)` without the fixed ones, for
    /// asking about every frame of a large layout.
    public func unfixedRanges(of variables: [Variable]) -> [(index: Int, range: ValueRange)] {
        core.settleForQuery()
        return core.unfixedRanges(of: variables)
    }

    /// The range of each linear expression over all optimal solutions, as a
    /// range of the variable named in `names` at the same index (which the
    /// solver need not know): a difference of two edges, say, without
    /// adding a probe constraint.
    public func ranges(of expressions: [Expression], names: [Variable]) -> [ValueRange] {
        core.settleForQuery()
        return core.ranges(of: expressions, names: names)
    }

    /// The optional constraints whose errors trade as `expression` moves
    /// over the optimal solutions (a tie), in the order they were added.
    public func trading(_ expression: Expression) -> [Constraint] {
        core.settleForQuery()
        return core.trading(expression)
    }

    /// The range of `variable` over all optimal solutions.
    public func range(of variable: Variable) -> ValueRange {
        core.settleForQuery()
        return core.ranges(of: [variable])[0]
    }

    /// The size of the tableau.
    public var statistics: SolverStatistics {
        core.statistics
    }

    /// Checks the tableau's invariants, returning a description of each
    /// violation (empty when sound). Tests call it after every operation.
    public func checkInvariants() -> [String] {
        core.invariantViolations()
    }

    /// The internal failures met since the last call, oldest first, each
    /// described (see `SolverError.internalFailure`): those thrown, and
    /// those of queries, which cannot throw and answer as best they can
    /// (a range that could not be computed is reported unbounded). Empty
    /// unless the solver has a bug.
    public func takeInternalFailures() -> [String] {
        defer { core.failureLog = [] }
        return core.failureLog
    }
}
