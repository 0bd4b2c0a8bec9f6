// The command line: `layoutsh [FILE…] [-i] [--example NAME] [--device NAME] [--svg OUT]`
// and `layoutsh test FILE… [--update]`.

import ArgumentParser
import LayoutModel
import Shell

@main
struct Layoutsh: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutsh",
        abstract: "An interactive shell for iOS Auto Layout: paste layout code, see frames, learn why.",
        usage: """
            layoutsh [<files> ...] [-i] [--example <name>] [--device <name>] [--svg <file>]
            layoutsh test <transcripts> ... [--update]
            layoutsh explain-log [<file>] [--code] [--device <name>]
            """,
        discussion: """
            With no subcommand, layoutsh runs (see 'layoutsh help run'): -i stays interactive after \
            the files, --example tour|stretchy|conflict runs a built-in example first, --device NAME \
            starts on another device (:devices lists them), --svg FILE writes the final layout as SVG. See layoutsh(1) for the language, the \
            commands and the transcript format.
            """,
        version: Version.line,
        subcommands: [Run.self, Test.self, ExplainLog.self],
        defaultSubcommand: Run.self
    )
}

/// Runs scripts, an example, or the interactive shell.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scripts (or standard input); interactive on a terminal.",
        discussion: """
            Without FILE, reads from standard input: with a line editor on a terminal, \
            otherwise statement by statement without prompts. With FILEs, runs them in \
            order; -i stays interactive afterwards.
            """
    )

    @Argument(help: "Scripts to run, in order.")
    var files: [String] = []

    @Flag(name: .customShort("i"), help: "Stay interactive after the scripts (or the example); off a terminal, read standard input after them.")
    var interactive = false

    @Option(name: .long, help: ArgumentHelp("Run a built-in example first: \(BuiltinExample.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var example: String?

    @Option(name: .long, help: ArgumentHelp("The device to start on (see :devices).", valueName: "name"))
    var device: String = Device.defaultDevice.name

    @Option(name: .long, help: ArgumentHelp("After the files (or the example), write the layout as SVG to this file (as :export svg).", valueName: "file"))
    var svg: String?

    func run() throws {
        let command = self
        try LargeStack.run { try command.runShell() }
    }

    func runShell() throws {
        guard let preset = Device.preset(named: device) else {
            throw ValidationError("unknown device '\(device)'; presets: \(Device.presets.map(\.name).joined(separator: ", "))")
        }
        let session = try Session(device: preset)
        session.versionLine = Version.line
        session.color = Console.usesColor
        session.screen = { Console.screen }
        let builtin = try example.map { name in
            guard let builtin = BuiltinExample(rawValue: name) else {
                throw ValidationError("unknown example '\(name)'; examples: \(BuiltinExample.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return builtin
        }
        // Every file is read before anything runs: one that cannot be read
        // stops them all, rather than leave a session half made.
        var texts: [TextFile] = []
        for file in files {
            do {
                texts.append(try FileIO.read(file))
            } catch {
                Console.error("layoutsh: cannot read \(file): \(error.reason)")
            }
        }
        guard texts.count == files.count else { throw ExitCode(1) }
        var status: Int32 = 0
        if let builtin {
            status = max(status, InputLoops.echoing(builtin.script, file: "example:\(builtin.rawValue)", session))
        }
        // Swift files given one after another are one module, as in an app target.
        var module: [(path: String, text: String)] = []
        func loadModule() {
            guard !module.isEmpty else { return }
            status = max(status, InputLoops.swiftFiles(module, session))
            module = []
        }
        for file in texts {
            if file.path.hasSuffix(".swift") {
                module.append((file.path, file.text))
                continue
            }
            loadModule()
            status = max(status, InputLoops.script(file, session))
        }
        loadModule()
        // --svg: the layout the files (or piped input) left, before any
        // interactive session changes it.
        func writePicture() {
            guard let svg else { return }
            let output = session.writeSVG(to: svg)
            InputLoops.show(output)
            if output.failed { status = max(status, 1) }
        }
        // On a terminal an example opens the shell on its layout; scripts
        // run and exit unless -i asks to stay, which off a terminal reads
        // standard input after them (`echo :layout | layoutsh -i a.swift`).
        let ranSomething = !files.isEmpty || example != nil
        if ranSomething { writePicture() }
        if Console.inputIsTerminal && (interactive || !ranSomething || example != nil) {
            status = max(status, InputLoops.interactive(session))
        } else if !ranSomething || interactive {
            status = max(status, InputLoops.piped(session))
            if !ranSomething { writePicture() }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// Replays transcripts and reports differences.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay transcripts; print a unified diff for each difference.",
        discussion: "A transcript is a session file: '> ' marks input, '. ' continues it, other lines are expected output."
    )

    @Argument(help: "Transcripts to replay.")
    var files: [String]

    @Flag(help: "Rewrite each transcript with the output it gives now.")
    var update = false

    func run() throws {
        let result = TranscriptRunner.run(files, update: update)
        result.lines.forEach(Console.out)
        if result.failed > 0 { throw ExitCode(1) }
    }
}

/// Explains a UIKit "Unable to simultaneously satisfy constraints" log.
struct ExplainLog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain-log",
        abstract: "Explain a UIKit 'Unable to simultaneously satisfy constraints' log.",
        discussion: """
            Reads the log from FILE or standard input, rebuilds the views and constraints it names, and \
            explains each report: the conflict with its arithmetic, whether UIKit broke the same constraint \
            layoutsh does, and what to change, checked by solving again. Exits 1 when nothing could be read.
            """
    )

    @Argument(help: "The log (standard input when left out).")
    var file: String?

    @Flag(help: "Print the rebuilt views and constraints as Swift instead.")
    var code = false

    @Option(name: .long, help: ArgumentHelp("The device to lay out on (see :devices).", valueName: "name"))
    var device: String = Device.defaultDevice.name

    func run() throws {
        guard let preset = Device.preset(named: device) else {
            throw ValidationError("unknown device '\(device)'; presets: \(Device.presets.map(\.name).joined(separator: ", "))")
        }
        let text: TextFile
        do {
            if let file { text = try FileIO.read(file) } else { text = try FileIO.read(descriptor: 0, path: "<stdin>") }
        } catch {
            Console.error("layoutsh: cannot read \(file ?? "standard input"): \(error.reason)")
            throw ExitCode(1)
        }
        let command = self
        var failed = false
        try LargeStack.run {
            let output = LogImport.explain(text.text, file: command.file ?? "<stdin>", device: preset, code: command.code)
            InputLoops.show(output)
            failed = output.failed
        }
        if failed { throw ExitCode(1) }
    }
}
