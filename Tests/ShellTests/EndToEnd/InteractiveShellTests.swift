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
        try await t.waitForInput("layoutsh> box.heightAnchor.constraint")
        t.send("C-u", "let recalled = UIView()", "Enter")
        try await t.waitForLine("= +recalled")
        try await t.waitForPrompt()
        t.send("C-d")
        try await t.waitForExit(status: 0)
        #expect(!t.screen().contains("error"), "\(t.screen())")

        let saved = Terminal.contents(of: history) ?? ""
        #expect(saved.contains("\\040\\040make.height.equalTo(100)\n"), "\(saved)")
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
        t.send("C-d")
        try await t.waitForExit(status: 0)
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

        t.send("C-d")
        try await t.waitForExit(status: 0)
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
        t.send("C-d")
        try await t.waitForExit(status: 0)
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
        t.send("C-d")
        try await t.waitForExit(status: 0)
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
        t.send("C-d")
        try await t.waitForExit(status: 0)
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
        t.send("C-d")
        try await t.waitForExit(status: 0)

        try t.start(environment: ["NO_COLOR": "1"])
        try await t.waitForPrompt()
        t.send(script)
        try await legend()
        #expect(!t.screen(escapes: true).contains(escape), "colour with NO_COLOR")
        try await t.waitForPrompt()
        t.send("C-d")
        try await t.waitForExit(status: 0)

        // Standard output a pipe, standard input still the terminal.
        try t.start(pipedThrough: "cat")
        try await t.waitForLine("layoutsh ", prefix: true)
        t.send(script)
        try await legend()
        #expect(!t.screen(escapes: true).contains(escape), "colour on a pipe")
        t.send("C-d")
        try await t.waitForExit(status: 0)
    }
}

/// A tmux server of its own (its socket in a fresh directory, which is also
/// HOME and holds XDG_STATE_HOME) whose sessions run `layoutsh`.
final class Terminal {
    /// How long a wait polls the screen before it gives up, in seconds.
    static let timeout: Double = 15
    static let columns = 120, rows = 60

    let directory: String
    private let tmux: String
    private let binary: String
    private let socket: String
    private var session = 0

    /// Nil, with an issue recorded, when tmux or the binary is missing.
    init?(name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let tmux = Self.findInPath("tmux") else {
            Issue.record("tmux is not installed: the end-to-end tests of the interactive shell need it (scripts/setup installs it)", sourceLocation: sourceLocation)
            return nil
        }
        guard let binary = Self.findBinary() else {
            Issue.record("cannot find the layoutsh binary next to the test bundle (\(CommandLine.arguments[0])); set LAYOUTSH_BINARY", sourceLocation: sourceLocation)
            return nil
        }
        var template = Array("/tmp/layoutsh-e2e-\(name)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            Issue.record("cannot make a temporary directory", sourceLocation: sourceLocation)
            return nil
        }
        directory = String(cString: made)
        self.tmux = tmux
        self.binary = binary
        socket = directory + "/tmux.socket"  // a server of its own, gone with the directory
    }

