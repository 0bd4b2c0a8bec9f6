/// A readable picture of a solver's state, for `:solver` and for debugging.
///
/// Symbols are named after their variable (externals) or by kind and id:
/// `s7` a slack, `e8` an error, `d9` a dummy. Everything is listed in
/// symbol-id order, so two solvers fed the same calls dump the same text.
public struct SolverDump: Codable, Sendable, Equatable, CustomStringConvertible {
    public struct Cell: Codable, Sendable, Equatable {
        public let symbol: String
        public let coefficient: Double
    }

    public struct VariableEntry: Codable, Sendable, Equatable {
        public let name: String
        public let symbol: String
        public let value: Double
        public let basic: Bool
    }

    public struct RowEntry: Codable, Sendable, Equatable {
        public let basic: String
        public let kind: String
        public let constant: Double
        public let cells: [Cell]
    }

    public struct LevelEntry: Codable, Sendable, Equatable {
        public let priority: Float
        /// The total error the current solution pays at this level.
        public let error: Double
        public let cells: [Cell]
    }

    public struct MarkerEntry: Codable, Sendable, Equatable {
        public let constraint: String
        public let priority: Float
        public let symbols: [String]
    }

    public struct EditEntry: Codable, Sendable, Equatable {
        public let variable: String
        public let priority: Float
        public let suggested: Double
    }

    public let variables: [VariableEntry]
    public let rows: [RowEntry]
    public let objective: [LevelEntry]
    public let constraints: [MarkerEntry]
    public let edits: [EditEntry]
    public let statistics: Statistics

    public struct Statistics: Codable, Sendable, Equatable {
        public let rows: Int
        public let cells: Int
        public let maxRowLength: Int
        public let symbols: Int
        public let pivots: Int
        public let cellsRewritten: Int
    }

    /// The dump as indented text.
    public var description: String {
        var out = "variables (\(variables.count)):\n"
        for v in variables {
            out += "  \(v.name) = \(formatNumber(v.value))\(v.basic ? "" : "  (parametric)")\n"
        }
        out += "rows (\(rows.count)):\n"
        for r in rows { out += "  \(r.basic) = \(Self.format(r.constant, r.cells))\n" }
        out += "objective (\(objective.count) level\(objective.count == 1 ? "" : "s")):\n"
        for level in objective {
            out += "  @\(formatNumber(Double(level.priority))): \(Self.format(level.error, level.cells))\n"
        }
        out += "constraints (\(constraints.count)):\n"
        for m in constraints { out += "  \(m.constraint): \(m.symbols.joined(separator: ", "))\n" }
        if !edits.isEmpty {
            out += "edit variables (\(edits.count)):\n"
            for e in edits { out += "  \(e.variable) @\(formatNumber(Double(e.priority))) → \(formatNumber(e.suggested))\n" }
        }
        let s = statistics
        out += "\(s.rows) rows, \(s.cells) cells, longest row \(s.maxRowLength), \(s.symbols) symbols, \(s.cellsRewritten) cells rewritten, \(s.pivots) pivots\n"
        return out
    }

    private static func format(_ constant: Double, _ cells: [Cell]) -> String {
        var out = formatNumber(constant)
        for cell in cells {
            let c = cell.coefficient
            out += c < 0 ? " − " : " + "
            out += abs(c) == 1 ? cell.symbol : "\(formatNumber(abs(c)))·\(cell.symbol)"
        }
        return out
    }
}

extension Solver {
    /// The solver's state: variables, rows, objective by priority, edit
    /// variables. `naming` names constraints (nil: the constraint's own
    /// description), so that a client need not label every constraint it
    /// adds for the rare dump.
    public func dump(naming: (Constraint) -> String? = { _ in nil }) -> SolverDump {
        core.settleForQuery()
        return core.dump(naming: naming)
    }
}

extension SolverCore {
    func symbolName(_ s: Symbol) -> String {
        switch tableau.kind(s) {
        case .external: return variableOfSymbol[s.index]?.name ?? "v\(s.id)"
        case .slack: return "s\(s.id)"
        case .error: return "e\(s.id)"
        case .dummy: return "d\(s.id)"
        }
    }

    mutating func dump(naming: (Constraint) -> String?) -> SolverDump {
        if tableau.needsUpdate { tableau.updateValues() }
        let t = tableau
        var variables: [SolverDump.VariableEntry] = []
        var rows: [SolverDump.RowEntry] = []
        for index in 0..<t.symbolCount {
            let s = Symbol(index)
            if t.kind(s) == .external, let v = variableOfSymbol[index] {
                variables.append(.init(name: v.name, symbol: symbolName(s), value: t.currentValue(s), basic: t.isBasic(s)))
            }
            if let row = t.row(s) {
                rows.append(.init(basic: symbolName(s), kind: "\(t.kind(s))", constant: row.constant,
                                  cells: row.cells.map { .init(symbol: symbolName($0.symbol), coefficient: $0.coefficient) }))
            }
        }
        let objective = (0..<t.objective.levelCount).map { level in
            SolverDump.LevelEntry(priority: t.objective.priorities[level], error: t.objective.constants[level],
                                  cells: t.objective.sortedCells(level: level).map { .init(symbol: symbolName($0.0), coefficient: $0.1) })
        }
        let constraints = orderedRecords.map { r in
            SolverDump.MarkerEntry(constraint: naming(r.constraint) ?? r.constraint.description, priority: r.priority.value,
                                   symbols: [r.marker, r.other].compactMap { $0 }.map(symbolName))
        }
        let edits = edits.values.compactMap { c -> (Int, SolverDump.EditEntry)? in
            guard let r = record(c), let v = r.expression.terms.first?.variable else { return nil }
            return (r.ordinal, .init(variable: v.name, priority: r.priority.value, suggested: -r.expression.constant))
        }.sorted { $0.0 < $1.0 }.map(\.1)
        let st = statistics
        return SolverDump(variables: variables, rows: rows, objective: objective, constraints: constraints, edits: edits,
                          statistics: .init(rows: st.rows, cells: st.cells, maxRowLength: st.maxRowLength,
                                            symbols: st.symbols, pivots: st.pivots, cellsRewritten: st.cellsRewritten))
    }
}
