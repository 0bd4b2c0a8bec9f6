/// Text measured in terminal display columns rather than characters.
///
/// Identifiers and strings may be Chinese (the seed articles are): such
/// characters take two columns in a terminal, so anything lined up under
/// text (an error's caret, a picture's legend, wrapped prose) counts
/// columns, not characters.
public enum TerminalColumns {
    /// The columns `character` takes in a terminal: 2 for East Asian wide
    /// characters and emoji, 0 for controls, 1 otherwise.
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        // Nothing before Hangul Jamo is wide or shown as an emoji (the
        // proof's signs and the summary's dots are asked often).
        if v < 0x1100 { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideBlocks.contains { $0.contains(v) } ? 2 : 1
    }

    /// The East Asian Wide and Fullwidth blocks (the stdlib does not expose
    /// the property itself).
    private static let wideBlocks: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]

    /// The columns `text` takes in a terminal.
    public static func of(_ text: String) -> Int {
        of(Substring(text))
    }

    /// The columns `text` takes in a terminal.
    ///
    /// Every line the shell prints is measured, most of them ASCII or
    /// Latin-1 (a summary's `·`): where `scalarsAreCharacters` the scalars
    /// are counted. (A generic function here was not specialized for its
    /// callers in other modules: every byte went through protocol witnesses.)
    public static func of(_ text: Substring) -> Int {
        guard text.scalarsAreCharacters else { return text.reduce(0) { $0 + of($1) } }
        var columns = 0
        for scalar in text.unicodeScalars where scalar.value >= 0x20 && (scalar.value < 0x7F || scalar.value >= 0xA0) {
            columns += 1
        }
        return columns
    }
}
