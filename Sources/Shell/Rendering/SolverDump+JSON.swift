import Cassowary

/// `:solver --json`: the dump with keys in a fixed order (documented in layoutsh(1)).
extension SolverDump {
    var jsonText: String {
        func cells(_ list: [Cell]) -> JSON {
            .array(list.map { .object([("symbol", .string($0.symbol)), ("coefficient", .number($0.coefficient))]) })
        }
        let s = statistics
        return JSON.object([
            ("variables", .array(variables.map { .object([("name", .string($0.name)), ("symbol", .string($0.symbol)),
                                                          ("value", .number($0.value)), ("basic", .bool($0.basic))]) })),
            ("rows", .array(rows.map { .object([("basic", .string($0.basic)), ("kind", .string($0.kind)),
                                                ("constant", .number($0.constant)), ("cells", cells($0.cells))]) })),
            ("objective", .array(objective.map { .object([("priority", .number(Double($0.priority))), ("error", .number($0.error)),
                                                          ("cells", cells($0.cells))]) })),
            ("constraints", .array(constraints.map { .object([("constraint", .string($0.constraint)), ("priority", .number(Double($0.priority))),
                                                              ("symbols", .array($0.symbols.map(JSON.string)))]) })),
            ("edits", .array(edits.map { .object([("variable", .string($0.variable)), ("priority", .number(Double($0.priority))),
                                                  ("suggested", .number($0.suggested))]) })),
            ("statistics", .object([("rows", .number(Double(s.rows))), ("cells", .number(Double(s.cells))),
                                    ("maxRowLength", .number(Double(s.maxRowLength))), ("symbols", .number(Double(s.symbols))),
                                    ("pivots", .number(Double(s.pivots))), ("cellsRewritten", .number(Double(s.cellsRewritten)))])),
        ]).text
    }
}
