import Language

/// Where one input ends: a `:` command is one line; Swift continues while
/// the parser needs more (a bracket, block, string or comment left open, an
/// operator without its right side), or while the next line starts with
/// `.` (a chain).
public enum InputSplitter {
    public struct Chunk: Equatable, Sendable {
        public var text: String
        /// The line it starts on (1-based).
        public var line: Int
    }

    /// Splits a script into complete inputs.
    public static func split(_ text: String) -> [Chunk] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var chunks: [Chunk] = []
        var current: [String] = []
        var start = 1
        for (i, line) in lines.enumerated() {
            if current.isEmpty {
                start = i + 1
                if line.trimmingCharacters().isEmpty { continue }
            }
            current.append(line)
            let text = current.joined(separator: "\n")
            let next = i + 1 < lines.count ? lines[i + 1].trimmingCharacters() : ""
            if isComplete(text) && !(next.hasPrefix(".") && !next.hasPrefix("..") && !text.trimmingCharacters().hasPrefix(":")) {
                chunks.append(Chunk(text: text, line: start))
                current = []
            }
        }
        if !current.isEmpty { chunks.append(Chunk(text: current.joined(separator: "\n"), line: start)) }
        return chunks
    }

    /// Whether `text` is a complete input: a command, or Swift with every
    /// bracket closed and no string or block comment left open.
    public static func isComplete(_ text: String) -> Bool {
        if text.trimmingCharacters().hasPrefix(":") { return true }
        // Counting brackets is cheap and rules out most lines of a long
        // statement; only text that might be whole is parsed.
        return openDepth(text) <= 0 && SwiftSource.isComplete(text)
    }

    /// Brackets still open at the end of `text` (ignoring strings and comments).
    public static func openDepth(_ text: String) -> Int {
        var depth = 0
        var inString = false
        var commentDepth = 0
        var chars = Array(text)[...]
        while let c = chars.first {
            chars = chars.dropFirst()
            let next = chars.first
            if commentDepth > 0 {
                if c == "*" && next == "/" { commentDepth -= 1; chars = chars.dropFirst() }
                else if c == "/" && next == "*" { commentDepth += 1; chars = chars.dropFirst() }
                continue
            }
            if inString {
                if c == "\\" { chars = chars.dropFirst() } else if c == "\"" || c == "\n" { inString = false }
                continue
            }
            switch c {
            case "\"": inString = true
            case "/" where next == "/": while let d = chars.first, d != "\n" { chars = chars.dropFirst() }
            case "/" where next == "*": commentDepth += 1; chars = chars.dropFirst()
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
        }
        return depth + (commentDepth > 0 ? 1 : 0)
    }
}
