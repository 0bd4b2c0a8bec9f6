// The interactive shell's loop: lines from the line editor gathered into
// complete inputs (a block over several lines is one input, and one history
// entry), a bracketed paste run as one input, and the work done while the
// user reads the answer (a pending presentation, an undo point, the autosave).

import Language
import Shell

struct InteractiveLoop {
    let session: Session
    let editor: LineEditor
    var autosave: Autosave?
    /// The lines of the input being typed, while it is not complete.
    private var pending: [String] = []
    /// Lines read so far, and the line the pending input starts on.
    private var lineNumber = 0
    private var inputStart = 1

    init(session: Session, editor: LineEditor, autosave: Autosave?) {
        self.session = session
        self.editor = editor
        self.autosave = autosave
    }

    /// Reads and runs inputs until Ctrl-D or `:quit`.
    mutating func run() {
        // Inputs a paste ran before its `:quit` count too.
        defer { autosave?.update(session) }
        // A pasted file arrives input by input: its view controller is
        // presented once nothing more is waiting to be read.
        session.holdsPresentation = true
        while true {
            LineEditor.continuing = !pending.isEmpty
            guard let line = editor.readLine() else {
                if LineEditor.interrupted {
                    // Ctrl-C: drop the input being typed (the history keeps it, to fix).
                    LineEditor.interrupted = false
                    if !pending.isEmpty { editor.history.remember(pending.joined(separator: "\n")) }
                    pending = []
                    Console.out("")
                    continue
                }
                if !pending.isEmpty {
                    // Ctrl-D inside an open statement cancels it, as Ctrl-C
                    // does, rather than leave with the block and the session.
                    editor.history.remember(pending.joined(separator: "\n"))
                    pending = []
                    Console.out("")
                    Console.say("cancelled the open statement; Ctrl-D on an empty prompt leaves")
                    continue
                }
                Console.out("")
                return
            }
            let quit = editor.pastedRest.map { pasted(line, $0) } ?? typed(line)
            if quit { return }
        }
    }

    /// A line typed (or recalled from the history, perhaps several lines):
    /// runs the pending input once it is complete. True on `:quit`.
    private mutating func typed(_ line: String) -> Bool {
        if pending.isEmpty { inputStart = lineNumber + 1 }
        lineNumber += 1 + line.count { $0 == "\n" }
        pending.append(line)
        let text = pending.joined(separator: "\n")
        guard InputSplitter.isComplete(text) else {
            editor.history.rememberOpen(text)
            return false
        }
        // Typed ahead (or pasted without brackets), code may go on with a
        // `.chain` on the next line, as scripts may.
        let start = text.drop { $0.isWhitespace }
        if !start.isEmpty && !start.hasPrefix(":") && editor.waitingInputContinuesChain() {
            editor.history.rememberOpen(text)
            return false
        }
        pending = []
        editor.history.remember(text)
        let output = session.handle(text, line: inputStart)
        InputLoops.show(output)
        if output.quit { return true }
        idle()
        return false
    }

    /// A bracketed paste: `line` is the line edited up to the paste's first
    /// newline, `rest` the pasted lines after it. They are shown as pasted
    /// (no prompts between them); every complete input in them runs, in
    /// order, and an open one at the end stays open, to finish as if typed.
    /// What followed the last newline is put back on the next line.
    private mutating func pasted(_ line: String, _ rest: String) -> Bool {
        var lines = rest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        editor.nextLineStart = lines.popLast() ?? ""
        lines.forEach(Console.out)
        Console.flush()
        if pending.isEmpty { inputStart = lineNumber + 1 }
        // A line each (a line recalled from the history may hold several).
        let all = (pending + [line] + lines).joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lineNumber += 1 + line.count { $0 == "\n" } + lines.count
        let split = Self.completeLines(all)
        pending = Array(all[split...])
        let first = inputStart
        inputStart += split
        let chunks = InputSplitter.split(all[..<split].joined(separator: "\n"), keepingSyntax: true)
        editor.history.remember(chunks.map(\.text), open: pending.isEmpty ? nil : pending.joined(separator: "\n"))
        for chunk in chunks {
            let at = first + chunk.line - 1
            if chunk.text.drop(while: \.isWhitespace).hasPrefix(":") { InputLoops.show(session.presentPending(line: at)) }
            let output = session.handle(chunk, line: at)
            InputLoops.show(output)
            if output.quit { return true }
            if Interruption.isRequested {
                // Ctrl-C stops the paste, as it stops a script.
                Console.error("interrupted: the rest of the paste (from line \(at)) did not run")
                pending = []
                editor.nextLineStart = ""
                break
            }
        }
        idle()
        return false
    }

    /// How many of `lines` make complete inputs: all of them, or those
    /// before the statement left open at the end (the longest start that is
    /// complete and not followed by a `.chain`).
    private static func completeLines(_ lines: [String]) -> Int {
        func completes(_ count: Int) -> Bool {
            let next = count < lines.count ? lines[count].drop { $0 == " " || $0 == "\t" } : ""
            return !next.hasPrefix(".") && InputSplitter.isComplete(lines[..<count].joined(separator: "\n"))
        }
        if completes(lines.count) { return lines.count }
        // Where the splitter says the last input starts, most often; else
        // line by line from the end (a parse each, so only when needed).
        if let last = InputSplitter.split(lines.joined(separator: "\n")).last, last.line - 1 < lines.count, completes(last.line - 1) {
            return last.line - 1
        }
        var count = lines.count - 1
        while count > 0 && !completes(count) { count -= 1 }
        return max(0, count)
    }

    /// While the user reads the answer (never mid-paste): the pending
    /// presentation, the moment :undo of the next input comes back to, and
    /// the autosave.
    private mutating func idle() {
        guard !editor.inputIsWaiting() else { return }
        InputLoops.show(session.presentPending(line: inputStart))
        Console.flush()
        session.useIdleTime()
        autosave?.update(session)
    }
}
