import Cassowary

/// The summary's ambiguous values found afresh from a motion: every moving
/// variable read, every view placed. What the kept answer (`KeptAmbiguity`)
/// must equal; debug builds and tests compare the two.
extension LayoutEngine {
    /// The frame values that `motion` moves, in hierarchy order, read from
    /// every variable it lists (see `ambiguousAttributes()`).
    func freshAmbiguity(_ motion: FaceMotion) -> AmbiguousAttributes {
        // Widths and heights are the views' own variables; x and y are
        // differences of a view's edge and its superview's, so only views
        // with a moving edge, and the subviews of those, can have one.
        let moving = movingViewComponents(motion)
        let mask = moving.mask
        func moves(_ view: ViewID, _ k: Int) -> Bool { view.index < mask.count && mask[view.index] & (1 << k) != 0 }
        var found: [(view: ViewID, attribute: Int)] = []
        var isPositioned = [Bool](repeating: false, count: mask.count)
        var positioned: [ViewID] = []
        func position(_ view: ViewID) {
            guard view.index < isPositioned.count, !isPositioned[view.index] else { return }
            isPositioned[view.index] = true
            positioned.append(view)
        }
        for view in moving.views.sorted() {
            for k in 2..<4 where moves(view, k) && view != layout.root { found.append((view, k)) }
            guard moves(view, 0) || moves(view, 1) else { continue }
            if view != layout.root { position(view) }
            for child in layout[view].subviews where variables(ofView: child) != nil { position(child) }
        }
        var probes: [(view: ViewID, attribute: Int, expression: Expression)] = []
        for view in positioned.sorted() {
            let parent = layout[view].superview
            for k in 0..<2 {
                let mine = moves(view, k)
                let theirs = parent.map { moves($0, k) } ?? false
                // When one edge is fixed the difference moves with the
                // other; only when both move can they cancel.
                if mine != theirs {
                    found.append((view, k))
                } else if mine, let expression = frameExpression(of: view, k == 0 ? .left : .top) {
                    probes.append((view, k, expression))
                }
            }
        }
        for (probe, moves) in zip(probes, solver.moves(probes.map(\.expression), along: motion)) where moves {
            found.append((probe.view, probe.attribute))
        }
        var isNamed = [Bool](repeating: false, count: mask.count)
        var named: [ViewID] = []
        for view in found.map(\.view) + moving.contentSizes.map(\.view) where view.index < isNamed.count && !isNamed[view.index] {
            isNamed[view.index] = true
            named.append(view)
        }
        var order = [Int](repeating: 0, count: mask.count)
        for (i, view) in inHierarchyOrder(named).enumerated() { order[view.index] = i }
        func sorted(_ keys: [(view: ViewID, attribute: Int)]) -> [(ViewID, AmbiguousValue.Attribute)] {
            keys.sorted { (order[$0.view.index], $0.attribute) < (order[$1.view.index], $1.attribute) }.map { view, k in
                (view, AmbiguousValue.Attribute.allCases[k])
            }
        }
        var attributes = AmbiguousAttributes()
        attributes.frames = sorted(found).map { (view: $0, attribute: $1) }
        attributes.contentSizes = sorted(moving.contentSizes).map { (scrollView: $0, attribute: $1) }
        return attributes
    }

    /// Where the kept answer, brought up to date now, differs from the one
    /// found afresh from the same motion: empty when sound. Tests call it
    /// after every input.
    func keptAmbiguityProblems() -> [String] {
        let (kept, motion) = keptAmbiguity()
        let fresh = freshAmbiguity(motion ?? solver.faceMotion())
        guard !Self.sameAttributes(kept, fresh) else { return [] }
        func names(_ a: AmbiguousAttributes) -> String {
            (a.frames.map { "\(layout[$0.view].name).\($0.attribute)" } + a.contentSizes.map { "\(layout[$0.scrollView].name).contentSize.\($0.attribute)" })
                .joined(separator: " ")
        }
        return ["kept \(names(kept))", "fresh \(names(fresh))"]
    }

    /// Which of the left, top, width and height of every view in the tree
    /// move (bits 0 to 3 of `mask`, by view index), and the views with one
    /// that does: from the variables `motion` lists, and the variables of
    /// the views not yet confirmed (`unconfirmedViews`) the solver has not
    /// met, which can be anything.
    private func movingViewComponents(_ motion: FaceMotion) -> MovingComponents {
        let layout = self.layout
        var found = MovingComponents(viewCount: layout.views.count)
        var memo = HierarchyMemo()
        func isInTree(_ view: ViewID) -> Bool { memo.contains(view, layout) }
        let components: [ItemComponent] = [.left, .top, .width, .height]
        for variable in motion.moving {
            guard let meaning = meanings[ObjectIdentifier(variable)], let k = components.firstIndex(of: meaning.component) else { continue }
            switch meaning.item {
            case .view(let view) where isInTree(view):
                found.mark(view, k)
            case .contentGuide(let scrollView) where k >= 2 && isInTree(scrollView):
                // The content area's size is the scroll view's contentSize.
                found.contentSizes.append((scrollView, k))
            default:
                continue
            }
        }
        for view in unconfirmedViews where isInTree(view) {
            for k in 0..<4 where unknownComponents(of: view) & (1 << k) != 0 { found.mark(view, k) }
        }
        for index in layout.views.indices where layout.views[index].kind == .scrollView {
            let scrollView = ViewID(index)
            guard isInTree(scrollView), let k = unsizedContent(of: scrollView) else { continue }
            found.contentSizes.append((scrollView, k))
        }
        return found
    }

    /// Bits 0 to 3 for the left, top, width and height of `view` that the
    /// solver has not met; 0 for a view without variables.
    func unknownComponents(of view: ViewID) -> UInt8 {
        guard let vars = variables(ofView: view) else { return 0 }
        var bits: UInt8 = 0
        for (k, variable) in [vars.left, vars.top, vars.width, vars.height].enumerated() where !solver.knows(variable) {
            bits |= 1 << k
        }
        return bits
    }

    /// The contentSize width (2) or height (3) of `scrollView` that nothing
    /// names while the other is named: a content area whose width nothing
    /// names can be any width once constraints give it a height (and the
    /// other way round). With neither named, its subviews are placed by
    /// their frames (or not yet constrained, as after `addSubview`), and
    /// UIKit takes the contentSize it is given rather than one from
    /// constraints.
    func unsizedContent(of scrollView: ViewID) -> Int? {
        guard let vars = variables[.contentGuide(scrollView)] else { return nil }
        switch (solver.knows(vars.width), solver.knows(vars.height)) {
        case (false, true): return 2
        case (true, false): return 3
        default: return nil
        }
    }
}

/// The moving components of views found by `movingViewComponents`.
private struct MovingComponents {
    /// By view index: bit k set when component k (left, top, width,
    /// height) moves.
    private(set) var mask: [UInt8]
    /// The views with a bit set, each once, in the order first marked.
    private(set) var views: [ViewID] = []
    /// Scroll views whose contentSize width (2) or height (3) moves.
    var contentSizes: [(view: ViewID, attribute: Int)] = []

    init(viewCount: Int) { mask = [UInt8](repeating: 0, count: viewCount) }

    mutating func mark(_ view: ViewID, _ k: Int) {
        guard view.index < mask.count else { return }
        if mask[view.index] == 0 { views.append(view) }
        mask[view.index] |= 1 << k
    }
}
