import Cassowary

/// The frames as they change, logged as the engine lays out.
///
/// The shell says after every statement which views moved. Reading every
/// frame before and after, and comparing them, cost a walk of the whole
/// layout per statement: a file of 1000 views written one statement per
/// line paid it 5000 times. A frame can change only where the layout
/// changed: a view whose variables moved, a subview of a view whose origin
/// moved (frames are in the superview's coordinates), a view that entered,
/// left or moved in the tree, with its subtree, a subview of a view whose
/// properties changed (a scroll view's content offset), a view just given
/// variables. So each layout reads those frames alone and logs each one
/// that differs from the frame logged before; what moved between two
/// moments is what was logged in between.
extension LayoutEngine {
    /// How long the log of frame changes is: a position in it, for
    /// `frameChanges(since:)`.
    public var frameLogCount: Int { frameLog.count }

    /// The frame changes logged since position `start` of `frameLog`, one per
    /// view (its frame at `start` and now), leaving out views that are not
    /// laid out now, in hierarchy order.
    public func frameChanges(since start: Int) -> [FrameChange] {
        guard start >= 0, start <= frameLog.count else { return frameChanges(from: self, at: 0) }
        // By view index, not hashed: a statement that moves every view of
        // a long stack logs them all.
        var seen = [Bool](repeating: false, count: loggedFrames.count)
        var changes: [FrameChange] = []
        for change in frameLog[start...] where change.view.index >= seen.count || !seen[change.view.index] {
            if change.view.index < seen.count { seen[change.view.index] = true }
            let new = loggedFrame(of: change.view)
            if new != nil && new != change.old { changes.append(FrameChange(view: change.view, old: change.old, new: new)) }
        }
        return ordered(changes)
    }

    /// The frame changes from `other` engine, as it was at position `start`
    /// of its log, to this one: for a session that replaced its engine.
    /// Compares every frame, as a different engine logged its own.
    public func frameChanges(from other: LayoutEngine, at start: Int) -> [FrameChange] {
        var before = other.loggedFrames
        if start >= 0, start <= other.frameLog.count {
            for change in other.frameLog[start...].reversed() where change.view.index < before.count {
                before[change.view.index] = change.old
            }
        }
        let count = max(before.count, loggedFrames.count)
        return ordered((0..<count).compactMap { index in
            let old = index < before.count ? before[index] : nil
            let new = index < loggedFrames.count ? loggedFrames[index] : nil
            return new != nil && new != old ? FrameChange(view: ViewID(index), old: old, new: new) : nil
        })
    }

