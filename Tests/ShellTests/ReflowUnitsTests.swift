import Testing
import TestSupport
@testable import Shell

/// `Reflow.units` reads plain text by its bytes; it must cut every text as
/// reading it Character by Character does.
struct ReflowUnitsTests {
    /// The reading by Character that the byte reading stands in for.
    static func reference(_ text: Substring) -> [Reflow.Unit] {
        var units: [Reflow.Unit] = []
        var gap = "", word = ""
        var glued = false
        func flush() {
            guard !word.isEmpty else { return }
            if let last = units.last, glued || Reflow.isOpenGroup(last.text) && last.text.count + gap.count + word.count <= Reflow.longestGroup {
                units[units.count - 1].text = last.text + gap + word
            } else {
                units.append(Reflow.Unit(gap: gap, text: word))
            }
            glued = Reflow.operators.contains(word)
            gap = ""
            word = ""
        }
        for c in text {
            if c == " " { flush(); gap.append(c) } else { word.append(c) }
        }
        flush()
        return units
    }

    @Test(arguments: 0..<4)
    func agreesWithCharacters(seed: Int) {
        var rng = SplitMix64(state: UInt64(200 + seed))
        let pieces = [" ", "  ", "a", "label.top", "==", "·", "+#12", "(16,", "44.5)", "(", ")", "é", " \u{301}",
                      "(\u{301}", "中文", "−", "\r\n"]
        for _ in 0..<2000 {
            let count = Int(rng.next() % 10)
            let text = (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            let units = Reflow.units(Substring(text)), expected = Self.reference(Substring(text))
            #expect(units.map(\.gap) == expected.map(\.gap) && units.map(\.text) == expected.map(\.text), "\(text.debugDescription)")
            let open = text.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) } > 0
            #expect(Reflow.isOpenGroup(text) == open, "\(text.debugDescription)")
        }
    }
}
