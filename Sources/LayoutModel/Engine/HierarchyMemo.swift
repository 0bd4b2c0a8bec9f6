/// Whether views are in the root's tree, remembered for one regeneration
/// or one question (the hierarchy does not change meanwhile).
///
/// `Layout.isInHierarchy` climbs to the root; asked for every constraint
/// of a hierarchy nested n deep, that is n² steps. Here each climb stops
/// at the first view already known, and every view on the way is then
/// known too.
struct HierarchyMemo {
    private var known: [ViewID: Bool] = [:]

    /// Whether `view` is in `layout`'s tree.
    mutating func contains(_ view: ViewID, _ layout: Layout) -> Bool {
        var path: [ViewID] = []
        var current: ViewID? = view
        var answer = false
        while let v = current {
            if let k = known[v] { answer = k; break }
            if v == layout.root { answer = true; break }
            path.append(v)
            current = layout[v].superview
        }
        for v in path { known[v] = answer }
        return answer
    }
}
