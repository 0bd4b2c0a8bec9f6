import Testing
@testable import LayoutModel
import Cassowary

/// UIScrollView's attachment rules and content offset, on an iPhone 15 (393 × 852).
@Suite struct ScrollViewTests {
    /// A scroll view filling the root, with one content view.
    func scene() throws -> (Scene, scroll: ViewID, content: ViewID) {
        let s = try Scene()
        let scroll = try s.add("scroll", .scrollView)
        try s.pinEdges(scroll, to: .view(s.root))
        let content = try s.add("content", to: scroll)
        return (s, scroll, content)
    }

    @Test func edgesAloneLeaveContentSizeToTheContentWhichHasNone() throws {
        let (s, scroll, content) = try scene()
        // content.edges == scroll: the edges attach to the content area, so
        // nothing gives the content or the content size a width or height.
        try s.pinEdges(content, to: .view(scroll))
        let ranges = s.engine.solver.ranges(of: [s.engine.variables(for: .contentGuide(scroll)).width])
        #expect(ranges.first?.isFixed == false, "contentSize.width is ambiguous: the cycle")
    }

    @Test func widthToTheScrollViewIsItsFrameAndHeightMakesItScroll() throws {
        let (s, scroll, content) = try scene()
        try s.pinEdges(content, to: .view(scroll))
        // Width and height of a scroll view are its frame's: content is 393 wide.
        try s.constrain(a(content, .width), .equal, a(scroll, .width))
        try s.constrain(a(content, .height), .equal, nil, 1000)
        #expect(s.engine.contentSize(of: scroll) == Size(width: 393, height: 1000))
        #expect(s.engine.isScrollable(scroll) == AxisPair(false, true))
        #expect(s.frame(content) == rect(0, 0, 393, 1000))
    }

    @Test func contentOffsetMovesTheContentNotItsFrame() throws {
        let (s, scroll, content) = try scene()
        try s.pinEdges(content, to: .view(scroll))
        try s.constrain(a(content, .width), .equal, Anchor(.frameGuide(scroll), .width))
        try s.constrain(a(content, .height), .equal, nil, 1000)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            try l.modify(scroll) { $0.scroll.offset = Point(x: 0, y: 300) }
        }
        // In content coordinates the frame is unchanged; on screen it is 300 up.
        #expect(s.frame(content) == rect(0, 0, 393, 1000))
        #expect(s.engine.windowFrame(of: content) == rect(0, -300, 393, 1000))
    }

    /// Seed 003's stretchy header: the image's top is pinned to the root
    /// view's top (outside the scroll view) at .high, its height at least the
    /// header container's 280, its bottom to the container's bottom.
    @Test func stretchyHeaderStretchesWhenPulledAndScrollsAwayWhenPushed() throws {
        let (s, scroll, content) = try scene()
        try s.pinEdges(content, to: .view(scroll))
        try s.constrain(a(content, .width), .equal, a(scroll, .width))
        let header = try s.add("header", to: content)
        let image = try s.add("image", to: content)
        let text = try s.add("text", to: content)
        try s.constrain(a(header, .top), .equal, a(content, .top))
        try s.constrain(a(header, .leading), .equal, a(content, .leading))
        try s.constrain(a(header, .trailing), .equal, a(content, .trailing))
        try s.constrain(a(header, .height), .equal, nil, 280)
        try s.constrain(a(image, .top), .equal, a(s.root, .top), priority: .defaultHigh)
        try s.constrain(a(image, .leading), .equal, a(header, .leading))
        try s.constrain(a(image, .trailing), .equal, a(header, .trailing))
        try s.constrain(a(image, .height), .greaterThanOrEqual, a(header, .height))
        try s.constrain(a(image, .bottom), .equal, a(header, .bottom))
        try s.constrain(a(text, .top), .equal, a(header, .bottom))
        try s.constrain(a(text, .leading), .equal, a(content, .leading))
        try s.constrain(a(text, .trailing), .equal, a(content, .trailing))
        try s.constrain(a(text, .height), .equal, nil, 1200)
        try s.constrain(a(text, .bottom), .equal, a(content, .bottom))
        // At rest the scroll view is inset by the safe area (it fills the
        // screen and its content is taller): offset −59, so the image, whose
        // top is at the screen's, is 59 taller and starts at content y −59.
        #expect(s.frame(image) == rect(0, -59, 393, 339))
        func setOffset(_ y: Double) throws {
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in
                try l.modify(scroll) { $0.scroll.offset = Point(x: 0, y: y) }
            }
        }
        // Pulled down 100: the content moves down 100 on screen; the image's
        // top stays at the screen's top (content y −100), 380 high.
        try setOffset(-100)
        #expect(s.frame(image) == rect(0, -100, 393, 380))
        // Scrolled up 300: the top pin gives way (.high), the image keeps the
        // header's 280 and scrolls away with it.
        try setOffset(300)
        #expect(s.frame(image) == rect(0, 0, 393, 280))
        #expect(s.engine.windowFrame(of: image) == rect(0, -300, 393, 280))
        #expect(s.engine.brokenConstraints.isEmpty)
    }
}
