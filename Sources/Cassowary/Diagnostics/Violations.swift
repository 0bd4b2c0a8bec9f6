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
        let (members, raw) = Self.minimize(Self.neighbourhood(of: record, in: items), forbidding: record)
        guard let raw else { return Violation(constraint: constraint, error: error, certificate: nil) }
        return Violation(constraint: constraint, error: error, certificate: Self.certificate(for: record, members: members, raw: raw))
    }
}

extension SolverCore {
    /// The items near `target` that already forbid it: constraints that
    /// share a variable with it, then with those, and so on, in rings; the
    /// first ring that forbids it (tried when it has doubled since the last
    /// try) or else all of `items`, in their order.
    ///
    /// Why a label in one section of a long form sits where it does is
    /// settled by that section's constraints; the first certificate was a
    /// scratch solve of every constraint of the layout (5000 for a form of
    /// 1000 views) before the deletion filter cut it down to two.
    static func neighbourhood(of target: ConstraintRecord, in items: [HardItem]) -> [HardItem] {
        var itemsOf: [ObjectIdentifier: [Int]] = [:]
        for (i, item) in items.enumerated() {
            for term in item.record.expression.terms { itemsOf[ObjectIdentifier(term.variable), default: []].append(i) }
        }
        var taken = [Bool](repeating: false, count: items.count)
        var seen = Set<ObjectIdentifier>()
        var ring = target.expression.terms.map { ObjectIdentifier($0.variable) }.filter { seen.insert($0).inserted }
        var count = 0
        var tried = 0
        while !ring.isEmpty {
            var next: [ObjectIdentifier] = []
            for v in ring {
                for i in itemsOf[v] ?? [] where !taken[i] {
                    taken[i] = true
                    count += 1
                    for term in items[i].record.expression.terms where seen.insert(ObjectIdentifier(term.variable)).inserted {
                        next.append(ObjectIdentifier(term.variable))
                    }
                }
            }
            ring = next
            guard !ring.isEmpty, count >= max(8, 2 * tried), count < items.count else { continue }
            tried = count
            let near = items.indices.filter { taken[$0] }.map { items[$0] }
            if scratchCertificate(near, forbidding: target) != nil { return near }
        }
        return items
    }
}
