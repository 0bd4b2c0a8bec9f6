/// Where a violation's certificate is looked for first: the constraints the
/// tableau already ties to it.
extension SolverCore {
    /// The items that the row of `target`'s basic error, and the tight rows
    /// that keep its symbols from moving, name, with their certificate; nil
    /// when they do not forbid `target` on their own, or its error is not basic.
    ///
    /// The optimal tableau writes the error as a sum of parametric symbols,
    /// and that row is a combination of exactly the constraints whose symbols
    /// it names: for a value fixed by equalities (a sum down a chain) they
    /// are the certificate. A symbol that could take the error down (a
    /// slack, say) must be held by rows that cannot move: a restricted row
    /// at zero, or the error of a constraint kept to what it misses by. By
    /// the optimality conditions only such tight rows can hold it, so their
    /// constraints are added, through every symbol they bring in, and one
    /// scratch solve of the set gives the certificate.
    ///
    /// Before that solve, the certificate the rows themselves write out is
    /// tried (see `rowCertificate`): no solve at all when it closes.
    ///
    /// The rings of `neighbourhood` reach the same constraints through the
    /// variables they share, but with every neighbour on the way (each
    /// row's other edges, widths and hugging), and solve scratch systems
    /// of doubling size until one forbids the target: settings rows
    /// centred in a stack paid three fifths of `:why` for those solves.
    func rowSupport(of target: ConstraintRecord, in items: [HardItem]) -> (items: [HardItem], certificate: RawCertificate)? {
        guard let basic = [target.marker, target.other].compactMap({ $0 }).first(where: { tableau.isBasic($0) }),
              let row = tableau.row(basic) else { return nil }
        if let read = rowCertificate(of: target, basic: basic, row: row, in: items) { return read }
        var named = [Bool](repeating: false, count: tableau.symbolCount)
        var symbols: [Symbol] = []
        func name(_ s: Symbol) {
            guard !named[s.index] else { return }
            named[s.index] = true
            symbols.append(s)
        }
        for cell in row.cells { name(cell.symbol) }
        // The symbols that could take the error down (see `canLower`); with
        // none, the row's own constraints forbid the target.
        var open = row.cells.filter { canLower($0, of: target) }.map(\.symbol)
        var visited = [Bool](repeating: false, count: tableau.symbolCount)
        while let s = open.popLast() {
            guard tableau.kind(s).isRestricted else { continue }
            for id in tableau.column(s) where !visited[Int(id)] {
                visited[Int(id)] = true
                let b = Symbol(id)
                guard let blocking = tableau.row(b), isTight(b, blocking, atLeast: target.priority) else { continue }
                name(b)
                for cell in blocking.cells where !named[cell.symbol.index] {
                    name(cell.symbol)
                    open.append(cell.symbol)
                }
            }
        }
        return Self.supportCertificate(symbols, owners: ownerOfSymbol, items, target)
    }

    /// Whether raising the parametric symbol of `cell` from zero, as the
    /// constraints held against `target` allow, takes its error row down.
    ///
    /// A dummy never moves, nor do both errors of a held constraint that
    /// holds exactly, nor `target`'s own other error. A slack and the free
    /// error of a constraint held within its miss may grow; a symbol of a
    /// weaker constraint (not held) or a variable may move either way.
    func canLower(_ cell: Row.Cell, of target: ConstraintRecord) -> Bool {
        let s = cell.symbol
        switch tableau.kind(s) {
        case .dummy: return false
        case .external: return true
        case .slack: return cell.coefficient < 0
        case .error:
            guard let owner = ownerOfSymbol[s.id], let record = records[owner] else { return true }
            if record.constraint === target.constraint { return false }
            if record.priority < target.priority { return true }
            let partner = record.marker == s ? record.other : record.marker
            let misses = partner.flatMap { tableau.row($0) }.map { !nearZero($0.constant) } ?? false
            return misses && cell.coefficient < 0
        }
    }

    /// Whether the restricted row of `b` cannot move its symbols' way: at
    /// zero, or the error of a constraint held to its present miss.
    func isTight(_ b: Symbol, _ row: Row, atLeast priority: Priority) -> Bool {
        switch tableau.kind(b) {
        case .slack: return nearZero(row.constant)
        case .error:
            guard let owner = ownerOfSymbol[b.id], let record = records[owner] else { return false }
            return record.priority >= priority
        case .external, .dummy: return false
        }
    }

    /// The certificate of the items owning `symbols` against `target`, in
    /// the items' order, if they forbid it.
    private static func supportCertificate(_ symbols: [Symbol], owners: [Int32: ObjectIdentifier], _ items: [HardItem],
                                           _ target: ConstraintRecord) -> (items: [HardItem], certificate: RawCertificate)? {
        var keys = Set<ObjectIdentifier>()
        for s in symbols { if let owner = owners[s.id] { keys.insert(owner) } }
        let near = items.filter { keys.contains(ObjectIdentifier($0.record.constraint)) }
        guard !near.isEmpty, let found = scratchCertificate(near, forbidding: target) else { return nil }
        return (near, found)
    }
}
