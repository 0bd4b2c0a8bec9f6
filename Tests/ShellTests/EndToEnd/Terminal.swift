import Foundation
import Synchronization
import Testing

/// A tmux server of its own (its socket in a fresh directory, which is also
/// HOME and holds XDG_STATE_HOME) whose sessions run `layoutsh`.
final class Terminal {
    /// How long a wait polls the screen before it gives up, in seconds.
    /// A wait that succeeds returns at once, so only a failure pays it;
    /// it is long enough for a whole suite running in parallel on a slow
    /// 2-core machine, where a replay can take many seconds to appear.
    static let timeout: Double = 60
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
        // foreground process group), and so does a signal libedit passes
        // on (it sends it to its process group); the trap keeps it going.
        command = "trap : INT TERM HUP\n{ \(command)\n echo \"\(Self.exitMarker)$?]\"\n }"
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

    /// Pastes `text` as a terminal does: newlines as CR, and between
    /// ESC[200~ and ESC[201~ when the shell has asked for bracketed paste.
    func paste(_ text: String) {
        _ = run(["set-buffer", "-b", "paste", "--", text, ";", "paste-buffer", "-p", "-d", "-b", "paste", "-t", target])
    }

    /// Sends keys, and returns once the pane shows the shell's answer
    /// (an echo, a new prompt, output) or after 2 s without one (a key
    /// that changes nothing).
    ///
    /// Without the wait, a test that sent Ctrl-C on an empty prompt and
    /// then waited for the empty prompt found the old one at once, typed
    /// on, and had its next line dropped by the Ctrl-C handled after it:
    /// on a loaded CI machine, the tests raced the shell.
    func send(_ keys: [String]) {
        let before = snapshot()
        _ = run(["send-keys", "-t", target] + keys)
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline, snapshot() == before { usleep(10_000) }
    }

    /// The cursor and the whole pane, to tell whether anything changed.
    private func snapshot() -> String {
        run(["display-message", "-p", "-t", target, "#{cursor_x} #{cursor_y}", ";", "capture-pane", "-p", "-J", "-t", target, "-S", "-"]).output
    }

    /// Appends what the shell writes to the terminal from now on, escape
    /// sequences and all, to `path`.
    func recordOutput(to path: String) {
        _ = run(["pipe-pane", "-o", "-t", target, "cat >> " + Self.quote(path)])
    }

    /// Sends `signal` to the layoutsh the pane runs (the child of its shell).
    func kill(_ signal: Int32) {
        let shell = run(["display-message", "-p", "-t", target, "#{pane_pid}"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let children = Self.contents(of: "/proc/\(shell)/task/\(shell)/children") ?? ""
        for child in children.split(separator: " ").compactMap({ pid_t($0) }) { _ = Glibc.kill(child, signal) }
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

    /// Leaves the shell with Ctrl-D at an empty prompt and checks that it
    /// exits with status 0. Under load a Ctrl-D sent just as the prompt
    /// appeared was once lost (CI waited 60 s at "layoutsh> "), so it is
    /// sent again while, after a few seconds, the shell still shows an
    /// empty prompt.
    func quit(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        for _ in 0..<3 {
            send("C-d")
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, !hasExited { try await Task.sleep(nanoseconds: 20_000_000) }
            if hasExited || input() != "layoutsh> " { break }
        }
        try await waitForExit(status: 0, sourceLocation: sourceLocation)
    }

    /// Whether the pane shows that layoutsh has exited.
    private var hasExited: Bool { lines().contains { $0.hasPrefix(Self.exitMarker) } }

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
