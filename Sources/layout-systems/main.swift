// layout-systems: replays session transcripts and prints the solver system
// each one ends with, one JSON line per file, in cassowary-check's input
// format, so that scripts/differential.py can check real layouts (stack
// views, scroll views, hugging ties, broken constraints kept just below
// required) against its LP oracle, not only random systems.
//
//   layout-systems FILE.transcript...
//
// Each line: {"id": k, "name": FILE, "variables": [...], "constraints": [...],
// "ops": [add each constraint in the solver's order]}. Constants are the ones
// the solver uses now (after rotations and edits), priorities its own (a
// broken required constraint is at 999.9999).

import Cassowary
import Foundation
import Shell

struct SystemLine: Encodable {
    struct ConstraintLine: Encodable {
        let terms: [[Double]]
        let constant: Double
        let op: String
        let priority: Double
    }
    struct Operation: Encodable {
        let op: String
        let c: Int
    }
    let id: Int
    let name: String
    let variables: [String]
    let constraints: [ConstraintLine]
    let ops: [Operation]
}

/// The system `solver` holds, with variables numbered in order of first use.
func system(of solver: Solver, id: Int, name: String) -> SystemLine {
    var index: [ObjectIdentifier: Int] = [:]
    var names: [String] = []
    var lines: [SystemLine.ConstraintLine] = []
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
        let op = switch constraint.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        let priority = Double(solver.priority(of: constraint)?.value ?? constraint.priority.value)
        lines.append(.init(terms: terms, constant: expression.constant, op: op, priority: priority))
    }
    return SystemLine(id: id, name: name, variables: names, constraints: lines,
                      ops: lines.indices.map { .init(op: "add", c: $0) })
}

let files = Array(CommandLine.arguments.dropFirst())
if files.isEmpty {
    FileHandle.standardError.write(Data("usage: layout-systems FILE.transcript...\n".utf8))
    exit(2)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for (k, file) in files.enumerated() {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        FileHandle.standardError.write(Data("layout-systems: cannot read \(file)\n".utf8))
        exit(1)
    }
    var replayed: Session?
    _ = Transcript(parsing: text).replay(file: file) { replayed = $0 }
    guard let solver = replayed?.engine.scratchSolver(), let data = try? encoder.encode(system(of: solver, id: k, name: file)) else { exit(1) }
    print(String(decoding: data, as: UTF8.self))
}
