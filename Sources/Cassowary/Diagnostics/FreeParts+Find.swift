/// Finding free parts bottom up (see `FreeParts`).
extension SolverCore {
    /// The free part of `s`'s definition (or of `s` itself when parametric),
    /// sorted by symbol, with parameters that cannot move left out, written
    /// out. `mayMove` says which externals' free parts are empty for sure.
    func freePart(of s: Symbol, isFree: [Bool], mayMove: [Bool], groups: inout ParameterGroups,
                  parts: inout FreeParts) -> [Row.Cell] {
        findFreePart(of: s, isFree: isFree, mayMove: mayMove, groups: &groups, parts: &parts)
        return parts.part(of: s)
    }

    /// Finds the free part of `s`, and of every definition it names, in
    /// `parts`.
    func findFreePart(of s: Symbol, isFree: [Bool], mayMove: [Bool], groups: inout ParameterGroups,
                      parts: inout FreeParts) {
        // Depth first without recursion: a chain is as deep as it is long.
        var stack: [Symbol] = [s]
        while let top = stack.last {
            if parts.known(top) { stack.removeLast(); continue }
            guard let row = tableau.row(top) else {
                let moves = isFree[top.index] && !isPinned(top, isFree: isFree, groups: &groups)
                parts.set(top, moves ? [Row.Cell(symbol: top, coefficient: 1)] : [])
                stack.removeLast()
                continue
            }
            // A parameter pinned already is left out as a fixed one is: a
            // chain's definitions name the pinned slacks of all the views
            // above, and each update would otherwise write out their parts.
            let missing = row.cells.filter { cell in
                tableau.isBasic(cell.symbol) ? !parts.known(cell.symbol) && !isSurelyFixed(cell.symbol, mayMove)
                    : isFree[cell.symbol.index] && !parts.known(cell.symbol) && groups.pinned(cell.symbol) != true
            }
            if !missing.isEmpty {
                stack += missing.map(\.symbol)
                continue
            }
            func counts(_ cell: Row.Cell) -> Bool {
                tableau.isBasic(cell.symbol) ? !isSurelyFixed(cell.symbol, mayMove)
                    : isFree[cell.symbol.index] && groups.pinned(cell.symbol) != true
            }
            var first: (coefficient: Double, symbol: Symbol)?
            var second: (coefficient: Double, symbol: Symbol)?
            var named = 0
            var total = 0
            for cell in row.cells where counts(cell) {
                let count = parts.count(of: cell.symbol)
                guard count > 0 else { continue }
                named += 1
                total += count
                if first == nil { first = (cell.coefficient, cell.symbol) } else if second == nil { second = (cell.coefficient, cell.symbol) }
            }
            defer { stack.removeLast() }
            // Most definitions name one free part or none: it is scaled as
            // it stands (sorted already), with no table to sum in, or
            // shared as it is.
            if named <= 1 {
                guard let first else { parts.set(top, []); continue }
                if first.coefficient == 1, parts.sharesPrefixes {
                    parts.setSame(top, as: first.symbol)
                } else {
                    parts.set(top, FreeParts.scaled(parts.part(of: first.symbol), by: first.coefficient))
                }
                continue
            }
            // Two parts, each sorted, merged: a label's top in a stack
            // that does not fit is the one above's top and height. When
            // one comes whole before the other, unscaled, it is shared.
            if named == 2, let first, let second {
                if parts.sharesPrefixes, let (prefix, rest) = Self.sharedPrefix(first, second, parts) {
                    parts.set(top, prefix: prefix.symbol,
                              tail: FreeParts.scaled(parts.part(of: rest.symbol), by: rest.coefficient))
                } else if parts.sharesPrefixes, let (base, edits) = Self.editedBase(first, second, parts) {
                    parts.set(top, base: base, edits: edits)
                } else {
                    parts.set(top, FreeParts.merge((first.coefficient, parts.part(of: first.symbol)),
                                                   (second.coefficient, parts.part(of: second.symbol))))
                    if parts.sharesPrefixes, let (base, edits) = Self.editedBase(first, second, parts, pastDepth: true) {
                        parts.setFoldBase(top, base, edits)
                    }
                }
                continue
            }
            // Summed without hashing each key: in a stack that does not fit
            // the free parts name every label above, and `Dictionary` was
            // most of the cost of a fresh analysis (`:ambiguous`).
            var sum = SymbolAccumulator(capacity: total)
            for cell in row.cells where counts(cell) {
                for p in parts.part(of: cell.symbol) { sum.add(p.symbol.id, cell.coefficient * p.coefficient) }
            }
            parts.set(top, sum.entries.sorted { $0.id < $1.id }.compactMap { entry in
                nearZero(entry.sum) ? nil : Row.Cell(symbol: Symbol(entry.id), coefficient: entry.sum)
            })
        }
    }

