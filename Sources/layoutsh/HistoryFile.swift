// Where the interactive shell keeps its history between runs:
// $XDG_STATE_HOME/layoutsh/history, or ~/.local/state/layoutsh/history when
// XDG_STATE_HOME is unset, empty or relative (as the XDG base directory spec says).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum HistoryFile {
    /// The history file's path, or nil when neither XDG_STATE_HOME nor HOME
    /// gives an absolute directory (history is then kept for the session only).
    static func path() -> String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return join(state, "layoutsh/history")
        }
        if let home = environment("HOME"), home.hasPrefix("/") {
            return join(home, ".local/state/layoutsh/history")
        }
        return nil
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
    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    private static func join(_ directory: String, _ rest: String) -> String {
        directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
    }
}
