// The libedit line editor: prompts (a continuation prompt while brackets are
// open), emacs key bindings (or whatever ~/.editrc says), tab completion from
// the session, Ctrl-C to drop the current input, a history of whole
// statements kept across runs (EditorHistory), bracketed paste
// (BracketedPaste, LineEditor+Paste), and a look at input typed ahead for a
// `.chain` that continues the statement above it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Language
import EditLineShim  // also brings histedit.h: el_init, el_gets, history_init, ...
import Shell

/// libedit asks for the prompt through a C callback; it must return a
/// NUL-terminated string that outlives the editor, so it points into static literals.
private let promptCallback: lsh_prompt_fn = { _ in
    let text: StaticString = LineEditor.continuing ? "      ...> \0" : "layoutsh> \0"
    return UnsafeMutableRawPointer(mutating: text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// Tab: completes the word before the cursor from the session, or lists the choices.
private let completeCallback: lsh_complete_fn = { el, _ in
    let refresh: UInt8 = 4, redisplay: UInt8 = 8, error: UInt8 = 6
    guard let el, let info = el_line(el), let data = lsh_el_get_clientdata(el) else { return error }
    let editor = Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    let start = UnsafeRawPointer(info.pointee.buffer).assumingMemoryBound(to: UInt8.self)
    let count = UnsafeRawPointer(info.pointee.cursor) - UnsafeRawPointer(info.pointee.buffer)
    let line = String(decoding: UnsafeBufferPointer(start: start, count: max(0, count)), as: UTF8.self)
    let (word, candidates) = editor.session.completions(for: line)
    guard !candidates.isEmpty else { return error }
    // A command name is followed by its arguments, so a unique one gets a
    // space; other names are often followed by `.`, so they get none.
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let space = trimmed.hasPrefix(":") && !trimmed.contains(" ") && !trimmed.contains("\t") ? " " : ""
    let common = candidates.dropFirst().reduce(candidates[0]) { prefix, next in
        String(zip(prefix, next).prefix { $0 == $1 }.map(\.0))
    }
    if common.count > word.count || candidates == [word] {
        _ = el_insertstr(el, String(common.dropFirst(word.count)) + (candidates.count == 1 ? space : ""))
        return refresh
    }
    Console.out("")
    // In columns that fit the terminal, as bash lists them, never cut mid-word.
    Columns.lines(candidates, width: Console.screen.columns).forEach(Console.out)
    Console.flush()
    return redisplay
}

/// Set by SIGINT: el_gets returns and the current input is dropped.
nonisolated(unsafe) var sawInterrupt: sig_atomic_t = 0

final class LineEditor {
    /// Whether the next prompt continues an open input.
    nonisolated(unsafe) static var continuing = false
    /// Whether the last readLine ended by Ctrl-C.
    nonisolated(unsafe) static var interrupted = false

    let session: Session
    let editor: OpaquePointer    // EditLine *
    private let libeditHistory: OpaquePointer   // History *
    /// The entries the up arrow recalls: whole statements.
    let history: EditorHistory
    /// Bytes taken from the terminal from the start of a paste on, which
    /// libedit has not been given: the paste callback reads them first.
    var held: [UInt8] = []
    /// The pasted lines after the first, when the last line read ended in a paste.
    var pastedRest: String?
    /// What the next line starts with, as if pasted (the end of a paste
    /// after its last newline).
    var nextLineStart = ""

    /// Sets up libedit on the standard streams; nil if libedit cannot start
    /// (the caller then reads lines without editing).
    init?(historyPath: String?, session: Session) {
        // Without a locale libedit treats every byte above 127 as unprintable.
        setlocale(LC_CTYPE, "")
        // Swift 6 cannot touch C's stdin/stdout/stderr globals; fresh FILE
        // streams on descriptors 0, 1 and 2 serve libedit just as well.
        guard let input = fdopen(0, "r"), let output = fdopen(1, "w"), let errors = fdopen(2, "w"),
              let editor = el_init("layoutsh", input, output, errors) else { return nil }
        guard let history = history_init() else {
            el_end(editor)
            return nil
        }
        self.session = session
        self.editor = editor
        self.libeditHistory = history
        self.history = EditorHistory(history, path: historyPath)

        _ = lsh_el_set_history(editor, history)
        _ = lsh_el_set_prompt(editor, promptCallback)
        _ = lsh_el_set_editor(editor, "emacs")
        // Restore the terminal on signals and follow window size changes.
        _ = lsh_el_set_signal(editor, 1)
        _ = lsh_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
        _ = lsh_el_bind_function(editor, "layoutsh-complete", "complete a name", completeCallback, "^I")
        // ~/.editrc (or $EDITRC) may rebind keys, e.g. `bind -v` for vi mode.
        _ = el_source(editor, nil)
        // After it: `bind -v` starts the key map afresh, and a paste must be taken whole in any mode.
        _ = lsh_el_bind_function(editor, "layoutsh-paste", "take a bracketed paste whole", pasteCallback, "\u{1B}[200~")

        // Ctrl-C interrupts the read (no SA_RESTART) instead of ending the shell.
        var action = sigaction()
        // It also stops a statement or script that is running (the statement
        // is taken back whole), so a runaway loop returns to the prompt.
        action.__sigaction_handler.sa_handler = { _ in
            sawInterrupt = 1
            Interruption.request()
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    deinit {
        history_end(libeditHistory)
        el_end(editor)
    }

    /// The next line without its newline, or nil at end of input (Ctrl-D)
    /// or on Ctrl-C (then `interrupted` is set).
    func readLine() -> String? {
        var count: Int32 = 0
        sawInterrupt = 0
        Interruption.clear()
        pastedRest = nil
        if !nextLineStart.isEmpty {
            // Read back by the paste callback, which inserts it as it is.
            held = Array(nextLineStart.utf8) + BracketedPaste.end + held
            el_push(editor, String(decoding: BracketedPaste.start, as: UTF8.self))
        }
        nextLineStart = ""
        let bytes = el_gets(editor, &count)
        if sawInterrupt != 0 {
            LineEditor.interrupted = true
            pastedRest = nil
            el_reset(editor)
            return nil
        }
        guard let bytes, count > 0 else { return nil }
        // The line came from the bytes handed back, if any: drop them.
        if pastedRest != nil {
            ahead = []  // a paste took some of them whole
        } else if let end = ahead.firstIndex(where: { $0 == 10 || $0 == 13 }) {
            ahead.removeSubrange(...end)
        } else {
            ahead = []
        }
        var line = String(cString: bytes)
        if line.hasSuffix("\n") { line.removeLast() }
        return line
    }

    /// Whether input already waiting (pasted, or typed ahead) goes on with a
    /// line that starts with `.` (not `..`): a chain that continues the input
    /// just read, as in a script. The waiting bytes are read without blocking
    /// and handed back to libedit, which edits them as if typed.
    func waitingInputContinuesChain() -> Bool {
        // Without a terminal on both sides libedit reads plainly and never
        // takes back what el_push gives it; outside UTF-8 it would refuse
        // bytes above 127 given back, and lose the whole paste.
        guard isatty(0) == 1, isatty(1) == 1, String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8" else { return false }
        give(Self.takeWaitingInput().filter { $0 != 0 })
        let next = ahead.prefix { $0 != 10 && $0 != 13 }.drop { $0 == 32 || $0 == 9 }
        return next.first == UInt8(ascii: ".") && next.dropFirst().first != UInt8(ascii: ".")
    }

    /// Whether more input is already waiting to be read (the rest of a paste).
    func inputIsWaiting() -> Bool {
        _ = waitingInputContinuesChain()
        return !ahead.isEmpty
    }

    /// Bytes handed back to libedit by waitingInputContinuesChain and not yet read as lines.
    var ahead: [UInt8] = []

    /// Whatever the terminal holds for reading now, read with the terminal
    /// briefly non-canonical (so partial lines come too) and without echo.
    private static func takeWaitingInput() -> [UInt8] {
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return [] }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSANOW, &raw) == 0 else { return [] }
        defer { tcsetattr(0, TCSANOW, &saved) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(0, &chunk, chunk.count)
            if n > 0 {
                bytes += chunk[..<n]
            } else if n < 0 && errno == EINTR {
                continue
            } else if endsInsideCharacter(bytes) {
                // The rest of a UTF-8 character is on its way; libedit would
                // reject the string without it.
                var waiting = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                guard poll(&waiting, 1, 100) > 0 else { break }
            } else {
                break
            }
        }
        return bytes
    }

    /// Whether `bytes` end with an incomplete UTF-8 sequence.
    private static func endsInsideCharacter(_ bytes: [UInt8]) -> Bool {
        var continuation = 0
        for byte in bytes.reversed() {
            if byte & 0xC0 == 0x80 {
                continuation += 1
                if continuation > 3 { return false }
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > continuation + 1
        }
        return false
    }
}
