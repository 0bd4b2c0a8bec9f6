import Language

/// A `:` command line cut into words, each knowing where it stands, so that
/// every error about a command can point at the word it is about, as errors
/// in Swift do.
///
/// Words are separated by spaces or tabs; a word in double or single quotes
/// may hold spaces (`:load "my layout.lsh"`), and `\` escapes the next
/// character inside double quotes.
struct CommandInput {
    /// One word: its text (quotes removed) and the columns it covers on its line.
    struct Word: Equatable {
        let text: String
        let column: Int
        let endColumn: Int
    }

    /// The line as typed, from its ':'.
    let text: String
    /// The line it stands on, and the column of its ':'.
    let line: Int
    let column: Int
    /// The command's name (without ':'), then its arguments in order.
    let name: Word
    let arguments: [Word]

    /// Cuts `text` (which starts with ':') into words; throws for an
    /// unterminated quote or a missing name, pointing at it.
    init(_ text: String, line: Int, column: Int) throws(CommandFailure) {
        self.text = text
        self.line = line
        self.column = column
        var words: [Word] = []
        var current = ""
        var start: Int?
        var quote: Character?
        var quoteStart = 0
        var escaped = false
        var offset = 1  // past the ':'
        for character in text.dropFirst() {
            defer { offset += 1 }
            let here = column + offset
            if let open = quote {
                if escaped { current.append(character); escaped = false } else if character == "\\" && open == "\"" { escaped = true } else if character == open { quote = nil } else { current.append(character) }
                continue
            }
            if character == " " || character == "\t" {
                if let s = start { words.append(Word(text: current, column: s, endColumn: here)) }
                start = nil
                current = ""
            } else {
                if start == nil { start = here }
                if character == "\"" || character == "'" { quote = character; quoteStart = here } else { current.append(character) }
            }
        }
        let end = column + offset
        if quote != nil {
            throw CommandFailure("this quote is never closed", Word(text: "", column: quoteStart, endColumn: end), hint: "close it with the same quote")
        }
        if let s = start { words.append(Word(text: current, column: s, endColumn: end)) }
        guard let first = words.first, first.column == column + 1 else {
            throw CommandFailure("a command name must follow ':'", Word(text: ":", column: column, endColumn: column + 1), hint: ":help lists them")
        }
        name = first
        arguments = Array(words.dropFirst())
    }

    /// The plain arguments (not options).
    var plain: [Word] { arguments.filter { !$0.text.hasPrefix("--") } }

    /// Whether the option `flag` was given.
    func has(_ flag: String) -> Bool { arguments.contains { $0.text == flag } }

    /// The line after the command's name, as typed (`:expect`'s assertion).
    var rest: String { String(text.dropFirst(name.endColumn - column)).trimmingCharacters() }

    /// Where the line ends, for errors about something missing.
    var end: Word { Word(text: "", column: column + text.count, endColumn: column + text.count + 1) }
}

/// What went wrong with a command: a message, the word it is about, maybe a hint.
struct CommandFailure: Error {
    let message: String
    let word: CommandInput.Word?
    let hint: String?

    init(_ message: String, _ word: CommandInput.Word?, hint: String? = nil) {
        self.message = message
        self.word = word
        self.hint = hint
    }
}

extension Session {
    /// A command error, rustc-style: `error: …`, `--> file:line:column`, the
    /// line with a caret under the word, and a hint.
    /// `text` is the command line from its ':', which stands at `column` of `line`;
    /// without a word, the whole line is underlined.
    func render(_ failure: CommandFailure, text: String, line: Int, column: Int) -> String {
        let word = failure.word ?? CommandInput.Word(text: text, column: column, endColumn: column + text.count)
        let range = SourceRange(SourcePosition(line: line, column: word.column),
                                SourcePosition(line: line, column: max(word.endColumn, word.column + 1)))
        var lines = Array(repeating: "", count: max(0, line - 1))
        lines.append(String(repeating: " ", count: max(0, column - 1)) + text)
        return LanguageError(failure.message, range, hint: failure.hint).render(file: file, lines: lines)
    }
}
