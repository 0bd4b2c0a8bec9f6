import Shell
import Testing

/// Many alike constraints broken at once are explained once: the first in
/// full, then one line naming the others; `--all` explains each.
@Suite struct BrokenGroupsTests {
    /// A list whose every row repeats one mistake: a badge given two
    /// required widths, in a stack that fills its width, so that both break.
    static let badgeList = """
        let list = UIStackView()
        list.axis = .vertical
        list.spacing = 4
        view.addSubview(list)
        list.snp.makeConstraints { make in make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide) }
        for i in 0..<12 {
            let badge = UIView()
            list.addArrangedSubview(badge)
            badge.snp.makeConstraints { make in make.width.equalTo(24); make.height.equalTo(20) }
            badge.widthAnchor.constraint(equalToConstant: 32).isActive = true
        }
        """

    @Test func aMistakeInEveryRowIsExplainedOnce() throws {
        let session = try Session()
        _ = session.handle(Self.badgeList)
        let broken = session.handle(":broken").lines
        #expect(broken.filter { $0.contains("BROKEN: required") }.count == 2, "\(broken.joined(separator: "\n"))")
        // Each of the two widths is explained once, and the other rows' named.
        let more = broken.filter { $0.hasPrefix("… ") }
        #expect(more.count == 2, "\(broken.joined(separator: "\n"))")
        #expect(more.first?.hasPrefix("… 11 more alike required constraints broken (#") == true, "\(more)")
        #expect(more.first?.contains("badge_2.width == 24 and #10, #13, #16, …, #37)") == true, "\(more)")
        #expect(more.last?.contains("badge_2.width == 32 and #12, #15, #18, …, #39)") == true, "\(more)")
        #expect(more.allSatisfy { $0.hasSuffix(":broken --all explains each") })
        let all = session.handle(":broken --all").lines
        #expect(all.filter { $0.contains("BROKEN: required") }.count == 24)
        #expect(!all.contains { $0.hasPrefix("… ") })
    }

    /// A settings screen whose stack is tied to the scroll view's frame
    /// height: every row's switch and title are squeezed. The fix names the
    /// outer stack and the constraint that ties it, and never capitalises a
    /// name.
    @Test func aSqueezedFormNamesItsStackAndTheTie() throws {
        let broken = try Self.brokenInScroll("""
            contentStack.spacing = 12
            scrollView.addSubview(contentStack)
            contentStack.snp.makeConstraints { make in
                make.edges.equalTo(scrollView.contentLayoutGuide).inset(16)
                make.width.equalTo(scrollView.frameLayoutGuide).offset(-32)
                make.height.equalTo(scrollView.frameLayoutGuide).offset(-32)
            }
            for i in 0..<30 {
                let title = UILabel()
                title.text = "Setting \\(i)"
                let toggle = UISwitch()
                let row = UIStackView(arrangedSubviews: [title, toggle])
                row.alignment = .center
                contentStack.addArrangedSubview(row)
            }
            """)
        #expect(broken.count < 100, "\(broken.count) lines:\n\(broken.joined(separator: "\n"))")
        #expect(broken.contains { $0.hasPrefix("… ") && $0.contains(" more alike constraints not satisfied (#g") })
        let fix = try #require(broken.first { $0.hasPrefix("  fix: the content does not fit") })
        #expect(fix.contains("contentStack is in a scroll view, but #"), "\(fix)")
        #expect(fix.contains("contentStack.height == scrollView.frameLayoutGuide.height - 32"), "\(fix)")
        #expect(!fix.contains("Row") && !fix.contains("ContentStack"), "\(fix)")
    }

    /// The classic pitfall: the content pinned to the scroll view's frame
    /// guide rather than its content guide. The fix names the edge that
    /// ties it and says which guide to use.
    @Test func contentPinnedToTheFrameGuideIsToldToUseTheContentGuide() throws {
        let broken = try Self.brokenInScroll("""
            scrollView.addSubview(contentStack)
            contentStack.snp.makeConstraints { make in make.edges.equalTo(scrollView.frameLayoutGuide) }
            for i in 0..<60 {
                let label = UILabel()
                label.text = "Row \\(i)"
                contentStack.addArrangedSubview(label)
            }
            """)
        let fix = try #require(broken.first { $0.hasPrefix("  fix: the content does not fit") })
        #expect(fix.contains("contentStack is in a scroll view, but #"), "\(fix)")
        #expect(fix.contains("== scrollView.frameLayoutGuide.") && fix.contains("ties the content to the scroll view's frame"), "\(fix)")
        #expect(fix.contains("pin its top and bottom to the contentLayoutGuide instead"), "\(fix)")
    }

    /// `:broken` after a scroll view pinned to the safe area and a vertical
    /// `contentStack`, which `rest` adds to it, pins and fills.
    static func brokenInScroll(_ rest: String) throws -> [String] {
        let session = try Session()
        let output = session.handle("""
            let scrollView = UIScrollView()
            view.addSubview(scrollView)
            scrollView.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
            let contentStack = UIStackView()
            contentStack.axis = .vertical

            """ + rest)
        #expect(!output.failed)
        return session.handle(":broken").lines
    }
}
