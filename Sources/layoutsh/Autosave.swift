// A session is never lost: the interactive shell writes its inputs (what
// `:save` would write) to last-session.lsh in the state directory after each
// input, whenever they changed, and the next run says how to get them back
// when that session ended with changes no `:save` kept. Scripts, pipes and
// transcripts never write it.

import Shell

struct Autosave {
    /// The first line of the file while it holds changes no `:save` kept;
    /// a comment, so the file runs as it is.
    static let unsavedMark = "// layoutsh: the last interactive session, with changes not saved by :save"
    /// The first line once they are saved (or there are none).
    static let savedMark = "// layoutsh: the last interactive session (saved with :save)"

    let path: String
    /// The session's script when the shell became interactive (the files
    /// and example it ran): no changes of the user's.
    private let start: String
    /// What the file was last written with by this run, nil before its first write.
    private var written: String?

    init?(_ session: Session) {
        guard let path = HistoryFile.lastSessionPath() else { return nil }
        self.path = path
        start = session.script
    }

    /// The line to print at start when the last session left changes
    /// unsaved in the file, or nil.
    func recoveryHint() -> String? {
        guard let file = try? FileIO.read(path) else { return nil }
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.unsavedMark) else { return nil }
        let inputs = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }.count
        // Nothing to say when this run is the one that got them back.
        guard inputs > 0, lines.dropFirst().joined(separator: "\n") != start else { return nil }
        return "The last session ended with unsaved changes; get them back with `layoutsh -i \(path)` or `:load \(path)`."
    }

    /// Writes the session if its inputs changed since the last write. The
    /// last session's file stays until this one has a change of its own.
    mutating func update(_ session: Session) {
        let script = session.script
        if written == nil && script == start { return }
        let unsaved = script != start && script != session.savedScript
        let text = (unsaved ? Self.unsavedMark : Self.savedMark) + "\n" + script
        guard text != written, HistoryFile.createDirectory(for: path) else { return }
        // Written through a new file and a rename: a shell killed mid-write
        // leaves the last whole version.
        do {
            try FileIO.writeAtomically(path, text, newFileMode: 0o600)
            written = text
        } catch {
            Console.error("layoutsh: cannot autosave the session to \(path): \(error.reason)")
            written = text  // said once, not after every input
        }
    }
}
