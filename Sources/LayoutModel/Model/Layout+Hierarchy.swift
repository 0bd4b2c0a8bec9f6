/// The view tree: adding, inserting and removing subviews and arranged subviews.
extension Layout {
    /// Whether `view` is `ancestor` or inside it.
    public func isDescendant(_ view: ViewID, of ancestor: ViewID) -> Bool {
        var current: ViewID? = view
        while let v = current {
            if v == ancestor { return true }
            current = self[v].superview
        }
        return false
    }

    /// `adjustedContentInset` of scroll view `view` at `frame` (window
    /// coordinates) holding `contentSize`: what its behaviour adds of the
    /// safe area it overlaps there.
    public func adjustedContentInset(of view: ViewID, at frame: Rect, contentSize: Size) -> EdgeInsets {
        self[view].scroll.adjustedInset(safeArea: device.safeAreaInsets(of: frame), contentSize: contentSize, size: frame.size,
                                        inNavigationController: device.bars.adjustsScrollViewInsetsForNavigation)
    }

    /// Whether `view` is in the root view's tree (and so laid out).
    public func isInHierarchy(_ view: ViewID) -> Bool { isDescendant(view, of: root) }

    /// Where `view` is in its tree: the index among its superview's
    /// subviews of each view from the top down to it. Paths compare in
    /// hierarchy order (`viewsInHierarchy`), a superview before its subviews.
    public func pathFromRoot(to view: ViewID) -> [Int] {
        var path: [Int] = []
        var current = view
        while let parent = self[current].superview {
            path.append(self[parent].subviews.firstIndex(of: current) ?? 0)
            current = parent
        }
        return path.reversed()
    }

    /// `roots` and every view under them, each once however the subtrees
    /// nest (a hierarchy n deep, moved in one statement, moves every level).
    public func subtrees(of roots: some Sequence<ViewID>) -> Set<ViewID> {
        var walked = Set<ViewID>()
        var stack = Array(roots)
        while let v = stack.popLast() {
            guard walked.insert(v).inserted else { continue }
            stack.append(contentsOf: self[v].subviews)
        }
        return walked
    }

    /// The views in the root's tree, depth first, back to front.
    public var viewsInHierarchy: [ViewID] {
        var result: [ViewID] = []
        var stack = [root]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: self[v].subviews.reversed())
        }
        return result
    }

    /// `view` and its superviews up to the top of its tree, nearest first.
    public func ancestors(of view: ViewID) -> [ViewID] {
        var chain: [ViewID] = []
        var current: ViewID? = view
        while let v = current {
            chain.append(v)
            current = self[v].superview
        }
        return chain
    }

    /// The nearest view that contains both, if they share a tree.
    ///
    /// Found by climbing from the deeper one to the other's depth, then
    /// both together: no set of ancestors, which made every constraint of
    /// a view nested n deep cost a hashed set of n views (a hierarchy
    /// nested 5000 deep took seconds to constrain). A view and its
    /// superview, the usual pair, meet at once.
    public func commonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
        if a == b { return a }
        if self[a].superview == b { return b }
        if self[b].superview == a { return a }
        func depth(_ v: ViewID) -> Int {
            var n = 0
            var current = self[v].superview
            while let c = current { n += 1; current = self[c].superview }
            return n
        }
        var x: ViewID? = a, y: ViewID? = b
        var dx = depth(a), dy = depth(b)
        while dx > dy, let v = x { x = self[v].superview; dx -= 1 }
        while dy > dx, let v = y { y = self[v].superview; dy -= 1 }
        while let u = x, let v = y {
            if u == v { return u }
            x = self[u].superview
            y = self[v].superview
        }
        return nil
    }

    /// `view.constraints`: the active constraints of the user's that UIKit
    /// would hold on `view`, the nearest view containing every item each
    /// names (its own size on itself, a tie to its superview on the
    /// superview), in the order they were made. The constraints UIKit and
    /// layoutsh generate (autoresizing masks, stack views) are not listed.
    public func constraintsHeld(by view: ViewID) -> [ConstraintID] {
        constraints.compactMap { c in
            guard c.isActive else { return nil }
            let hosts = c.items.compactMap(hostView(of:))
            guard hosts.count == c.items.count, var holder = hosts.first else { return nil }
            for h in hosts.dropFirst() {
                guard let common = commonAncestor(holder, h) else { return nil }
                holder = common
            }
            return holder == view ? c.id : nil
        }
    }

    /// The view whose tree `item` lives in, for the common-ancestor rule: a
    /// view itself; a guide, its owning view.
    public func hostView(of item: LayoutItem) -> ViewID? {
        switch item {
        case .guide(let g): return guideOwners[g.index]
        default: return item.owningView
        }
    }

    /// `parent.addSubview(child)` (or `insertSubview(child, at: index)`):
    /// moves `child` from wherever it was, to the front or to `index`.
    public mutating func addSubview(_ child: ViewID, to parent: ViewID, at index: Int? = nil) throws(LayoutError) {
        // A view without subviews (nearly every one added) has no
        // descendant but itself: no climb from the parent to the root.
        let makesCycle = self[child].subviews.isEmpty ? parent == child : isDescendant(parent, of: child)
        guard !makesCycle else { throw .cycle(self[child].name, self[parent].name) }
        if let index, index < 0 || index > self[parent].subviews.count { throw .indexOutOfRange(index, count: self[parent].subviews.count) }
        if let old = self[child].superview, old != parent {
            detach(child)
        } else if self[child].superview == parent {
            updateLists(parent, marks: false) { $0.subviews.removeAll { $0 == child } }
        }
        let count = self[parent].subviews.count
        if let index, index < count {
            updateLists(parent, marks: false) { $0.subviews.insert(child, at: index) }
        } else {
            append(child, to: .subviews, of: parent, marks: false)
        }
        update(child) { $0.superview = parent }
        changes.noteMoved(child)
    }

    /// `view.removeFromSuperview()`: detaches `view` and, as UIKit does,
    /// removes the constraints that tie its subtree to views outside it. It
    /// leaves a stack view's arrangement too.
    public mutating func removeFromSuperview(_ view: ViewID) {
        guard self[view].superview != nil else { return }
        detach(view)
    }

    /// `stack.addArrangedSubview(view)` / `insertArrangedSubview(view, at:)`:
    /// arranges `view` and makes it a subview if it is not one.
    public mutating func addArrangedSubview(_ view: ViewID, to stack: ViewID, at index: Int? = nil) throws(LayoutError) {
        guard self[stack].kind == .stackView else { throw .notASubclass(self[stack].name, expected: "UIStackView") }
        let count = self[stack].stack.arrangedSubviews.count
        if let index, index < 0 || index > count { throw .indexOutOfRange(index, count: count) }
        // Only a subview can be arranged: a view coming from elsewhere needs
        // no search of the arrangement (which would make filling a stack n²).
        let wasSubview = self[view].superview == stack
        if !wasSubview { try addSubview(view, to: stack) }
        let old = wasSubview ? self[stack].stack.arrangedSubviews.firstIndex(of: view) : nil
        let others = old == nil ? count : count - 1  // the arrangement without `view`
        let position = min(index ?? others, others)
        if old == nil && position == count {
            append(view, to: .arrangedSubviews, of: stack, marks: true)
        } else {
            updateLists(stack, marks: old != position) { s in
                if let old { s.stack.arrangedSubviews.remove(at: old) }
                s.stack.arrangedSubviews.insert(view, at: position)
            }
        }
        // A stack view turns autoresizing constraints off for what it arranges.
        update(view) { $0.translatesAutoresizingMaskIntoConstraints = false }
    }

    /// `stack.removeArrangedSubview(view)`: no longer arranged, still a subview (as in UIKit).
    public mutating func removeArrangedSubview(_ view: ViewID, from stack: ViewID) throws(LayoutError) {
        guard self[stack].kind == .stackView else { throw .notASubclass(self[stack].name, expected: "UIStackView") }
        guard self[stack].stack.arrangedSubviews.contains(view) else { throw .notArranged(self[view].name, stack: self[stack].name) }
        // The custom spacing after it goes with it (UIKit drops it; added back, it has none).
        update(stack) { s in
            s.stack.arrangedSubviews.removeAll { $0 == view }
            s.stack.customSpacing[view] = nil
        }
    }

    /// Takes `view` out of its superview, its arrangement and the box items
    /// there, and drops the constraints crossing the edge of its subtree.
    private mutating func detach(_ view: ViewID) {
        guard let parent = self[view].superview else { return }
        update(parent) { p in
            p.subviews.removeAll { $0 == view }
            p.stack.arrangedSubviews.removeAll { $0 == view }
            p.stack.customSpacing[view] = nil
            p.box.items.removeAll { $0.view == view }
        }
        update(view) { $0.superview = nil }
        changes.noteMoved(view)
        // A table places its rows, header and footer itself: one leaving moves the rest.
        if self[parent].table != nil { changes.noteView(parent) }
        for c in constraints where c.isActive {
            let hosts = c.items.compactMap(hostView(of:))
            let inside = hosts.filter { isDescendant($0, of: view) }.count
            if inside > 0 && inside < c.items.count {
                updateConstraint(c.id) { $0.isActive = false }
            }
        }
    }
}

