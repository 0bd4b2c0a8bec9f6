import Cassowary

/// A constraint in the solver, with the form it was installed in.
struct InstalledConstraint {
    var constraint: LayoutConstraint
    let solverConstraint: Constraint
    /// The variables and coefficients, for telling a constant change from a new constraint.
    let terms: [TermKey]
    /// The derived guides its translation names (counted in `derivedUse`).
    let derived: [LayoutItem]
    /// The constant of its solver expression, as last set.
    var constant: Double
    /// Set while a required constraint is broken: it is in the solver at
    /// `LayoutEngine.brokenPriority`, and comes back when the conflict goes.
    var isBroken: Bool
    /// The conflict that broke it (the solver's minimal set and certificate).
    var conflict: Conflict?
    /// The form refused when it arrived, which that conflict names (it
    /// went in again at `brokenPriority` as another solver constraint).
    var refusedForm: Constraint?
    /// Which constraint of a conflict is broken (see `ConflictRank`).
    var rank: ConflictRank

    struct TermKey: Equatable {
        let variable: ObjectIdentifier
        let coefficient: Double
    }
}

extension LayoutEngine {
    /// A broken required constraint stays in the solver just below
    /// required: it holds as nearly as the required ones allow and outranks
    /// every priority a user can give (UIKit's highest optional is 999.x).
    static let brokenPriority = Priority(999.9999) ?? .strong

    /// Puts `c` in force at `rank`: adds it, or updates the installed form
    /// in place when only its constant or priority changed. Returns the
    /// derived guides whose use count went from or to zero.
    func install(_ c: LayoutConstraint, rank: ConflictRank) throws(LayoutError) -> Set<LayoutItem> {
        // Most constraints a statement regenerates come back as they were:
        // one whose form reads only itself has the form it was installed
        // with, which need not be made again to be compared.
        if var old = installed[c.id], old.constraint == c, formReadsOnlyItself(c) {
            if old.rank != rank {
                old.rank = rank
                installed[c.id] = old
            }
            return []
        }
        let (expression, anchors) = solverForm(c)
        let terms = termKeys(expression)
        if var old = installed[c.id] {
            if terms == old.terms && c.relation == old.constraint.relation {
                if old.rank != rank {
                    old.rank = rank
                    installed[c.id] = old
                }
                if old.constraint != c || old.constant != expression.constant {
                    try update(old, to: c, constant: expression.constant)
                }
                return []
            }
            var touched = try uninstall(old)
            touched.formUnion(try add(c, expression, terms, anchors, rank: rank))
            return touched
        }
        return try add(c, expression, terms, anchors, rank: rank)
    }

    /// Takes an installed constraint out of the solver.
    func uninstall(_ entry: InstalledConstraint) throws(LayoutError) -> Set<LayoutItem> {
        noteSolverChange(entry.solverConstraint)
        do {
            try solver.remove(entry.solverConstraint)
        } catch {
            throw layoutFailure(error, while: "removing \(layout.describe(entry.constraint))")
        }
        return forget(entry)
    }

    /// Puts new `c` in force at `rank` in the place of installed `old` (a
    /// stack's connection moving to another view): in place in the solver
    /// when it can (`Solver.replace`, which refuses a broken `old`, held
    /// below required), else by uninstalling `old` and installing `c`.
    /// Returns the derived guides whose use count went from or to zero.
    func install(_ c: LayoutConstraint, rank: ConflictRank, replacing old: InstalledConstraint) throws(LayoutError) -> Set<LayoutItem> {
        let (expression, anchors) = solverForm(c)
        let sc = Constraint(expression, c.relation, priority: c.priority)
        noteSolverChange(old.solverConstraint)
        let replaced: Bool
        do {
            replaced = try solver.replace(old.solverConstraint, with: sc)
        } catch {
            throw layoutFailure(error, while: "replacing \(layout.describe(old.constraint)) by \(layout.describe(c))")
        }
        guard replaced else {
            var touched = try uninstall(old)
            touched.formUnion(try install(c, rank: rank))
            return touched
        }
        var touched = forget(old)
        touched.formUnion(remember(c, sc, expression, anchors, rank: rank, conflict: nil, refused: nil))
        return touched
    }

    /// The engine's record of `entry`, gone from the solver, dropped.
    /// Returns the derived guides no constraint names any more.
    private func forget(_ entry: InstalledConstraint) -> Set<LayoutItem> {
        owners[ObjectIdentifier(entry.solverConstraint)] = nil
        installed[entry.constraint.id] = nil
        broken.remove(entry.constraint.id)
        var touched = Set<LayoutItem>()
        for item in entry.derived {
            let count = (derivedUse[item] ?? 0) - 1
            derivedUse[item] = count > 0 ? count : nil
            if count <= 0 { touched.insert(item) }
        }
        return touched
    }

    /// Adds `c`; of a conflict it meets, the constraint ranked last is
    /// broken: kept at `brokenPriority` with the conflict that broke it.
    private func add(_ c: LayoutConstraint, _ expression: Expression, _ terms: [InstalledConstraint.TermKey],
                     _ anchors: (AnchorForm, AnchorForm?), rank: ConflictRank) throws(LayoutError) -> Set<LayoutItem> {
        var sc = Constraint(expression, c.relation, priority: c.priority)
        var conflict: Conflict?
        var refused: Constraint?
        while true {
            do {
                try solver.add(sc)
                break
            } catch {
                guard case .unsatisfiable(let found) = error else { throw layoutFailure(error, while: "adding \(layout.describe(c))") }
                // A constraint ranked after it gives way, and it tries again.
                if try breakLastMember(of: found, after: rank) != nil { continue }
                refused = sc
                sc = Constraint(expression, c.relation, priority: LayoutEngine.brokenPriority)
                do {
                    try solver.add(sc)
                } catch {
                    throw layoutFailure(error, while: "adding \(layout.describe(c)) just below required")
                }
                conflict = found
                markBroken(c.id)
                break
            }
        }
        return remember(c, sc, expression, anchors, terms: terms, rank: rank, conflict: conflict, refused: refused)
    }

    /// The engine's record of `c`, in the solver as `sc`. Returns the
    /// derived guides it is the first to name.
    private func remember(_ c: LayoutConstraint, _ sc: Constraint, _ expression: Expression,
                          _ anchors: (AnchorForm, AnchorForm?), terms: [InstalledConstraint.TermKey]? = nil,
                          rank: ConflictRank, conflict: Conflict?, refused: Constraint?) -> Set<LayoutItem> {
        let terms = terms ?? termKeys(expression)
        owners[ObjectIdentifier(sc)] = c.id
        let derived = derivedItems(of: c)
        installed[c.id] = InstalledConstraint(constraint: c, solverConstraint: sc, terms: terms, derived: derived,
                                              constant: expression.constant, isBroken: conflict != nil, conflict: conflict,
                                              refusedForm: refused, rank: rank)
        installed.setReach(ConstraintReach(anchors, terms: terms), of: c.id)
        var touched = Set<LayoutItem>()
        for item in derived {
            let count = (derivedUse[item] ?? 0) + 1
            derivedUse[item] = count
            if count == 1 { touched.insert(item) }
        }
        return touched
    }

    private func termKeys(_ e: Expression) -> [InstalledConstraint.TermKey] {
        e.normalized().terms.map { InstalledConstraint.TermKey(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient) }
    }
}
