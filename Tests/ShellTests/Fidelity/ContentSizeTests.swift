import Shell
import Testing

/// A `contentSize` set in code. Frame-based code (the Swift 2 habit the
/// seed articles start from: place the subviews, then set `contentSize`
/// to hold them all) scrolls over the size it sets; with Auto Layout,
/// constraints from the content to the scroll view's edges decide the
/// content size and UIKit overwrites the property with it. Apple's
/// documentation of `UIScrollView.contentSize` and of the content layout
/// guide ("constraints between the content and the scroll view ...
/// determine the content size").
@Suite struct ContentSizeTests {
    /// A gallery laid out by frames, as Swift 2 code did it: three pages
    /// side by side, then the content size set to hold them. It scrolls
    /// sideways over 3 × 393, and nothing is ambiguous.
    @Test func frameBasedPagesScrollOverTheSizeSet() throws {
        let (session, lines) = try FidelityTests.session("""
            let pager = UIScrollView(frame: view.bounds)
            pager.pagingEnabled = true
            view.addSubview(pager)
            let pageWidth = view.bounds.size.width
            for i in 0..<3 {
                let page = UIView(frame: CGRect(x: CGFloat(i) * pageWidth, y: 0, width: pageWidth, height: 400))
                pager.addSubview(page)
            }
            pager.contentSize = CGSizeMake(pageWidth * 3, 400)
            """)
        #expect(!lines.contains { $0.hasPrefix("error") || $0.contains("ambiguous") }, "\(lines)")
        FidelityTests.expect(session, "pager.contentSize == (1179, 400)", "scrollable pager horizontal")
        #expect(session.handle(":ambiguous").lines == ["no ambiguous values"])
    }

    /// Content pinned to the top, bottom and leading edge with a size of
    /// its own decides the height (300, not the 2000 set), while the width,
    /// which no constraint reaches, stays as set.
    @Test func constraintsThatDecideTheSizeOverrideIt() throws {
        let (session, lines) = try FidelityTests.session("""
            let scrollView = UIScrollView()
            view.addSubview(scrollView)
            scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
            scrollView.contentSize = CGSize(width: 800, height: 2000)
            let content = UIView()
            scrollView.addSubview(content)
            content.snp.makeConstraints { make in
                make.top.bottom.leading.equalToSuperview()
                make.size.equalTo(CGSize(width: 200, height: 300))
            }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        FidelityTests.expect(session, "scrollView.contentSize == (800, 300)", "no broken", "scrollable scrollView horizontal")
    }

    /// Without a size set, frame-placed content leaves the content size to
    /// Auto Layout, which says nothing: the summary does not call it
    /// ambiguous (UIKit does not either), and it is 0 × 0.
    @Test func frameContentWithoutASizeIsNotCalledAmbiguous() throws {
        let (session, lines) = try FidelityTests.session("""
            let scrollView = UIScrollView(frame: view.bounds)
            view.addSubview(scrollView)
            scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000)))
            """)
        #expect(!lines.contains { $0.contains("contentSize") }, "\(lines)")
        FidelityTests.expect(session, "scrollView.contentSize == (0, 0)")
    }
}
