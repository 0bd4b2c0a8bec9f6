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
        // First the ranges of the four variables of every view, in one call
        // that returns only the few not fixed. Widths and heights are those
        // ranges; x and y are differences of a view's edge and its
        // superview's, so only views with a moving edge, and the subviews of
        // those, can have one. A layout of thousands of views asks this
        // after every statement: the work follows what is ambiguous, not
        // the number of views.
        updateViewTable()
        let unfixed = solver.unfixedRanges(of: &viewTable.table)
        let table = viewTable
        var rangeAt: [Int: ValueRange] = [:]  // by position in the table
        for (index, range) in unfixed { rangeAt[index] = range }
        var found: [(key: Int, range: ValueRange)] = []  // keyed by position: hierarchy order, then x, y, width, height
        var positioned = Set<Int>()  // views (by table position) whose x or y may move
        for (index, range) in unfixed {
            let view = table.views[index / 4]
            if index % 4 >= 2 {
                if view != layout.root { found.append((index, range)) }
                continue
            }
            if view != layout.root { positioned.insert(index / 4 * 4) }
            for child in layout[view].subviews {
                if let c = table.position(of: child) { positioned.insert(c) }
            }
        }
        var probes: [(key: Int, expression: Expression)] = []
        for i in positioned.sorted() {
            let n = i / 4
            let p = table.parents[n]
            for k in 0..<2 {
                let own = rangeAt[i + k]
                let theirs = p >= 0 ? rangeAt[p + k] : nil
                // x is the edge minus the superview's bounds origin: when
                // one of the two is fixed, the range is the other's, moved
                // (and turned round for the superview's); only when both
                // move does the difference need a range of its own.
                let offset = p >= 0 ? table.scrollingParents[n].map { layout[$0].contentOffset } ?? .zero : .zero
                let shift = k == 0 ? offset.x : offset.y
                switch (own, theirs) {
                case (nil, nil): continue
                case let (own?, nil):
                    let origin = p >= 0 ? solver.value(of: table.table.variables[p + k]) : 0
                    found.append((i + k, own.moved(by: shift - origin)))
                case let (nil, theirs?):
                    found.append((i + k, theirs.subtracted(from: solver.value(of: table.table.variables[i + k]) + shift)))
                case (_?, _?):
                    guard let expression = frameExpression(of: table.views[n], k == 0 ? .left : .top) else { continue }
                    probes.append((i + k, expression))
                }
            }
        }
        if !probes.isEmpty {
            // The ranges' names go unread here: one will do for all.
            let names = Array(repeating: Variable("frame position"), count: probes.count)
            for (probe, range) in zip(probes, solver.ranges(of: probes.map(\.expression), names: names)) where !range.isFixed {
                found.append((probe.key, range))
            }
        }
        return found.sorted { $0.key < $1.key }.map { key, range in
            AmbiguousValue(view: table.views[key / 4], attribute: AmbiguousValue.Attribute.allCases[key % 4], value: rounded(range.value),
                           minimum: range.minimum.map(rounded), maximum: range.maximum.map(rounded))
        }
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
