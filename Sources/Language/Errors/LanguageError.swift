/// An error in the input: what went wrong, where, and maybe how to fix it.
public struct LanguageError: Error, Hashable, Sendable {
    public var message: String
    public var range: SourceRange
    public var hint: String?

    public init(_ message: String, _ range: SourceRange, hint: String? = nil) {
        self.message = message
        self.range = range
        self.hint = hint
    }

    /// rustc-style: `error: …`, ` --> file:line:col`, the line, a caret, a hint.
    public func render(file: String, source: String) -> String {
        render(file: file, lines: source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// The same, from the file's lines.
    public func render(file: String, lines: [String]) -> String {
        let number = range.start.line
        let gutter = String(repeating: " ", count: String(number).count)
        var out = "error: \(message)\n\(gutter)--> \(file):\(number):\(range.start.column)\n"
        if number >= 1 && number <= lines.count {
            let text = lines[number - 1]
            let width = range.end.line == number ? max(1, range.end.column - range.start.column) : max(1, text.count - range.start.column + 1)
            out += "\(gutter) |\n\(number) | \(text)\n"
            out += "\(gutter) | \(String(repeating: " ", count: max(0, range.start.column - 1)))\(String(repeating: "^", count: width))\n"
        }
        if let hint { out += "\(gutter) = hint: \(hint)\n" }
        return out
    }
}
