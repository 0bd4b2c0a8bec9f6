/// Sorted lists looked up by halving: the one search every sorted list
/// here shares (a group's members, the unfixed externals, the moving
/// ones; a free part's cells and edits; an elimination's rows). A row's
/// cells have a search of their own, from the front (`Row.position`).
extension Array where Element == Int32 {
    /// Where `id` is or would go, and whether it is there.
    func sortedSearch(_ id: Int32) -> (index: Int, found: Bool) {
        sortedSearch(id) { $0 }
    }

    /// The index of `id`, nil when it is not there.
    func sortedIndex(of id: Int32) -> Int? {
        let (index, found) = sortedSearch(id)
        return found ? index : nil
    }
}

extension Array {
    /// Where the element keyed `key` is or would go in an array sorted
    /// ascending by `keyOf`, and whether it is there: the same search for
    /// lists of cells, edits or terms sorted by symbol or variable.
    func sortedSearch<Key: Comparable>(_ key: Key, by keyOf: (Element) -> Key) -> (index: Int, found: Bool) {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if keyOf(self[mid]) < key { low = mid + 1 } else { high = mid }
        }
        return (low, low < count && keyOf(self[low]) == key)
    }

    /// The index of the element keyed `key`, nil when it is not there.
    func sortedIndex<Key: Comparable>(of key: Key, by keyOf: (Element) -> Key) -> Int? {
        let (index, found) = sortedSearch(key, by: keyOf)
        return found ? index : nil
    }
}
