import Foundation
import Synchronization
import Testing

/// End to end: the real `layoutsh` binary on a real terminal (a tmux pane),
/// driven by keystrokes and checked on the screen — prompts, multi-line input,
/// tab completion, history across runs, Ctrl-C, Ctrl-D, UTF-8 and colour.
///
/// Needs tmux (scripts/setup installs it). Every wait polls the screen until
/// what it expects is there, for at most `Terminal.timeout` seconds.
@Suite struct InteractiveShellTests {
    // MARK: typing code

    @Test func typesMakeConstraintsWithCompletionAndRecallsItNextRun() async throws {
        guard let t = Terminal(name: "main") else { return }
        defer { t.stop() }
        let history = t.directory + "/state/layoutsh/history"

        try t.start()
        try await t.waitForPrompt()
        t.send("let box = UIView()", "Enter", "view.addSubview(box)", "Enter")
        try await t.waitForLine("= moved box (0, 0, 0, 0)")
        try await t.waitForPrompt()

        // The method after `.snp.`, then a block over several lines.
        t.send("box.snp.makeC", "Tab")
        try await t.waitForInput("layoutsh> box.snp.makeConstraints")
        t.send(" { make in", "Enter")
        try await t.waitForInput("      ...> ")
        // Saved as each line is entered, before the input is complete.
        try await t.waitFor("the history file to hold the open line") {
            Terminal.contents(of: history)?.contains("box.snp.makeConstraints\\040{\\040make\\040in") == true
        }
        // Attributes after `make.`: the common prefix, then the choices.
        t.send("  make.to", "Tab")
        try await t.waitForInput("      ...>   make.top")
        t.send(".equalToSuperview().offset(20)", "Enter")
        try await t.waitForInput("      ...> ")
        t.send("  make.leading", "Tab")
        try await t.waitForLine("leading  leadingMargin")
        try await t.waitForInput("      ...>   make.leading")
        t.send(".equalToSuperview().inset(16)", "Enter")
        try await t.waitForInput("      ...> ")
        t.send("  make.trailing.equalTo(view.snp.trai", "Tab")
        try await t.waitForInput("      ...>   make.trailing.equalTo(view.snp.trailing")
        t.send(").inset(16)", "Enter", "  make.height.equalTo(100)", "Enter")
        try await t.waitForInput("      ...> ")
        t.send("}", "Enter")
        try await t.waitForLine("= +#1 +#2 +#3 +#4 · moved box (16, 20, 361, 100)")
        try await t.waitForPrompt()

        // `:` commands, view names and the frame attributes after them.
        t.send(":wh", "Tab")
        try await t.waitForInput("layoutsh> :why ")
        t.send("bo", "Tab")
        try await t.waitForInput("layoutsh> :why box")
        t.send(".w", "Tab")
        try await t.waitForInput("layoutsh> :why box.width")
        t.send("Enter")
        try await t.waitForLine("box.width = 393 (view) - 16 (#2) - 16 (#3) = 361")
        try await t.waitForPrompt()

        // Constraint names.
        t.send(":deactivate #", "Tab")
        try await t.waitForLine("#1  #2  #3  #4")
        try await t.waitForInput("layoutsh> :deactivate #")
        t.send("C-u")

        // Anchors, and the method after an anchor.
        t.send("box.heightAn", "Tab")
        try await t.waitForInput("layoutsh> box.heightAnchor")
        t.send(".con", "Tab")
        try await t.waitForInput("layoutsh> box.heightAnchor.constraint(")
        t.send("C-u", "let recalled = UIView()", "Enter")
        try await t.waitForLine("= +recalled")
        try await t.waitForPrompt()
        try await t.quit()
        #expect(!t.screen().contains("error"), "\(t.screen())")

        let saved = Terminal.contents(of: history) ?? ""
        // The block is one entry, its newlines escaped as libedit does.
        #expect(saved.contains("\\^J\\040\\040make.height.equalTo(100)\\^J}\n"), "\(saved)")
        #expect(saved.contains(":why\\040box.width\n"), "\(saved)")
        #expect(saved.hasSuffix("let\\040recalled\\040=\\040UIView()\n"), "\(saved)")

        // A second run recalls the lines with the up arrow.
        try t.start()
        try await t.waitForPrompt()
        t.send("Up")
        try await t.waitForInput("layoutsh> let recalled = UIView()")
        t.send("Up")
        try await t.waitForInput("layoutsh> :why box.width")
        t.send("Down", "Enter")
        try await t.waitForLine("= +recalled")
        try await t.waitForPrompt()
        try await t.quit()
    }

