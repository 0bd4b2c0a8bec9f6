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

extension LayoutEngine {
    /// Every frame value of a laid-out view that the layout does not fix,
    /// in hierarchy order: exact ranges over all optimal solutions, computed
    /// together (positions are measured from the superview's bounds origin,
    /// as frames are).
    public func ambiguousValues() -> [AmbiguousValue] {
        // First the ranges of the variables the solver does not fix, which
        // are few; those of views in the tree are the views' own. Widths and
        // heights are those ranges; x and y are differences of a view's edge
        // and its superview's, so only views with a moving edge, and the
        // subviews of those, can have one. A layout of thousands of views
        // asks this after every statement: the work follows what is
        // ambiguous, not the number of views.
        let own = unfixedViewRanges()
        var found: [(view: ViewID, attribute: Int, range: ValueRange)] = []
        var positioned = Set<ViewID>()  // views whose x or y may move
        for (view, ranges) in own.sorted(by: { $0.key < $1.key }) {
            for k in 2..<4 { if let range = ranges[k], view != layout.root { found.append((view, k, range)) } }
            guard ranges[0] != nil || ranges[1] != nil else { continue }
            if view != layout.root { positioned.insert(view) }
            for child in layout[view].subviews where variables(ofView: child) != nil { positioned.insert(child) }
        }
        var probes: [(view: ViewID, attribute: Int, expression: Expression)] = []
        for view in positioned.sorted() {
            // A superview without variables is at the origin, and fixed.
            let parent = layout[view].superview.flatMap { p in variables(ofView: p).map { (view: p, variables: $0) } }
            let offset = parent.map { boundsOffset(of: $0.view) } ?? .zero
            for k in 0..<2 {
                let mine = own[view]?[k]
                let theirs = parent.flatMap { own[$0.view]?[k] }
                // x is the edge minus the superview's bounds origin: when
                // one of the two is fixed, the range is the other's, moved
                // (and turned round for the superview's); only when both
                // move does the difference need a range of its own.
                let shift = k == 0 ? offset.x : offset.y
                switch (mine, theirs) {
                case (nil, nil): continue
                case let (mine?, nil):
                    let origin = parent.map { solver.value(of: k == 0 ? $0.variables.left : $0.variables.top) } ?? 0
                    found.append((view, k, mine.moved(by: shift - origin)))
                case let (nil, theirs?):
                    guard let vars = variables(ofView: view) else { continue }
                    found.append((view, k, theirs.subtracted(from: solver.value(of: k == 0 ? vars.left : vars.top) + shift)))
                case (_?, _?):
                    guard let expression = frameExpression(of: view, k == 0 ? .left : .top) else { continue }
                    probes.append((view, k, expression))
                }
            }
        }
        if !probes.isEmpty {
            // The ranges' names go unread here: one will do for all.
            let names = Array(repeating: Variable("frame position"), count: probes.count)
            for (probe, range) in zip(probes, solver.ranges(of: probes.map(\.expression), names: names)) where !range.isFixed {
                found.append((probe.view, probe.attribute, range))
            }
        }
        let views = inHierarchyOrder(Array(Set(found.map(\.view))))
        let order = Dictionary(uniqueKeysWithValues: views.enumerated().map { ($1, $0) })
        return found.sorted { (order[$0.view] ?? 0, $0.attribute) < (order[$1.view] ?? 0, $1.attribute) }.map { view, k, range in
            AmbiguousValue(view: view, attribute: AmbiguousValue.Attribute.allCases[k], value: rounded(range.value),
                           minimum: range.minimum.map(rounded), maximum: range.maximum.map(rounded))
        }
    }

    /// The ranges of the left, top, width and height of every view in the
    /// tree that has one not fixed, by view: from the solver's unfixed
    /// variables, and the variables of views the solver has not met (which
    /// can be anything).
    private func unfixedViewRanges() -> [ViewID: [ValueRange?]] {
        var own: [ViewID: [ValueRange?]] = [:]
        // Each climb to the root stops at the first view already placed:
        // in a hierarchy 1000 deep, a climb for each view would be n².
        var memo = HierarchyMemo()
        let layout = self.layout
        func isInTree(_ view: ViewID) -> Bool { memo.contains(view, layout) }
        let components: [ItemComponent] = [.left, .top, .width, .height]
        for range in solver.unfixedRanges() {
            guard let meaning = meanings[ObjectIdentifier(range.variable)], case .view(let view) = meaning.item,
                  let k = components.firstIndex(of: meaning.component), isInTree(view) else { continue }
            own[view, default: [nil, nil, nil, nil]][k] = range
        }
        // Views made since the last question, and not yet met, are checked
        // again; once met, the solver never forgets them.
        unconfirmedViews.removeAll { view in
            guard let vars = variables(ofView: view) else { return true }
            let all = [vars.left, vars.top, vars.width, vars.height]
            let unknown = all.indices.filter { !solver.knows(all[$0]) }
            if unknown.isEmpty { return true }
            if isInTree(view) {
                for k in unknown { own[view, default: [nil, nil, nil, nil]][k] = ValueRange(variable: all[k], value: 0, minimum: nil, maximum: nil) }
            }
            return false
        }
        return own
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
