/// Turning phase one's multipliers into a minimal certificate.
extension SolverCore {
    /// One constraint of a system to test for feasibility on a scratch solver:
    /// held exactly (`allowance` 0) or allowed to be off by `allowance`.
    struct HardItem {
        let record: ConstraintRecord
        let allowance: Double
    }

    /// The certificate for `record`, which cannot be added: the constraints
    /// phase one named, reduced to a minimal set by dropping each in turn and
    /// keeping it out if the rest still forbid `record` (a deletion filter),
    /// then the multipliers of that set.
    func conflict(for record: ConstraintRecord, raw: RawCertificate) -> Conflict {
        // From the certificate's few members, in the order they were added
        // (not a sort of every record: a layout with a conflict in every
        // hundredth row made that quadratic).
        var members = raw.multipliers.compactMap { key, m in nearZero(m) ? nil : records[key] }
            .sorted { $0.ordinal < $1.ordinal }
            .map { HardItem(record: $0, allowance: 0) }
        var final = raw
        // Minimal already when the members' rows and the target's have one
        // dependency: the certificate phase one read is then the only one,
        // which a scratch solve of the members would find again. A conflict
        // through a chain of n views was solved afresh at every `:rotate`
        // that tried its broken constraint again.
        if minimizesConflicts && !Self.isSingleDependency(members, forbidding: record) {
            let (minimal, certificate) = Self.minimize(members, forbidding: record)
            if let certificate {
                members = minimal
                final = certificate
            }
        }
        return Conflict(constraint: record.constraint, certificate: Self.certificate(for: record, members: members, raw: final))
    }

    /// The certificate of `record` held exactly against `members` with the
    /// multipliers of `raw`, `record` first.
    static func certificate(for record: ConstraintRecord, members: [HardItem], raw: RawCertificate) -> Certificate {
        let terms = [Certificate.Term(constraint: record.constraint, multiplier: raw.newMultiplier,
                                      allowance: 0, expression: record.expression)]
            + members.map { item in
                Certificate.Term(constraint: item.record.constraint,
                                 multiplier: raw.multipliers[ObjectIdentifier(item.record.constraint)] ?? 0,
                                 allowance: item.allowance, expression: item.record.expression)
            }
        return Certificate(normalizing: terms)
    }

    /// The deletion filter: a minimal subset of `items` that, held as given,
    /// forbids `target` from holding exactly; and the certificate of that subset.
    ///
    /// `known` is `scratchCertificate(items, forbidding: target)` when the
    /// caller already has it (the neighbourhood search ends with that very
    /// solve). `reusingFirst` false re-solves the members of a single
    /// dependency as before, for the test that compares the two.
    static func minimize(_ items: [HardItem], forbidding target: ConstraintRecord,
                         known: RawCertificate? = nil, reusingFirst: Bool = true) -> ([HardItem], RawCertificate?) {
        // The first certificate's support is usually small: filter only that.
        guard let first = known ?? scratchCertificate(items, forbidding: target) else { return (items, nil) }
        var members = items.filter { first.multipliers[ObjectIdentifier($0.record.constraint)].map { !nearZero($0) } ?? false }
        // The certificate of the members: `first` again when they are all the
        // items (the scratch solve is the same), a solve of their own otherwise.
        func certificate() -> RawCertificate? {
            members.count == items.count ? first : scratchCertificate(members, forbidding: target)
        }
        // Already minimal when its rows and the target's have one dependency.
        if isSingleDependency(members, forbidding: target) {
            // `first` names only the members, so it is a dependency among
            // their rows and the target's; being the only one, any solve of
            // the members finds it again, up to a factor that normalizing
            // takes out, and a solve of the members costs about what the first did.
            return (members, reusingFirst ? first : certificate())
        }
        // A first certificate may go two ways round where one suffices (read
        // off the tableau's rows, a row's height bounded by its text and by
        // its spanner); a solve of its members alone takes one, and is worth
        // trying before the filter's solve per member.
        if reusingFirst, known != nil,
           let again = scratchCertificate(members, forbidding: target) {
            let fewer = members.filter { again.multipliers[ObjectIdentifier($0.record.constraint)].map { !nearZero($0) } ?? false }
            if fewer.count < members.count, isSingleDependency(fewer, forbidding: target) { return (fewer, again) }
        }
        var index = 0
        while index < members.count {
            var trial = members
            trial.remove(at: index)
            if scratchCertificate(trial, forbidding: target) != nil {
                members = trial
            } else {
                index += 1
            }
        }
        return (members, certificate())
    }

