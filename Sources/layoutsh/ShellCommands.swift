// The `:` commands the shell understands today, and its answer to everything else.
//
// Both input loops (the libedit one and the one for piped input) hand each line
// to `ShellCommands.reply(to:)` and act on the `Reply`, so they answer alike.

/// What the shell makes of one line of input.
enum Reply: Equatable {
    /// Lines for standard output.
    case output([String])
    /// A message for standard error: the line could not be run.
    case error(String)
    /// Leave the shell.
    case quit
    /// Nothing to say (a blank line or a comment).
    case nothing
}

/// One `:` command: its name, a one-line summary for `:help`, and more for `:help NAME`.
struct ShellCommand {
    let name: String
    let summary: String
    let details: [String]
}

enum ShellCommands {
    /// The answer to input the shell cannot run yet.
    static let notImplemented = "the layout language is not implemented yet (see README)"

    /// Every command, in the order `:help` lists them.
    static let all: [ShellCommand] = [
        ShellCommand(name: "help", summary: "list the commands, or explain one (:help NAME)",
                     details: [":help lists the commands; :help NAME explains the command NAME."]),
        ShellCommand(name: "version", summary: "print the version of layoutsh and libedit",
                     details: [":version prints the same line as `layoutsh --version`."]),
        ShellCommand(name: "quit", summary: "leave the shell (Ctrl-D does too)",
                     details: [":quit leaves the shell; so does Ctrl-D on an empty line,",
                               "or the end of piped input."]),
    ]

    /// The shell's answer to one line of input.
    static func reply(to rawLine: String) -> Reply {
        let line = trimmed(rawLine)
        if line.isEmpty || line.hasPrefix("//") { return .nothing }
        guard line.hasPrefix(":") else { return .error(notImplemented) }

        let words = line.dropFirst().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let name = words.first else {
            return .error("a command name must follow ':' (:help lists them)")
        }
        let arguments = Array(words.dropFirst())
        switch name {
        case "help": return help(arguments)
        case "version": return arguments.isEmpty ? .output([Version.line]) : tooMany("version")
        case "quit", "q": return arguments.isEmpty ? .quit : tooMany("quit")
        default: return .error("unknown command :\(name) (:help lists the commands)")
        }
    }

    /// `:help` and `:help NAME`.
    private static func help(_ arguments: [String]) -> Reply {
        if arguments.isEmpty {
            let width = all.map(\.name.count).max() ?? 0
            var lines = ["Commands (the layout language itself is not implemented yet; see README):"]
            for command in all {
                let padding = String(repeating: " ", count: width - command.name.count)
                lines.append("  :\(command.name)\(padding)  \(command.summary)")
            }
            return .output(lines)
        }
        guard arguments.count == 1 else { return .error(":help takes at most one command name") }
        var name = arguments[0]
        if name.hasPrefix(":") { name.removeFirst() }
        guard let command = all.first(where: { $0.name == name }) else {
            return .error("unknown command :\(name) (:help lists the commands)")
        }
        return .output(command.details)
    }

    private static func tooMany(_ name: String) -> Reply {
        .error(":\(name) takes no arguments (:help \(name) explains it)")
    }

    /// `line` without leading and trailing spaces, tabs and carriage returns.
    private static func trimmed(_ line: String) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = line.firstIndex(where: { !blank($0) }),
              let last = line.lastIndex(where: { !blank($0) }) else { return "" }
        return String(line[first...last])
    }
}
