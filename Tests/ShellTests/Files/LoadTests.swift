import Foundation
import Testing
@testable import Shell

/// `:load`: files that cannot be read, scripts that load themselves, and
/// the line ends and marks a file may come with.
@Suite struct LoadTests {
    @Test func aScriptThatLoadsItselfIsRefusedNamingTheChain() throws {
        let scratch = try Scratch()
        let file = scratch.path + "/self.lsh"
        try scratch.write("self.lsh", "let s = UIView()\n:load \(file)\nview.addSubview(s)\n")
        let session = try Session()
        let output = load(session, [file])
        #expect(output.errors.first == "error: cannot load \(file): it is being loaded already (\(file) → \(file))")
        #expect(session.entered == ["let s = UIView()", "view.addSubview(s)"])
    }

    @Test func twoScriptsThatLoadEachOtherAreFoundHoweverTheyAreSpelled() throws {
        let scratch = try Scratch()
        let a = scratch.path + "/a.lsh", b = scratch.path + "/b.lsh", again = scratch.path + "/./a.lsh"
        try scratch.write("a.lsh", "let a = UIView()\n:load \(b)\n")
        try scratch.write("b.lsh", "let b = UIView()\n:load \(again)\n")
        let session = try Session()
        let output = load(session, [a])
        #expect(output.errors.first == "error: cannot load \(again): it is being loaded already (\(a) → \(b) → \(again))")
        #expect(session.entered == ["let a = UIView()", "let b = UIView()"])
        #expect(session.beingRead.isEmpty)
        // The same file twice in a row is no cycle.
        let plain = try scratch.write("plain.lsh", "_ = UIView()\n")
        let twice = try Session()
        #expect(!load(twice, [plain, plain]).failed)
        #expect(twice.entered == ["_ = UIView()", "_ = UIView()"])
    }

    @Test func loadsNestOnlySoDeep() throws {
        let scratch = try Scratch()
        let count = Session.loadDepthLimit + 2
        for i in 1...count {
            try scratch.write("n\(i).lsh", i == count ? "let deepest = UIView()\n" : ":load \(scratch.path)/n\(i + 1).lsh\n")
        }
        let session = try Session()
        let output = load(session, [scratch.path + "/n1.lsh"])
        let limit = Session.loadDepthLimit
        #expect(output.errors.first ==
            "error: cannot load \(scratch.path)/n\(limit + 1).lsh: :load nests deeper than \(limit) files"
                + " (\(scratch.path)/n1.lsh → … → \(scratch.path)/n\(limit).lsh → \(scratch.path)/n\(limit + 1).lsh)")
        #expect(session.entered.isEmpty)
    }

    @Test func aFileThatCannotBeReadRefusesTheWholeLoad() throws {
        let scratch = try Scratch()
        let good = try scratch.write("good.lsh", "let a = UIView()\n")
        let session = try Session()
        for (path, reason) in [(scratch.path + "/missing.lsh", "No such file or directory"), (scratch.path, "Is a directory"),
                               ("/dev/zero", "not a text file (it holds NUL bytes)"), ("/proc/self/mem", "Input/output error")] {
            let output = load(session, [good, path])
            #expect(output.failed)
            #expect(output.errors.first == "error: cannot read \(path): \(reason)")
            // The caret is under the path that cannot be read, after the one that can.
            #expect(output.errors.contains { $0.contains(":1:\(8 + good.count)") })
        }
        #expect(session.handle(":load \"\"").errors.first == "error: :load needs a file name")
        #expect(session.entered.isEmpty)
    }

    @Test func aCRLFScriptRunsLineByLineWithItsErrorsInPlace() throws {
        let scratch = try Scratch()
        let file = try scratch.write("crlf.lsh", "let x = UIView()\r\nview.addSubview(x)\r\n:expect x.frame == (0, 0, 0, 0)\r\nlet y = zzz\r\n")
        let session = try Session()
        let output = load(session, [file])
        #expect(session.entered == ["let x = UIView()", "view.addSubview(x)"])  // the failed input changed nothing
        #expect(!output.errors.contains { $0.hasPrefix("expectation failed") })
        #expect(output.errors.first == "error: cannot find 'zzz' in scope")
        #expect(output.errors.contains(" --> \(file):4:9"))
    }

    @Test func aCRLFSwiftFileLoadsWithItsErrorsInPlace() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Card.swift", "let card = UIView()\r\nview.addSubview(card)\r\nlet oops = nowhere\r\n")
        let session = try Session()
        let output = load(session, [file])
        #expect(output.lines.contains("= moved card (0, 0, 0, 0)"))
        #expect(output.errors.contains(" --> \(file):3:12"))
    }

    @Test func aByteOrderMarkIsNotPartOfTheScript() throws {
        let scratch = try Scratch()
        let file = try scratch.write("bom.lsh", bytes: [0xEF, 0xBB, 0xBF] + Array(":devices\nlet x = UIView()\n".utf8))
        let session = try Session()
        let output = load(session, [file])
        #expect(!output.failed, "\(output.errors)")
        #expect(session.entered == ["let x = UIView()"])
    }

    /// A Swift file's load is recorded as a command line, which must read
    /// back as the same path once the command tokenizer reads quotes.
    @Test func aPathWithSpacesIsQuotedInTheLoadRecorded() throws {
        let scratch = try Scratch()
        let file = try scratch.write("My Card.swift", "let card = UIView()\n")
        let session = try Session()
        #expect(!load(session, [file]).failed)
        #expect(session.entered == [":load \"\(file)\""])
        #expect(Session.commandWord(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(Session.commandWord("plain.swift") == "plain.swift")
    }

    @Test func whatIsSavedLoadsBackTheSame() throws {
        let scratch = try Scratch()
        let file = scratch.path + "/saved.lsh"
        let first = try Session()
        _ = first.handle("let box = UIView()\nview.addSubview(box)")
        _ = first.handle("box.snp.makeConstraints { make in\n    make.edges.equalToSuperview()\n}")
        #expect(!first.handle(":save \(file)").failed)
        let second = try Session()
        #expect(!load(second, [file]).failed)
        // Each statement of a pasted group is an input of its own when read back.
        #expect(second.entered.joined(separator: "\n") == first.entered.joined(separator: "\n"))
        #expect(second.engine.layout.views.count == first.engine.layout.views.count)
    }

    /// `:load PATHS` as typed, each path quoted as the session records it.
    func load(_ session: Session, _ paths: [String]) -> Output {
        session.handle(":load " + paths.map(Session.commandWord).joined(separator: " "))
    }
}
