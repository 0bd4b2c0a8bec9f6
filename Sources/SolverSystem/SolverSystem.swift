import Cassowary

/// A solver system as one JSON line: the format scripts/differential.py
/// writes and checks, `cassowary-check` reads, and `layout-systems` writes
/// from replayed sessions. One type, so the three cannot drift apart.
///
///     {"id": 7, "name": "…", "variables": ["x0", …],
///      "constraints": [{"terms": [[varIndex, coef], …], "constant": c,
///                       "op": "==|<=|>=", "priority": p}, …],
///      "ops": [{"op": "add", "c": i} | {"op": "remove", "c": i}
///              | {"op": "setConstant", "c": i, "value": x}, …]}
public struct SolverSystem: Codable, Sendable {
    public struct ConstraintSpec: Codable, Sendable {
        /// Pairs `[variable index, coefficient]`; numbers both, so that
        /// `[0, 1.5]` and `[0, 1]` read alike.
        public let terms: [[Double]]
        public let constant: Double
        /// A `Relation`'s raw value: `==`, `<=` or `>=`.
        public let op: String
        public let priority: Double
    }

    public struct Operation: Codable, Sendable {
        /// `add`, `remove` or `setConstant`.
        public let op: String
        /// The constraint, by index in `constraints`.
        public let c: Int
        /// The new constant of a `setConstant`.
        public let value: Double?
    }

    public let id: Int
    /// Where the system came from (a transcript), when it has a name.
    public let name: String?
    public let variables: [String]
    public let constraints: [ConstraintSpec]
    public let ops: [Operation]
}

extension SolverSystem {
    /// The system `solver` holds, with variables numbered in order of first
    /// use, the constants and priorities the solver uses now, and one `add`
    /// per constraint in the solver's order.
    public init(of solver: Solver, id: Int, name: String) {
        var index: [ObjectIdentifier: Int] = [:]
        var names: [String] = []
        var lines: [ConstraintSpec] = []
        for constraint in solver.constraints {
            let expression = (solver.expression(of: constraint) ?? constraint.expression).normalized()
            let terms = expression.terms.map { term -> [Double] in
                let key = ObjectIdentifier(term.variable)
                if index[key] == nil {
                    index[key] = names.count
                    names.append(term.variable.name)
                }
                return [Double(index[key] ?? 0), term.coefficient]
            }
            let priority = Double(solver.priority(of: constraint)?.value ?? constraint.priority.value)
            lines.append(ConstraintSpec(terms: terms, constant: expression.constant, op: constraint.relation.rawValue, priority: priority))
        }
        self.init(id: id, name: name, variables: names, constraints: lines,
                  ops: lines.indices.map { Operation(op: "add", c: $0, value: nil) })
    }
}
