import Language

/// What a `:` command accepts after its name: how many plain arguments and
/// which options, so that a word it would not read is an error rather than
/// silently ignored (`:layout box extra`, `:constraints --al`).
struct ArgumentSpec: Sendable {
    /// How many plain (non-option) words; nil for free text (`:expect`).
    var plain: ClosedRange<Int>?
    /// Options that stand alone (`--json`, `--all`).
    var flags: [String] = []
    /// Options followed by a value (`--width N`).
    var valued: [String] = []

    static let none = ArgumentSpec(plain: 0...0)
    static let text = ArgumentSpec(plain: nil)
}

extension Session {
    /// The first word of the command line `text` that `command` does not
    /// accept, as a rustc-style error pointing at it; nil when all are fine.
    /// `column` is where the ':' stands on line `number` of `file`.
    func argumentError(_ command: ShellCommand, _ text: String, column: Int, line number: Int) -> String? {
        let spec = command.arguments
        guard spec.plain != nil else { return nil }
        var words: [(word: String, column: Int)] = []
        var start: String.Index?
        for index in text.indices {
            if text[index] == " " {
                if let s = start { words.append((String(text[s..<index]), text.distance(from: text.startIndex, to: s))) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let s = start { words.append((String(text[s...]), text.distance(from: text.startIndex, to: s))) }
        func error(_ message: String, at k: Int, hint: String?) -> String {
            let (word, offset) = words[k]
            let first = column + offset
            let range = SourceRange(SourcePosition(line: number, column: first),
                                    SourcePosition(line: number, column: first + word.count))
            let source = String(repeating: "\n", count: max(0, number - 1))
                + String(repeating: " ", count: max(0, column - 1)) + text
            return LanguageError(message, range, hint: hint).render(file: file, source: source)
        }
        let usage = "usage: \(command.usage)"
        var plainCount = 0
        var k = 1
        while k < words.count {
            let word = words[k].word
            if word.hasPrefix("--") {
                if spec.flags.contains(word) {
                    k += 1
                    continue
                }
                if spec.valued.contains(word) {
                    guard k + 1 < words.count else { return error("\(word) needs a value", at: k, hint: usage) }
                    k += 2
                    continue
                }
                let known = spec.flags + spec.valued
                let near = Suggestion.closest(to: word, among: known)
                let what = known.isEmpty ? ":\(command.name) takes no options" : "unknown option '\(word)' for :\(command.name)"
                return error(what, at: k, hint: near.map { "did you mean '\($0)'?" } ?? usage)
            }
            plainCount += 1
            if let plain = spec.plain, plainCount > plain.upperBound {
                let message = plain.upperBound == 0
                    ? ":\(command.name) takes no arguments"
                    : ":\(command.name) takes at most \(plain.upperBound) argument\(plain.upperBound == 1 ? "" : "s"); '\(word)' is one too many"
                return error(message, at: k, hint: usage)
            }
            k += 1
        }
        return nil
    }
}
