/// Removing constraints and changing their constants and priorities.
extension SolverCore {
    /// Removes `constraint` (kiwi's `removeConstraint`): its errors leave the
    /// objective, its marker is pivoted into the basis and that row dropped,
    /// which leaves no trace of the constraint in the tableau. Then re-optimizes.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key] else { throw .unknownConstraint(constraint) }
        removeObjectiveEffects(record)
        setRecord(nil, for: key)
        setOwner(nil, of: record.marker.id)
        if let other = record.other { setOwner(nil, of: other.id) }

        let marker = record.marker
        if tableau.isBasic(marker) {
            tableau.removeRow(marker)
        } else {
            while let leaving = markerLeavingRow(marker) {
                if tableau.kind(leaving) == .external, tableau.column(marker).count == 1 {
                    // Only this definition names the marker: pivoting it in and
                    // dropping its row is just dropping this definition.
                    tableau.removeRow(leaving)
                    break
                }
                if tableau.kind(leaving) == .external, tableau.level(leaving) > 0 {
                    // A definition may name other definitions; write it in
                    // parametric symbols before it takes part in a pivot.
                    tableau.expandDefinition(leaving)
                    continue
                }
                let lazy = definitionsWithReferences(naming: marker)
                tableau.pivot(entering: marker, leaving: leaving)
                tableau.removeRow(marker)
                for key in lazy { tableau.expandDefinitionIfShorter(key) }
                break
            }
        }
        // Whatever is left of the constraint's symbols is zero and meaningless.
        tableau.erase(marker)
        if let other = record.other {
            if tableau.isBasic(other) { tableau.removeRow(other) }
            tableau.erase(other)
        }
        try reoptimize(after: "removing \(constraint)")
    }

    /// The row to exchange for a marker being removed: a redundant equality's
    /// row (dummies only) if one names it — pivoting through any other row
    /// would put non-dummies into that row and unpin it —, else kiwi's rule:
    /// the restricted row with a negative coefficient and least ratio, else the
    /// restricted row with a positive coefficient and least ratio, else a
    /// definition; lowest id among ties.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var redundant: Symbol?
        var first: (Symbol, Double)?
        var second: (Symbol, Double)?
        var third: Symbol?
        func better(_ candidate: (Symbol, Double), than current: (Symbol, Double)?) -> Bool {
            guard let current else { return true }
            return candidate.1 < current.1 || (candidate.1 == current.1 && candidate.0 < current.0)
        }
        for id in tableau.column(marker) {
            let key = Symbol(id)
            guard let row = tableau.row(key) else { continue }
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            switch tableau.kind(key) {
            case .dummy:
                if redundant.map({ key < $0 }) ?? true { redundant = key }
            case .external:
                if third.map({ key < $0 }) ?? true { third = key }
            case .slack, .error:
                if c < 0 {
                    let candidate = (key, -row.constant / c)
                    if better(candidate, than: first) { first = candidate }
                } else {
                    let candidate = (key, row.constant / c)
                    if better(candidate, than: second) { second = candidate }
                }
            }
        }
        return redundant ?? first?.0 ?? second?.0 ?? third
    }

    /// Changes the constant of `constraint`'s expression to `constant`
    /// incrementally (Cassowary's edit mechanism, generalized to any
    /// constraint), restoring feasibility with the dual simplex.
    ///
    /// For a required constraint the change may be impossible: the solver is
    /// then restored and the conflict thrown, as for an `add`.
    mutating func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard var record = record(constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFinite("the constant \(constant)") }
        let delta = constant - record.expression.constant
        if delta == 0 { return }
        let original = record
        // Only the tableau changes below (and this record): a checkpoint of
        // it, not a copy of the solver, keeps a refusal exact at the cost of
        // what the change touches.
        let checkpoint = record.priority.isRequired ? tableau.checkpoint() : nil
        record.expression.constant = constant
        setRecord(record, for: ObjectIdentifier(constraint))
        shift(record, by: delta)
        guard tableau.dualOptimize() != nil else {
            if checkpoint != nil { tableau.commit() }
            return
        }
        guard let checkpoint else {
            // An optional change can always be absorbed by its errors; if
            // rounding says otherwise, rebuild from the constraints. An
            // exploration has nothing to rebuild onto that it could take
            // back: it starts over instead.
            if isExploring {
                restartExploration()
                throw .explorationRestarted
            }
            try rebuild()
            return
        }
        tableau.rollBack(to: checkpoint)
        setRecord(original, for: ObjectIdentifier(constraint))
        guard let conflict = conflictForChange(record) else {
            // The dual simplex and phase one disagree: a certificate of the
            // constraint alone would prove nothing. Taken back, and loud.
            throw internalFailure("the constant of \(constraint) cannot change to \(constant) by the dual simplex, "
                                  + "yet it can when added anew", damaging: false)
        }
        throw .unsatisfiable(conflict)
    }

    /// Applies a change of `delta` to the constant of `record`'s row.
    ///
    /// With `e + δ + σm = 0`, the old tableau holds for `m' = m + δ/σ`: a basic
    /// marker's row constant drops by δ/σ, and every row naming a parametric
    /// marker moves by its coefficient × δ/σ.
    private mutating func shift(_ record: ConstraintRecord, by delta: Double) {
        let marker = record.marker
        if tableau.isBasic(marker) {
            tableau.addToConstant(of: marker, -delta / record.markerSign)
        } else if let other = record.other, tableau.isBasic(other) {
            tableau.addToConstant(of: other, -delta / record.otherSign)
        } else {
            tableau.shiftConstants(naming: marker, by: delta / record.markerSign)
        }
    }

    /// The conflict of a required constraint whose constant could not change:
    /// found by removing it and adding it back with the new constant, on a
    /// copy; nil when that goes through (only rounding could make it).
    private func conflictForChange(_ record: ConstraintRecord) -> Conflict? {
        var trial = self
        trial.forgetExplorations()
        do {
            try trial.remove(record.constraint)
            try trial.add(record.constraint, expression: record.expression, priority: record.priority)
        } catch {
            if case .unsatisfiable(let conflict) = error { return conflict }
        }
        return nil
    }

    /// Changes the priority of `constraint`. Between optional priorities the
    /// errors move to the new level; to or from required the constraint is
    /// removed and added again, which may be refused with a conflict.
    mutating func setPriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        guard var record = record(constraint) else { throw .unknownConstraint(constraint) }
        if record.priority == priority { return }
        if !record.priority.isRequired, !priority.isRequired {
            removeObjectiveEffects(record)
            record.priority = priority
            setRecord(record, for: ObjectIdentifier(constraint))
            addObjectiveEffects(record)
            try reoptimize(after: "moving \(constraint) to priority \(priority)")
            return
        }
        // Removing and adding change the tableau, this record and its
        // markers' owners, and make symbols: a checkpoint of the tableau and
        // those few things, not a copy of the solver (whose first writes
        // would copy every row and record), keep a refusal exact.
        let key = ObjectIdentifier(constraint)
        let checkpoint = tableau.checkpoint()
        let symbolMark = variableOfSymbol.count
        // Removing optimizes (unless deferred): a refusal puts back a tableau
        // that may still wait for its optimization, and must say so again.
        let pending = (optimizationPending, changesPending)
        do {
            try remove(constraint)
            try add(constraint, expression: record.expression, priority: priority, callerRestores: true)
            tableau.commit()
            keepOrdinal(of: record)
        } catch {
            tableau.rollBack(to: checkpoint)
            (optimizationPending, changesPending) = pending
            forgetSymbols(since: symbolMark)
            setRecord(record, for: key)
            setOwner(key, of: record.marker.id)
            if let other = record.other { setOwner(key, of: other.id) }
            // Whatever failed inside is taken back with the rest.
            damage = nil
            throw error
        }
    }

    /// Gives the constraint of `record`, added again, its old place in the order of addition.
    private mutating func keepOrdinal(of record: ConstraintRecord) {
        let key = ObjectIdentifier(record.constraint)
        guard let r = records[key] else { return }
        setRecord(ConstraintRecord(constraint: r.constraint, expression: r.expression, priority: r.priority,
                                   marker: r.marker, markerSign: r.markerSign, other: r.other, otherSign: r.otherSign,
                                   ordinal: record.ordinal), for: key)
    }

    /// Builds the tableau anew from the constraints, in their order. Each
    /// held together before, so each must go in again: one that does not
    /// leaves the solver damaged rather than silently without it.
    mutating func rebuild() throws(SolverError) {
        let old = orderedRecords
        let edits = self.edits
        let minimizes = minimizesConflicts
        let failures = failureLog
        self = SolverCore()
        minimizesConflicts = minimizes
        failureLog = failures
        self.edits = edits
        for record in old {
            do {
                try add(record.constraint, expression: record.expression, priority: record.priority)
            } catch {
                if case .internalFailure = error { throw error }
                throw internalFailure("rebuilding the tableau lost \(record.constraint): \(error)", damaging: true)
            }
        }
    }
}
