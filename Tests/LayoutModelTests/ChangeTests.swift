import Testing
@testable import LayoutModel
import Cassowary

/// Changes to a layout and what they do, on an iPhone 15 (393 × 852).
@Suite struct ChangeTests {
    @Test func removingAViewDropsTheConstraintsThatCrossItsEdge() throws {
        let s = try Scene()
        let card = try s.add("card")
        let title = try s.add("title", to: card)
        let outside = try s.constrain(a(card, .top), .equal, a(s.root, .top), 10)
        let crossing = try s.constrain(a(title, .leading), .equal, a(s.root, .leading), 5)
        let inside = try s.constrain(a(title, .top), .equal, a(card, .top), 3)
        try s.engine.apply { (l: inout Layout) in l.removeFromSuperview(card) }
        // UIKit removes the constraints between the subtree and the rest.
        #expect(s.layout.constraint(outside)?.isActive == false)
        #expect(s.layout.constraint(crossing)?.isActive == false)
        #expect(s.layout.constraint(inside)?.isActive == true, "inside the subtree it stays")
        #expect(s.frame(card) == nil)
        #expect(s.layout[s.root].subviews.isEmpty)
    }

    @Test func deactivateAndActivate() throws {
        let s = try Scene()
        let box = try s.add("box")
        try s.constrain(a(box, .top), .equal, a(s.root, .top))
        try s.constrain(a(box, .leading), .equal, a(s.root, .leading))
        try s.constrain(a(box, .height), .equal, nil, 50)
        let wide = try s.constrain(a(box, .width), .equal, nil, 200)
        let narrow = try s.constrain(a(box, .width), .equal, nil, 100, priority: .defaultHigh)
        #expect(s.frame(box)?.width == 200)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setActive(wide, false) }
        #expect(s.frame(box)?.width == 100)
        #expect(!s.engine.isInstalled(wide) && s.engine.isInstalled(narrow))
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setActive(wide, true) }
        #expect(s.frame(box)?.width == 200)
        #expect(s.engine.error(of: narrow) == 100, "the optional one is 100 off")
    }

    @Test func constantChangesMoveThingsAndConflictsBreakThenHeal() throws {
        let s = try Scene()
        let box = try s.add("box")
        try s.constrain(a(box, .top), .equal, a(s.root, .top))
        try s.constrain(a(box, .leading), .equal, a(s.root, .leading))
        try s.constrain(a(box, .height), .equal, nil, 50)
        let width = try s.constrain(a(box, .width), .equal, nil, 100)
        let cap = try s.constrain(a(box, .width), .lessThanOrEqual, nil, 300)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setConstant(width, 250) }
        #expect(s.frame(box)?.width == 250)
        // Past the cap: the newer of the two breaks (kept, just below
        // required), whichever changed, as if the layout were built afresh.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setConstant(width, 400) }
        #expect(s.engine.brokenConstraints.map(\.constraint.id) == [cap])
        #expect(s.frame(box)?.width == 400)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setConstant(width, 120) }
        #expect(s.engine.brokenConstraints.isEmpty)
        #expect(s.frame(box)?.width == 120)
    }

    @Test func rotationReportsWhatMoved() throws {
        let s = try Scene()
        let fixed = try s.add("fixed")
        let wide = try s.add("wide")
        for v in [fixed, wide] {
            try s.constrain(a(v, .top), .equal, a(s.root, .top))
            try s.constrain(a(v, .leading), .equal, a(s.root, .leading))
            try s.constrain(a(v, .height), .equal, nil, 10)
        }
        try s.constrain(a(fixed, .width), .equal, nil, 100)
        try s.constrain(a(wide, .width), .equal, a(s.root, .width))
        let before = s.engine.frames()
        try s.engine.apply { $0.device.orientation = .landscape }
        let moved = LayoutEngine.changes(from: before, to: s.engine.frames())
        // The root and the view tied to its width; not the fixed one.
        #expect(moved.map(\.view) == [s.root, wide])
        #expect(moved.last?.new == rect(0, 0, 852, 10))
    }

    @Test func subviewSafeAreaIsItsOverlapWithTheUnsafeArea() throws {
        let s = try Scene()
        let panel = try s.add("panel")
        try s.pinEdges(panel, to: .view(s.root))
        let label = try s.add("label", to: panel)
        try s.constrain(a(label, .top), .equal, Anchor(.safeArea(panel), .top))
        try s.constrain(a(label, .leading), .equal, a(panel, .leading))
        try s.constrain(a(label, .width), .equal, nil, 10)
        try s.constrain(a(label, .height), .equal, nil, 10)
        // The panel covers the status area, so its safe area starts at 59.
        #expect(s.frame(label) == rect(0, 59, 10, 10))
    }

    @Test func equalHuggingSiblingsAreATie() throws {
        let s = try Scene()
        let left = try s.add("left", .label) { $0.text.string = "Name" }
        let right = try s.add("right", .label) { $0.text.string = "Value" }
        try s.constrain(a(left, .leading), .equal, a(s.root, .leading))
        try s.constrain(a(right, .leading), .equal, a(left, .trailing), 8)
        try s.constrain(a(right, .trailing), .equal, a(s.root, .trailing))
        for v in [left, right] { try s.constrain(a(v, .top), .equal, a(s.root, .top)) }
        // 393 − 8 = 385 to share, 45 + 42.67 taken ("Name": 5602 units at
        // 17 pt less 4 × 0.442 of tracking, 44.73, 135 pixels; "Value": 5394
        // units, 42.56, 128 pixels): who stretches is a tie.
        #expect(s.engine.range(of: a(left, .width)).isFixed == false)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            try l.modify(left) { $0.huggingPriority.horizontal = Priority(251)! }
        }
        #expect(s.engine.range(of: a(left, .width)).isFixed)
        #expect(s.frame(left)?.width == 45, "the label that hugs harder keeps its text width")
        #expect(s.frame(right) == rect(53, 0, 340, 20.333333), "a 17 pt line, 61 pixels high")
    }

    @Test func preservedMarginsReachIntoASubview() throws {
        let s = try Scene()
        let outer = try s.add("outer") { $0.layoutMargins = EdgeInsets(all: 30) }
        try place(outer, in: s.root, top: 100, width: 300, height: 300, s)
        let inner = try s.add("inner", to: outer) { $0.preservesSuperviewLayoutMargins = true }
        try s.pinEdges(inner, to: .view(outer), inset: 10)
        let dot = try marginDot(in: inner, s)
        // Inner's own margins are 8; outer's 30 reach 30 − 10 = 20 into it.
        #expect(s.frame(dot) == rect(20, 20, 1, 1))
    }

    /// The superview's margins a view keeps are the superview's with its
    /// safe area (8 + 59 at the top), whether or not anything else uses the
    /// superview's guide.
    @Test func preservedMarginsCarryTheSuperviewsSafeArea() throws {
        let s = try Scene()
        let container = try s.add("container")
        try s.pinEdges(container, to: .view(s.root))
        let inner = try s.add("inner", to: container) { $0.preservesSuperviewLayoutMargins = true; $0.layoutMargins = .zero }
        try place(inner, in: container, top: 0, width: 300, height: 200, s)
        let dot = try marginDot(in: inner, s)
        #expect(s.frame(dot) == rect(8, 67, 1, 1))
    }

    /// Content of a scroll view that keeps the scroll view's margins and is
    /// taller than it gets at most those margins, not what it overhangs
    /// (which grew it by its overhang at every pass): 8 + 1000 + 8.
    @Test func preservedMarginsDoNotGrowContentPastItsScrollView() throws {
        let s = try Scene()
        let scroll = try s.add("scroll", .scrollView)
        try s.pinEdges(scroll, to: .view(s.root))
        let content = try s.add("content", to: scroll) { $0.preservesSuperviewLayoutMargins = true }
        try s.pinEdges(content, to: .contentGuide(scroll))
        try s.constrain(a(content, .width), .equal, Anchor(.frameGuide(scroll), .width))
        let tall = try s.add("tall", to: content)
        try s.pinEdges(tall, to: .margins(content))
        try s.constrain(a(tall, .height), .equal, nil, 1000)
        #expect(s.frame(content)?.height == 1016)
        #expect(s.frame(tall) == rect(8, 8, 377, 1000))
    }

    /// Places `view` at the leading edge of `parent`, `top` below its top, at a fixed size.
    private func place(_ view: ViewID, in parent: ViewID, top: Double, width: Double, height: Double, _ s: Scene) throws {
        try s.constrain(a(view, .top), .equal, a(parent, .top), top)
        try s.constrain(a(view, .leading), .equal, a(parent, .leading))
        try s.constrain(a(view, .width), .equal, nil, width)
        try s.constrain(a(view, .height), .equal, nil, height)
    }

    /// A 1-point view at the top-leading corner of `view`'s margins: where they are.
    private func marginDot(in view: ViewID, _ s: Scene) throws -> ViewID {
        let dot = try s.add("dot", to: view)
        try s.constrain(a(dot, .leading), .equal, a(view, .leadingMargin))
        try s.constrain(a(dot, .top), .equal, a(view, .topMargin))
        try s.constrain(a(dot, .width), .equal, nil, 1)
        try s.constrain(a(dot, .height), .equal, nil, 1)
        return dot
    }

    /// A scene with a stack view that arranges one view named `name`.
    private func stackArranging(_ name: String) throws -> (Scene, stack: ViewID, arranged: ViewID) {
        let s = try Scene()
        let stack = try s.add("stack", .stackView)
        let view = try s.add(name, to: stack)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.addArrangedSubview(view, to: stack) }
        return (s, stack, view)
    }

    /// A change that fails after changing one stack several times leaves
    /// the layout as it was: undo keeps each view's state from before the
    /// transaction, however often the view changed in it.
    @Test func aFailedChangeUndoesEveryChangeToAViewChangedSeveralTimes() throws {
        let (s, stack, a) = try stackArranging("a")
        let before = s.layout
        #expect(throws: LayoutError.self) {
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in
                let b = try l.makeView(.view, name: "b")
                let c = try l.makeView(.view, name: "c")
                try l.addArrangedSubview(b, to: stack)
                try l.addArrangedSubview(c, to: stack, at: 0)
                try l.addArrangedSubview(a, to: stack)  // moves a to the end
                try l.addArrangedSubview(c, to: stack, at: 7)
            }
        }
        #expect(s.layout == before)
        #expect(s.layout[stack].subviews == [a] && s.layout[stack].stack.arrangedSubviews == [a])
    }

    /// Views appended in transactions nested in one (each statement of a
    /// `viewDidLoad` is one) are journaled as appends, not as copies of
    /// the view they join: a failed inner one takes back only its own, and
    /// the outer one's failure all of them, in the right order.
    @Test func appendsInNestedTransactionsAreTakenBackInOrder() throws {
        let (s, stack, a) = try stackArranging("a")
        let before = s.layout
        var afterFailedStatement: (subviews: [ViewID], arranged: [ViewID])?
        #expect(throws: LayoutError.self) {
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in
                let b = try l.makeView(.view, name: "b")
                try l.transact { (l: inout Layout) throws(LayoutError) in try l.addArrangedSubview(b, to: stack) }
                let c = try l.makeView(.view, name: "c")
                do {
                    try l.transact { (l: inout Layout) throws(LayoutError) in
                        try l.addSubview(c, to: stack)
                        try l.addArrangedSubview(c, to: stack, at: 9)  // out of range: fails
                    }
                } catch {}
                afterFailedStatement = (l[stack].subviews, l[stack].stack.arrangedSubviews)
                try l.transact { (l: inout Layout) throws(LayoutError) in try l.addArrangedSubview(c, to: stack) }
                _ = try l.makeView(.view, name: "a")  // the name is taken: fails
            }
        }
        #expect(afterFailedStatement?.subviews.count == 2 && afterFailedStatement?.arranged.count == 2)
        #expect(s.layout == before)
        #expect(s.layout[stack].subviews == [a] && s.layout[stack].stack.arrangedSubviews == [a])
    }

    /// A failed change that made views — renamed one, nested another in
    /// it, moved a guide onto it, constrained it and changed that — and
    /// changed an old constraint leaves the layout as it was, names and
    /// guides included: views and constraints made in a transaction are not
    /// recorded but dropped whole, and a guide's move is undone.
    @Test func aFailedChangeDropsTheViewsItMadeAndGivesBackNamesAndGuides() throws {
        let s = try Scene()
        let root = try s.add("root")
        var made: GuideID?
        try s.engine.apply { (l: inout Layout) in
            let g = l.makeGuide(name: "g")
            l.addLayoutGuide(g, to: root)
            made = g
        }
        let g = try #require(made)
        let width = try s.constrain(a(root, .width), .equal, nil, 100)
        let before = s.layout
        #expect(throws: LayoutError.self) {
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in
                let card = try l.makeView(.view, name: "tmp")
                l.rename(card, to: "card")
                try l.addSubview(try l.makeView(.view, name: "inner"), to: card)
                l.addLayoutGuide(g, to: card)
                let height = try l.addConstraint(LayoutConstraint(a(card, .height), .equal, nil, constant: 40))
                try l.setConstant(height, 60)
                try l.setConstant(width, 120)
                _ = try l.makeView(.view, name: "card")  // the name is taken: fails
            }
        }
        #expect(s.layout == before)
        #expect(s.layout[root].guides == [g])
        // The names the failed change took are free again.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            _ = try l.makeView(.view, name: "card")
            _ = try l.makeView(.view, name: "tmp")
        }
    }

    /// `addArrangedSubview` of a view already arranged moves it, as UIKit does.
    @Test func arrangingAnArrangedViewAgainMovesIt() throws {
        let s = try Scene()
        let stack = try s.add("stack", .stackView)
        var ids: [ViewID] = []
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            for name in ["a", "b", "c"] {
                let v = try l.makeView(.view, name: name)
                try l.addArrangedSubview(v, to: stack)
                ids.append(v)
            }
        }
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.addArrangedSubview(ids[0], to: stack) }
        #expect(s.layout[stack].stack.arrangedSubviews == [ids[1], ids[2], ids[0]])
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.addArrangedSubview(ids[0], to: stack, at: 1) }
        #expect(s.layout[stack].stack.arrangedSubviews == [ids[1], ids[0], ids[2]])
        #expect(s.layout[stack].subviews == ids, "subviews keep their order")
        // Arranged again where it already is: nothing to lay out again.
        var unchanged = s.layout
        try unchanged.addArrangedSubview(ids[0], to: stack, at: 1)
        #expect(!unchanged.takeChanges().views.contains(stack))
    }
}
