/// Keeping definitions lazy when a new constraint makes a symbol basic.
extension SolverCore {
    /// Makes `subject` basic for a new constraint `0 = lazy` (still naming
    /// basic externals; `written` is the same in parametric symbols only,
    /// where kiwi's rule picked `subject`): as in kiwi, `written` solved
    /// for it and substituted wherever it appears, unless a `LazyPlan`
    /// keeps the definitions short.
    ///
    /// Restricted rows and the objective take `written` either way, and
    /// the subject is kiwi's: the basis and the simplex rows are the ones
    /// kiwi's substitution gives. Only definitions differ: they keep
    /// naming what they named, and the levels of what names a changed
    /// definition rise above it. (Later choices that read levels or
    /// column lengths, a constraint made a definition as written or the
    /// restricted subject named by the fewest rows, follow the tableau
    /// this leaves, as deterministically.)
    mutating func makeBasic(_ subject: Symbol, lazy: Row, written: Row) {
        var row = written
        row.solve(for: subject)
        guard keepsDefinitionsLazy, let plan = lazyPlan(subject, lazy: lazy, written: row) else {
            tableau.substitute(subject, row)
            tableau.insertRow(subject, row)
            return
        }
        apply(plan, subject: subject, written: row)
    }

    /// Carries `plan` out: each changed definition replaced, `row` written
    /// into the rows naming `subject` that do not keep naming it, and the
    /// levels raised.
    private mutating func apply(_ plan: LazyPlan, subject: Symbol, written row: Row) {
        for (k, s) in plan.symbols.dropLast().enumerated() {
            tableau.replaceRow(s, with: plan.definitions[k], level: plan.levels[k])
        }
        if plan.keepsNamers {
            tableau.substitute(subject, row, keepingAbove: -1)
        } else if !tableau.column(subject).isEmpty || tableau.objective.contains(subject) {
            tableau.substitute(subject, row)
        }
        for (d, level) in plan.raised { tableau.raiseLevel(of: d, to: level) }
        tableau.insertRow(subject, plan.definitions[plan.symbols.count - 1], level: plan.levels[plan.symbols.count - 1])
    }

    /// How to make `subject` basic with short definitions, or nil when kiwi's
    /// substitution is all there is.
    ///
    /// When `lazy` names `subject`, `subject` takes `lazy` solved for it
    /// (when shorter than `written`). When `lazy` reaches `subject` only
    /// through definitions, a chain `d₀ … dₖ` of them from a reference of
    /// `lazy` down to one naming `subject` is turned round: `d₀` takes `lazy`
    /// solved for it, each next one the old definition of the one before,
    /// solved for it, and `subject` the old definition of `dₖ`. The same
    /// system, solved the other way along the chain: a view joining a
    /// stack has its top defined by the stack's bottom less its height,
    /// and the spacing to the view above names the top, not the height; a
    /// section of a form has its items placed from its margins guide,
    /// defined by the baseline rows of its last line, before the guide is
    /// tied to the section's top, which is named by a chain through every
    /// section above. Written out, each such definition named every view
    /// or section above.
    ///
    /// Every definition naming `subject` keeps naming it where the levels
    /// allow (else it takes `written`, as in kiwi); see `Tableau.relevel`.
    private func lazyPlan(_ subject: Symbol, lazy: Row, written row: Row) -> LazyPlan? {
        guard tableau.kind(subject) == .external, !tableau.isBasic(subject), tableau.artificial == nil else { return nil }
        if lazy.contains(subject) {
            guard lazy.cells.count <= row.cells.count,
                  lazy.cells.contains(where: { $0.symbol != subject && tableau.isBasic($0.symbol) }) else { return nil }
            var definition = lazy
            definition.solve(for: subject)
            return planned([subject], [definition], subject: subject, written: row)
        }
        for chain in definitionChains(to: subject, from: lazy, limit: SolverCore.minChainSearch + row.cells.count) {
            var symbols: [Symbol] = []
            var definitions: [Row] = []
            var before = lazy
            for s in chain + [subject] {
                var definition = before
                if let last = symbols.last { definition.insert(last, -1) }
                guard definition.contains(s) else { break }
                before = tableau.row(s) ?? Row()
                definition.solve(for: s)
                symbols.append(s)
                definitions.append(definition)
            }
            guard symbols.count == chain.count + 1 else { continue }
            if let plan = planned(symbols, definitions, subject: subject, written: row) { return plan }
        }
        return nil
    }

