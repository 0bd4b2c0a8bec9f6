import Testing
@testable import Language
import LayoutModel

/// Runs source in a fresh session on an iPhone 15; returns the engine and interpreter.
func run(_ source: String) throws -> (LayoutEngine, Interpreter) {
    let engine = try LayoutEngine()
    var interpreter = Interpreter()
    try interpreter.runOrThrow(source, file: "test.lsh", engine: engine)
    return (engine, interpreter)
}

func frame(_ engine: LayoutEngine, _ name: String) -> Rect? {
    engine.layout.view(named: name).flatMap(engine.frame(of:))
}

@Suite struct LanguageTests {
    @Test func snapKitReadmeLayout() throws {
        // The layout part of SnapKit's README viewDidLoad.
        let (engine, _) = try run("""
            lazy var box = UIView()
            self.view.addSubview(box)
            box.snp.makeConstraints { (make) -> Void in
               make.width.height.equalTo(50)
               make.center.equalTo(self.view)
            }
            """)
        // 50 × 50 centred in 393 × 852: (171.5, 401).
        #expect(frame(engine, "box") == Rect(x: 171.5, y: 401, width: 50, height: 50))
        #expect(engine.brokenConstraints.isEmpty)
    }

    @Test func anchorsAndActivate() throws {
        let (engine, _) = try run("""
            let title = UILabel()
            title.text = "Hello"
            title.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            ])
            """)
        // The root's leading margin on an iPhone 15 in portrait: 16; "Hello"
        // is 39 wide (ContentTests works it out).
        #expect(frame(engine, "title") == Rect(x: 16, y: 79, width: 39, height: 20.333333))
    }

    @Test func loopsConditionsAndSubscripts() throws {
        let (engine, _) = try run("""
            let container = UIView()
            view.addSubview(container)
            container.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.height.equalTo(100)
            }
            for i in 0...2 {
                let box = UIView()
                container.addSubview(box)
                box.snp.makeConstraints { make in
                    make.top.bottom.equalToSuperview()
                    make.width.equalTo(60)
                    if i == 0 {
                        make.left.equalTo(container).offset(10)
                    } else if let previous = container.subviews[i - 1] as? UIView {
                        make.left.equalTo(previous.snp.right).offset(15)
                    }
                    if i == 2 { make.right.equalToSuperview() }
                }
            }
            """)
        // Names in a loop get suffixes: box, box_2, box_3. 10 + 3 × 60 + 2 × 15 = 220.
        #expect(frame(engine, "box_3") == Rect(x: 160, y: 0, width: 60, height: 100))
        #expect(frame(engine, "container")?.width == 220)
    }

    @Test func aBadLineInABlockAddsNothing() throws {
        let engine = try LayoutEngine()
        var interpreter = Interpreter()
        try interpreter.runOrThrow("let box = UIView()\nview.addSubview(box)", file: "t", engine: engine)
        #expect(throws: LanguageError.self) {
            try interpreter.runOrThrow("""
                box.snp.makeConstraints { make in
                    make.top.equalToSuperview()
                    make.lefft.equalToSuperview()
                }
                """, file: "t", engine: engine)
        }
        #expect(engine.layout.constraints.isEmpty)
        #expect(engine.layout[try #require(engine.layout.view(named: "box"))].translatesAutoresizingMaskIntoConstraints, "unchanged too")
    }

    /// A failed statement's chains are dropped and earlier ones kept: the
    /// interpreter goes back without copying them (see `runTopLevel`).
    @Test func aFailedStatementLeavesEarlierChainsToUpdate() throws {
        let engine = try LayoutEngine()
        var interpreter = Interpreter()
        try interpreter.runOrThrow("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.width.equalTo(10) }",
                            file: "t", engine: engine)
        #expect(throws: LanguageError.self) {
            try interpreter.runOrThrow("box.snp.makeConstraints { make in\n make.height.equalTo(5)\n make.lefft.equalToSuperview()\n}", file: "t", engine: engine)
        }
        try interpreter.runOrThrow("box.snp.updateConstraints { make in make.width.equalTo(20) }", file: "t", engine: engine)
        #expect(engine.layout.constraints.map(\.constant) == [20])
        #expect(interpreter.chains.count == 2, "the failed statement's chain is gone")
    }

    @Test func errorsPointAtTheSpotWithAHint() throws {
        do {
            _ = try run("let scrollView = UIScrollView()\nview.addSubview(scrolView)")
            Issue.record("expected an error")
        } catch let error as LanguageError {
            let text = error.render(file: "main.lsh", source: "let scrollView = UIScrollView()\nview.addSubview(scrolView)")
            #expect(text == """
                error: cannot find 'scrolView' in scope
                 --> main.lsh:2:17
                  |
                2 | view.addSubview(scrolView)
                  |                 ^^^^^^^^^
                  = hint: did you mean 'scrollView'?

                """)
        }
    }

    /// The caret counts terminal columns: Chinese text before the error
    /// takes two a character, and a Chinese name under it is as wide.
    @Test func theCaretPointsPastWideCharacters() throws {
        let source = "let 标签 = UILabel()\n标签.text = \"你好\"; 标签.numberOfLines = \"x\""
        do {
            _ = try run(source)
            Issue.record("expected an error")
        } catch let error as LanguageError {
            let lines = error.render(file: "main.lsh", source: source).split(separator: "\n").map(String.init)
            // `2 | `, then `标签.text = "你好"; ` (16 characters, 20
            // columns), then `标签.numberOfLines = "x"` (22 characters, 24 columns).
            #expect(lines[4] == "  | " + String(repeating: " ", count: 20) + String(repeating: "^", count: 24), "\n\(lines[3])\n\(lines[4])")
        }
        #expect(TerminalColumns.of("你好") == 4 && TerminalColumns.of("ab") == 2)
    }

    @Test func updateConstraintsNeedsAMatch() throws {
        do {
            _ = try run("""
                let box = UIView()
                view.addSubview(box)
                box.snp.makeConstraints { make in make.top.equalToSuperview().offset(10) }
                box.snp.updateConstraints { make in make.top.equalTo(view.safeAreaLayoutGuide).offset(20) }
                """)
            Issue.record("expected an error")
        } catch let error as LanguageError {
            #expect(error.message.contains("updateConstraints found no matching constraint for box.top"))
            #expect(error.hint?.contains("remakeConstraints") == true)
        }
    }

    @Test func boxViewItems() throws {
        let (engine, _) = try run("""
            let boxView = BoxView()
            view.addSubview(boxView)
            boxView.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
            let a = UIView()
            let b = UIView()
            boxView.insets = .all(16.0)
            boxView.spacing = 20.0
            boxView.items = [a.boxed.height(40), b.boxed.height(30).left(>=0.0).width(100)]
            """)
        #expect(frame(engine, "a") == Rect(x: 16, y: 16, width: 361, height: 40))
        // b: left >= 0, right == 0 (the default pin), 100 wide: at 393 − 16 − 100.
        #expect(frame(engine, "b") == Rect(x: 277, y: 76, width: 100, height: 30))
        // 16 + 40 + 20 + 30 + 16.
        #expect(frame(engine, "boxView")?.height == 122)
        #expect(engine.brokenConstraints.isEmpty)
    }
}
