/// Whether views are in the root's tree, remembered for one regeneration
/// or one question (the hierarchy does not change meanwhile).
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

    /// Whether `view` is in `layout`'s tree.
    mutating func contains(_ view: ViewID, _ layout: Layout) -> Bool {
        if known.count < layout.views.count { known += [UInt8](repeating: 0, count: layout.views.count - known.count) }
        var path: [ViewID] = []
        var current: ViewID? = view
        var answer = false
        while let v = current {
            if v.index < known.count, known[v.index] != 0 { answer = known[v.index] == 1; break }
            if v == layout.root { answer = true; break }
            path.append(v)
            current = layout[v].superview
        }
        for v in path where v.index < known.count { known[v.index] = answer ? 1 : 2 }
        return answer
    }
}
