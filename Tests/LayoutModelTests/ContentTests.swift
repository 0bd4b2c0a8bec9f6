import Testing
@testable import LayoutModel
import Cassowary

/// Intrinsic sizes from the text model, wrapping labels, and BoxView.
@Suite struct ContentTests {
    @Test func labelTakesItsTextSize() throws {
        let s = try Scene()
        let label = try s.add("label", .label) { $0.text.string = "Hello" }
        try s.constrain(a(label, .leading), .equal, a(s.root, .leading), 20)
        try s.constrain(a(label, .top), .equal, a(s.root, .top), 100)
        // H e l l o advance 1520 + 1170 + 518 + 518 + 1210 = 4936 units of
        // 2048 at 17 pt, 40.97, less 5 × 0.026 em of tracking (2.21): 38.76,
        // 116.29 pixels on the 3x screen, rounded up to 117: 39 wide. A 17 pt
        // line is 20.287 high, 60.86 pixels, rounded up to 61: 20.333333.
        #expect(s.frame(label) == rect(20, 100, 39, 20.333333))
    }

    @Test func wrappingLabelHeightFollowsTheWidthAfterRotation() throws {
        let s = try Scene()
        // 60 characters in words of 9 + a space.
        let text = Array(repeating: "abcdefghi", count: 6).joined(separator: " ")
        let label = try s.add("label", .label) { $0.text.string = text; $0.text.numberOfLines = 0 }
        try s.constrain(a(label, .leading), .equal, a(s.root, .leading), 20)
        try s.constrain(a(label, .trailing), .equal, a(s.root, .trailing), -20)
        try s.constrain(a(label, .top), .equal, a(s.root, .top), 100)
        // Portrait: 353 wide holds 353 / 8.5 = 41 characters: 4 words (39) a
        // line → 2 lines, 2 × 20.287 = 40.57, 121.7 pixels → 122: 40.666667 high.
        #expect(s.frame(label) == rect(20, 100, 353, 40.666667))
        try s.engine.apply { $0.device.orientation = .landscape }
        // Landscape: 812 wide, 95 characters: one line, 20.333333 high.
        #expect(s.frame(label) == rect(20, 100, 812, 20.333333))
    }

    @Test func buttonAndSwitchSizes() throws {
        let s = try Scene()
        let button = try s.add("button", .button) { $0.text.string = "Login" }
        let toggle = try s.add("toggle", .switchControl)
        for v in [button, toggle] {
            try s.constrain(a(v, .leading), .equal, a(s.root, .leading))
            try s.constrain(a(v, .top), .equal, a(s.root, .top))
        }
        // 5 × 7.5 = 37.5 → 38 wide; 18 + 6 + 6 = 30 high.
        #expect(s.frame(button)?.size == Size(width: 38, height: 30))
        #expect(s.frame(toggle)?.size == Size(width: 51, height: 31))
    }

    /// BoxView's chain: inset + pin at the ends, end pin + begin pin + spacing between.
    @Test func boxViewChainsItsItems() throws {
        let s = try Scene()
        let box = try s.add("box", .boxView) { v in
            v.box.spacing = 10
            v.box.insets = EdgeInsets(all: 16)
        }
        try s.pinEdges(box, to: .view(s.root))
        var views: [ViewID] = []
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            var items: [BoxItem] = []
            for name in ["name", "password"] {
                let v = try l.makeView(.view, name: name)
                views.append(v)
                var layout = BoxItemLayout()
                layout.height = BoxPin(40)
                layout.bottom = name == "password" ? BoxPin(0, .greaterThanOrEqual) : .zero
                items.append(BoxItem(view: v, layout: layout))
            }
            try l.setBoxItems(items, of: box)
        }
        // name: y 16, x 16, width 393 − 32; password: 16 + 40 + 0 + 0 + 10 = 66.
        #expect(s.frame(views[0]) == rect(16, 16, 361, 40))
        #expect(s.frame(views[1]) == rect(16, 66, 361, 40))
        // insertItem(error, after: name): it goes between them, and the
        // password moves down by its height plus a gap: 66 + 20 + 10 = 96.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            let error = try l.makeView(.view, name: "error")
            var layout = BoxItemLayout()
            layout.height = BoxPin(20)
            layout.left = BoxPin(50)
            try l.insertBoxItem(BoxItem(view: error, layout: layout), after: views[0], in: box)
        }
        let error = try #require(s.layout.view(named: "error"))
        // x = 16 + 50; right pin == 0 at 393 − 16 = 377, so width 311;
        // y = name's bottom 56 + 0 + 0 + 10.
        #expect(s.frame(error) == rect(66, 66, 311, 20))
        #expect(s.frame(views[1]) == rect(16, 96, 361, 40))
        #expect(s.engine.brokenConstraints.isEmpty)
    }
}
