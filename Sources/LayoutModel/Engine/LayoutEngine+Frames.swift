import Cassowary

/// Reading the solution: frames, content sizes, values of anchors.
extension LayoutEngine {
    /// `view.frame`: in its superview's coordinates (a scroll view's
    /// subviews in its content's), or nil for a view not laid out.
    public func frame(of view: ViewID) -> Rect? {
        frame(of: view, window: windowFrame(of: view))
    }

    /// `frame(of:)` knowing whether views are in the tree from `inTree`,
    /// which a sync keeps up to date: for the frames logged after it.
    func frameAfterSync(of view: ViewID) -> Rect? {
        frame(of: view, window: inTree.contains(view, layout) ? lastSolvedWindowFrame(of: view) : nil)
    }

    /// The frame of a view whose frame in the window is `window` (nil when
    /// it is not laid out in the tree).
    private func frame(of view: ViewID, window: Rect?) -> Rect? {
        guard let window else { return nil }
        // In the tree with it: its frame is read as solved, without
        // climbing to the root again from there.
        guard let parent = layout[view].superview, let outer = lastSolvedWindowFrame(of: parent) else { return window }
        let offset = boundsOffset(of: parent)
        return rounded(window.offsetBy(dx: offset.x - outer.minX, dy: offset.y - outer.minY))
    }

    /// `frame(of:)` of each view of one subtree listed top down (as
    /// `:layout` walks it), picked out of `frames()`: its one table of
    /// every laid-out view's variables is read in order, where reading
    /// each view's four variables by hash missed the cache at every
    /// lookup in a layout of thousands of views.
    public func frames(ofSubtree views: [ViewID]) -> [Rect?] {
        guard let top = views.first, layout.isInHierarchy(top) else { return views.map { _ in nil } }
        let byIndex = framesByIndex()
        return views.map { $0.index < byIndex.count ? byIndex[$0.index] : nil }
    }

    /// `frames()` by view index (nil for a view not laid out): for reading
    /// the frames of many views, looked up by index rather than hashed.
    func framesByIndex() -> [Rect?] {
        var byIndex = [Rect?](repeating: nil, count: layout.views.count)
        for (view, frame) in frames() where view.index < byIndex.count { byIndex[view.index] = frame }
        return byIndex
    }

    /// The frame in the window's (the root view's) coordinates, as drawn.
    public func windowFrame(of view: ViewID) -> Rect? {
        guard layout.isInHierarchy(view) else { return nil }
        return lastSolvedWindowFrame(of: view)
    }

    /// Where the bounds origin of `view` lies in window coordinates: its
    /// frame's origin moved by the content offset for a scroll view.
    func boundsOrigin(of view: ViewID) -> Point? {
        guard let frame = windowFrame(of: view) else { return nil }
        let offset = boundsOffset(of: view)
        return Point(x: frame.minX - offset.x, y: frame.minY - offset.y)
    }

    /// Where `view`'s bounds origin lies from its frame origin: the content
    /// offset for a scroll view, zero for any other view (its subviews'
    /// frames are measured from there).
    public func boundsOffset(of view: ViewID) -> Point {
        guard layout[view].kind == .scrollView else { return .zero }
        return layout[view].scroll.contentOffset(inside: adjustedContentInset(of: view))
    }

    /// `adjustedContentInset`: the scroll view's `contentInset` plus the
    /// parts of its safe area its adjustment behaviour adds, as last measured.
    public func adjustedContentInset(of scrollView: ViewID) -> EdgeInsets {
        guard layout[scrollView].kind == .scrollView else { return .zero }
        if let inset = measured.adjustedContentInsets[scrollView] { return inset }
        // Measured only where content is laid out in it; an empty one (a
        // table view without rows) still reports its insets.
        guard let frame = windowFrame(of: scrollView) else { return layout[scrollView].scroll.contentInset }
        return layout.adjustedContentInset(of: scrollView, at: frame, contentSize: contentSize(of: scrollView) ?? .zero)
    }

    /// A scroll view's `contentSize`: its content guide's size (zero when
    /// nothing constrains the content guide, as in UIKit). Nil for a text
    /// view: its content is its text, which layoutsh does not lay out.
    public func contentSize(of scrollView: ViewID) -> Size? {
        guard layout.isInHierarchy(scrollView), layout[scrollView].kind == .scrollView,
              layout[scrollView].textView == nil else { return nil }
        guard let vars = variables[.contentGuide(scrollView)] else { return .zero }
        return Size(width: rounded(solver.value(of: vars.width)), height: rounded(solver.value(of: vars.height)))
    }

