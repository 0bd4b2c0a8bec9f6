import Testing
@testable import Shell

/// Where a script's inputs end, decided by one parse of the whole script.
@Suite struct InputSplitterTests {
    static func texts(_ script: String) -> [String] { InputSplitter.split(script).map(\.text) }

    @Test func statementsCommandsAndComments() {
        let chunks = InputSplitter.split("""
            // a box
            let box = UIView()

            view.addSubview(box)
            :layout
            box.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
            /* two lines
               of comment */
            :broken
            """)
        #expect(chunks.map(\.text) == [
            "// a box", "let box = UIView()", "view.addSubview(box)", ":layout",
            "box.snp.makeConstraints { make in\n    make.edges.equalToSuperview()\n}", "/* two lines\n   of comment */", ":broken",
        ])
        #expect(chunks.map(\.line) == [1, 2, 4, 5, 6, 9, 11])
    }

    @Test func statementsGoOnWhereSwiftSaysTheyDo() {
        // A chain on the next line, `else` on its own line, an operator at the end of a line,
        // a ternary whose `:` starts a line (not a command), two statements on one line.
        #expect(Self.texts("let v = UIView()\n    .self\nlet w = 1") == ["let v = UIView()\n    .self", "let w = 1"])
        #expect(Self.texts("if true {\n}\nelse {\n}\n:layout") == ["if true {\n}\nelse {\n}", ":layout"])
        #expect(Self.texts("let a = 1 +\n    2\n:layout") == ["let a = 1 +\n    2", ":layout"])
        #expect(Self.texts("let x = true\n    ? 1\n    : 2\n:layout") == ["let x = true\n    ? 1\n    : 2", ":layout"])
        #expect(Self.texts("let a = 1; let b = 2\nlet c = 3") == ["let a = 1; let b = 2", "let c = 3"])
    }

    @Test func anUnclosedBlockRunsToTheEnd() {
        // As typed, the shell would wait for the `}`: the rest is one input (which then fails to parse).
        #expect(Self.texts("let a = 1\nfunc f() {\n:layout\nlet b = 2") == ["let a = 1", "func f() {\n:layout\nlet b = 2"])
    }

    @Test func aLongStatementIsParsedOnce() {
        // 2000 lines of one NSLayoutConstraint.activate([...]): one input. (Line by line, each
        // line would parse the statement so far again.)
        let body = (0..<2000).map { "    a.widthAnchor.constraint(equalToConstant: \($0))," }.joined(separator: "\n")
        let script = "NSLayoutConstraint.activate([\n\(body)\n])\n:layout"
        let chunks = InputSplitter.split(script)
        #expect(chunks.count == 2)
        #expect(chunks.last?.line == 2003)
    }

    @Test func completeness() {
        #expect(InputSplitter.isComplete(":layout"))
        #expect(InputSplitter.isComplete("let a = 1"))
        #expect(!InputSplitter.isComplete("box.snp.makeConstraints { make in"))
        #expect(!InputSplitter.isComplete("let a = (1 +"))
        #expect(!InputSplitter.isComplete("let s = \"\"\"\nabc"))
        #expect(!InputSplitter.isComplete("/* open"))
        // A line that cannot be completed is whole: its error is shown at once.
        #expect(InputSplitter.isComplete("let y = 1 2"))
        #expect(InputSplitter.isComplete("box.accessibilityLabel = \"oops"))
    }
}
