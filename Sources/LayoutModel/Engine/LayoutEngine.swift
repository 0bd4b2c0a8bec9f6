import Cassowary

/// Lays a `Layout` out as UIKit would: keeps a solver in step with it and
/// answers with frames.
///
/// Every change goes through `apply`, which runs it on a copy of the layout
/// and keeps the copy only if it succeeds, then brings the solver in step
/// incrementally. The constraints come from *sources* — the root, each view
/// (its autoresizing, intrinsic, stack and box constraints), each user
/// constraint, each derived guide in use — and only the sources the change
/// touched are regenerated; of their constraints, unchanged ones stay in the
/// tableau, changed constants and priorities are updated in place (a
/// rotation is a change of two constants), and only what is new or gone is
/// added or removed. Two-pass values (the height of wrapping labels, which
/// follows the width they get; the safe area of views other than the root,
/// which follows where they are) are fed back until they settle.
public final class LayoutEngine {
    public internal(set) var layout: Layout
    /// Replaced by a fresh one when laying out fails (`recover`).
    var solver = Solver()
    var variables: [LayoutItem: ItemVariables] = [:]
    /// What each of those variables stands for (kept with them: every
    /// diagnostic reads expressions back into attributes).
    var meanings: [ObjectIdentifier: (item: LayoutItem, component: ItemComponent)] = [:]
    /// The variables of each view, by view index (walks over every view
    /// after each statement read them here rather than hashing items).
    var viewVariables: [ItemVariables?] = []
    /// The variables of every laid-out view, for reading them all at once.
    var viewTable = ViewTable()
    /// Changes whenever a view may have entered, left or moved in the
    /// hierarchy (what `viewTable` is made from, with `laidOutViewCount`).
    var hierarchyEpoch = 0
    /// How many views have variables (they never lose them).
    var laidOutViewCount = 0
    /// Views given variables that the solver may not have met yet (a view
    /// whose only constraint cancels out): `ambiguousValues` checks these
    /// rather than every view. Not saved with the state: a restore lists
    /// every view with variables again.
    var unconfirmedViews: [ViewID] = []
    var installed = InstalledConstraints()
    /// Which layout constraint each solver constraint stands for.
    var owners: [ObjectIdentifier: ConstraintID] = [:]
    /// Ids of the broken required constraints.
    var broken: Set<ConstraintID> = []
    /// Which of them were seen to conflict still, until what they name
    /// changes. Not saved with the state: a restore starts it afresh.
    var standingProofs = StandingProofs()
    /// The two-pass values of the last layout.
    var measured = MeasuredValues()
    /// What generators read now.
    var input: GenerationInput { GenerationInput(layout: layout, measured: measured) }
    /// Ids of generated constraints by what they are, kept for the session.
    var generatedIDs: [GeneratedKey: Int] = [:]
    /// The ids of the constraints each source put in force, in its order
    /// (the constraints themselves are in `installed`: at 10000 views a
    /// second copy of every record was 10 MB more to write).
    var sources: [SourceKey: [ConstraintID]] = [:]
    /// How many installed constraints name each derived guide.
    var derivedUse: [LayoutItem: Int] = [:]
    /// The user constraints naming each view (by the views hosting their items).
    var userConstraintsByView: [ViewID: Set<ConstraintID>] = [:]
    /// Labels whose height follows their width, laid out now.
    var wrappingViews: Set<ViewID> = []
    /// Set while the solver may not hold the layout: laying out failed and
    /// laying out anew has not succeeded yet (see `recover`).
    var needsRecovery = false

    /// Every frame that changed, in the order laid out (see
    /// `LayoutEngine+FrameLog`): what moved between two moments is what was
    /// appended in between. Never taken back: a restore logs its changes.
    public internal(set) var frameLog: [FrameChange] = []
    /// The frame of each view as last logged, by view index.
    var loggedFrames: [Rect?] = []
    /// Where each scroll view with content was scrolled to when frames were
    /// last logged: a scroll view at rest moves when its insets do.
    var loggedBoundsOffsets: [ViewID: Point] = [:]
    /// Views given variables since frames were last logged.
    var newlyLaidOut: [ViewID] = []
    /// The device's scale as last laid out, for rounding values read back:
    /// kept here because frames are read while a change holds `layout`
    /// (`lastSolvedWindowFrame`), when reading it would conflict.
    var pixelScale: Double = 3

    /// Every change to an existing user constraint, in order: its id and
    /// what it was before. What changed between two moments is what was
    /// appended in between, so nobody keeps a copy of every constraint.
    public internal(set) var constraintEdits: [(id: ConstraintID, before: LayoutConstraint)] = []

    /// Counts layouts: it changes whenever the layout may have changed, so
    /// what is computed from a layout can be kept until it does.
    public internal(set) var revision = 0

    /// The most passes `sync` makes while two-pass values settle.
    static let maxPasses = 6

    /// Whether the values fed back after a layout pass (the widths labels
    /// wrap at, safe areas, inherited margins) settled in the last layout:
    /// when they chase each other, frames are where `maxPasses` passes
    /// from none leave them.
    public internal(set) var isSettled = true

