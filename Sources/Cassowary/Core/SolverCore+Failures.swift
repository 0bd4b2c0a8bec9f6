/// Internal failures: states the solver should never reach, made loud.
///
/// A failure of the solver's own (the primal simplex finding an error
/// unbounded, a rebuild losing a constraint, a small LP that does not
/// converge) is a bug, never the input's fault. It stops a debug build at
/// an assertion; in a release build it is thrown as
/// `SolverError.internalFailure` from the call that met it, and noted in
/// `failureLog` for callers that cannot throw or let a trial change go.
extension SolverCore {
    /// Notes an internal failure during `what`, stops a debug build, and
    /// returns the error to throw. With `damaging`, the call cannot take
    /// its work back: the solver refuses every later change.
    mutating func internalFailure(_ what: String, damaging: Bool) -> SolverError {
        InternalFailure.stop(what)
        failureLog.append(what)
        if damaging { damage = what }
        return .internalFailure(what)
    }

    /// Throws when an earlier internal failure left the solver damaged.
    func refuseIfDamaged() throws(SolverError) {
        if let damage { throw .internalFailure("the solver was damaged earlier by: \(damage)") }
    }

    /// Minimizes the main objective after a change that cannot be taken
    /// back (`what`); an unbounded objective means the tableau is damaged.
    /// Inside a deferral the optimum waits for `settle()`, for at most
    /// `maxPendingChanges` changes.
    mutating func reoptimize(after what: @autoclosure () -> String) throws(SolverError) {
        if deferrals > 0 && changesPending < SolverCore.maxPendingChanges {
            optimizationPending = true
            changesPending += 1
            return
        }
        optimizationPending = false
        changesPending = 0
        guard tableau.optimize(.main) else {
            throw internalFailure("the objective is unbounded after \(what())", damaging: true)
        }
    }

    /// The most changes a deferral leaves unoptimized before it optimizes
    /// anyway. A statement changes a few constraints, and optimizing once
    /// after them spares the solution swinging out and back; a loop that
    /// builds a thousand views changes thousands, and optimizing once
    /// after all of them pivots on rows that adding them unoptimized has
    /// filled in (a form of 1000 views: 0.18 s as it goes, 1.3 s at the
    /// end). A view joining a stack changes about eight: the old bottom
    /// connection, the new one, the spacing, its alignment and its own
    /// size constraints.
    static let maxPendingChanges = 8

    /// Optimizes the objective if changes left it pending: before anything
    /// that reads values or needs the optimum (the dual simplex, ranges).
    mutating func settle() throws(SolverError) {
        guard optimizationPending else { return }
        optimizationPending = false
        changesPending = 0
        guard tableau.optimize(.main) else {
            throw internalFailure("the objective is unbounded after a batch of changes", damaging: true)
        }
    }

    /// `settle()` for a query, which cannot throw: a failure is in the log.
    mutating func settleForQuery() {
        do { try settle() } catch {}
    }

    /// Every invariant checked after a change, in debug builds only (as
    /// swift-collections' `_checkInvariants`): every layer's tests then
    /// check the tableau as they go. Costs nothing in release.
    ///
    /// A full check reads the whole tableau, so checking after every call
    /// makes building a large one quadratic: a tableau of up to
    /// `checkedSymbols` symbols (every one the tests build but the largest)
    /// is checked after every change, a larger one after every k-th, k
    /// growing with its size, so that checking costs about as much per
    /// change at any size. What damage leaves (a row, a value, a required
    /// constraint off) stays until a later check sees it.
    mutating func checkInvariantsInDebug(after what: @autoclosure () -> String) {
        #if DEBUG
        guard damage == nil else { return }
        uncheckedChanges += 1
        guard uncheckedChanges * SolverCore.checkedSymbols >= tableau.symbolCount else { return }
        uncheckedChanges = 0
        let problems = invariantViolations()
        if !problems.isEmpty {
            assertionFailure("solver invariants broken after \(what()): \(problems.prefix(8).joined(separator: "; "))")
        }
        #endif
    }

    /// The size of tableau checked after every change in debug builds.
    static let checkedSymbols = 1024
}

/// Where an internal failure stops a debug build.
enum InternalFailure {
    /// Whether it does: tests of what a release build does then turn it off
    /// for the task they run in.
    @TaskLocal static var stopsDebugBuilds = true

    /// Stops a debug build at an assertion naming `what`, unless turned off.
    static func stop(_ what: @autoclosure () -> String) {
        if stopsDebugBuilds { assertionFailure("internal failure of the solver: \(what())") }
    }
}
