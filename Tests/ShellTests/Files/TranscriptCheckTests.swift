import Foundation
import Testing
@testable import Shell

/// `layoutsh test` on one file: what is wrong with it, and `--update`.
@Suite struct TranscriptCheckTests {
    @Test func anEmptyTranscriptFailsSayingWhy() throws {
        let scratch = try Scratch()
        for (name, text) in [("empty.transcript", ""), ("header.transcript", "# only a header\n")] {
            let file = try scratch.write(name, text)
            let result = TranscriptCheck.run(file, update: true)
            #expect(result == .init(lines: ["\(file): empty transcript: no input (a line starting with '> ') to check"], passed: false))
            #expect(scratch.text(name) == text)
        }
    }

    @Test func aFileThatCannotBeReadFails() throws {
        let scratch = try Scratch()
        #expect(TranscriptCheck.run(scratch.path, update: false)
            == .init(lines: ["\(scratch.path): cannot read: Is a directory"], passed: false))
    }

    @Test func aCRLFTranscriptPassesAndIsUpdatedInCRLF() throws {
        let scratch = try Scratch()
        let file = try scratch.write("crlf.transcript", "# boxes\r\n> let x = UIView()\r\n= +x\r\n> view.addSubview(x)\r\n= moved x (0, 0, 0, 0)\r\n")
        #expect(TranscriptCheck.run(file, update: false) == .init(lines: [], passed: true))
        try scratch.write("crlf.transcript", "# boxes\r\n> let x = UIView()\r\n> view.addSubview(x)\r\n")
        #expect(TranscriptCheck.run(file, update: true) == .init(lines: ["\(file): updated"], passed: true))
        #expect(scratch.text("crlf.transcript") == "# boxes\r\n> let x = UIView()\r\n= +x\r\n> view.addSubview(x)\r\n= moved x (0, 0, 0, 0)\r\n")
        #expect(TranscriptCheck.run(file, update: false).passed)
    }

    @Test func aLastLineWithoutItsNewlineStillMatches() throws {
        let scratch = try Scratch()
        let file = try scratch.write("t.transcript", "> let x = UIView()\n= +x")
        #expect(TranscriptCheck.run(file, update: false) == .init(lines: [], passed: true))
    }

    @Test func binaryLoadedFromATranscriptIsAnErrorNotAHang() throws {
        let scratch = try Scratch()
        let file = try scratch.write("u.transcript", "> :load /dev/urandom\n")
        let result = TranscriptCheck.run(file, update: false)
        #expect(!result.passed)
        #expect(result.lines.contains("+error: cannot read /dev/urandom: not a text file (it holds NUL bytes)"))
    }

    @Test func anUpdateDoesNotMakeAFailedExpectationPass() throws {
        let scratch = try Scratch()
        let file = try scratch.write("e.transcript", "> let x = UIView()\n> :expect broken 3\n")
        let result = TranscriptCheck.run(file, update: true)
        #expect(result.lines == ["\(file): updated", "\(file): an :expect failed"])
        #expect(!result.passed)
    }
}
