/// The symbols whose row, column or objective coefficients were written
/// since someone last looked: what lets the ambiguity analysis redo only
/// what a change touched (see `AmbiguityCache`).
///
/// It holds ids in the order written, repeats included: noting a write must
/// cost no more than an append, since the simplex writes rows in its inner
/// loops. Past `limit` entries it gives up and only says it overflowed, and
/// whoever reads it starts over from scratch, as it would without a log.
struct WriteLog: Sendable {
    /// The ids written, repeats included; empty once overflowed.
    private(set) var ids: [Int32] = []
    /// Whether more than `limit` writes happened.
    private(set) var overflowed = false
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Notes a write of symbol `id`.
    @inline(__always)
    mutating func note(_ id: Int32) {
        guard !overflowed else { return }
        if ids.count >= limit {
            overflowed = true
            ids = []
            return
        }
        ids.append(id)
    }
}
