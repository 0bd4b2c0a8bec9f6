import Testing
@testable import Shell

/// Completion after a dot knows the type of what is before it: a label's
/// members after `label.`, a stack view's after `stack.`, a guide's
/// anchors, an anchor's forms, SnapKit's attributes and relations.
@Suite struct TypedCompletionTests {
    func session() throws -> Session {
        let s = try Session()
        _ = s.handle("""
            let label = UILabel()
            let stack = UIStackView()
            let scrollView = UIScrollView()
            view.addSubview(label)
            view.addSubview(stack)
            view.addSubview(scrollView)
            """)
        return s
    }

    func candidates(_ line: String) throws -> [String] { try session().completions(for: line).candidates }

    @Test func aLabelOffersALabelsMembers() throws {
        let members = try candidates("label.")
        for name in ["text", "font", "numberOfLines", "textAlignment", "setContentHuggingPriority", "snp", "topAnchor",
                     "translatesAutoresizingMaskIntoConstraints", "addSubview"] {
            #expect(members.contains(name), "label. offers \(name)")
        }
        for name in ["axis", "contentOffset", "spacing", "contentLayoutGuide", "addArrangedSubview"] {
            #expect(!members.contains(name), "label. does not offer \(name)")
        }
        #expect(members == members.sorted())
        #expect(try candidates("label.num") == ["numberOfLines"])
    }

    @Test func aStackViewOffersAStackViewsMembers() throws {
        let members = try candidates("stack.")
        for name in ["axis", "spacing", "distribution", "alignment", "addArrangedSubview", "arrangedSubviews", "topAnchor"] {
            #expect(members.contains(name), "stack. offers \(name)")
        }
        #expect(!members.contains("contentOffset") && !members.contains("numberOfLines"))
    }

    @Test func aScrollViewOffersAScrollViewsMembers() throws {
        let members = try candidates("scrollView.")
        for name in ["contentOffset", "contentInset", "contentLayoutGuide", "frameLayoutGuide", "contentSize", "snp"] {
            #expect(members.contains(name), "scrollView. offers \(name)")
        }
        #expect(!members.contains("axis") && !members.contains("text"))
        // The root view is a plain UIView.
        #expect(!(try candidates("view.")).contains("contentOffset"))
    }

    @Test func guidesAnchorsAndConstraints() throws {
        let guide = try candidates("view.safeAreaLayoutGuide.")
        #expect(guide.contains("topAnchor") && guide.contains("centerXAnchor") && guide.contains("snp"))
        #expect(!guide.contains("addSubview") && !guide.contains("safeAreaLayoutGuide"))
        #expect(try candidates("scrollView.contentLayoutGuide.wid") == ["widthAnchor"])
        let anchor = try candidates("label.topAnchor.")
        #expect(anchor.contains("constraint(equalTo:") && anchor.contains("constraint(greaterThanOrEqualTo:")
                && anchor.contains("constraint(equalToConstant:"))
        #expect(try candidates("label.topAnchor.constraint(greaterThan").contains("greaterThanOrEqualTo:"))
        #expect(try candidates("label.topAnchor.constraint(equalTo: view.topAnchor).is") == ["isActive"])
    }

    @Test func snapKitAttributesThenRelationsThenModifiers() throws {
        let make = try candidates("label.snp.makeConstraints { make in make.")
        #expect(make.contains("top") && make.contains("edges") && make.contains("leadingMargin"))
        #expect(!make.contains("equalTo") && !make.contains("makeConstraints"))
        let top = try candidates("label.snp.makeConstraints { make in make.top.")
        #expect(top.contains("equalTo") && top.contains("greaterThanOrEqualTo") && top.contains("equalToSuperview")
                && top.contains("left"))
        #expect(try candidates("label.snp.makeConstraints { make in make.top.equalTo(view).off") == ["offset"])
        let snp = try candidates("label.snp.")
        #expect(snp.contains("makeConstraints") && snp.contains("remakeConstraints") && snp.contains("top"))
    }

    /// A custom view's members: its declared properties and UIView's, and
    /// the views named under it.
    @Test func aDeclaredClassOffersItsOwnMembers() throws {
        let s = try Session()
        _ = s.loadSwift([("Card.swift", """
            class CardView: UIView {
                let titleLabel = UILabel()
                override init(frame: CGRect) { super.init(frame: frame); addSubview(titleLabel) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class FeedViewController: UIViewController {
                let card = CardView()
                override func viewDidLoad() { view.addSubview(card) }
            }
            """)])
        let card = s.completions(for: "card.").candidates
        #expect(card.contains("titleLabel") && card.contains("topAnchor"))
        let title = s.completions(for: "card.titleLabel.").candidates
        #expect(title.contains("numberOfLines") && !title.contains("axis"))
    }

    /// What layoutsh cannot tell the type of gets no guesses.
    @Test func anUnknownReceiverOffersNothing() throws {
        #expect(try candidates("nosuch.").isEmpty)
    }
}

/// Completion lists in columns, as bash lists them.
@Suite struct ColumnsTests {
    @Test func wordsGoDownEachColumnThenAcross() {
        let words = ["alignment", "axis", "distribution", "spacing", "snp", "topAnchor", "text"]
        #expect(Columns.lines(words, width: 40) == [
            "alignment  distribution  snp        text",
            "axis       spacing       topAnchor",
        ])
        #expect(Columns.lines(words, width: 30) == [
            "alignment     spacing    text",
            "axis          snp",
            "distribution  topAnchor",
        ])
    }

    @Test(arguments: [10, 20, 40, 80, 200])
    func everyWordOnceAndNoLineTooWide(width: Int) {
        let words = (1...37).map { "name\(String(repeating: "x", count: $0 % 7))\($0)" }
        let lines = Columns.lines(words, width: width)
        let shown = lines.flatMap { $0.split(separator: " ").map(String.init) }
        #expect(Set(shown) == Set(words) && shown.count == words.count)
        #expect(lines.allSatisfy { $0.count <= width || !$0.contains(" ") }, "\(lines)")
        #expect(lines.allSatisfy { $0.last != " " })
        // Read down the columns, the words are in their order; those wider
        // than the terminal follow, a line each.
        let fitting = words.filter { $0.count <= width }
        let columns = lines.prefix { !$0.isEmpty && $0.count <= width }.map { $0.split(separator: " ").map(String.init) }
        let across = (0..<(columns.first?.count ?? 0)).flatMap { c in columns.compactMap { c < $0.count ? $0[c] : nil } }
        #expect(across == fitting)
        #expect(Array(lines.suffix(words.count - fitting.count)) == words.filter { $0.count > width })
    }

    @Test func aWordWiderThanTheTerminalIsNotCut() {
        // It has a line of its own after the others, which keep their columns.
        #expect(Columns.lines(["axis", "translatesAutoresizingMaskIntoConstraints", "text"], width: 20)
                == ["axis  text", "translatesAutoresizingMaskIntoConstraints"])
        #expect(Columns.lines([], width: 80).isEmpty)
    }
}
