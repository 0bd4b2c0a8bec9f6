import LayoutModel

/// A transcript: a session file. Lines starting with `> ` are input, `. `
/// continues the input above, and every other line, up to the next input,
/// is the output expected from it. Lines before the first input are a
/// header, kept as they are.
public struct Transcript: Sendable {
    public struct Entry: Sendable, Equatable {
        public var input: [String]
        /// The line of the transcript the input starts on.
        public var line: Int
        public var expected: [String]
    }

    public var header: [String]
    public var entries: [Entry]

    public init(parsing text: String) {
        var lines = LineEnds.unix(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        header = []
        entries = []
        for (i, line) in lines.enumerated() {
            if line.hasPrefix("> ") || line == ">" {
                entries.append(Entry(input: [String(line.dropFirst(2))], line: i + 1, expected: []))
            } else if (line.hasPrefix(". ") || line == "."), !entries.isEmpty, entries[entries.count - 1].expected.isEmpty {
                entries[entries.count - 1].input.append(String(line.dropFirst(2)))
            } else if entries.isEmpty {
                header.append(line)
            } else {
                entries[entries.count - 1].expected.append(line)
            }
        }
    }

    /// The transcript as text.
    public var text: String {
        var out = header
        for e in entries {
            out.append("> " + (e.input.first ?? ""))
            out += e.input.dropFirst().map { $0.isEmpty ? "." : ". " + $0 }
            out += e.expected
        }
        return out.map { $0 == "> " ? ">" : $0 }.joined(separator: "\n") + "\n"
    }

    /// Replays the inputs in a fresh session; returns the transcript with
    /// the output they give now, and whether any `:expect` failed. Throws
    /// when not even the empty layout can be laid out (an internal error).
    /// Replays the transcript at `path` as it is wherever it is run from:
    /// named by its file name, relative paths in it read and written in
    /// its directory, so that `layoutsh test examples/x.transcript`, the
    /// same from `examples/` and an absolute path give the same output.
    public func replay(path: String) throws(LayoutError) -> (Transcript, failedExpectation: Bool) {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) }
        return try replay(file: name) { $0.directory = directory }
    }

    public func replay(file: String, configure: (Session) -> Void = { _ in }) throws(LayoutError) -> (Transcript, failedExpectation: Bool) {
        let session = try Session()
        session.file = file
        configure(session)
        var result = self
        var failed = false
        // Each input runs at the line it will have in the transcript written
        // back (inputs and outputs before it), so error locations and
        // constraint sources agree with the file after one `--update`.
        var line = header.count + 1
        for (i, entry) in entries.enumerated() {
            let output = session.handle(entry.input.joined(separator: "\n"), line: line).reflowed(width: session.textWidth)
            result.entries[i].line = line
            result.entries[i].expected = output.lines + output.errors
            line += entry.input.count + result.entries[i].expected.count
            if output.errors.contains(where: { $0.hasPrefix("expectation failed") }) { failed = true }
            if output.quit { break }
        }
        return (result, failed)
    }
}
