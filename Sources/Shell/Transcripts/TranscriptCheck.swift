/// `layoutsh test` on one transcript file: replays it, and says how it went
/// (a diff, or what is wrong with the file); with `update`, rewrites it.
public enum TranscriptCheck {
    /// How one transcript went.
    public struct Result: Sendable, Equatable {
        /// What to print: a diff, or one line naming the file.
        public var lines: [String] = []
        /// Whether it counts as passed (an update that wrote it does).
        public var passed: Bool
    }

    /// Checks the transcript at `path`, rewriting it when `update` is set and it differs.
    public static func run(_ path: String, update: Bool) -> Result {
        let file: TextFile
        do {
            file = try FileIO.read(path)
        } catch {
            return Result(lines: ["\(path): cannot read: \(error.reason)"], passed: false)
        }
        let transcript = Transcript(parsing: file.text)
        // Nothing replayed would pass whatever the file says: not a check.
        guard !transcript.entries.isEmpty else {
            return Result(lines: ["\(path): empty transcript: no input (a line starting with '> ') to check"], passed: false)
        }
        let actual: Transcript, failedExpectation: Bool
        do {
            (actual, failedExpectation) = try transcript.replay(path: path)
        } catch {
            return Result(lines: ["\(path): \(error)"], passed: false)
        }
        let want = lines(file.text), got = lines(actual.text)
        var result = Result(passed: !failedExpectation)
        if want != got {
            if update {
                do {
                    // In the file's own line ends, so a CRLF transcript stays one.
                    try FileIO.writeAtomically(path, file.inOwnForm(actual.text))
                    result.lines.append("\(path): updated")
                } catch {
                    result.lines.append("\(path): cannot write: \(error.reason)")
                    result.passed = false
                }
            } else {
                result.lines += LineDiff.unified(want, got, from: path, to: "\(path) (replayed)")
                result.passed = false
            }
        }
        // Rewriting records what the :expect found; it does not make it pass.
        if failedExpectation { result.lines.append("\(path): an :expect failed") }
        return result
    }

    /// The lines of `text`; a last line without its newline is a line all the same.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
