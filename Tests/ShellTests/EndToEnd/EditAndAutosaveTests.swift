import Foundation
import Testing

/// End to end, on a terminal (tmux): `:edit` with the user's editor, and
/// the autosave that brings back a session ended without `:save`.
@Suite struct EditAndAutosaveTests {
    /// No editor from the environment the tests run in.
    static let noEditor = ["EDITOR": "", "VISUAL": ""]

    /// An editor that rewrites 100 as 200 (and one that fails) replays the session.
    @Test func editReplaysTheSessionWithTheEditedInput() async throws {
        guard let t = Terminal(name: "edit") else { return }
        defer { t.stop() }
        let editor = t.directory + "/editor.sh"
        try "#!/bin/sh\nsed -i 's/100/200/' \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        chmod(editor, 0o755)
        try t.start(environment: Self.noEditor.merging(["EDITOR": editor]) { $1 })
        try await t.waitForPrompt()
        let raw = t.directory + "/output"
        t.recordOutput(to: raw)
        t.send("let box = UIView()", "Enter")
        try await t.waitForLine("= +box")
        try await t.waitForPrompt()
        t.send("view.addSubview(box)", "Enter")
        try await t.waitForPrompt()
        t.send("box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(100) }", "Enter")
        try await t.waitForLine("= +#1 +#2 +#3 +#4 · moved box (0, 0, 100, 100)")
        try await t.waitForPrompt()
        t.send("let badge = UIView(); box.addSubview(badge); badge.snp.makeConstraints { $0.edges.equalToSuperview() }", "Enter")
        try await t.waitForLine("= +#5 +#6 +#7 +#8 · moved badge (0, 0, 100, 100)")
        try await t.waitForPrompt()

        // The third input, edited in place: what comes after it replays too.
        t.send(":edit 3", "Enter")
        try await t.waitForLine("edited input 3; replayed the 1 input after it")
        try await t.waitForLine("= moved box (0, 0, 200, 200), badge (0, 0, 200, 200)")
        try await t.waitForPrompt()
        t.send(":history", "Enter")
        try await t.waitForLine("   3  box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(200) }")
        try await t.waitForPrompt()
        // Nothing left to rewrite: unchanged, nothing replayed.
        t.send(":edit", "Enter")
        try await t.waitForLine("input 4 is unchanged; nothing replayed")
        try await t.waitForPrompt()
        t.send(":undo", "Enter")
        try await t.waitForLine("undid: let badge = UIView(); box.addSubview(badge); badge.snp.makeConstraints { $0.edges.equalToSuperview() }")
        try await t.waitForPrompt()
        #expect(!t.screen().contains("error"), "\(t.screen())")
        try await t.quit()
        // Bracketed paste off for the editor, on again after it, and off at the end.
        let output = Terminal.contents(of: raw) ?? ""
        let modes = output.components(separatedBy: "\u{1B}[?2004").dropFirst().map { $0.prefix(1) }
        #expect(modes == ["l", "h", "l", "h", "l"], "\(output.debugDescription)")

        // An editor that fails changes nothing.
        try t.start(environment: Self.noEditor.merging(["VISUAL": "false"]) { $1 })
        try await t.waitForPrompt()
        t.send("let box = UIView()", "Enter")
        try await t.waitForPrompt()
        t.send(":edit", "Enter")
        try await t.waitForLine("the editor (false) exited with status 1; nothing changed")
        try await t.waitForPrompt()
        try await t.quit()
    }

    @Test func editWithoutAnEditorSaysHowToSetOne() async throws {
        guard let t = Terminal(name: "noeditor") else { return }
        defer { t.stop() }
        try t.start(environment: Self.noEditor)
        try await t.waitForPrompt()
        t.send("let box = UIView()", "Enter")
        try await t.waitForLine("= +box")
        try await t.waitForPrompt()
        t.send(":edit", "Enter")
        try await t.waitForLine("no editor: set VISUAL or EDITOR (export EDITOR=vim) and start layoutsh again; nothing changed")
        try await t.waitForPrompt()
        t.send(":history", "Enter")
        try await t.waitForLine("   1  let box = UIView()")
        try await t.waitForPrompt()
        try await t.quit()
    }

    /// Each input that applies is written to last-session.lsh; the next run
    /// says how to get an unsaved session back, and none once it is saved.
    @Test func anUnsavedSessionIsAutosavedAndOfferedBack() async throws {
        guard let t = Terminal(name: "autosave") else { return }
        defer { t.stop() }
        let path = t.directory + "/state/layoutsh/last-session.lsh"
        let hint = "The last session ended with unsaved changes; get them back with `layoutsh -i \(path)` or `:load \(path)`."
        // The hint is broken at words to the terminal's width: read the screen's words.
        func offered() -> Bool { t.lines().joined(separator: " ").split(separator: " ").joined(separator: " ").contains(hint) }
        try t.start()
        try await t.waitForPrompt()
        t.send("let box = UIView()", "Enter")
        try await t.waitFor("the autosave") { Terminal.contents(of: path)?.hasSuffix("\nlet box = UIView()\n") == true }
        try await t.waitForPrompt()
        t.send("view.addSubview(box)", "Enter")
        try await t.waitFor("the autosave of the second input") { Terminal.contents(of: path)?.hasSuffix("\nview.addSubview(box)\n") == true }
        try await t.waitForPrompt()
        try await t.quit()
        #expect(!offered(), "no hint on a first run")

        // The next run offers it back; :load brings it back, :save keeps it.
        try t.start()
        try await t.waitFor("the hint") { offered() }
        try await t.waitForPrompt()
        t.send(":load \(path)", "Enter")
        try await t.waitForLine("= moved box (0, 0, 0, 0)")
        try await t.waitForPrompt()
        t.send(":save \(t.directory)/kept.lsh", "Enter")
        try await t.waitForLine("saved 2 inputs to \(t.directory)/kept.lsh")
        try await t.waitForPrompt()
        try await t.quit()
        #expect(Terminal.contents(of: path) == "// layoutsh: the last interactive session (saved with :save)\nlet box = UIView()\nview.addSubview(box)\n")

        try t.start()
        try await t.waitForPrompt()
        try await t.quit()
        #expect(!offered(), "saved, yet offered back: \(t.screen())")
    }

    /// Scripts and standard input never write it.
    @Test func aRunThatIsNotInteractiveNeverAutosaves() throws {
        guard let binary = Terminal.findBinary() else { Issue.record("cannot find the layoutsh binary"); return }
        let scratch = try Scratch()
        let script = try scratch.write("a.lsh", "let box = UIView()\nview.addSubview(box)\n")
        for arguments in [[script], []] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.environment = ["HOME": scratch.path, "XDG_STATE_HOME": scratch.path + "/state"]
            process.standardInput = FileHandle(forReadingAtPath: script)
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/state"), "a state directory made by a script")
    }
}
