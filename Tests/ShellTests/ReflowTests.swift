import Language
import Testing
@testable import Shell

/// `Reflow`, the one line breaker: every property it promises, on the
/// shell's own kinds of text, at every width from very narrow to wide.
@Suite struct ReflowTests {
    /// The shortcut for scalars before Hangul Jamo gives what asking their
    /// properties gives: none of them is wide or an emoji shown as one.
    @Test func scalarsBeforeHangulTakeOneColumn() {
        for v in UInt32(0xA0)..<0x1100 {
            guard let scalar = Unicode.Scalar(v) else { continue }
            #expect(!scalar.properties.isEmojiPresentation, "U+\(String(v, radix: 16))")
            #expect(TerminalColumns.of(Character(scalar)) == 1, "U+\(String(v, radix: 16))")
        }
        #expect(TerminalColumns.of("⌚") == 2 && TerminalColumns.of("界") == 2)
        #expect(TerminalColumns.of("a · b ⇒ c − d") == 13)
    }

    /// Lines of the kinds the shell prints: prose, a `fix:` with code, a
    /// proof step, a summary, a hint, a path, wide characters.
    static let samples = [
        "scrollView.contentSize is ambiguous: its width and height are not fixed, so UIKit cannot tell how far it scrolls.",
        "    fix: give content a width of its own: make.width.equalTo(300); or tie it to the scroll view's frame: make.width.equalTo(scrollView)",
        "      #6 content.left == scrollView.left  (pitfall-02-scroll-edges-only.transcript:14)  — to the content area",
        "    − #g3 view.width == 393  [system 'UIView-Encapsulated-Layout-Width']",
        "= +#9 +#10 +#11 +#12 · moved caption (80, 10, 150, 20.333333) · now broken: #12 caption.width == 160 (:broken says why)",
        "   = hint: e.g. :why box.width (attributes: x, y, width, height, minX, maxX, minY, maxY, centerX, centerY)",
        "error: cannot read /a/very/long/path/to/a/directory/that/goes/on/and/on/and/on/forever/login.lsh: no such file",
        "  标题标签 is ambiguous: 标题标签.width could be anything, 副标题标签 too",
        "word",
        "",
    ]

    /// The words of `text`, in order: what no break may lose or reorder.
    static func characters(_ lines: [String]) -> String { lines.joined().filter { $0 != " " } }

    @Test(arguments: [12, 20, 33, 40, 57, 80, 200])
    func noWordIsLostAndNoLineIsTooLong(width: Int) {
        for line in Self.samples {
            let out = Reflow.lines(line, width: width)
            #expect(Self.characters(out) == Self.characters([line]), "\(line) at \(width)")
            #expect(out.allSatisfy { TerminalColumns.of($0) <= width }, "\(out)")
            #expect(out.allSatisfy { $0.last != " " }, "trailing spaces: \(out)")
        }
    }

    /// A word is cut only when it is longer than a line: every line but
    /// the last of a cut ends at a space of the original.
    @Test(arguments: [20, 40, 80])
    func wordsStayWholeWhenTheyFit(width: Int) {
        for line in Self.samples {
            let out = Reflow.lines(line, width: width)
            let words = Set(line.split(separator: " ").map(String.init))
            let hang = min(Reflow.hangingIndent(of: line), width / 2)
            for piece in out.flatMap({ $0.split(separator: " ") }).map(String.init) where !words.contains(piece) {
                // A piece that is no word is a cut of a word too long for its line,
                // or an operator glued to the word after it.
                let cut = words.contains { $0.count > width - hang && $0.contains(piece) }
                let glued = words.contains { $0.hasSuffix(piece) || $0.hasPrefix(piece) }
                #expect(cut || glued, "\(piece) from \(line) at \(width): \(out)")
            }
        }
    }

    @Test func aLineThatFitsIsUnchanged() {
        let line = "  #1 label.left == view.left  (cmd-broken.transcript:7)   "
        #expect(Reflow.lines(line, width: 80) == [line])
    }

    @Test func continuationLinesHangUnderTheirStart() {
        let fix = "    fix: give content a width of its own: make.width.equalTo(300); or equalTo(scrollView.frameLayoutGuide)"
        let out = Reflow.lines(fix, width: 50)
        #expect(out == ["    fix: give content a width of its own:",
                        "         make.width.equalTo(300); or",
                        "         equalTo(scrollView.frameLayoutGuide)"])
        // A proof step hangs after its sign and id; plain prose two columns in.
        #expect(Reflow.hangingIndent(of: "    − #g3 view.width == 393") == 10)
        #expect(Reflow.hangingIndent(of: "   = hint: did you mean 'box'?") == 11)
        #expect(Reflow.hangingIndent(of: "= +#9 · moved box") == 2)
        #expect(Reflow.hangingIndent(of: "content.width = 0, could be anything") == 2)
        #expect(Reflow.hangingIndent(of: "  horizontally: content is tied") == 16)
    }

    /// An operator goes to the next line with its operand, as Swift is
    /// broken: no line ends in `==`, and a summary's `·` starts its part.
    @Test func operatorsStayWithTheWordAfterThem() {
        let step = "      #6 content.left == scrollView.left  (pitfall-02-scroll-edges-only.transcript:14)"
        for width in 20...60 {
            let out = Reflow.lines(step, width: width)
            #expect(!out.contains { $0.hasSuffix(" ==") }, "\(out)")
        }
        let summary = "= +#5 +#6 +#7 +#8 · moved content (0, 0, 0, 0) · now ambiguous: content.width"
        // A frame stays whole.
        #expect(Reflow.lines(summary, width: 40) == ["= +#5 +#6 +#7 +#8 · moved content", "  (0, 0, 0, 0) · now ambiguous:", "  content.width"])
    }

    /// Wide characters take two columns, and a word of them longer than a
    /// line is cut between characters.
    @Test func wideCharactersCountTwice() {
        let out = Reflow.lines("标题标签标题标签标题标签", width: 10)
        #expect(out == ["标题标签标", "  题标签标", "  题标签"])
    }

    /// Breaking again what was broken changes nothing: a `:load` answer
    /// reflowed by the script's session and again by the outer one.
    @Test(arguments: [20, 40, 80])
    func reflowingTwiceChangesNothing(width: Int) {
        let once = Reflow.lines(Self.samples, width: width)
        #expect(Reflow.lines(once, width: width) == once)
    }

    /// The session's answer: prose broken, pictures, tables and JSON kept,
    /// and an error's quoted source line and caret kept in their columns.
    @Test func anOutputKeepsWhatIsLaidOut() {
        var output = Output()
        output.say("a sentence long enough to be broken somewhere before its end")
        output.show("┌view──────────────────────────────────────────────────┐")
        output.fail("error: a message long enough to be broken before its end\n  --> a/long/path/to/file.lsh:12:5\n   |\n12 | let box = UIVew() // and a long comment after it\n   |           ^^^^^\n   = hint: did you mean 'UIView'?")
        let fitted = output.reflowed(width: 30)
        #expect(fitted.lines == ["a sentence long enough to be", "  broken somewhere before its", "  end",
                                 "┌view──────────────────────────────────────────────────┐"])
        #expect(fitted.errors == ["error: a message long enough", "       to be broken before its", "       end",
                                  "  --> a/long/path/to/file.lsh:12:5", "   |",
                                  "12 | let box = UIVew() // and a long comment after it", "   |           ^^^^^",
                                  "   = hint: did you mean", "           'UIView'?"])
    }
}
