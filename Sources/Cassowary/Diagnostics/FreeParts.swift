/// The free part of each definition, expanded, found once per symbol.
///
/// A range needs only the free parameters a definition names once its
/// rows are expanded. Expanding each definition afresh costs its whole
/// chain: down a chain of n views, n definitions of up to n terms, n² per
/// analysis (a second for a chain of 1000 labels, after every statement).
/// Built bottom up instead, each definition's free part is its row's cells
/// with the free parts of the definitions it names put in, and parameters
/// that cannot move (a group of one whose interval is a point: the slack
/// between a label's hugging and its compression resistance) are left out,
/// as they add nothing to a range. A chain's free parts then stay short.
///
/// Kept by symbol id in an array: down a stack of n labels that does not
/// fit, each of n definitions reads the parts of those it names.
struct FreeParts {
    private var memo: [[Row.Cell]?] = []
}

extension SolverCore {
    /// The free part of `s`'s definition (or of `s` itself when parametric),
    /// sorted by symbol, with parameters that cannot move left out.
    /// `mayMove` says which externals' free parts are empty for sure.
    func freePart(of s: Symbol, isFree: [Bool], mayMove: [Bool], groups: inout ParameterGroups,
                  parts: inout FreeParts) -> [Row.Cell] {
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
            let missing = row.cells.filter { cell in
                tableau.isBasic(cell.symbol) ? !parts.known(cell.symbol) && !isSurelyFixed(cell.symbol, mayMove)
                    : isFree[cell.symbol.index] && !parts.known(cell.symbol)
            }
            if !missing.isEmpty {
                stack += missing.map(\.symbol)
                continue
            }
            func part(of cell: Row.Cell) -> [Row.Cell] {
                if tableau.isBasic(cell.symbol) {
                    return isSurelyFixed(cell.symbol, mayMove) ? [] : parts.part(of: cell.symbol)
                }
                return isFree[cell.symbol.index] ? parts.part(of: cell.symbol) : []
            }
            var first: (coefficient: Double, part: [Row.Cell])?
            var second: (coefficient: Double, part: [Row.Cell])?
            var named = 0
            var total = 0
            for cell in row.cells {
                let p = part(of: cell)
                guard !p.isEmpty else { continue }
                named += 1
                total += p.count
                if first == nil { first = (cell.coefficient, p) } else if second == nil { second = (cell.coefficient, p) }
            }
            // Most definitions name one free part or none: it is scaled as
            // it stands (sorted already), with no table to sum in.
            if named <= 1 {
                parts.set(top, first.map { piece in
                    piece.part.compactMap { p in
                        let c = piece.coefficient * p.coefficient
                        return nearZero(c) ? nil : Row.Cell(symbol: p.symbol, coefficient: c)
                    }
                } ?? [])
                stack.removeLast()
                continue
            }
            // Two parts, each sorted, merged: a label's top in a stack
            // that does not fit is the one above's top and height.
            if named == 2, let first, let second {
                parts.set(top, FreeParts.merge(first, second))
                stack.removeLast()
                continue
            }
            // Summed without hashing each key: in a stack that does not fit
            // the free parts name every label above, and `Dictionary` was
            // most of the cost of a fresh analysis (`:ambiguous`).
            var sum = SymbolAccumulator(capacity: total)
            for cell in row.cells {
                for p in part(of: cell) { sum.add(p.symbol.id, cell.coefficient * p.coefficient) }
            }
            parts.set(top, sum.entries.sorted { $0.id < $1.id }.compactMap { entry in
                nearZero(entry.sum) ? nil : Row.Cell(symbol: Symbol(entry.id), coefficient: entry.sum)
            })
            stack.removeLast()
        }
        return parts.part(of: s)
    }

    /// An external whose definition names no free parameter: its free part is empty.
    private func isSurelyFixed(_ s: Symbol, _ mayMove: [Bool]) -> Bool {
        tableau.kind(s) == .external && s.index < mayMove.count && !mayMove[s.index]
    }

    /// Whether free parameter `p` cannot move: alone in its group, with an
    /// interval of one point.
    private func isPinned(_ p: Symbol, isFree: [Bool], groups: inout ParameterGroups) -> Bool {
        let g = groups.group(of: p) ?? groups.add(parameterGroup(containing: p, isFree: isFree)) { makeLP($0) }
        guard groups.members[g].count == 1 else { return false }
        guard let up = groups.maximum(of: [(0, 1)], in: g), let down = groups.maximum(of: [(0, -1)], in: g) else { return false }
        return abs(up) <= 1e-9 && abs(down) <= 1e-9
    }
}

extension FreeParts {
    func known(_ s: Symbol) -> Bool { s.index < memo.count && memo[s.index] != nil }
    func part(of s: Symbol) -> [Row.Cell] { s.index < memo.count ? memo[s.index] ?? [] : [] }
    mutating func set(_ s: Symbol, _ cells: [Row.Cell]) {
        if s.index >= memo.count {
            memo += [[Row.Cell]?](repeating: nil, count: max(s.index + 1, 2 * memo.count) - memo.count)
        }
        memo[s.index] = cells
    }
}

extension FreeParts {
    /// `a.coefficient × a.part + b.coefficient × b.part`, both sorted by
    /// symbol, merged: the cells and sums `SymbolAccumulator` gives (each
    /// sum the first term plus the second, in that order), sorted, near
    /// zeros left out.
    static func merge(_ a: (coefficient: Double, part: [Row.Cell]),
                      _ b: (coefficient: Double, part: [Row.Cell])) -> [Row.Cell] {
        var out: [Row.Cell] = []
        out.reserveCapacity(a.part.count + b.part.count)
        func emit(_ symbol: Symbol, _ c: Double) {
            if !nearZero(c) { out.append(Row.Cell(symbol: symbol, coefficient: c)) }
        }
        var i = 0
        var j = 0
        while i < a.part.count || j < b.part.count {
            if j == b.part.count || (i < a.part.count && a.part[i].symbol.id < b.part[j].symbol.id) {
                emit(a.part[i].symbol, a.coefficient * a.part[i].coefficient)
                i += 1
            } else if i == a.part.count || b.part[j].symbol.id < a.part[i].symbol.id {
                emit(b.part[j].symbol, b.coefficient * b.part[j].coefficient)
                j += 1
            } else {
                emit(a.part[i].symbol, a.coefficient * a.part[i].coefficient + b.coefficient * b.part[j].coefficient)
                i += 1
                j += 1
            }
        }
        return out
    }
}
