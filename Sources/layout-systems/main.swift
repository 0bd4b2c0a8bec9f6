// layout-systems: replays session transcripts as the shell does, input by
// input, and prints the solver systems the engine goes through, one JSON
// line each, in cassowary-check's input format, so that
// scripts/differential.py checks real layouts (stack views, scroll views,
// hugging ties, broken constraints kept just below required) against its
// LP oracle, not only random systems.
//
//   layout-systems FILE.transcript...
//
// After each input that changed the layout, the system the engine holds,
// with the values and ranges the engine reached (incrementally, as the
// shell got there) as its `state`; and, inside an exploration of that
// solver (as `:ambiguous` and `:exercise` make), the system with a frame
// value pinned by an edit variable and dragged to each of two values, with
// the values reached there. Each is a `SolverSystem` (its format is
// documented there) adding each constraint in the solver's order, so that
// cassowary-check also solves it afresh. Constants and priorities are the
// ones the solver uses (after rotations and edits; a broken required
// constraint is at 999.9999).

import Cassowary
import Diagnostics
import Foundation
import LayoutModel
import Shell
import SolverSystem

let files = Array(CommandLine.arguments.dropFirst())
if files.isEmpty {
    FileHandle.standardError.write(Data("usage: layout-systems FILE.transcript...\n".utf8))
    exit(2)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-systems: \(message)\n".utf8))
    exit(1)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
var nextID = 0

@MainActor func emit(_ solver: Solver, _ name: String, ranges: Bool) {
    guard let data = try? encoder.encode(SolverSystem(of: solver, id: nextID, name: name, state: true, ranges: ranges)) else {
        fail("\(name): cannot encode its system")
    }
    nextID += 1
    print(String(decoding: data, as: UTF8.self))
}

/// Pins a frame value of `engine`'s layout as the ambiguity analysis does
/// (a probe variable defined as the value, an edit variable on the probe)
/// inside an exploration, drags it to each of two values, and emits the
/// system at each: its first ambiguous value, or else the width of the last
/// view laid out.
@MainActor func explore(_ engine: LayoutEngine, _ name: String) {
    let target: (expression: Cassowary.Expression, a: Double, b: Double, priority: Priority)
    if let value = engine.ambiguousValues().first {
        let component: ItemComponent = switch value.attribute { case .x: .left; case .y: .top; case .width: .width; case .height: .height }
        guard let e = engine.frameExpression(of: value.view, component) else { return }
        let pins = Ambiguity.pins(for: value)
        target = (e, pins.a, pins.b, pins.priority)
    } else {
        guard let view = engine.frames().last?.view, view != engine.layout.root,
              let e = engine.frameExpression(of: view, .width), let width = engine.frame(of: view)?.width else { return }
        target = (e, width + 17.5, width - 40, Priority.strong)
    }
    engine.exploring { solver in
        let probe = Variable("probe")
        do {
            try solver.add(Constraint(Cassowary.Expression(probe) - target.expression, .equal))
            try solver.addEditVariable(probe, priority: target.priority)
            try solver.suggestValue(target.a, for: probe)
            emit(solver, "\(name), pinned at \(target.a)", ranges: false)
            try solver.suggestValue(target.b, for: probe)
            emit(solver, "\(name), dragged to \(target.b)", ranges: false)
        } catch {
            fail("\(name): exploring: \(error)")
        }
    }
}

for file in files {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
    let transcript = Transcript(parsing: text)
    let session: Session
    do { session = try Session() } catch { fail("\(file): \(error)") }
    session.file = file
    // Each input at the line the transcript gives it (error locations and
    // constraint sources as recorded).
    var last: (ObjectIdentifier, Int)?
    for (step, entry) in transcript.entries.enumerated() {
        let output = session.handle(entry.input.joined(separator: "\n"), line: entry.line)
        let engine = session.engine
        if let (id, revision) = last, id == ObjectIdentifier(engine), revision == engine.revision { continue }
        last = (ObjectIdentifier(engine), engine.revision)
        let name = "\(file) after input \(step + 1) (line \(entry.line))"
        emit(engine.scratchSolver(), name, ranges: true)
        explore(engine, name)
        if output.quit { break }
    }
}
