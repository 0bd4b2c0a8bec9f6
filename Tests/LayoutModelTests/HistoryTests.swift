import Cassowary
import Testing
@testable import LayoutModel

/// What the incremental engine showed differently from a fresh one, each
/// found by `IncrementalTests`: the same layout, reached two ways.
@Suite struct HistoryTests {
    /// `layout` laid out afresh.
    static func fresh(_ s: Scene) throws -> LayoutEngine { try LayoutEngine(layout: s.layout) }

    @Test func aViewNoConstraintNamesIsLaidOutWhetherOneEverDid() throws {
        let s = try Scene()
        let never = try s.add("never")
        let once = try s.add("once")
        let width = try s.constrain(a(once, .width), .equal, nil, 40)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.retire(width) }
        let fresh = try Self.fresh(s)
        // In the hierarchy, laid out at (0, 0, 0, 0): before, `never` was "not
        // laid out" and `once` was not, in the engine that had seen its width.
        for engine in [s.engine, fresh] {
            #expect(engine.frame(of: never) == rect(0, 0, 0, 0))
            #expect(engine.frame(of: once) == rect(0, 0, 0, 0))
            #expect(engine.frames().map(\.view) == [s.root, never, once])
        }
        try s.engine.apply { (l: inout Layout) in l.removeFromSuperview(once) }
        #expect(s.engine.frame(of: once) == nil, "out of the hierarchy it is not laid out")
    }

    @Test func ofAConflictTheConstraintRankedLastBreaksWhicheverCameFirst() throws {
        // The guide's width is the view's: 50 and 100 cannot both hold. A
        // fresh engine defines guides after the user's constraints, and used
        // to break the guide's definition; the engine that had the guide
        // broke the constraint that came last. Now the user's newest breaks.
        let s = try Scene()
        let box = try s.add("box")
        let guide = try s.constrain(Anchor(.safeArea(box), .width), .equal, nil, 50)
        let width = try s.constrain(a(box, .width), .equal, nil, 100)
        let fresh = try Self.fresh(s)
        for engine in [s.engine, fresh] {
            #expect(engine.brokenConstraints.map(\.constraint.id) == [width])
            #expect(engine.frame(of: box)?.width == 50)
            #expect(engine.isInstalled(guide))
        }
        // The other way round: the older one stays, whatever arrives.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setActive(guide, false) }
        #expect(s.engine.brokenConstraints.isEmpty && s.engine.frame(of: box)?.width == 100)
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setActive(guide, true) }
        #expect(s.engine.brokenConstraints.map(\.constraint.id) == [width])
        #expect(s.engine.frame(of: box)?.width == 50)
    }

    @Test func aGeneratedConstraintThatArrivesLaterBreaksTheUsers() throws {
        let s = try Scene()
        let label = try s.add("label", .label) { $0.compressionResistancePriority = AxisPair(.required, .required) }
        try s.constrain(a(label, .top), .equal, a(s.root, .top), 100)
        try s.constrain(a(label, .leading), .equal, a(s.root, .leading), 20)
        let width = try s.constrain(a(label, .width), .equal, nil, 10)
        // A text of its own: its compression resistance, required, meets the user's width.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.modify(label) { $0.text.string = "Hello" } }
        let fresh = try Self.fresh(s)
        for engine in [s.engine, fresh] {
            #expect(engine.brokenConstraints.map(\.constraint.id) == [width])
            #expect(engine.frame(of: label)?.width != 10)
        }
        #expect(s.engine.frames().map(\.frame) == fresh.frames().map(\.frame))
    }

    @Test func valuesThatChaseEachOtherStopWhereAFreshEngineStops() throws {
        // The box's top margin takes in the safe area it overlaps (59 at the
        // top), which moves it: at 64 below the root's top it slides up 3
        // points a pass, and settles only some 100 passes later.
        let s = try Scene()
        let box = try s.add("box")
        try s.constrain(a(box, .leading), .equal, a(s.root, .leading), 20)
        try s.constrain(a(box, .width), .equal, nil, 100)
        try s.constrain(a(box, .height), .equal, nil, 300)
        let top = try s.constrain(a(box, .topMargin), .equal, a(s.root, .top), 20)
        // From where 20 left it, 64 used to stop elsewhere than from nothing.
        try s.engine.apply { (l: inout Layout) throws(LayoutError) in try l.setConstant(top, 64) }
        let fresh = try Self.fresh(s)
        #expect(!s.engine.isSettled && !fresh.isSettled)
        #expect(s.engine.frame(of: box) == fresh.frame(of: box))
        #expect(s.engine.frame(of: box)?.minY == 41)
    }
}
