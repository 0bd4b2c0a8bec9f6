import Cassowary

/// A frame value that the layout does not fix.
public struct AmbiguousValue: Hashable, Sendable {
    /// `x`, `y`, `width` or `height` (x and y in the superview's coordinates).
    public enum Attribute: String, Hashable, Sendable, CaseIterable { case x, y, width, height }
    public let view: ViewID
    public let attribute: Attribute
    /// The value in the layout shown.
    public let value: Double
    /// Bounds over all equally good layouts; nil when unbounded on that side.
    public let minimum: Double?
    public let maximum: Double?
}

/// What the layout leaves ambiguous, without ranges: what the summary
/// after each statement compares (see `LayoutEngine.ambiguousAttributes()`).
public struct AmbiguousAttributes: Sendable {
    /// Frame values of views in the tree, in hierarchy order.
    public var frames: [(view: ViewID, attribute: AmbiguousValue.Attribute)] = []
    /// The width or height of a scroll view's contentSize, scroll views in
    /// hierarchy order.
    public var contentSizes: [(scrollView: ViewID, attribute: AmbiguousValue.Attribute)] = []
}

extension LayoutEngine {
    /// Every frame value of a laid-out view that the layout does not fix,
    /// in hierarchy order, with its exact range over all optimal solutions
    /// (positions are measured from the superview's bounds origin, as
    /// frames are). Which values those are comes from
    /// `ambiguousAttributes()`; only their ranges are worked out here.
    public func ambiguousValues() -> [AmbiguousValue] {
        let (found, motion) = ambiguity()
        let attributes = found.frames
        // The ranges of the views' own variables come from the solver's
        // kept analysis, in one call; an x or y whose edge and superview's
        // edge both move is a difference with a range of its own.
        var variables: [Variable] = []
        var probes: [Expression] = []
        enum Source { case own(Int, shift: Double), parent(Int, origin: Double), probe(Int) }
        let sources: [Source?] = attributes.map { view, attribute in
            guard let vars = self.variables(ofView: view) else { return nil }
            let k = AmbiguousValue.Attribute.allCases.firstIndex(of: attribute) ?? 0
            let mine = [vars.left, vars.top, vars.width, vars.height][k]
            guard k < 2 else { variables.append(mine); return .own(variables.count - 1, shift: 0) }
            let parent = layout[view].superview.flatMap { p in self.variables(ofView: p).map { (view: p, variables: $0) } }
            let offset = parent.map { boundsOffset(of: $0.view) } ?? .zero
            let shift = k == 0 ? offset.x : offset.y
            let theirs = parent.map { k == 0 ? $0.variables.left : $0.variables.top }
            switch (motion.moves(mine), theirs.map(motion.moves) ?? false) {
            case (true, false):
                variables.append(mine)
                return .own(variables.count - 1, shift: shift - (theirs.map { solver.value(of: $0) } ?? 0))
            case (false, true):
                guard let theirs else { return nil }
                variables.append(theirs)
                return .parent(variables.count - 1, origin: solver.value(of: mine) + shift)
            default:
                guard let expression = frameExpression(of: view, k == 0 ? .left : .top) else { return nil }
                probes.append(expression)
                return .probe(probes.count - 1)
            }
        }
        let own = solver.ranges(of: variables)
        // The probes' names go unread here: one will do for all.
        let probed = solver.ranges(of: probes, names: Array(repeating: Variable("frame position"), count: probes.count))
        return zip(attributes, sources).compactMap { key, source in
            let range: ValueRange
            switch source {
            case .own(let i, let shift)?: range = own[i].moved(by: shift)
            case .parent(let i, let origin)?: range = own[i].subtracted(from: origin)
            case .probe(let i)?: range = probed[i]
            case nil: return nil
            }
            // Where the motion and the exact range part ways — a face thinner
            // than the ranges' tolerance — the range, which is shown, decides.
            return range.isFixed ? nil : AmbiguousValue(view: key.view, attribute: key.attribute, value: rounded(range.value),
                                                        minimum: range.minimum.map(rounded), maximum: range.maximum.map(rounded))
        }
    }

