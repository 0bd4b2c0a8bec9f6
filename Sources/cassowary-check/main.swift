// cassowary-check: runs systems given as JSON Lines through the Cassowary
// solver and prints, one JSON line per system, everything the solver says
// about them — outcomes of each operation, final values, ranges, violation
// certificates, invariant problems — for scripts/differential.py to compare
// with an independent LP oracle.
//
// Input: one `SolverSystem` a line (the format is documented there).
// Output: see `Report` (every constraint is named by its index in "constraints").

import Cassowary
import Foundation
import SolverSystem

// MARK: - Output

struct Report: Encodable {
    struct Event: Encodable {
        let op: Int
        /// "ok", "conflict" (refused as unsatisfiable) or "error" (any other throw).
        let status: String
        /// A remove of a constraint that is not in the solver, skipped.
        var ignored: Bool?
        var message: String?
        /// For a conflict: the other constraints of the certificate, and the
        /// multipliers of all its terms, the refused constraint first.
        var conflictsWith: [Int]?
        var multipliers: [Double]?
        var sum: Double?
    }

    struct ViolationReport: Encodable {
        let c: Int
        let error: Double
        /// nil when the solver gave no certificate.
        let forbiddenBy: [Int]?
        /// Per certificate term, the violated constraint first.
        let multipliers: [Double]?
        let allowances: [Double]?
        let sum: Double?
    }

    let id: Int
    var events: [Event] = []
    /// Constraints in the solver at the end, in index order.
    var active: [Int] = []
    /// The constant the solver uses for each active constraint (keys are indices).
    var constants: [String: Double] = [:]
    var values: [Double] = []
    /// `[minimum, maximum]` per variable; null is unbounded on that side.
    var ranges: [[Double?]] = []
    var violations: [ViolationReport] = []
    var invariantProblems: [String] = []
    /// Set when the line could not be read or described an impossible system.
    var inputError: String?
}

// MARK: - Running a system

/// Builds the solver's objects for `spec`, or throws a message on bad input.
func makeConstraints(_ spec: SolverSystem, variables: [Variable]) throws -> [Constraint] {
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

struct InputError: Error { let message: String; init(_ m: String) { message = m } }

func run(_ spec: SolverSystem) -> Report {
    var report = Report(id: spec.id)
    let variables = spec.variables.map { Variable($0) }
    let constraints: [Constraint]
    do {
        constraints = try makeConstraints(spec, variables: variables)
    } catch {
        report.inputError = (error as? InputError)?.message ?? "\(error)"
        return report
    }
    let indexOf = Dictionary(uniqueKeysWithValues: constraints.enumerated().map { (ObjectIdentifier($1), $0) })
    // A certificate should only name our constraints; -1 flags one that is not.
    func index(_ c: Constraint) -> Int { indexOf[ObjectIdentifier(c)] ?? -1 }

    let solver = Solver()
    for (opIndex, operation) in spec.ops.enumerated() {
        guard constraints.indices.contains(operation.c) else {
            report.events.append(.init(op: opIndex, status: "error", message: "no constraint \(operation.c)"))
            continue
        }
        let constraint = constraints[operation.c]
        var event = Report.Event(op: opIndex, status: "ok")
        do {
            switch operation.op {
            case "add":
                try solver.add(constraint)
            case "remove":
                if solver.contains(constraint) {
                    try solver.remove(constraint)
                } else {
                    event.ignored = true
                }
            case "setConstant":
                guard let value = operation.value else { throw InputError("setConstant without value") }
                try solver.setConstant(of: constraint, to: value)
            default:
                throw InputError("unknown op \(operation.op)")
            }
        } catch let error as SolverError {
            if case .unsatisfiable(let conflict) = error {
                event = Report.Event(op: opIndex, status: "conflict")
                event.conflictsWith = conflict.conflictsWith.map(index)
                event.multipliers = conflict.certificate.terms.map(\.multiplier)
                event.sum = conflict.certificate.sum
                // The certificate must be about the constraint that was refused.
                if conflict.constraint !== constraint || conflict.certificate.terms.first?.constraint !== constraint {
                    event.message = "the certificate is not about the refused constraint first"
                }
            } else {
                event = Report.Event(op: opIndex, status: "error", message: error.description)
            }
        } catch {
            event = Report.Event(op: opIndex, status: "error", message: (error as? InputError)?.message ?? "\(error)")
        }
        report.events.append(event)
        for problem in solver.checkInvariants() {
            report.invariantProblems.append("after op \(opIndex): \(problem)")
        }
    }

    solver.updateVariables()
    for (i, c) in constraints.enumerated() where solver.contains(c) {
        report.active.append(i)
        report.constants[String(i)] = solver.expression(of: c)?.constant
    }
    report.values = variables.map { solver.value(of: $0) }
    report.ranges = solver.ranges(of: variables).map { [$0.minimum, $0.maximum] }
    for i in report.active where !constraints[i].priority.isRequired {
        let c = constraints[i]
        let error = solver.error(of: c)
        guard error > 1e-6 else { continue }
        let certificate = solver.violation(of: c)?.certificate
        report.violations.append(.init(
            c: i, error: error,
            forbiddenBy: certificate.map { $0.terms.dropFirst().map { index($0.constraint) } },
            multipliers: certificate?.terms.map(\.multiplier),
            allowances: certificate?.terms.map(\.allowance),
            sum: certificate?.sum))
    }
    // Diagnostics must not disturb the solver.
    for problem in solver.checkInvariants() {
        report.invariantProblems.append("after diagnostics: \(problem)")
    }
    return report
}

// MARK: - Main loop

let decoder = JSONDecoder()
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
// A NaN or infinity is itself a finding; keep it visible instead of failing.
encoder.nonConformingFloatEncodingStrategy = .convertToString(
    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

var lineNumber = 0
while let line = readLine(strippingNewline: true) {
    lineNumber += 1
    if line.allSatisfy(\.isWhitespace) { continue }
    let report: Report
    do {
        report = run(try decoder.decode(SolverSystem.self, from: Data(line.utf8)))
    } catch {
        var bad = Report(id: -lineNumber)
        bad.inputError = "line \(lineNumber): \(error)"
        report = bad
    }
    let data = try encoder.encode(report)
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
}
