import Cassowary
import Diagnostics
import Language
import LayoutModel

/// A pasted UIKit log explained: for each report, the views it names (with
/// the names layoutsh gives them), the conflict as layoutsh rebuilds and
/// solves it with the arithmetic, whether UIKit broke the same constraint,
/// and what to change, checked by solving again.
struct LogExplanation {
    let log: UIKitLog
    /// Where the log was read from, for constraint sources and errors.
    let file: String
    /// The lines of the text the log was read from, for carets.
    let device: Device

    /// What the explanation says, and the errors for descriptions it could not read.
    func output(into target: Session? = nil) -> Output {
        var output = Output()
        for problem in log.unreadable {
            let error = LanguageError("cannot read this constraint, so it is left out: \(problem.message)",
                                      SourceRange(SourcePosition(line: problem.line, column: problem.column),
                                                  SourcePosition(line: problem.line, column: problem.column)))
            output.fail(error.render(file: file, lines: [problem.text], firstLine: problem.line))
        }
        if log.conflicts.isEmpty {
            if log.unreadable.isEmpty { output.fail("error: no constraint descriptions in \(file): nothing to explain") }
            return output
        }
        for (n, conflict) in log.conflicts.enumerated() {
            if n > 0 { output.say("") }
            let rebuilt = target.map { RebuiltConflict(conflict, file: file, into: $0) }
                ?? RebuiltConflict.alone(conflict, file: file, device: device)
            guard let rebuilt else {
                output.fail("error: layoutsh could not lay out even an empty session on \(device.name)")
                continue
            }
            explain(rebuilt, into: &output)
        }
        return output
    }

    private func explain(_ rebuilt: RebuiltConflict, into output: inout Output) {
        let conflict = rebuilt.conflict
        let engine = rebuilt.session.engine
        let words = ConstraintWords(engine.layout)
        let views = rebuilt.rebuild.names.filter { !$0.item.isGuide }.count
        let guides = rebuilt.rebuild.names.count - views
        var heading = "UIKit log, line \(conflict.line): \(plural(conflict.constraints.count, "constraint")) among \(plural(views, "view"))"
        if guides > 0 { heading += " and \(plural(guides, "guide"))" }
        if conflict.times > 1 { heading += "; logged \(conflict.times) times" }
        output.say(heading)
        let width = rebuilt.rebuild.names.map(\.name.count).max() ?? 0
        for (item, name) in rebuilt.rebuild.names {
            let what = rebuilt.rebuild.assumedGuides[item].map { "the layout margins of \($0)" } ?? item.logText
            output.say("  " + name.padding(to: width) + "  " + what)
        }
        for assumption in rebuilt.rebuild.assumptions { output.say("  assumed: \(assumption)") }
        for failure in rebuilt.failures {
            output.fail("error: line \(failure.statement.line) could not be rebuilt: \(failure.error)")
        }
        output.say("")
        let uikit = conflict.broken.flatMap { rebuilt.ids[$0] }.flatMap { engine.layout.constraint($0) }
        let broken = rebuilt.broken
        guard let mine = broken.first(where: { $0.id == uikit?.id }) ?? broken.first else {
            output.say("These constraints do not conflict when layoutsh rebuilds them: every required one holds."
                       + " The log may leave out constraints that took part (a text's size, a view's own), or print a value"
                       + " rounded; :explain-log --load puts them in the session to try.")
            return
        }
        if let uikit, let broke = conflict.broken {
            output.say("UIKit broke \(words.full(uikit)).")
            // What layoutsh breaks on its own, the constraints made in the log's order.
            let inOrder = RebuiltConflict.alone(conflict, file: file, device: device, breakingLast: false)?.firstBroken
            let other = inOrder.flatMap { rebuilt.ids[$0] }.flatMap { engine.layout.constraint($0) }
            if mine.id != uikit.id {
                output.say("layoutsh breaks \(words.full(mine)) instead: which one gives way is each engine's"
                           + " choice, and the conflict is the same:")
            } else if let other, inOrder != broke {
                output.say("layoutsh, with the constraints made in the log's order, would break \(words.short(other)):"
                           + " either ends the conflict, and which gives way is each engine's own choice. Made last here,"
                           + " \(uikit.id) breaks as it did on the device:")
            } else {
                output.say("layoutsh breaks the same one, given the constraints in the log's order:")
            }
        } else {
            output.say("layoutsh breaks \(words.full(mine)):")
        }
        if let report = BrokenConstraints.analyse(engine).reports.first(where: { $0.constraint.id == mine.id }), let proof = report.proof {
            output.say("  why: the required constraints add up to a bound it breaks:")
            let then = ", so \(engine.layout.describe(mine)) cannot hold (off by \(formatNumber(report.error)))"
            proof.lines(words, then: then).forEach { output.say($0) }
        }
        let others = broken.filter { $0.id != mine.id }
        if !others.isEmpty {
            output.say("  and \(plural(others.count, "more constraint")) of the log break\(others.count == 1 ? "s" : ""), in a conflict of \(others.count == 1 ? "its" : "their") own: "
                       + others.map { $0.id.description }.joined(separator: " ") + " (:explain-log --load, then :broken)")
        }
        output.say("")
        let describe = { (index: Int) -> String in
            var line = "line \(conflict.constraints[index].line)"
            // Where SnapKit says the app made it, which is where to change it.
            if case .snapKit(let file?, let number?) = conflict.constraints[index].maker { line += ", made at \(file):\(number)" }
            guard let c = rebuilt.ids[index].flatMap({ engine.layout.constraint($0) }) else { return line }
            return "\(words.short(c)) (\(line))"
        }
        let advice = LogAdvice(conflict: conflict, rebuild: rebuilt.rebuild, file: file, device: device, ids: rebuilt.ids, describe: describe)
        advice.lines().forEach { output.say($0) }
    }

    private func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

extension String {
    /// Padded with spaces to `width` characters.
    func padding(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
