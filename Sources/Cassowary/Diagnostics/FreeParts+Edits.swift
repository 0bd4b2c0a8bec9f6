/// Parts kept as a base part and edits (see `FreeParts`): looked up and
/// written out through their bases.
extension FreeParts {
    /// A cell of a base part changed: its coefficient there and here (0:
    /// no cell).
    struct Edit {
        var symbol: Symbol
        var old: Double
        var new: Double
    }

    /// The most bases deep a part with edits is kept: a cell is looked
    /// up, or a part written out, through at most that many.
    static let mostEditDepth = 32

    /// Sets the part of `s` to the part of `base` with `edits` (sorted by
    /// symbol, each with the coefficient `base`'s part has, 0 for none).
    mutating func set(_ s: Symbol, base: Symbol, edits: [Edit]) {
        guard let below = node(of: base) else { return }
        var node = Node(prefix: -1, tail: [], count: below.count, first: below.first, last: below.last,
                        base: base.id, edits: edits, depth: below.depth + 1)
        for edit in edits {
            if edit.old != 0 { node.count -= 1 }
            if edit.new != 0 {
                node.count += 1
                node.first = min(node.first, edit.symbol.id)
                node.last = max(node.last, edit.symbol.id)
            }
        }
        store(s, node)
    }

    /// Notes that the part of `s`, written out whole, is the part of
    /// `base` with `edits` (see `Node.foldBase`).
    mutating func setFoldBase(_ s: Symbol, _ base: Symbol, _ edits: [Edit]) {
        guard var node = node(of: s), node.base < 0, node.prefix < 0 else { return }
        node.foldBase = base.id
        node.foldEdits = edits
        store(s, node)
    }

    /// The cells of a part with edits, written out: its first base
    /// without edits, with the latest edit of each cell on the way.
    func edited(_ node: Node) -> [Row.Cell] {
        var latest: [Edit] = []
        var seen = Set<Int32>()
        var current = node
        var bottom = Symbol(node.base)
        while current.base >= 0 {
            for edit in current.edits where seen.insert(edit.symbol.id).inserted { latest.append(edit) }
            bottom = Symbol(current.base)
            guard let below = self.node(of: bottom) else { break }
            current = below
        }
        latest.sort { $0.symbol < $1.symbol }
        let base = current.base >= 0 ? [] : part(of: bottom)
        var cells: [Row.Cell] = []
        cells.reserveCapacity(node.count)
        var k = 0
        for cell in base {
            while k < latest.count, latest[k].symbol < cell.symbol {
                if latest[k].new != 0 { cells.append(Row.Cell(symbol: latest[k].symbol, coefficient: latest[k].new)) }
                k += 1
            }
            if k < latest.count, latest[k].symbol == cell.symbol {
                if latest[k].new != 0 { cells.append(Row.Cell(symbol: cell.symbol, coefficient: latest[k].new)) }
                k += 1
            } else {
                cells.append(cell)
            }
        }
        for edit in latest[k...] where edit.new != 0 { cells.append(Row.Cell(symbol: edit.symbol, coefficient: edit.new)) }
        return cells
    }

    /// The coefficient of `s` in the part of `x` (0: none), found through
    /// at most `limit` parts; nil past them.
    func coefficient(of s: Symbol, inPartOf x: Symbol, limit: Int) -> Double? {
        var current = x
        for _ in 0..<limit {
            guard let node = node(of: current) else { return nil }
            if s.id < node.first || s.id > node.last { return 0 }
            if node.base >= 0 {
                if let edit = node.edits.sortedIndex(of: s, by: \.symbol) { return node.edits[edit].new }
                current = Symbol(node.base)
                continue
            }
            if let cell = node.tail.sortedIndex(of: s, by: \.symbol) { return node.tail[cell].coefficient }
            guard node.prefix >= 0 else { return 0 }
            current = Symbol(node.prefix)
        }
        return nil
    }
}
