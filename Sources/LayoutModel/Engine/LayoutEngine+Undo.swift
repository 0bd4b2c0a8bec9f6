import Cassowary

/// Coming back to an earlier moment exactly, for `:undo`.
///
/// The engine's state is values (the layout, the solver's tableau, the
/// tables kept beside them), so keeping it is keeping copies that share
/// storage until something is written. Coming back restores every one:
/// the same tableau, so the same solution even where the layout is
/// ambiguous and another order of changes could have picked another one.
extension LayoutEngine {
    /// Everything the engine knows at one moment.
    public struct SavedState {
        fileprivate let layout: Layout
        fileprivate let solver: Solver
        fileprivate let variables: [LayoutItem: ItemVariables]
        fileprivate let meanings: [ObjectIdentifier: (item: LayoutItem, component: ItemComponent)]
        fileprivate let viewVariables: [ItemVariables?]
        fileprivate let viewTable: ViewTable
        fileprivate let hierarchyEpoch: Int
        fileprivate let laidOutViewCount: Int
        fileprivate let installed: InstalledConstraints
        fileprivate let owners: [ObjectIdentifier: ConstraintID]
        fileprivate let broken: Set<ConstraintID>
        fileprivate let measured: MeasuredValues
        fileprivate let generatedIDs: [GeneratedKey: Int]
        fileprivate let sources: [SourceKey: [ConstraintID]]
        fileprivate let derivedUse: [LayoutItem: Int]
        fileprivate let userConstraintsByView: [ViewID: Set<ConstraintID>]
        fileprivate let wrappingViews: Set<ViewID>
        fileprivate let needsRecovery: Bool
        fileprivate let constraintEdits: [(id: ConstraintID, before: LayoutConstraint)]
        fileprivate let isSettled: Bool
    }

    /// A second engine in the state this one is in: the same tableau, so
    /// the same solution, to change without touching this one (the other
    /// layout `:exercise` shows). The two share storage until either writes.
    public func copy() -> LayoutEngine {
        let other = LayoutEngine(empty: layout)
        other.restore(saveState())
        return other
    }

    /// The engine as it is now, to come back to with `restore`. The table
    /// of views is brought up to date first: kept stale, the first frames
    /// read after a restore remade it, copying the storage it shares with
    /// the kept state (a retain of every variable, at each `:undo`).
    public func saveState() -> SavedState {
        updateViewTable()
        return state(solver: solver.copy())
    }

    /// A second engine laid out with `current`, the layout this one's is
    /// becoming in a change that has not ended: `layoutIfNeeded()` in the
    /// middle of a statement lays out at once, and the code after it reads
    /// frames. This engine is neither changed nor asked for its layout
    /// (which the change holds); `current` carries the change so far in its
    /// record of changes, which the copy lays out as `apply` would.
    public func preview(_ current: Layout) throws(LayoutError) -> LayoutEngine {
        var laidOut = current
        laidOut.journal = Journal()  // the change's journal stays with the change
        let other = LayoutEngine(empty: laidOut)
        other.restore(state(solver: solver.copy(), layout: laidOut), logging: false)
        try other.sync(other.layout.takeChanges())
        return other
    }

    /// The engine's state with `solver` as its solver.
    private func state(solver: Solver) -> SavedState {
        state(solver: solver, layout: layout)
    }

    private func state(solver: Solver, layout: Layout) -> SavedState {
        SavedState(layout: layout, solver: solver, variables: variables, meanings: meanings,
                   viewVariables: viewVariables, viewTable: viewTable, hierarchyEpoch: hierarchyEpoch,
                   laidOutViewCount: laidOutViewCount, installed: installed, owners: owners, broken: broken.ids,
                   measured: measured, generatedIDs: generatedIDs, sources: sources, derivedUse: derivedUse,
                   userConstraintsByView: userConstraintsByView, wrappingViews: wrappingViews,
                   needsRecovery: needsRecovery, constraintEdits: constraintEdits, isSettled: isSettled)
    }

    /// Gives the engine storage of its own again after `saveState`: the
    /// kept state and the live one share every buffer, and the next change
    /// would copy each one it writes, in the middle of a statement (2–20 ms
    /// at 1000 views). Called while the user reads an answer, it pays for
    /// that copy when nobody waits.
    public func makeStorageUnique() {
        layout.makeStorageUnique()
        solver.makeStorageUnique()
        variables.makeUnique()
        meanings.makeUnique()
        viewVariables.makeUnique()
        viewTable.makeStorageUnique()
        installed.makeStorageUnique()
        owners.makeUnique()
        generatedIDs.makeUnique()
        sources.makeUnique()
        derivedUse.makeUnique()
        userConstraintsByView.makeUnique()
        wrappingViews.makeUnique()
        constraintEdits.makeUnique()
    }

    /// Puts the engine back as it was when `state` was saved. The revision
    /// moves on rather than back: what was computed from a revision since
    /// must not be taken for what holds now.
    ///
    /// Returns the state it replaced, the live solver itself rather than a
    /// copy: freeing a tableau of 1000 views is thousands of releases, and
    /// the caller may keep it to free while nobody waits.
    @discardableResult
    public func restore(_ state: SavedState) -> SavedState {
        restore(state, logging: true)
    }

    /// `restore`, logging the frames that differ from those logged before it
    /// only when `logging`: a preview's frames are read, never summarised.
    @discardableResult
    private func restore(_ state: SavedState, logging: Bool) -> SavedState {
        let replaced = self.state(solver: solver)
        layout = state.layout
        pixelScale = layout.device.scale
        solver = state.solver.copy()
        variables = state.variables
        meanings = state.meanings
        viewVariables = state.viewVariables
        unconfirmedViews = viewVariables.indices.compactMap { viewVariables[$0] == nil ? nil : ViewID($0) }
        ambiguityState.forget()
        viewTable = state.viewTable
        hierarchyEpoch = state.hierarchyEpoch
        // Its epoch may come again with another tree: made afresh.
        hierarchyPlaces = HierarchyPlaces()
        inTree = HierarchyMemo()
        laidOutViewCount = state.laidOutViewCount
        installed = state.installed
        owners = state.owners
        broken.replace(with: state.broken)
        standingProofs = StandingProofs()
        measured = state.measured
        generatedIDs = state.generatedIDs
        sources = state.sources
        derivedUse = state.derivedUse
        userConstraintsByView = state.userConstraintsByView
        wrappingViews = state.wrappingViews
        needsRecovery = state.needsRecovery
        constraintEdits = state.constraintEdits
        isSettled = state.isSettled
        revision += 1
        if logging { logFrames(after: LayoutChanges(), everything: true, moved: []) }
        return replaced
    }
}
