/// Keeping definitions lazy when a new constraint's subject is reached only
/// through another definition.
extension SolverCore {
    /// Makes `subject` basic for a new constraint `0 = lazy` (still naming
    /// basic externals; `written` is the same in parametric symbols only,
    /// where kiwi's rule picked `subject`): `written` solved for it and
    /// substituted wherever it appears, as in kiwi.
    ///
    /// When `lazy` names a basic external `x` whose definition names
    /// `subject`, that definition would hold, after the substitution, its
    /// own references beside their expansion. Instead `x` takes `lazy` as
    /// its definition and `subject` takes `x`'s old one, solved for it: the
    /// same basis, restricted rows and objective, the values the
    /// written-out rows would give, and two short rows. A view joining a
    /// stack is the case: its top is first defined by the stack's bottom
    /// less its height, and the spacing to the view above names its top,
    /// not its height (or the stack's height, when the stack is sized by
    /// its content). Written out, each view's top named every view above.
    ///
    /// The levels must stay ordered: `x`'s dependents above its new level,
    /// which is what `lazy`'s references give it; otherwise, or when no
    /// such `x` exists, `subject` takes the written-out row as kiwi does.
    mutating func makeBasic(_ subject: Symbol, lazy: Row, written: Row) {
        var row = written
        row.solve(for: subject)
        guard let (x, definition, level, other, raised) = exchange(subject, lazy: lazy) else {
            if let (definition, level) = lazyDefinition(subject, lazy: lazy, written: row) {
                tableau.substitute(subject, row, keepingAbove: level)
                tableau.insertRow(subject, definition, level: level)
            } else {
                tableau.substitute(subject, row)
                tableau.insertRow(subject, row)
            }
            return
        }
        // Where only `x` names it, the substitution would only write the
        // definition that is replaced next.
        if tableau.column(subject).count > 1 || tableau.objective.contains(subject) {
            tableau.substitute(subject, row)
        }
        tableau.replaceRow(x, with: definition, level: level)
        for (d, dLevel) in raised { tableau.raiseLevel(of: d, to: dLevel) }
        tableau.insertRow(subject, other, level: tableau.definitionLevel(for: other))
    }

    /// The basic external `x` (lowest id) of `makeBasic`, its new
    /// definition and level, and `subject`'s; nil when there is none.
    private func exchange(_ subject: Symbol, lazy: Row) -> (Symbol, Row, Int32, Row, [(Symbol, Int32)])? {
        guard tableau.kind(subject) == .external, !tableau.isBasic(subject), tableau.artificial == nil,
              !lazy.contains(subject) else { return nil }
        for cell in lazy.cells {
            let x = cell.symbol
            guard tableau.kind(x) == .external, let old = tableau.row(x), old.contains(subject) else { continue }
            var definition = lazy
            definition.solve(for: x)
            let level = tableau.definitionLevel(for: definition)
            let references = definition.cells.lazy.map(\.symbol).filter { tableau.isBasic($0) }
            guard let raised = tableau.raisedLevels(above: x, to: level, avoiding: Array(references),
                                                    limit: SolverCore.maxRaisedLevels) else { continue }
            var other = old
            other.insert(x, -1)
            other.solve(for: subject)
            return (x, definition, level, other, raised)
        }
        return nil
    }

    /// `lazy` solved for external `subject` and its level, when that is
    /// shorter than `written` (`lazy` in parametric symbols, solved for it)
    /// and means the same; nil otherwise.
    ///
    /// Restricted rows and the objective take `written` as kiwi gives it,
    /// so the basis and every pivot stay the same: only the subject's own
    /// definition keeps the references it was written with, and so do the
    /// definitions naming the subject whose level is above it. A view in a
    /// stack whose items' sizes are decided by inequalities (baselines,
    /// margins, compression) otherwise had its top written out as the
    /// sizes of every view above. It means the same when no reference
    /// names `subject`, even through its own references: a definition
    /// naming it is at least at the lowest level of those naming it
    /// directly, and levels fall along references.
    fileprivate func lazyDefinition(_ subject: Symbol, lazy: Row, written: Row) -> (Row, Int32)? {
        guard tableau.kind(subject) == .external, !tableau.isBasic(subject), tableau.artificial == nil,
              lazy.contains(subject) else { return nil }
        var lowest = Int32.max
        let naming = tableau.column(subject)
        for id in naming where tableau.kind(Symbol(id)) == .external { lowest = min(lowest, tableau.level(Symbol(id))) }
        var references = false
        for cell in lazy.cells where cell.symbol != subject && tableau.isBasic(cell.symbol) {
            guard tableau.kind(cell.symbol) == .external else { return nil }
            let level = tableau.level(cell.symbol)
            guard level < lowest || (level == lowest && !naming.contains(cell.symbol.id)) else { return nil }
            references = true
        }
        guard references, lazy.cells.count < written.cells.count else { return nil }
        var definition = lazy
        definition.solve(for: subject)
        return (definition, tableau.definitionLevel(for: definition))
    }

    /// The most definitions an exchange raises the level of: those naming
    /// `x`, which mostly are the few of the view `x` belongs to.
    static let maxRaisedLevels = 64

    /// The definitions naming `marker` that name other definitions, by id.
    ///
    /// Pivoting `marker` in through a restricted row writes that row, which
    /// is in parametric symbols, into each of them: when the constraint being
    /// removed is a stack's old bottom connection, the last view's height
    /// (the stack's bottom less the view's top) gets the expansion of its own
    /// references beside them. Written out afterwards, if that is shorter,
    /// they cancel: each view's height is its own errors again, not a sum
    /// naming every view above.
    func definitionsWithReferences(naming marker: Symbol) -> [Symbol] {
        tableau.column(marker).members.filter {
            tableau.kind(Symbol($0)) == .external && tableau.level(Symbol($0)) > 0
        }.sorted().map(Symbol.init)
    }
}
