import Cassowary

/// The laid-out views in hierarchy order with their four variables in one
/// solver table: what `frames()` and `ambiguousValues()` read after every
/// statement. Kept while the list of views stays the same, so a statement
/// in a layout of thousands of views reads values without looking each
/// variable up.
struct ViewTable {
    /// The views in the hierarchy that have variables, depth first.
    private(set) var views: [ViewID] = []
    /// By view index: the position of the view's left variable in `table`
    /// (then top, width, height), or -1.
    private var positions: [Int] = []
    /// left, top, width, height of each view of `views`, in order.
    var table = VariableTable([])

    /// The position of `view`'s first variable in `table`, or nil.
    func position(of view: ViewID) -> Int? {
        view.index < positions.count && positions[view.index] >= 0 ? positions[view.index] : nil
    }

    /// Remakes the table when the laid-out views differ from `views`.
    mutating func update(views now: [ViewID], viewCount: Int, variables: (ViewID) -> ItemVariables?) {
        guard now != views else { return }
        views = []
        positions = [Int](repeating: -1, count: viewCount)
        var all: [Variable] = []
        all.reserveCapacity(now.count * 4)
        for view in now {
            guard let vars = variables(view) else { continue }
            views.append(view)
            positions[view.index] = all.count
            all += [vars.left, vars.top, vars.width, vars.height]
        }
        table = VariableTable(all)
    }
}

extension LayoutEngine {
    /// Brings `viewTable` up to date with the hierarchy.
    func updateViewTable() {
        let laidOut = GenerationInput(layout: layout).viewsInHierarchy.filter { view in
            view.index < viewVariables.count && viewVariables[view.index] != nil
        }
        viewTable.update(views: laidOut, viewCount: layout.views.count) { variables(ofView: $0) }
    }
}
