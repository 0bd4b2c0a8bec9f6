import Language

/// Presenting view controllers: after everything pasted or loaded with a
/// declaration has been read, and as a recorded input (`:present NAME`), so
/// `:undo`, `:save` and replays present exactly when the session did.
extension Session {
    /// Presents the view controller declared since the last presentation,
    /// if one waits (or runs lifecycle methods pasted on their own).
    public func presentPending(line: Int = 1) -> Output {
        guard let name = interpreter.controllerToPresent else { return Output() }
        return present(name, line: line)
    }

    /// Presents `name` ("" runs pasted lifecycle methods), prints what it
    /// changed, and records it. A controller already on screen is taken
    /// away first: the session is replayed without its presentation.
    func present(_ name: String, line: Int) -> Output {
        var output = Output()
        if !name.isEmpty, let shown = interpreter.presentedName {
            let all = inputs
            inputs.removeAll { $0.text.hasPrefix(":present") }
            do {
                try replay(first: inputs.count)
            } catch {
                // `replay` changed nothing else before it threw.
                inputs = all
                output.fail("error: \(error)")
                return output
            }
            output.say("took \(shown) away")
        }
        var before = snapshot()
        let errors = interpreter.present(name, engine: engine) { _, notes in
            for note in notes { output.say(note) }
            let after = self.snapshot()
            if let summary = self.summary(from: before, to: after) { output.say(summary) }
            before = after
        }
        for error in errors { output.fail(interpreter.render(error)) }
        record(name.isEmpty ? ":present" : ":present \(name)", line: line)
        return output
    }

    /// `:present [NAME]`: presents a declared view controller. One already
    /// on screen goes: the session is replayed without its presentation first.
    func present(_ input: CommandInput) throws(CommandFailure) -> Output {
        let word = input.plain.first
        guard let word else {
            if interpreter.controllerToPresent != nil { return presentPending(line: input.line) }
            let declared = interpreter.declaredControllers
            throw CommandFailure(declared.isEmpty ? "no view controller has been declared" : "nothing waits to be presented",
                                 input.name, hint: declared.isEmpty ? "declare a UIViewController subclass, or :load a file that does"
                                                                    : "name one: \(declared.joined(separator: ", "))")
        }
        let name = word.text
        let declared = interpreter.declaredControllers
        guard declared.contains(name) else {
            let hint = Suggestion.closest(to: name, among: declared).map { "did you mean \($0)?" }
                ?? (declared.isEmpty ? "no view controller has been declared" : "declared: \(declared.joined(separator: ", "))")
            throw CommandFailure("no view controller named '\(name)'", word, hint: hint)
        }
        return present(name, line: input.line)
    }

    /// Runs `body` with presentation held back until it ends (a script, a
    /// file, a paste), and before each command in it; then presents.
    public func holdingPresentation(_ body: () -> Output) -> Output {
        let was = holdsPresentation
        holdsPresentation = true
        var output = body()
        holdsPresentation = was
        if !was { output.append(presentPending()) }
        return output
    }
}
