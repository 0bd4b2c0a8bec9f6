import Cassowary
import SolverSystem

struct InputError: Error { let message: String; init(_ m: String) { message = m } }

/// One system's solver and constraints, and what each operation does to them.
final class Runner {
    let solver = Solver()
    let variables: [Variable]
    let constraints: [Constraint]
    /// Each solver constraint's index in `constraints`: ours, and the edit
    /// constraints the solver made for `addEdit`s.
    private var indexOf: [ObjectIdentifier: Int]
    /// The solver's edit constraint of each `addEdit` in force, by index.
    private var edits: [Int: Constraint] = [:]
    /// What an operation found wrong besides the tableau (an exploration that left a trace).
    var problems: [String] = []

    init(_ spec: SolverSystem) throws {
        variables = spec.variables.map { Variable($0) }
        constraints = try Runner.makeConstraints(spec, variables: variables)
        indexOf = Dictionary(uniqueKeysWithValues: constraints.enumerated().map { (ObjectIdentifier($1), $0) })
    }

    /// Builds the solver's objects for `spec`, or throws a message on bad input.
    static func makeConstraints(_ spec: SolverSystem, variables: [Variable]) throws -> [Constraint] {
        try spec.constraints.enumerated().map { index, c in
            let terms = try c.terms.map { pair -> Term in
                guard pair.count == 2, let v = Int(exactly: pair[0]), variables.indices.contains(v) else {
                    throw InputError("constraint \(index): bad term \(pair)")
                }
                return Term(variables[v], pair[1])
            }
            guard let relation = Relation(rawValue: c.op) else {
                throw InputError("constraint \(index): bad op \(c.op)")
            }
            guard let priority = Priority(Float(c.priority)) else {
                throw InputError("constraint \(index): bad priority \(c.priority)")
            }
            return Constraint(Expression(terms, constant: c.constant), relation, priority: priority)
        }
    }

    /// A certificate should only name our constraints; -1 flags one that is not.
    func index(_ c: Constraint) -> Int { indexOf[ObjectIdentifier(c)] ?? -1 }

    /// The solver constraint standing for constraint `i` now, if it is in.
    func inSolver(_ i: Int) -> Constraint? {
        if let edit = edits[i] { return edit }
        return solver.contains(constraints[i]) ? constraints[i] : nil
    }

    /// The variable an edit constraint names (`v == constant`, one term of coefficient 1).
    private func editVariable(_ i: Int) throws -> Variable {
        let terms = constraints[i].expression.terms
        guard terms.count == 1, let term = terms.first, term.coefficient == 1, constraints[i].relation == .equal else {
            throw InputError("constraint \(i) is no edit constraint (v == constant)")
        }
        return term.variable
    }

    func perform(_ operation: SolverSystem.Operation, at opIndex: Int) -> Report.Event {
        if operation.op == "explore" { return explore(operation.ops ?? [], at: opIndex) }
        guard constraints.indices.contains(operation.c) else {
            return .init(op: opIndex, status: "error", message: "no constraint \(operation.c)")
        }
        let i = operation.c
        let constraint = constraints[i]
        var event = Report.Event(op: opIndex, status: "ok")
        do {
            switch operation.op {
            case "add":
                try solver.add(constraint)
            case "remove":
                if solver.contains(constraint) { try solver.remove(constraint) } else { event.ignored = true }
            case "setConstant":
                guard let value = operation.value else { throw InputError("setConstant without value") }
                try solver.setConstant(of: constraint, to: value)
            case "setPriority":
                guard let value = operation.value, let priority = Priority(Float(value)) else { throw InputError("setPriority without a priority") }
                try solver.setPriority(of: constraint, to: priority)
            case "addEdit":
                let v = try editVariable(i)
                try solver.addEditVariable(v, priority: constraint.priority)
                // The solver's own constraint for it is the one it added last.
                if let edit = solver.constraints.last {
                    indexOf[ObjectIdentifier(edit)] = i
                    edits[i] = edit
                }
                try solver.suggestValue(-constraint.expression.constant, for: v)
            case "suggest":
                guard let value = operation.value else { throw InputError("suggest without value") }
                try solver.suggestValue(value, for: try editVariable(i))
            case "removeEdit":
                let v = try editVariable(i)
                if solver.hasEditVariable(v) {
                    try solver.removeEditVariable(v)
                    edits[i] = nil
                } else {
                    event.ignored = true
                }
            default:
                throw InputError("unknown op \(operation.op)")
            }
        } catch let error as SolverError {
            event = failure(error, of: constraint, at: opIndex)
        } catch {
            event = Report.Event(op: opIndex, status: "error", message: (error as? InputError)?.message ?? "\(error)")
        }
        return event
    }

    private func failure(_ error: SolverError, of constraint: Constraint, at opIndex: Int) -> Report.Event {
        guard case .unsatisfiable(let conflict) = error else {
            return Report.Event(op: opIndex, status: "error", message: error.description)
        }
        var event = Report.Event(op: opIndex, status: "conflict")
        event.conflictsWith = conflict.conflictsWith.map(index)
        event.multipliers = conflict.certificate.terms.map(\.multiplier)
        event.sum = conflict.certificate.sum
        // The certificate must be about the constraint that was refused.
        if conflict.constraint !== constraint || conflict.certificate.terms.first?.constraint !== constraint {
            event.message = "the certificate is not about the refused constraint first"
        }
        return event
    }

    /// Runs `ops` inside `Solver.exploring`, reads the values they reach,
    /// and checks that the exploration left no trace.
    private func explore(_ ops: [SolverSystem.Operation], at opIndex: Int) -> Report.Event {
        let before = (constraints: solver.constraints.map(ObjectIdentifier.init), values: variables.map { solver.value(of: $0) })
        let keptEdits = edits
        var event = Report.Event(op: opIndex, status: "ok")
        event.inner = []
        solver.exploring { s in
            for (k, op) in ops.enumerated() {
                event.inner?.append(perform(op, at: k))
                problems += s.checkInvariants().map { "inside exploration op \(k): \($0)" }
            }
            s.updateVariables()
            event.values = variables.map { s.value(of: $0) }
        }
        edits = keptEdits
        if solver.constraints.map(ObjectIdentifier.init) != before.constraints {
            problems.append("the exploration left its constraints behind")
        }
        let after = variables.map { solver.value(of: $0) }
        if after != before.values { problems.append("the exploration moved values: \(before.values) became \(after)") }
        return event
    }
}
