import HeapModule

/// What the last ambiguity analysis found, kept so that the next one redoes
/// only what the writes since then can have changed.
///
/// A layout asks which of its values are ambiguous after every statement. In
/// a layout of thousands of views a statement rewrites a handful of rows,
/// while finding every ambiguous value afresh costs a range (an expansion
/// and two small LPs) for each of them. So the results are kept, and the
/// tableau and objective log the symbols they write (`WriteLog`). A range
/// depends on three things, and each is found again from the log:
/// - which parameters are free: only a written symbol changes status;
/// - the polytope of each group of free parameters: the restricted rows
///   naming a member. A written restricted row, or a free parameter whose
///   column changed, spoils its group;
/// - the variable's definition, expanded, and only its free part: a change
///   among fixed terms moves the value (read afresh) but not the reach.
/// So the update starts from the written definitions and the definitions
/// naming a spoiled group, and climbs to what names them, lowest level first,
/// going on through a definition only when its free part may have changed
/// (it names a free parameter now or did before). What the climb reaches is
/// computed again; the rest is kept. Tests compare the kept results with a
/// fresh analysis after random changes (`ambiguityCacheProblems()`).
struct AmbiguityCache: Sendable {
    /// How far an unfixed variable can move from its value over the optimal
    /// face: nil on an unbounded side.
    struct Reach: Sendable, Equatable {
        let below: Double?
        let above: Double?
    }

    /// The symbols known when it was last brought up to date.
    var symbolCount = 0
    /// Whether each symbol is a free parameter: parametric, not a dummy, and
    /// of zero reduced cost at every level (it may move without making the
    /// layout worse).
    var isFree: [Bool] = []
    /// Whether each external may move: whether its free part came out
    /// non-empty. Until that part is found (as the analysis climbs to it),
    /// whether its definition names a free parameter or an external that
    /// may move, or for a parametric one whether it is free.
    ///
    /// Exact once found, not just possible: a chain's definitions name
    /// slacks that are free but pinned (a label's height between its
    /// hugging and its compression resistance), and a flag that stayed set
    /// made each update expand every definition down the chain again.
    var mayMove: [Bool] = []
    /// The externals that are not fixed, by symbol id. Read only by id or
    /// sorted: its order never reaches a result.
    var unfixed: [Int32: Reach] = [:]
    /// The keys of `unfixed`, ascending: what `movement()` answers with,
    /// kept rather than sorted out of the dictionary after every statement.
    var unfixedIDs: [Int32] = []
    /// This analysis and the updates it goes through: a report reads on
    /// from the flips of the lineage it last read (`MovingReport`).
    let lineage = MotionLineage()
    /// The externals each update computed again that were or are unfixed,
    /// in order, with repeats: what may have begun or ceased to move, or
    /// changed variable (an id forgotten and made again is written).
    var flips: [Int32] = []
    /// Internal failures met while computing it, until the solver logs them.
    var failures: [String] = []
    /// The groups of free parameters met by questions asked since the
    /// tableau last changed (`trading`): one view after another of a wide
    /// tie names the same group, which would otherwise be found and its
    /// polytope made again for each.
    var questionGroups = ParameterGroups()
    /// The free parts of definitions found by those questions.
    var questionParts = FreeParts()
    /// Which free parameters the analysis found pinned, and which not
    /// (`ParameterGroups.pins`), for the next update to start from.
    var pins: [Int8] = []
}

extension SolverCore {
    /// Brings the ambiguity cache up to date with the tableau: from scratch
    /// the first time, or when the log overflowed or much changed; otherwise
    /// only for what the logged writes reach. Without `allowingFresh`, a
    /// cache that would have to be made from scratch is dropped instead
    /// (and false returned): the summary then asks a `FaceMotion`.
    @discardableResult
    mutating func updateAmbiguityCache(allowingFresh: Bool = true) -> Bool {
        if tableau.needsUpdate { tableau.updateValues() }
        // The kept motion reads the same logs, which start again below.
        handOverWrites()
        // Moved out while it is updated, so that its arrays are not shared
        // and growing them copies nothing (a copy left in a local kept
        // them shared: each pin of `:ambiguous` copied both whole).
        if var cache = ambiguityCache.take(), let rows = tableau.writeLog, let costs = tableau.objective.writeLog,
           !rows.overflowed, !costs.overflowed, cache.symbolCount <= tableau.symbolCount,
           rows.ids.count <= Self.worthyLog(cache.symbolCount), costs.ids.count <= Self.worthyLog(cache.symbolCount) {
            let unchanged = rows.ids.isEmpty && costs.ids.isEmpty && cache.symbolCount == tableau.symbolCount
            if !unchanged {
                cache.questionGroups = ParameterGroups()
                cache.questionParts = FreeParts()
            }
            // Without a fresh analysis to fall back on, the caller has a
            // cheaper answer (a motion) than an update that reaches far.
            let limit = tableau.symbolCount / 8 + 64
            if updateIncrementally(&cache, written: rows.ids + costs.ids, limit: allowingFresh ? limit : min(limit, 256)) {
                ambiguityCache = cache
            } else if allowingFresh {
                ambiguityCache = freshAmbiguityCache()
            }
        } else if allowingFresh {
            ambiguityCache = freshAmbiguityCache()
        }
        guard ambiguityCache != nil else {
            if motionBackoff.motion != nil {
                startWriteLogs()
            } else {
                tableau.writeLog = nil
                tableau.objective.writeLog = nil
            }
            return false
        }
        if let failures = ambiguityCache?.failures, !failures.isEmpty {
            failureLog += failures
            ambiguityCache?.failures = []
        }
        startWriteLogs()
        return true
    }

