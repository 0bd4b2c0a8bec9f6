// layout-systems: replays session transcripts and prints the solver system
// each one ends with, one JSON line per file, in cassowary-check's input
// format, so that scripts/differential.py can check real layouts (stack
// views, scroll views, hugging ties, broken constraints kept just below
// required) against its LP oracle, not only random systems.
//
//   layout-systems FILE.transcript...
//
// Each line is a `SolverSystem` (its format is documented there), named after
// its file, adding each constraint in the solver's order. Constants are the ones
// the solver uses now (after rotations and edits), priorities its own (a
// broken required constraint is at 999.9999).

import Cassowary
import Foundation
import Shell
import SolverSystem

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
    do {
        _ = try Transcript(parsing: text).replay(file: file) { replayed = $0 }
    } catch {
        FileHandle.standardError.write(Data("layout-systems: \(file): \(error)\n".utf8))
        exit(1)
    }
    guard let solver = replayed?.engine.scratchSolver(), let data = try? encoder.encode(SolverSystem(of: solver, id: k, name: file)) else { exit(1) }
    print(String(decoding: data, as: UTF8.self))
}
