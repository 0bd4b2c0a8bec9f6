import Testing
@testable import LayoutModel
import Cassowary

/// The seed articles' layouts, built through the model API (the shell's
/// transcripts run the same code as written), on an iPhone 15 (393 × 852).
@Suite struct SeedScenarioTests {
    /// Seed 000's `scrollableContainer(height:elements:)`: a scroll view
    /// under the safe area's top (its bottom at most the safe area's),
    /// holding a vertical stack of fixed-height elements whose edges are the
    /// content guide's, width the scroll view's, and height the scroll
    /// view's at `.low`; `height > 0` also fixes the scroll view's height.
    func scrollableContainer(height: Double, elements: [Double]) throws -> (Scene, scroll: ViewID, stack: ViewID) {
        let s = try Scene()
        let safe = LayoutItem.safeArea(s.root)
        let scroll = try s.add("scroll", .scrollView)
        try s.constrain(a(scroll, .top), .equal, Anchor(safe, .top))
        try s.constrain(a(scroll, .leading), .equal, Anchor(safe, .leading))
        try s.constrain(a(scroll, .trailing), .equal, Anchor(safe, .trailing))
        try s.constrain(a(scroll, .bottom), .lessThanOrEqual, Anchor(safe, .bottom))
        if height > 0 { try s.constrain(a(scroll, .height), .equal, nil, height) }
        let stack = try s.add("stack", .stackView, to: scroll) { $0.stack.axis = .vertical }
        let content = LayoutItem.contentGuide(scroll)
        for edge in [Attribute.top, .leading, .bottom, .trailing] {
            try s.constrain(a(stack, edge), .equal, Anchor(content, edge))
        }
        try s.constrain(a(stack, .width), .equal, a(scroll, .width))
        try s.constrain(a(stack, .height), .equal, a(scroll, .height), priority: .defaultLow)
        for (i, h) in elements.enumerated() {
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in
                let e = try l.makeView(.view, name: "e\(i)")
                try l.addArrangedSubview(e, to: stack)
                _ = try l.addConstraint(LayoutConstraint(Anchor(.view(e), .height), .equal, constant: h))
            }
        }
        return (s, scroll, stack)
    }

    @Test func implicitHeightWithShortContentFitsTheContent() throws {
        // 3 × (10 + 30) = 120: the scroll view is as tall as its content.
        let (s, scroll, _) = try scrollableContainer(height: 0, elements: [10, 30, 10, 30, 10, 30])
        #expect(s.frame(scroll) == rect(0, 59, 393, 120))
        #expect(s.engine.contentSize(of: scroll) == Size(width: 393, height: 120))
        #expect(s.engine.isScrollable(scroll) == AxisPair(false, false))
    }

    @Test func implicitHeightWithTallContentStopsAtTheScreenAndScrolls() throws {
        // 3 × (300 + 30) = 990 > 852 − 59 − 34 = 759: capped, scrolls.
        let (s, scroll, _) = try scrollableContainer(height: 0, elements: [300, 30, 300, 30, 300, 30])
        #expect(s.frame(scroll) == rect(0, 59, 393, 759))
        #expect(s.engine.contentSize(of: scroll)?.height == 990)
        #expect(s.engine.isScrollable(scroll) == AxisPair(false, true))
    }

    @Test func explicitHeightSmallerThanTheContentScrolls() throws {
        let (s, scroll, _) = try scrollableContainer(height: 200, elements: [100, 30, 100, 30, 100, 30])
        #expect(s.frame(scroll)?.height == 200)
        #expect(s.engine.contentSize(of: scroll)?.height == 390)
        #expect(s.engine.isScrollable(scroll) == AxisPair(false, true))
    }

    @Test func explicitHeightLargerThanTheContentDoesNotScroll() throws {
        // The stack's height == scroll height @low gives way to the fixed elements.
        let (s, scroll, stack) = try scrollableContainer(height: 200, elements: [10, 30, 10, 30, 10, 30])
        #expect(s.frame(scroll)?.height == 200)
        #expect(s.frame(stack)?.height == 120)
        #expect(s.engine.isScrollable(scroll) == AxisPair(false, false))
        #expect(s.engine.brokenConstraints.isEmpty)
    }

    /// Seed 001's scroll view: 100 high, centred vertically, full width.
    func centeredScrollView() throws -> (Scene, ViewID) {
        let s = try Scene()
        let scroll = try s.add("scroll", .scrollView)
        try s.constrain(a(scroll, .centerY), .equal, a(s.root, .centerY))
        try s.constrain(a(scroll, .left), .equal, a(s.root, .left))
        try s.constrain(a(scroll, .right), .equal, a(s.root, .right))
        try s.constrain(a(scroll, .height), .equal, nil, 100)
        return (s, scroll)
    }

    /// Seed 001's container approach: six 60-wide boxes 15 apart in a
    /// container whose edges are the scroll view's content and whose right
    /// edge is the last box's.
    @Test func containerApproachGivesAHorizontalContentSize() throws {
        let (s, scroll) = try centeredScrollView()
        let container = try s.add("container", to: scroll)
        try s.pinEdges(container, to: .view(scroll))
        try s.constrain(a(container, .height), .equal, nil, 100)
        var previous: ViewID?
        for i in 0...5 {
            let box = try s.add("box\(i)", to: container)
            try s.constrain(a(box, .top), .equal, a(container, .top))
            try s.constrain(a(box, .height), .equal, a(container, .height))
            try s.constrain(a(box, .width), .equal, nil, 60)
            if let previous { try s.constrain(a(box, .left), .equal, a(previous, .right), 15) }
            else { try s.constrain(a(box, .left), .equal, a(container, .left), 7.5) }
            if i == 5 { try s.constrain(a(container, .right), .equal, a(box, .right)) }
            previous = box
        }
        // 7.5 + 6 × 60 + 5 × 15 = 442.5 wide; scroll y = (852 − 100) / 2 = 376.
        #expect(s.engine.contentSize(of: scroll) == Size(width: 442.5, height: 100))
        #expect(s.frame(scroll) == rect(0, 376, 393, 100))
        #expect(s.engine.isScrollable(scroll) == AxisPair(true, false))
        #expect(s.frame(try #require(s.layout.view(named: "box5"))) == rect(382.5, 0, 60, 100))
    }

    /// Seed 001's "external view" approach: a box's bottom pinned to the
    /// root view by a constant computed for portrait; after rotation it can
    /// no longer hold with its top at the content's top and its height.
    @Test func externalViewApproachBreaksAfterRotation() throws {
        let (s, scroll) = try centeredScrollView()
        let box = try s.add("box", to: scroll)
        try s.constrain(a(box, .top), .equal, a(scroll, .top))
        try s.constrain(a(box, .bottom), .equal, a(s.root, .bottom), -(852 - 100) / 2)
        try s.constrain(a(box, .height), .equal, nil, 100)
        try s.constrain(a(box, .width), .equal, nil, 60)
        try s.constrain(a(box, .left), .equal, a(scroll, .left), 7.5)
        try s.constrain(a(box, .right), .equal, a(scroll, .right))
        #expect(s.engine.brokenConstraints.isEmpty)
        try s.engine.apply { $0.device.orientation = .landscape }
        // Landscape: the scroll view's top is (393 − 100) / 2 = 146.5, so the
        // box's bottom would be 246.5, but the pin asks for 393 − 376 = 17.
        #expect(!s.engine.brokenConstraints.isEmpty)
        try s.engine.apply { $0.device.orientation = .portrait }
        #expect(s.engine.brokenConstraints.isEmpty, "back in portrait the broken constraint holds again")
    }

    /// Seed 001's subtle mistake: `make.left.equalTo(view)` ties the first
    /// box to the screen, so scrolling does not move it.
    @Test func leftToTheRootViewDoesNotScroll() throws {
        let s = try Scene()
        let scroll = try s.add("scroll", .scrollView)
        try s.pinEdges(scroll, to: .view(s.root))
        let box = try s.add("box", to: scroll)
        try s.constrain(a(box, .top), .equal, a(scroll, .top))
        try s.constrain(a(box, .height), .equal, nil, 100)
        try s.constrain(a(box, .width), .equal, nil, 600)
        try s.constrain(a(box, .left), .equal, a(s.root, .left), 7.5)
        try s.constrain(a(box, .right), .equal, a(scroll, .right))
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            try l.modify(scroll) { $0.scroll.offset = Point(x: 100, y: 0) }
        }
        #expect(s.engine.windowFrame(of: box)?.minX == 7.5, "still at the screen's 7.5 after scrolling by 100")
    }
}

