// The ways the shell reads input: a libedit line editor on a terminal,
// plain text otherwise, and scripts. All hand complete inputs to a Session.

import Shell

enum InputLoops {
    /// Prints a session's answer, its prose broken to the terminal's
    /// width; errors go to standard error.
    static func show(_ output: Output) {
        let output = output.reflowed(width: Console.screen.columns)
        output.lines.forEach(Console.out)
        output.errors.forEach(Console.error)
        Console.flush()
    }

    /// Runs a script silently but for its output. Returns 1 if anything failed.
    /// A Swift file (`.swift`) is loaded whole, as a module of one file.
    /// While it runs, a `:load` of the same file is refused (it would never end).
    static func script(_ file: TextFile, _ session: Session) -> Int32 {
        if file.path.hasSuffix(".swift") { return swiftFiles([(file.path, file.text)], session) }
        return session.reading(file) { chunks(file.text, file: file.path, session, echo: false) }
    }

    /// Loads Swift files together, as one module. Returns 1 if anything failed.
    static func swiftFiles(_ files: [(path: String, text: String)], _ session: Session) -> Int32 {
        let output = session.loadSwift(files)
        show(output)
        return output.failed ? 1 : 0
    }

    /// Runs a script showing each input behind a prompt, as if typed (the examples).
    static func echoing(_ text: String, file: String, _ session: Session) -> Int32 {
        chunks(text, file: file, session, echo: true)
    }

    /// Runs a script input by input, showing each answer as it comes; a view
    /// controller declared is presented before the next command, or at the end.
    static func chunks(_ text: String, file: String, _ session: Session, echo: Bool) -> Int32 {
        var status: Int32 = 0
        session.file = file
        let held = session.holdsPresentation
        session.holdsPresentation = true
        func present(_ line: Int) {
            let output = session.presentPending(line: line)
            show(output)
            if output.failed { status = 1 }
        }
        for chunk in InputSplitter.split(text, keepingSyntax: true) {
            if chunk.text.drop(while: { $0.isWhitespace }).hasPrefix(":") { present(chunk.line) }
            if echo {
                for (i, line) in chunk.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    Console.out((i == 0 ? "layoutsh> " : "      ...> ") + line)
                }
            }
            let output = session.handle(chunk)
            show(output)
            if output.failed { status = 1 }
            if output.quit { break }
        }
        session.holdsPresentation = held
        if !held { present(1) }
        return status
    }

    /// Standard input that is not a terminal: no prompts, the same output.
    static func piped(_ session: Session) -> Int32 {
        do {
            return script(try FileIO.read(descriptor: 0, path: "<stdin>"), session)
        } catch {
            Console.error("layoutsh: cannot read standard input: \(error.reason)")
            return 1
        }
    }

    /// The interactive shell. Returns the exit status.
    static func interactive(_ session: Session) -> Int32 {
        Console.say("\(Version.line): paste Swift layout code, or a UIKit constraint log; the root view is `view`.")
        Console.say(":help lists the commands; `layoutsh --example tour` is a guided start; Ctrl-D leaves.")
        let autosave = Autosave(session)
        if let hint = autosave?.recoveryHint() { Console.say(hint) }
        Console.flush()  // before waiting for input, even when standard output is a pipe
        session.file = "<input>"
        guard let editor = LineEditor(historyPath: HistoryFile.path(), session: session) else {
            Console.error("layoutsh: libedit could not start; reading plain lines")
            return piped(session)
        }
        session.editText = ExternalEditor.edit
        BracketedPaste.turnOn()
        defer { BracketedPaste.turnOff() }
        var loop = InteractiveLoop(session: session, editor: editor, autosave: autosave)
        loop.run()
        return 0
    }
}
