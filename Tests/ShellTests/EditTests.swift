import Shell
import Testing

/// `:edit` with an editor that is a function: the session replayed with
/// the input replaced, as if typed so.
@Suite struct EditTests {
    func session(_ inputs: [String]) throws -> Session {
        let session = try Session()
        for input in inputs { _ = session.handle(input) }
        return session
    }

    @Test func anEditReplaysTheInputsAfterItAndSaysWhatChanged() throws {
        let s = try session(["let box = UIView()", "view.addSubview(box)",
                             "box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(100) }",
                             "box.isHidden = true"])
        var handed: [String] = []
        s.editText = { text in
            handed.append(text)
            return .edited(text.replacingOccurrences(of: "100", with: "60") + "\n")
        }
        let output = s.handle(":edit 3")
        #expect(handed == ["box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(100) }"])
        #expect(output.lines == ["edited input 3; replayed the 1 input after it", "= moved box (0, 0, 60, 60)"])
        #expect(s.entered.count == 4)
        #expect(s.entered[2].hasSuffix("make.size.equalTo(60) }"))
        // :undo after it takes back the last input of the edited session.
        #expect(s.handle(":undo").lines.first == "undid: box.isHidden = true")
        #expect(s.entered.count == 3)
    }

    @Test func anEditThatBreaksLaterInputsSaysSoAndMarksThem() throws {
        let s = try session(["let box = UIView()", "view.addSubview(box)"])
        s.editText = { _ in .edited("let card = UIView()\n:rotate") }
        let output = s.handle(":edit 1")
        #expect(output.lines.first == "edited input 1; replayed the 1 input after it")
        #expect(output.errors.first?.hasPrefix("input 2 now fails: view.addSubview(box)") == true, "\(output.errors)")
        #expect(output.lines.last == "= +card -box · moved view (0, 0, 852, 393)")
        // The edited text is two inputs now; the one that fails is marked, not saved.
        #expect(s.entered == ["let card = UIView()", ":rotate"])
        #expect(s.handle(":history").lines.last?.hasPrefix("   !  view.addSubview(box)") == true)
    }

    @Test func nothingChangesWithoutAnEditorOrWhenItFailsOrChangesNothing() throws {
        let inputs = ["let box = UIView()", "view.addSubview(box)"]
        let s = try session(inputs)
        s.editText = { _ in .noEditor }
        #expect(s.handle(":edit").errors == ["no editor: set VISUAL or EDITOR (export EDITOR=vim) and start layoutsh again; nothing changed"])
        s.editText = { _ in .failed("the editor (vi) exited with status 1") }
        #expect(s.handle(":edit 1").errors == ["the editor (vi) exited with status 1; nothing changed"])
        s.editText = { text in .edited(text + "\n") }
        #expect(s.handle(":edit").lines == ["input 2 is unchanged; nothing replayed"])
        #expect(s.entered == inputs)
        #expect(s.handle(":edit 3").failed)
    }
}
