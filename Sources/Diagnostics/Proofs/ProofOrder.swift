import Cassowary
import HeapModule

/// The order a proof lists its constraints in: built backwards, the last
/// step being the one whose absence leaves the shortest sum of the rest,
/// and so on, so every running sum is as short as it can be and the last
/// ones read as the conclusion nears.
///
/// Taking a constraint out of the sum changes the sum's length only at its
/// own variables, so each one's effect is kept in a heap and updated for
/// the constraints that share a variable with the one taken: ordering m
/// constraints costs about m log m, not the m³ of trying every one afresh
/// at every step (17 s for the 600 of a 300-label stack).
enum ProofOrder {
    /// The indices of `contributions`, in the order the proof adds them.
    /// Ties go to the constraint listed last, as they always have.
    static func order(_ contributions: [Expression]) -> [Int] {
        guard contributions.count > 1 else { return Array(contributions.indices) }
        let merged = contributions.map { $0.normalized().terms }
        var total = SparseSum()
        var sharing: [Variable: [Int]] = [:]
        for (i, terms) in merged.enumerated() {
            total.add(contributions[i])
            for t in terms { sharing[t.variable, default: []].append(i) }
        }
        /// How much taking `i` out changes the number of variables left.
        func change(_ i: Int) -> Int {
            var d = 0
            for t in merged[i] {
                let now = total.coefficient(t.variable)
                let wasLive = SparseSum.isLive(now), isLive = SparseSum.isLive(now - t.coefficient)
                d += (isLive ? 1 : 0) - (wasLive ? 1 : 0)
            }
            return d
        }
        var current = contributions.indices.map(change)
        var heap = Heap(contributions.indices.map { Candidate(change: current[$0], index: $0) })
        var taken = [Bool](repeating: false, count: contributions.count)
        var backwards: [Int] = []
        while backwards.count < contributions.count - 1, let pick = heap.popMin() {
            // An entry made stale by a later change of the same constraint.
            guard !taken[pick.index], pick.change == current[pick.index] else { continue }
            taken[pick.index] = true
            backwards.append(pick.index)
            total.add(contributions[pick.index], times: -1)
            for t in merged[pick.index] {
                for j in sharing[t.variable] ?? [] where !taken[j] {
                    let c = change(j)
                    if c != current[j] {
                        current[j] = c
                        heap.insert(Candidate(change: c, index: j))
                    }
                }
            }
        }
        let first = contributions.indices.filter { !taken[$0] }
        return first + backwards.reversed()
    }

    /// A constraint and how its absence changes the sum's length; the
    /// least change first, then the one listed last.
    private struct Candidate: Comparable {
        var change: Int
        var index: Int
        static func < (a: Candidate, b: Candidate) -> Bool {
            a.change != b.change ? a.change < b.change : a.index > b.index
        }
    }
}