    /// Ends the tmux server and removes the directory.
    func stop() {
        _ = run(["kill-server"])
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Starts `layoutsh` in a new session (window) of the server, which
    /// becomes the one keys go to. The pane stays after the shell exits, for
    /// waitForExit and a last look at the screen.
    func start(_ arguments: [String] = [], environment: [String: String] = [:], pipedThrough pipe: String? = nil,
               columns: Int = Terminal.columns, rows: Int = Terminal.rows) throws {
        var variables = ["HOME": directory, "XDG_STATE_HOME": directory + "/state", "LC_ALL": "C.UTF-8"]
        variables.merge(environment) { $1 }
        var command = "env -u NO_COLOR -u EDITRC -u COLUMNS -u LINES "
            + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
            + " " + ([binary] + arguments).map(Self.quote).joined(separator: " ")
        // The shell around it shows the exit status (tmux's #{pane_dead_status}
        // is not dependable: a server started here may never reap the pane).
        // Ctrl-C reaches that shell too (the terminal signals the whole
        // foreground process group); the trap keeps it going.
        command = "trap : INT\n{ \(command)\n echo \"\(Self.exitMarker)$?]\"\n }"
        if let pipe { command += " | " + pipe }
        session += 1
        // The first new-session starts the server, which keeps the client's
        // standard output: a pipe there would never reach its end.
        let result = run(capturing: false, ["-f", "/dev/null", "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)", command,
                          ";", "set-option", "-g", "remain-on-exit", "on",
                          ";", "set-option", "-g", "history-limit", "5000"])
        if result.status != 0 { throw Failure("tmux new-session failed (status \(result.status))") }
    }

    /// Sends keys: tmux key names (Enter, Tab, Up, C-c, BSpace…) or text.
    func send(_ keys: String...) { send(keys) }

    func send(_ keys: [String]) {
        _ = run(["send-keys", "-t", target] + keys)
    }

    /// The whole pane, scrollback included, lines joined where they wrapped.
    func screen(escapes: Bool = false) -> String {
        run(["capture-pane", "-p", "-J", "-t", target, "-S", "-"] + (escapes ? ["-e"] : [])).output
    }

    /// The lines the pane shows now (no scrollback), without trailing blanks.
    func visibleLines() -> [String] {
        var rows = run(["capture-pane", "-p", "-t", target]).output
            .split(separator: "\n", omittingEmptySubsequences: false).map { Self.trimEnd(String($0)) }
        if rows.last == "" { rows.removeLast() }  // after the last row's newline
        return rows
    }

    /// The pane's lines without trailing blanks.
    func lines() -> [String] {
        screen().split(separator: "\n", omittingEmptySubsequences: false).map { Self.trimEnd(String($0)) }
    }

    /// The line the cursor is on, up to the cursor: the prompt and what is typed.
    func input() -> String {
        let answer = run(["display-message", "-p", "-t", target, "#{cursor_x} #{cursor_y}", ";", "capture-pane", "-p", "-t", target]).output
        var rows = answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !rows.isEmpty else { return "" }
        let cursor = rows.removeFirst().split(separator: " ").compactMap { Int($0) }
        guard cursor.count == 2, cursor[1] < rows.count else { return "" }
        // capture-pane drops trailing blanks: put back those before the cursor.
        let row = rows[cursor[1]]
        return String((row + String(repeating: " ", count: max(0, cursor[0] - row.count))).prefix(cursor[0]))
    }

    /// Waits for the prompt on an empty line: the shell is reading. Keys
    /// sent while it is busy (after Enter) may reach the terminal before
    /// libedit has it in raw mode again, and then the terminal driver echoes
    /// them (and swallows a Ctrl-D), so the tests wait for a prompt before
    /// typing after Enter. Keys sent together arrive together, as a paste.
    func waitForPrompt() async throws {
        try await waitForInput("layoutsh> ")
    }

    func waitForInput(_ expected: String) async throws {
        try await waitFor("the input line to read \"\(expected)\"") { self.input() == expected }
    }

    func waitForLine(_ expected: String, prefix: Bool = false) async throws {
        try await waitFor("a line \"\(expected)\"") {
            self.lines().contains { prefix ? $0.hasPrefix(expected) : $0 == expected }
        }
    }

    /// Waits for the shell to end, and checks its exit status.
    func waitForExit(status: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var line: String?
        try await waitFor("layoutsh to exit") {
            line = self.lines().last { $0.hasPrefix(Self.exitMarker) }
            return line != nil
        }
        #expect(line == "\(Self.exitMarker)\(status)]", "exit status", sourceLocation: sourceLocation)
    }

    /// What the pane prints when layoutsh has exited, before the status.
    static let exitMarker = "[layoutsh exited with status "

    /// Polls `condition` every 20 ms until it holds or the timeout passes;
    /// then throws, with the screen in the error.
    func waitFor(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while Date() < deadline {
            if condition() { return }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        if condition() { return }
        throw Failure("timed out after \(Int(Self.timeout)) s waiting for \(what); the input line is \"\(input())\"; the screen:\n\(screen())")
    }

    static func contents(of path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: private

    private var target: String { "run\(session)" }

    /// Runs tmux on this server's socket; its standard output and error.
    ///
    /// Spawned by hand rather than with Foundation's Process: the child must
    /// start with no signal blocked or ignored (the test runner's threads
    /// block SIGINT, SIGHUP, SIGTERM…, and tmux hands its mask on to the
    /// shell, which then would not see Ctrl-C), and without the pipes of
    /// other runs (the server the first new-session forks keeps what it
    /// inherits, so a pipe there would never reach its end).
    @discardableResult
    private func run(capturing: Bool = true, _ arguments: [String]) -> (status: Int32, output: String) {
        var fds: [Int32] = [-1, -1]
        var pid = pid_t()
        let spawned = Self.spawning.withLock { _ -> Int32 in
            // Close-on-exec, and under the lock: no other spawn here can hand it on.
            guard pipe(&fds) == 0 else { return errno }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            defer { close(fds[1]) }
            return spawn(&pid, capturing: capturing, into: fds[1], arguments)
        }
        guard spawned == 0 else { return (-1, "cannot run \(tmux): error \(spawned)") }
        defer { close(fds[0]) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(fds[0], &chunk, chunk.count)
            if n > 0 { data += chunk[..<n] } else if n < 0 && errno == EINTR { continue } else { break }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), String(decoding: data, as: UTF8.self))
    }

    /// Serializes the spawns of every Terminal (see run).
    private static let spawning = Mutex(())

    private func spawn(_ pid: inout pid_t, capturing: Bool, into output: Int32, _ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturing {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        environment["SHELL"] = "/bin/sh"  // runs the commands of start
        let argv = [tmux, "-S", socket] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        return Self.withCStrings(argv) { argv in
            Self.withCStrings(envp) { envp in posix_spawn(&pid, tmux, &actions, &attributes, argv, envp) }
        }
    }

    /// `strings` as a NULL-terminated array of C strings, for `body`.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func trimEnd(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    private static func findInPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `layoutsh` in the build products: next to the test executable (or
    /// bundle, a few folders up on macOS), or $LAYOUTSH_BINARY.
    static func findBinary() -> String? {
        if let path = ProcessInfo.processInfo.environment["LAYOUTSH_BINARY"], !path.isEmpty { return path }
        var starts = [CommandLine.arguments[0], Bundle.main.executablePath ?? ""]
            + Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") }  // macOS: the bundle's folder
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { starts.insert(exe, at: 0) }
        for start in starts where !start.isEmpty {
            var directory = URL(fileURLWithPath: start).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("layoutsh").path
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate) {
                    return candidate
                }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }
}
