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
/// Down a stack of n labels that does not fit they do not: the y of the
/// n-th label names the squeeze of every label above, n²/2 cells in all
/// (a gigabyte at 10000 labels). But each is the one above's with a cell
/// more, after it. So a part that is another's whole part followed by
/// cells of later symbols is kept as that other part (its *prefix*) and
/// its own cells (its *tail*): as many cells as the definitions have. Its
/// cells are written out only when asked for (`part(of:)`), and ranges
/// read it without writing it out (`FreeParts+Reach.swift`).
///
/// Across a wide tie of n labels the x of each names the stretch of every
/// label after it: the first label takes the room left, and each label's
/// x is the one before's and that label's width, whose stretch cancels
/// the first cell of the one before's part. So a part that is another's
/// with a few cells changed is kept as that other part (its *base*) and
/// the changes (its *edits*), up to `mostEditDepth` bases deep; ranges
/// read it by changing the base's fold (`OrderFreeSums`).
///
/// Kept by symbol id in arrays: down a stack of n labels that does not
/// fit, each of n definitions reads the parts of those it names.
struct FreeParts {
    /// A free part: its prefix's cells, then its own; or its base's
    /// cells, edited.
    struct Node {
        /// The symbol whose whole free part this one starts with, or -1.
        var prefix: Int32
        /// The cells after the prefix's, sorted by symbol, none near zero.
        var tail: [Row.Cell]
        /// How many cells it has in all.
        var count: Int
        /// No cell's symbol id comes before `first` or after `last`
        /// (`Int32.max` and `Int32.min` when it has none): its first and
        /// last cells', but where an edit took a cell out.
        var first: Int32
        var last: Int32
        /// The symbol whose free part this one is with `edits`, or -1
        /// (`prefix` is then -1 and `tail` empty).
        var base: Int32 = -1
        /// The cells the base's part has changed, sorted by symbol.
        var edits: [Edit] = []
        /// How many bases down the first part without edits is.
        var depth = 0
        /// For a part written out whole because its base was
        /// `mostEditDepth` deep: the part it is of `foldBase` with
        /// `foldEdits`, which ranges read as a base's, changing its fold
        /// (`FreeParts+Reach.swift`), rather than reading every cell again
        /// each `mostEditDepth` labels down a wide tie.
        var foldBase: Int32 = -1
        var foldEdits: [Edit] = []
        /// The symbol this very part was found for first, when it was
        /// then given to others as it is (`setSame`), or -1: what ranges
        /// read of it is read once for all of them.
        var origin: Int32 = -1
    }

    /// The part of each symbol found, and what ranges read of it
    /// (`FreeParts+Reach.swift`).
    private var nodes = SymbolTable<Node>()
    var folds = SymbolTable<PartFold>()
    /// Whether parts share prefixes; without, each is written out whole,
    /// as the tests that compare the two ways need.
    let sharesPrefixes: Bool

    init(sharingPrefixes: Bool = true) {
        sharesPrefixes = sharingPrefixes
    }
}

extension FreeParts {
    func known(_ s: Symbol) -> Bool { nodes.contains(s) }

    func node(of s: Symbol) -> Node? { nodes[s] }

    /// How many cells the part of `s` has (0 when unknown).
    func count(of s: Symbol) -> Int { node(of: s)?.count ?? 0 }

    /// The cells of the part of `s`, written out (empty when unknown).
    func part(of s: Symbol) -> [Row.Cell] {
        guard let node = node(of: s) else { return [] }
        if node.base >= 0 { return edited(node) }
        if node.prefix < 0 { return node.tail }
        var tails: [[Row.Cell]] = [node.tail]
        var start: [Row.Cell] = []
        var prefix = node.prefix
        while prefix >= 0, let above = self.node(of: Symbol(prefix)) {
            if above.base >= 0 {
                start = edited(above)
                break
            }
            tails.append(above.tail)
            prefix = above.prefix
        }
        var cells = start
        cells.reserveCapacity(node.count)
        for tail in tails.reversed() { cells += tail }
        return cells
    }

    /// Sets the part of `s` to `cells` (sorted, none near zero).
    mutating func set(_ s: Symbol, _ cells: [Row.Cell]) {
        store(s, Node(prefix: -1, tail: cells, count: cells.count,
                      first: cells.first?.symbol.id ?? .max, last: cells.last?.symbol.id ?? .min))
    }

    /// Sets the part of `s` to the part of `other`, shared.
    mutating func setSame(_ s: Symbol, as other: Symbol) {
        guard var node = node(of: other) else { return set(s, []) }
        if node.origin < 0 { node.origin = other.id }
        store(s, node)
    }

    /// Sets the part of `s` to the whole part of `prefix` followed by
    /// `tail`, whose symbols all come after the prefix's.
    mutating func set(_ s: Symbol, prefix: Symbol, tail: [Row.Cell]) {
        guard let above = node(of: prefix) else { return set(s, tail) }
        if above.count == 0 { return set(s, tail) }
        store(s, Node(prefix: prefix.id, tail: tail, count: above.count + tail.count,
                      first: above.first, last: tail.last?.symbol.id ?? above.last))
    }

    mutating func store(_ s: Symbol, _ node: Node) { nodes.set(s, node) }
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

    /// `coefficient × part`, near zeros left out.
    static func scaled(_ part: [Row.Cell], by coefficient: Double) -> [Row.Cell] {
        part.compactMap { p in
            let c = coefficient * p.coefficient
            return nearZero(c) ? nil : Row.Cell(symbol: p.symbol, coefficient: c)
        }
    }
}