    /// Whether a scroll view scrolls along each axis: its content and
    /// adjusted insets are bigger than its frame.
    public func isScrollable(_ scrollView: ViewID) -> AxisPair<Bool>? {
        guard let range = scrollRange(of: scrollView) else { return nil }
        return AxisPair(range.max.x > range.min.x + 1e-6, range.max.y > range.min.y + 1e-6)
    }

    /// The offsets a scroll view can rest at without bouncing: from minus
    /// its adjusted top-left insets to its content and bottom-right insets
    /// less its frame (never below the start: content that fits does not scroll).
    public func scrollRange(of scrollView: ViewID) -> (min: Point, max: Point)? {
        guard let content = contentSize(of: scrollView), let frame = frame(of: scrollView) else { return nil }
        let inset = adjustedContentInset(of: scrollView)
        let low = Point(x: -inset.left, y: -inset.top)
        return (low, Point(x: max(low.x, content.width + inset.right - frame.width),
                           y: max(low.y, content.height + inset.bottom - frame.height)))
    }

    /// The value of an anchor in window coordinates (`box.centerX`).
    public func value(of anchor: Anchor) -> Double {
        guard variables[resolve(anchor, relatedTo: nil).item] != nil else { return 0 }
        return rounded(expression(anchor, relatedTo: nil).evaluate { solver.value(of: $0) })
    }

