import Language

/// Where one input of a script ends: a `:` command is one line; Swift
/// statements end where the parser says they do (a statement goes on over
/// lines while brackets, blocks or strings are open, while an operator
/// waits for its right side, or while the next line starts with `.`).
public enum InputSplitter {
    public struct Chunk: Equatable, Sendable {
        public var text: String
        /// The line it starts on (1-based).
        public var line: Int
        /// The statements' items as the script's one parse found them, for
        /// running without parsing the text again (`split(_:keepingSyntax:)`).
        public var syntax: InputSyntax?

        public init(text: String, line: Int, syntax: InputSyntax? = nil) {
            self.text = text
            self.line = line
            self.syntax = syntax
        }

        /// The same input at the same line: its syntax is what its text
        /// parses to, so it is left out.
        public static func == (a: Chunk, b: Chunk) -> Bool { a.text == b.text && a.line == b.line }
    }

    /// Splits a script into complete inputs, in order. The script is parsed
    /// once, with its command lines left out; a line that looks like a
    /// command but continues a statement (`: b` of a ternary split over
    /// lines) is Swift. Each comment line before a statement is an input of
    /// its own, as if typed.
    ///
    /// `keepingSyntax` keeps, with each input that is whole statements the
    /// parse read without a problem, their items (operators folded), for
    /// `Session.handle` to lower rather than parse the input again.
    public static func split(_ text: String, keepingSyntax: Bool = false) -> [Chunk] {
        let slices = text.lineSlices()
        let lines = slices.map(String.init)
        /// Lines `first`...`last` (1-based) as they stand in the text, which
        /// is what joining them with line feeds gives, without the joining.
        func joinedLines(from first: Int, to last: Int) -> String {
            String(text[slices[first - 1].startIndex..<slices[last - 1].endIndex])
        }
        // A pasted UIKit log is one input, and never Swift.
        let logs = LogReader.regions(lines)
        let logLines = Set(logs.flatMap { $0 }.map { $0 + 1 })
        let logStarts = Dictionary(uniqueKeysWithValues: logs.map { ($0.lowerBound + 1, $0.upperBound + 1) })
        var commands = Set(lines.indices.filter { lines[$0].trimmingCharacters().hasPrefix(":") }.map { $0 + 1 }).subtracting(logLines)
        var spans: [StatementSpan] = []
        var parsed: ParsedSpans?
        while true {
            let swift = lines.enumerated().map { commands.contains($0.offset + 1) || logLines.contains($0.offset + 1) ? "" : $0.element }.joined(separator: "\n")
            let found = SwiftSource.parsedSpans(swift)
            spans = found.spans
            parsed = found
            let continuing = commands.filter { line in
                spans.contains { $0.first < line && line <= $0.last }
                    || spans.last(where: { $0.last < line }).map { !$0.isWhole && blank(lines, from: $0.last + 1, to: line - 1) } == true
            }
            if continuing.isEmpty { break }
            commands.subtract(continuing)
        }
        let script = keepingSyntax ? parsed?.script() : nil
        /// The items of span `s` for an input of lines `first`...`last`,
        /// when the input is exactly their text as parsed.
        func syntax(ofSpan s: Int, first: Int, last: Int) -> InputSyntax? {
            guard let script, spans[s].first == first, spans[s].last == last,
                  (first...last).allSatisfy({ !commands.contains($0) && !logLines.contains($0) }) else { return nil }
            return script.input(span: s)
        }
        // Inputs in line order: each command, and each statement with the comments before it.
        var chunks: [Chunk] = []
        var next = 1  // the first line not yet in a chunk
        /// Lines `first`...`last`: the comment lines before a statement each an
        /// input of their own (a block comment whole), then the statement.
        func add(from first: Int, to last: Int, statementFrom statementStart: Int? = nil, span: Int? = nil) {
            var line = first
            let bodyStart = statementStart ?? last + 1
            var comment: [String] = []
            var commentStart = line
            while line < bodyStart {
                let text = lines[line - 1]
                if comment.isEmpty {
                    commentStart = line
                    if text.trimmingCharacters().isEmpty { line += 1; continue }
                }
                comment.append(text)
                if !SwiftSource.endsInsideBlockComment(comment.joined(separator: "\n")) {
                    chunks.append(Chunk(text: comment.joined(separator: "\n"), line: commentStart))
                    comment = []
                }
                line += 1
            }
            if !comment.isEmpty { chunks.append(Chunk(text: comment.joined(separator: "\n"), line: commentStart)) }
            if bodyStart <= last {
                chunks.append(Chunk(text: joinedLines(from: bodyStart, to: last), line: bodyStart,
                                    syntax: span.flatMap { syntax(ofSpan: $0, first: bodyStart, last: last) }))
            }
        }
        var s = 0
        var skipUntil = 0
        for line in 1...max(1, lines.count) {
            if line <= skipUntil { continue }
            if let end = logStarts[line] {
                add(from: next, to: line - 1)
                chunks.append(Chunk(text: joinedLines(from: line, to: end), line: line))
                next = end + 1
                skipUntil = end
                continue
            }
            if commands.contains(line) {
                add(from: next, to: line - 1)
                chunks.append(Chunk(text: lines[line - 1], line: line))
                next = line + 1
                continue
            }
            while s < spans.count, spans[s].last < line { s += 1 }
            if s < spans.count, spans[s].last == line {
                add(from: next, to: line, statementFrom: max(next, spans[s].first), span: s)
                next = line + 1
            }
        }
        if next <= lines.count { add(from: next, to: lines.count) }
        return chunks
    }

    /// Whether lines `from`...`to` (1-based) are all blank (true when the range is empty).
    static func blank(_ lines: [String], from: Int, to: Int) -> Bool {
        from > to || (from...to).allSatisfy { lines[$0 - 1].trimmingCharacters().isEmpty }
    }

    /// Whether `text` is a complete input: a command, or Swift the parser
    /// needs nothing more for.
    public static func isComplete(_ text: String) -> Bool {
        if LogReader.startsLog(text) { return LogReader.isComplete(text) }
        if text.trimmingCharacters().hasPrefix(":") { return true }
        return SwiftSource.isComplete(text)
    }
}
