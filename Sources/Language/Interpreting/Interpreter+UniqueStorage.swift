import HashTreeCollections
import Cassowary

extension Interpreter {
    /// Gives this interpreter storage of its own again after a copy of it
    /// was kept (for `:undo`). The two share every buffer until one writes,
    /// and the next statement would then copy each table it touches, in a
    /// layout of 1000 views a few milliseconds of the user's wait (the top
    /// level's variables, the objects, the SnapKit chains, the files read);
    /// called while the user reads an answer, it pays for them when nobody
    /// waits.
    public mutating func makeStorageUnique() {
        files.makeUnique()
        // The scopes' tables are persistent (`Scope`): a write after a copy
        // copies only its path, so they need no storage of their own.
        frames.makeUnique()
        for i in frames.indices { frames[i].scopes.makeUnique() }
        objects.makeUnique()
        viewObjects.makeUnique()
        touchedViews.makeUnique()
        intrinsicSizeViews.makeUnique()
        statics.makeUnique()
        provisional.makeUnique()
        chains.makeUnique()
        chainJournal.makeUnique()
        notes.makeUnique()
        constraintsToUpdate.makeUnique()
        module.types.makeUnique()
        module.functions.makeUnique()
    }
}
