import Testing
@testable import Shell

/// Tab completion, without a terminal: what may follow the word under the cursor.
@Suite struct CompletionTests {
    func session() throws -> Session {
        let s = try Session()
        _ = s.handle("let box = UIView()\nview.addSubview(box)")
        return s
    }

    @Test func commandNames() throws {
        #expect(try session().completions(for: ":wh").candidates == ["why"])
        #expect(try session().completions(for: ":ex").candidates == ["exercise", "explain-log", "expect", "export"])
    }

    /// After a command, its own options and words: export formats, the
    /// orientations, priority names, a device's presets, the commands after
    /// `:help`; an option another command takes is not offered.
    @Test func eachCommandsOwnWords() throws {
        let s = try session()
        #expect(s.completions(for: ":export s").candidates == ["snapkit", "svg"])
        #expect(s.completions(for: ":export svg out.svg --").candidates == ["--exercise", "--guides", "--rotate", "--scroll", "--to"])
        #expect(s.completions(for: ":rotate l").candidates == ["landscape"])
        #expect(s.completions(for: ":priority #1 defaultH").candidates == ["defaultHigh"])
        #expect(s.completions(for: ":scroll box t").candidates == ["top"])
        #expect(s.completions(for: ":help exp").candidates == ["expect", "explain-log", "export"])
        #expect(s.completions(for: ":device iphone-15-p").candidates == ["iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max"])
        #expect(s.completions(for: ":layout --").candidates == ["--json"])
        #expect(s.completions(for: ":broken --").candidates == ["--all", "--json"])
    }

    @Test func frameAttributesAfterWhy() throws {
        let (word, candidates) = try session().completions(for: ":why box.w")
        #expect(word == "w")
        #expect(candidates == ["width"])
    }

    @Test func snapKitAttributesAndViewNames() throws {
        #expect(try session().completions(for: "box.snp.makeConstraints { make in make.cen").candidates == ["center", "centerWithinMargins", "centerX", "centerXWithinMargins", "centerY", "centerYWithinMargins"])
        #expect(try session().completions(for: ":layout bo").candidates == ["box"])
    }

    /// Dotted names of the views a custom view holds, and declared controllers after `:present`.
    @Test func nestedViewNamesAndControllers() throws {
        let s = try Session()
        _ = s.loadSwift([("Card.swift", """
            class CardView: UIView {
                let titleLabel = UILabel()
                let timeLabel = UILabel()
                override init(frame: CGRect) { super.init(frame: frame); addSubview(titleLabel); addSubview(timeLabel) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class FeedDetailViewController: UIViewController {}
            class FeedViewController: UIViewController {
                let card = CardView()
                override func viewDidLoad() { view.addSubview(card) }
            }
            """)])
        #expect(s.completions(for: ":layout card.t").candidates == ["timeLabel", "titleLabel"])
        #expect(s.completions(for: ":why card.tit").candidates == ["titleLabel"])
        #expect(s.completions(for: ":why card.w").candidates == ["width"])
        #expect(s.completions(for: "card.tit").candidates == ["titleLabel"])
        #expect(s.completions(for: ":present Feed").candidates == ["FeedDetailViewController", "FeedViewController"])
    }

    /// A whole name stays among the choices, so Tab does not jump past it.
    @Test func aWholeNameIsAmongItsCompletions() throws {
        #expect(try session().completions(for: "box.snp.makeConstraints { make in make.leading").candidates == ["leading", "leadingMargin"])
        #expect(try session().completions(for: ":why").candidates == ["why"])
    }
}
