/// The ids of the broken required constraints, with the ids whose state
/// changed logged in order.
///
/// The summary after each statement names the constraints that broke or
/// healed. Comparing the sets before and after costs every broken
/// constraint of the layout, and in a layout with a conflict in each of
/// thousands of rows nearly every statement changes the set; the log says
/// which ids to look at.
struct BrokenSet {
    private(set) var ids: Set<ConstraintID> = []
    /// The ids inserted or removed since the set was last replaced whole.
    private var changes: [ConstraintID] = []
    /// How many times it was replaced whole: the log starts again then.
    private var generation = 0

    mutating func insert(_ id: ConstraintID) {
        if ids.insert(id).inserted { changes.append(id) }
    }

    mutating func remove(_ id: ConstraintID) {
        if ids.remove(id) != nil { changes.append(id) }
    }

    /// Puts `new` in place of every id (a reset, a restored state).
    mutating func replace(with new: Set<ConstraintID>) {
        ids = new
        changes = []
        generation += 1
    }

    /// Where the log is now.
    var mark: BrokenLogMark { BrokenLogMark(generation: generation, count: changes.count) }

    /// The ids logged between two marks, earlier first (repeats allowed);
    /// nil when the set was replaced whole between them.
    func changes(from start: BrokenLogMark, to end: BrokenLogMark) -> ArraySlice<ConstraintID>? {
        guard start.generation == generation, end.generation == generation,
              start.count <= end.count, end.count <= changes.count else { return nil }
        return changes[start.count..<end.count]
    }
}

/// A place in an engine's log of broken constraints (`LayoutEngine.brokenMark`).
public struct BrokenLogMark: Equatable, Sendable {
    fileprivate let generation: Int
    fileprivate let count: Int
}
