import Cassowary

/// When laying out fails: what the user is told, and starting over.
extension LayoutEngine {
    /// The error for a solver call that laying out needed and the solver
    /// refused other than with a conflict (which the engine resolves by
    /// breaking a constraint): a number out of range is the input's fault;
    /// anything else means the engine and the solver disagree, a bug.
    func layoutFailure(_ error: SolverError, while what: @autoclosure () -> String) -> LayoutError {
        switch error {
        case .nonFinite(let number):
            return .invalidValue("\(what()): \(number) is out of range")
        case .internalFailure(let failure):
            // The solver stopped a debug build already, and logged it.
            return .internalError(failure)
        default:
            assertionFailure("the solver refused \(what()): \(error)")
            return .internalError("the solver refused \(what()): \(error)")
        }
    }

    /// Lays the layout out anew on a fresh solver: after a failure, the old
    /// solver may hold part of a change, or be damaged. Generated
    /// constraints keep their ids, and the record of constraint edits stays.
    func recover() throws(LayoutError) {
        needsRecovery = true
        solver = Solver()
        variables = [:]
        meanings = [:]
        viewVariables = []
        unconfirmedViews = []
        ambiguityState.forget()
        viewTable = ViewTable()
        hierarchyPlaces = HierarchyPlaces()
        inTree = HierarchyMemo()
        laidOutViewCount = 0
        installed = InstalledConstraints()
        owners = [:]
        broken.replace(with: [])
        standingProofs = StandingProofs()
        measured = MeasuredValues()
        sources = [:]
        derivedUse = [:]
        userConstraintsByView = [:]
        wrappingViews = []
        try sync(everything: true)
        needsRecovery = false
    }

    /// The internal failures met since the last call that no change threw:
    /// those of questions (ranges, explanations), which cannot throw and
    /// answer as best they can. Empty unless layoutsh has a bug; the shell
    /// prints them after each input.
    public func takeInternalFailures() -> [LayoutError] {
        solver.takeInternalFailures().map { .internalError($0) }
    }
}
