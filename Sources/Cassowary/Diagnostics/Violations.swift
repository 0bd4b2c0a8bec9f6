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
    ///
    /// The constraints the tableau ties to it are tried first (see
    /// `rowSupport`), then rings of its neighbours. `shortcuts` false
    /// solves every certificate afresh (see `minimize`) and looks at the
    /// whole layout when the rings did not find one (see `neighbourhood`),
    /// for the test that compares the two ways; `fromTableau` false skips
    /// the tableau's try, which may find another minimal set than the rings.
    mutating func violation(of constraint: Constraint, shortcuts: Bool = true, fromTableau: Bool = true) -> Violation? {
        guard let record = record(constraint), !record.priority.isRequired else { return nil }
        let error = self.error(of: record)
        guard error > 1e-7 else { return nil }
        let items = heldItems(against: record)
        let supported = shortcuts && fromTableau ? rowSupport(of: record, in: items) : nil
        let near = supported.map { (items: $0.items, certificate: Optional($0.certificate)) }
            ?? Self.neighbourhood(of: record, in: items, shortcuts: shortcuts)
        let (members, raw) = Self.minimize(near.items, forbidding: record, known: shortcuts ? near.certificate : nil,
                                           reusingFirst: shortcuts)
        guard let raw else { return Violation(constraint: constraint, error: error, certificate: nil) }
        return Violation(constraint: constraint, error: error, certificate: Self.certificate(for: record, members: members, raw: raw))
    }
}

extension SolverCore {
    /// Every other constraint at `record`'s priority or above, in the order
    /// they were added, each held to what it achieves now.
    mutating func heldItems(against record: ConstraintRecord) -> [HardItem] {
        // Each record copied once, into room made at once: copied into
        // the ordered list and again into a list that grew by doubling,
        // a layout of 10000 views spent half of `:why` copying records
        // into fresh memory the kernel had to zero.
        var items: [HardItem] = []
        items.reserveCapacity(records.count)
        for index in orderedRecordIndices {
            let other = records[index].value
            guard other.constraint !== record.constraint && other.priority >= record.priority else { continue }
            let e = self.error(of: other)
            items.append(HardItem(record: other, allowance: e > 1e-9 ? e : 0))
        }
        return items
    }

    /// The items near `target` that already forbid it: constraints that
    /// share a variable with it, then with those, and so on, in rings; the
    /// first ring that forbids it (tried when it has doubled since the last
    /// try, and when it is the target's whole connected part) or else all
    /// of `items`, in their order.
    ///
    /// Why a label in one section of a long form sits where it does is
    /// settled by that section's constraints; the first certificate was a
    /// scratch solve of every constraint of the layout (5000 for a form of
    /// 1000 views) before the deletion filter cut it down to two.
    ///
    /// Constraints outside the connected part share no variable with it,
    /// so no certificate needs them, and the scratch solver never mixes
    /// them into its rows: its choices among the part's symbols are made
    /// by their order, which leaving the others out keeps. A value in the
    /// middle of a chain of n labels is forbidden only once the ring has
    /// reached the chain's top, by when it has reached its bottom too: the
    /// whole vertical part, which the doubling seldom lands on, and all of
    /// the layout, both axes, would be solved instead. A ring whose rows
    /// cannot cancel the target's variables is not solved (see `spans`).
    /// `shortcuts` false leaves both out, for the test that compares the
    /// two ways.
    ///
    /// With the ring, the certificate its scratch solve found, which the
    /// deletion filter starts from instead of solving the same again; nil
    /// with all of `items`, which were not solved here.
    static func neighbourhood(of target: ConstraintRecord, in items: [HardItem], shortcuts: Bool = true)
        -> (items: [HardItem], certificate: RawCertificate?) {
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
            let doubled = !ring.isEmpty && count >= max(8, 2 * tried)
            let whole = ring.isEmpty && shortcuts && count > tried
            guard doubled || whole, count < items.count else { continue }
            tried = count
            let near = items.indices.filter { taken[$0] }.map { items[$0] }
            if shortcuts, LinearDependency.spans(near.map(\.record.expression), target.expression,
                                                 budget: 64 * near.count + 4096) == false { continue }
            if let found = scratchCertificate(near, forbidding: target) { return (near, found) }
        }
        return (items, nil)
    }
}
