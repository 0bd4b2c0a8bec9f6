/// Symbol ids kept ascending, looked up by halving: the one search every
/// sorted list of ids here (a group's members, the unfixed externals, the
/// moving ones) shares.
extension Array where Element == Int32 {
    /// Where `id` is or would go, and whether it is there.
    func sortedSearch(_ id: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < id { low = mid + 1 } else { high = mid }
        }
        return (low, low < count && self[low] == id)
    }

    /// The index of `id`, nil when it is not there.
    func sortedIndex(of id: Int32) -> Int? {
        let (index, found) = sortedSearch(id)
        return found ? index : nil
    }
}
