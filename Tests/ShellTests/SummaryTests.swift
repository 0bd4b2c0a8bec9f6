import Testing
@testable import Shell

/// What the one-line summary after a statement says.
@Suite struct SummaryTests {
    /// A layout whose safe-area margins keep moving it (see
    /// `HistoryTests.valuesThatChaseEachOtherStopWhereAFreshEngineStops`)
    /// says so, rather than showing where the passes stopped as settled.
    @Test func aLayoutThatDoesNotSettleSaysSo() throws {
        let session = try Session()
        let setup = session.handle("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
            box.heightAnchor.constraint(equalToConstant: 300).isActive = true
            """)
        #expect(!setup.lines.contains { $0.contains("did not settle") })
        let settled = session.handle("let top = box.layoutMarginsGuide.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)\ntop.isActive = true")
        #expect(settled.errors.isEmpty && !settled.lines.contains { $0.contains("did not settle") })
        let unsettled = session.handle("top.constant = 64")
        #expect(unsettled.lines == ["= changed #4 · moved box (20, 41, 100, 300) · did not settle: the safe areas, margins or label widths it feeds back keep moving it"])
        #expect(!session.engine.isSettled)
    }

    /// Content pinned to the top, bottom and leading edge of its scroll
    /// view, its width tied to the frame: the height is a loop and nothing
    /// reaches the content area's right edge. The summary names the
    /// contentSize as soon as constraints decide part of it (not at
    /// `addSubview`, where the content is still placed by its frame), and
    /// says when its height is settled by pinning the label's bottom.
    @Test func aScrollViewWhoseContentSizeBecameAmbiguousIsNamed() throws {
        let session = try Session()
        _ = session.handle("""
            let scrollView = UIScrollView()
            view.addSubview(scrollView)
            scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """)
        let added = session.handle("let contentView = UIView()\nscrollView.addSubview(contentView)")
        #expect(!added.lines.contains { $0.contains("contentSize") }, "\(added.lines)")
        let pinned = session.handle("""
            contentView.snp.makeConstraints { make in
                make.top.bottom.leading.equalToSuperview()
                make.width.equalTo(scrollView.snp.width)
            }
            """)
        #expect(pinned.lines.last?.hasSuffix(
            "now ambiguous: scrollView.contentSize.width, scrollView.contentSize.height, contentView.height (:ambiguous says why)") == true,
            "\(pinned.lines)")
        _ = session.handle("let titleLabel = UILabel()\ntitleLabel.text = \"Title\"\ncontentView.addSubview(titleLabel)")
        _ = session.handle("titleLabel.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(16) }")
        let fix = session.handle(":ambiguous").lines
        #expect(fix.contains { $0.hasPrefix("    fix: pin titleLabel's bottom to contentView's: make.bottom.equalToSuperview().inset(16) (or ") },
                "\(fix)")
        let settled = session.handle("titleLabel.snp.makeConstraints { make in make.bottom.equalToSuperview().inset(16) }")
        #expect(settled.lines.last?.hasSuffix("no longer ambiguous: scrollView.contentSize.height, contentView.height") == true,
                "\(settled.lines)")
    }
}