    /// Of two parts to merge, the one that `merge` would copy unchanged
    /// (coefficient 1) before every cell of the other, and the other; nil
    /// when neither is.
    private static func sharedPrefix(_ a: (coefficient: Double, symbol: Symbol), _ b: (coefficient: Double, symbol: Symbol),
                                     _ parts: FreeParts)
        -> (prefix: (coefficient: Double, symbol: Symbol), rest: (coefficient: Double, symbol: Symbol))? {
        guard let nodeA = parts.node(of: a.symbol), let nodeB = parts.node(of: b.symbol) else { return nil }
        if a.coefficient == 1, nodeA.last < nodeB.first { return (a, b) }
        if b.coefficient == 1, nodeB.last < nodeA.first { return (b, a) }
        return nil
    }

    /// Of two parts to merge, a long one that `merge` would copy unchanged
    /// (coefficient 1) but for the cells of a short one, and the changes
    /// the short one makes to it (`FreeParts.set(_:base:edits:)`); nil when
    /// neither is, or its cells are too far down to look up. `pastDepth`
    /// asks only for a long part `mostEditDepth` deep, whose edits are
    /// then kept beside the cells written out (`FreeParts.setFoldBase`).
    private static func editedBase(_ a: (coefficient: Double, symbol: Symbol), _ b: (coefficient: Double, symbol: Symbol),
                                   _ parts: FreeParts, pastDepth: Bool = false) -> (base: Symbol, edits: [FreeParts.Edit])? {
        guard let nodeA = parts.node(of: a.symbol), let nodeB = parts.node(of: b.symbol) else { return nil }
        let (long, short, longNode) = nodeA.count >= nodeB.count ? (a, b, nodeA) : (b, a, nodeB)
        guard long.coefficient == 1, longNode.count >= 32, parts.count(of: short.symbol) <= 4,
              pastDepth == (longNode.depth >= FreeParts.mostEditDepth) else { return nil }
        var edits: [FreeParts.Edit] = []
        for cell in parts.part(of: short.symbol) {
            guard let old = parts.coefficient(of: cell.symbol, inPartOf: long.symbol, limit: 2 * FreeParts.mostEditDepth) else {
                return nil
            }
            // As `merge` sums them (a sum of two reads the same either way).
            var new = short.coefficient * cell.coefficient + old
            if nearZero(new) { new = 0 }
            if old == 0 && new == 0 { continue }
            edits.append(FreeParts.Edit(symbol: cell.symbol, old: old, new: new))
        }
        return (long.symbol, edits)
    }

    /// An external whose definition names no free parameter: its free part is empty.
    private func isSurelyFixed(_ s: Symbol, _ mayMove: [Bool]) -> Bool {
        tableau.kind(s) == .external && s.index < mayMove.count && !mayMove[s.index]
    }

    /// Whether free parameter `p` cannot move: alone in its group, with an
    /// interval of one point. Asked once per parameter and polytope
    /// (`ParameterGroups.pinned`): the y of the n-th label of a chain can
    /// name the pinned slack of every label above it.
    private func isPinned(_ p: Symbol, isFree: [Bool], groups: inout ParameterGroups) -> Bool {
        if let known = groups.pinned(p) { return known }
        let g = group(of: p, isFree: isFree, in: &groups)
        var answer = false
        if groups.members[g].count == 1, let up = groups.maximum(of: [(0, 1)], in: g),
           let down = groups.maximum(of: [(0, -1)], in: g) {
            answer = abs(up) <= 1e-9 && abs(down) <= 1e-9
        }
        groups.notePinned(p, answer)
        return answer
    }
}
