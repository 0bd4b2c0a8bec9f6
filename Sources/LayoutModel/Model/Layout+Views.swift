/// Changing views' properties, and BoxView's items.
extension Layout {
    /// Changes the layout properties of `view` (everything but its place in
    /// the tree, its arrangement and its box items, which have their own calls).
    public mutating func modify(_ view: ViewID, _ body: (inout View) throws(LayoutError) -> Void) throws(LayoutError) {
        // One copy, changed and checked before the layout sees it (a throw
        // leaves the view as it was), compared with the view in place and
        // moved in: `update`'s copies for its comparison made setting one
        // property copy the whole view six times.
        var copy = self[view]
        try body(&copy)
        guard copy.superview == self[view].superview, copy.subviews == self[view].subviews,
              copy.stack.arrangedSubviews == self[view].stack.arrangedSubviews, copy.box.items == self[view].box.items else {
            throw .invalidValue("internal: modify cannot change the hierarchy")
        }
        try Layout.checkValues(of: copy)
        guard copy != self[view] else { return }
        replace(view, with: copy)
    }

    /// `box.items = items`: the views become the box's subviews (in order,
    /// on top), lose their autoresizing constraints, and views no longer
    /// among the items leave the box, as BoxView does.
    public mutating func setBoxItems(_ items: [BoxItem], of box: ViewID) throws(LayoutError) {
        guard self[box].kind == .boxView else { throw .notASubclass(self[box].name, expected: "BoxView") }
        for item in items { try Layout.checkValues(of: item.layout) }
        let keep = Set(items.map(\.view))
        for old in self[box].box.items where !keep.contains(old.view) && self[old.view].superview == box {
            removeFromSuperview(old.view)
        }
        for item in items where self[item.view].superview != box { try addSubview(item.view, to: box) }
        update(box) { $0.box.items = items }
        for item in items { update(item.view) { $0.translatesAutoresizingMaskIntoConstraints = false } }
    }

    /// `box.insertItem(item, after: view)`: after `view`'s item, or first
    /// when `view` is nil or not an item.
    public mutating func insertBoxItem(_ item: BoxItem, after view: ViewID?, in box: ViewID) throws(LayoutError) {
        guard self[box].kind == .boxView else { throw .notASubclass(self[box].name, expected: "BoxView") }
        var items = self[box].box.items.filter { $0.view != item.view }
        let index = view.flatMap { v in items.firstIndex { $0.view == v } }.map { $0 + 1 } ?? 0
        items.insert(item, at: index)
        try setBoxItems(items, of: box)
    }

    /// A user constraint's host views are both in the hierarchy.
    public func isLaidOut(_ c: LayoutConstraint) -> Bool {
        isLaidOut(c, inTree: isInHierarchy)
    }

    /// `isLaidOut(_:)` with the test of a view being in the tree given
    /// (a regeneration remembers it: see `HierarchyMemo`).
    func isLaidOut(_ c: LayoutConstraint, inTree: (ViewID) -> Bool) -> Bool {
        c.items.allSatisfy { hostView(of: $0).map(inTree) ?? false }
    }
}
