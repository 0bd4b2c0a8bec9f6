/// Why an optional constraint is not satisfied.
extension SolverCore {
    /// How far `record`'s constraint is from holding with the current values.
    mutating func error(of record: ConstraintRecord) -> Double {
        var e = record.expression.constant
        for term in record.expression.terms { e += term.coefficient * value(of: term.variable) }
        switch record.constraint.relation {
        case .equal: return abs(e)
        case .greaterThanOrEqual: return max(0, -e)
        case .lessThanOrEqual: return max(0, e)
        }
    }

    /// Every constraint that does not hold, with how far off it is, in the
    /// order they were added.
    ///
    /// A required constraint holds (the tableau keeps it exactly), and an
    /// optional one whose error symbols are all parametric holds exactly
    /// too (they are 0): only optional constraints with a basic error symbol
    /// are evaluated, instead of every constraint of a large layout.
    mutating func unsatisfied() -> [(constraint: Constraint, error: Double)] {
        if tableau.needsUpdate { tableau.updateValues() }
        var found: [(ordinal: Int, constraint: Constraint, error: Double)] = []
        var seen = Set<ObjectIdentifier>()
        for index in 0..<tableau.symbolCount {
            let s = Symbol(index)
            guard tableau.kind(s) == .error, tableau.isBasic(s), let owner = ownerOfSymbol[s.id],
                  seen.insert(owner).inserted, let record = records[owner], !record.priority.isRequired else { continue }
            let e = error(of: record)
            if e > 0 { found.append((record.ordinal, record.constraint, e)) }
        }
        return found.sorted { $0.ordinal < $1.ordinal }.map { ($0.constraint, $0.error) }
    }

    /// The explanation of an optional constraint the optimum leaves unsatisfied.
    ///
    /// Every other constraint of higher or equal priority is kept to what it
    /// achieves now (exactly if it holds, within its error if not); with them,
    /// the constraint cannot hold — otherwise the optimum would have been
    /// better at its level. A minimal such set, with its multipliers, is the answer.
    mutating func violation(of constraint: Constraint) -> Violation? {
        guard let record = record(constraint), !record.priority.isRequired else { return nil }
        let error = self.error(of: record)
        guard error > 1e-7 else { return nil }
        var items: [HardItem] = []
        for other in orderedRecords where other.constraint !== constraint && other.priority >= record.priority {
            let e = self.error(of: other)
            items.append(HardItem(record: other, allowance: e > 1e-9 ? e : 0))
        }
        let (members, raw) = Self.minimize(items, forbidding: record)
        guard let raw else { return Violation(constraint: constraint, error: error, certificate: nil) }
        return Violation(constraint: constraint, error: error, certificate: Self.certificate(for: record, members: members, raw: raw))
    }
}