extension Layout {
    /// `view = formView` in a view controller's `loadView`: `view` becomes the
    /// root, in place of the plain view UIKit would have made. Its subviews,
    /// guides, margins and content priorities move to the root, and every
    /// user constraint naming it (its edges, safe area, margins) names the
    /// root instead; `view` is left empty, outside the window.
    public mutating func adoptAsRoot(_ view: ViewID) throws(LayoutError) {
        guard view != root else { return }
        guard self[view].superview == nil else { throw .invalidValue("\(self[view].name) is in a view hierarchy already: a view controller's view must not have a superview") }
        guard self[view].kind == .view else { throw .notASubclass(self[view].name, expected: "UIView (layoutsh can make only a plain view subclass the root)") }
        let source = self[view]
        let moved = source.subviews
        let root = self.root
        // Moved as they are: addSubview would first drop the constraints
        // between them and `view`, which are the ones to keep.
        updateLists(view, marks: true) { $0.subviews = []; $0.isAdoptedAsRoot = true }
        updateLists(root, marks: true) { $0.subviews += moved }
        for s in moved {
            update(s) { $0.superview = root }
            changes.noteMoved(s)
        }
        for guide in source.guides { addLayoutGuide(guide, to: root) }
        update(root) { r in
            r.layoutMargins = source.layoutMargins
            r.hasSetLayoutMargins = source.hasSetLayoutMargins
            r.insetsLayoutMarginsFromSafeArea = source.insetsLayoutMarginsFromSafeArea
            r.preservesSuperviewLayoutMargins = source.preservesSuperviewLayoutMargins
            r.huggingPriority = source.huggingPriority
            r.compressionResistancePriority = source.compressionResistancePriority
            r.intrinsicOverride = source.intrinsicOverride
        }
        func retargeted(_ item: LayoutItem) -> LayoutItem { item.replacingView(view, with: root) }
        let named = constraints.filter { c in c.items.contains { retargeted($0) != $0 } }.map(\.id)
        for id in named {
            updateConstraint(id) { c in
                c.first.item = retargeted(c.first.item)
                if let second = c.second { c.second = Anchor(retargeted(second.item), second.attribute) }
            }
        }
    }
}
