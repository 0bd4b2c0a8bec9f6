import Cassowary

/// A constraint in the solver, with the form it was installed in.
struct InstalledConstraint {
    var constraint: LayoutConstraint
    let solverConstraint: Constraint
    /// The variables and coefficients, for telling a constant change from a new constraint.
    let terms: [TermKey]
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

    /// Brings the solver to exactly `desired`: removes what is gone, adds
    /// what is new, updates constants and priorities in place, then tries
    /// to bring broken constraints back.
    func install(_ desired: [LayoutConstraint]) {
        let wanted = Set(desired.map(\.id))
        for id in installed.keys.filter({ !wanted.contains($0) }).sorted() {
            if let old = installed.removeValue(forKey: id) { forget(old) }
        }
        for c in desired {
            guard let old = installed[c.id] else { add(c); continue }
            if old.constraint == c { continue }
            let expression = solverExpression(c)
            if termKeys(expression) == old.terms && c.relation == old.constraint.relation {
                update(old, to: c, constant: expression.constant)
            } else {
                forget(old)
                installed[c.id] = nil
                add(c)
            }
        }
        restoreBroken()
    }

    /// Adds `c`; a required constraint that conflicts is broken: kept at
    /// `brokenPriority` with the conflict that broke it.
    private func add(_ c: LayoutConstraint) {
        let expression = solverExpression(c)
        let sc = Constraint(expression, c.relation, priority: c.priority, label: layout.describe(c))
        do {
            try solver.add(sc)
            owners[ObjectIdentifier(sc)] = c.id
            installed[c.id] = InstalledConstraint(constraint: c, solverConstraint: sc, terms: termKeys(expression),
                                                  isBroken: false, conflict: nil)
        } catch {
            guard case .unsatisfiable(let conflict) = error else { return }
            let demoted = Constraint(expression, c.relation, priority: LayoutEngine.brokenPriority, label: sc.label)
            guard (try? solver.add(demoted)) != nil else { return }
            owners[ObjectIdentifier(demoted)] = c.id
            installed[c.id] = InstalledConstraint(constraint: c, solverConstraint: demoted, terms: termKeys(expression),
                                                  isBroken: true, conflict: conflict)
        }
    }

    /// Changes an installed constraint's constant and priority in place.
    private func update(_ old: InstalledConstraint, to c: LayoutConstraint, constant: Double) {
        // `constant` is the solver expression's: `first − multiplier × second − c.constant`'s.
        var entry = old
        entry.constraint = c
        let sc = old.solverConstraint
        let target = old.isBroken && c.priority.isRequired ? LayoutEngine.brokenPriority : c.priority
        // Lower a priority before moving the constant, raise it after, so a
        // required change never meets the old constant.
        if target < solver.priority(of: sc) ?? target { try? solver.setPriority(of: sc, to: target) }
        do {
            try solver.setConstant(of: sc, to: constant)
        } catch {
            // A required constant that cannot change breaks the constraint.
            if case .unsatisfiable(let conflict) = error {
                try? solver.setPriority(of: sc, to: LayoutEngine.brokenPriority)
                try? solver.setConstant(of: sc, to: constant)
                entry.isBroken = true
                entry.conflict = conflict
            }
        }
        if target > solver.priority(of: sc) ?? target && !entry.isBroken {
            do {
                try solver.setPriority(of: sc, to: target)
            } catch {
                if case .unsatisfiable(let conflict) = error, target.isRequired {
                    try? solver.setPriority(of: sc, to: LayoutEngine.brokenPriority)
                    entry.isBroken = true
                    entry.conflict = conflict
                }
            }
        }
        if !c.priority.isRequired { entry.isBroken = false; entry.conflict = nil }
        installed[c.id] = entry
    }

    /// Tries each broken constraint at required again, in id order; the
    /// solver rolls back any that still conflict.
    private func restoreBroken() {
        for id in installed.keys.filter({ installed[$0]?.isBroken == true }).sorted() {
            guard var entry = installed[id] else { continue }
            if (try? solver.setPriority(of: entry.solverConstraint, to: .required)) != nil {
                entry.isBroken = false
                entry.conflict = nil
                installed[id] = entry
            }
        }
    }

    private func forget(_ entry: InstalledConstraint) {
        try? solver.remove(entry.solverConstraint)
        owners[ObjectIdentifier(entry.solverConstraint)] = nil
    }

    private func termKeys(_ e: Expression) -> [InstalledConstraint.TermKey] {
        e.normalized().terms.map { InstalledConstraint.TermKey(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient) }
    }
}
