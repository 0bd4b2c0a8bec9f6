import Language
import Testing
@testable import Shell

/// End to end: the shell in a narrow terminal (a tmux pane). Prose is
/// broken at words to fit it, and Tab lists completions in columns.
@Suite struct NarrowTerminalTests {
    /// The lines of the pane that are wider than `columns`, joined where
    /// the terminal wrapped them.
    static func tooWide(_ t: Terminal, _ columns: Int) -> [String] {
        t.lines().filter { TerminalColumns.of($0) > columns }
    }

    @Test func diagnosesAndHelpReflowAtWordsIn40Columns() async throws {
        guard let t = Terminal(name: "narrow") else { return }
        defer { t.stop() }
        try t.start(columns: 40, rows: 50)
        try await t.waitForPrompt()
        // Short lines: the echo of what is typed is the terminal's to wrap.
        t.paste("""
            let sv = UIScrollView()
            view.addSubview(sv)
            sv.snp.makeConstraints {
              $0.edges.equalToSuperview()
            }
            let c = UIView()
            sv.addSubview(c)
            c.snp.makeConstraints {
              $0.edges.equalToSuperview()
            }

            """)
        try await t.waitForLine("= +#5 +#6 +#7 +#8", prefix: true)
        try await t.waitForPrompt()
        t.send(":ambiguous", "Enter")
        try await t.waitForLine("sv.contentSize is ambiguous: its width", prefix: true)
        try await t.waitForPrompt()
        #expect(Self.tooWide(t, 40).isEmpty, "\(t.screen())")
        let lines = t.lines()
        // Code stays whole on its line, and a fix hangs under its text.
        #expect(lines.contains { $0.contains("make.width.equalTo(sv)") }, "\(t.screen())")
        if let fix = lines.firstIndex(where: { $0.hasPrefix("    fix: give c a width") }), fix + 1 < lines.count {
            #expect(lines[fix + 1].hasPrefix(String(repeating: " ", count: 9)) && lines[fix + 1].dropFirst(9).first != " ",
                    "the fix's next line hangs under its text: \(t.screen())")
        } else {
            Issue.record("no fix line: \(t.screen())")
        }

        t.send(":help why", "Enter")
        try await t.waitForLine(":why VIEW.ATTR [--proof] [--all]")
        try await t.waitForPrompt()
        #expect(Self.tooWide(t, 40).isEmpty, "\(t.screen())")
        #expect(t.lines().contains { $0.contains("step-by-step") }, "a word split: \(t.screen())")
        try await t.quit()
    }

    /// Tab lists the choices in columns that fit, down then across.
    @Test func completionsAreListedInColumns() async throws {
        guard let t = Terminal(name: "columns") else { return }
        defer { t.stop() }
        try t.start(columns: 40, rows: 40)
        try await t.waitForPrompt()
        t.send("view.safeAreaLayoutGuide.", "Tab")
        try await t.waitFor("the list") { t.lines().contains { $0.hasPrefix("bottomAnchor ") } }
        try await t.waitForInput("layoutsh> view.safeAreaLayoutGuide.")
        #expect(t.lines().contains("bottomAnchor         leftAnchor"), "\(t.screen())")
        #expect(t.lines().contains("lastBaselineAnchor   widthAnchor"), "\(t.screen())")
        #expect(t.lines().contains("leadingAnchor"), "\(t.screen())")
        #expect(Self.tooWide(t, 40).isEmpty, "\(t.screen())")
        t.send("C-u", "C-d")
        try await t.waitForExit(status: 0)

        // A label's members in an 80-column terminal: several a line, none of another class.
        try t.start(columns: 80, rows: 60)
        try await t.waitForPrompt()
        t.send("let label = UILabel()", "Enter")
        try await t.waitForLine("= +label")
        try await t.waitForPrompt()
        t.send("label.", "Tab")
        try await t.waitFor("the list") { t.lines().contains { $0.contains("numberOfLines") } }
        try await t.waitForInput("layoutsh> label.")
        let lines = t.lines()
        let list = lines.drop { $0 != "layoutsh> label." }.dropFirst().prefix { $0 != "layoutsh> label." }.filter { !$0.isEmpty }
        let words = list.flatMap { $0.split(separator: " ").map(String.init) }
        // Two columns or more: at most half the words a line, rounded up.
        #expect(list.count <= (words.count + 1) / 2, "columns: \(list)")
        #expect(words.contains("textAlignment") && words.contains("topAnchor") && words.contains("setContentHuggingPriority"))
        #expect(!words.contains("axis") && !words.contains("contentOffset"))
        #expect(Self.tooWide(t, 80).isEmpty, "\(t.screen())")
        t.send("C-u", "C-d")
        try await t.waitForExit(status: 0)
    }
}
