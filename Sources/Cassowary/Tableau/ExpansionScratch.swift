/// Coefficients summed by symbol id in arrays as long as the tableau's
/// symbols, kept from one expansion to the next.
///
/// Expanding a definition down a chain (`Tableau.expanded`) adds thousands
/// of cells one at a time. A hash table made for each expansion spent
/// most of that hashing, probing and regrowing from a few slots; here an
/// id is its own slot, and a stamp per slot says whether it belongs to
/// the current expansion, so starting one clears nothing. Each sum starts
/// from 0 and adds its terms in arrival order, as `SymbolAccumulator`
/// does, so the sums are the same to the bit.
struct SymbolSums: Sendable {
    private var sums: [Double] = []
    /// `stamp` when the slot has a sum in this round, `stamp + 1` when it
    /// had one and it was taken out (`take`); anything else is a slot
    /// from an earlier round.
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 0
    /// Ids given a sum this round, in the order they first arrived.
    private(set) var ids: [Int32] = []

    /// Starts a round over ids below `count`: every sum is forgotten.
    mutating func start(count: Int) {
        if stamps.count < count {
            sums.append(contentsOf: repeatElement(0, count: count - stamps.count))
            stamps.append(contentsOf: repeatElement(0, count: count - stamps.count))
        }
        ids.removeAll(keepingCapacity: true)
        // Two values a round; on wrapping round, every stamp is cleared so
        // that none from long ago reads as current.
        if stamp >= UInt32.max - 2 {
            stamp = 0
            for k in stamps.indices { stamps[k] = 0 }
        }
        stamp += 2
    }

    /// Adds `c` to the sum of `id`; true when `id` had none (never added
    /// this round, or taken out since).
    @inline(__always) @discardableResult
    mutating func add(_ id: Int32, _ c: Double) -> Bool {
        let k = Int(id)
        let mark = stamps[k]
        if mark == stamp {
            sums[k] += c
            return false
        }
        if mark != stamp + 1 { ids.append(id) }
        stamps[k] = stamp
        sums[k] = 0 + c
        return true
    }

    /// Takes out the sum of `id`, or nil when it has none.
    @inline(__always)
    mutating func take(_ id: Int32) -> Double? {
        let k = Int(id)
        guard stamps[k] == stamp else { return nil }
        stamps[k] = stamp + 1
        return sums[k]
    }

    /// The sum of `id` (0 when it has none).
    @inline(__always)
    func sum(of id: Int32) -> Double {
        stamps[Int(id)] == stamp ? sums[Int(id)] : 0
    }

    /// Whether `id` has a sum this round (not taken out).
    @inline(__always)
    func contains(_ id: Int32) -> Bool { stamps[Int(id)] == stamp }
}

/// What `Tableau.expanded` works in: the sums of parametric symbols and
/// the factors of definitions still to read.
struct ExpansionScratch: Sendable {
    var parametric = SymbolSums()
    var pending = SymbolSums()
}