    /// `symbols` with `definitions` and the levels that makes: keeping the
    /// definitions that name `subject` naming it if the levels allow, else
    /// writing `written` into them; nil when neither does.
    private func planned(_ symbols: [Symbol], _ definitions: [Row], subject: Symbol, written: Row) -> LazyPlan? {
        // Raising costs about what it walks; substituting, the cells of
        // `written` in every definition naming `subject`.
        var naming = 0
        for id in tableau.column(subject) where tableau.kind(Symbol(id)) == .external { naming += 1 }
        let limit = max(SolverCore.maxRaisedLevels, naming * written.cells.count)
        for keepsNamers in [true, false] {
            guard let (levels, raised) = tableau.relevel(symbols, definitions, subject: subject,
                                                         keepingNamers: keepsNamers, limit: limit) else { continue }
            return LazyPlan(symbols: symbols, definitions: definitions, levels: levels,
                            raised: raised, keepsNamers: keepsNamers)
        }
        return nil
    }

    /// Chains of definitions `[d₀, …, dₖ]`, shortest first, where `lazy`
    /// names `d₀`, each names the next and `dₖ` names `subject`: at most
    /// two, among the first `limit` definitions a breadth-first search from
    /// `lazy`'s references reaches (in the order of the cells, so the same
    /// tableau gives the same chains).
    ///
    /// Levels fall along a chain, to at least the lowest level of the
    /// definitions naming `subject`: the search never goes below it.
    private func definitionChains(to subject: Symbol, from lazy: Row, limit: Int) -> [[Symbol]] {
        var floor = Int32.max
        for id in tableau.column(subject) where tableau.kind(Symbol(id)) == .external {
            floor = min(floor, tableau.level(Symbol(id)))
        }
        guard floor < .max else { return [] }
        var nodes: [Symbol] = []
        var parents: [Int] = []
        var seen = ColumnSet()
        func reach(_ s: Symbol, from parent: Int) {
            guard nodes.count < limit, tableau.kind(s) == .external, tableau.isBasic(s),
                  tableau.level(s) >= floor, seen.insert(s.id) else { return }
            nodes.append(s)
            parents.append(parent)
        }
        for cell in lazy.cells { reach(cell.symbol, from: -1) }
        var chains: [[Symbol]] = []
        var head = 0
        while head < nodes.count, chains.count < 2 {
            defer { head += 1 }
            guard let definition = tableau.row(nodes[head]) else { continue }
            if definition.contains(subject) {
                var chain: [Symbol] = []
                var k = head
                while k >= 0 { chain.append(nodes[k]); k = parents[k] }
                chains.append(chain.reversed())
                continue
            }
            for cell in definition.cells { reach(cell.symbol, from: head) }
        }
        return chains
    }

    /// The fewest definitions `definitionChains` may look at, whatever the
    /// new row's length (the search reads about what expanding it did).
    static let minChainSearch = 64

    /// The fewest definitions a plan may raise the levels of, whatever
    /// substituting would cost: those naming what changes, which mostly
    /// are the few of one view.
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

/// Definitions to replace when a symbol becomes basic (see `SolverCore.lazyPlan`).
struct LazyPlan {
    /// The definitions that change, in order; the last is the new subject's.
    var symbols: [Symbol]
    var definitions: [Row]
    var levels: [Int32]
    /// Other definitions and their raised levels, by id.
    var raised: [(Symbol, Int32)]
    /// Whether the definitions naming the subject keep naming it.
    var keepsNamers: Bool
}
