/// One level of the objective: coefficients by symbol id, absent meaning zero.
///
/// The ids are a `ColumnSet` and the coefficients an array beside its
/// members: every pivot reads and writes the objective, and a `Dictionary`
/// would hash each id with SipHash on the way. Iteration follows the
/// members' order, which depends only on the writes made; the objective's
/// readers sort what they read or ignore the order.
struct CostTable: Sendable {
    private var ids = ColumnSet()
    /// `values[k]` is the coefficient of `ids.members[k]`.
    private var values: [Double] = []

    var count: Int { ids.count }
    var isEmpty: Bool { ids.isEmpty }

    /// The ids with a coefficient.
    var keys: [Int32] { ids.members }

    /// The coefficient of `id`; setting nil removes it.
    subscript(id: Int32) -> Double? {
        get { ids.position(of: id).map { values[$0] } }
        set {
            if let newValue {
                if let position = ids.position(of: id) {
                    values[position] = newValue
                } else {
                    ids.insert(id)
                    values.append(newValue)
                }
            } else {
                removeValue(forKey: id)
            }
        }
    }

    /// Adds `value` to the coefficient of `id` (none counts as 0) and
    /// returns the coefficient it had; a sum `isZero` calls zero is
    /// removed. One lookup, where reading then writing took two.
    @inline(__always)
    mutating func add(_ value: Double, to id: Int32, isZero: (Double) -> Bool) -> Double? {
        guard let position = ids.position(of: id) else {
            let sum = 0 + value
            if !isZero(sum) {
                ids.insert(id)
                values.append(sum)
            }
            return nil
        }
        let old = values[position]
        let sum = old + value
        if isZero(sum) { removeValue(forKey: id) } else { values[position] = sum }
        return old
    }

    /// Removes the coefficient of `id` and returns it, or nil if it had none.
    @discardableResult
    mutating func removeValue(forKey id: Int32) -> Double? {
        guard let position = ids.removePosition(of: id) else { return nil }
        // The set moved its last member into `position`; the values follow.
        let value = values[position]
        values[position] = values[values.count - 1]
        values.removeLast()
        return value
    }

    /// Every (id, coefficient), sorted by id.
    func sortedEntries() -> [(id: Int32, coefficient: Double)] {
        zip(ids.members, values).map { (id: $0, coefficient: $1) }.sorted { $0.id < $1.id }
    }

    /// Storage of its own (see `UniqueStorage`).
    mutating func makeUnique() {
        ids.makeUnique()
        values.makeUnique()
    }
}
