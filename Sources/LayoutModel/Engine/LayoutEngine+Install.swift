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

    /// Puts `c` in force: adds it, or updates the installed form in place
    /// when only its constant or priority changed. Returns the derived guides
    /// whose use count went from or to zero.
    func install(_ c: LayoutConstraint) throws(LayoutError) -> Set<LayoutItem> {
        let (expression, anchors) = solverForm(c)
        let terms = termKeys(expression)
        if let old = installed[c.id] {
            if terms == old.terms && c.relation == old.constraint.relation {
                if old.constraint != c || old.constant != expression.constant {
                    try update(old, to: c, constant: expression.constant)
                }
                return []
            }
            var touched = try uninstall(old)
            touched.formUnion(try add(c, expression, terms, anchors))
            return touched
        }
        return try add(c, expression, terms, anchors)
    }

    /// Takes an installed constraint out of the solver.
    func uninstall(_ entry: InstalledConstraint) throws(LayoutError) -> Set<LayoutItem> {
        do {
            try solver.remove(entry.solverConstraint)
        } catch {
            throw layoutFailure(error, while: "removing \(layout.describe(entry.constraint))")
        }
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

    /// Adds `c`; a required constraint that conflicts is broken: kept at
    /// `brokenPriority` with the conflict that broke it.
    private func add(_ c: LayoutConstraint, _ expression: Expression, _ terms: [InstalledConstraint.TermKey],
                     _ anchors: (AnchorForm, AnchorForm?)) throws(LayoutError) -> Set<LayoutItem> {
        var sc = Constraint(expression, c.relation, priority: c.priority)
        var conflict: Conflict?
        do {
            try solver.add(sc)
        } catch {
            guard case .unsatisfiable(let found) = error else { throw layoutFailure(error, while: "adding \(layout.describe(c))") }
            sc = Constraint(expression, c.relation, priority: LayoutEngine.brokenPriority)
            do {
                try solver.add(sc)
            } catch {
                throw layoutFailure(error, while: "adding \(layout.describe(c)) just below required")
            }
            conflict = found
            broken.insert(c.id)
        }
        owners[ObjectIdentifier(sc)] = c.id
        let derived = derivedItems(of: c)
        installed[c.id] = InstalledConstraint(constraint: c, solverConstraint: sc, terms: terms, derived: derived,
                                              constant: expression.constant, isBroken: conflict != nil, conflict: conflict)
        installed.setReach(ConstraintReach(anchors, terms: terms), of: c.id)
        var touched = Set<LayoutItem>()
        for item in derived {
            let count = (derivedUse[item] ?? 0) + 1
            derivedUse[item] = count
            if count == 1 { touched.insert(item) }
        }
        return touched
    }

    /// Changes an installed constraint's constant (of its solver
    /// expression) and priority in place; a required one that cannot take
    /// the change is broken instead.
    private func update(_ old: InstalledConstraint, to c: LayoutConstraint, constant: Double) throws(LayoutError) {
        var entry = old
        entry.constraint = c
        entry.constant = constant
        let sc = old.solverConstraint
        let target = old.isBroken && c.priority.isRequired ? LayoutEngine.brokenPriority : c.priority
        // Every call but those that may meet a conflict must go through.
        func must(_ what: @autoclosure () -> String, _ call: () throws(SolverError) -> Void) throws(LayoutError) {
            do { try call() } catch { throw layoutFailure(error, while: "\(what()) of \(layout.describe(c))") }
        }
        func breakIt(_ conflict: Conflict) throws(LayoutError) {
            try must("breaking") { () throws(SolverError) in try solver.setPriority(of: sc, to: LayoutEngine.brokenPriority) }
            entry.isBroken = true
            entry.conflict = conflict
        }
        // Lower a priority before moving the constant, raise it after, so a
        // required change never meets the old constant.
        if let current = solver.priority(of: sc), target < current {
            try must("lowering the priority") { () throws(SolverError) in try solver.setPriority(of: sc, to: target) }
        }
        do {
            try solver.setConstant(of: sc, to: constant)
        } catch {
            guard case .unsatisfiable(let conflict) = error else { throw layoutFailure(error, while: "changing the constant of \(layout.describe(c))") }
            if case .system = c.origin, try breakVictims(forSystemChange: sc, to: constant, first: conflict) {
                // The screen's own size and guides cannot give way (a
                // rotation is not refused): the newest constraints of each
                // conflict were broken instead.
            } else {
                try breakIt(conflict)
                try must("changing the constant") { () throws(SolverError) in try solver.setConstant(of: sc, to: constant) }
            }
        }
        if let current = solver.priority(of: sc), target > current, !entry.isBroken {
            do {
                try solver.setPriority(of: sc, to: target)
            } catch {
                guard case .unsatisfiable(let conflict) = error else { throw layoutFailure(error, while: "raising the priority of \(layout.describe(c))") }
                try breakIt(conflict)
            }
        }
        if !c.priority.isRequired {
            entry.isBroken = false
            entry.conflict = nil
        }
        if entry.isBroken { broken.insert(c.id) } else { broken.remove(c.id) }
        installed[c.id] = entry
    }

    /// A system constraint's constant (the root's size on rotation, a
    /// guide's inset) changes into a conflict: breaks the newest
    /// non-system constraint of each conflict in turn until the change goes
    /// through, as UIKit does when a rotation makes user constraints
    /// unsatisfiable. Returns false (nothing broken) when no conflict has
    /// such a member.
    private func breakVictims(forSystemChange sc: Constraint, to constant: Double, first: Conflict) throws(LayoutError) -> Bool {
        var conflict = first
        for _ in 0..<16 {
            let members = conflict.conflictsWith.compactMap { layoutConstraint(for: $0) }
                .filter { if case .system = $0.origin { return false } else { return true } }
            guard let victim = members.max(by: { victimOrder($0.id) < victimOrder($1.id) }),
                  var entry = installed[victim.id] else { return false }
            do {
                try solver.setPriority(of: entry.solverConstraint, to: LayoutEngine.brokenPriority)
            } catch {
                throw layoutFailure(error, while: "breaking \(layout.describe(victim))")
            }
            entry.isBroken = true
            entry.conflict = conflict
            installed[victim.id] = entry
            broken.insert(victim.id)
            do {
                try solver.setConstant(of: sc, to: constant)
                return true
            } catch {
                guard case .unsatisfiable(let next) = error else { throw layoutFailure(error, while: "changing a system constant") }
                conflict = next
            }
        }
        return false
    }

    /// The user's constraints go before generated ones, newest first.
    private func victimOrder(_ id: ConstraintID) -> (Int, Int) { (id.isGenerated ? 0 : 1, id.number) }

    /// Tries each broken constraint at required again, in id order; the
    /// solver rolls back any that still conflict.
    func restoreBroken() throws(LayoutError) {
        for id in broken.sorted() {
            guard var entry = installed[id] else { broken.remove(id); continue }
            if conflictStands(entry) { continue }
            do {
                try solver.setPriority(of: entry.solverConstraint, to: .required)
            } catch {
                // A conflict that still stands is what this tries for; anything else is not.
                guard case .unsatisfiable = error else { throw layoutFailure(error, while: "restoring \(layout.describe(entry.constraint))") }
                continue
            }
            entry.isBroken = false
            entry.conflict = nil
            installed[id] = entry
            broken.remove(id)
        }
    }

    /// Whether the conflict that broke `entry` is surely still there: every
    /// other constraint of its certificate is in the solver, required, with
    /// the constant the certificate used — then the certificate still proves
    /// the conflict and trying to restore (a phase one that rolls back) is
    /// wasted. Anything else is worth a try.
    func conflictStands(_ entry: InstalledConstraint) -> Bool {
        guard let conflict = entry.conflict else { return false }
        for (index, term) in conflict.certificate.terms.enumerated() {
            // The broken constraint itself: the one in the solver now, or,
            // when it was refused on arrival, the required original it replaced.
            let isSelf = term.constraint === entry.solverConstraint || (index == 0 && !solver.contains(term.constraint))
            if isSelf {
                guard term.expression.constant == entry.constant else { return false }
                continue
            }
            guard let priority = solver.priority(of: term.constraint), priority.isRequired,
                  let now = solver.expression(of: term.constraint), now.constant == term.expression.constant else { return false }
        }
        return true
    }

    private func termKeys(_ e: Expression) -> [InstalledConstraint.TermKey] {
        e.normalized().terms.map { InstalledConstraint.TermKey(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient) }
    }
}
