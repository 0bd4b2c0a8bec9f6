import Testing
@testable import LayoutModel
import Cassowary

/// `frames()` reads every view through a table remade only when the
/// hierarchy or the set of laid-out views changes. After each kind of
/// change it must still give, view for view, what `frame(of:)` computes on
/// its own.
@Suite struct FramesTests {
    /// What `frames()` must equal: each view in the hierarchy that is laid
    /// out, depth first, with `frame(of:)`.
    static func expected(_ engine: LayoutEngine) -> [String] {
        var order: [ViewID] = []
        var stack = [engine.layout.root]
        while let v = stack.popLast() {
            order.append(v)
            stack.append(contentsOf: engine.layout[v].subviews.reversed())
        }
        return order.compactMap { v in engine.frame(of: v).map { "\(engine.layout[v].name) \($0)" } }
    }

    static func actual(_ engine: LayoutEngine) -> [String] {
        engine.frames().map { "\(engine.layout[$0.view].name) \($0.frame)" }
    }

    @Test func framesFollowEveryKindOfHierarchyChange() throws {
        let s = try Scene()
        let scroll = try s.add("scroll", .scrollView)
        try s.pinEdges(scroll, to: .view(s.root), inset: 10)
        let content = try s.add("content", to: scroll)
        try s.pinEdges(content, to: .view(scroll), inset: 5)
        try s.constrain(a(content, .width), .equal, nil, 100)
        try s.constrain(a(content, .height), .equal, nil, 900)
        let box = try s.add("box", to: content, tamic: true) { $0.frame = rect(1, 2, 30, 40) }
        #expect(Self.actual(s.engine) == Self.expected(s.engine))
        #expect(s.engine.frame(of: box) == rect(1, 2, 30, 40))

        // Scrolled: no hierarchy change, but the content's frames stay put
        // while their window positions move.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.modify(scroll) { $0.scroll.offset = Point(x: 0, y: 300) } }
        #expect(Self.actual(s.engine) == Self.expected(s.engine))

        // Moved to another superview.
        let root = s.root
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.addSubview(box, to: root) }
        #expect(Self.actual(s.engine) == Self.expected(s.engine))

        // Removed, with what it holds.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in l.removeFromSuperview(content) }
        #expect(Self.actual(s.engine) == Self.expected(s.engine))
        #expect(!Self.actual(s.engine).contains { $0.hasPrefix("content ") })

        // Back again, and a view laid out for the first time.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.addSubview(content, to: scroll) }
        let late = try s.add("late", to: content, tamic: true) { $0.frame = rect(0, 0, 10, 10) }
        #expect(Self.actual(s.engine) == Self.expected(s.engine))
        #expect(Self.actual(s.engine).contains { $0.hasPrefix("late ") } && s.engine.frame(of: late) == rect(0, 0, 10, 10))
    }
}
