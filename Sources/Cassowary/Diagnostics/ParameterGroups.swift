/// The connected groups of free parameters met during one analysis, each
/// with its polytope, found once and shared by every variable that names a
/// member (a layout's ambiguous values share a few groups).
///
/// A range splits its direction by group, and a direction down a stack of
/// n labels that does not fit names n parameters: each is looked up by
/// symbol id in arrays once there are many (`SymbolIndex`).
struct ParameterGroups {
    /// By symbol id: the group it was last put in, and its position there.
    private var groupOfSymbol = SymbolIndex()
    private var positionOfSymbol = SymbolIndex()
    private(set) var members: [[Int32]] = []
    private(set) var lps: [SmallLP] = []
    /// For a group of one parameter, how far it may go down and up (nil:
    /// without end), once asked.
    private var intervals: [Int: (down: Double?, up: Double?)] = [:]
    /// Whether each free parameter asked about can move (`moves`).
    private var parameterMoves: [Int32: Bool] = [:]
    /// By symbol id, whether each free parameter asked about is pinned
    /// (`isPinned`): 1 yes, -1 no, 0 not asked. Unlike the rest it
    /// outlives the analysis: an update of the kept one starts from the
    /// last one's answers, less those of the parameters whose polytope
    /// the writes may have changed (`keepingPins`).
    private(set) var pins: [Int8] = []
    /// The internal failures met (see `maximum(of:in:)`), for the solver's log.
    private(set) var failures: [String] = []
    /// Two objectives' worth of room, lent to each range in turn (see
    /// `takeBuffers`).
    private var buffers: (up: [SmallLP.Entry], down: [SmallLP.Entry]) = ([], [])

    /// The maximum of `Σ coefficient · y[variable]` over group `g`'s
    /// polytope (variables by position in the group, each at most once),
    /// nil when unbounded. An LP that does not converge is an internal
    /// failure: it stops a debug build, and is noted and answered as
    /// unbounded (the range is then reported wider, never narrower, than
    /// it is).
    mutating func maximum(of c: [SmallLP.Entry], in g: Int) -> Double? {
        var fold = startObjective(in: g)
        for entry in c { add(entry, to: &fold, in: g) }
        return maximum(of: fold, in: g) { _ in c }
    }

    /// What `maximum(of:in:)` has read of an objective's terms so far: an
    /// objective that is another's with terms after it goes on from the
    /// other's (see `SmallLP.SparseFold`).
    struct ObjectiveFold {
        /// For a group of one parameter, the sum of the coefficients, and
        /// whether it would come out the same in any order (`edit`).
        fileprivate var sum = 0.0
        fileprivate var exact = OrderFreeSums()
        fileprivate var lp = SmallLP.SparseFold()
    }

    /// A fold of no terms over group `g`.
    func startObjective(in g: Int) -> ObjectiveFold {
        ObjectiveFold(lp: lps[g].startSparse())
    }

    /// Reads one more term of an objective over group `g`.
    func add(_ entry: SmallLP.Entry, to fold: inout ObjectiveFold, in g: Int) {
        if members[g].count == 1 {
            fold.exact.note(entry.coefficient)
            fold.sum += entry.coefficient
        } else {
            lps[g].add(entry, to: &fold.lp)
        }
    }

    /// Reads more terms of an objective over group `g`, in order, as
    /// `add(_:to:in:)` one by one would: the group's LP is read out of
    /// its array once, where each term read alone copied it (retaining
    /// each of its arrays).
    func add(_ entries: [SmallLP.Entry], to fold: inout ObjectiveFold, in g: Int) {
        if members[g].count == 1 {
            for entry in entries {
                fold.exact.note(entry.coefficient)
                fold.sum += entry.coefficient
            }
            return
        }
        let lp = lps[g]
        for entry in entries { lp.add(entry, to: &fold.lp) }
    }

    /// Puts `new` in place of `old` as the coefficient of the member at
    /// `position` of group `g` (0: none) in an objective read in order
    /// into `fold`, as if the changed objective had been read in order;
    /// false when that cannot be told to the bit (see `SmallLP.edit`).
    func edit(_ position: Int, from old: Double, to new: Double, in fold: inout ObjectiveFold, in g: Int) -> Bool {
        if members[g].count == 1 {
            fold.exact.note(old)
            fold.exact.note(new)
            fold.sum = fold.sum - old + new
            return fold.exact.holds
        }
        return lps[g].edit(position, from: old, to: new, in: &fold.lp)
    }