    /// The cache computed from nothing: every symbol's status, the
    /// definitions that name a free parameter, and a range for each of those.
    /// `sharingPrefixes` false writes every free part out whole, for the
    /// tests that compare the two ways (`FreeParts`).
    func freshAmbiguityCache(sharingPrefixes: Bool = true) -> AmbiguityCache {
        var cache = AmbiguityCache()
        let n = tableau.symbolCount
        cache.symbolCount = n
        cache.isFree = freeParameters()
        // Start from the free parameters, which are few, and climb the
        // columns: every definition naming one, then every definition naming
        // those. A layout costs what depends on a free parameter, not its
        // number of cells.
        cache.mayMove = [Bool](repeating: false, count: n)
        var queue: [Symbol] = []
        for index in 0..<n where cache.isFree[index] && !tableau.column(Symbol(index)).isEmpty {
            queue.append(Symbol(index))
        }
        var candidates: [Int32] = []
        while let named = queue.popLast() {
            for id in tableau.column(named) {
                let key = Symbol(id)
                guard !cache.mayMove[key.index], tableau.kind(key) == .external else { continue }
                cache.mayMove[key.index] = true
                candidates.append(id)
                queue.append(key)
            }
        }
        // A free external parameter is a candidate too: nothing defines it.
        for index in 0..<n where cache.isFree[index] && tableau.kind(Symbol(index)) == .external {
            cache.mayMove[index] = true
            candidates.append(Int32(index))
        }
        var groups = ParameterGroups()
        var parts = FreeParts(sharingPrefixes: sharingPrefixes)
        for id in candidates.sorted() {
            if let reach = reach(of: Symbol(id), isFree: cache.isFree, mayMove: cache.mayMove, groups: &groups, parts: &parts) {
                cache.unfixed[id] = reach
                cache.unfixedIDs.append(id)
            }
            cache.mayMove[Int(id)] = parts.count(of: Symbol(id)) > 0
        }
        cache.failures = groups.takeFailures()
        cache.pins = groups.pins
        // Kept for the questions that follow (`askingAboutOptimalFace`):
        // `:ambiguous` asks about the same values right after, and finding
        // their free parts again cost as much as the analysis.
        cache.questionGroups = groups
        cache.questionParts = parts
        return cache
    }

    /// The longest log of writes an update of the kept analysis of
    /// `symbolCount` symbols is worth: past it a fresh analysis is made.
    static func worthyLog(_ symbolCount: Int) -> Int { max(4096, symbolCount / 2) }

    /// Starts (or restarts) logging writes. The kept analysis gives up on
    /// a log longer than `worthyLog`; the kept motion reads longer ones (a
    /// label joining a stack that does not fit writes every label's column,
    /// some of them several times), so the log goes on to a few times the
    /// symbols before it overflows.
    mutating func startWriteLogs() {
        let limit = max(4096, 4 * tableau.symbolCount)
        writeLogEpoch += 1
        tableau.writeLog = WriteLog(limit: limit)
        tableau.objective.writeLog = WriteLog(limit: limit)
    }

