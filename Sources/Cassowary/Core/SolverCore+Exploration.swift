/// Trying changes on the solver itself, then taking every one of them back.
///
/// The ambiguity analysis tries hundreds of alternative layouts: it pins a
/// value with an edit variable, moves it, reads what moved and lets go. It
/// did that on a copy of the solver, and the copy's first writes copied
/// every row, column and record, which dropping the copy released again:
/// at 10000 views more than half of `:ambiguous`'s cache misses, and the
/// part of its time that grew faster than the layout. An exploration runs
/// on the solver instead and notes what it writes: the tableau journals
/// its rows and columns (a checkpoint, which changes inside may nest in),
/// records, owners and edit constraints are logged with their old values,
/// and the rest is small enough to keep whole. Ending it puts back the
/// exact state it began from, so what follows runs as if it never happened.
struct Exploration: Sendable {
    fileprivate let tableau: Tableau.Checkpoint
    fileprivate let symbolCount: Int
    fileprivate let writeCount: Int
    fileprivate let nextOrdinal: Int
    fileprivate let ambiguityCache: AmbiguityCache?
    fileprivate let variablesToken: VariablesToken
    fileprivate let damage: String?
    /// Whether the tableau waited for a deferred optimization (see `reoptimize`).
    fileprivate let pending: (optimization: Bool, changes: Int)
}

/// A write to the solver's bookkeeping during an exploration, with the value it replaced.
enum CoreWrite: Sendable {
    case record(ObjectIdentifier, ConstraintRecord?)
    case owner(Int32, ObjectIdentifier?)
    case edit(ObjectIdentifier, Constraint?)
}

extension SolverCore {
    /// Whether an exploration is open.
    var isExploring: Bool { !explorations.isEmpty }

    /// Opens an exploration (inside any already open).
    mutating func beginExploration() {
        explorations.append(Exploration(tableau: tableau.checkpoint(), symbolCount: variableOfSymbol.count,
                                        writeCount: writes.count, nextOrdinal: nextOrdinal,
                                        ambiguityCache: ambiguityCache, variablesToken: variablesToken,
                                        damage: damage, pending: (optimizationPending, changesPending)))
    }

    /// Closes the innermost exploration, putting the solver back as it was when it opened.
    mutating func endExploration() {
        guard let exploration = explorations.popLast() else { return }
        while writes.count > exploration.writeCount, let write = writes.popLast() {
            switch write {
            case .record(let key, let old): records[key] = old
            case .owner(let id, let old): ownerOfSymbol[id] = old
            case .edit(let key, let old): edits[key] = old
            }
        }
        tableau.rollBack(to: exploration.tableau)
        // The tableau is back to the old symbol count; this drops the
        // variables of the symbols made since.
        forgetSymbols(since: exploration.symbolCount)
        nextOrdinal = exploration.nextOrdinal
        (optimizationPending, changesPending) = exploration.pending
        ambiguityCache = exploration.ambiguityCache
        variablesToken = exploration.variablesToken
        // What failed inside is taken back with the rest; `failureLog` keeps it.
        damage = exploration.damage
    }

    /// Keeps the current state as it is and stops noting writes for the
    /// open explorations (for a copy, which is not part of them).
    mutating func forgetExplorations() {
        guard isExploring else { return }
        explorations = []
        writes = []
        tableau.endAllJournals()
    }

    /// Puts the innermost exploration back to where it began and keeps it
    /// open: for a step that cannot go on incrementally (see `setConstant`).
    mutating func restartExploration() {
        endExploration()
        beginExploration()
    }

    // MARK: Writes to the bookkeeping

    /// Sets the record of the constraint `key`, noting the old one while exploring.
    mutating func setRecord(_ record: ConstraintRecord?, for key: ObjectIdentifier) {
        if isExploring { writes.append(.record(key, records[key])) }
        records[key] = record
    }

    /// Sets the constraint owning marker or error symbol `id`, noting the old one while exploring.
    mutating func setOwner(_ owner: ObjectIdentifier?, of id: Int32) {
        if isExploring { writes.append(.owner(id, ownerOfSymbol[id])) }
        ownerOfSymbol[id] = owner
    }

    /// Sets the edit constraint of the variable `key`, noting the old one while exploring.
    mutating func setEdit(_ constraint: Constraint?, for key: ObjectIdentifier) {
        if isExploring { writes.append(.edit(key, edits[key])) }
        edits[key] = constraint
    }
}
