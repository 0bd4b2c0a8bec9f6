import Language
import Testing
import TestSupport

/// `trimming(blanks:)` reads bytes where it can; it must answer as the
/// `Character` reading does, CR LF pairs and combining marks included.
struct TrimmingTests {
    /// The reading by `Character` that the byte reading stands in for.
    static func reference(_ text: String, _ blanks: Set<Character>) -> String {
        guard let first = text.firstIndex(where: { !blanks.contains($0) }),
              let last = text.lastIndex(where: { !blanks.contains($0) }) else { return "" }
        return String(text[first...last])
    }

    @Test func edgesOfGraphemes() {
        let blanks: [UInt8] = [0x20, 0x09, 0x0D, 0x0A]
        #expect("  :layout \t".trimming(blanks: blanks) == ":layout")
        #expect(" \r\n ".trimming(blanks: blanks) == "\r\n")  // CR LF is one Character, not a blank
        #expect(" \u{301}x ".trimming(blanks: blanks) == " \u{301}x")  // the accent joins the space
        #expect(" \t ".trimming(blanks: blanks) == "")
        #expect("".trimming(blanks: blanks) == "")
    }

    @Test(arguments: 0..<4)
    func agreesWithCharacters(seed: Int) {
        var rng = SplitMix64(state: UInt64(seed))
        let pieces = [" ", "\t", "\r", "\n", "\r\n", "a", ":", "é", "\u{301}", "\u{600}", "x y"]
        let sets: [(bytes: [UInt8], characters: Set<Character>)] = [
            ([0x20, 0x09, 0x0D, 0x0A], [" ", "\t", "\r", "\n"]),
            ([0x20, 0x09, 0x0D], [" ", "\t", "\r"]),
        ]
        for _ in 0..<2000 {
            let count = Int(rng.next() % 7)
            let text = (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            for set in sets {
                #expect(text.trimming(blanks: set.bytes) == Self.reference(text, set.characters), "\(text.debugDescription)")
            }
        }
    }
}

/// `TerminalColumns.of(_:)` counts by scalar below U+0300; it must answer
/// as the sum over `Character`s does, joined scalars included.
struct TerminalColumnsTests {
    @Test(arguments: 0..<4)
    func agreesWithCharacters(seed: Int) {
        var rng = SplitMix64(state: UInt64(100 + seed))
        let pieces = ["a", " ", "·", "é", "e\u{301}", "\r\n", "\t", "\u{7F}", "\u{85}", "\u{AD}", "−", "中", "😀",
                      "👍🏽", "\u{1100}\u{1161}", "×", "ÿ", "\u{2FF}", "\u{300}"]
        for _ in 0..<2000 {
            let count = Int(rng.next() % 8)
            let text = (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            let expected = text.reduce(0) { $0 + TerminalColumns.of($1) }
            #expect(TerminalColumns.of(text) == expected, "\(text.debugDescription)")
            #expect(TerminalColumns.of(text.dropFirst()) == text.dropFirst().reduce(0) { $0 + TerminalColumns.of($1) })
        }
    }
}
