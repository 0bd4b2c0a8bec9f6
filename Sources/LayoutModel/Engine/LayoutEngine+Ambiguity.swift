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
    /// together in one pass on a scratch copy of the solver (positions are
    /// measured from the superview's bounds origin, as frames are).
    public func ambiguousValues() -> [AmbiguousValue] {
        let scratch = solver.copy()
        var probes: [(ViewID, AmbiguousValue.Attribute, Variable)] = []
        for view in GenerationInput(layout: layout).viewsInHierarchy where view != layout.root {
            guard let vars = variables[.view(view)] else { continue }
            var originX: Expression = Expression(constant: 0)
            var originY: Expression = Expression(constant: 0)
            if let parent = layout[view].superview, let p = variables[.view(parent)] {
                originX = Expression(p.left)
                originY = Expression(p.top)
            }
            let x = Variable("\(layout[view].name).x"), y = Variable("\(layout[view].name).y")
            guard (try? scratch.add(Constraint(Expression(x) - (Expression(vars.left) - originX), .equal))) != nil,
                  (try? scratch.add(Constraint(Expression(y) - (Expression(vars.top) - originY), .equal))) != nil else { continue }
            probes += [(view, .x, x), (view, .y, y), (view, .width, vars.width), (view, .height, vars.height)]
        }
        scratch.updateVariables()
        let ranges = scratch.ranges(of: probes.map(\.2))
        var result: [AmbiguousValue] = []
        for (probe, range) in zip(probes, ranges) where !range.isFixed {
            // Content offsets move children of scroll views; frames are in
            // content coordinates, so the offset does not count here.
            result.append(AmbiguousValue(view: probe.0, attribute: probe.1, value: rounded(range.value),
                                         minimum: range.minimum.map(rounded), maximum: range.maximum.map(rounded)))
        }
        return result
    }
}
