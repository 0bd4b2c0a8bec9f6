/// The external symbols in an order where every definition comes after the
/// definitions it names — by level, then id — for evaluating all of them in
/// one pass; kept between passes until a definition is made, dropped or
/// changes level.
///
/// An edit of a container width changes every view's frame: propagating that
/// through the dirty queue costs a queue operation and a walk of the
/// dependents for each value, where a pass in this order only evaluates. The
/// order is the expensive part of such a pass (a counting sort of every
/// external), and edits leave it as it is, so it is kept.
struct EvaluationOrder: Sendable {
    private(set) var ids: [Int32] = []
    /// Whether `ids` must be worked out again before it is used.
    private(set) var isStale = true

    /// Notes that an external's definition appeared, went or changed level.
    mutating func invalidate() { isStale = true }

    /// Works the order out again if it is stale: a counting sort of
    /// `externals` (ascending ids) by level, parametric ones at level 0.
    mutating func refresh(externals: [Int32], rows: [Row?], levels: [Int32]) {
        guard isStale else { return }
        isStale = false
        // The deepest level first, so `counts` is allocated once (a chain's
        // levels grow one at a time; growing it for each was most of the cost).
        var deepest = 0
        for id in externals where rows[Int(id)] != nil { deepest = max(deepest, Int(levels[Int(id)])) }
        var counts = [Int](repeating: 0, count: deepest + 1)
        for id in externals {
            counts[rows[Int(id)] == nil ? 0 : Int(levels[Int(id)])] += 1
        }
        var start = 0
        for level in counts.indices { let c = counts[level]; counts[level] = start; start += c }
        ids = [Int32](repeating: 0, count: start)
        for id in externals {
            let level = rows[Int(id)] == nil ? 0 : Int(levels[Int(id)])
            ids[counts[level]] = id
            counts[level] += 1
        }
    }
}
