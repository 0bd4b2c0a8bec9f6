import Language

/// One fuzzing input run as a whole session, with the checks that turn a
/// wrong state into a crash the fuzzer reports.
///
/// Shared by the libFuzzer target (`layoutsh-fuzz`, built by
/// `scripts/fuzz`) and the regression tests that replay what it found, so
/// a crash reproduces the same way in both.
public enum FuzzInput {
    /// Runs `text` as a script in a fresh session that may not touch files,
    /// then the commands that read the whole state, then `:rotate` and
    /// `:undo`, which must come back to exactly where the rotation began.
    public static func run(_ text: String) {
        // The empty layout cannot fail to lay out but through a bug: a finding.
        guard let session = try? Session() else { preconditionFailure("an empty session did not lay out") }
        session.allowsFiles = false
        _ = session.runScript(text, file: "fuzz.lsh")
        var beforeRotating: [String]?
        // A log in the script is explained as it comes; loading the last one must leave a consistent session too.
        _ = session.handle(":explain-log --load")
        for command in [":layout --json", ":constraints --all", ":broken --all", ":ambiguous", ":solver --json", ":rotate", ":undo"] {
            // As the interactive shell does while it waits for input.
            session.useIdleTime()
            let before = command == ":rotate" ? session.handle(":layout --json").lines : nil
            let output = session.handle(command)
            if let before, !output.failed { beforeRotating = before }
            // Non-finite numbers must never reach what layoutsh prints.
            for line in output.lines where command.hasSuffix("--json") {
                precondition(!line.contains(":nan") && !line.contains(":inf") && !line.contains(":-inf"), "non-finite number in \(command)")
            }
        }
        if let beforeRotating {
            precondition(session.handle(":layout --json").lines == beforeRotating, ":undo of :rotate did not come back")
        }
    }

    /// `run`, on a thread with the shell's stack (deep input is not a crash).
    public static func runOnLargeStack(_ text: String) {
        try? LargeStack.run { run(text) }
    }

    /// Bytes as a file holding them would be read (CRLF, a BOM), then
    /// `runOnLargeStack`; bytes no file read could give (NUL, not UTF-8)
    /// are refused there, so they are skipped here.
    public static func runOnLargeStack(bytes: [UInt8]) {
        guard let file = try? TextFile(path: "fuzz.lsh", bytes: bytes, identity: nil) else { return }
        runOnLargeStack(file.text)
    }
}
