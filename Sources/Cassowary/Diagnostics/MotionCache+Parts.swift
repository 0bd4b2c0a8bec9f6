extension SolverCore {
    /// Makes again the parts of the tight cone that hold a symbol of
    /// `seeds`, or that the rows and parameters around them now join: each
    /// part is a connected set of cone rows and the free parameters they
    /// name, and its direction depends on nothing else (`TightCone` on its
    /// rows alone gives what it gives among all rows, the numbers being
    /// drawn from the parameters' ids). Returns the new parts' parameters
    /// with their changes, and the members of the parts taken apart.
    mutating func remakeParts(_ cache: inout MotionCache, around seeds: [Int32]) -> (values: [(Int32, Double)], released: [Int32]) {
        var released: [Int32] = []
        func release(_ slot: Int32) {
            let members = cache.members[Int(slot)]
            cache.members[Int(slot)] = []
            cache.freeSlots.append(slot)
            for id in members { cache.part[Int(id)] = -1 }
            released += members
        }
        for id in seeds where cache.part[Int(id)] >= 0 { release(cache.part[Int(id)]) }
        var values: [(Int32, Double)] = []
        var starts = seeds
        starts += released
        var index = 0
        while index < starts.count {
            let start = starts[index]
            index += 1
            guard cache.part[Int(start)] < 0, isInCone(Symbol(start), cache) else { continue }
            let slot: Int32
            if let reused = cache.freeSlots.popLast() {
                slot = reused
            } else {
                slot = Int32(cache.members.count)
                cache.members.append([])
            }
            // A part grows through rows to the free parameters they name,
            // and through parameters to the cone rows naming them; a part
            // kept from before that it meets is taken apart and joins it.
            var members: [Int32] = [start]
            cache.part[Int(start)] = slot
            var next = 0
            func visit(_ id: Int32) {
                let old = cache.part[Int(id)]
                if old == slot { return }
                if old >= 0 { release(old) }
                cache.part[Int(id)] = slot
                members.append(id)
            }
            while next < members.count {
                let s = Symbol(members[next])
                next += 1
                if cache.inCone[s.index], let row = tableau.row(s) {
                    for cell in row.cells where cache.isFree[cell.symbol.index] && cell.coefficient != 0 { visit(cell.symbol.id) }
                } else {
                    for rowID in tableau.column(s) where names(rowID, s, cache) { visit(rowID) }
                }
            }
            cache.members[Int(slot)] = members
            let rows = members.filter { cache.inCone[Int($0)] }.sorted()
            let isFree = cache.isFree
            let cone = TightCone(rows: rows.compactMap { id in
                tableau.row(Symbol(id)).map { row in
                    row.cells.compactMap { isFree[$0.symbol.index] ? ($0.symbol.id, $0.coefficient) : nil }
                }
            }, isRestricted: { tableau.kind(Symbol($0)).isRestricted })
            let (motion, failure) = cone.motion()
            if let failure { failureLog.append(failure) }
            values += motion
        }
        return (values, released)
    }

    /// Whether `s` is a row or a parameter of the tight cone.
    private func isInCone(_ s: Symbol, _ cache: MotionCache) -> Bool {
        if cache.inCone[s.index] { return true }
        guard cache.isFree[s.index] else { return false }
        return tableau.column(s).contains { names($0, s, cache) }
    }

    /// Whether cone row `rowID` names parameter `s`.
    private func names(_ rowID: Int32, _ s: Symbol, _ cache: MotionCache) -> Bool {
        cache.inCone[Int(rowID)] && (tableau.row(Symbol(rowID))?.coefficient(for: s) ?? 0) != 0
    }
}