    /// Work for a moment nobody waits on (a shell while its user reads):
    /// builds the analysis the next summary would otherwise build before
    /// it answers (`Solver.prepareMovement`).
    public func useIdleTime() {
        solver.prepareMovement()
    }

    /// The frame values of laid-out views that the layout does not fix, in
    /// hierarchy order, without their ranges: what the summary after every
    /// statement compares. Found from one generic motion over the optimal
    /// solutions (`Solver.faceMotion`): a layout of thousands of views asks
    /// this after every statement, so the work follows what can move, not
    /// the number of views, nor (as ranges would) the length of the chains
    /// of squeezes and offsets behind each value.
    public func ambiguousAttributes() -> AmbiguousAttributes {
        ambiguity().attributes
    }

    /// `ambiguousAttributes()`, and the motion it was read from.
    private func ambiguity() -> (attributes: AmbiguousAttributes, motion: FaceMotion) {
        // Widths and heights are the views' own variables; x and y are
        // differences of a view's edge and its superview's, so only views
        // with a moving edge, and the subviews of those, can have one.
        let motion = solver.movement()
        let moving = movingViewComponents(motion)
        let mask = moving.mask
        func moves(_ view: ViewID, _ k: Int) -> Bool { view.index < mask.count && mask[view.index] & (1 << k) != 0 }
        var found: [(view: ViewID, attribute: Int)] = []
        // Views whose x or y may move, marked by index rather than hashed:
        // after every statement of a stack that does not fit, that is every label.
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
        // Each view once, then its place in hierarchy order by index.
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
        return (attributes, motion)
    }

    /// Which of the left, top, width and height of every view in the tree
    /// move (bits 0 to 3 of `mask`, by view index), and the views with one
    /// that does: from the solver's moving variables, and the variables of
    /// views the solver has not met (which can be anything). By index
    /// rather than in a dictionary of views: a stack that does not fit has
    /// every label moving after every statement.
    private func movingViewComponents(_ motion: FaceMotion) -> MovingComponents {
        let layout = self.layout
        var found = MovingComponents(viewCount: layout.views.count)
        // Each climb to the root stops at the first view already placed:
        // in a hierarchy 1000 deep, a climb for each view would be n².
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
        // Views made since the last question, and not yet met, are checked
        // again; once met, the solver never forgets them.
        unconfirmedViews.removeAll { view in
            guard let vars = variables(ofView: view) else { return true }
            let all = [vars.left, vars.top, vars.width, vars.height]
            let unknown = all.indices.filter { !solver.knows(all[$0]) }
            if unknown.isEmpty { return true }
            if isInTree(view) {
                for k in unknown { found.mark(view, k) }
            }
            return false
        }
        // A content area whose width nothing names can be any width, once
        // constraints give it a height (and the other way round). With
        // neither named, its subviews are placed by their frames (or not
        // yet constrained, as after `addSubview`), and UIKit takes the
        // contentSize it is given rather than one from constraints.
        for index in layout.views.indices where layout.views[index].kind == .scrollView {
            let scrollView = ViewID(index)
            guard let vars = variables[.contentGuide(scrollView)], isInTree(scrollView) else { continue }
            switch (solver.knows(vars.width), solver.knows(vars.height)) {
            case (false, true): found.contentSizes.append((scrollView, 2))
            case (true, false): found.contentSizes.append((scrollView, 3))
            default: continue
            }
        }
        return found
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

private extension ValueRange {
    /// The range of the value plus `shift`.
    func moved(by shift: Double) -> ValueRange {
        ValueRange(variable: variable, value: value + shift, minimum: minimum.map { $0 + shift }, maximum: maximum.map { $0 + shift })
    }

    /// The range of `origin` minus the value.
    func subtracted(from origin: Double) -> ValueRange {
        ValueRange(variable: variable, value: origin - value, minimum: maximum.map { origin - $0 }, maximum: minimum.map { origin - $0 })
    }
}
