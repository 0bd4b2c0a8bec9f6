/// Making a value's storage its own again, ahead of time.
///
/// A kept copy of the solver (for `:undo`) shares every buffer with the
/// live one until one of them writes: then the writer copies what it
/// writes, in the middle of the next statement. Made unique while the user
/// reads the last answer, the live solver writes in place again.
///
/// The copy keeps room to grow: copied to the size it has, the next
/// statement's first append would copy it again (a table of 1000 views
/// reallocated, and its fresh pages faulted in, while the user waits).
extension Array {
    /// Copies the elements into a buffer of its own, with room to grow, if
    /// the buffer is shared or full.
    public mutating func makeUnique() { reserveCapacity(Swift.max(capacity, roomToGrow(count))) }
}

extension Dictionary {
    /// Copies the storage, with room to grow, if it is shared or full.
    public mutating func makeUnique() { reserveCapacity(Swift.max(capacity, roomToGrow(count))) }
}

extension Set {
    /// Copies the storage, with room to grow, if it is shared or full.
    public mutating func makeUnique() { reserveCapacity(Swift.max(capacity, roomToGrow(count))) }
}

/// The capacity for `count` elements and the next statement's few more.
private func roomToGrow(_ count: Int) -> Int { count + count / 8 + 8 }

extension Solver {
    /// Gives this solver storage of its own (see `UniqueStorage`): call it
    /// when a copy was kept and the next change should not pay for copying.
    public func makeStorageUnique() { core.makeStorageUnique() }
}

extension SolverCore {
    mutating func makeStorageUnique() {
        tableau.makeStorageUnique()
        symbolOfVariable.makeUnique()
        variableOfSymbol.makeUnique()
        records.makeUnique()
        ownerOfSymbol.makeUnique()
        edits.makeUnique()
        ambiguityCache?.makeStorageUnique()
        motionBackoff.motion?.makeStorageUnique()
    }
}

extension MotionCache {
    mutating func makeStorageUnique() {
        isFree.makeUnique()
        inCone.makeUnique()
        part.makeUnique()
        members.makeUnique()
        delta.makeUnique()
        scale.makeUnique()
        isMoving.makeUnique()
    }
}

extension AmbiguityCache {
    mutating func makeStorageUnique() {
        isFree.makeUnique()
        mayMove.makeUnique()
        unfixed.makeUnique()
        unfixedIDs.makeUnique()
        flips.makeUnique()
        pins.makeUnique()
    }
}
