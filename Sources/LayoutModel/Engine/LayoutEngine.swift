import Cassowary

/// Lays a `Layout` out as UIKit would: keeps a solver in step with it and
/// answers with frames.
///
/// Every change goes through `apply`, which runs it on a copy of the layout
/// and keeps the copy only if it succeeds, then brings the solver in step
/// incrementally: constraints that did not change stay in the tableau,
/// changed constants and priorities are updated in place (a rotation is a
/// change of two constants), and only what is new or gone is added or
/// removed. Two-pass values (the height of wrapping labels, which follows
/// the width they get; the safe area of views other than the root, which
/// follows where they are) are fed back until they settle.
public final class LayoutEngine {
    public private(set) var layout: Layout
    let solver = Solver()
    var variables: [LayoutItem: ItemVariables] = [:]
    var installed: [ConstraintID: InstalledConstraint] = [:]
    /// Which layout constraint each solver constraint stands for.
    var owners: [ObjectIdentifier: ConstraintID] = [:]
    var input: GenerationInput
    /// Ids of generated constraints by what they are, kept for the session.
    var generatedIDs: [GeneratedKey: Int] = [:]
    /// The constraints generated for the current layout, in generation order.
    public internal(set) var generatedConstraints: [LayoutConstraint] = []

    /// The most passes `sync` makes while two-pass values settle.
    static let maxPasses = 6

    public init(layout: Layout = Layout()) {
        self.layout = layout
        self.input = GenerationInput(layout: layout)
        sync()
    }

    /// Applies `change` to a copy of the layout; if it throws, nothing
    /// changes. Then lays out again.
    public func apply(_ change: (inout Layout) throws(LayoutError) -> Void) throws(LayoutError) {
        var copy = layout
        try change(&copy)
        layout = copy
        sync()
    }

    /// Every constraint in force: the user's active ones, then the generated ones.
    public var activeConstraints: [LayoutConstraint] {
        layout.constraints.filter { $0.isActive && installed[$0.id] != nil } + generatedConstraints
    }

    /// The layout constraint a solver constraint stands for (in a conflict or certificate).
    public func layoutConstraint(for solverConstraint: Constraint) -> LayoutConstraint? {
        owners[ObjectIdentifier(solverConstraint)].flatMap { installed[$0]?.constraint }
    }

    /// Any constraint by id, user or generated.
    public func constraint(_ id: ConstraintID) -> LayoutConstraint? {
        id.isGenerated ? installed[id]?.constraint : layout.constraint(id)
    }

    // MARK: Laying out

    /// Brings the solver in step with the layout and solves.
    func sync() {
        input = GenerationInput(layout: layout, wrapWidths: input.wrapWidths, safeAreaInsets: input.safeAreaInsets,
                                inheritedMargins: input.inheritedMargins)
        for _ in 0..<LayoutEngine.maxPasses {
            install(generateAll())
            solver.updateVariables()
            let measured = measureTwoPassValues()
            if measured.wrapWidths == input.wrapWidths && measured.safeAreaInsets == input.safeAreaInsets
                && measured.inheritedMargins == input.inheritedMargins { return }
            input.wrapWidths = measured.wrapWidths
            input.safeAreaInsets = measured.safeAreaInsets
            input.inheritedMargins = measured.inheritedMargins
        }
    }

    /// What the current solution says about the two-pass values: the widths
    /// wrapping labels got, the safe areas views overlap, the superview
    /// margins that reach into views that preserve them; rounded so that
    /// float noise does not count as change.
    private func measureTwoPassValues() -> GenerationInput {
        var measured = GenerationInput(layout: layout)
        guard let root = windowFrame(of: layout.root) else { return measured }
        let safe = root.inset(by: layout.device.safeArea)
        for view in input.viewsInHierarchy {
            guard let frame = windowFrame(of: view) else { continue }
            if IntrinsicSize.wraps(layout[view]) { measured.wrapWidths[view] = rounded(frame.width) }
            guard view != layout.root, variables[.safeArea(view)] != nil || variables[.margins(view)] != nil else { continue }
            // A view's safe area is its overlap with the root's unsafe area.
            let inset = EdgeInsets(top: max(0, min(frame.height, safe.minY - frame.minY)),
                                   left: max(0, min(frame.width, safe.minX - frame.minX)),
                                   bottom: max(0, min(frame.height, frame.maxY - safe.maxY)),
                                   right: max(0, min(frame.width, frame.maxX - safe.maxX)))
            if inset != .zero { measured.safeAreaInsets[view] = roundedInsets(inset) }
            // Superview margins reach in by what is left of them past the gap.
            guard layout[view].preservesSuperviewLayoutMargins, let parent = layout[view].superview,
                  let outer = windowFrame(of: parent) else { continue }
            let m = input.margins(of: parent)
            let reach = EdgeInsets(top: max(0, m.top - (frame.minY - outer.minY)),
                                   left: max(0, m.left - (frame.minX - outer.minX)),
                                   bottom: max(0, m.bottom - (outer.maxY - frame.maxY)),
                                   right: max(0, m.right - (outer.maxX - frame.maxX)))
            if reach != .zero { measured.inheritedMargins[view] = roundedInsets(reach) }
        }
        return measured
    }

    private func roundedInsets(_ i: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: rounded(i.top), left: rounded(i.left), bottom: rounded(i.bottom), right: rounded(i.right))
    }

    /// Rounds to 1e-6: solver values carry float noise that frames should not show.
    func rounded(_ x: Double) -> Double {
        let r = (x * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r  // no -0
    }
}