    /// Updates `cache` for the symbols `written` (repeats allowed) and those
    /// made since; false when it reaches more than `limit` externals (past
    /// about an eighth of the symbols, a fresh analysis is cheaper).
    /// Mutating though it writes only `cache`: called non-mutating from a
    /// mutating method, it was handed a copy of the whole core.
    private mutating func updateIncrementally(_ cache: inout AmbiguityCache, written: [Int32], limit: Int) -> Bool {
        let n = tableau.symbolCount
        // Sets of ids here are `ColumnSet`s, not `Set<Int32>`: no SipHash
        // for each of the few dozen ids a statement writes, and every set
        // is read sorted anyway.
        var touched = ColumnSet()
        for id in written where Int(id) < n { touched.insert(id) }
        for id in cache.symbolCount..<n { touched.insert(Int32(id)) }
        cache.isFree += [Bool](repeating: false, count: n - cache.symbolCount)
        cache.mayMove += [Bool](repeating: false, count: n - cache.symbolCount)
        cache.symbolCount = n

        // Spoiled parameters: written ones that are free or were (their
        // column, cost or basis changed), and the free ones of a written
        // restricted row. A parameter neither free now nor before is in no
        // polytope: a write to it changes no range.
        let written = touched.members.sorted()
        var found: [Int32] = []
        var restricted: [Int32] = []
        for id in written {
            let s = Symbol(id)
            let wasFree = cache.isFree[s.index]
            cache.isFree[s.index] = isFreeNow(s)
            if tableau.isBasic(s) {
                if tableau.kind(s).isRestricted { restricted.append(id) }
            } else if wasFree || cache.isFree[s.index] {
                found.append(id)
            }
        }
        // A rotation writes thousands of restricted rows, most of them out
        // of the cache: they are read in a loop of their own, in place.
        tableau.appendCells(of: restricted, where: cache.isFree, to: &found)
        // With them, the whole groups of free parameters around them: a
        // group's polytope is shared by every member.
        var group = ColumnSet()
        for id in found { group.insert(id) }
        var covered = ColumnSet()  // seeds already inside a group found
        for id in group.members.sorted() where !covered.contains(id) {
            for member in parameterGroup(containing: Symbol(id), isFree: cache.isFree) {
                covered.insert(member)
                group.insert(member)
            }
        }
        // The externals to look at again, lowest level first (a parametric
        // one before any definition): the written ones, and those naming a
        // spoiled parameter or being one.
        var pending = Heap<Tableau.DirtyKey>()
        var queued = ColumnSet()
        func enqueue(_ id: Int32) {
            guard tableau.kind(Symbol(id)) == .external, queued.insert(id) else { return }
            pending.insert(Tableau.DirtyKey(level: tableau.isBasic(Symbol(id)) ? tableau.level(Symbol(id)) : -1, id: id))
        }
        for id in written { enqueue(id) }
        for id in group.members.sorted() {
            enqueue(id)
            for rowID in tableau.column(Symbol(id)) { enqueue(rowID) }
        }
        // Taken out, so that forgetting the spoiled answers copies nothing.
        var pins: [Int8] = []
        swap(&pins, &cache.pins)
        var groups = ParameterGroups.keepingPins(consume pins, but: written + group.members)
        var parts = FreeParts()
        while let next = pending.popMin() {
            if queued.count > limit { return false }
            let s = Symbol(next.id)
            let before = cache.mayMove[s.index]
            let now: Bool
            if let row = tableau.row(s) {
                now = row.cells.contains { cell in
                    cache.isFree[cell.symbol.index] || (tableau.kind(cell.symbol) == .external && cache.mayMove[cell.symbol.index])
                }
            } else {
                now = cache.isFree[s.index]
            }
            cache.mayMove[s.index] = now
            let reach = now ? reach(of: s, isFree: cache.isFree, mayMove: cache.mayMove, groups: &groups, parts: &parts) : nil
            let moves = now && parts.count(of: s) > 0
            cache.mayMove[s.index] = moves
            let was = cache.unfixed[next.id] != nil
            cache.unfixed[next.id] = reach
            if was || reach != nil {
                cache.flips.append(next.id)
                let (at, found) = cache.unfixedIDs.sortedSearch(next.id)
                if found && reach == nil { cache.unfixedIDs.remove(at: at) }
                if !found && reach != nil { cache.unfixedIDs.insert(next.id, at: at) }
            }
            // Definitions naming it see their free part change only if its own may have.
            if before || moves {
                for rowID in tableau.column(s) { enqueue(rowID) }
            }
        }
        cache.failures += groups.failures
        cache.pins = groups.pins
        return true
    }

    /// Whether `s` is a free parameter now, read from the tableau.
    func isFreeNow(_ s: Symbol) -> Bool {
        tableau.kind(s) != .dummy && !tableau.isBasic(s) && tableau.objective.sign(of: s) == 0
    }

    /// How far external `s` can move over the optimal face, or nil when it
    /// is fixed.
    func reach(of s: Symbol, isFree: [Bool], mayMove: [Bool], groups: inout ParameterGroups,
               parts: inout FreeParts) -> AmbiguityCache.Reach? {
        findFreePart(of: s, isFree: isFree, mayMove: mayMove, groups: &groups, parts: &parts)
        let reach = self.reach(ofPart: s, isFree: isFree, groups: &groups, parts: &parts)
        return reach.isFixed(around: tableau.currentValue(s)) ? nil : reach
    }
}

extension AmbiguityCache.Reach {
    /// The range of `variable`, whose value is `value`.
    func range(of variable: Variable, value: Double) -> ValueRange {
        ValueRange(variable: variable, value: value, minimum: below.map { value - $0 }, maximum: above.map { value + $0 })
    }

    /// Whether the range around `value` is a single value, as `ValueRange.isFixed` says.
    func isFixed(around value: Double) -> Bool {
        ValueRange.isFixed(value: value, minimum: below.map { value - $0 }, maximum: above.map { value + $0 })
    }
}
