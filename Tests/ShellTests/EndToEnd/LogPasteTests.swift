import Foundation
import Testing

/// End to end: a UIKit log pasted into the shell on a terminal, and
/// `layoutsh explain-log` on a file and on standard input.
@Suite struct LogPasteTests {
    static let logs = TranscriptTests.root.appendingPathComponent("Tests/Logs")

    /// The whole log pasted at once is one input: explained, no error, no
    /// continuation prompt, and `--load` then brings its views in.
    @Test func aPastedLogIsExplainedAndCanBeLoaded() async throws {
        guard let t = Terminal(name: "logpaste") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()
        let log = try String(contentsOf: Self.logs.appendingPathComponent("02-autoresizing-mask.log"), encoding: .utf8)
        t.paste(log)
        try await t.waitForLine("  checked: without them every required constraint holds.")
        try await t.waitForPrompt()
        #expect(!t.screen().contains("error"), "\(t.screen())")
        t.send(":explain-log --load", "Enter")
        try await t.waitForLine("loaded as inputs 1–9 (:history): :draw, :why and :priority #N 999 try a change")
        try await t.waitForPrompt()
        t.send(":layout balanceCard", "Enter")
        try await t.waitForLine("balanceCard  UIView  (0, 0, 0, 0)")
        try await t.quit()
    }

    @Test func explainLogReadsAFileOrStandardInput() throws {
        let directory = Self.logs.path
        guard let file = try CommandLineTests.layoutsh(["explain-log", "04-stack-hiding.log"], in: directory) else { return }
        #expect(file.status == 0, "\(file.errors)")
        #expect(file.output.contains("forecastChart is hidden in a stack view"))
        guard let piped = try CommandLineTests.layoutsh(["explain-log", "--code"], input: Self.logs.appendingPathComponent("13-bare-list.log").path,
                                                        in: directory) else { return }
        #expect(piped.status == 0 && piped.output.contains("taskRow.heightAnchor.constraint(equalToConstant: 48).isActive = true  // line 5"))
        guard let nothing = try CommandLineTests.layoutsh(["explain-log"], in: directory) else { return }
        #expect(nothing.status == 1 && nothing.errors.contains("no constraint descriptions in <stdin>"))
    }
}
