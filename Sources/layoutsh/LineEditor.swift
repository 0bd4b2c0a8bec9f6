// A minimal libedit line editor: prompt, emacs key bindings (or whatever
// ~/.editrc says), and a history kept in HistoryFile.path() across runs.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EditLineShim  // also brings histedit.h: el_init, el_gets, history_init, ...

/// libedit asks for the prompt through a C callback; it must return a
/// NUL-terminated string that outlives the editor, so it points into a static literal.
private let promptCallback: lsh_prompt_fn = { _ in
    let text: StaticString = "layoutsh> \0"
    return UnsafeMutableRawPointer(mutating: text.utf8Start).assumingMemoryBound(to: CChar.self)
}

final class LineEditor {
    /// How many lines the history keeps.
    static let historySize: Int32 = 1000

    private let editor: OpaquePointer    // EditLine *
    private let history: OpaquePointer   // History *
    private let historyPath: String?

    /// Sets up libedit on the standard streams; nil if libedit cannot start
    /// (the caller then reads lines without editing).
    init?(historyPath: String?) {
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
        self.editor = editor
        self.history = history
        self.historyPath = historyPath

        _ = lsh_history_setsize(history, Self.historySize)
        _ = lsh_history_setunique(history, 1)
        _ = lsh_el_set_history(editor, history)
        _ = lsh_el_set_prompt(editor, promptCallback)
        _ = lsh_el_set_editor(editor, "emacs")
        // Restore the terminal on signals and follow window size changes.
        _ = lsh_el_set_signal(editor, 1)
        // ~/.editrc (or $EDITRC) may rebind keys, e.g. `bind -v` for vi mode.
        _ = el_source(editor, nil)

        if let path = historyPath {
            _ = lsh_history_load(history, path)  // a missing file is a first run
        }
    }

    deinit {
        history_end(history)
        el_end(editor)
    }

    /// The next line without its newline, or nil at end of input (Ctrl-D).
    func readLine() -> String? {
        var count: Int32 = 0
        guard let bytes = el_gets(editor, &count), count > 0 else { return nil }
        var line = String(cString: bytes)
        if line.hasSuffix("\n") { line.removeLast() }
        return line
    }

    /// Adds `line` to the history and saves it at once, so that a session
    /// ended by a signal keeps its history too.
    func remember(_ line: String) {
        guard line.contains(where: { $0 != " " && $0 != "\t" }) else { return }
        _ = lsh_history_enter(history, line)
        guard let path = historyPath, HistoryFile.createDirectory(for: path) else { return }
        _ = lsh_history_save(history, path)
    }
}
