// Where the interactive shell keeps its state between runs: the history
// ($XDG_STATE_HOME/layoutsh/history) and the last session's inputs
// (last-session.lsh), in ~/.local/state/layoutsh when XDG_STATE_HOME is unset,
// empty or relative (as the XDG base directory spec says).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum HistoryFile {
    /// The state directory ($XDG_STATE_HOME/layoutsh), or nil when neither
    /// XDG_STATE_HOME nor HOME gives an absolute directory (nothing is then
    /// kept between runs).
    static func directory() -> String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return join(state, "layoutsh")
        }
        if let home = environment("HOME"), home.hasPrefix("/") {
            return join(home, ".local/state/layoutsh")
        }
        return nil
    }

    /// The history file's path, or nil (history is then kept for the session only).
    static func path() -> String? {
        directory().map { join($0, "history") }
    }

    /// Where the interactive shell autosaves its session, or nil (it then does not).
    static func lastSessionPath() -> String? {
        directory().map { join($0, "last-session.lsh") }
    }

    /// Creates the directories above `path` (mode 0700, like `mkdir -p`).
    /// Returns false when one cannot be created.
    static func createDirectory(for path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        var current = ""
        for component in components.dropLast() {  // all but the file itself
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    /// A non-empty environment variable.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    private static func join(_ directory: String, _ rest: String) -> String {
        directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
    }
}