    /// A layout guide's frame in its owning view's coordinates.
    public func frame(of item: LayoutItem) -> Rect? {
        guard let vars = variables[item.canonical], let owner = layout.hostView(of: item),
              let origin = boundsOrigin(of: owner) else { return nil }
        let window = Rect(x: solver.value(of: vars.left), y: solver.value(of: vars.top),
                          width: solver.value(of: vars.width), height: solver.value(of: vars.height))
        return rounded(window.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// `view.safeAreaInsets` as the last layout measured them.
    public func safeAreaInsets(of view: ViewID) -> EdgeInsets { input.safeArea(of: view) }

    /// `view.layoutMargins` as layout uses them (inside the safe area unless told not to).
    public func layoutMargins(of view: ViewID) -> EdgeInsets { input.margins(of: view) }

    /// Required constraints broken to recover from a conflict, by id.
    public var brokenConstraints: [(constraint: LayoutConstraint, conflict: Conflict?)] {
        broken.ids.sorted().compactMap { installed[$0] }.map { ($0.constraint, $0.conflict) }
    }

    /// The ids of the broken constraints: what a summary after every
    /// statement compares, without copying each one out.
    public var brokenIDs: Set<ConstraintID> { broken.ids }

    /// Where the log of broken constraints is now: a summary keeps it with
    /// `brokenIDs` and reads what changed since (`brokenChanges`).
    public var brokenMark: BrokenLogMark { broken.mark }

    /// The ids that broke or healed between two marks, each once, in order
    /// of id (some may have changed and changed back); nil when
    /// the set was replaced whole between them (compare the sets then).
    public func brokenChanges(from start: BrokenLogMark, to end: BrokenLogMark) -> [ConstraintID]? {
        broken.changes(from: start, to: end).map { Set($0).sorted() }
    }

    /// How far an installed constraint is from holding (0 when it holds).
    public func error(of id: ConstraintID) -> Double {
        guard let entry = installed[id] else { return 0 }
        return rounded(solver.error(of: entry.solverConstraint))
    }

    /// Whether the constraint is in the solver (active and laid out).
    public func isInstalled(_ id: ConstraintID) -> Bool { installed.contains(id) }

    private func rounded(_ r: Rect) -> Rect {
        Rect(x: rounded(r.minX), y: rounded(r.minY), width: rounded(r.width), height: rounded(r.height))
    }
}

/// One view's frame before and after a change.
public struct FrameChange: Hashable, Sendable {
    public let view: ViewID
    /// nil when the view was not laid out before (or is not after).
    public let old: Rect?
    public let new: Rect?
}

extension LayoutEngine {
    /// Every laid-out view's frame, in hierarchy order (depth first, back to front).
    public func frames() -> [(view: ViewID, frame: Rect)] {
        // One read of every laid-out view's variables, then one walk with
        // the window frames in an array: the same numbers as `frame(of:)`
        // view by view, without looking each variable or parent up again.
        updateViewTable()
        let values = solver.values(of: &viewTable.table)
        let views = viewTable.views
        var window = [Rect](repeating: .zero, count: views.count)
        for n in views.indices {
            window[n] = rounded(Rect(x: values[4 * n], y: values[4 * n + 1], width: values[4 * n + 2], height: values[4 * n + 3]))
        }
        let parents = viewTable.parents
        let scrolling = viewTable.scrollingParents
        // Read once per scroll view, not once per view inside it (an empty
        // one's insets are computed, not looked up).
        var offsets: [ViewID: Point] = [:]
        func offset(of scrollView: ViewID) -> Point {
            if let known = offsets[scrollView] { return known }
            let offset = boundsOffset(of: scrollView)
            offsets[scrollView] = offset
            return offset
        }
        return views.indices.map { n in
            guard parents[n] >= 0 else { return (views[n], window[n]) }
            let offset = scrolling[n].map(offset(of:)) ?? .zero
            let origin = window[parents[n] / 4]
            return (views[n], rounded(window[n].offsetBy(dx: -(origin.minX - offset.x), dy: -(origin.minY - offset.y))))
        }
    }

    /// The views whose frame differs between two `frames()` results, in the
    /// order of `new` (then views that left the hierarchy, in the old order).
    public static func changes(from old: [(view: ViewID, frame: Rect)],
                               to new: [(view: ViewID, frame: Rect)]) -> [FrameChange] {
        // By view index, not hashed: this runs after every statement.
        let count = max(old.map(\.view.index).max() ?? -1, new.map(\.view.index).max() ?? -1) + 1
        var before = [Rect?](repeating: nil, count: count)
        for entry in old { before[entry.view.index] = entry.frame }
        var result: [FrameChange] = []
        var seen = [Bool](repeating: false, count: count)
        for entry in new {
            seen[entry.view.index] = true
            let previous = before[entry.view.index]
            if previous != entry.frame { result.append(FrameChange(view: entry.view, old: previous, new: entry.frame)) }
        }
        for entry in old where !seen[entry.view.index] {
            result.append(FrameChange(view: entry.view, old: entry.frame, new: nil))
        }
        return result
    }

    /// The range `anchor`'s value can take over all equally good layouts,
    /// in window coordinates (exact; fixed when the layout determines it).
    public func range(of anchor: Anchor) -> (minimum: Double?, maximum: Double?, isFixed: Bool) {
        let e = expression(anchor, relatedTo: nil)
        // An anchor is a combination of variables: the solver bounds the
        // combination directly.
        guard let r = solver.ranges(of: [e], names: [Variable("range")]).first else { return (nil, nil, false) }
        return (r.minimum.map(rounded), r.maximum.map(rounded), r.isFixed)
    }
}

extension LayoutEngine {
    /// A view's frame in window coordinates as last solved, read from the
    /// solver alone: safe to call while a change is being applied (it does
    /// not touch `layout`), for code that reads `frame` or `bounds`.
    public func lastSolvedWindowFrame(of view: ViewID) -> Rect? {
        guard view.index >= 0, let vars = variables(ofView: view) else { return nil }
        return rounded(Rect(x: solver.value(of: vars.left), y: solver.value(of: vars.top),
                            width: solver.value(of: vars.width), height: solver.value(of: vars.height)))
    }

    /// A layout guide's frame in window coordinates as last solved, read from
    /// the solver alone like `lastSolvedWindowFrame(of:)`.
    public func lastSolvedWindowFrame(of item: LayoutItem) -> Rect? {
        guard let vars = variables[item.canonical] else { return nil }
        return rounded(Rect(x: solver.value(of: vars.left), y: solver.value(of: vars.top),
                            width: solver.value(of: vars.width), height: solver.value(of: vars.height)))
    }

    /// A scroll view's content size as last solved, read without `layout`
    /// like `lastSolvedWindowFrame(of:)`; nil when its content guide is not in use.
    public func lastSolvedContentSize(of scrollView: ViewID) -> Size? {
        guard let vars = variables[.contentGuide(scrollView)] else { return nil }
        return Size(width: rounded(solver.value(of: vars.width)), height: rounded(solver.value(of: vars.height)))
    }
}
