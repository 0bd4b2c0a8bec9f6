import Cassowary

/// The laid-out views in hierarchy order with their four variables in one
/// solver table, and where each one's superview is in it: what `frames()`
/// reads, and what puts many views in hierarchy order. Remade only when the
/// hierarchy or the set of laid-out views changes, so that a statement in a
/// layout of thousands of views neither looks each variable up nor walks
/// the views themselves (large values, spread over memory).
struct ViewTable {
    /// The views in the hierarchy that have variables, depth first.
    private(set) var views: [ViewID] = []
    /// By view index: the position of the view's left variable in `table`
    /// (then top, width, height), or -1.
    private var positions: [Int] = []
    /// By position in `views`: the superview's position in `table`, or -1.
    private(set) var parents: [Int] = []
    /// By position in `views`: the superview when it is a scroll view (whose
    /// content offset moves its subviews' frames), else nil.
    private(set) var scrollingParents: [ViewID?] = []
    /// left, top, width, height of each view of `views`, in order.
    var table = VariableTable([])
    /// The engine's hierarchy epoch and count of laid-out views it was made for.
    private var stamp = (epoch: -1, laidOut: -1)

    /// The position of `view`'s first variable in `table`, or nil.
    func position(of view: ViewID) -> Int? {
        view.index < positions.count && positions[view.index] >= 0 ? positions[view.index] : nil
    }

    /// Whether the table was made for this hierarchy epoch and count of laid-out views.
    func isCurrent(epoch: Int, laidOut: Int) -> Bool { stamp == (epoch, laidOut) }

    /// Remakes the table for `layout`'s views in hierarchy order that have
    /// variables. When the views it had come first, in the same order (a
    /// view added last in the tree, as a script adds one per statement),
    /// only the new ones are added: remade, a table of thousands of views
    /// retained every variable and looked each one up again.
    mutating func remake(_ layout: Layout, order: [ViewID], epoch: Int, laidOut: Int, variables: (ViewID) -> ItemVariables?) {
        stamp = (epoch, laidOut)
        // Kept only where each view is where it was, with the same
        // variables (a view that left the tree and came back has new ones)
        // and the same superview (one moved to another may keep its place
        // in the order).
        var laidOutViews: [ViewID] = []
        var kept = 0
        laidOutViews.reserveCapacity(order.count)
        for view in order {
            guard let vars = variables(view) else { continue }
            let n = laidOutViews.count
            if kept == n, n < views.count, views[n] == view, table.variables[4 * n] === vars.left,
               parents[n] == layout[view].superview.flatMap({ position(of: $0) }) ?? -1 {
                kept += 1
            }
            laidOutViews.append(view)
        }
        if kept < views.count { kept = 0 }
        if kept == 0 {
            views = []
            table = VariableTable([])
            parents = []
            scrollingParents = []
        }
        if positions.count < layout.views.count {
            positions += [Int](repeating: -1, count: layout.views.count - positions.count)
        }
        if kept == 0 { for i in positions.indices { positions[i] = -1 } }
        var added: [Variable] = []
        added.reserveCapacity((laidOutViews.count - kept) * 4)
        for view in laidOutViews[kept...] {
            guard let vars = variables(view) else { continue }
            views.append(view)
            positions[view.index] = table.count + added.count
            added += [vars.left, vars.top, vars.width, vars.height]
        }
        table.append(contentsOf: added)
        // Superviews come first in hierarchy order: their positions are known.
        for v in views[kept...] {
            let superview = layout[v].superview
            parents.append(superview.flatMap { position(of: $0) } ?? -1)
            scrollingParents.append(superview.flatMap { layout[$0].kind == .scrollView ? $0 : nil })
        }
    }

    mutating func makeStorageUnique() {
        views.makeUnique()
        positions.makeUnique()
        parents.makeUnique()
        scrollingParents.makeUnique()
    }
}

extension LayoutEngine {
    /// Brings `viewTable` up to date with the hierarchy: nothing to do after
    /// a statement that moved no view and laid out no new one.
    func updateViewTable() {
        guard !viewTable.isCurrent(epoch: hierarchyEpoch, laidOut: laidOutViewCount) else { return }
        let layout = self.layout
        viewTable.remake(layout, order: layout.viewsInHierarchy,
                         epoch: hierarchyEpoch, laidOut: laidOutViewCount) { variables(ofView: $0) }
    }
}
