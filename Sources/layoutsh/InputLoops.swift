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
    static func script(_ text: String, file: String, _ session: Session) -> Int32 {
        var status: Int32 = 0
        session.file = file
        for chunk in InputSplitter.split(text) {
            let output = session.handle(chunk.text, line: chunk.line)
            show(output)
            if output.failed { status = 1 }
            if output.quit { break }
        }
        return status
    }

    /// Runs a script showing each input behind a prompt, as if typed (the examples).
    static func echoing(_ text: String, file: String, _ session: Session) -> Int32 {
        var status: Int32 = 0
        session.file = file
        for chunk in InputSplitter.split(text) {
            for (i, line) in chunk.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                Console.out((i == 0 ? "layoutsh> " : "      ...> ") + line)
            }
            let output = session.handle(chunk.text, line: chunk.line)
            show(output)
            if output.failed { status = 1 }
        }
        return status
    }

    /// Standard input that is not a terminal: no prompts, the same output.
    static func piped(_ session: Session) -> Int32 {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) { lines.append(line) }
        return script(lines.joined(separator: "\n"), file: "<stdin>", session)
    }

    /// The interactive shell. Returns the exit status.
    static func interactive(_ session: Session) -> Int32 {
        Console.out("\(Version.line): Swift layout code or :help; Ctrl-D leaves.")
        Console.flush()  // before waiting for input, even when standard output is a pipe
        session.file = "<input>"
        guard let editor = LineEditor(historyPath: HistoryFile.path(), session: session) else {
            Console.error("layoutsh: libedit could not start; reading plain lines")
            return piped(session)
        }
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
        }
        return 0
    }
}
