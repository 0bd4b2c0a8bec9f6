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
        // First the ranges of the four variables of every view, which need
        // no change to the solver; a position is fixed when the view's edge
        // and its superview's edge both are. Only positions that are not are
        // probed as differences, on a scratch copy.
        let views = GenerationInput(layout: layout).viewsInHierarchy.filter { $0 != layout.root && variables[.view($0)] != nil }
        var raw: [Variable] = []
        for view in views {
            guard let vars = variables[.view(view)] else { continue }
            raw += [vars.left, vars.top, vars.width, vars.height]
        }
        var fixed: [ObjectIdentifier: Bool] = [:]
        var rawRange: [ObjectIdentifier: ValueRange] = [:]
        for range in solver.ranges(of: raw) {
            fixed[ObjectIdentifier(range.variable)] = range.isFixed
            rawRange[ObjectIdentifier(range.variable)] = range
        }
        func isFixed(_ v: Variable) -> Bool { fixed[ObjectIdentifier(v)] ?? true }
        var probes: [(ViewID, AmbiguousValue.Attribute, Expression)] = []
        var sizes: [(ViewID, AmbiguousValue.Attribute, ValueRange)] = []
        for view in views {
            guard let vars = variables[.view(view)] else { continue }
            let parent = layout[view].superview.flatMap { variables[.view($0)] }
            for (edge, attribute) in [(vars.left, AmbiguousValue.Attribute.x), (vars.top, .y)] {
                let parentEdge = attribute == .x ? parent?.left : parent?.top
                if isFixed(edge) && parentEdge.map(isFixed) ?? true { continue }
                guard let expression = frameExpression(of: view, attribute == .x ? .left : .top) else { continue }
                probes.append((view, attribute, expression))
            }
            for (size, attribute) in [(vars.width, AmbiguousValue.Attribute.width), (vars.height, .height)] where !isFixed(size) {
                if let range = rawRange[ObjectIdentifier(size)] { sizes.append((view, attribute, range)) }
            }
        }
        var found: [ViewID: [AmbiguousValue.Attribute: ValueRange]] = [:]
        for (view, attribute, range) in sizes { found[view, default: [:]][attribute] = range }
        if !probes.isEmpty {
            let scratch = solver.copy()
            var probed: [(ViewID, AmbiguousValue.Attribute, Variable)] = []
            for (view, attribute, expression) in probes {
                let p = Variable("\(layout[view].name).\(attribute.rawValue)")
                guard (try? scratch.add(Constraint(Expression(p) - expression, .equal))) != nil else { continue }
                probed.append((view, attribute, p))
            }
            scratch.updateVariables()
            for (probe, range) in zip(probed, scratch.ranges(of: probed.map(\.2))) where !range.isFixed {
                found[probe.0, default: [:]][probe.1] = range
            }
        }
        // In hierarchy order, then x, y, width, height.
        var result: [AmbiguousValue] = []
        for view in views {
            guard let ranges = found[view] else { continue }
            for attribute in AmbiguousValue.Attribute.allCases {
                guard let range = ranges[attribute] else { continue }
                result.append(AmbiguousValue(view: view, attribute: attribute, value: rounded(range.value),
                                             minimum: range.minimum.map(rounded), maximum: range.maximum.map(rounded)))
            }
        }
        return result
    }
}
