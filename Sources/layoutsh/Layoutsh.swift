// The command line: `layoutsh [--example NAME] [--version] [-h]`.
//
// Without options layoutsh is a shell: interactive (libedit) when standard
// input is a terminal, otherwise it reads lines from standard input.

import ArgumentParser

@main
struct Layoutsh: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutsh",
        abstract: "An interactive shell for iOS Auto Layout (today: the solver and a minimal shell).",
        discussion: """
            Without options, layoutsh reads commands: with a line editor when standard input \
            is a terminal, otherwise line by line from standard input. It understands :help, \
            :version and :quit so far; the layout language arrives with the shell. \
            See layoutsh(1).
            """,
        version: Version.line
    )

    @Option(name: .long, help: ArgumentHelp(
        "Run a built-in example of what the solver does and print its result.",
        valueName: "name"))
    var example: Example?

    func run() throws {
        let status: Int32
        if let example {
            status = example.run()
        } else if Console.inputIsTerminal {
            status = InputLoops.interactive()
        } else {
            status = InputLoops.piped()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
