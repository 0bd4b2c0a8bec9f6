import Foundation
import Testing
@testable import Shell

/// `FileIO.writeAtomically`: what `:save`, `test --update` and the history use.
@Suite struct FileWriteTests {
    @Test func writesANewFileAndLeavesNoTemporaryFile() throws {
        let scratch = try Scratch()
        try FileIO.writeAtomically(scratch.path + "/new.lsh", "let a = UIView()\n")
        #expect(scratch.text("new.lsh") == "let a = UIView()\n")
        #expect(scratch.names() == ["new.lsh"])
    }

    @Test func replacingAFileKeepsItsMode() throws {
        let scratch = try Scratch()
        let file = try scratch.write("kept.lsh", "old\n")
        chmod(file, 0o640)
        try FileIO.writeAtomically(file, "new\n")
        #expect(scratch.text("kept.lsh") == "new\n")
        #expect(scratch.mode("kept.lsh") == 0o640)
    }

    @Test func aReadOnlyFileIsRefusedAndLeftAsItWas() throws {
        let scratch = try Scratch()
        let file = try scratch.write("ro.lsh", "old\n")
        chmod(file, 0o444)
        #expect(throws: FileError("the file is read-only")) { try FileIO.writeAtomically(file, "new\n") }
        #expect(scratch.text("ro.lsh") == "old\n")
        #expect(scratch.mode("ro.lsh") == 0o444)
        #expect(scratch.names() == ["ro.lsh"])
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let scratch = try Scratch()
        try scratch.write("real.lsh", "old\n")
        try scratch.link("link.lsh", to: "real.lsh")
        try FileIO.writeAtomically(scratch.path + "/link.lsh", "new\n")
        #expect(scratch.text("real.lsh") == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path + "/link.lsh") == "real.lsh")
        // A link to nowhere names the file to make, as in an editor.
        try scratch.link("dangling.lsh", to: "made.lsh")
        try FileIO.writeAtomically(scratch.path + "/dangling.lsh", "made\n")
        #expect(scratch.text("made.lsh") == "made\n")
    }

    /// The old temporary name was fixed (`PATH.tmp-layoutsh`) and followed a
    /// link planted there: the file it pointed at was overwritten.
    @Test func aLinkPlantedWhereTheOldTemporaryFileWentIsLeftAlone() throws {
        let scratch = try Scratch()
        try scratch.write("other.txt", "keep\n")
        try scratch.link("out.lsh.tmp-layoutsh", to: "other.txt")
        try FileIO.writeAtomically(scratch.path + "/out.lsh", "saved\n")
        #expect(scratch.text("other.txt") == "keep\n")
        #expect(scratch.text("out.lsh") == "saved\n")
        #expect(try FileManager.default.attributesOfItem(atPath: scratch.path + "/out.lsh")[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func aTemporaryFileOfAKilledSaveIsRemovedByTheNext() throws {
        let scratch = try Scratch()
        // No process has pid Int32.max; pid 1 is alive, so its file may be a save under way.
        let stale = ".out.lsh.layoutsh-\(Int32.max)-1234abcd", live = ".out.lsh.layoutsh-1-1234abcd"
        try scratch.write(stale, "half a sa")
        try scratch.write(live, "half a sa")
        try FileIO.writeAtomically(scratch.path + "/out.lsh", "saved\n")
        #expect(scratch.names() == [live, "out.lsh"])
    }

    @Test func whatIsNotARegularFileIsRefused() throws {
        let scratch = try Scratch()
        #expect(throws: FileError("Is a directory")) { try FileIO.writeAtomically(scratch.path, "x\n") }
        #expect(throws: FileError("not a regular file")) { try FileIO.writeAtomically("/dev/null", "x\n") }
        #expect(throws: FileError("No such file or directory")) { try FileIO.writeAtomically(scratch.path + "/no/x.lsh", "x\n") }
        #expect(throws: FileError("needs a file name")) { try FileIO.writeAtomically("", "x\n") }
        #expect(scratch.names() == [])
    }

    @Test func aFailedWriteRemovesItsTemporaryFile() throws {
        let scratch = try Scratch()
        let file = scratch.path + "/out.lsh"
        #expect(throws: FileError("disk full")) {
            try FileIO.replace(file) { _, _ throws(FileError) in throw FileError("disk full") }
        }
        #expect(scratch.names() == [])
    }

    @Test func saveWritesTheSessionAndRefusesAnEmptyName() throws {
        let scratch = try Scratch()
        let session = try Session()
        _ = session.handle("let a = UIView()")
        // `:save ""` is no file name, not a file named `""`; the caret is under the quotes.
        let saved = session.handle(#":save """#)
        #expect(saved.errors.first == "error: :save needs a file name")
        #expect(saved.errors.contains(" --> <stdin>:1:7"))
        #expect(session.handle(":load ''").errors.first == "error: :load needs a file name")
        let file = scratch.path + "/s.lsh"
        #expect(session.handle(":save \(file)").lines == ["saved 1 input to \(file)"])
        #expect(scratch.text("s.lsh") == "let a = UIView()\n")
        chmod(file, 0o444)
        #expect(session.handle(":save \(file)").errors.first == "error: cannot save \(file): the file is read-only")
    }
}
