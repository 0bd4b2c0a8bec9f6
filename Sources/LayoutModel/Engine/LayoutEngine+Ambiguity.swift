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
        updateViewTable()
        let layout = self.layout  // one copy, not one per call on the property
        let views = viewTable.views.filter { $0 != layout.root }
        // Only the few that are not fixed come back.
        let unfixed = solver.unfixedRanges(of: &viewTable.table)
        var unfixedIndex = [Int32](repeating: -1, count: viewTable.table.count)
        for (n, entry) in unfixed.enumerated() { unfixedIndex[entry.index] = Int32(n) }
        func range(_ i: Int) -> ValueRange? { unfixedIndex[i] < 0 ? nil : unfixed[Int(unfixedIndex[i])].range }
        let table = viewTable
        func edgeFixed(_ view: ViewID, _ k: Int) -> Bool {
            table.position(of: view).map { unfixedIndex[$0 + k] < 0 } ?? true
        }
        var found = [ValueRange?](repeating: nil, count: views.count * 4)  // by view position × 4 + attribute
        var probes: [(Int, Int, Expression)] = []  // (view position, attribute index, expression)
        var values: [Double] = []
        for (n, view) in views.enumerated() {
            guard let i = table.position(of: view) else { continue }
            let parent = layout[view].superview
            for k in 0..<2 where !(unfixedIndex[i + k] < 0 && parent.map { edgeFixed($0, k) } ?? true) {
                // x is the edge minus the superview's bounds origin: when
                // one of the two is fixed, the range is the other's, moved
                // (and turned round for the superview's); only when both
                // move does the difference need a range of its own.
                if let parent, let p = table.position(of: parent) {
                    let offset = layout.boundsOffset(of: parent)
                    let shift = k == 0 ? offset.x : offset.y
                    if values.isEmpty { values = solver.values(of: &viewTable.table) }
                    if let own = range(i + k), unfixedIndex[p + k] < 0 {
                        found[4 * n + k] = own.moved(by: shift - values[p + k])
                        continue
                    }
                    if let theirs = range(p + k), unfixedIndex[i + k] < 0 {
                        found[4 * n + k] = theirs.subtracted(from: values[i + k] + shift)
                        continue
                    }
                }
                guard let expression = frameExpression(of: view, k == 0 ? .left : .top) else { continue }
                probes.append((n, k, expression))
            }
            for k in 2..<4 { if let range = range(i + k) { found[4 * n + k] = range } }
        }
        if !probes.isEmpty {
            // The ranges' names go unread here: one will do for all.
            let names = Array(repeating: Variable("frame position"), count: probes.count)
            for (probe, range) in zip(probes, solver.ranges(of: probes.map(\.2), names: names)) where !range.isFixed {
                found[4 * probe.0 + probe.1] = range
            }
        }
        // In hierarchy order, then x, y, width, height.
        var result: [AmbiguousValue] = []
        for (n, view) in views.enumerated() {
            for (k, attribute) in AmbiguousValue.Attribute.allCases.enumerated() {
                guard let range = found[4 * n + k] else { continue }
                result.append(AmbiguousValue(view: view, attribute: attribute, value: rounded(range.value),
                                             minimum: range.minimum.map(rounded), maximum: range.maximum.map(rounded)))
            }
        }
        return result
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
