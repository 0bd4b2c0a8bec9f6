import HeapModule

/// The objective to minimize: one sparse row per priority level, compared lexicographically.
///
/// A symbol's reduced cost is the vector of its coefficients in every level,
/// highest priority first; it is negative when its first non-zero entry is.
/// No weights are involved, so no number of errors at one priority ever
/// outweighs one error at a higher priority (UIKit's rule, and the original
/// Cassowary's symbolic weights).
///
/// The objective also remembers which symbols' coefficients changed since the
/// simplex last looked (`candidates`): only those can have become attractive to
/// enter, so choosing the entering symbol never scans the whole objective.
struct Objective: Sendable {
    /// Priorities of the levels, highest first.
    private(set) var priorities: [Float] = []
    /// `coefficients[level][symbol id]`; absent means zero.
    private(set) var coefficients: [CostTable] = []
    /// The constant of each level (the error the current solution pays there).
    private(set) var constants: [Double] = []
    /// Symbols whose coefficients changed since they were last inspected.
    private var candidates = Heap<Int32>()
    private var isCandidate = ColumnSet()
    /// While the ambiguity analysis keeps results: the symbols whose
    /// coefficients changed since it last looked (see `Tableau.writeLog`).
    var writeLog: WriteLog?
    /// While a checkpoint of the tableau is open: each write to
    /// `coefficients`, with what it replaced, oldest first (see `CostWrite`).
    private var journal: [CostWrite] = []
    private var isJournaling = false

    var levelCount: Int { priorities.count }

    /// The level index for `priority`, made if needed.
    mutating func level(for priority: Float) -> Int {
        // Levels are few (a handful of distinct priorities): a linear walk is fine.
        var i = 0
        while i < priorities.count, priorities[i] > priority { i += 1 }
        if i < priorities.count, priorities[i] == priority { return i }
        priorities.insert(priority, at: i)
        coefficients.insert(CostTable(), at: i)
        if isJournaling { journal.append(.level(Int32(i))) }
        constants.insert(0, at: i)
        return i
    }

    /// The level index for `priority`, if the objective has one.
    func existingLevel(for priority: Float) -> Int? {
        priorities.firstIndex(of: priority)
    }

    func coefficient(_ symbol: Symbol, level: Int) -> Double {
        coefficients[level][symbol.id] ?? 0
    }

    /// Whether `symbol` has a non-zero coefficient at some level.
    func contains(_ symbol: Symbol) -> Bool {
        coefficients.contains { $0[symbol.id] != nil }
    }

    /// Adds `value` to `symbol`'s coefficient at `level`.
    mutating func add(_ symbol: Symbol, _ value: Double, level: Int) {
        let old = coefficients[level].add(value, to: symbol.id, isZero: nearZero)
        if isJournaling { journal.append(.cell(level: Int32(level), id: symbol.id, old: old)) }
        touch(symbol)
    }

    /// Adds `value` to the constant of `level`.
    mutating func addConstant(_ value: Double, level: Int) {
        constants[level] += value
    }

    /// Replaces `symbol` by `row` (`symbol = row`) at every level.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        writeLog?.note(symbol.id)
        for level in coefficients.indices {
            guard let c = coefficients[level].removeValue(forKey: symbol.id) else { continue }
            if isJournaling { journal.append(.cell(level: Int32(level), id: symbol.id, old: c)) }
            constants[level] += c * row.constant
            for cell in row.cells { add(cell.symbol, c * cell.coefficient, level: level) }
        }
    }

    /// The sign of `symbol`'s reduced cost: the sign of its first non-zero level.
    func sign(of symbol: Symbol) -> Int {
        for level in coefficients.indices {
            if let c = coefficients[level][symbol.id] {
                return c < 0 ? -1 : 1
            }
        }
        return 0
    }

    /// The reduced-cost vector of `symbol` divided by `divisor`, for the dual ratio test.
    func ratio(of symbol: Symbol, dividedBy divisor: Double) -> [Double] {
        coefficients.map { ($0[symbol.id] ?? 0) / divisor }
    }

    /// Marks `symbol` as worth inspecting when choosing an entering symbol.
    mutating func touch(_ symbol: Symbol) {
        writeLog?.note(symbol.id)
        if isCandidate.insert(symbol.id) { candidates.insert(symbol.id) }
    }

    /// Takes the lowest-id candidate off the list, or nil when there is none.
    mutating func popCandidate() -> Symbol? {
        guard let id = candidates.popMin() else { return nil }
        isCandidate.remove(id)
        return Symbol(id)
    }

    /// Puts a candidate back (it was chosen but not pivoted).
    mutating func keepCandidate(_ symbol: Symbol) { touch(symbol) }

    /// Every (symbol, coefficient) of `level`, sorted by symbol id.
    func sortedCells(level: Int) -> [(Symbol, Double)] {
        coefficients[level].sortedEntries().map { (Symbol($0.id), $0.coefficient) }
    }

    /// Drops empty levels' bookkeeping? Levels are kept: a priority used once
    /// is likely used again, and an empty level costs nothing in comparisons.

    /// Storage of its own, each level's too (see `UniqueStorage`).
    mutating func makeStorageUnique() {
        coefficients.makeUnique()
        for level in coefficients.indices { coefficients[level].makeUnique() }
        isCandidate.makeUnique()
    }
}

