import Foundation
import Shell
import Testing

/// `:save`, `:history` and `:undo` after inputs that failed: a typo that
/// changed nothing is neither saved nor undone, and is marked in history;
/// a failed statement inside an input that applied is saved as a comment,
/// so the saved script runs cleanly to the same layout.
@Suite struct HistoryTests {
    @Test func aTypoIsMarkedNotSavedAndNotUndone() throws {
        let session = try Session()
        _ = session.handle("let box = UIView()")
        _ = session.handle("view.addSubview(box)")
        #expect(session.handle("box.frame.size.width = \"wide\"").failed)
        #expect(session.entered == ["let box = UIView()", "view.addSubview(box)"])
        #expect(session.handle(":history").lines == [
            "   1  let box = UIView()",
            "   2  view.addSubview(box)",
            "   !  box.frame.size.width = \"wide\"    (failed: changed nothing, not saved)",
        ])
        // :undo takes back the last input that applied, and says what went.
        let undo = session.handle(":undo")
        #expect(undo.lines == ["undid: view.addSubview(box)"])
        #expect(session.handle(":history").lines == ["   1  let box = UIView()"])
    }

    @Test func aFailedStatementInsideAnInputIsSavedAsAComment() throws {
        let scratch = try Scratch()
        let session = try Session()
        let output = session.handle("""
            let box = UIView()
            view.addSubview(box)
            box.frame.size.width = "wide"
            box.snp.makeConstraints { make in
                make.size.equalTo(100)
                make.centr.equalToSuperview()
            }
            box.translatesAutoresizingMaskIntoConstraints = false
            """)
        #expect(output.errors.filter { $0.hasPrefix("error:") }.count == 2)
        #expect(session.handle(":history").lines == [
            "   1  let box = UIView()",
            "      view.addSubview(box)",
            "    ! box.frame.size.width = \"wide\"",
            "    ! box.snp.makeConstraints { make in",
            "    !     make.size.equalTo(100)",
            "    !     make.centr.equalToSuperview()",
            "    ! }",
            "      box.translatesAutoresizingMaskIntoConstraints = false",
        ])
        let path = scratch.path + "/saved.lsh"
        #expect(session.handle(":save \(path)").lines == ["saved 1 input to \(path) (left out 2 that failed, 2 of them as comments)"])
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("// failed: box.frame.size.width = \"wide\"\n"))
        #expect(saved.contains("// failed:     make.centr.equalToSuperview()\n"))
        // The saved script runs without an error to the same layout.
        let replayed = try Session()
        let again = replayed.handle(saved)
        #expect(!again.failed, "\(again.errors)")
        #expect(!replayed.handle(":expect box.frame == (0, 0, 0, 0)").failed)
    }

    @Test func undoSaysWhatItTookBack() throws {
        let session = try Session()
        _ = session.handle("let box = UIView()\nview.addSubview(box)")
        _ = session.handle("box.snp.makeConstraints { make in make.size.equalTo(100); make.center.equalToSuperview() }")
        let undo = session.handle(":undo")
        #expect(undo.lines.last == "= -#1 -#2 -#3 -#4 · moved back box (0, 0, 0, 0)", "\(undo.lines)")
    }
}
