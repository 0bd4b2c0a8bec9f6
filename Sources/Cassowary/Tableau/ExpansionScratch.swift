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
    /// The last round's ids, kept for their capacity.
    private var ids: [Int32] = []

    /// How many ids it has room for (for tests: a copy of a solver holds none).
    var slotCount: Int { stamps.count }

    /// Runs `body` with a round over ids below `count`: every sum from
    /// before is forgotten. The round writes the arrays through pointers:
    /// writing them as arrays checked, for every cell added, that each was
    /// not shared.
    mutating func withRound<R>(count: Int, _ body: (inout Round) -> R) -> R {
        start(count: max(count, 1))
        var ids: [Int32] = []
        swap(&ids, &self.ids)
        ids.removeAll(keepingCapacity: true)
        let stamp = self.stamp
        let (result, kept) = sums.withUnsafeMutableBufferPointer { sums in
            stamps.withUnsafeMutableBufferPointer { stamps in
                var round = Round(sums: sums.baseAddress.unsafelyUnwrapped, stamps: stamps.baseAddress.unsafelyUnwrapped,
                                  stamp: stamp, ids: ids)
                let result = body(&round)
                return (result, round.ids)
            }
        }
        self.ids = kept
        return result
    }

    /// Makes room for ids below `count` and moves to a new stamp.
    private mutating func start(count: Int) {
        if stamps.count < count {
            sums.append(contentsOf: repeatElement(0, count: count - stamps.count))
            stamps.append(contentsOf: repeatElement(0, count: count - stamps.count))
        }
        // Two values a round; on wrapping round, every stamp is cleared so
        // that none from long ago reads as current.
        if stamp >= UInt32.max - 2 {
            stamp = 0
            for k in stamps.indices { stamps[k] = 0 }
        }
        stamp += 2
    }

    /// One round of sums, valid inside `withRound` only.
    struct Round {
        fileprivate let sums: UnsafeMutablePointer<Double>
        fileprivate let stamps: UnsafeMutablePointer<UInt32>
        fileprivate let stamp: UInt32
        /// Ids given a sum this round, in the order they first arrived.
        fileprivate(set) var ids: [Int32]

        /// Adds `c` to the sum of `id`; true when `id` had none (never
        /// added this round, or taken out since).
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
        func take(_ id: Int32) -> Double? {
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
    }
}

/// What `Tableau.expanded` works in: the sums of parametric symbols and
/// the factors of definitions still to read.
struct ExpansionScratch: Sendable {
    var parametric = SymbolSums()
    var pending = SymbolSums()
}