/// Compares two reduced-cost vectors lexicographically with the solver's tolerance.
func lexicographicLess(_ a: [Double], _ b: [Double]) -> Bool {
    for i in a.indices {
        let d = a[i] - b[i]
        if nearZero(d) { continue }
        return d < 0
    }
    return false
}

extension Objective {
    /// Adds `factor × row` to `level`.
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        constants[level] += factor * row.constant
        for cell in row.cells { add(cell.symbol, factor * cell.coefficient, level: level) }
    }

    /// Forgets `symbol` at every level.
    mutating func erase(_ symbol: Symbol) {
        writeLog?.note(symbol.id)
        for level in coefficients.indices {
            guard let old = coefficients[level].removeValue(forKey: symbol.id) else { continue }
            if isJournaling { journal.append(.cell(level: Int32(level), id: symbol.id, old: old)) }
        }
    }

    /// An objective of one level equal to `row`: phase one's "minimize the artificial variable".
    static func phaseOne(_ row: Row) -> Objective {
        var objective = Objective()
        let level = objective.level(for: 1000)
        objective.add(row, times: 1, level: level)
        return objective
    }
}

// MARK: The journal (see Tableau+Checkpoint.swift)

/// A write to the objective's coefficients while a checkpoint is open, with
/// what undoes it.
enum CostWrite: Sendable {
    /// The coefficient of `id` at `level` was `old` (nil: absent).
    case cell(level: Int32, id: Int32, old: Double?)
    /// A level was inserted at this index.
    case level(Int32)
}

extension Objective {
    /// Starts noting coefficient writes for a checkpoint (inside any open
    /// one); returns the mark to roll back to.
    mutating func beginJournal() -> Int {
        isJournaling = true
        return journal.count
    }

    /// Stops noting writes for the innermost checkpoint; with no checkpoint
    /// left open (`outermost`), forgets them.
    mutating func endJournal(outermost: Bool) {
        guard outermost else { return }
        journal.removeAll(keepingCapacity: true)
        isJournaling = false
    }

    /// This objective without its coefficients or journal: what a checkpoint
    /// keeps, so that it shares no table a write would have to copy. The
    /// rest (priorities, constants, candidates) is a handful of numbers.
    func withoutCoefficients() -> Objective {
        var copy = self
        copy.coefficients = []
        copy.journal = []
        return copy
    }

    /// Moves `live`'s coefficients into this copy (see `withoutCoefficients`),
    /// the writes since `mark` undone newest first, with its journal when a
    /// checkpoint stays open (`outermost` false).
    mutating func takeCoefficients(from live: inout Objective, undoingTo mark: Int, outermost: Bool) {
        swap(&coefficients, &live.coefficients)
        swap(&journal, &live.journal)
        while journal.count > mark, let write = journal.popLast() {
            switch write {
            case .cell(let level, let id, let old): coefficients[Int(level)][id] = old
            case .level(let level): coefficients.remove(at: Int(level))
            }
        }
        isJournaling = !outermost
        if outermost { journal.removeAll(keepingCapacity: true) }
    }

    /// Stops journaling and forgets every write (for a copy that is part of
    /// no checkpoint).
    mutating func endAllJournals() {
        journal = []
        isJournaling = false
    }
}
