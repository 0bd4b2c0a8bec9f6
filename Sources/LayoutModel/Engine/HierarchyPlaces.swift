/// Each view's place in depth-first hierarchy order, by view index: what
/// puts many views in order (`inHierarchyOrder`, the summary's ambiguous
/// values). Only the order of places means anything: they may leave gaps.
///
/// Kept up to date from the views each sync moved (`noteMoved`) rather
/// than found again by a walk of the whole tree whenever it changed: a
/// layout written one statement per line changes the tree at nearly every
/// statement, and with 10000 views the walks were a tenth of loading it.
/// A view entering the tree (with whatever is under it) takes the places
/// just after the placed subtree before it, and the places after those
/// move up; a view leaving it takes its subtree's places away. A view
/// moved within the tree, or too many moved at once, has every place
/// found again. The views without variables are not told apart: the
/// caller puts them first.
struct HierarchyPlaces {
    private var places: [Int32] = []
    /// One past the largest place given.
    private var end: Int32 = 0
    private var epoch = -1
    /// The views moved since the places were last brought up to date, with
    /// repeats; nil when they must all be found again.
    private var moved: [ViewID]?

    /// Notes views a sync added to, moved within or removed from a tree.
    mutating func noteMoved(_ views: some Collection<ViewID>) {
        guard moved != nil else { return }
        moved?.append(contentsOf: views)
        if let count = moved?.count, count > 64 && count > places.count / 8 { moved = nil }
    }

    /// Has every place found again at the next update.
    mutating func forget() {
        moved = nil
    }

    /// Brings the places up to date unless `epoch` is the one they are for.
    mutating func update(_ layout: Layout, epoch: Int) {
        guard epoch != self.epoch else { return }
        self.epoch = epoch
        if moved == nil || !placeMoved(layout) { remake(layout) }
        moved = []
    }

    /// The place of `view` in the tree, or -1 outside it.
    func place(of view: ViewID) -> Int {
        view.index >= 0 && view.index < places.count ? Int(places[view.index]) : -1
    }

    /// Where the places put views in another order than a walk of the
    /// tree, or place a view outside it (for tests).
    func problems(_ layout: Layout) -> [String] {
        let walked = layout.viewsInHierarchy
        var problems: [String] = []
        for (a, b) in zip(walked, walked.dropFirst()) where !(place(of: a) < place(of: b)) {
            problems.append("\(layout[a].name) at \(place(of: a)), then \(layout[b].name) at \(place(of: b))")
        }
        let inTree = Set(walked)
        for index in layout.views.indices where place(of: ViewID(index)) >= 0 && !inTree.contains(ViewID(index)) {
            problems.append("\(layout[ViewID(index)].name) placed at \(place(of: ViewID(index))) outside the tree")
        }
        return problems
    }

    private mutating func remake(_ layout: Layout) {
        places = [Int32](repeating: -1, count: layout.views.count)
        end = 0
        for view in layout.viewsInHierarchy {
            places[view.index] = end
            end += 1
        }
    }

    /// Places the views moved since the last update; false when one of
    /// them moved within the tree, which reorders what was placed.
    private mutating func placeMoved(_ layout: Layout) -> Bool {
        if places.count < layout.views.count { places += [Int32](repeating: -1, count: layout.views.count - places.count) }
        let roots = Set(moved ?? []).sorted()
        // Nothing placed has moved within the tree once those that left it
        // are taken out: a superview with a place is in the tree.
        for view in roots where places[view.index] >= 0 {
            guard !layout.isInHierarchy(view) else { return false }
            var stack = [view]
            while let v = stack.popLast() {
                places[v.index] = -1
                stack += layout[v].subviews
            }
        }
        for view in roots where places[view.index] < 0 {
            // One under a view without a place is placed with it, or is outside the tree.
            guard let parent = layout[view].superview, places[parent.index] >= 0 else { continue }
            let siblings = layout[parent].subviews
            guard let index = siblings.lastIndex(of: view) else { return false }
            var before = places[parent.index]
            if let sibling = siblings[..<index].last(where: { places[$0.index] >= 0 }) { before = lastPlace(under: sibling, layout) }
            let subtree = preorder(from: view, layout)
            let at = before + 1
            let size = Int32(subtree.count)
            if at < end {
                for k in places.indices where places[k] >= at { places[k] += size }
            }
            for (offset, v) in subtree.enumerated() { places[v.index] = at + Int32(offset) }
            end += size
        }
        return true
    }

    /// The last place in `view`'s subtree: down its last placed subviews.
    private func lastPlace(under view: ViewID, _ layout: Layout) -> Int32 {
        var v = view
        while let last = layout[v].subviews.last(where: { places[$0.index] >= 0 }) { v = last }
        return places[v.index]
    }

    /// `view` and every view under it, in hierarchy order.
    private func preorder(from view: ViewID, _ layout: Layout) -> [ViewID] {
        var order: [ViewID] = []
        var stack = [view]
        while let v = stack.popLast() {
            order.append(v)
            stack += layout[v].subviews.reversed()
        }
        return order
    }
}
