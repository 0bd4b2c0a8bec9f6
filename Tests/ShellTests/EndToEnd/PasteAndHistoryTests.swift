import Foundation
import Testing

/// End to end, on a terminal (tmux): a bracketed paste is one input, and
/// the history keeps whole statements.
@Suite struct PasteAndHistoryTests {
    /// Tab-indented code pasted: no tab completes, no prompt comes between
    /// the lines, every statement runs once with its summary.
    @Test func pastedTabIndentedCodeRunsOnceWithoutCompletion() async throws {
        guard let t = Terminal(name: "bracketed") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()
        t.paste("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in\n"
                + "\tmake.top.equalToSuperview().offset(20)\n\tmake.leading.equalToSuperview()\n\tmake.size.equalTo(100)\n}\n")
        try await t.waitForLine("= +#1 +#2 +#3 +#4 · moved box (0, 20, 100, 100)")
        try await t.waitForPrompt()
        let lines = t.lines()
        // As pasted, the tabs shown as tabs, and only the first line behind a prompt.
        let pasted = ["layoutsh> let box = UIView()", "view.addSubview(box)", "box.snp.makeConstraints { make in",
                      "        make.top.equalToSuperview().offset(20)", "        make.leading.equalToSuperview()",
                      "        make.size.equalTo(100)", "}", "= +box", "= moved box (0, 0, 0, 0)",
                      "= +#1 +#2 +#3 +#4 · moved box (0, 20, 100, 100)", "layoutsh>"]
        let start = lines.firstIndex(of: pasted[0]) ?? 0
        #expect(Array(lines[start...].prefix(pasted.count)) == pasted, "\(t.screen())")
        #expect(!t.screen().contains("...>"), "a continuation prompt between pasted lines: \(t.screen())")
        #expect(!t.screen().contains("error"), "\(t.screen())")

        // Three inputs, each run once.
        t.send(":history", "Enter")
        try await t.waitForLine("   3  box.snp.makeConstraints { make in")
        try await t.waitForPrompt()
        #expect(!t.lines().contains("   4  box.snp.makeConstraints { make in"))

        // A paste that ends inside a statement: what is complete runs, the
        // rest stays open, its last line on the input line to finish.
        t.paste("let card = UIView()\nview.addSubview(card)\ncard.snp.makeConstraints { make in\n\tmake.size.equalTo(")
        try await t.waitForLine("= moved card (0, 0, 0, 0)")
        try await t.waitFor("the open statement's last line to be on the input line") {
            t.input().hasPrefix("      ...> ") && t.input().hasSuffix("make.size.equalTo(")
        }
        t.send("40)", "Enter")
        try await t.waitForInput("      ...> ")
        t.send("}", "Enter")
        try await t.waitForLine("= +#5 +#6 · moved card (0, 0, 40, 40)", prefix: true)
        try await t.waitForPrompt()
        #expect(!t.screen().contains("error"), "\(t.screen())")
        try await t.quit()
    }

    /// SIGTERM ends the shell with bracketed paste turned off.
    @Test func aSignalThatEndsTheShellTurnsBracketedPasteOff() async throws {
        guard let t = Terminal(name: "term") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()
        let raw = t.directory + "/output"
        t.recordOutput(to: raw)
        t.send("let box = UIView()", "Enter")
        try await t.waitForLine("= +box")
        try await t.waitForPrompt()
        t.kill(SIGTERM)
        try await t.waitForExit(status: 128 + Int(SIGTERM))
        let output = Terminal.contents(of: raw) ?? ""
        #expect(output.components(separatedBy: "\u{1B}[?2004").dropFirst().map { $0.prefix(1) } == ["l"], "\(output.debugDescription)")
    }

    /// Up after a block typed over five lines recalls the block, and Enter runs it again;
    /// the next run recalls it whole too.
    @Test func upRecallsAWholeBlockAndEnterRunsItAgain() async throws {
        guard let t = Terminal(name: "block") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()
        t.send("let box = UIView()", "Enter")
        try await t.waitForLine("= +box")
        try await t.waitForPrompt()
        t.send("view.addSubview(box)", "Enter")
        try await t.waitForPrompt()
        let block = ["box.snp.makeConstraints { make in", "  make.top.equalToSuperview().offset(20)",
                     "  make.leading.equalToSuperview()", "  make.size.equalTo(100)", "}"]
        for (i, line) in block.enumerated() {
            t.send(line, "Enter")
            if i < block.count - 1 { try await t.waitForInput("      ...> ") }
        }
        try await t.waitForLine("= +#1 +#2 +#3 +#4 · moved box (0, 20, 100, 100)")
        try await t.waitForPrompt()

        t.send("Up")
        // The whole block on the input lines, the cursor at its end.
        try await t.waitForInput("}")
        let shown = t.visibleLines()
        let first = shown.lastIndex(of: "layoutsh> " + block[0]) ?? 0
        #expect(Array(shown[first...].prefix(5)) == ["layoutsh> " + block[0]] + block.dropFirst(), "\(t.screen())")
        t.send("Enter")
        try await t.waitForLine("= +#5 +#6 +#7 +#8")
        try await t.waitForPrompt()
        try await t.quit()

        // Kept whole in the file, and recalled whole by the next run.
        let saved = Terminal.contents(of: t.directory + "/state/layoutsh/history") ?? ""
        #expect(saved.hasSuffix(block.joined(separator: "\n").replacingOccurrences(of: " ", with: "\\040")
                                .replacingOccurrences(of: "\n", with: "\\^J") + "\n"), "\(saved)")
        try t.start()
        try await t.waitForPrompt()
        t.send("Up")
        try await t.waitForInput("}")
        t.send("Up")
        try await t.waitForInput("layoutsh> view.addSubview(box)")
        t.send("C-u", "C-d")
        try await t.waitForExit(status: 0)
    }
}
