import Cassowary

/// A solver system as one JSON line: the format scripts/differential.py
/// writes and checks, `cassowary-check` reads, and `layout-systems` writes
/// from replayed sessions. One type, so the three cannot drift apart.
///
///     {"id": 7, "name": "…", "variables": ["x0", …],
///      "constraints": [{"terms": [[varIndex, coef], …], "constant": c,
///                       "op": "==|<=|>=", "priority": p}, …],
///      "ops": [{"op": "add", "c": i} | {"op": "remove", "c": i}
///              | {"op": "setConstant", "c": i, "value": x}
///              | {"op": "setPriority", "c": i, "value": p}
///              | {"op": "addEdit", "c": i} | {"op": "suggest", "c": i, "value": x}
///              | {"op": "removeEdit", "c": i}
///              | {"op": "explore", "c": -1, "ops": [op, …]}, …],
///      "state": {"values": [x, …], "ranges": [[min|null, max|null], …]}}
///
/// An edit variable is named by a constraint `v == constant` (one term,
/// coefficient 1, optional): `addEdit` makes `v` an edit variable at its
/// priority and suggests `-constant`; `suggest` suggests `value` (the
/// constraint's constant becomes `-value`); `removeEdit` stops editing.
/// `explore` runs its ops inside `Solver.exploring`, which takes them back.
/// `state`, when present, is what the solver the system was read from had
/// reached (incrementally, as the layout engine got there), to be checked
/// as the answers to the system are.
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
        /// One of the ops listed above.
        public let op: String
        /// The constraint, by index in `constraints` (-1 for `explore`).
        public let c: Int
        /// The new constant, priority or suggested value.
        public let value: Double?
        /// What an `explore` runs.
        public let ops: [Operation]?

        /// An operation on constraint `c`.
        public init(op: String, c: Int, value: Double? = nil, ops: [Operation]? = nil) {
            self.op = op
            self.c = c
            self.value = value
            self.ops = ops
        }
    }

    /// Values and ranges a solver reached, by variable index; a range side
    /// is nil when unbounded.
    public struct State: Codable, Sendable {
        public let values: [Double]
        public let ranges: [[Double?]]?
    }

    public let id: Int
    /// Where the system came from (a transcript), when it has a name.
    public let name: String?
    public let variables: [String]
    public let constraints: [ConstraintSpec]
    public let ops: [Operation]
    public let state: State?
}

extension SolverSystem {
    /// The system `solver` holds, with variables numbered in order of first
    /// use, the constants and priorities the solver uses now, and one `add`
    /// per constraint in the solver's order. With `state`, the values the
    /// solver has reached (and their ranges, with `ranges`) go with it.
    public init(of solver: Solver, id: Int, name: String, state: Bool = false, ranges: Bool = false) {
        var index: [ObjectIdentifier: Int] = [:]
        var variables: [Variable] = []
        var lines: [ConstraintSpec] = []
        for constraint in solver.constraints {
            let expression = (solver.expression(of: constraint) ?? constraint.expression).normalized()
            let terms = expression.terms.map { term -> [Double] in
                let key = ObjectIdentifier(term.variable)
                if index[key] == nil {
                    index[key] = variables.count
                    variables.append(term.variable)
                }
                return [Double(index[key] ?? 0), term.coefficient]
            }
            let priority = Double(solver.priority(of: constraint)?.value ?? constraint.priority.value)
            lines.append(ConstraintSpec(terms: terms, constant: expression.constant, op: constraint.relation.rawValue, priority: priority))
        }
        var reached: State?
        if state {
            reached = State(values: variables.map { solver.value(of: $0) },
                            ranges: ranges ? solver.ranges(of: variables).map { [$0.minimum, $0.maximum] } : nil)
        }
        self.init(id: id, name: name, variables: variables.map(\.name), constraints: lines,
                  ops: lines.indices.map { Operation(op: "add", c: $0) }, state: reached)
    }
}
