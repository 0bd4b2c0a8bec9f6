extension SolverCore {
    /// Where the kept motion, brought up to date, differs from one made
    /// afresh: empty when the update missed nothing. The numbers are
    /// compared to the bit, the parts of the cone as sets.
    mutating func motionCacheProblems() -> [String] {
        _ = keptFaceMotion()
        guard let kept = motionBackoff.motion else { return isExploring ? [] : ["no motion kept"] }
        var fresh = MotionCache()
        updateMotion(&fresh, written: [])
        var problems: [String] = []
        guard kept.symbolCount == fresh.symbolCount else {
            return ["kept \(kept.symbolCount) symbols, fresh \(fresh.symbolCount)"]
        }
        func partKey(_ cache: MotionCache, _ index: Int) -> Int32 {
            let slot = cache.part[index]
            return slot < 0 ? -1 : cache.members[Int(slot)].min() ?? -1
        }
        for index in 0..<fresh.symbolCount {
            var differs: [String] = []
            if kept.isFree[index] != fresh.isFree[index] { differs.append("free \(kept.isFree[index])") }
            if kept.inCone[index] != fresh.inCone[index] { differs.append("in the cone \(kept.inCone[index])") }
            if partKey(kept, index) != partKey(fresh, index) { differs.append("part of \(partKey(kept, index)), fresh \(partKey(fresh, index))") }
            if kept.delta[index].bitPattern != fresh.delta[index].bitPattern || kept.scale[index].bitPattern != fresh.scale[index].bitPattern {
                differs.append("change \(kept.delta[index]) of \(kept.scale[index]), fresh \(fresh.delta[index]) of \(fresh.scale[index])")
            }
            if kept.isMoving[index] != fresh.isMoving[index] { differs.append("moving \(kept.isMoving[index])") }
            if !differs.isEmpty { problems.append("symbol \(index): kept " + differs.joined(separator: ", ")) }
        }
        if kept.movingIDs != fresh.movingIDs || !kept.moving.elementsEqual(fresh.moving, by: ===) {
            problems.append("kept moving list \(kept.movingIDs.prefix(8)) of \(kept.movingIDs.count), fresh \(fresh.movingIDs.prefix(8)) of \(fresh.movingIDs.count)")
        }
        return problems
    }
}

extension Solver {
    /// Where the solver's kept motion over the optimal face differs from
    /// one made afresh (empty when sound). Tests call it after changes.
    public func motionCacheProblems() -> [String] {
        core.settleForQuery()
        return core.motionCacheProblems()
    }
}
