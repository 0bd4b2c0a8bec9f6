import Testing
@testable import LayoutModel
import Cassowary

/// UIStackView's generated constraints, on an iPhone 15 (393 × 852).
@Suite struct StackViewTests {
    /// A stack at (0, 100), 300 wide and 100 high (horizontal) or 300 × 400
    /// (vertical), with arranged views of the given intrinsic sizes.
    func scene(_ axis: Axis, _ distribution: StackConfiguration.Distribution,
               _ alignment: StackConfiguration.Alignment = .fill, spacing: Double = 0,
               sizes: [Size]) throws -> (Scene, stack: ViewID, views: [ViewID]) {
        let s = try Scene()
        let stack = try s.add("stack", .stackView) { v in
            v.stack.axis = axis
            v.stack.distribution = distribution
            v.stack.alignment = alignment
            v.stack.spacing = spacing
        }
        try s.constrain(a(stack, .leading), .equal, a(s.root, .leading))
        try s.constrain(a(stack, .top), .equal, a(s.root, .top), 100)
        try s.constrain(a(stack, .width), .equal, nil, 300)
        try s.constrain(a(stack, .height), .equal, nil, axis == .horizontal ? 100 : 400)
        var views: [ViewID] = []
        for (i, size) in sizes.enumerated() {
            var id = ViewID(0)
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in
                id = try l.makeView(.view, name: "v\(i)")
                try l.modify(id) { $0.intrinsicOverride = AxisPair(.length(size.width), .length(size.height)) }
                try l.addArrangedSubview(id, to: stack)
            }
            views.append(id)
        }
        return (s, stack, views)
    }

    @Test func fillEquallySharesTheWidthAfterSpacing() throws {
        let (s, _, views) = try scene(.horizontal, .fillEqually, spacing: 10, sizes: Array(repeating: Size(width: 20, height: 20), count: 3))
        // (300 − 2 × 10) / 3 = 93.333333 each; x = 0, 103.333333, 206.666667.
        #expect(s.frame(views[0]) == rect(0, 0, 93.333333, 100))
        #expect(s.frame(views[1]) == rect(103.333333, 0, 93.333333, 100))
        #expect(s.frame(views[2]) == rect(206.666667, 0, 93.333333, 100))
    }

    @Test func fillStretchesTheViewThatHugsLeast() throws {
        let (s, _, views) = try scene(.horizontal, .fill, spacing: 10, sizes: [Size(width: 50, height: 20), Size(width: 60, height: 20)])
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            try l.modify(views[0]) { $0.huggingPriority.horizontal = Priority(251)! }
        }
        // v0 hugs harder and keeps 50; v1 takes 300 − 50 − 10 = 240.
        #expect(s.frame(views[0]) == rect(0, 0, 50, 100))
        #expect(s.frame(views[1]) == rect(60, 0, 240, 100))
        #expect(s.engine.brokenConstraints.isEmpty)
    }

    @Test func centerAlignmentCentresAcrossTheAxis() throws {
        let (s, _, views) = try scene(.horizontal, .fillEqually, .center, sizes: [Size(width: 10, height: 20), Size(width: 10, height: 60)])
        // Heights keep their intrinsic 20 and 60, centred in 100: y 40 and 20.
        #expect(s.frame(views[0]) == rect(0, 40, 150, 20))
        #expect(s.frame(views[1]) == rect(150, 20, 150, 60))
    }

    @Test func leadingAlignmentPinsTheTop() throws {
        let (s, _, views) = try scene(.vertical, .fill, .leading, spacing: 8, sizes: [Size(width: 40, height: 30), Size(width: 80, height: 30)])
        // Vertical, leading: x 0 and intrinsic widths. Both hug at 250 along
        // the axis, so which one takes the 400 − 60 − 8 of slack is a tie
        // (ambiguous, as UIKit warns); only their sum is fixed.
        #expect(s.frame(views[0])?.width == 40)
        #expect(s.frame(views[1])?.width == 80)
        #expect(s.frame(views[0])?.minX == 0)
        let heights = [s.frame(views[0])!.height, s.frame(views[1])!.height]
        #expect(heights.reduce(0, +) == 392, "the two fill 400 less one gap")
    }

    @Test func equalSpacingSpreadsTheGaps() throws {
        let (s, _, views) = try scene(.horizontal, .equalSpacing, sizes: Array(repeating: Size(width: 50, height: 20), count: 3))
        // 300 − 150 = 150 of space in 2 equal gaps of 75: x 0, 125, 250.
        #expect(s.frame(views.map { $0 }[0])?.minX == 0)
        #expect(s.frame(views[1])?.minX == 125)
        #expect(s.frame(views[2])?.minX == 250)
    }

    @Test func hidingCollapsesAViewAndItsGap() throws {
        let (s, _, views) = try scene(.horizontal, .fillEqually, spacing: 10, sizes: Array(repeating: Size(width: 20, height: 20), count: 3))
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.modify(views[1]) { $0.isHidden = true } }
        // Two visible views share 300 − 10: 145 each; the hidden one is 0 wide.
        #expect(s.frame(views[0])?.width == 145)
        #expect(s.frame(views[2]) == rect(155, 0, 145, 100))
        #expect(s.frame(views[1])?.width == 0)
    }

    /// Pitfall 5: a hidden arranged view with a required height of its own
    /// (vertical stack). UISV-hiding is required, so the two conflict — the
    /// "Unable to simultaneously satisfy constraints" log that names
    /// 'UISV-hiding' — and the user's height is broken (UIKit's own
    /// constraint ranks first), which collapses the view too; at 999 the
    /// height gives way and the conflict goes.
    @Test func hiddenViewWithARequiredHeightConflictsWithHiding() throws {
        let (s, _, views) = try scene(.vertical, .fill, sizes: [Size(width: 10, height: 30), Size(width: 10, height: 30)])
        let height = try s.constrain(a(views[1], .height), .equal, nil, 44)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.modify(views[1]) { $0.isHidden = true } }
        let broken = s.engine.brokenConstraints
        #expect(broken.count == 1)
        #expect(broken.first?.constraint.id == height)
        #expect(s.frame(views[1])?.height == 0)
        // The set is the two heights, 0 and 44: nothing else takes part.
        #expect(broken.first?.conflict?.conflictsWith.count == 1)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setPriority(height, Priority(999)!, reinstalling: true) }
        #expect(s.engine.brokenConstraints.isEmpty)
        #expect(s.frame(views[1])?.height == 0)
    }

    @Test func fillProportionallyIgnoresSpacingAsUIKitDoes() throws {
        let (s, _, views) = try scene(.horizontal, .fillProportionally, spacing: 0, sizes: [Size(width: 100, height: 20), Size(width: 200, height: 20)])
        // No spacing: widths 100/300 and 200/300 of 300.
        #expect(s.frame(views[0])?.width == 100)
        #expect(s.frame(views[1])?.width == 200)
        #expect(s.engine.generatedConstraints.contains { $0.identifier == "UISV-fill-proportionally" && $0.priority == Priority(999)! })
    }
}
