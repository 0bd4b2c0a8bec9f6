import Cassowary

/// Changing installed constraints, and the conflicts required constraints
/// meet: of each, the constraint ranked last gives way (`ConflictRank`).
extension LayoutEngine {
    /// Changes an installed constraint's constant (of its solver
    /// expression) and priority in place; a required one that cannot take
    /// the change is broken, unless one ranked after it gives way.
    func update(_ old: InstalledConstraint, to c: LayoutConstraint, constant: Double) throws(LayoutError) {
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
            noteSolverChange(sc)
            try must("breaking") { () throws(SolverError) in try solver.setPriority(of: sc, to: LayoutEngine.brokenPriority) }
            entry.isBroken = true
            entry.conflict = conflict
            entry.refusedForm = nil
        }
        // Lower a priority before moving the constant, raise it after, so a
        // required change never meets the old constant.
        noteSolverChange(sc)
        if let current = solver.priority(of: sc), target < current {
            try must("lowering the priority") { () throws(SolverError) in try solver.setPriority(of: sc, to: target) }
        }
        while true {
            do {
                try solver.setConstant(of: sc, to: constant)
                break
            } catch {
                // Only a required constraint can meet a conflict (once broken, it gives way).
                guard case .unsatisfiable(let conflict) = error, !entry.isBroken else {
                    throw layoutFailure(error, while: "changing the constant of \(layout.describe(c))")
                }
                if try breakLastMember(of: conflict, after: entry.rank) != nil { continue }
                try breakIt(conflict)
            }
        }
        while let current = solver.priority(of: sc), target > current, !entry.isBroken {
            do {
                try solver.setPriority(of: sc, to: target)
            } catch {
                guard case .unsatisfiable(let conflict) = error else { throw layoutFailure(error, while: "raising the priority of \(layout.describe(c))") }
                if try breakLastMember(of: conflict, after: entry.rank) != nil { continue }
                try breakIt(conflict)
            }
        }
        if !c.priority.isRequired {
            entry.isBroken = false
            entry.conflict = nil
            entry.refusedForm = nil
        }
        if entry.isBroken { markBroken(c.id) } else { broken.remove(c.id) }
        installed[c.id] = entry
    }

    /// Breaks the required constraint of `conflict` ranked last, when it is
    /// ranked after `rank` (the constraint that met the conflict, which may
    /// then try again); returns it, or nil when that constraint is last.
    ///
    /// Old constraints of a stack still waiting to be replaced are taken
    /// out first, as they would have been had they not waited, and the
    /// caller tries again without breaking anything: a conflict with one
    /// of them is not the layout's (see LayoutEngine+Succession.swift).
    func breakLastMember(of conflict: Conflict, after rank: ConflictRank) throws(LayoutError) -> ConstraintID? {
        if let withdrawn = try withdrawAwaitingReplacement() { return withdrawn }
        var last: InstalledConstraint?
        for member in conflict.conflictsWith {
            guard let id = owners[ObjectIdentifier(member)], let entry = installed[id], !entry.isBroken else { continue }
            if entry.rank > rank, last.map({ entry.rank > $0.rank }) ?? true { last = entry }
        }
        guard var victim = last else { return nil }
        noteSolverChange(victim.solverConstraint)
        do {
            try solver.setPriority(of: victim.solverConstraint, to: LayoutEngine.brokenPriority)
        } catch {
            throw layoutFailure(error, while: "breaking \(layout.describe(victim.constraint))")
        }
        victim.isBroken = true
        victim.conflict = conflict
        victim.refusedForm = nil
        installed[victim.constraint.id] = victim
        markBroken(victim.constraint.id)
        return victim.constraint.id
    }

    /// Tries each broken constraint at required again, in rank order; one
    /// that meets a conflict breaks the constraint of it ranked last, if
    /// that is ranked after it (to be tried again later in the same pass),
    /// and stays broken otherwise. Then each broken constraint conflicts
    /// with the kept ones ranked before it, and every kept one is kept: the
    /// broken set is the one rank order gives, however the layout came to be.
    func restoreBroken() throws(LayoutError) {
        // Ranked last first, so the next to try is at the end.
        standingProofs.dropChanged()
        // Those whose proof was seen to stand, and names nothing changed
        // since, still conflict: nothing to try.
        var pending = standingProofs.takeToTry(from: broken.ids)
            .compactMap { id in installed[id].map { (id: id, rank: $0.rank) } }.sorted { $0.rank > $1.rank }
        // A pass cut short by a failure leaves the rest for the next.
        defer { for left in pending { standingProofs.noteBroken(left.id) } }
        while let next = pending.popLast() {
            guard var entry = installed[next.id], entry.isBroken else { continue }
            if conflictStands(entry) {
                standingProofs.recordStanding(next.id, naming: proofMembers(entry))
                continue
            }
            noteSolverChange(entry.solverConstraint)
            do {
                try solver.setPriority(of: entry.solverConstraint, to: .required)
            } catch {
                // A conflict that still stands is what this tries for; anything else is not.
                guard case .unsatisfiable(let conflict) = error else { throw layoutFailure(error, while: "restoring \(layout.describe(entry.constraint))") }
                if let victim = try breakLastMember(of: conflict, after: entry.rank), let rank = installed[victim]?.rank {
                    // Tried again after it, and it before the victim, which ranks after it.
                    pending.append(next)
                    let place = pending.firstIndex { $0.rank < rank } ?? pending.count
                    pending.insert((victim, rank), at: place)
                    continue
                }
                // The newest proof, whose other members all rank before it;
                // not seen to stand, so tried again at the next pass.
                standingProofs.noteBroken(next.id)
                entry.conflict = conflict
                entry.refusedForm = nil
                installed[next.id] = entry
                continue
            }
            entry.isBroken = false
            entry.conflict = nil
            entry.refusedForm = nil
            installed[next.id] = entry
            broken.remove(next.id)
        }
    }

    /// The solver constraints `conflictStands` read for `entry`: its own
    /// and every member of its certificate.
    private func proofMembers(_ entry: InstalledConstraint) -> [ObjectIdentifier] {
        [ObjectIdentifier(entry.solverConstraint)] + (entry.conflict?.certificate.terms.map { ObjectIdentifier($0.constraint) } ?? [])
    }

    /// Whether the conflict that broke `entry` is surely still there: every
    /// other constraint of its certificate is in the solver, required,
    /// ranked before it, with the constant the certificate used — then the
    /// certificate still proves the conflict and trying to restore (a phase
    /// one that rolls back) is wasted. Anything else is worth a try.
    func conflictStands(_ entry: InstalledConstraint) -> Bool {
        guard let conflict = entry.conflict else { return false }
        for term in conflict.certificate.terms {
            // The broken constraint itself: the one in the solver now, or the
            // required form it replaced when it was refused on arrival.
            if term.constraint === entry.solverConstraint || term.constraint === entry.refusedForm {
                guard term.expression.constant == entry.constant else { return false }
                continue
            }
            guard let priority = solver.priority(of: term.constraint), priority.isRequired,
                  let now = solver.expression(of: term.constraint), now.constant == term.expression.constant,
                  let id = owners[ObjectIdentifier(term.constraint)], let member = installed[id], member.rank < entry.rank
            else { return false }
        }
        return true
    }
}
