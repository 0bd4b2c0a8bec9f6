// `:edit` hands an input to the user's editor: $VISUAL, else $EDITOR, run
// by /bin/sh (so `code --wait` works) on a temporary file named .swift (so
// the editor colours it), with the terminal its own until it exits.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EditLineShim
import Language
import Shell

enum ExternalEditor {
    /// The editor's command, or nil when neither variable names one.
    static var command: String? {
        HistoryFile.environment("VISUAL") ?? HistoryFile.environment("EDITOR")
    }

    /// Runs the editor on `text` and reads back what it leaves.
    static func edit(_ text: String) -> EditedText {
        guard let command else { return .noEditor }
        let directory = HistoryFile.environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((directory + (directory.hasSuffix("/") ? "" : "/") + "layoutsh-edit-XXXXXX.swift").utf8CString)
        let descriptor = mkstemps(&template, 6)
        guard descriptor >= 0 else { return .failed("cannot make a temporary file in \(directory): \(String(cString: strerror(errno)))") }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let bytes = Array((text.hasSuffix("\n") ? text : text + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { return .failed("cannot write \(path)") }

        Console.flush()
        BracketedPaste.turnOff()
        defer { BracketedPaste.turnOn() }
        let status = run(["/bin/sh", "-c", command + " \"$@\"", command, path])
        Interruption.clear()  // a Ctrl-C meant for the editor must not stop the replay
        guard let status else { return .failed("cannot run the editor (\(command))") }
        guard status == 0 else { return .failed("the editor (\(command)) exited with status \(status)") }
        guard let edited = try? FileIO.read(path) else { return .failed("cannot read back \(path)") }
        var result = edited.text
        if result.hasSuffix("\n") { result.removeLast() }  // the line end the editor keeps
        return .edited(result)
    }

    /// Runs `arguments` and waits for it; its exit status (128 + the signal
    /// that ended it), or nil when it cannot start.
    private static func run(_ arguments: [String]) -> Int32? {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, lsh_environ()) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
