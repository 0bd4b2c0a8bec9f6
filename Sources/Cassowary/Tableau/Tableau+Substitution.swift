/// Rewriting rows in terms of one another: substitution, the pivot, and
/// erasing a symbol that is zero for good.
extension Tableau {
    /// Replaces basic symbol `s`'s references in every row and objective by
    /// `row` (`s = row`), which must be written in parametric symbols.
    /// Definitions of a level above `keepingAbove` keep naming `s` instead:
    /// `s` is being defined at that level (see `SolverCore.makeBasic`).
    mutating func substitute(_ s: Symbol, _ row: Row, keepingAbove: Int32? = nil) {
        // Every row naming `s` loses it, and `row` does not name it: the
        // column is emptied at once rather than by one hashed removal per
        // row, and keeps its storage unless a checkpoint keeps it (it is
        // taken out while the rows are rewritten, so that emptying it
        // copies nothing).
        var keys = takeColumn(s.index)
        var kept: [Int32] = []
        for id in keys.members {
            let key = Symbol(id)
            if let keepingAbove, kinds[key.index] == .external, levels[key.index] > keepingAbove {
                kept.append(id)
                continue
            }
            guard var target = rows[key.index] else { continue }
            saveRow(key.index)
            rows[key.index] = nil  // keep the row's storage unique while merging
            // Taken out by the merge, which rewrites the row anyway:
            // removing it first shifted every cell after it, twice the
            // work on the long rows of a wide tie.
            let c = target.coefficient(for: s)
            merge(row, times: c, into: &target, key: key, dropping: s)
            cellsRewritten += row.cells.count
            rows[key.index] = target
            noteChanged(key)
        }
        if journal.isOpen { keys = ColumnSet() } else { keys.removeAll() }
        for id in kept { keys.insert(id) }
        columns[s.index] = keys
        objective.substitute(s, row)
        artificial?.substitute(s, row)
    }

    /// `target += factor × source`, keeping `columns` in step, with the
    /// cell of `dropped` (which `source` does not name) left out.
    ///
    /// Only the stretch of `target` between the first and last cell the
    /// merge can change is written again (`Row.window`): a pivot's few
    /// cells merged into a long row (a tie of thousands of views names
    /// them all) then leave the rest where it is. Inserting and removing
    /// cell by cell had shifted the whole row after each, and the simplex
    /// walking a tie down its chain pivots once a view, each time
    /// rewriting the same few neighbouring cells of the same long rows.
    private mutating func merge(_ source: Row, times factor: Double, into target: inout Row, key: Symbol,
                                dropping dropped: Symbol) {
        target.constant += factor * source.constant
        let window = Self.mergesInPlace(source.cells.count, into: target.cells.count)
            ? target.window(touching: source, and: dropped) : 0..<target.cells.count
        let full = window.count == target.cells.count
        // Cells are read from `target` itself, not a copy: holding a copy
        // would make replacing the window copy the whole row.
        var merged: [Row.Cell] = []
        merged.reserveCapacity(window.count + source.cells.count)
        var i = window.lowerBound
        var j = 0
        while i < window.upperBound || j < source.cells.count {
            if i < window.upperBound && target.cells[i].symbol == dropped {
                i += 1
            } else if j == source.cells.count || (i < window.upperBound && target.cells[i].symbol < source.cells[j].symbol) {
                merged.append(target.cells[i]); i += 1
            } else if i == window.upperBound || source.cells[j].symbol < target.cells[i].symbol {
                let cell = source.cells[j]; j += 1
                let c = factor * cell.coefficient
                if nearZero(c) { continue }
                merged.append(Row.Cell(symbol: cell.symbol, coefficient: c))
                insert(key.id, intoColumn: cell.symbol.index)
            } else {
                let sum = target.cells[i].coefficient + factor * source.cells[j].coefficient
                if nearZero(sum) {
                    remove(key.id, fromColumn: target.cells[i].symbol.index)
                } else {
                    merged.append(Row.Cell(symbol: target.cells[i].symbol, coefficient: sum))
                }
                i += 1; j += 1
            }
        }
        if full {
            target.cells = merged
        } else {
            target.cells.replaceSubrange(window, with: merged)
        }
    }

    /// Whether a source of `count` cells is merged into a row of
    /// `targetCount` through a window of the row rather than by writing
    /// the whole row again: a few cells into a long row.
    static func mergesInPlace(_ count: Int, into targetCount: Int) -> Bool {
        targetCount >= 64 && 16 * count <= targetCount
    }

    /// Exchanges basic `leaving` for parametric `entering`.
    ///
    /// The row of `leaving` must be in parametric symbols; it is solved for
    /// `entering` and substituted into every row that names `entering`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, row)
        insertRow(entering, row)
        pivotCount += 1
    }

    /// Removes parametric symbol `s` from every row and the objective (it is
    /// zero and stays zero: an artificial variable, or a leftover error).
    mutating func erase(_ s: Symbol) {
        for id in columns[s.index] {
            let key = Symbol(id)
            guard rows[key.index] != nil else { continue }
            saveRow(key.index)
            rows[key.index]!.remove(s)
            noteChanged(key)
        }
        _ = takeColumn(s.index)
        objective.erase(s)
        artificial?.erase(s)
    }
}