    /// Whether the rows of `members` and `target` have a single linear
    /// dependency, so that any certificate among them is one and the same.
    /// The deletion filter solves up to n scratch systems of n constraints,
    /// so elimination is worth up to about n² cell operations: a chain
    /// eliminated in the order its constraints were added fills in that
    /// much (2003 rows of a stack that does not fit: a million).
    static func isSingleDependency(_ members: [HardItem], forbidding target: ConstraintRecord) -> Bool {
        let rows = members.map(\.record.expression) + [target.expression]
        let budget = rows.count < 1 << 20 ? max(64 * rows.count, rows.count * rows.count) + 4096 : .max
        return LinearDependency.isSingle(rows, budget: budget)
    }

    /// Tries `target` (as required) against `items` on a scratch solver; the
    /// certificate if it cannot hold, nil if it can. Multipliers are keyed by
    /// the items' constraints, an item kept within an allowance being the sum
    /// of its two sides.
    static func scratchCertificate(_ items: [HardItem], forbidding target: ConstraintRecord) -> RawCertificate? {
        var scratch = SolverCore()
        scratch.minimizesConflicts = false
        var owner: [ObjectIdentifier: ObjectIdentifier] = [:]
        for item in items {
            for (constraint, expression) in relaxed(item) {
                owner[ObjectIdentifier(constraint)] = ObjectIdentifier(item.record.constraint)
                do {
                    try scratch.add(constraint, expression: expression, priority: .required)
                } catch {
                    // The items already contradict each other (only rounding can
                    // make a subset of a feasible system fail): no answer.
                    return nil
                }
            }
        }
        let probe = Constraint(target.expression, target.constraint.relation, priority: .required)
        do {
            try scratch.add(probe, expression: target.expression, priority: .required)
            return nil
        } catch {
            guard case .unsatisfiable(let conflict) = error else { return nil }
            var multipliers: [ObjectIdentifier: Double] = [:]
            var newMultiplier = 0.0
            for term in conflict.certificate.terms {
                if term.constraint === probe {
                    newMultiplier += term.multiplier
                } else if let key = owner[ObjectIdentifier(term.constraint)] {
                    multipliers[key, default: 0] += term.multiplier
                }
            }
            return RawCertificate(newMultiplier: newMultiplier, multipliers: multipliers)
        }
    }

    /// The constraints that hold `item`: itself when exact; otherwise its
    /// expression kept within `allowance` of zero on the side(s) it may err.
    private static func relaxed(_ item: HardItem) -> [(Constraint, Expression)] {
        let e = item.record.expression
        let relation = item.record.constraint.relation
        if item.allowance == 0 {
            return [(Constraint(e, relation), e)]
        }
        var parts: [(Constraint, Expression)] = []
        if relation != .lessThanOrEqual {  // e >= −allowance
            let x = e + item.allowance
            parts.append((Constraint(x, .greaterThanOrEqual), x))
        }
        if relation != .greaterThanOrEqual {  // e <= allowance
            let x = e - item.allowance
            parts.append((Constraint(x, .lessThanOrEqual), x))
        }
        return parts
    }
}

extension Certificate {
    /// A certificate from its terms; the sum is `Σ multiplier × constant`
    /// (the variables cancel), multipliers scaled so the first is ±1.
    init(normalizing terms: [Term]) {
        let scale = terms.first.map { abs($0.multiplier) } ?? 1
        let factor = scale > 0 && scale.isFinite ? 1 / scale : 1
        let scaled = terms.map {
            Term(constraint: $0.constraint, multiplier: $0.multiplier * factor,
                 allowance: $0.allowance, expression: $0.expression)
        }
        self.init(terms: scaled, sum: scaled.reduce(0) { $0 + $1.multiplier * $1.expression.constant })
    }
}
