/// An error in the input: what went wrong, where, and maybe how to fix it.
public struct LanguageError: Error, Hashable, Sendable {
    public var message: String
    public var range: SourceRange
    public var hint: String?
    /// The name a "cannot find … in scope" error did not find: what a
    /// failed `let` would have declared (`RecoveredFailures`).
    public var undeclaredName: String?

    public init(_ message: String, _ range: SourceRange, hint: String? = nil) {
        self.message = message
        self.range = range
        self.hint = hint
    }

    /// `cannot find 'name' in scope`, as Swift words it.
    static func notFound(_ name: String, _ range: SourceRange, hint: String? = nil) -> LanguageError {
        var error = LanguageError("cannot find '\(name)' in scope", range, hint: hint)
        error.undeclaredName = name
        return error
    }

    /// rustc-style: `error: …`, ` --> file:line:col`, the line, a caret, a hint.
    public func render(file: String, source: String) -> String {
        render(file: file, lines: source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// The same, from the file's lines.
    /// `lines` start at line `firstLine` of the file.
    public func render(file: String, lines: [String], firstLine: Int = 1) -> String {
        let number = range.start.line
        let gutter = String(repeating: " ", count: String(number).count)
        var out = "error: \(LanguageError.printable(message))\n\(gutter)--> \(LanguageError.printable(file)):\(number):\(range.start.column)\n"
        let index = number - firstLine
        if index >= 0 && index < lines.count {
            let text = Array(lines[index])
            let start = max(0, range.start.column - 1)
            let width = range.end.line == number ? max(1, range.end.column - range.start.column) : max(1, text.count - start)
            let (shown, caret, caretWidth) = LanguageError.window(text, start: start, width: width)
            out += "\(gutter) |\n\(number) | \(shown)\n"
            out += "\(gutter) | \(String(repeating: " ", count: caret))\(String(repeating: "^", count: caretWidth))\n"
        }
        if let hint { out += "\(gutter) = hint: \(LanguageError.printable(hint))\n" }
        return out
    }

    /// How many characters of a source line an error shows at most: a
    /// minified file or a pasted megabyte stays one readable line.
    static let shownColumns = 100

    /// The part of `line` to show around characters `start..<start+width`,
    /// made printable, with the column the caret starts at in it and how
    /// many columns it takes. Long
    /// lines are cut to `shownColumns` around the caret, with `…` where cut.
    static func window(_ line: [Character], start: Int, width: Int) -> (String, caret: Int, width: Int) {
        let start = min(start, line.count)
        var from = 0, to = line.count
        if line.count > shownColumns {
            from = max(0, min(start - shownColumns / 4, line.count - shownColumns))
            to = min(line.count, from + shownColumns)
        }
        let pieces = line[from..<to].map { printable($0) }
        var shown = pieces.joined()
        let caret = start - from
        if from > 0 { shown = "…" + shown }
        if to < line.count { shown += "…" }
        let visible = max(1, min(width, to - start))
        // In columns, not characters: a Chinese string before the error
        // takes two columns a character, and the caret must still point.
        let before = pieces[..<min(caret, pieces.count)].reduce(0) { $0 + TerminalColumns.of($1) }
        let under = pieces[min(caret, pieces.count)..<min(caret + visible, pieces.count)].reduce(0) { $0 + TerminalColumns.of($1) }
        return (shown, before + (from > 0 ? 1 : 0), max(1, under))
    }

    /// `text` with control characters shown as Unicode control pictures
    /// (`␛` for an escape) so that an error never drives the terminal, and
    /// cut to `limit` characters (a megabyte identifier makes a short error).
    public static func printable(_ text: String, limit: Int = 500) -> String {
        var out = ""
        var count = 0
        for character in text {
            if count == limit { out += "…"; break }
            out += printable(character)
            count += 1
        }
        return out
    }

    /// One character, printable in one column: a tab as a space, other
    /// control characters as their control picture.
    static func printable(_ character: Character) -> String {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return String(character) }
        switch scalar.value {
        case 0x09: return " "
        case 0x00..<0x20: return String(Character(Unicode.Scalar(0x2400 + scalar.value) ?? "?"))
        case 0x7F: return "␡"
        case 0x80..<0xA0: return "?"
        default: return String(character)
        }
    }
}
