import Shell
import Testing

/// `adjustedContentInset` and where a scroll view rests. Apple's
/// documentation of `UIScrollView.ContentInsetAdjustmentBehavior`:
/// `.scrollableAxes` adds the safe area to the top and bottom "when the
/// vertical content size is greater than the height of the scroll view
/// itself" or `alwaysBounceVertical` is true, and to the sides likewise;
/// `.always` always, `.never` never; `.automatic` adds the top and bottom
/// always only in a navigation controller (`BarsTests`), so in a plain view
/// controller it is `.scrollableAxes` (content shorter than the scroll view
/// stays under the status bar, a behaviour people ask about). A scroll view
/// nobody scrolled rests at `-adjustedContentInset.top`. iPhone 15: safe
/// area (59, 0, 34, 0) in portrait, (0, 59, 21, 59) in landscape.
@Suite struct ScrollInsetTests {
    /// A scroll view (`type`, named `name`) pinned by its edges to
    /// `edges` (the screen unless told), holding one content view `height`
    /// tall, as wide as the scroll view unless `width` is given.
    static func scene(height: Double, width: String? = nil, extra: String = "", type: String = "UIScrollView",
                      name: String = "scrollView", edges: String = "equalToSuperview()") throws -> Session {
        let (session, lines) = try FidelityTests.session("""
            let \(name) = \(type)()
            view.addSubview(\(name))
            \(name).snp.makeConstraints { make in make.edges.\(edges) }
            \(extra)
            let content = UIView()
            \(name).addSubview(content)
            content.snp.makeConstraints { make in
                make.edges.equalTo(\(name).contentLayoutGuide)
                make.width.equalTo(\(width ?? "\(name).frameLayoutGuide"))
                make.height.equalTo(\(height))
            }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        return session
    }

    @Test func tallContentRestsBelowTheStatusBar() throws {
        let session = try Self.scene(height: 1200)
        // Scrolls from −59 to 1200 + 34 − 852 = 382.
        FidelityTests.expect(session, "scrollView.adjustedContentInset == (59, 0, 34, 0)", "scrollView.contentOffset == (0, -59)",
                    "content.frame == (0, 0, 393, 1200)")
        let end = session.handle(":scroll scrollView 0,382")
        #expect(!end.lines.joined().contains("past its end"))
        #expect(session.handle(":scroll scrollView 0,383").lines.joined().contains("past its end"))
        #expect(session.handle(":scroll scrollView 0,-60").lines.joined().contains("pulled past its start"))
        _ = session.handle(":scroll scrollView top")
        FidelityTests.expect(session, "scrollView.contentOffset == (0, -59)")
        // `bottom`: the end of the content, where a finger's scroll stops.
        #expect(!session.handle(":scroll scrollView bottom").lines.joined().contains("past its end"))
        FidelityTests.expect(session, "scrollView.contentOffset == (0, 382)")
    }

    @Test func shortContentIsNotAdjustedUnlessAlways() throws {
        let session = try Self.scene(height: 400)
        FidelityTests.expect(session, "scrollView.adjustedContentInset == (0, 0, 0, 0)", "scrollView.contentOffset == (0, 0)",
                    "scrollable scrollView none")
        _ = session.handle("scrollView.contentInsetAdjustmentBehavior = .always")
        // 59 + 400 + 34 < 852: still no room to scroll, but it rests inset.
        FidelityTests.expect(session, "scrollView.adjustedContentInset == (59, 0, 34, 0)", "scrollView.contentOffset == (0, -59)",
                    "scrollable scrollView none")
        _ = session.handle("scrollView.contentInsetAdjustmentBehavior = .scrollableAxes\nscrollView.alwaysBounceVertical = true")
        FidelityTests.expect(session, "scrollView.adjustedContentInset == (59, 0, 34, 0)")
    }

    @Test func neverKeepsOnlyTheContentInset() throws {
        let session = try Self.scene(height: 1200, extra: """
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
            """)
        FidelityTests.expect(session, "scrollView.adjustedContentInset == (20, 0, 10, 0)", "scrollView.contentOffset == (0, -20)")
        // Set by code, the offset stays where code put it.
        _ = session.handle("scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)")
        FidelityTests.expect(session, "scrollView.contentOffset == (0, 100)")
    }

    /// In landscape the sides are unsafe, but a vertical scroller adds
    /// only its top and bottom: its content runs under the sensor housing.
    /// A horizontal one (content wider than the screen) adds the sides.
    @Test func landscapeAddsTheSidesOnlyToAHorizontalScroller() throws {
        let vertical = try Self.scene(height: 1200)
        _ = vertical.handle(":rotate")
        FidelityTests.expect(vertical, "scrollView.adjustedContentInset == (0, 0, 21, 0)", "scrollView.contentOffset == (0, 0)")
        let horizontal = try Self.scene(height: 300, width: "2000")
        _ = horizontal.handle(":rotate")
        FidelityTests.expect(horizontal, "scrollView.adjustedContentInset == (0, 59, 0, 59)", "scrollView.contentOffset == (-59, 0)")
    }

    /// A scroll view inside the safe area overlaps none of it: nothing is added.
    @Test func aScrollViewWithinTheSafeAreaIsNotAdjusted() throws {
        let session = try Self.scene(height: 2000, edges: "equalTo(view.safeAreaLayoutGuide)")
        FidelityTests.expect(session, "scrollView.adjustedContentInset == (0, 0, 0, 0)", "scrollView.contentOffset == (0, 0)")
    }

    /// A table view always bounces vertically, so a short one is inset too;
    /// code reading the offset in `viewDidLayoutSubviews` sees it.
    @Test func aTableViewIsInsetHoweverShort() throws {
        let session = try Self.scene(height: 100, type: "UITableView", name: "table")
        FidelityTests.expect(session, "table.adjustedContentInset == (59, 0, 34, 0)", "table.contentOffset == (0, -59)")
        // Code reads them back after layout: a marker framed by them.
        _ = session.handle("""
            let marker = UIView()
            view.addSubview(marker)
            marker.frame = CGRect(x: 0, y: -table.contentOffset.y, width: table.adjustedContentInset.top, height: 10)
            """)
        FidelityTests.expect(session, "marker.frame == (0, 59, 59, 10)")
    }

    /// On the edges a scroll view adds the safe area to its adjusted
    /// content inset, its content has no safe area of its own: the inset
    /// already keeps it clear, so a subview pinned to the content view's
    /// safe area is not pushed down at rest, nor when scrolled under the
    /// status bar.
    @Test func contentHasNoSafeAreaWhereTheInsetAddsIt() throws {
        let session = try Self.scene(height: 1200)
        _ = session.handle(Self.badge)
        FidelityTests.expect(session, "badge.frame == (0, 0, 40, 40)")
        _ = session.handle(":scroll scrollView 0,0")
        FidelityTests.expect(session, "badge.frame == (0, 0, 40, 40)")
        // In landscape the vertical scroller adds only the bottom: the sides
        // of its content are under the sensor housing and inset.
        _ = session.handle(":rotate")
        FidelityTests.expect(session, "badge.frame == (59, 0, 40, 40)")
    }

    /// With `.never` nothing is added, and content under the status bar
    /// has the safe area it overlaps.
    @Test func contentOfANeverScrollerHasTheSafeAreaItOverlaps() throws {
        let session = try Self.scene(height: 1200, extra: "scrollView.contentInsetAdjustmentBehavior = .never")
        _ = session.handle(Self.badge)
        FidelityTests.expect(session, "scrollView.contentOffset == (0, 0)", "badge.frame == (0, 59, 40, 40)")
    }

    /// A form whose sections inset their arranged views by margins that
    /// follow the safe area: a section reaching under the home indicator
    /// grew by what it overlapped, overlapped more, and grew again on every
    /// pass. It settles, and keeps its own margins above and below.
    @Test func aFormWhoseMarginsFollowTheSafeAreaSettles() throws {
        let (session, lines) = try FidelityTests.session("""
            let scrollView = UIScrollView()
            view.addSubview(scrollView)
            scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let form = UIStackView()
            form.axis = .vertical
            scrollView.addSubview(form)
            form.snp.makeConstraints { make in
                make.edges.equalTo(scrollView.contentLayoutGuide)
                make.width.equalTo(scrollView.frameLayoutGuide)
            }
            for i in 0..<4 {
                let section = UIStackView()
                section.axis = .vertical
                section.isLayoutMarginsRelativeArrangement = true
                section.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                let field = UIView()
                field.snp.makeConstraints { make in make.height.equalTo(300) }
                section.addArrangedSubview(field)
                form.addArrangedSubview(section)
            }
            """)
        #expect(!lines.contains { $0.contains("error") || $0.contains("did not settle") }, "\(lines)")
        FidelityTests.expect(session, "form.frame == (0, 0, 393, 1264)")
        #expect(session.engine.isSettled)
        let rotated = session.handle(":rotate")
        #expect(!rotated.lines.joined().contains("did not settle"), "\(rotated.lines)")
        FidelityTests.expect(session, "form.frame == (0, 0, 852, 1264)")
        #expect(session.engine.isSettled)
    }

    static let badge = """
        let badge = UIView()
        content.addSubview(badge)
        badge.snp.makeConstraints { make in
            make.top.left.equalTo(content.safeAreaLayoutGuide)
            make.size.equalTo(40)
        }
        """
}