    /// Pasted code may continue a statement with `.chain` on the next line.
    @Test func pastedChainOnTheNextLineContinuesTheStatement() async throws {
        guard let t = Terminal(name: "chain") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()
        // One send-keys: the lines arrive together, as a paste does.
        t.send("let box = UIView()", "Enter", "view.addSubview(box)", "Enter",
               "box.widthAnchor.constraint(equalToConstant: 50)", "Enter", "    .isActive = true", "Enter",
               "let after = UIView()", "Enter")
        try await t.waitForLine("= +after", prefix: true)
        let lines = t.lines()
        #expect(lines.contains("      ...>     .isActive = true"), "\(t.screen())")
        #expect(lines.contains { $0.hasPrefix("= +#1") }, "\(t.screen())")
        #expect(!t.screen().contains("error"), "\(t.screen())")
    }

    /// A pasted view controller is presented once the whole paste is read:
    /// the extension after the class counts, and it is presented once.
    @Test func aPastedControllerIsPresentedOnceThePasteIsRead() async throws {
        guard let t = Terminal(name: "paste") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()
        t.send("class Demo: UIViewController {", "Enter",
               "    let box = UIView()", "Enter",
               "    override func viewDidLoad() { view.addSubview(box); layoutBox() }", "Enter",
               "}", "Enter",
               "extension Demo {", "Enter",
               "    func layoutBox() { box.snp.makeConstraints { $0.edges.equalToSuperview().inset(side) } }", "Enter",
               "    var side: CGFloat { 10 }", "Enter",
               "}", "Enter")
        try await t.waitForLine("= +box · +#1 +#2 +#3 +#4 · moved box (10, 10, 373, 832)")
        let screen = t.screen()
        #expect(screen.components(separatedBy: "presented Demo (ran viewDidLoad())").count == 2, "\(screen)")
        #expect(!screen.contains("error"), "\(screen)")
    }

    // MARK: keys

    @Test func ctrlCDropsTheInputAndCtrlDLeaves() async throws {
        guard let t = Terminal(name: "keys") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()

        // Open parentheses, then brackets: the continuation prompt; Ctrl-C drops it all.
        t.send("let x = UIView(", "Enter")
        try await t.waitForInput("      ...> ")
        t.send("foo")
        try await t.waitForInput("      ...> foo")
        t.send("C-c")
        try await t.waitForPrompt()
        t.send("NSLayoutConstraint.activate([", "Enter")
        try await t.waitForInput("      ...> ")
        t.send("C-c")
        try await t.waitForPrompt()
        // Ctrl-C on an empty line does not end the shell either.
        t.send("C-c")
        try await t.waitForPrompt()
        t.send("let y = UIView()", "Enter")
        try await t.waitForLine("= +y")
        try await t.waitForPrompt()
        #expect(!t.screen().contains("error"), "the dropped input was run: \(t.screen())")

        // Ctrl-D inside an open block cancels it and says so; the shell stays.
        t.send("view.snp.makeConstraints { make in", "Enter")
        try await t.waitForInput("      ...> ")
        t.send("C-d")
        try await t.waitForLine("cancelled the open statement; Ctrl-D on an empty prompt leaves")
        try await t.waitForPrompt()
        t.send("let z = UIView()", "Enter")
        try await t.waitForLine("= +z")
        try await t.waitForPrompt()

        try await t.quit()
    }

    @Test func ctrlCStopsARunningStatementAndTakesItBack() async throws {
        guard let t = Terminal(name: "interrupt") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()
        t.send("let box = UIView()", "Enter")
        try await t.waitForLine("= +box")
        try await t.waitForPrompt()
        // An array of 2^18 views makes each turn of the loop below take milliseconds,
        // so it neither ends nor reaches a limit (100,000 views, 2,000,000 turns)
        // before Ctrl-C arrives, however fast the machine.
        t.send("var many = [box]; for _ in 0..<18 { many = many + many }", "Enter")
        try await t.waitForPrompt()
        // A loop that adds views without end: Ctrl-C stops it, and none of its views stay.
        t.send("while true { view.addSubview(UIView()); let copy = many + many }", "Enter")
        try await Task.sleep(for: .milliseconds(500))
        t.send("C-c")
        try await t.waitFor("the interruption") { t.screen().contains("error: interrupted (Ctrl-C)") }
        try await t.waitForPrompt()
        t.send(":layout", "Enter")
        try await t.waitForLine("view  UIView  (0, 0, 393, 852)")
        try await t.waitForPrompt()
        #expect(!t.screen().contains("UIView#"), "the interrupted statement left views: \(t.screen())")
        try await t.quit()
    }

