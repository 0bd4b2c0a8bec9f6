import Testing
@testable import Shell

/// Tab completion, without a terminal: what may follow the word under the cursor.
@Suite struct CompletionTests {
    func session() -> Session {
        let s = Session()
        _ = s.handle("let box = UIView()\nview.addSubview(box)")
        return s
    }

    @Test func commandNames() {
        #expect(session().completions(for: ":wh").candidates == ["why"])
        #expect(session().completions(for: ":ex").candidates == ["exercise", "expect"])
    }

    @Test func frameAttributesAfterWhy() {
        let (word, candidates) = session().completions(for: ":why box.w")
        #expect(word == "w")
        #expect(candidates == ["width"])
    }

    @Test func snapKitAttributesAndViewNames() {
        #expect(session().completions(for: "box.snp.makeConstraints { make in make.cen").candidates == ["center", "centerWithinMargins", "centerX", "centerXWithinMargins", "centerY", "centerYWithinMargins"])
        #expect(session().completions(for: ":layout bo").candidates == ["box"])
    }

    /// A whole name stays among the choices, so Tab does not jump past it.
    @Test func aWholeNameIsAmongItsCompletions() {
        #expect(session().completions(for: "box.snp.makeConstraints { make in make.leading").candidates == ["leading", "leadingMargin"])
        #expect(session().completions(for: ":why").candidates == ["why"])
    }
}
