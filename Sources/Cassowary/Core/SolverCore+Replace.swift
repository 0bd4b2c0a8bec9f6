/// Replacing a required constraint by another of the same relation, in place.
///
/// A stack view that gains an arranged view at its end moves its bottom
/// connection from the old last view to the new one. Removed and added
/// again, that constraint costs what the layout above it holds: when the
/// arranged views overflow, the squeezed view's rows name every view of
/// the stack, and removing the old connection pivots through them while
/// adding the new one writes them out again (a stack filled one statement
/// at a time paid the square of its length). Yet the new constraint is the
/// old one plus a little: `expr' = expr + δ`, and with the new view's own
/// constraints in place δ written in parametric symbols is a few cells.
///
/// With `expr + σm = 0` the old constraint's row, the tableau holds for the
/// new one with the marker `m' = m − δ/σ`: substituting `m = m' + δ/σ`
/// into every row (or, when the marker is basic, rewriting its own row)
/// puts the new constraint in with one merge of δ into each row that named
/// the marker. Only a required constraint is replaced so (no errors in the
/// objective to move), and only when the basic solution stays feasible:
/// constants move by δ's constant, and a restricted row that would go
/// negative, or a redundant equality that would stop being one, leaves the
/// work to removing and adding. The optimum is then sought as after any
/// change that keeps feasibility.
extension SolverCore {
    /// Puts `new` in the place of `old` if it can be done in place (see
    /// above) and returns true; returns false, having changed nothing, when
    /// the caller should remove `old` and add `new` instead.
    mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) -> Bool {
        guard let record = record(old), records[ObjectIdentifier(new)] == nil,
              record.priority.isRequired, new.priority.isRequired, record.other == nil,
              old.relation == new.relation, !isEdit(old) else { return false }
        try Self.validate(new.expression)
        let symbolMark = tableau.symbolCount
        guard let delta = parametricDelta(from: record, to: new.expression),
              let replacement = shiftedMarker(record, by: delta) else {
            forgetSymbols(since: symbolMark)
            return false
        }
        let key = ObjectIdentifier(old)
        setRecord(nil, for: key)
        setOwner(nil, of: record.marker.id)
        let newRecord = ConstraintRecord(constraint: new, expression: new.expression, priority: new.priority,
                                         marker: replacement, markerSign: record.markerSign, other: nil, otherSign: 0,
                                         ordinal: nextOrdinal)
        setRecord(newRecord, for: ObjectIdentifier(new))
        setOwner(ObjectIdentifier(new), of: replacement.id)
        nextOrdinal += 1
        try reoptimize(after: "replacing \(old) by \(new)")
        return true
    }

    /// Whether `constraint` stands for an edit variable.
    private func isEdit(_ constraint: Constraint) -> Bool {
        edits.values.contains { $0 === constraint }
    }

    /// `new − old` in parametric symbols, divided by the marker's sign: what
    /// the marker moves by. Nil when it names the marker itself (the new
    /// constraint then depends on the old one's slack or dummy: removing
    /// and adding sorts that out) or a variable nothing defines yet.
    private mutating func parametricDelta(from record: ConstraintRecord, to expression: Expression) -> Row? {
        var row = Row(constant: (expression.constant - record.expression.constant) / record.markerSign)
        for term in expression.terms {
            row.insert(symbol(for: term.variable), term.coefficient / record.markerSign)
        }
        for term in record.expression.terms {
            row.insert(symbol(for: term.variable), -term.coefficient / record.markerSign)
        }
        let delta = tableau.expanded(row)
        // A parametric external would enter restricted rows, which name
        // none (one made basic later would move them unchecked).
        guard !delta.contains(record.marker), !delta.cells.contains(where: { tableau.kind($0.symbol) == .external }) else {
            return nil
        }
        return delta
    }

    /// Makes the new marker `m' = m − delta` and writes the tableau in it;
    /// nil, with nothing written, when the basic solution would become
    /// infeasible or a redundant equality would stop being one.
    private mutating func shiftedMarker(_ record: ConstraintRecord, by delta: Row) -> Symbol? {
        let marker = record.marker
        let kind = tableau.kind(marker)
        if let row = tableau.row(marker) {
            // Basic: only its own row changes, `m' = row − delta`.
            guard kind == .slack, row.constant - delta.constant >= 0 || nearZero(row.constant - delta.constant) else {
                return nil
            }
            var shifted = tableau.removeRow(marker)
            shifted.constant -= delta.constant
            for cell in delta.cells { shifted.insert(cell.symbol, -cell.coefficient) }
            let replacement = makeSymbol(kind)
            tableau.insertRow(replacement, shifted)
            tableau.noteChanged(replacement)
            tableau.erase(marker)
            return replacement
        }
        // Parametric: every row naming it moves by its coefficient × delta.
        for id in tableau.column(marker) {
            let key = Symbol(id)
            guard let row = tableau.row(key) else { continue }
            switch tableau.kind(key) {
            case .dummy:
                return nil
            case .slack, .error:
                let constant = row.constant + row.coefficient(for: marker) * delta.constant
                if constant < 0 && !nearZero(constant) { return nil }
            case .external:
                break
            }
        }
        let replacement = makeSymbol(kind)
        var substitution = delta
        substitution.insert(replacement, 1)
        tableau.substitute(marker, substitution)
        tableau.erase(marker)
        return replacement
    }
}
