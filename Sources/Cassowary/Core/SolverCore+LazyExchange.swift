/// Keeping definitions lazy when a new constraint's subject is reached only
/// through another definition.
extension SolverCore {
    /// Makes `subject` basic for the new constraint `row` (`0 = row`, still
    /// naming basic externals) without writing any definition out, when it can:
    /// returns false, having changed nothing, when it cannot.
    ///
    /// It can when `row` names a basic external `x` whose definition is the
    /// only row naming `subject` (a parametric external, in no restricted row
    /// and not in the objective). Solving the expanded row for `subject` and
    /// substituting it would then rewrite only `x`'s definition, with its
    /// references and their expansions side by side. Instead `x` takes `row`
    /// as its definition and `subject` takes `x`'s old one, solved for it:
    /// the same basis, restricted rows and objective, the values the
    /// written-out rows would give, and two short rows. A view joining a stack is the case: its
    /// top is first defined by the stack's bottom less its height, and the
    /// spacing to the view above names its top, not its height. Written out,
    /// each view's top named every view above.
    ///
    /// The levels must stay ordered: `x`'s dependents above its new level,
    /// which is what `row`'s references give it.
    mutating func defineByExchange(_ subject: Symbol, row: Row) -> Bool {
        guard tableau.kind(subject) == .external, !tableau.isBasic(subject),
              !tableau.objective.contains(subject), tableau.artificial == nil,
              tableau.column(subject).count == 1, let xID = tableau.column(subject).members.first else { return false }
        let x = Symbol(xID)
        guard tableau.kind(x) == .external, let old = tableau.row(x),
              !row.contains(subject), row.contains(x) else { return false }
        var definition = row
        definition.solve(for: x)
        let level = tableau.definitionLevel(for: definition)
        for id in tableau.column(x) where tableau.level(Symbol(id)) <= level { return false }
        var other = old
        other.insert(x, -1)
        other.solve(for: subject)
        tableau.replaceRow(x, with: definition, level: level)
        tableau.insertRow(subject, other, level: tableau.definitionLevel(for: other))
        return true
    }

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
