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
        // First the ranges of the four variables of every view, in one call;
        // a position is fixed when the view's edge and its superview's edge
        // both are. Only positions that are not need the range of their
        // difference. Arrays by view index throughout: a layout of thousands
        // of views asks this after every statement.
        let views = GenerationInput(layout: layout).viewsInHierarchy.filter { $0 != layout.root && variables[.view($0)] != nil }
        var slot = [Int](repeating: -1, count: layout.views.count)
        var raw: [Variable] = []
        raw.reserveCapacity(views.count * 4)
        for view in views {
            guard let vars = variables(ofView: view) else { continue }
            slot[view.index] = raw.count
            raw += [vars.left, vars.top, vars.width, vars.height]
        }
        // Only the few that are not fixed come back.
        var ranges = [ValueRange?](repeating: nil, count: raw.count)
        for (index, range) in solver.unfixedRanges(of: raw) { ranges[index] = range }
        func edgeFixed(_ view: ViewID, _ k: Int) -> Bool {
            let i = slot[view.index]
            return i < 0 || ranges[i + k] == nil
        }
        var found: [[ValueRange?]] = Array(repeating: [nil, nil, nil, nil], count: views.count)
        var probes: [(Int, Int, Expression)] = []  // (view position, attribute index, expression)
        for (n, view) in views.enumerated() {
            let i = slot[view.index]
            guard i >= 0 else { continue }
            let parent = layout[view].superview
            for k in 0..<2 where !(ranges[i + k] == nil && parent.map { edgeFixed($0, k) } ?? true) {
                guard let expression = frameExpression(of: view, k == 0 ? .left : .top) else { continue }
                probes.append((n, k, expression))
            }
            for k in 2..<4 { if let range = ranges[i + k] { found[n][k] = range } }
        }
        if !probes.isEmpty {
            let names = probes.map { Variable("\(layout[views[$0.0]].name).\(AmbiguousValue.Attribute.allCases[$0.1].rawValue)") }
            for (probe, range) in zip(probes, solver.ranges(of: probes.map(\.2), names: names)) where !range.isFixed {
                found[probe.0][probe.1] = range
            }
        }
        // In hierarchy order, then x, y, width, height.
        var result: [AmbiguousValue] = []
        for (n, view) in views.enumerated() {
            for (k, attribute) in AmbiguousValue.Attribute.allCases.enumerated() {
                guard let range = found[n][k] else { continue }
                result.append(AmbiguousValue(view: view, attribute: attribute, value: rounded(range.value),
                                             minimum: range.minimum.map(rounded), maximum: range.maximum.map(rounded)))
            }
        }
        return result
    }
}
