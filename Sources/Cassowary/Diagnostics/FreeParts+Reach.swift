/// What a range has read of a free part: the group its cells are in and
/// the two objectives (the part and its negation) read so far.
///
/// Down a stack of n labels that does not fit, the y of the n-th label
/// names n squeezes, and its part is the (n−1)-th's with one cell after
/// (`FreeParts`). Its range goes on from what the (n−1)-th's read, with
/// the same sums in the same order, rather than reading n cells again: a
/// fresh analysis of the stack costs n, not n².
///
/// Across a wide tie, the x of the n-th label is the (n−1)-th's with its
/// first cell taken out: its range changes the (n−1)-th's fold where the
/// sums allow it to the bit (`OrderFreeSums`).
///
/// Kept with the parts, by symbol; it names groups by their index in the
/// `ParameterGroups` the parts are always used with.
struct PartFold {
    /// The group of the cells read (-1 before the first).
    var group = -1
    /// Whether the folds cannot answer: the cells are in more than one
    /// group, or an edit could not be read to the bit. The range then
    /// reads the whole part (`reach(direction:)`).
    var unusable = false
    var up = ParameterGroups.ObjectiveFold()
    var down = ParameterGroups.ObjectiveFold()
}

extension FreeParts {
    func fold(of s: Symbol) -> PartFold? { folds[s] }

    mutating func setFold(_ s: Symbol, _ fold: PartFold) { folds.set(s, fold) }
}

extension SolverCore {
    /// How far a definition whose free part is that of `s` (found already)
    /// can move: `reach(direction: parts.part(of: s))`, exactly, reading
    /// only what the part adds to its prefix when its cells are in one
    /// group.
    func reach(ofPart s: Symbol, isFree: [Bool], groups: inout ParameterGroups,
               parts: inout FreeParts) -> AmbiguityCache.Reach {
        guard parts.sharesPrefixes, let fold = fold(of: s, isFree: isFree, groups: &groups, parts: &parts),
              !fold.unusable else {
            return reach(direction: parts.part(of: s), isFree: isFree, groups: &groups)
        }
        let g = fold.group
        if g < 0 { return AmbiguityCache.Reach(below: 0, above: 0) }
        // Written out only where the folds cannot answer alone.
        let part = parts
        func entries(_ sign: Double, _ positions: borrowing ParameterGroups) -> [SmallLP.Entry] {
            part.part(of: s).compactMap { cell in positions.position(of: cell.symbol, in: g).map { ($0, sign * cell.coefficient) } }
        }
        // As `reach(direction:)` sums one group: above first, each added to 0.
        let above = groups.maximum(of: fold.up, in: g) { entries(1, $0) }.map { 0 + $0 }
        let below = groups.maximum(of: fold.down, in: g) { entries(-1, $0) }.map { 0 + $0 }
        return AmbiguityCache.Reach(below: below, above: above)
    }

    /// The fold of the part of `s`, and of every prefix above it not read
    /// before; nil when the part is not known.
    private func fold(of s: Symbol, isFree: [Bool], groups: inout ParameterGroups, parts: inout FreeParts) -> PartFold? {
        guard let node = parts.node(of: s) else { return nil }
        // The same part as another's (a tie's members share theirs): the
        // same cells read in the same order, so the same fold, read once.
        if node.origin >= 0, node.origin != s.id, parts.fold(of: s) == nil,
           let shared = fold(of: Symbol(node.origin), isFree: isFree, groups: &groups, parts: &parts) {
            parts.setFold(s, shared)
            return shared
        }
        // Down the prefixes and bases to one read before, without
        // recursion: a stack's chain of prefixes is as long as the stack.
        var chain: [Symbol] = []
        var next = s
        while parts.fold(of: next) == nil, let node = parts.node(of: next) {
            chain.append(next)
            let below = node.base >= 0 ? node.base : node.prefix >= 0 ? node.prefix : node.foldBase
            guard below >= 0 else { break }
            next = Symbol(below)
        }
        for symbol in chain.reversed() {
            guard let node = parts.node(of: symbol) else { continue }
            if node.foldBase >= 0, let edited = editedFold(node.foldBase, node.foldEdits, isFree: isFree, groups: &groups, parts: parts) {
                parts.setFold(symbol, edited)
                continue
            }
            var fold = PartFold()
            if node.base >= 0 || node.prefix >= 0 {
                // Read just before, or earlier: never missing.
                if let below = parts.fold(of: Symbol(node.base >= 0 ? node.base : node.prefix)) {
                    fold = below
                } else {
                    fold.unusable = true
                }
            }
            if node.base >= 0 {
                for edit in node.edits where !fold.unusable { self.edit(&fold, edit, isFree: isFree, groups: &groups) }
                parts.setFold(symbol, fold)
                continue
            }
            // Read into the folds at the end, all at once (`ParameterGroups.add`).
            var ups: [SmallLP.Entry] = [], downs: [SmallLP.Entry] = []
            for cell in node.tail where !fold.unusable {
                guard let g = group(of: cell.symbol, in: &fold, isFree: isFree, groups: &groups) else { continue }
                guard let position = groups.position(of: cell.symbol, in: g) else { continue }
                ups.append((position, cell.coefficient))
                downs.append((position, -cell.coefficient))
            }
            if !ups.isEmpty {
                groups.add(ups, to: &fold.up, in: fold.group)
                groups.add(downs, to: &fold.down, in: fold.group)
            }
            parts.setFold(symbol, fold)
        }
        return parts.fold(of: s)
    }

    /// The fold of the part of `base` changed by `edits`, when the base's
    /// was read and both can be changed to the bit; nil otherwise (the
    /// part's written cells are then read).
    private func editedFold(_ base: Int32, _ edits: [FreeParts.Edit], isFree: [Bool], groups: inout ParameterGroups,
                            parts: FreeParts) -> PartFold? {
        guard var fold = parts.fold(of: Symbol(base)), !fold.unusable else { return nil }
        for edit in edits where !fold.unusable { self.edit(&fold, edit, isFree: isFree, groups: &groups) }
        return fold.unusable ? nil : fold
    }

    /// The group of `s`, the fold's group from its first cell on; nil (and
    /// the fold unusable) when the fold's cells are in another.
    private func group(of s: Symbol, in fold: inout PartFold, isFree: [Bool], groups: inout ParameterGroups) -> Int? {
        let g = group(of: s, isFree: isFree, in: &groups)
        if fold.group < 0 {
            fold.group = g
            fold.up = groups.startObjective(in: g)
            fold.down = groups.startObjective(in: g)
        } else if fold.group != g {
            fold.unusable = true
            return nil
        }
        return g
    }

    /// Changes a base part's fold by one of its edits, or makes it unusable.
    private func edit(_ fold: inout PartFold, _ edit: FreeParts.Edit, isFree: [Bool], groups: inout ParameterGroups) {
        guard let g = group(of: edit.symbol, in: &fold, isFree: isFree, groups: &groups) else { return }
        // Not a member: `reach(ofPart:)` leaves it out of the terms too.
        guard let position = groups.position(of: edit.symbol, in: g) else { return }
        if !groups.edit(position, from: edit.old, to: edit.new, in: &fold.up, in: g)
            || !groups.edit(position, from: -edit.old, to: -edit.new, in: &fold.down, in: g) {
            fold.unusable = true
        }
    }
}
