// The ways the shell reads input: a libedit line editor on a terminal,
// plain text otherwise, and scripts. All hand complete inputs to a Session.

import Shell

enum InputLoops {
    /// Prints a session's answer; errors go to standard error.
    static func show(_ output: Output) {
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
        for chunk in InputSplitter.split(text) {
            if chunk.text.drop(while: { $0.isWhitespace }).hasPrefix(":") { present(chunk.line) }
            if echo {
                for (i, line) in chunk.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    Console.out((i == 0 ? "layoutsh> " : "      ...> ") + line)
                }
            }
            let output = session.handle(chunk.text, line: chunk.line)
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
        Console.out("\(Version.line): paste Swift layout code; the root view is `view`.")
        Console.out(":help lists the commands; `layoutsh --example tour` is a guided start; Ctrl-D leaves.")
        Console.flush()  // before waiting for input, even when standard output is a pipe
        session.file = "<input>"
        guard let editor = LineEditor(historyPath: HistoryFile.path(), session: session) else {
            Console.error("layoutsh: libedit could not start; reading plain lines")
            return piped(session)
        }
        // A pasted file arrives input by input: its view controller is
        // presented once nothing more is waiting to be read.
        session.holdsPresentation = true
        var pending: [String] = []
        var lineNumber = 0
        var inputStart = 1
        while true {
            LineEditor.continuing = !pending.isEmpty
            guard let line = editor.readLine() else {
                if LineEditor.interrupted {
                    // Ctrl-C: drop the input being typed.
                    LineEditor.interrupted = false
                    pending = []
                    Console.out("")
                    continue
                }
                if !pending.isEmpty {
                    // Ctrl-D inside an open statement cancels it, as Ctrl-C
                    // does, rather than leave with the block and the session.
                    pending = []
                    Console.out("")
                    Console.out("cancelled the open statement; Ctrl-D on an empty prompt leaves")
                    continue
                }
                Console.out("")
                break
            }
            lineNumber += 1
            if pending.isEmpty { inputStart = lineNumber }
            pending.append(line)
            editor.remember(line)
            let text = pending.joined(separator: "\n")
            guard InputSplitter.isComplete(text) else { continue }
            // Pasted code may go on with a `.chain` on the next line (as scripts may).
            let start = text.drop { $0.isWhitespace }
            if !start.isEmpty && !start.hasPrefix(":") && editor.waitingInputContinuesChain() { continue }
            pending = []
            let output = session.handle(text, line: inputStart)
            show(output)
            if output.quit { break }
            if !editor.inputIsWaiting() {
                show(session.presentPending(line: inputStart))
                // While the user reads the answer (never mid-paste): the
                // moment :undo of the next input comes back to.
                Console.flush()
                session.keepUndoPoint()
            }
        }
        return 0
    }
}
