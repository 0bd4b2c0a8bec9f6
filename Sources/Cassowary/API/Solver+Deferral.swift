/// Changes whose optimization waits for the whole of them.
extension Solver {
    /// Runs `body`, whose adds, removals and priority changes leave the
    /// objective to be optimized once, when the outermost such scope ends
    /// (or after a few changes: see `SolverCore.maxPendingChanges`).
    ///
    /// Each change re-optimizes on its own, and a change made of several
    /// (a stack view's constraints made anew as a view joins it: the old
    /// bottom connection out, a new one in) then swings the solution out and
    /// back: a stack of n labels that does not fit lets every squeezed label
    /// go when its bottom is removed, and squeezes them again when the new
    /// one comes, 2n pivots on rows of n terms. Optimized at the end, the
    /// solution moves only as far as the whole change asks. Anything that
    /// needs the optimum (values, the dual simplex, ranges, explorations)
    /// optimizes first, so the scope changes no answer but which of equally
    /// good solutions is found. A failure to optimize at the end is thrown
    /// through `failure`.
    public func deferringOptimization<E: Error>(_ body: () throws(E) -> Void,
                                                failure: (SolverError) -> E) throws(E) {
        core.deferrals += 1
        do {
            try body()
        } catch {
            core.deferrals -= 1
            if core.deferrals == 0 { core.settleForQuery() }
            throw error
        }
        core.deferrals -= 1
        guard core.deferrals == 0 else { return }
        do {
            try core.settle()
        } catch {
            throw failure(error)
        }
    }
}
