import Cassowary

/// One of the four solver variables of a layout item.
public enum ItemComponent: Int, Hashable, Comparable, Sendable {
    case left, top, width, height

    public static func < (a: ItemComponent, b: ItemComponent) -> Bool { a.rawValue < b.rawValue }

    /// Whether it belongs to the horizontal axis (left, width).
    public var isHorizontal: Bool { self == .left || self == .width }
}

/// What the diagnostics layer reads from the engine: the solver constraint
/// behind each layout constraint, the meaning of each solver variable, and
/// scratch copies of the solver to ask "what if" on.
extension LayoutEngine {
    /// The solver constraint installed for `id`, or nil when it is not in force.
    public func solverConstraint(of id: ConstraintID) -> Constraint? {
        installed.solverConstraint(of: id)
    }

    /// Every constraint in force that does not hold in the current solution,
    /// with how far off it is, in id order (the user's first).
    public func unsatisfiedConstraints() -> [(constraint: LayoutConstraint, error: Double)] {
        // The solver names the few that do not hold; ordered by id here.
        solver.unsatisfiedConstraints().compactMap { sc, error -> (id: ConstraintID, constraint: LayoutConstraint, error: Double)? in
            guard let id = owners[ObjectIdentifier(sc)], let entry = installed[id] else { return nil }
            let e = rounded(error)
            return e > 1e-6 ? (id, entry.constraint, e) : nil
        }
        .sorted { $0.id < $1.id }
        .map { ($0.constraint, $0.error) }
    }

    /// Why the constraint `id` does not hold: the minimal set of constraints
    /// of higher or equal priority that forbid it, with the solver's
    /// certificate. A broken required constraint is in the solver just below
    /// required, so its set is made of required constraints.
    public func violation(of id: ConstraintID) -> Violation? {
        installed[id].flatMap { solver.violation(of: $0.solverConstraint) }
    }

    /// The conflict that broke required constraint `id`, when its certificate
    /// is about `id` itself (it was refused on arrival or on a change of its
    /// own) and still proves the conflict: nothing it names has changed. It
    /// saves a scratch solve per broken constraint.
    public func standingConflict(of id: ConstraintID) -> Conflict? {
        guard let entry = installed[id], entry.isBroken, let conflict = entry.conflict,
              let first = conflict.certificate.terms.first,
              first.constraint === entry.solverConstraint || first.constraint === entry.refusedForm,
              conflictStands(entry) else { return nil }
        return conflict
    }

    /// A copy of the solver to try things on; the engine's stays as it is.
    public func scratchSolver() -> Solver { solver.copy() }

    /// Runs `body` on the engine's solver and puts the solver back exactly
    /// as it was (see `Solver.exploring`): for trying many alternative
    /// layouts without copying the whole solver first.
    public func exploring<T>(_ body: (Solver) -> T) -> T { solver.exploring(body) }

    /// The range of `expression` over all optimal solutions, from the
    /// solver's kept analysis: nothing is added to the solver. Nil when
    /// the solver has no analysis to ask.
    public func range(of expression: Expression) -> ValueRange? {
        solver.ranges(of: [expression], names: [Variable("probe")]).first
    }

    /// The solver's state, for `:solver`.
    /// Constraints are named as `layout.describe` does, at the dump rather
    /// than when added (loading a layout described every constraint).
    public func solverDump() -> SolverDump {
        solver.dump { sc in layoutConstraint(for: sc).map { layout.describe($0) } }
    }

    /// The solver variable of `component` of `item`, or nil when the item is
    /// not in the solver (nothing names it).
    public func variable(_ component: ItemComponent, of item: LayoutItem) -> Variable? {
        guard let vars = variables[item.canonical] else { return nil }
        switch component {
        case .left: return vars.left
        case .top: return vars.top
        case .width: return vars.width
        case .height: return vars.height
        }
    }

    /// The variables of `view`, if it has any yet.
    func variables(ofView view: ViewID) -> ItemVariables? {
        view.index < viewVariables.count ? viewVariables[view.index] : nil
    }

    /// What each solver variable stands for: an item and a component.
    public func variableMeanings() -> [ObjectIdentifier: (item: LayoutItem, component: ItemComponent)] {
        meanings
    }

    /// The solver expression of an anchor as a constraint relating it to
    /// `other` would use it (a scroll view's edges seen from inside it are
    /// its content area's), or nil when its item is not in the solver.
    public func solverExpression(of anchor: Anchor, relatedTo other: LayoutItem? = nil) -> Expression? {
        guard variables[resolve(anchor, relatedTo: other).item.canonical] != nil else { return nil }
        return expression(anchor, relatedTo: other)
    }

    /// The solver expression of a frame value of `view`: x and y measured
    /// from its superview's bounds origin (as `frame` is), width and height.
    public func frameExpression(of view: ViewID, _ component: ItemComponent) -> Expression? {
        guard let vars = variables(ofView: view) else { return nil }
        switch component {
        case .width: return Expression(vars.width)
        case .height: return Expression(vars.height)
        case .left, .top:
            let own = component == .left ? vars.left : vars.top
            guard let parent = layout[view].superview, let p = variables(ofView: parent) else { return Expression(own) }
            let offset = boundsOffset(of: parent)
            // Bounds origin = frame origin + content offset, in window terms
            // the parent's edge minus the offset.
            return component == .left ? Expression(own) - Expression(p.left) + offset.x
                                      : Expression(own) - Expression(p.top) + offset.y
        }
    }

    /// Whether the constraint `id` was broken to recover from a required conflict.
    public func isBroken(_ id: ConstraintID) -> Bool { broken.ids.contains(id) }
}
