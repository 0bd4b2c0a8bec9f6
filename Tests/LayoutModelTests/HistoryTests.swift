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
}
