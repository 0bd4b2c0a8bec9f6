// The line editor's history, a statement at a time: a block typed over five
// lines is one entry, recalled whole by the up arrow (libedit shows and
// edits the newlines in it), and kept whole in the history file
// (HistoryText's format, which also reads the files of earlier versions,
// one line an entry).

import EditLineShim
import Shell

final class EditorHistory {
    /// How many entries the history keeps.
    static let size = 1000

    private let history: OpaquePointer   // History *
    private let path: String?
    /// What the file holds, oldest first; libedit's history holds the same.
    private var entries: [String] = []
    /// The input being typed, saved in the file after the entries (so that a
    /// shell killed inside a block keeps what was typed of it) but not
    /// offered by the up arrow until it is entered.
    private var open: String?

    init(_ history: OpaquePointer, path: String?) {
        self.history = history
        self.path = path
        _ = lsh_history_setsize(history, Int32(Self.size))
        _ = lsh_history_setunique(history, 1)
        // A missing or unreadable file is a first run.
        guard let path, let file = try? FileIO.read(path) else { return }
        for entry in HistoryText.decode(file.text).suffix(Self.size) { add(entry) }
    }

    /// Adds a complete input (a statement, a block, a command) and saves
    /// the file at once, so that a session ended by a signal keeps it too.
    func remember(_ input: String) {
        remember([input])
    }

    /// Adds the inputs of a paste, and what is open after them, with one save.
    func remember(_ inputs: [String], open: String? = nil) {
        for input in inputs where input.contains(where: { !$0.isWhitespace }) { add(input) }
        self.open = open
        save()
    }

    /// Saves what has been typed of an input that is not complete yet.
    func rememberOpen(_ text: String) {
        open = text
        save()
    }

    private func add(_ entry: String) {
        guard entry != entries.last else { return }  // as H_SETUNIQUE does
        entries.append(entry)
        if entries.count > Self.size { entries.removeFirst(entries.count - Self.size) }
        _ = lsh_history_enter(history, entry)
    }

    private func save() {
        guard let path, HistoryFile.createDirectory(for: path) else { return }
        var kept = entries
        if let open, open.contains(where: { !$0.isWhitespace }), open != kept.last {
            kept.append(open)
            if kept.count > Self.size { kept.removeFirst() }
        }
        // Through a new file and a rename, so a shell killed mid-save (or
        // two shells saving at once) never leaves a history cut short.
        try? FileIO.writeAtomically(path, HistoryText.encode(kept), newFileMode: 0o600)
    }
}
