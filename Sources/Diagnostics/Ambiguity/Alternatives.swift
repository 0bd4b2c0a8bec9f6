import Cassowary
import LayoutModel

/// Two equally good layouts that differ in one value, and what differs
/// between them: which constraints trade their errors, which views move.
///
/// The solver gives the exact range of the value over all optimal
/// layouts; pinning it to two points of that range on scratch copies of
/// the solver gives two optimal layouts. Constraints whose error differs
/// between them are the ones in a tie; views whose frames differ are the
/// ones the ambiguity drags along.
struct Alternatives {
    /// Constraints whose error differs between the two layouts, in id order.
    let trading: [LayoutConstraint]
    /// Views whose window frame differs, in hierarchy order, with the components that change.
    let moving: [(view: ViewID, components: [ItemComponent])]

    /// Compares the layouts with `expression` at `a` and at `b`; nil when
    /// either cannot be had (it should not happen within the range). Only
    /// constraints that touch an item that moves can trade errors, so only
    /// those are compared.
    init?(_ engine: LayoutEngine, expression: Expression, at a: Double, and b: Double, views: [ViewID], structure: Structure) {
        guard let first = Alternatives.solve(engine, expression, a), let second = Alternatives.solve(engine, expression, b) else { return nil }
        func moved(_ item: LayoutItem) -> [ItemComponent] {
            [ItemComponent.left, .top, .width, .height].filter { component in
                guard let variable = engine.variable(component, of: item) else { return false }
                return abs(first.value(of: variable) - second.value(of: variable)) > 1e-6
            }
        }
        var moving: [(ViewID, [ItemComponent])] = []
        for v in views {
            let components = moved(.view(v))
            if !components.isEmpty { moving.append((v, components)) }
        }
        self.moving = moving
        var candidates = Set<ConstraintID>()
        for item in structure.touches.keys where !moved(item).isEmpty {
            for touch in structure.touches[item] ?? [] { candidates.insert(touch.constraint.id) }
        }
        trading = candidates.sorted().compactMap { id -> LayoutConstraint? in
            guard let sc = engine.solverConstraint(of: id), abs(first.error(of: sc) - second.error(of: sc)) > 1e-6 else { return nil }
            return engine.constraint(id)
        }
    }

    /// A scratch solver with `expression == value` required, solved.
    static func solve(_ engine: LayoutEngine, _ expression: Expression, _ value: Double) -> Solver? {
        let scratch = engine.scratchSolver()
        guard (try? scratch.add(Constraint(expression - value, .equal))) != nil else { return nil }
        scratch.updateVariables()
        return scratch
    }

    /// Two points of a range to compare: its ends, or the value and a
    /// point 100 pt away on an unbounded side.
    static func points(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> (Double, Double) {
        switch (minimum, maximum) {
        case let (lo?, hi?): return (lo, hi)
        case let (nil, hi?): return (hi - 100, hi)
        case let (lo?, nil): return (lo, lo + 100)
        case (nil, nil): return (value, value + 100)
        }
    }
}

extension Ambiguity {
    /// Another value `value` can take in an equally good layout: the end of
    /// its range farther from where it is (100 pt away on an unbounded side).
    public static func alternative(to value: AmbiguousValue) -> Double {
        let (a, b) = Alternatives.points(value.value, value.minimum, value.maximum)
        return abs(a - value.value) > abs(b - value.value) ? a : b
    }
}