    /// An engine laying out `layout`. Throws what `apply` does when laying
    /// it out fails (a number out of range, an internal error).
    public init(layout: Layout = Layout()) throws(LayoutError) {
        var layout = layout
        _ = layout.takeChanges()
        self.layout = layout
        try sync(everything: true)
    }

    /// An engine holding `layout` that has not laid it out: only for
    /// `copy`, which restores a state into it at once.
    init(empty layout: Layout) {
        self.layout = layout
    }

    /// Applies `change` to the layout, all or nothing (a throw undoes every
    /// step), then lays out again. `change` gets the layout to work on and
    /// must not read `engine.layout` meanwhile (it is being changed in place).
    ///
    /// When laying the changed layout out fails — a number out of range
    /// (`invalidValue`), or a bug (`internalError`) — the change is taken
    /// back too, the engine lays the layout out anew as it was, and the
    /// failure is thrown as `layoutFailure` makes it.
    public func apply<E: Error>(_ change: (inout Layout) throws(E) -> Void,
                                layoutFailure: (LayoutError) -> E) throws(E) {
        // A failure that even laying out anew met is still there: try again first.
        if needsRecovery {
            do throws(LayoutError) { try recover() } catch { throw layoutFailure(error) }
        }
        let undo = try layout.transactKeepingUndo(change)
        let changes = layout.takeChanges()
        do {
            try sync(changes)
        } catch {
            layout.undo(undo)
            _ = layout.takeChanges()
            do throws(LayoutError) {
                try recover()
            } catch {
                // `needsRecovery` stays set: the next change tries again, and
                // throws what it meets then. This change's failure comes first.
            }
            throw layoutFailure(error)
        }
        for (id, before) in changes.constraintsBefore.sorted(by: { $0.key < $1.key }) { constraintEdits.append((id, before)) }
    }

    /// `apply` for a change that throws `LayoutError`s, which laying out adds to.
    public func apply(_ change: (inout Layout) throws(LayoutError) -> Void) throws(LayoutError) {
        try apply(change, layoutFailure: { $0 })
    }

    /// The constraints generated for the current layout: the root's, each
    /// view's by view id, then the derived guides'.
    public var generatedConstraints: [LayoutConstraint] {
        sources.keys.filter { !$0.isUser }.sorted().flatMap { key in
            (sources[key] ?? []).compactMap { installed.constraint(of: $0) }
        }
    }

    /// Every constraint in force: the user's installed ones, then the generated ones.
    public var activeConstraints: [LayoutConstraint] {
        layout.constraints.filter { installed.contains($0.id) } + generatedConstraints
    }

    /// The constraints in force whose solver form names one of `views` or
    /// a guide, the user's and the generated ones but not the system's, as
    /// `activeConstraints` orders them, each with its solver constraint.
    ///
    /// Read from each constraint's reach (what its solver form names, kept
    /// in a dense array at install), so only the constraints kept are read:
    /// at 10000 views, chasing every solver form's terms took half of
    /// `:ambiguous`.
    public func solverForms(namingAnyOf views: Set<ViewID>) -> [(constraint: LayoutConstraint, solverConstraint: Constraint)] {
        var asked = [Bool](repeating: false, count: layout.views.count)
        for v in views where v.index >= 0 && v.index < asked.count { asked[v.index] = true }
        var found = installed.ids { $0.names(anyOf: asked) }
        // The user's by id (their order in the layout), then the generated
        // ones by source (a view's, by id) and place in it.
        found.sort { a, b in
            if a.id.isGenerated != b.id.isGenerated { return !a.id.isGenerated }
            guard a.id.isGenerated else { return a.id.number < b.id.number }
            return (a.reach.sourceView, a.reach.position, a.id.number) < (b.reach.sourceView, b.reach.position, b.id.number)
        }
        return found.compactMap { id, _ in
            guard let c = constraint(id), let sc = installed.solverConstraint(of: id) else { return nil }
            if case .system = c.origin { return nil }
            return (c, sc)
        }
    }

    /// The layout constraint a solver constraint stands for (in a conflict or certificate).
    public func layoutConstraint(for solverConstraint: Constraint) -> LayoutConstraint? {
        owners[ObjectIdentifier(solverConstraint)].flatMap { installed.constraint(of: $0) }
    }

    /// Any constraint by id, user or generated.
    public func constraint(_ id: ConstraintID) -> LayoutConstraint? {
        id.isGenerated ? installed.constraint(of: id) : layout.constraint(id)
    }

    /// Rounds to 1e-6: solver values carry float noise that frames should
    /// not show. A value within 1e-5 of a pixel of the device snaps to it
    /// first: text is as high as a whole number of pixels, so frames are
    /// often thirds of a point, and the noise of adding thirds (157.3333335)
    /// would otherwise print one pixel-aligned value two ways.
    func rounded(_ x: Double) -> Double {
        let pixels = x * pixelScale
        let onGrid = abs(pixels - pixels.rounded()) < 1e-5 ? pixels.rounded() / pixelScale : x
        let r = (onGrid * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r  // no -0
    }
}
