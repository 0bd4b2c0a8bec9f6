/// Adding a constraint (kiwi's `addConstraint`, with rollback and certificates).
extension SolverCore {
    /// Adds `constraint` with `expression` at `priority`.
    ///
    /// A constraint naming a variable the tableau has never used becomes that
    /// variable's definition as written (no substitution, no fill-in). Otherwise
    /// its row is written in parametric symbols and solved for a subject as in
    /// kiwi, or for a restricted symbol the ratio test allows (one primal
    /// pivot, see `feasibleSubject`); failing that, phase one with an
    /// artificial variable decides whether it can hold. A required constraint
    /// that cannot hold throws `.unsatisfiable` with a certificate and leaves
    /// the solver exactly as it was — or, with `callerRestores`, leaves that
    /// to a caller that holds a checkpoint of its own (`setPriority`).
    mutating func add(_ constraint: Constraint, expression: Expression, priority: Priority,
                      callerRestores: Bool = false) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        try Self.validate(expression)
        let symbolMark = tableau.symbolCount

        var row = Row(constant: expression.constant)
        for term in expression.terms {
            row.insert(symbol(for: term.variable), term.coefficient)
        }
        let record = makeMarkers(for: constraint, expression: expression, priority: priority, row: &row)

        let level = tableau.definitionLevel(for: row)
        if let subject = row.cells.first(where: { canDefineLazily($0.symbol, level: level) }) {
            // A definition as written: nothing needs substituting (see canDefineLazily).
            row.solve(for: subject.symbol)
            tableau.insertRow(subject.symbol, row, level: level)
        } else if let lazy = definitionRaisingNamers(row) {
            for (d, raised) in lazy.raised { tableau.raiseLevel(of: d, to: raised) }
            tableau.insertRow(lazy.subject, lazy.definition, level: lazy.level)
        } else {
            let lazy = row
            row = tableau.expanded(row)
            cellsWrittenOut += row.cells.count
            var sign = 1.0
            if row.constant < 0 { row.reverseSign(); sign = -1 }
            if let subject = chooseSubject(row, record) ?? tableau.feasibleSubject(for: row) {
                makeBasic(subject, lazy: lazy, written: row)
            } else {
                try addWithArtificialVariable(row, sign: sign, record: record, symbolMark: symbolMark, callerRestores: callerRestores)
            }
        }
        commit(record)
        try reoptimize(after: "adding \(constraint)")
    }

    /// Whether parametric external `s` can become basic with a definition of
    /// `level` naming other definitions, without substituting anything: it
    /// must not appear in the objective or a restricted row (those must stay
    /// in parametric symbols), and every definition naming it must have a
    /// higher level, so it may keep naming `s` — which also rules out a cycle,
    /// since whatever the new definition names has a lower level. A variable
    /// the tableau has never used qualifies trivially; so does a link of a
    /// chain removed and added again.
    private func canDefineLazily(_ s: Symbol, level: Int32) -> Bool {
        guard tableau.kind(s) == .external, !tableau.isBasic(s), !tableau.objective.contains(s) else { return false }
        for id in tableau.column(s) {
            let key = Symbol(id)
            guard tableau.kind(key) == .external, tableau.level(key) > level else { return false }
        }
        return true
    }

    /// The definition `row` gives a parametric external that only
    /// definitions name, as written, with those definitions and the ones
    /// above them raised to stay above it (`Tableau.relevel`); nil when no
    /// external of `row` qualifies, or raising would pass the limit (a
    /// cycle always does).
    ///
    /// A view pinned below another in a chain has its top named by the
    /// definitions of its subviews' tops (their autoresizing constraints,
    /// made when it had none), at a level below the chain's: written out
    /// in parametric symbols, its definition named every view above it.
    private func definitionRaisingNamers(_ row: Row) -> (subject: Symbol, definition: Row, level: Int32, raised: [(Symbol, Int32)])? {
        guard keepsDefinitionsLazy else { return nil }
        for cell in row.cells {
            let s = cell.symbol
            guard tableau.kind(s) == .external, !tableau.isBasic(s), !tableau.objective.contains(s),
                  tableau.column(s).allSatisfy({ tableau.kind(Symbol($0)) == .external }) else { continue }
            var definition = row
            definition.solve(for: s)
            guard let (levels, raised) = tableau.relevel([s], [definition], subject: s, keepingNamers: true,
                                                         limit: SolverCore.maxRaisedLevels) else { continue }
            return (s, definition, levels[0], raised)
        }
        return nil
    }

    /// Stores `record` and its symbols' owner.
    private mutating func commit(_ record: ConstraintRecord) {
        let key = ObjectIdentifier(record.constraint)
        setRecord(record, for: key)
        setOwner(key, of: record.marker.id)
        if let other = record.other { setOwner(key, of: other.id) }
        nextOrdinal += 1
    }

    /// Adds the slack, error or dummy symbols of a constraint to its row, and
    /// the errors of an optional one to the objective at its priority.
    private mutating func makeMarkers(for constraint: Constraint, expression: Expression,
                                      priority: Priority, row: inout Row) -> ConstraintRecord {
        var marker: Symbol
        var markerSign: Double
        var other: Symbol?
        var otherSign = 0.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e <= 0 becomes e + s = 0; e >= 0 becomes e − s = 0 (s >= 0).
            markerSign = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.insert(marker, markerSign)
            if !priority.isRequired {
                let error = makeSymbol(.error)
                otherSign = -markerSign
                row.insert(error, otherSign)
                other = error
            }
        case .equal:
            if priority.isRequired {
                marker = makeSymbol(.dummy)
                markerSign = 1
                row.insert(marker, 1)
            } else {
                // e = e⁺ − e⁻, both costed.
                marker = makeSymbol(.error)
                markerSign = -1
                let minus = makeSymbol(.error)
                otherSign = 1
                row.insert(marker, -1)
                row.insert(minus, 1)
                other = minus
            }
        }
        let record = ConstraintRecord(
            constraint: constraint, expression: expression, priority: priority,
            marker: marker, markerSign: markerSign, other: other, otherSign: otherSign,
            ordinal: nextOrdinal)
        addObjectiveEffects(record)
        return record
    }

    /// Puts the error symbols of an optional constraint into the objective.
    mutating func addObjectiveEffects(_ record: ConstraintRecord) {
        guard !record.priority.isRequired else { return }
        let level = tableau.objective.level(for: record.priority.value)
        for s in [record.marker, record.other].compactMap({ $0 }) where tableau.kind(s) == .error {
            if let row = tableau.row(s) {
                tableau.objective.add(row, times: 1, level: level)
            } else {
                tableau.objective.add(s, 1, level: level)
            }
        }
    }

    /// Takes the error symbols of an optional constraint out of the objective.
    mutating func removeObjectiveEffects(_ record: ConstraintRecord) {
        guard !record.priority.isRequired,
              let level = tableau.objective.existingLevel(for: record.priority.value) else { return }
        for s in [record.marker, record.other].compactMap({ $0 }) where tableau.kind(s) == .error {
            if let row = tableau.row(s) {
                tableau.objective.add(row, times: -1, level: level)
            } else {
                tableau.objective.add(s, -1, level: level)
            }
        }
    }

    /// kiwi's subject rule: the first external; else the marker or the other
    /// error if it is a slack or error with a negative coefficient (the row's
    /// constant is non-negative, so solving for it keeps it non-negative).
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        if let external = row.cells.first(where: { tableau.kind($0.symbol) == .external }) {
            return external.symbol
        }
        for s in [record.marker, record.other].compactMap({ $0 }) where tableau.kind(s).isRestricted {
            if row.coefficient(for: s) < 0 { return s }
        }
        return nil
    }

    /// Phase one: makes `row` the row of an artificial variable and minimizes it.
    /// At zero the constraint holds and the artificial variable is dropped; above
    /// zero the constraint contradicts required ones, the solver is restored and
    /// the phase-one objective becomes the certificate.
    private mutating func addWithArtificialVariable(_ row: Row, sign: Double, record: ConstraintRecord, symbolMark: Int,
                                                    callerRestores: Bool) throws(SolverError) {
        // All dummies and a non-zero constant: the contradiction is already explicit.
        if row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
            if nearZero(row.constant) {
                // Redundant equality: keep its dummy basic so it can be removed later.
                var definition = row
                definition.solve(for: record.marker)
                tableau.insertRow(record.marker, definition)
                return
            }
            let raw = rawCertificate(Objective.phaseOne(row), for: record, sign: sign)
            forgetSymbols(since: symbolMark)
            throw .unsatisfiable(conflict(for: record, raw: raw))
        }

        // Only the tableau changes until the verdict (and the artificial
        // symbol): a checkpoint of it, rather than a copy of the solver whose
        // first writes would copy every row, keeps a refusal exact. The
        // symbol is made first: the checkpoint shares the tableau's arrays
        // of every symbol, and growing them after it copied each one (in a
        // form of 10000 views, a tenth of the load); a refusal forgets it
        // with the constraint's other symbols.
        let art = makeSymbol(.slack)
        let checkpoint = callerRestores ? nil : tableau.checkpoint()
        tableau.insertRow(art, row)
        tableau.artificial = Objective.phaseOne(row)
        let bounded = tableau.optimize(.artificial)
        let phaseOne = tableau.artificial ?? Objective()
        tableau.artificial = nil
        guard bounded else {
            // Phase one minimizes a sum bounded below by zero: unbounded, the
            // tableau was damaged before. Taken back like a refusal.
            let failure = internalFailure("phase one is unbounded while adding \(record.constraint)", damaging: false)
            if callerRestores { throw failure }
            if let checkpoint { tableau.rollBack(to: checkpoint) }
            forgetSymbols(since: symbolMark)
            throw failure
        }
        if !nearZero(phaseOne.constants.first ?? 0) {
            // The conflict reads only the records, which nothing above changed.
            let conflict = conflict(for: record, raw: rawCertificate(phaseOne, for: record, sign: sign))
            if callerRestores { throw .unsatisfiable(conflict) }
            if let checkpoint { tableau.rollBack(to: checkpoint) }
            forgetSymbols(since: symbolMark)
            throw .unsatisfiable(conflict)
        }
        if checkpoint != nil { tableau.commit() }
        if let artRow = tableau.row(art) {
            tableau.removeRow(art)
            let pivotable = artRow.cells.first { tableau.kind($0.symbol).isRestricted }
                ?? artRow.cells.first { tableau.kind($0.symbol) == .external }
            if let entering = pivotable {
                var newRow = artRow
                newRow.solve(for: entering.symbol, replacing: art)
                tableau.substitute(entering.symbol, newRow)
                tableau.insertRow(entering.symbol, newRow)
            }
            // Otherwise the row is zero or dummies only: the constraint is implied.
        }
        tableau.erase(art)
    }

    /// Reads a phase-one objective `art = K + Σ dⱼ yⱼ` (K > 0) as multipliers:
    /// an existing constraint whose marker has coefficient d gets d ÷ its
    /// marker sign, the new constraint gets ±1 (the sign its row was given).
    /// See `Certificate` for the convention.
    private func rawCertificate(_ phaseOne: Objective, for record: ConstraintRecord, sign: Double) -> RawCertificate {
        var multipliers: [ObjectIdentifier: Double] = [:]
        for (symbol, d) in phaseOne.sortedCells(level: 0) {
            guard let owner = ownerOfSymbol[symbol.id], let r = records[owner], r.marker == symbol else { continue }
            multipliers[owner] = -d / r.markerSign
        }
        // Phase one minimized `sign × (e + σm)`: the new constraint's multiplier
        // is that sign, negated like the others into the ">= 0" convention.
        return RawCertificate(newMultiplier: -sign, multipliers: multipliers)
    }
}

/// A certificate before it is made minimal: multipliers by constraint.
struct RawCertificate {
    var newMultiplier: Double
    var multipliers: [ObjectIdentifier: Double]
}
