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
        /// For an `explore`: the events of its ops, and the values they
        /// reached before the exploration took them back.
        var inner: [Event]?
        var values: [Double]?
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
    /// The constant and priority the solver uses for each active constraint (keys are indices).
    var constants: [String: Double] = [:]
    var priorities: [String: Double] = [:]
    var values: [Double] = []
    /// `[minimum, maximum]` per variable; null is unbounded on that side.
    var ranges: [[Double?]] = []
    var violations: [ViolationReport] = []
    var invariantProblems: [String] = []
    /// Set when the line could not be read or described an impossible system.
    var inputError: String?
}

// MARK: - Running a system

func run(_ spec: SolverSystem) -> Report {
    var report = Report(id: spec.id)
    let runner: Runner
    do {
        runner = try Runner(spec)
    } catch {
        report.inputError = (error as? InputError)?.message ?? "\(error)"
        return report
    }
    let solver = runner.solver
    for (opIndex, operation) in spec.ops.enumerated() {
        report.events.append(runner.perform(operation, at: opIndex))
        for problem in solver.checkInvariants() + runner.problems {
            report.invariantProblems.append("after op \(opIndex): \(problem)")
        }
        runner.problems = []
    }

    solver.updateVariables()
    for i in runner.constraints.indices {
        guard let c = runner.inSolver(i) else { continue }
        report.active.append(i)
        report.constants[String(i)] = solver.expression(of: c)?.constant
        report.priorities[String(i)] = solver.priority(of: c).map { Double($0.value) }
    }
    report.values = runner.variables.map { solver.value(of: $0) }
    report.ranges = solver.ranges(of: runner.variables).map { [$0.minimum, $0.maximum] }
    for i in report.active {
        guard let c = runner.inSolver(i), let priority = solver.priority(of: c), !priority.isRequired else { continue }
        let error = solver.error(of: c)
        guard error > 1e-6 else { continue }
        let certificate = solver.violation(of: c)?.certificate
        report.violations.append(.init(
            c: i, error: error,
            forbiddenBy: certificate.map { $0.terms.dropFirst().map { runner.index($0.constraint) } },
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
