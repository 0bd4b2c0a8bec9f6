import HeapModule

/// The last generic motion over the optimal face (see `FaceMotion`), kept so
/// that the next one redoes only what the writes since then can have changed.
///
/// In a stack that does not fit, each label adds a free parameter, a tight
/// row and two moving definitions, and the kept analysis often cannot be
/// updated: a motion made afresh after every statement cost what the whole
/// stack holds. A motion is made of three parts, each local:
/// - each free parameter's number, drawn from its own id
///   (`MotionGenerator.value(for:)`), not from a sequence shared by all;
/// - the tight cone's direction, which splits into connected parts (rows
///   sharing a free parameter) that peel, solve and sample independently;
///   each part's parameters take its sample, drawn from their own ids;
/// - each definition's change, the sum of its cells' changes.
/// So the update recomputes the parts around the written symbols and the
/// definitions their changes reach, lowest level first, stopping where a
/// change comes out bit for bit as before. The result is the motion made
/// afresh, to the bit (`motionCacheProblems()` checks it).
struct MotionCache: Sendable {
    /// The symbols known when it was last brought up to date.
    var symbolCount = 0
    /// Whether each symbol is a free parameter (see `SolverCore.freeParameters`).
    var isFree: [Bool] = []
    /// Whether each symbol's row is in the tight cone: restricted, basic,
    /// of constant 0 (within `TightCone.tightness`), naming a free parameter.
    var inCone: [Bool] = []
    /// The part of the cone each row and parameter of it is in (an index of
    /// `members`), -1 for none.
    var part: [Int32] = []
    /// The rows and parameters of each part; empty for a slot not in use.
    var members: [[Int32]] = []
    /// Slots of `members` not in use.
    var freeSlots: [Int32] = []
    /// Each symbol's change along the motion, and the sizes of the terms
    /// behind it (see `FaceMotion.Source.motion`).
    var delta: [Double] = []
    var scale: [Double] = []
    /// Whether each external moves.
    var isMoving: [Bool] = []
    /// The moving externals by id ascending, and their variables: what
    /// `FaceMotion.moving` lists, kept rather than read off every symbol
    /// (a stack that does not fit has thousands, and few change).
    var movingIDs: [Int32] = []
    var moving: [Variable] = []
    /// The externals whose moving flag may have changed, in the order the
    /// updates met them (repeats allowed), since this motion was made:
    /// what a `MovingReport` reads on from.
    var flips: [Int32] = []
    /// Which motion this is: a report reads on from `flips` only of the
    /// one it read before. A motion made afresh is another one.
    var lineage = MotionLineage()
    /// Symbols written since it was brought up to date, handed over when the
    /// write logs were restarted for the kept analysis (`handOverWrites`).
    var pending: [Int32] = []
}

extension SolverCore {
    /// The motion from the kept one brought up to date, or made afresh when
    /// none is kept (see `MotionCache`). Inside an exploration, which puts
    /// the tableau back when it ends, it is made afresh and not kept.
    mutating func keptFaceMotion() -> FaceMotion {
        if isExploring { return faceMotion() }
        handOverWrites()
        var cache = motionBackoff.motion ?? MotionCache()
        // Taken out while it is updated, so that its arrays are not shared.
        motionBackoff.motion = nil
        let written = cache.pending
        cache.pending = []
        updateMotion(&cache, written: written)
        let motion = faceMotion(from: cache)
        motionBackoff.motion = cache
        // The kept analysis, when there is one, reads the logs as they are
        // (and the motion will read again what it has just read).
        if ambiguityCache == nil { startWriteLogs() }
        return motion
    }

    /// A generic motion over the optimal face made afresh (see `FaceMotion`).
    mutating func faceMotion() -> FaceMotion {
        var cache = MotionCache()
        updateMotion(&cache, written: [])
        return faceMotion(from: cache)
    }

    func faceMotion(from cache: MotionCache) -> FaceMotion {
        FaceMotion(.motion(delta: cache.delta, scale: cache.scale), symbolOfVariable: symbolOfVariable, moving: cache.moving)
    }

    /// Gives the writes logged since the logs last started to the kept
    /// motion, before they start again; drops the motion when they are not
    /// all known (no log, or one that overflowed).
    mutating func handOverWrites() {
        guard var cache = motionBackoff.motion else { return }
        motionBackoff.motion = nil
        guard let rows = tableau.writeLog, let costs = tableau.objective.writeLog, !rows.overflowed, !costs.overflowed else { return }
        cache.pending += rows.ids
        cache.pending += costs.ids
        if cache.pending.count <= max(8192, 8 * tableau.symbolCount) { motionBackoff.motion = cache }
    }

