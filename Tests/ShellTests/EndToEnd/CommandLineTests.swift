import Foundation
import Testing

/// End to end: `layoutsh` run on files and standard input that are not
/// what they should be, checked on its messages and exit status.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the binary with `arguments` in `directory`, standard input read from `input`.
    static func layoutsh(_ arguments: [String], input: String = "/dev/null", in directory: String) throws -> Run? {
        guard let binary = Terminal.findBinary() else {
            Issue.record("cannot find the layoutsh binary; set LAYOUTSH_BINARY")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle(forReadingAtPath: input)
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }

    @Test func aFileThatCannotBeReadExitsWithStatus1AndRunsNothing() throws {
        let scratch = try Scratch()
        try scratch.write("good.lsh", "let a = UIView()\n")
        let stdin = try scratch.write("stdin.lsh", "let fromStandardInput = UIView()\n")
        for (file, reason) in [("missing.lsh", "No such file or directory"), (".", "Is a directory"), ("/dev/zero", "not a text file (it holds NUL bytes)")] {
            guard let run = try Self.layoutsh(["good.lsh", file], input: stdin, in: scratch.path) else { return }
            #expect(run.status == 1)
            #expect(run.errors == "layoutsh: cannot read \(file): \(reason)\n")
            #expect(run.output == "", "nothing runs, not even standard input")
        }
    }

    /// `-i` stays after the files: off a terminal it reads standard input
    /// then, into the same session; without it, scripts run and the shell
    /// exits, leaving standard input unread.
    @Test func dashIReadsStandardInputAfterTheFilesOffATerminal() throws {
        let scratch = try Scratch()
        try scratch.write("box.lsh", "let box = UIView()\nview.addSubview(box)\n")
        let stdin = try scratch.write("stdin.lsh", "box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }\n:expect box.frame == (20, 20, 353, 812)\n")
        guard let stayed = try Self.layoutsh(["-i", "box.lsh"], input: stdin, in: scratch.path),
              let left = try Self.layoutsh(["box.lsh"], input: stdin, in: scratch.path) else { return }
        #expect(stayed.status == 0, "\(stayed.output)\(stayed.errors)")
        #expect(stayed.output.contains("moved box (20, 20, 353, 812)"), "\(stayed.output)")
        #expect(left.status == 0)
        #expect(!left.output.contains("box (20, 20"), "without -i standard input is not read: \(left.output)")
    }

    /// A transcript replays the same whatever the working directory and
    /// however its path is spelled: from the repository, from `examples/`
    /// and by absolute path from `/`.
    @Test func theExamplesReplayFromThreeWorkingDirectories() throws {
        let root = TranscriptTests.root.path, examples = root + "/examples"
        let names = try FileManager.default.contentsOfDirectory(atPath: examples).filter { $0.hasSuffix(".transcript") }.sorted()
        #expect(names.count >= 5)
        for (directory, paths) in [(root, names.map { "examples/" + $0 }), (examples, names), ("/", names.map { examples + "/" + $0 })] {
            guard let run = try Self.layoutsh(["test"] + paths, in: directory) else { return }
            #expect(run.status == 0 && run.output == "\(names.count) passed, 0 failed\n", "from \(directory): \(run.output)")
        }
    }

    /// Relative files a transcript saves and loads are in its own directory.
    @Test func aTranscriptReadsAndWritesFilesBesideItself() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/sessions", withIntermediateDirectories: true)
        try scratch.write("sessions/save.transcript", """
            > let box = UIView()
            = +box
            > :save box.lsh
            saved 1 input to box.lsh
            > :load box.lsh
            error: invalid redeclaration of 'box'
             --> box.lsh:1:1
              |
            1 | let box = UIView()
              | ^^^^^^^^^^^^^^^^^^
              = hint: 'box' exists already: assign to it (a 'var'), choose another name, or
                      :undo the input that declared it

            """)
        // The error proves the load read sessions/box.lsh, named as typed.
        guard let run = try Self.layoutsh(["test", "sessions/save.transcript"], in: scratch.path) else { return }
        #expect(run.output == "1 passed, 0 failed\n", "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/sessions/box.lsh"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/box.lsh"))
    }

    @Test func standardInputThatIsNotTextIsRefused() throws {
        let scratch = try Scratch()
        guard let run = try Self.layoutsh([], input: "/dev/zero", in: scratch.path) else { return }
        #expect(run.status == 1)
        #expect(run.errors == "layoutsh: cannot read standard input: not a text file (it holds NUL bytes)\n")
    }

    @Test func aScriptThatLoadsItselfStopsWithAnError() throws {
        let scratch = try Scratch()
        try scratch.write("self.lsh", "let s = UIView()\n:load ./self.lsh\n")
        guard let run = try Self.layoutsh(["self.lsh"], in: scratch.path) else { return }
        #expect(run.status == 1)
        #expect(run.output == "= +s\n")
        // Broken at 80 columns, as output that is not a terminal is.
        #expect(run.errors.hasPrefix("error: cannot load ./self.lsh: it is being loaded already\n       (self.lsh → ./self.lsh)\n --> self.lsh:2:7\n"))
        // Standard input, when it is the file, is caught as well.
        guard let piped = try Self.layoutsh([], input: scratch.path + "/self.lsh", in: scratch.path) else { return }
        #expect(piped.errors.hasPrefix("error: cannot load ./self.lsh: it is being loaded already (<stdin> → ./self.lsh)\n --> <stdin>:2:7\n"))
    }

    @Test func anEmptyTranscriptFails() throws {
        let scratch = try Scratch()
        try scratch.write("empty.transcript", "")
        guard let test = try Self.layoutsh(["test", "empty.transcript"], in: scratch.path) else { return }
        #expect(test.status == 1)
        #expect(test.output == "empty.transcript: empty transcript: no input (a line starting with '> ') to check\n0 passed, 1 failed\n")
    }

    @Test func aCRLFScriptRuns() throws {
        let scratch = try Scratch()
        try scratch.write("crlf.lsh", "let x = UIView()\r\nview.addSubview(x)\r\n:expect x.frame == (0, 0, 0, 0)\r\n")
        guard let run = try Self.layoutsh(["crlf.lsh"], in: scratch.path) else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "= +x\n= moved x (0, 0, 0, 0)\n")
    }

    /// `layoutsh FILE --svg OUT`: the final layout as SVG, for scripts; a
    /// file it cannot write is an error and status 1.
    @Test func svgWritesTheFinalLayout() throws {
        let scratch = try Scratch()
        try scratch.write("card.lsh", "let card = UIView()\nview.addSubview(card)\ncard.frame = CGRect(x: 10, y: 20, width: 30, height: 40)\n")
        guard let run = try Self.layoutsh(["card.lsh", "--svg", "card.svg"], in: scratch.path) else { return }
        #expect(run.status == 0, "\(run.errors)")
        let svg = try String(contentsOfFile: scratch.path + "/card.svg", encoding: .utf8)
        let elements = try #require(SVGPictureTests.Elements.read(svg))
        #expect(elements.found.contains { $0.attributes["data-name"] == "card" })
        #expect(elements.found.contains { $0.name == "rect" && $0.attributes["x"] == "10" && $0.attributes["width"] == "30" })
        guard let bad = try Self.layoutsh(["card.lsh", "--svg", "missing/card.svg"], in: scratch.path) else { return }
        #expect(bad.status == 1)
        #expect(bad.errors.hasPrefix("layoutsh: cannot write missing/card.svg: "), "\(bad.errors)")
    }
}