/// Seed 004: the BoxView login form, and the error label inserted under a
/// field without touching the rest.
@Suite struct BoxViewLoginFormTests {
    func item(_ view: ViewID, _ configure: (inout BoxItemLayout) -> Void = { _ in }) -> BoxItem {
        var layout = BoxItemLayout()
        configure(&layout)
        return BoxItem(view: view, layout: layout)
    }

    /// `v.boxed.centerY()`: centred, with `>= 0` above and below.
    func centeredY(_ l: inout BoxItemLayout) {
        l.centerY = .zero
        l.top = BoxPin(0, .greaterThanOrEqual)
        l.bottom = BoxPin(0, .greaterThanOrEqual)
    }

    @Test func loginFormThenAnErrorUnderTheNameField() throws {
        let s = try Scene()
        let box = try s.add("boxView", .boxView) { v in
            v.box.insets = EdgeInsets(all: 16)
            v.box.spacing = 20
        }
        try s.constrain(a(box, .top), .equal, Anchor(.safeArea(s.root), .top))
        try s.constrain(a(box, .leading), .equal, a(s.root, .leading))
        try s.constrain(a(box, .trailing), .equal, a(s.root, .trailing))
        var ids: [String: ViewID] = [:]
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            func make(_ kind: ViewKind, _ name: String, _ configure: (inout View) -> Void = { _ in }) throws(LayoutError) -> ViewID {
                let v = try l.makeView(kind, name: name)
                try l.modify(v) { configure(&$0) }
                ids[name] = v
                return v
            }
            let title = try make(.label, "titleLabel") { $0.text.string = "Login" }
            var rows: [ViewID] = []
            for name in ["name", "password"] {
                let row = try make(.boxView, "\(name)BoxView") { $0.box.axis = .horizontal }
                let image = try make(.imageView, "\(name)ImageView") { $0.image = ImageReference(name: "icon", size: Size(width: 24, height: 24)) }
                let field = try make(.textField, "\(name)Field") { $0.text.placeholder = name }
                try l.setBoxItems([item(image, centeredY), item(field)], of: row)
                rows.append(row)
            }
            let forgot = try make(.button, "forgotButton") { $0.text.string = "Forgot password?" }
            let login = try make(.button, "loginButton") { $0.text.string = "Login" }
            try l.setBoxItems([
                item(title) { $0.centerX = .zero; $0.left = BoxPin(30, .greaterThanOrEqual); $0.right = BoxPin(30, .greaterThanOrEqual); $0.bottom = BoxPin(20) },
                item(rows[0]),
                item(rows[1]),
                item(forgot) { $0.left = BoxPin(0, .greaterThanOrEqual) },
                item(login) { $0.top = BoxPin(30); $0.left = BoxPin(50); $0.right = BoxPin(50) },
            ], of: box)
        }
        func frame(_ name: String) -> Rect? { ids[name].flatMap(s.frame) }
        // Title "Login" 42 × 20.33 (advances 1164 + 1210 + 1248 + 506 + 1196 =
        // 5324 units at 17 pt, 44.19, less 2.21 of tracking: 41.98, 126
        // pixels; a 17 pt line, 61 pixels), centred: x (393 − 42) / 2 = 175.5, y 16.
        #expect(frame("titleLabel") == rect(175.5, 16, 42, 20.333333))
        // Name row: 16 + 20.33 + title's bottom 20 + spacing 20 = 76.33; fields
        // are 20.33 + 12 = 32.33 high; the row spans 393 − 32 = 361.
        #expect(frame("nameBoxView") == rect(16, 76.333333, 361, 32.333333))
        #expect(frame("nameImageView") == rect(0, 4.166667, 24, 24), "(32.33 − 24) / 2")
        #expect(frame("nameField") == rect(24, 0, 337, 32.333333))
        #expect(frame("passwordBoxView") == rect(16, 128.666667, 361, 32.333333), "76.33 + 32.33 + 20")
        // "Forgot password?" at 15 pt: 16 advances of 17,348 units, 127.06,
        // less 16 × 0.016 em of tracking (3.84): 123.22, 370 pixels, 123.33
        // by 30, right-aligned: x 393 − 16 − 123.33; y 128.67 + 32.33 + 20 = 181.
        #expect(frame("forgotButton") == rect(253.666667, 181, 123.333333, 30))
        // Login: 181 + 30 + top pin 30 + spacing 20 = 261; inset 50 on each side.
        #expect(frame("loginButton") == rect(66, 261, 261, 30))
        #expect(s.frame(box)?.height == 307, "261 + 30 + inset 16")

        // showErrorForField(nameField): top(−spacing) cancels the gap;
        // left(40 − 16) lines it up with the field.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            let error = try l.makeView(.label, name: "errorLabel")
            try l.modify(error) { $0.text.string = "Required" }
            ids["errorLabel"] = error
            try l.insertBoxItem(item(error) { $0.top = BoxPin(-20); $0.left = BoxPin(24) }, after: ids["nameBoxView"], in: box)
        }
        // Error: y = 108.67 + (−20 + 0 + 20) = 108.67, x 16 + 24 = 40, to the right inset.
        #expect(frame("errorLabel") == rect(40, 108.666667, 337, 20.333333))
        // Everything below moves down by 20.33 + 20.
        #expect(frame("passwordBoxView") == rect(16, 149, 361, 32.333333))
        #expect(frame("loginButton") == rect(66, 281.333333, 261, 30))
        #expect(s.engine.brokenConstraints.isEmpty)
    }
}
