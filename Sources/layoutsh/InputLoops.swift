// The two ways the shell reads its input: a libedit line editor when standard
// input is a terminal, plain lines otherwise. Both answer through ShellCommands.

enum InputLoops {
    /// The interactive shell. Returns the exit status.
    static func interactive() -> Int32 {
        Console.out("\(Version.line): :help lists the commands, Ctrl-D leaves.")
        guard let editor = LineEditor(historyPath: HistoryFile.path()) else {
            Console.error("layoutsh: libedit could not start; reading plain lines")
            return piped()
        }
        while true {
            guard let line = editor.readLine() else {
                Console.out("")  // Ctrl-D leaves the cursor after the prompt
                break
            }
            editor.remember(line)
            let keepGoing = answer(ShellCommands.reply(to: line), location: nil)
            Console.flush()  // standard output may be a pipe, and then buffered
            if !keepGoing { break }
        }
        return 0
    }

    /// Reads lines from standard input without prompts. Returns 1 when some
    /// line could not be run, 0 otherwise.
    static func piped() -> Int32 {
        var status: Int32 = 0
        var number = 0
        while let line = readLine(strippingNewline: true) {
            number += 1
            let reply = ShellCommands.reply(to: line)
            if case .error = reply { status = 1 }
            if !answer(reply, location: "<stdin>:\(number)") { break }
        }
        return status
    }

    /// Prints a reply; returns false when the shell should stop.
    /// `location` prefixes error messages in non-interactive mode.
    private static func answer(_ reply: Reply, location: String?) -> Bool {
        switch reply {
        case .output(let lines):
            lines.forEach(Console.out)
        case .error(let message):
            Console.error(location.map { "\($0): \(message)" } ?? message)
        case .quit:
            return false
        case .nothing:
            break
        }
        return true
    }
}
