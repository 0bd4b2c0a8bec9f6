/// What the solver knows about one constraint it holds.
struct ConstraintRecord: Sendable {
    let constraint: Constraint
    /// The expression in use (its constant may differ from the constraint's).
    var expression: Expression
    var priority: Priority
    /// The symbol that stands for the constraint in the tableau: a slack for
    /// an inequality, a dummy for a required equality, the positive error for
    /// an optional equality. Removing the constraint pivots it out.
    let marker: Symbol
    /// `markerSign × marker` is the marker's term in the constraint's row.
    let markerSign: Double
    /// The second error symbol of an optional constraint.
    let other: Symbol?
    let otherSign: Double
    /// Order of addition, for listing constraints.
    let ordinal: Int
}

/// The solver's whole state, a value: copying it is a snapshot, so a call that
/// must be refused restores it exactly.
struct SolverCore: Sendable {
    var tableau = Tableau()
    var symbolOfVariable: [ObjectIdentifier: Symbol] = [:]
    /// The variable of each external symbol, by symbol id.
    var variableOfSymbol: [Variable?] = []
    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    /// The constraint each marker or error symbol belongs to.
    var ownerOfSymbol: [Int32: ObjectIdentifier] = [:]
    var edits: [ObjectIdentifier: Constraint] = [:]
    var nextOrdinal = 0
    /// Whether a conflict's certificate is reduced to a minimal set (scratch
    /// solvers used for that reduction do not reduce their own).
    var minimizesConflicts = true
    /// Whether `makeBasic` may keep definitions short (see `lazyPlan`);
    /// tests turn it off to compare with kiwi's substitution.
    var keepsDefinitionsLazy = true
    /// The cells of the rows `add` wrote out in parametric symbols, in all:
    /// the work a definition made as written saves, which tests count.
    var cellsWrittenOut = 0
    /// What the last ambiguity analysis found (see `AmbiguityCache`); nil
    /// until one is asked for.
    var ambiguityCache: AmbiguityCache?
    /// When the summary next tries `ambiguityCache` after it failed to update cheaply.
    var motionBackoff = MotionBackoff()
    /// How many times the logs of writes were started: a caller's mark
    /// (`WriteMark`) from before a restart cannot read the logs as empty.
    var writeLogEpoch = 0
    /// Replaced whenever a variable gains or loses its symbol, so that a
    /// `VariableTable` knows, by identity, when its places may be stale.
    var variablesToken = VariablesToken()
    /// The open explorations, outermost first (see `Exploration`).
    var explorations: [Exploration] = []
    /// While exploring: every write to `records`, `ownerOfSymbol` and
    /// `edits`, with the value it replaced, oldest first.
    var writes: [CoreWrite] = []
    /// Set when a change failed internally and could not be taken back:
    /// what failed. Later changes are refused (see `SolverError.internalFailure`).
    var damage: String?
    /// Every internal failure met, thrown or not, oldest first, until
    /// taken (`Solver.takeInternalFailures`): queries that cannot throw,
    /// and callers that try a change and let it go, leave them here.
    var failureLog: [String] = []
    /// Open `Solver.deferringOptimization` scopes: while one is open, a
    /// change leaves the objective to be optimized when the outermost ends
    /// (or a call that needs the optimum comes first).
    var deferrals = 0
    /// Whether changes made in a deferral left the objective unoptimized.
    var optimizationPending = false
    /// How many changes have left it so.
    var changesPending = 0
    #if DEBUG
    /// Changes since the invariants were last checked (see `checkInvariantsInDebug`).
    var uncheckedChanges = 0
    #endif

    init() {}

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        variableOfSymbol.append(nil)
        return tableau.makeSymbol(kind)
    }

    /// The external symbol of `variable`, made on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let s = symbolOfVariable[key] { return s }
        let s = makeSymbol(.external)
        variableOfSymbol[s.index] = variable
        symbolOfVariable[key] = s
        variablesToken = VariablesToken()
        return s
    }

    /// Room for `constraints` constraints: their records, and symbols for
    /// their markers and variables (about two per constraint in a layout).
    mutating func reserveCapacity(constraints: Int) {
        records.reserveCapacity(constraints)
        ownerOfSymbol.reserveCapacity(constraints + constraints / 2)
        variableOfSymbol.reserveCapacity(2 * constraints)
        tableau.reserveSymbols(2 * constraints)
    }

    /// Undoes the symbols made since there were `count`, all unused.
    mutating func forgetSymbols(since count: Int) {
        guard count < variableOfSymbol.count else { return }
        for v in variableOfSymbol[count...] {
            guard let v else { continue }
            symbolOfVariable[ObjectIdentifier(v)] = nil
            variablesToken = VariablesToken()
        }
        variableOfSymbol.removeSubrange(count...)
        tableau.truncateSymbols(to: count)
    }

    func record(_ constraint: Constraint) -> ConstraintRecord? {
        records[ObjectIdentifier(constraint)]
    }

    /// The records in order of addition.
    var orderedRecords: [ConstraintRecord] {
        orderedRecordIndices.map { records[$0].value }
    }

    /// Where each record is in `records`, in order of addition: for a
    /// caller that keeps only some of them, without a copy of every one.
    var orderedRecordIndices: [Dictionary<ObjectIdentifier, ConstraintRecord>.Index] {
        // Sorted as plain ordinals and places, not as records: moving
        // records while sorting copied each of them (their constraint,
        // expression and markers) a dozen times over, the most of `:why`
        // that grew faster than the layout.
        var keys = records.indices.map { (ordinal: records[$0].value.ordinal, index: $0) }
        keys.sort { $0.ordinal < $1.ordinal }
        return keys.map(\.index)
    }

    /// Settles, and stops recording the values that change: each external
    /// whose value moved, with its variable, old value and new. Read here,
    /// in a mutating method: the tableau read through `core` from the
    /// solver's side was copied whole for each value.
    mutating func stopRecordingValueChanges() -> [ValueChange] {
        settleForQuery()
        tableau.updateValues()
        var changes: [ValueChange] = []
        for entry in tableau.stopRecordingValueChanges() {
            guard let variable = variableOfSymbol[entry.symbol.index] else { continue }
            changes.append(ValueChange(variable: variable, old: entry.old, new: tableau.currentValue(entry.symbol)))
        }
        return changes
    }

    /// The current value of `variable` (0 if the solver has never seen it).
    mutating func value(of variable: Variable) -> Double {
        guard let s = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        if tableau.needsUpdate { tableau.updateValues() }
        return tableau.currentValue(s)
    }
}

extension SolverCore {
    /// Refuses expressions with NaN or infinite numbers, which would poison the tableau.
    static func validate(_ expression: Expression) throws(SolverError) {
        guard expression.constant.isFinite else { throw .nonFinite("the constant \(expression.constant)") }
        for term in expression.terms where !term.coefficient.isFinite {
            throw .nonFinite("the coefficient \(term.coefficient) of \(term.variable)")
        }
    }
}
