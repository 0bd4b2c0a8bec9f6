/// Whether views are in the root's tree, remembered while the hierarchy
/// does not change: for one question, or from sync to sync when what
/// moved is forgotten (`LayoutEngine.inTree`).
///
/// `Layout.isInHierarchy` climbs to the root; asked for every constraint
/// of a hierarchy nested n deep, that is n² steps. Here each climb stops
/// at the first view already known, and every view on the way is then
/// known too. Known by view index, not hashed: each statement of a
/// hierarchy n deep still climbs n views once, and hashing each (and
/// growing a dictionary to hold them) cost most of its regeneration.
struct HierarchyMemo {
    /// By view index: 0 not yet known, 1 in the tree, 2 not; sized at the first question.
    private var known: [UInt8] = []

    /// What is remembered of `view`: nil when nothing.
    func remembered(_ view: ViewID) -> Bool? {
        view.index < known.count && known[view.index] != 0 ? known[view.index] == 1 : nil
    }

    /// Forgets whether `view` is in the tree (it moved, or a view above it did).
    mutating func forget(_ view: ViewID) {
        if view.index < known.count { known[view.index] = 0 }
    }

    /// Whether `view` is in `layout`'s tree.
    mutating func contains(_ view: ViewID, _ layout: Layout) -> Bool {
        if known.count < layout.views.count { known += [UInt8](repeating: 0, count: layout.views.count - known.count) }
        // Up to the first view known (or the root), then up again to mark
        // the way: two climbs cost less than a list of the way as long as
        // the tree is deep.
        var current: ViewID? = view
        var answer = false
        var stop: ViewID?
        while let v = current {
            if v.index < known.count, known[v.index] != 0 { answer = known[v.index] == 1; stop = v; break }
            if v == layout.root { answer = true; break }
            current = layout[v].superview
        }
        current = view
        while let v = current, v != stop {
            if v.index < known.count { known[v.index] = answer ? 1 : 2 }
            if v == layout.root { break }
            current = layout[v].superview
        }
        return answer
    }
}
