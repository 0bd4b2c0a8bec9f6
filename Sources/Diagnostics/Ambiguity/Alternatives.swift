import Cassowary
import LayoutModel

/// Two equally good layouts that differ in one value, and what differs
/// between them: which constraints trade their errors, which views move.
///
/// The solver gives the exact range of the value over all optimal
/// layouts; pinning it to two points of that range gives two optimal
/// layouts. Constraints whose error differs between them are the ones in a
/// tie; views whose frames differ are the ones the ambiguity drags along.
struct Alternatives {
    /// Constraints whose error differs between the two layouts, in id order.
    let trading: [LayoutConstraint]
    /// Views whose window frame differs, in hierarchy order, with the components that change.
    let moving: [(view: ViewID, components: [ItemComponent])]
    /// Inequalities that hold in both layouts with a different room to
    /// spare, in id order: the bounds a view moves between.
    var loose: [LayoutConstraint] = []
}

/// Alternative layouts tried one after another on the engine's solver,
/// inside an exploration that puts it back afterwards (`LayoutEngine.exploring`):
/// the value is pinned through an edit variable above every other priority
/// (a point of its optimal range loses nothing at any level), moved to
/// each point by `suggestValue` — a few dual pivots, not a copy and a
/// solve — and released again.
final class Explorer {
    let engine: LayoutEngine
    let structure: Structure
    let views: [ViewID]
    /// The engine's solver, while an exploration is open.
    private let solver: Solver
    /// Every item's four variables, in one order, to tell what moved.
    private let items: [LayoutItem]
    private let components: [ItemComponent]
    private let variables: [Variable]
    /// Position of each of `variables` in it.
    private let position: [ObjectIdentifier: Int]
    /// Position of each of `views` in it (hierarchy order).
    private let viewOrder: [ViewID: Int]

    /// Above the priority broken constraints are kept at (999.9999), below required.
    static let pin = Priority(999.99994) ?? .strong

    /// `views` are the views that can move (the ambiguous ones: a view that
    /// differs between two optimal layouts has a value that is not fixed);
    /// the guides that can move are found here the same way.
    /// `solver` is the engine's, in an exploration that outlives this explorer.
    init(_ engine: LayoutEngine, _ structure: Structure, views: [ViewID], solver: Solver) {
        self.engine = engine
        self.structure = structure
        self.views = views
        viewOrder = Dictionary(views.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.solver = solver
        var items = views.map { LayoutItem.view($0) }
        let guides = structure.touches.keys.filter { if case .view = $0 { return false } else { return true } }.sorted()
        let guideVariables = guides.map { g in [ItemComponent.left, .top, .width, .height].compactMap { engine.variable($0, of: g) } }
        let guideRanges = solver.ranges(of: guideVariables.flatMap { $0 })
        var k = 0
        for (guide, list) in zip(guides, guideVariables) {
            if guideRanges[k..<(k + list.count)].contains(where: { !$0.isFixed }) { items.append(guide) }
            k += list.count
        }
        var list: [LayoutItem] = []
        var components: [ItemComponent] = []
        var variables: [Variable] = []
        for item in items {
            for component in [ItemComponent.left, .top, .width, .height] {
                guard let v = engine.variable(component, of: item) else { continue }
                list.append(item)
                components.append(component)
                variables.append(v)
            }
        }
        self.items = list
        self.components = components
        self.variables = variables
        position = Dictionary(uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1), $0) })
    }

    /// The layouts with `expression` at `a` and at `b`, compared; nil when
    /// the pin cannot be placed. Only constraints that touch an item that
    /// moves can trade errors, so only those are compared.
    func alternatives(_ expression: Expression, at a: Double, and b: Double) -> Alternatives? {
        let probe = Variable("probe")
        let definition = Constraint(Expression(probe) - expression, .equal)
        guard (try? solver.add(definition)) != nil else { return nil }
        defer { try? solver.remove(definition) }
        guard (try? solver.addEditVariable(probe, priority: Explorer.pin)) != nil else { return nil }
        defer { try? solver.removeEditVariable(probe) }
        guard (try? solver.suggestValue(a, for: probe)) != nil else { return nil }
        // Only what moves from a to b is read (in the order of `variables`).
        var moved = true
        let changes = solver.valueChanges { moved = (try? solver.suggestValue(b, for: probe)) != nil }
        guard moved else { return nil }
        var before: [ObjectIdentifier: Double] = [:]
        var changed: [Int] = []
        for change in changes where abs(change.new - change.old) > 1e-6 {
            before[ObjectIdentifier(change.variable)] = change.old
            if let k = position[ObjectIdentifier(change.variable)] { changed.append(k) }
        }
        var movedItems: [LayoutItem: [ItemComponent]] = [:]
        for k in changed.sorted() { movedItems[items[k], default: []].append(components[k]) }
        // In hierarchy order, found from what moved: a layout has many
        // ambiguous views and each alternative moves a few.
        let moving = movedItems.compactMap { item, components -> (order: Int, view: ViewID, components: [ItemComponent])? in
            guard case .view(let v) = item, let order = viewOrder[v] else { return nil }
            return (order, v, components)
        }.sorted { $0.order < $1.order }.map { (view: $0.view, components: $0.components) }
        var candidates = Set<ConstraintID>()
        for item in movedItems.keys {
            for touch in structure.touches[item] ?? [] { candidates.insert(touch.constraint.id) }
        }
        var trading: [LayoutConstraint] = [], loose: [LayoutConstraint] = []
        for id in candidates.sorted() {
            guard let sc = engine.solverConstraint(of: id), let e = solver.expression(of: sc), let c = engine.constraint(id) else { continue }
            let then = e.evaluate { before[ObjectIdentifier($0)] ?? self.solver.value(of: $0) }, now = e.evaluate(self.solver.value(of:))
            if abs(Self.error(then, sc.relation) - Self.error(now, sc.relation)) > 1e-6 {
                trading.append(c)
            } else if sc.relation != .equal, abs(then - now) > 1e-6 {
                loose.append(c)
            }
        }
        return Alternatives(trading: trading, moving: moving, loose: loose)
    }

    /// The optional constraints in a tie along which `expression` moves,
    /// read off the solver without moving anything (see `Solver.trading`).
    func trading(_ expression: Expression) -> [LayoutConstraint] {
        solver.trading(expression).compactMap { engine.layoutConstraint(for: $0) }
    }

    /// How far `expression rel 0` is from holding with the given values.
    static func error(_ expression: Expression, _ relation: Relation, _ value: (Variable) -> Double) -> Double {
        error(expression.evaluate(value), relation)
    }

    /// How far a constraint whose expression is worth `e` is from holding.
    static func error(_ e: Double, _ relation: Relation) -> Double {
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }
}

extension Alternatives {
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

    /// Where the analysis pins `value` to compare two equally good layouts
    /// (the ends of its range, 100 pt apart on an unbounded side), and at
    /// what priority: for tools that explore the way it does.
    public static func pins(for value: AmbiguousValue) -> (a: Double, b: Double, priority: Priority) {
        let (a, b) = Alternatives.points(value.value, value.minimum, value.maximum)
        return (a, b, Explorer.pin)
    }
}