    /// `maximum(of:in:)` of the objective `fold` read, whose terms `terms`
    /// gives, from these groups, where the fold cannot answer alone. The
    /// groups are handed to `terms` rather than captured by it: a copy
    /// taken for the closure retained every array here for each range,
    /// and the interval noted below then copied its dictionary.
    mutating func maximum(of fold: ObjectiveFold, in g: Int, terms: (borrowing ParameterGroups) -> [SmallLP.Entry]) -> Double? {
        // A group of one parameter is an interval, found once: a chain of
        // n views names n such groups in each of n definitions.
        if members[g].count == 1 {
            let a = fold.sum
            if a == 0 { return 0 }
            if intervals[g] == nil { intervals[g] = (solve([(0, -1)], in: g), solve([(0, 1)], in: g)) }
            guard let (down, up) = intervals[g] else { return nil }
            return a >= 0 ? up.map { a * $0 } : down.map { -a * $0 }
        }
        let found = lps[g].finish(fold.lp) { terms(self) }
        return outcome(found, in: g)
    }

    private mutating func solve(_ c: [SmallLP.Entry], in g: Int) -> Double? {
        outcome(lps[g].maximize(sparse: c), in: g)
    }

    private mutating func outcome(_ outcome: SmallLP.Outcome, in g: Int) -> Double? {
        switch outcome {
        case .maximum(let value): return value
        case .unbounded: return nil
        case .stalled(let iterations):
            let what = "a range's LP over \(members[g].count) parameters found no optimum in \(iterations) pivots"
            InternalFailure.stop(what)
            failures.append(what)
            return nil
        }
    }

    /// Whether free parameter `p` can move at all over its group's
    /// polytope, asked once per parameter: the y of the n-th label of a
    /// stack that does not fit names the squeeze of every label above it,
    /// and asking again for each label solved n LPs over n parameters each.
    mutating func moves(_ p: Symbol, reach: (inout ParameterGroups) -> AmbiguityCache.Reach) -> Bool {
        if let known = parameterMoves[p.id] { return known }
        let found = reach(&self)
        let answer = found.below.map { $0 > 1e-9 } ?? true || found.above.map { $0 > 1e-9 } ?? true
        parameterMoves[p.id] = answer
        return answer
    }

    /// Whether free parameter `p` is pinned, if asked already.
    func pinned(_ p: Symbol) -> Bool? {
        p.index < pins.count && pins[p.index] != 0 ? pins[p.index] > 0 : nil
    }

    /// Notes whether free parameter `p` is pinned.
    mutating func notePinned(_ p: Symbol, _ answer: Bool) {
        if p.index >= pins.count { pins += [Int8](repeating: 0, count: max(p.index + 1, 2 * pins.count) - pins.count) }
        pins[p.index] = answer ? 1 : -1
    }

    /// New groups that know the `pins` an analysis found, but for those of the
    /// parameters `spoiled`: a parameter's answer holds while nothing
    /// spoils its group (see `AmbiguityCache`).
    static func keepingPins(_ pins: consuming [Int8], but spoiled: some Sequence<Int32>) -> ParameterGroups {
        var groups = ParameterGroups()
        groups.pins = consume pins
        for id in spoiled where Int(id) < groups.pins.count { groups.pins[Int(id)] = 0 }
        return groups
    }

    /// Two empty arrays with the room of the longest objectives made so
    /// far, for a range to write its objectives in; `putBack` returns them.
    mutating func takeBuffers() -> (up: [SmallLP.Entry], down: [SmallLP.Entry]) {
        defer { buffers = ([], []) }
        return buffers
    }

    /// Returns the arrays `takeBuffers` lent, emptied, their room kept.
    mutating func putBack(_ up: [SmallLP.Entry], _ down: [SmallLP.Entry]) {
        buffers = (up, down)
        buffers.up.removeAll(keepingCapacity: true)
        buffers.down.removeAll(keepingCapacity: true)
    }

    /// The failures met so far, forgotten here (groups kept between
    /// questions must not report one twice).
    mutating func takeFailures() -> [String] {
        defer { failures = [] }
        return failures
    }

    /// The group `s` belongs to, if it was met before.
    func group(of s: Symbol) -> Int? {
        groupOfSymbol[s.index].map(Int.init)
    }

    /// The position of `s` among the members of group `g`, nil when it is
    /// not one.
    func position(of s: Symbol, in g: Int) -> Int? {
        if groupOfSymbol[s.index] == Int32(g), let position = positionOfSymbol[s.index] { return Int(position) }
        // A symbol put in a later group as well (groups of free
        // parameters never share one, but nothing here relies on it).
        return members[g].sortedIndex(of: s.id)
    }

    /// Adds a group (sorted symbol ids) with its polytope `lp`.
    mutating func add(_ group: [Int32], lp: SmallLP) -> Int {
        let g = members.count
        members.append(group)
        lps.append(lp)
        for (position, id) in group.enumerated() where id >= 0 {
            groupOfSymbol.set(Int(id), Int32(g))
            positionOfSymbol.set(Int(id), Int32(position))
        }
        return g
    }
}
