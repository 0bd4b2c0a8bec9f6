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
/// the marker. That pays only where restricted rows name the marker (or it
/// is a basic slack): removing pivots through them, and they are written
/// in parametric symbols anyway. Named by definitions alone, removing
/// drops the one it pivots on and adding writes one as short as before,
/// where each merge of δ would lengthen them for good (`mayReplace`).
/// Only a required constraint is replaced so (no errors in the
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
        guard mayReplace(old), let record = record(old), records[ObjectIdentifier(new)] == nil,
              new.priority.isRequired, old.relation == new.relation else { return false }
        try Self.validate(new.expression)
        let symbolMark = tableau.symbolCount
        let raw = difference(from: record, to: new.expression)
        guard let delta = parametric(raw, marker: record.marker),
              let replacement = shiftedMarker(record, by: delta, raw: raw) else {
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

    /// Whether `replace(constraint, with:)` may go in place, by what the
    /// tableau says of `constraint` alone (the new constraint may still
    /// make it refuse): required, not an edit, and its marker a basic
    /// slack or named by a restricted row. Mutating though it only reads:
    /// `Solver` calls it on its stored core, which a non-mutating call
    /// copied whole (every array retained) each time.
    mutating func mayReplace(_ constraint: Constraint) -> Bool {
        guard let record = record(constraint), record.priority.isRequired, record.other == nil, !isEdit(constraint) else {
            return false
        }
        if tableau.isBasic(record.marker) { return tableau.kind(record.marker) == .slack }
        // A loop, not `contains` with a closure: a closure would capture
        // (copy) the whole core, retaining every array it holds.
        for row in tableau.column(record.marker) where tableau.kind(Symbol(row)).isRestricted { return true }
        return false
    }

    /// Whether `constraint` stands for an edit variable.
    private func isEdit(_ constraint: Constraint) -> Bool {
        edits.values.contains { $0 === constraint }
    }

    /// `new − old` divided by the marker's sign: what the marker moves by,
    /// in the constraints' own variables.
    private mutating func difference(from record: ConstraintRecord, to expression: Expression) -> Row {
        var row = Row(constant: (expression.constant - record.expression.constant) / record.markerSign)
        for term in expression.terms {
            row.insert(symbol(for: term.variable), term.coefficient / record.markerSign)
        }
        for term in record.expression.terms {
            row.insert(symbol(for: term.variable), -term.coefficient / record.markerSign)
        }
        return row
    }

    /// `raw` in parametric symbols, for restricted rows. Nil when it names
    /// the marker itself (the new constraint then depends on the old one's
    /// slack or dummy: removing and adding sorts that out) or a variable
    /// nothing defines yet (a parametric external would enter restricted
    /// rows, which name none: one made basic later would move them
    /// unchecked).
    private mutating func parametric(_ raw: Row, marker: Symbol) -> Row? {
        let delta = tableau.expanded(raw)
        guard !delta.contains(marker), !delta.cells.contains(where: { tableau.kind($0.symbol) == .external }) else {
            return nil
        }
        return delta
    }

    /// Makes the new marker `m' = m − delta` and writes the tableau in it;
    /// nil, with nothing written, when the basic solution would become
    /// infeasible or a redundant equality would stop being one.
    ///
    /// A definition naming the marker takes `raw` written out only down to
    /// its own level (it may name lower definitions): written out whole,
    /// a definition that stays, such as a form's height named by its last
    /// section's connection, grew by a section at every replacement.
    private mutating func shiftedMarker(_ record: ConstraintRecord, by delta: Row, raw: Row) -> Symbol? {
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
        var definitions: [(key: Symbol, level: Int32, delta: Row)] = []
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
                let level = tableau.level(key)
                guard level > 0 else { continue }
                let partial = tableau.expanded(raw, keepingBelow: level)
                guard !partial.contains(marker) else { return nil }
                definitions.append((key, level, partial))
            }
        }
        let replacement = makeSymbol(kind)
        for (key, level, partial) in definitions {
            guard var row = tableau.row(key) else { continue }
            let a = row.remove(marker)
            row.insert(replacement, a)
            row.constant += a * partial.constant
            for cell in partial.cells { row.insert(cell.symbol, a * cell.coefficient) }
            tableau.replaceRow(key, with: row, level: level)
        }
        var substitution = delta
        substitution.insert(replacement, 1)
        tableau.substitute(marker, substitution)
        tableau.erase(marker)
        return replacement
    }
}
