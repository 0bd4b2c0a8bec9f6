/// A violation's certificate read off the optimal tableau, without a
/// scratch solve.
extension SolverCore {
    /// The certificate that the row of `target`'s basic error, with the
    /// tight rows holding its symbols substituted in, writes out; nil when
    /// the substitution does not close or what it gives does not hold.
    ///
    /// Every row of the tableau is a combination of the constraints' own
    /// rows, and each constraint's marker appears in its own row alone: in
    /// any combination of tableau rows, a marker's coefficient divided by
    /// its sign in its constraint's row is that constraint's multiplier
    /// (`rawCertificate` reads phase one's objective the same way). The
    /// error row names symbols that could take the error down (see
    /// `canLower`); each is taken out through a tight row that holds it,
    /// which brings that row's basic symbol in at a coefficient that
    /// cannot lower the error either. When none is left the combination
    /// forbids the target, and its multipliers are the certificate.
    ///
    /// `supportCertificate` finds one by solving the constraints these rows
    /// name on a scratch solver, whose cost depends on the order they were
    /// added in: a settings screen written one statement per line filled
    /// the scratch tableau in, where the substitution here reads each
    /// tight row once. The result is checked
    /// as a certificate (signs, variables cancelling, the shortfall), so a
    /// rounding slip or a choice that does not close falls back to the
    /// solve rather than giving a wrong proof.
    func rowCertificate(of target: ConstraintRecord, basic: Symbol, row: Row,
                        in items: [HardItem]) -> (items: [HardItem], certificate: RawCertificate)? {
        var sum = SparseSum(count: tableau.symbolCount)
        sum.add(row, times: 1)
        var used = [Bool](repeating: false, count: tableau.symbolCount)
        // Each substitution uses up one tight row, so there are at most as
        // many as rows; the bound only guards against a slip.
        let limit = tableau.symbolCount + 16
        var steps = 0
        while let s = sum.nextChanged() {
            let c = sum.coefficients[s.index]
            guard !nearZero(c), canLower(Row.Cell(symbol: s, coefficient: c), of: target) else { continue }
            guard tableau.kind(s).isRestricted, steps < limit,
                  let (b, held, k) = holdingRow(for: s, coefficient: c, used: used, atLeast: target.priority) else {
                return nil
            }
            steps += 1
            used[b.index] = true
            // error − k × (held row − b): s cancels, b comes in at k.
            sum.add(held, times: -k)
            sum.set(s, 0)
            sum.add(b, k)
        }
        // The combination as a row: −error + Σ cells; each marker's
        // coefficient there, over its sign, is its constraint's multiplier.
        var multipliers: [ObjectIdentifier: Double] = [:]
        var targetMultiplier = 0.0
        sum.add(basic, -1)
        for s in sum.order {
            let c = sum.coefficients[s.index]
            guard !nearZero(c), let owner = ownerOfSymbol[s.id], let record = records[owner], record.marker == s else { continue }
            if record.constraint === target.constraint {
                targetMultiplier = c / record.markerSign
            } else {
                multipliers[owner] = c / record.markerSign
            }
        }
        guard !nearZero(targetMultiplier) else { return nil }
        let members = items.filter { multipliers[ObjectIdentifier($0.record.constraint)] != nil }
        guard members.count == multipliers.count else { return nil }
        // The direction of the combination is the one whose signs hold.
        for sign in [1.0, -1.0] {
            let raw = RawCertificate(newMultiplier: sign * targetMultiplier,
                                     multipliers: multipliers.mapValues { sign * $0 })
            if Self.certificate(for: target, members: members, raw: raw).holds { return (members, raw) }
        }
        return nil
    }

    /// A tight restricted row that holds `s` (see `isTight`), not used yet,
    /// whose basic symbol comes into the error at a coefficient that cannot
    /// lower it; the first in `s`'s column, with that coefficient.
    private func holdingRow(for s: Symbol, coefficient c: Double, used: [Bool],
                            atLeast priority: Priority) -> (Symbol, Row, Double)? {
        for id in tableau.column(s) {
            let b = Symbol(id)
            guard !used[b.index], let held = tableau.row(b), isTight(b, held, atLeast: priority) else { continue }
            let a = held.coefficient(for: s)
            guard !nearZero(a) else { continue }
            let k = c / a
            // A slack at zero may only grow; an error held to its miss is
            // left to the check of the whole certificate.
            if tableau.kind(b) == .slack, k < 0 { continue }
            return (b, held, k)
        }
        return nil
    }
}

/// A sum of rows by symbol index, remembering the order symbols first came
/// in, and which changed since they were last looked at (in the order they
/// changed: the same on every run).
private struct SparseSum {
    var coefficients: [Double]
    var present: [Bool]
    var order: [Symbol] = []
    private var queued: [Bool]
    private var changed: [Symbol] = []
    private var nextChange = 0

    init(count: Int) {
        coefficients = [Double](repeating: 0, count: count)
        present = [Bool](repeating: false, count: count)
        queued = [Bool](repeating: false, count: count)
    }

    mutating func add(_ s: Symbol, _ c: Double) {
        if !present[s.index] {
            present[s.index] = true
            order.append(s)
        }
        coefficients[s.index] += c
        if !queued[s.index] {
            queued[s.index] = true
            changed.append(s)
        }
    }

    mutating func set(_ s: Symbol, _ c: Double) {
        if present[s.index] { coefficients[s.index] = c }
    }

    mutating func add(_ row: Row, times k: Double) {
        for cell in row.cells { add(cell.symbol, k * cell.coefficient) }
    }

    /// The oldest symbol changed since it was last returned.
    mutating func nextChanged() -> Symbol? {
        guard nextChange < changed.count else { return nil }
        let s = changed[nextChange]
        nextChange += 1
        queued[s.index] = false
        return s
    }
}

extension Certificate {
    /// Whether the multipliers have the signs their relations allow, the
    /// variables cancel, and the sum falls short of what the allowances
    /// permit: a proof that the terms cannot hold together.
    var holds: Bool {
        var coefficients: [ObjectIdentifier: Double] = [:]
        var scale = 1.0
        for term in terms {
            let m = term.multiplier
            switch term.constraint.relation {
            case .greaterThanOrEqual: if m < -1e-9 { return false }
            case .lessThanOrEqual: if m > 1e-9 { return false }
            case .equal: break
            }
            for t in term.expression.terms {
                coefficients[ObjectIdentifier(t.variable), default: 0] += m * t.coefficient
                scale = max(scale, abs(m * t.coefficient))
            }
        }
        guard coefficients.values.allSatisfy({ abs($0) <= 1e-9 * scale }) else { return false }
        return shortfall > 1e-9
    }
}
