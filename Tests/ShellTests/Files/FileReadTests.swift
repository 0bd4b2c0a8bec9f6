import Foundation
import Testing
@testable import Shell

/// `FileIO.read`: scripts, Swift files, transcripts and standard input.
@Suite struct FileReadTests {
    @Test func whatCannotBeReadSaysWhy() throws {
        let scratch = try Scratch()
        #expect(throws: FileError("No such file or directory")) { try FileIO.read(scratch.path + "/missing.lsh") }
        #expect(throws: FileError("Is a directory")) { try FileIO.read(scratch.path) }
        #expect(throws: FileError("Input/output error")) { try FileIO.read("/proc/self/mem") }
    }

    @Test func binaryIsNotText() throws {
        let scratch = try Scratch()
        #expect(throws: FileError("not a text file (it holds NUL bytes)")) { try FileIO.read("/dev/zero") }
        #expect(throws: FileError("not a text file (it holds NUL bytes)")) { try FileIO.read("/dev/urandom") }
        let latin1 = try scratch.write("latin1.lsh", bytes: Array("let caf".utf8) + [0xE9, 10])
        #expect(throws: FileError("not a text file (it is not UTF-8)")) { try FileIO.read(latin1) }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let scratch = try Scratch()
        let big = try scratch.write("big.lsh", "")
        truncate(big, off_t(FileIO.inputLimit + 1))  // sparse: takes no room
        #expect(throws: FileError("larger than the input limit of 16 MiB")) { try FileIO.read(big) }
        truncate(big, off_t(FileIO.inputLimit))
        #expect(throws: FileError("not a text file (it holds NUL bytes)")) { try FileIO.read(big) }
    }

    @Test func aStreamOverTheLimitIsRefused() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (reader, writing) = (ends[0], ends[1])
        let writer = Thread {
            let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
            var left = FileIO.inputLimit + 1
            while left > 0 {
                let n = chunk.withUnsafeBytes { write(writing, $0.baseAddress, min(left, $0.count)) }
                if n <= 0 { break }  // the reader gave up
                left -= n
            }
            close(writing)
        }
        writer.start()
        defer { close(reader) }
        #expect(throws: FileError("larger than the input limit of 16 MiB")) { try FileIO.read(descriptor: reader, path: "<stdin>") }
    }

    @Test func lineEndsBecomeNewlinesAndTheFormIsKept() throws {
        let scratch = try Scratch()
        let crlf = try FileIO.read(try scratch.write("crlf.lsh", "a\r\nb\r\n\r\nc"))
        #expect(crlf.text == "a\nb\n\nc")
        #expect(crlf.crlf && !crlf.byteOrderMark)
        #expect(crlf.inOwnForm(crlf.text) == "a\r\nb\r\n\r\nc")
        let oldMac = try FileIO.read(try scratch.write("cr.lsh", "a\rb\r"))
        #expect(oldMac.text == "a\nb\n")
        #expect(!oldMac.crlf)
        let marked = try FileIO.read(try scratch.write("bom.lsh", bytes: [0xEF, 0xBB, 0xBF] + Array("a\nb\n".utf8)))
        #expect(marked.text == "a\nb\n")
        #expect(marked.byteOrderMark)
        #expect(Array(marked.inOwnForm("c\n").utf8) == [0xEF, 0xBB, 0xBF] + Array("c\n".utf8))
    }

    @Test func aFileIsKnownHoweverItIsSpelled() throws {
        let scratch = try Scratch()
        let file = try scratch.write("a.lsh", "x\n")
        try scratch.link("link.lsh", to: "a.lsh")
        let other = try scratch.write("b.lsh", "x\n")
        let identity = try FileIO.read(file).identity
        #expect(identity != nil)
        #expect(try FileIO.read(scratch.path + "/./link.lsh").identity == identity)
        #expect(try FileIO.read(other).identity != identity)
    }
}
