import Shell
import Testing

/// The history file: whole blocks on one line each, in libedit's own
/// format, so that old files (one line an entry) still load.
@Suite struct HistoryTextTests {
    @Test func blocksRoundTrip() {
        let entries = [
            "let box = UIView()",
            "box.snp.makeConstraints { make in\n\tmake.top.equalToSuperview()\n  make.height.equalTo(100)\n}",
            "label.text = \"a\\\\b \\n größe ✓\"",
            ":why box.width",
            "",
            "\u{7F}\u{1}\r",
        ]
        let text = HistoryText.encode(entries)
        #expect(text.filter { $0 == "\n" }.count == entries.count + 1, "one line a block")
        #expect(HistoryText.decode(text) == entries)
    }

    @Test func encodesAsLibeditDoes() {
        #expect(HistoryText.encode(["a b\tc\nd\\e"]) == "_HiStOrY_V2_\na\\040b\\^Ic\\^Jd\\\\e\n")
    }

    @Test func readsFilesLibeditWrote() {
        // Written by libedit's H_SAVE, one line an entry, as earlier versions kept them.
        let old = "_HiStOrY_V2_\nlet\\040box\\040=\\040UIView()\n\\040\\040make.height.equalTo(100)\n}\ngr\\303\\266\\303\\237e\n"
        #expect(HistoryText.decode(old) == ["let box = UIView()", "  make.height.equalTo(100)", "}", "größe"])
        #expect(HistoryText.decode("a\\Mb\\M-a\\M^A\\s\\q") == [], "no cookie, no entries")
        #expect(HistoryText.decode("_HiStOrY_V2_\n\\M-a\\s\\q\\") == ["\u{FFFD}" + " \\q\\"])
    }
}