    @Test func utf8Input() async throws {
        guard let t = Terminal(name: "utf8") else { return }
        defer { t.stop() }
        try t.start()
        try await t.waitForPrompt()
        t.send("let größe = UILabel()", "Enter")
        try await t.waitForLine("= +größe")
        try await t.waitForPrompt()
        t.send("größe.text = \"héllo ✓\"", "Enter", "view.addSubview(größe)", "Enter")
        try await t.waitForLine("= moved größe (0, 0, 0, 0)")
        try await t.waitForPrompt()
        t.send("grö", "Tab")
        try await t.waitForInput("layoutsh> größe")
        // Editing goes by characters, not bytes.
        t.send("BSpace", "BSpace", "ße.isHidden", "Enter")
        try await t.waitForLine("layoutsh> größe.isHidden")
        try await t.waitForPrompt()
        #expect(!t.screen().contains("\\303"), "bytes above 127 shown as octal: no UTF-8 locale")
        try await t.quit()
        #expect(Terminal.contents(of: t.directory + "/state/layoutsh/history")?.contains("größe.text") == true)
    }

    // MARK: history

    @Test func historyIsCappedAt1000Entries() async throws {
        guard let t = Terminal(name: "cap") else { return }
        defer { t.stop() }
        let history = t.directory + "/state/layoutsh/history"
        try FileManager.default.createDirectory(atPath: t.directory + "/state/layoutsh", withIntermediateDirectories: true)
        let old = (1...1100).map { ":layout\\040v\($0)\n" }.joined()
        try ("_HiStOrY_V2_\n" + old).write(toFile: history, atomically: true, encoding: .utf8)

        try t.start()
        try await t.waitForPrompt()
        t.send("Up")
        try await t.waitForInput("layoutsh> :layout v1100")
        t.send("C-u", ":version", "Enter")
        try await t.waitFor("the history file to end with :version") {
            Terminal.contents(of: history)?.hasSuffix("\n:version\n") == true
        }
            try await t.waitForPrompt()
        let entries = (Terminal.contents(of: history) ?? "").split(separator: "\n").dropFirst()
        #expect(entries.count == 1000)
        #expect(entries.first == ":layout\\040v102")
        try await t.quit()
    }

    // MARK: colour

    @Test func coloursOnlyOnATerminalAndNeverWithNoColor() async throws {
        guard let t = Terminal(name: "colour") else { return }
        defer { t.stop() }
        let script = ["let box = UIView()", "Enter", "view.addSubview(box)", "Enter",
                      "box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }", "Enter",
                      ":draw", "Enter"]
        let escape = "\u{1B}["
        // The legend beside the picture: the box's line ends it.
        func legend() async throws {
            try await t.waitFor("the legend's line \"  box  (20, 20, 353, 812)\"") {
                t.lines().contains { $0.hasSuffix("  box  (20, 20, 353, 812)") }
            }
        }

        try t.start()
        try await t.waitForPrompt()
        t.send(script)
        try await legend()
        #expect(t.screen(escapes: true).contains(escape), "no colour on a terminal")
        try await t.waitForPrompt()
        try await t.quit()

        try t.start(environment: ["NO_COLOR": "1"])
        try await t.waitForPrompt()
        t.send(script)
        try await legend()
        #expect(!t.screen(escapes: true).contains(escape), "colour with NO_COLOR")
        try await t.waitForPrompt()
        try await t.quit()

        // Standard output a pipe, standard input still the terminal.
        try t.start(pipedThrough: "cat")
        try await t.waitForLine("layoutsh ", prefix: true)
        t.send(script)
        try await legend()
        #expect(!t.screen(escapes: true).contains(escape), "colour on a pipe")
        try await t.quit()
    }
}
