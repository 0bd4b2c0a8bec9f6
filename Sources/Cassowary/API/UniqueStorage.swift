/// Making a value's storage its own again, ahead of time.
///
/// A kept copy of the solver (for `:undo`) shares every buffer with the
/// live one until one of them writes: then the writer copies what it
/// writes, in the middle of the next statement. Made unique while the user
/// reads the last answer, the live solver writes in place again.
extension Array {
    /// Copies the elements into a buffer of its own if the buffer is shared.
    public mutating func makeUnique() { withUnsafeMutableBufferPointer { _ in } }
}

extension Dictionary {
    /// Copies the storage if it is shared.
    public mutating func makeUnique() { reserveCapacity(count) }
}

extension Set {
    /// Copies the storage if it is shared.
    public mutating func makeUnique() { reserveCapacity(count) }
}

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
    }
}

extension AmbiguityCache {
    mutating func makeStorageUnique() {
        isFree.makeUnique()
        mayMove.makeUnique()
        unfixed.makeUnique()
    }
}
