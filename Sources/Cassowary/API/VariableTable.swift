/// A fixed list of variables whose places in the solver are remembered
/// between reads.
///
/// A layout reads the four variables of every view after every change.
/// Finding each one by hashing costs more than reading its value; a table
/// finds them once and looks again only when the solver's variables changed
/// (a variable made or forgotten, or another solver): then it confirms each
/// place by identity, without hashing, and looks up the rest. So a table
/// stays correct across any change, rollback or copy of the solver.
public struct VariableTable: Sendable {
    /// The variables, in the order values come back.
    public private(set) var variables: [Variable]
    /// The symbol index of each variable when last looked up; -1 when the
    /// solver did not know it.
    var symbols: [Int32]
    /// The positions of the variables the solver does not know.
    var unknown: [Int] = []
    /// The solver's `variablesToken` when the places were last confirmed.
    var token: VariablesToken?

    /// A table of `variables`, not yet looked up.
    public init(_ variables: [Variable]) {
        self.variables = variables
        self.symbols = [Int32](repeating: -1, count: variables.count)
    }

    /// The number of variables.
    public var count: Int { variables.count }

    /// Adds `more` at the end: the places of the others are kept, and
    /// only theirs are looked up at the next read.
    public mutating func append(contentsOf more: [Variable]) {
        variables.append(contentsOf: more)
        symbols.append(contentsOf: repeatElement(-1, count: more.count))
        token = nil
    }
}

/// A token a solver replaces whenever one of its variables gains or loses
/// a symbol: tables compare it by identity to know their places still hold.
final class VariablesToken: Sendable {}

extension SolverCore {
    /// Brings the remembered places of `table` up to date: nothing when the
    /// solver's variables are as they were, else an identity check for each
    /// remembered one and a lookup for the rest.
    func refresh(_ table: inout VariableTable) {
        if table.token === variablesToken { return }
        table.unknown = []
        table.variables.withUnsafeBufferPointer { variables in
            for i in variables.indices {
                let s = Int(table.symbols[i])
                if !(s >= 0 && s < variableOfSymbol.count && variableOfSymbol[s] === variables[i]) {
                    table.symbols[i] = symbolOfVariable[ObjectIdentifier(variables[i])].map { Int32($0.index) } ?? -1
                }
                if table.symbols[i] < 0 { table.unknown.append(i) }
            }
        }
        table.token = variablesToken
    }

    /// The current value of every variable of `table` (0 for one the solver
    /// never saw), in order.
    mutating func values(of table: inout VariableTable) -> [Double] {
        refresh(&table)
        if tableau.needsUpdate { tableau.updateValues() }
        return table.symbols.map { $0 < 0 ? 0 : tableau.currentValue(Symbol($0)) }
    }
}

extension Solver {
    /// The current value of every variable of `table`, in order: what
    /// `value(of:)` gives for each, without a lookup per variable.
    public func values(of table: inout VariableTable) -> [Double] {
        core.values(of: &table)
    }

    /// The range of every known variable that is not fixed, in the order
    /// the solver met them.
    public func unfixedRanges() -> [ValueRange] {
        core.settleForQuery()
        return core.unfixedRanges()
    }

    /// Whether the solver has met `variable` (in a constraint that stayed).
    public func knows(_ variable: Variable) -> Bool {
        core.symbolOfVariable[ObjectIdentifier(variable)] != nil
    }
}