    /// `views` in hierarchy order (depth first, back to front), those not
    /// laid out first. A few are placed by their paths from the root; for
    /// many, each view's place in the tree, found again only when the tree
    /// changed, is cheaper than a path each (`HierarchyPlaces`).
    public func inHierarchyOrder(_ views: [ViewID]) -> [ViewID] {
        // One view is in order; its path from the root is as long as the tree is deep.
        if views.count < 2 { return views }
        if views.count > 16 {
            hierarchyPlaces.update(layout, epoch: hierarchyEpoch)
            let keyed = views.map { v in (view: v, place: variables(ofView: v) == nil ? -1 : hierarchyPlaces.place(of: v)) }
            return keyed.sorted { ($0.place, $0.view) < ($1.place, $1.view) }.map(\.view)
        }
        return views.map { ($0, layout.pathFromRoot(to: $0)) }
            .sorted { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }

    /// The frame of `view` as last logged, nil when it was not laid out.
    func loggedFrame(of view: ViewID) -> Rect? {
        view.index < loggedFrames.count ? loggedFrames[view.index] : nil
    }

    /// Logs the frames that may have changed in a layout after `changes`
    /// whose solver values moved as `moved` says: every view for a layout
    /// of everything.
    func logFrames(after changes: LayoutChanges, everything: Bool, moved: [Variable]) {
        // Marked by view index, not hashed: a statement may move every view.
        var candidates = ViewMask(count: max(layout.views.count, loggedFrames.count))  // it grows for any view past both
        for view in newlyLaidOut { candidates.insert(view) }
        newlyLaidOut = []
        if everything || changes.everything {
            for view in layout.viewsInHierarchy { candidates.insert(view) }
            for index in loggedFrames.indices where loggedFrames[index] != nil { candidates.insert(ViewID(index)) }
        } else {
            for variable in moved {
                guard let meaning = meanings[ObjectIdentifier(variable)], case .view(let view) = meaning.item else { continue }
                candidates.insert(view)
                // Its subviews' frames are measured from its origin.
                if meaning.component == .left || meaning.component == .top {
                    for subview in layout[view].subviews { candidates.insert(subview) }
                }
            }
            for view in changes.views where view.index < layout.views.count {
                candidates.insert(view)
                // A scroll view's content offset moves its subviews' frames
                // without moving a variable.
                if layout[view].kind == .scrollView {
                    for subview in layout[view].subviews { candidates.insert(subview) }
                }
            }
            // A view that entered, left or moved in a tree brings its subtree.
            for view in layout.subtrees(of: changes.moved) { candidates.insert(view) }
        }
        // A scroll view resting inside its insets moves its content when
        // they change (it starts or stops scrolling), with no change of its own.
        var offsets: [ViewID: Point] = [:]
        for view in measured.adjustedContentInsets.keys where view.index < layout.views.count {
            let offset = boundsOffset(of: view)
            offsets[view] = offset
            if loggedBoundsOffsets[view] != offset {
                for subview in layout[view].subviews { candidates.insert(subview) }
            }
        }
        loggedBoundsOffsets = offsets
        // Each frame read alone climbs to the root to know it is laid out;
        // past a few dozen, reading them all from the table of every view
        // is cheaper (a rotation, or any change in a hierarchy 1000 deep).
        let views = candidates.members.sorted()
        let now: [Rect?]
        if views.count > 32 {
            // By view index, not hashed: a statement may move every view.
            let byIndex = framesByIndex()
            now = views.map { $0.index < byIndex.count ? byIndex[$0.index] : nil }
        } else {
            // A restore can take back views made since.
            now = views.map { $0.index < layout.views.count ? frameAfterSync(of: $0) : nil }
        }
        for (view, frame) in zip(views, now) {
            guard frame != loggedFrame(of: view) else { continue }
            if view.index >= loggedFrames.count { loggedFrames += Array(repeating: nil, count: view.index - loggedFrames.count + 1) }
            frameLog.append(LoggedFrame(view: view, old: loggedFrames[view.index]))
            loggedFrames[view.index] = frame
        }
    }

    /// The views whose place in the tree the engine remembers wrongly
    /// (`inTree`): none (for tests).
    public func inTreeProblems() -> [String] {
        layout.views.indices.map(ViewID.init).compactMap { v in
            guard let kept = inTree.remembered(v), kept != layout.isInHierarchy(v) else { return nil }
            return "\(layout[v].name) kept as \(kept ? "in" : "out of") the tree"
        }
    }

    /// Where the kept hierarchy places, brought up to date, disagree with a
    /// walk of the tree: none, unless an update missed a move (for tests,
    /// which ask after every change, so that each is placed from the last).
    public func hierarchyPlacesProblems() -> [String] {
        hierarchyPlaces.update(layout, epoch: hierarchyEpoch)
        return hierarchyPlaces.problems(layout)
    }

    /// Where the logged frames differ from the frames read afresh: none,
    /// unless the log missed a change (for tests).
    public func frameLogProblems() -> [String] {
        var problems: [String] = []
        var seen = Set<ViewID>()
        for (view, frame) in frames() {
            seen.insert(view)
            if loggedFrame(of: view) != frame { problems.append("\(layout[view].name): logged \(String(describing: loggedFrame(of: view))), is \(frame)") }
        }
        for index in loggedFrames.indices where loggedFrames[index] != nil && !seen.contains(ViewID(index)) {
            problems.append("view \(index): logged \(String(describing: loggedFrames[index])), not laid out")
        }
        return problems
    }

    private func ordered(_ changes: [FrameChange]) -> [FrameChange] {
        var at = [Int](repeating: -1, count: (changes.map(\.view.index).max() ?? -1) + 1)
        for (i, change) in changes.enumerated() { at[change.view.index] = i }
        return inHierarchyOrder(changes.map(\.view)).map { changes[at[$0.index]] }
    }
}

/// A set of views marked by index: inserting is a flag, not a hash.
struct ViewMask {
    private var marked: [Bool]
    /// The views inserted, in the order they came.
    private(set) var members: [ViewID] = []

    init(count: Int) { marked = [Bool](repeating: false, count: count) }

    mutating func insert(_ view: ViewID) {
        if view.index >= marked.count { marked += [Bool](repeating: false, count: view.index - marked.count + 1) }
        guard !marked[view.index] else { return }
        marked[view.index] = true
        members.append(view)
    }
}

/// A frame change as logged: the view and the frame it had before. The
/// frame after is the next entry's of the same view, or the one logged
/// last (`loggedFrames`), so it is not kept: a stack that does not fit
/// logs every label at every statement.
struct LoggedFrame {
    let view: ViewID
    let old: Rect?
}