    /// Brings `cache` up to date with the tableau, given the symbols written
    /// since it was (repeats allowed); those made since count as written.
    /// An empty cache is built from nothing this way.
    mutating func updateMotion(_ cache: inout MotionCache, written: [Int32]) {
        let n = tableau.symbolCount
        if cache.symbolCount > n { cache = MotionCache() }
        let old = cache.symbolCount
        let added = n - old
        cache.isFree += repeatElement(false, count: added)
        cache.inCone += repeatElement(false, count: added)
        cache.part += repeatElement(-1, count: added)
        cache.delta += repeatElement(0, count: added)
        cache.scale += repeatElement(0, count: added)
        cache.isMoving += repeatElement(false, count: added)
        cache.symbolCount = n
        // Each once, marked by id rather than sorted: a statement writes
        // some symbols many times, and a stack's thousands of columns.
        var seen = [Bool](repeating: false, count: old)
        var touched: [Int32] = []
        for id in written where Int(id) < old && !seen[Int(id)] {
            seen[Int(id)] = true
            touched.append(id)
        }
        touched += (old..<n).lazy.map { Int32($0) }

        // Free parameters anew for what was written; the rows naming one
        // whose status changed may enter or leave the cone. A parameter
        // whose column alone was written seeds nothing: the rows that began
        // or ceased to name it were written, and seed their parts. (A row
        // joining a stack names every label above: each column is written.)
        var seeds: [Int32] = []
        for id in touched {
            let s = Symbol(id)
            let free = isFreeParameter(s)
            if free != cache.isFree[s.index] {
                cache.isFree[s.index] = free
                seeds.append(id)
                seeds += tableau.column(s)
            } else if tableau.isBasic(s) || cache.inCone[s.index] {
                seeds.append(id)
            }
        }
        for id in seeds where tableau.kind(Symbol(id)).isRestricted {
            cache.inCone[Int(id)] = isConeRow(Symbol(id), isFree: cache.isFree)
        }
        let parts = remakeParts(&cache, around: seeds)
        var changed: [Int32] = []
        func set(_ id: Int32, _ value: Double) {
            let i = Int(id)
            if cache.delta[i].bitPattern != value.bitPattern || cache.scale[i].bitPattern != abs(value).bitPattern {
                cache.delta[i] = value
                cache.scale[i] = abs(value)
                changed.append(id)
            }
        }
        for (id, value) in parts.values { set(id, value) }
        // A parameter no part holds takes its own number when free, and 0
        // when not; so does a basic symbol other than a definition (they
        // are summed below).
        for id in touched + parts.released {
            let s = Symbol(id)
            if tableau.isBasic(s) {
                if tableau.kind(s) != .external { set(id, 0) }
            } else if cache.part[s.index] < 0 {
                set(id, cache.isFree[s.index] ? MotionGenerator.value(for: id) : 0)
            }
        }
        let flipped = propagate(&cache, from: touched, changed: changed)
        noteFlips(&cache, flipped)
    }

    /// Sums the changes of the definitions that are written or name a
    /// symbol whose change changed, and of what names those in turn, in
    /// evaluation order; marks which externals move. Returns those whose
    /// moving flag changed (repeats allowed).
    private func propagate(_ cache: inout MotionCache, from touched: [Int32], changed: [Int32]) -> [Int32] {
        var flipped: [Int32] = []
        var pending = Heap<Tableau.DirtyKey>()
        var queued: Set<Int32> = []
        func enqueue(_ id: Int32) {
            let s = Symbol(id)
            guard tableau.kind(s) == .external, queued.insert(id).inserted else { return }
            pending.insert(Tableau.DirtyKey(level: tableau.isBasic(s) ? tableau.level(s) : -1, id: id))
        }
        for id in touched { enqueue(id) }
        for id in changed {
            enqueue(id)
            for rowID in tableau.column(Symbol(id)) { enqueue(rowID) }
        }
        while let next = pending.popMin() {
            let index = Int(next.id)
            queued.remove(next.id)
            if let row = tableau.row(Symbol(next.id)) {
                var change = 0.0
                var size = 0.0
                for cell in row.cells {
                    change += cell.coefficient * cache.delta[cell.symbol.index]
                    size += abs(cell.coefficient) * cache.scale[cell.symbol.index]
                }
                if change.bitPattern != cache.delta[index].bitPattern || size.bitPattern != cache.scale[index].bitPattern {
                    cache.delta[index] = change
                    cache.scale[index] = size
                    for rowID in tableau.column(Symbol(next.id)) { enqueue(rowID) }
                }
            }
            let moves = FaceMotion.isChange(cache.delta[index], size: cache.scale[index])
            if moves != cache.isMoving[index] {
                cache.isMoving[index] = moves
                flipped.append(next.id)
            }
        }
        return flipped
    }

    /// Whether `s` is a free parameter: parametric, not a dummy, and named
    /// at no level of the objective (as `freeParameters()` reads it).
    func isFreeParameter(_ s: Symbol) -> Bool {
        guard tableau.kind(s) != .dummy, !tableau.isBasic(s) else { return false }
        return !tableau.objective.coefficients.contains { $0[s.id] != nil }
    }

    /// Whether `s`'s row is in the tight cone (see `MotionCache.inCone`).
    func isConeRow(_ s: Symbol, isFree: [Bool]) -> Bool {
        guard tableau.kind(s).isRestricted, let row = tableau.row(s), abs(row.constant) <= TightCone.tightness else { return false }
        return row.cells.contains { isFree[$0.symbol.index] && $0.coefficient != 0 }
    }
}
