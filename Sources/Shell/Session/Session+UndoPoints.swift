import Language
import LayoutModel

/// The moment before the last input, kept so that `:undo` comes back to it
/// at once instead of replaying the session.
///
/// The interactive shell keeps one whenever it waits for input and none
/// is pending (not in the middle of a paste): the engine's and the
/// interpreter's state are values, so keeping them is keeping copies, and
/// the engine is then given storage of its own again, so that the copy is
/// paid while the user reads the answer, not by the next statement. A
/// script keeps none: `:undo` there replays, as it always has.
struct UndoPoint {
    let engine: LayoutEngine.SavedState
    let interpreter: Interpreter
    /// How many inputs had been entered.
    let entered: Int
    /// The engine's revision then (an unchanged session needs no new point).
    let revision: Int
    /// The summary's view of that moment, if it had been taken: restoring
    /// the engine restores what it was taken from, so the summary after
    /// `:undo` need not analyse the layout's ambiguity afresh.
    let snapshot: LayoutSnapshot?
}

extension Session {
    /// What the shell does while its user reads an answer: keeps the moment
    /// for `:undo`, and builds the analysis the next summary would
    /// otherwise build while the user waits (`LayoutEngine.useIdleTime`).
    public func useIdleTime() {
        keepUndoPoint()
        engine.useIdleTime()
    }

    /// Keeps the moment now, for `:undo` of the next input.
    public func keepUndoPoint() {
        releasedWhenIdle.removeAll()
        if let last = undoPoints.last, last.entered == inputs.count, last.revision == engine.revision { return }
        undoPoints.removeAll { $0.entered >= inputs.count }
        let taken = lastSnapshot.flatMap { engineID, revision, snapshot in
            engineID == ObjectIdentifier(engine) && revision == engine.revision ? snapshot : nil
        }
        undoPoints.append(UndoPoint(engine: engine.saveState(), interpreter: interpreter, entered: inputs.count,
                                    revision: engine.revision, snapshot: taken))
        if undoPoints.count > 2 { undoPoints.removeFirst(undoPoints.count - 2) }
        engine.makeStorageUnique()
        interpreter.makeStorageUnique()
    }

    /// Comes back to the moment before the last input if one was kept;
    /// false if not (the caller replays).
    func restoreUndoPoint() -> Bool {
        guard let point = undoPoints.last(where: { $0.entered == inputs.count - 1 }) else { return false }
        let replaced = engine.restore(point.engine)
        releasedWhenIdle.append(UndoPoint(engine: replaced, interpreter: interpreter, entered: inputs.count,
                                          revision: engine.revision, snapshot: nil))
        interpreter = point.interpreter
        inputs.removeLast()
        failedInputs.removeAll { $0.after > inputs.count }
        if var kept = point.snapshot {
            // Only the frame log goes on: restoring logs every frame anew.
            kept.frameLogCount = engine.frameLogCount
            lastSnapshot = (ObjectIdentifier(engine), engine.revision, kept)
        }
        // Dropped now, so that the engine owns the restored storage alone
        // (the next idle moment keeps a point afresh); the later one shares
        // the replaced state's storage and is freed with it.
        releasedWhenIdle.append(contentsOf: undoPoints.filter { $0.entered > point.entered })
        undoPoints.removeAll { $0.entered >= point.entered }
        return true
    }
}
