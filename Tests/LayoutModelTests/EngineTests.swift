import Testing
@testable import LayoutModel
import Cassowary

/// Frames from constraints, on an iPhone 15 (393 × 852; safe area 59 top and
/// 34 bottom in portrait, 59 left and right and 21 bottom in landscape).
@Suite struct EngineTests {
    @Test func pinnedBoxHasTheFrameTheArithmeticGives() throws {
        let s = try Scene()
        let box = try s.add("box")
        // y = safe top 59 + 20; x = 20; width = 393 − 40; height 100.
        try s.constrain(a(box, .top), .equal, Anchor(.safeArea(s.root), .top), 20)
        try s.constrain(a(box, .leading), .equal, a(s.root, .leading), 20)
        try s.constrain(a(box, .trailing), .equal, a(s.root, .trailing), -20)
        try s.constrain(a(box, .height), .equal, nil, 100)
        #expect(s.frame(box) == rect(20, 79, 353, 100))
        #expect(s.engine.brokenConstraints.isEmpty)
    }

    @Test func rotationMovesWhatDependsOnTheScreenAndTheSafeArea() throws {
        let s = try Scene()
        let box = try s.add("box")
        try s.constrain(a(box, .top), .equal, Anchor(.safeArea(s.root), .top), 20)
        try s.constrain(a(box, .leading), .equal, Anchor(.safeArea(s.root), .leading))
        try s.constrain(a(box, .trailing), .equal, Anchor(.safeArea(s.root), .trailing))
        try s.constrain(a(box, .bottom), .equal, Anchor(.safeArea(s.root), .bottom))
        // Portrait: x 0, y 79, width 393, height 852 − 34 − 79 = 739.
        #expect(s.frame(box) == rect(0, 79, 393, 739))
        try s.engine.apply { $0.device.orientation = .landscape }
        // Landscape (852 × 393): x 59, y 20, width 852 − 118 = 734, height 393 − 21 − 20 = 352.
        #expect(s.frame(box) == rect(59, 20, 734, 352))
        try s.engine.apply { $0.device.orientation = .portrait }
        #expect(s.frame(box) == rect(0, 79, 393, 739))
    }

    @Test func marginsGuideIsTheSafeAreaPlusTheSideMargins() throws {
        let s = try Scene()
        let box = try s.add("box")
        try s.constrain(a(box, .leadingMargin), .equal, a(s.root, .leadingMargin))
        try s.constrain(a(box, .trailing), .equal, a(s.root, .trailingMargin))
        try s.constrain(a(box, .top), .equal, a(s.root, .topMargin))
        try s.constrain(a(box, .height), .equal, nil, 10)
        // Root margins: 16 at the sides (compact width), 59 on top (the safe area).
        // box.leadingMargin = box.left + 8 == 16, so box.left = 8; right edge 377.
        #expect(s.frame(box) == rect(8, 59, 369, 10))
    }

    @Test func autoresizingConstraintsConflictAndTheConstraintComesBack() throws {
        let s = try Scene()
        // Made in code and constrained without turning autoresizing off:
        // its zero frame becomes h=--& v=--& constraints.
        let box = try s.add("box", tamic: true)
        let left = try s.constrain(a(box, .left), .equal, a(s.root, .left), 20)
        #expect(s.engine.brokenConstraints.map(\.constraint.id) == [left])
        let conflict = try #require(s.engine.brokenConstraints.first?.conflict)
        let others = conflict.conflictsWith.compactMap { s.engine.layoutConstraint(for: $0) }
        #expect(others.map(\.origin) == [.autoresizing(box)], "the autoresizing minX == 0 forbids it")
        #expect(s.frame(box) == rect(0, 0, 0, 0))
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in
            try l.modify(box) { $0.translatesAutoresizingMaskIntoConstraints = false }
        }
        #expect(s.engine.brokenConstraints.isEmpty)
        #expect(s.frame(box)?.minX == 20)
    }

    @Test func changingRequiredToOptionalOnAnActiveConstraintIsRefused() throws {
        let s = try Scene()
        let box = try s.add("box")
        let height = try s.constrain(a(box, .height), .equal, nil, 100)
        #expect(throws: LayoutError.requiredChangeOnInstalled(from: 1000, to: 750)) {
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setPriority(height, .defaultHigh) }
        }
        #expect(s.layout.constraint(height)?.priority == .required, "refused, it stays required")
        // As the shell's :priority does it: deactivated, changed, activated again.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setPriority(height, .defaultHigh, reinstalling: true) }
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setPriority(height, .defaultLow) }
        #expect(s.layout.constraint(height)?.priority == .defaultLow, "optional to optional is fine")
    }

    @Test func uikitRefusesWhatItRefuses() throws {
        let s = try Scene()
        let box = try s.add("box")
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in _ = try l.makeView(.view, name: "loose") }
        let other = try #require(s.layout.view(named: "loose"))
        #expect(throws: LayoutError.noCommonAncestor("box.top", "loose.top")) {
            try s.constrain(a(box, .top), .equal, a(other, .top))
        }
        #expect(throws: LayoutError.invalidPairing("box.top", "view.left")) {
            try s.constrain(a(box, .top), .equal, a(s.root, .left))
        }
        #expect(throws: LayoutError.locationEqualToConstant("box.top")) {
            try s.constrain(a(box, .top), .equal, nil, 10)
        }
        #expect(s.layout.constraints.isEmpty, "a refused constraint is not added")
    }

    @Test func aFailingChangeChangesNothing() throws {
        let s = try Scene()
        let before = s.layout
        #expect(throws: LayoutError.self) {
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in
                _ = try l.makeView(.view, name: "box")
                _ = try l.makeView(.view, name: "box")
            }
        }
        #expect(s.layout == before)
    }
}
