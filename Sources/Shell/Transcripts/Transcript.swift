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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
            let output = session.handle(entry.input.joined(separator: "\n"), line: line)
            result.entries[i].line = line
            result.entries[i].expected = output.lines + output.errors
            line += entry.input.count + result.entries[i].expected.count
            if output.errors.contains(where: { $0.hasPrefix("expectation failed") }) { failed = true }
            if output.quit { break }
        }
        return (result, failed)
    }
}

/// Line diffs for transcripts, in unified format.
public enum LineDiff {
    /// `--- a`, `+++ b`, and hunks with 3 lines of context; empty when equal.
    public static func unified(_ a: [String], _ b: [String], from: String, to: String) -> [String] {
        guard a != b else { return [] }
        // Longest common subsequence by dynamic programming (transcripts are small).
        let n = a.count, m = b.count
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        enum Op { case same(String), removed(String), added(String) }
        var ops: [(Op, Int, Int)] = []  // op, line in a, line in b (0-based, before it)
        var i = 0, j = 0
        while i < n || j < m {
            // Removed lines before added ones, as diff(1) prints them.
            if i < n, j < m, a[i] == b[j] { ops.append((.same(a[i]), i, j)); i += 1; j += 1 }
            else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] { ops.append((.removed(a[i]), i, j)); i += 1 }
            else { ops.append((.added(b[j]), i, j)); j += 1 }
        }
        var out = ["--- \(from)", "+++ \(to)"]
        let changed = ops.indices.filter { if case .same = ops[$0].0 { return false } else { return true } }
        var k = 0
        while k < changed.count {
            var lo = max(0, changed[k] - 3)
            var hi = min(ops.count - 1, changed[k] + 3)
            while k + 1 < changed.count, changed[k + 1] - 3 <= hi + 1 { k += 1; hi = min(ops.count - 1, changed[k] + 3) }
            lo = max(0, lo)
            let slice = ops[lo...hi]
            let aCount = slice.filter { if case .added = $0.0 { return false } else { return true } }.count
            let bCount = slice.filter { if case .removed = $0.0 { return false } else { return true } }.count
            out.append("@@ -\(ops[lo].1 + 1),\(aCount) +\(ops[lo].2 + 1),\(bCount) @@")
            for (op, _, _) in slice {
                switch op {
                case .same(let s): out.append(" " + s)
                case .removed(let s): out.append("-" + s)
                case .added(let s): out.append("+" + s)
                }
            }
            k += 1
        }
        return out
    }
}
