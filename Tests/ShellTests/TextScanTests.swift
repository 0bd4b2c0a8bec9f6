import Testing
@testable import Language

/// Scans that read UTF-8 rather than characters, against what they stand for.
@Suite struct TextScanTests {
    @Test func linesSplitAsCharactersDo() {
        var random = Seeded(state: 5)
        let pieces = ["a", "\n", "\r", "\r\n", "\n\u{301}", "é", "\u{301}", " ", "\n\n", "🇫🇷"]
        for _ in 0..<500 {
            let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            for omitting in [false, true] {
                #expect(text.lineSlices(omittingEmpty: omitting) == text.split(separator: "\n", omittingEmptySubsequences: omitting),
                        "\(Array(text.unicodeScalars))")
            }
        }
    }

    @Test func logPhrasesAreFoundInTheBytesAsInTheCharacters() {
        var random = Seeded(state: 9)
        let pieces = ["Unable", " to", " simultaneously", "satisfy constraints", "\u{301}", "x", "Will attempt to recover", "é"]
        for _ in 0..<500 {
            let text = (0..<random.below(8)).map { _ in pieces[random.below(pieces.count)] }.joined()
            for phrase in ["Unable to simultaneously satisfy constraints", "Will attempt to recover", "x", ""] {
                let bytes = Array(text.utf8), wanted = Array(phrase.utf8)
                let expected = wanted.isEmpty || (bytes.count >= wanted.count
                    && (0...(bytes.count - wanted.count)).contains { Array(bytes[$0..<($0 + wanted.count)]) == wanted })
                #expect(LogReader.containsUTF8(text, phrase) == expected)
            }
        }
    }
}

/// SplitMix64, seeded, so that random texts are the same on every run.
struct Seeded {
    var state: UInt64
    mutating func below(_ n: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(n))
    }
}
