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
    /// Words a plain argument may be besides names (`svg`, `portrait`):
    /// what Tab offers after the command.
    var words: [String] = []

    static let none = ArgumentSpec(plain: 0...0)
    static let text = ArgumentSpec(plain: nil)
}

extension CommandInput {
    /// Checks the words against what `command` accepts, throwing for the
    /// first it would not read (pointing at it) or for a missing one.
    func check(against command: ShellCommand) throws(CommandFailure) {
        let spec = command.arguments
        guard let plain = spec.plain else { return }
        let usage = "usage: \(command.usage)"
        var plainCount = 0
        var k = 0
        while k < arguments.count {
            let word = arguments[k]
            if word.text.hasPrefix("--") {
                if spec.flags.contains(word.text) {
                    k += 1
                    continue
                }
                if spec.valued.contains(word.text) {
                    guard k + 1 < arguments.count else { throw CommandFailure("\(word.text) needs a value", word, hint: usage) }
                    k += 2
                    continue
                }
                let known = spec.flags + spec.valued
                let near = Suggestion.closest(to: word.text, among: known)
                let what = known.isEmpty ? ":\(command.name) takes no options" : "unknown option '\(word.text)' for :\(command.name)"
                throw CommandFailure(what, word, hint: near.map { "did you mean '\($0)'?" } ?? usage)
            }
            plainCount += 1
            if plainCount > plain.upperBound {
                let message = plain.upperBound == 0
                    ? ":\(command.name) takes no arguments"
                    : ":\(command.name) takes at most \(plain.upperBound) argument\(plain.upperBound == 1 ? "" : "s"); '\(word.text)' is one too many"
                throw CommandFailure(message, word, hint: usage)
            }
            k += 1
        }
        if plainCount < plain.lowerBound {
            let what = plain.lowerBound == 1 ? "an argument" : "\(plain.lowerBound) arguments"
            throw CommandFailure(":\(command.name) needs \(what)", end, hint: usage)
        }
    }
}

extension CommandInput {
    /// The plain arguments, without the values that follow `valued` options.
    func plain(skippingValuesOf valued: [String]) -> [Word] {
        var words: [Word] = []
        var k = 0
        while k < arguments.count {
            let word = arguments[k]
            k += valued.contains(word.text) ? 2 : 1
            if !word.text.hasPrefix("--") { words.append(word) }
        }
        return words
    }

    /// The word after the option `option`, when it was given one.
    func value(of option: String) -> Word? {
        guard let k = arguments.firstIndex(where: { $0.text == option }), k + 1 < arguments.count else { return nil }
        return arguments[k + 1]
    }
}
