import Cassowary
import LayoutModel

/// What became of a text handed to the user's editor by `:edit`.
public enum EditedText: Sendable, Equatable {
    /// The editor exited successfully and left this text.
    case edited(String)
    /// The editor could not run, or exited unsuccessfully: why, in words.
    case failed(String)
    /// Neither $VISUAL nor $EDITOR names an editor.
    case noEditor
}

/// `:edit [N]`: input N (the last by default) in the user's editor, and
/// the session replayed with the text the editor left in its place.
extension Session {
    func edit(_ input: CommandInput) throws(CommandFailure) -> Output {
        var output = Output()
        guard !inputs.isEmpty else { output.say("nothing to edit: no input has applied yet"); return output }
        var index = inputs.count - 1
        if let word = input.plain.first {
            guard let n = Int(word.text), (1...inputs.count).contains(n) else {
                throw CommandFailure("no input \(word.text)", word, hint: ":history numbers the inputs, 1...\(inputs.count)")
            }
            index = n - 1
        }
        // Only the interactive shell has a terminal to give an editor.
        guard let editText else {
            throw CommandFailure(":edit needs the interactive shell (it opens $VISUAL or $EDITOR on an input)", input.name)
        }
        let original = inputs[index].text
        switch editText(original) {
        case .noEditor:
            output.fail("no editor: set VISUAL or EDITOR (export EDITOR=vim) and start layoutsh again; nothing changed")
        case .failed(let why):
            output.fail("\(why); nothing changed")
        case .edited(let text) where text.trimmingCharacters() == original.trimmingCharacters():
            output.say("input \(index + 1) is unchanged; nothing replayed")
        case .edited(let text):
            let before = EditMoment(engine, snapshot())
            let rest = inputs.count - index - 1
            var failures: [String] = []
            do { failures = try replay(editing: index, to: text) } catch { output.fail("error: \(error)"); return output }
            output.say("\(text.trimmingCharacters().isEmpty ? "removed" : "edited") input \(index + 1)" + (rest > 0 ? "; replayed the \(rest) input\(rest == 1 ? "" : "s") after it" : ""))
            for failure in failures.prefix(3) { output.fail(failure) }
            if failures.count > 3 { output.fail("… and \(failures.count - 3) more inputs now fail (:history marks them)") }
            output.say(editSummary(from: before, to: snapshot()) ?? "= nothing moved")
        }
        return output
    }

    /// Starts over and replays the session with input `index` replaced by
    /// `text`, as if typed so: the edited text runs input by input, and an
    /// input that now fails is kept as failed (for `:history`). Returns
    /// what fails now that did not before. Throws, changing nothing, when
    /// not even the empty layout can be laid out (an internal error).
    private func replay(editing index: Int, to text: String) throws(LayoutError) -> [String] {
        let old = inputs, oldFailed = failedInputs, current = file
        try startOver()
        failedInputs = oldFailed.filter { $0.after <= index }
        undoPoints = []  // moments of the session before the edit
        let held = holdsPresentation
        holdsPresentation = true
        var positions: [Int: Int] = [:]  // applied inputs before → after the edit
        var failures: [String] = []
        for (j, input) in old.enumerated() {
            file = input.file
            isReplaying = j < index
            if j == index {
                for chunk in InputSplitter.split(text) { _ = handle(chunk.text, line: input.line + chunk.line - 1) }
            } else {
                let result = handle(input.text, line: input.line)
                if j > index && result.failed && input.failedLines.isEmpty {
                    let first = input.text.split(separator: "\n").first.map(String.init) ?? input.text
                    failures.append("input \(j + 1) now fails: \(first)" + (result.errors.first.map { " (\($0))" } ?? ""))
                }
            }
            positions[j + 1] = inputs.count
        }
        isReplaying = false
        holdsPresentation = held
        interpreter.forgetPendingPresentation()
        file = current
        let later = oldFailed.filter { $0.after > index }.map { (after: positions[$0.after] ?? inputs.count, text: $0.text) }
        failedInputs = (failedInputs + later).enumerated().sorted { ($0.element.after, $0.offset) < ($1.element.after, $1.offset) }.map(\.element)
        return failures
    }

    /// What the edit changed, by name (the views and constraints of the
    /// session before are not those after): `= +badge -box · moved label (…)`.
    private func editSummary(from old: EditMoment, to new: LayoutSnapshot) -> String? {
        let now = EditMoment(engine, new)
        var parts: [String] = []
        let made = now.names.filter { old.frames[$0] == nil }, gone = old.names.filter { now.frames[$0] == nil }
        if !made.isEmpty || !gone.isEmpty { parts.append(listed(made.map { "+" + $0 } + gone.map { "-" + $0 }, 8)) }
        if now.constraintCount != old.constraintCount {
            let range = min(old.constraintCount, now.constraintCount)..<max(old.constraintCount, now.constraintCount)
            parts.append(listed(range.map { (now.constraintCount > old.constraintCount ? "+#" : "-#") + "\($0 + 1)" }, 12))
        }
        let moved = now.names.compactMap { name -> String? in
            guard let was = old.frames[name], let frame = now.frames[name], was != frame else { return nil }
            return "\(name) \(format(frame))"
        }
        if !moved.isEmpty { parts.append("moved " + listed(moved, 3, separator: ", ")) }
        let broken = now.broken.subtracting(old.broken).sorted(), healed = old.broken.subtracting(now.broken).sorted()
        if !broken.isEmpty { parts.append("now broken: " + broken.map(\.description).joined(separator: " ") + " (:broken says why)") }
        if !healed.isEmpty { parts.append("no longer broken: " + healed.map(\.description).joined(separator: " ")) }
        let became = now.ambiguous.filter { !old.ambiguous.contains($0) }
        if !became.isEmpty { parts.append("now ambiguous: " + listed(became, 4, separator: ", ") + " (:ambiguous says why)") }
        if now.ambiguous.isEmpty && !old.ambiguous.isEmpty { parts.append("no longer ambiguous") }
        return parts.isEmpty ? nil : "= " + parts.joined(separator: " · ")
    }

    private func listed(_ items: [String], _ limit: Int, separator: String = " ") -> String {
        let shown = items.prefix(limit).joined(separator: separator)
        return items.count > limit ? shown + separator + "+\(items.count - limit) more" : shown
    }
}

/// The layout before an edit, by name: the replay makes a new engine.
private struct EditMoment {
    let names: [String]
    let frames: [String: Rect]
    let constraintCount: Int
    let broken: Set<ConstraintID>
    let ambiguous: [String]

    init(_ engine: LayoutEngine, _ snapshot: LayoutSnapshot) {
        let layout = engine.layout
        names = layout.views.map(\.name)
        var frames: [String: Rect] = [:]
        for (view, frame) in engine.frames() where frames[layout[view].name] == nil { frames[layout[view].name] = frame }
        self.frames = frames
        constraintCount = layout.constraints.count
        broken = snapshot.broken
        ambiguous = snapshot.ambiguous.map { $0.name(layout) }
    }
}
