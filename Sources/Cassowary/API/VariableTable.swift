/// A fixed list of variables whose places in the solver are remembered
/// between reads.
///
/// A layout reads the four variables of every view after every change.
/// Finding each one by hashing costs more than reading its value; a table
/// finds them once and, on later reads, only confirms (by identity, without
/// hashing) that each is still where it was. A variable the solver dropped
/// or never saw is looked up again, so a table stays correct across any
/// change, rollback or copy of the solver.
public struct VariableTable: Sendable {
    /// The variables, in the order values come back.
    public let variables: [Variable]
    /// The symbol index of each variable when last looked up; -1 when the
    /// solver did not know it.
    var symbols: [Int32]

    /// A table of `variables`, not yet looked up.
    public init(_ variables: [Variable]) {
        self.variables = variables
        self.symbols = [Int32](repeating: -1, count: variables.count)
    }

    /// The number of variables.
    public var count: Int { variables.count }
}

extension SolverCore {
    /// Brings the remembered places of `table` up to date: an identity check
    /// for each remembered one, a lookup for the rest.
    func refresh(_ table: inout VariableTable) {
        table.variables.withUnsafeBufferPointer { variables in
            for i in variables.indices {
                let s = Int(table.symbols[i])
                if s >= 0, s < variableOfSymbol.count, variableOfSymbol[s] === variables[i] { continue }
                table.symbols[i] = symbolOfVariable[ObjectIdentifier(variables[i])].map { Int32($0.index) } ?? -1
            }
        }
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

    /// `unfixedRanges(of:)` for the variables of `table`, without a lookup
    /// per variable.
    public func unfixedRanges(of table: inout VariableTable) -> [(index: Int, range: ValueRange)] {
        core.refresh(&table)
        return core.unfixedRanges(of: table)
    }
}
