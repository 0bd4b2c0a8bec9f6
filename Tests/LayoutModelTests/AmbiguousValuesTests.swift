import Testing
import TestSupport
@testable import LayoutModel
import Cassowary

/// `ambiguousValues()` reads x and y off the ranges of the edges when the
/// view's edge or its superview's is fixed, and asks the solver for the
/// difference only when both move. On random nested layouts, some in a
/// scrolled scroll view, every frame value is checked against the range of
/// its own expression asked directly.
@Suite struct AmbiguousValuesTests {

    /// Views nested up to three deep (the first a scroll view scrolled to
    /// (0, 40)), each with a few random pins: some fixed, some free to move,
    /// some with a free parent.
    static func scene(seed: UInt64) throws -> Scene {
        var rng = SplitMix64(state: seed)
        let scene = try Scene()
        var views: [ViewID] = []
        for i in 0..<(3 + rng.below(4)) {
            let parent = views.isEmpty || rng.below(3) == 0 ? scene.root : views[rng.below(views.count)]
            let kind: ViewKind = i == 0 ? .scrollView : .view
            let v = try scene.add("v\(i)", kind, to: parent) { view in
                if i == 0 { view.scroll.offset = Point(x: 0, y: 40) }
            }
            views.append(v)
            let horizontal: [Attribute] = [.left, .right, .centerX, .width]
            let vertical: [Attribute] = [.top, .bottom, .centerY, .height]
            for axis in [horizontal, vertical] {
                for _ in 0..<rng.below(3) {
                    let attribute = axis[rng.below(axis.count)]
                    let priority: Priority = [.required, .required, .defaultHigh, .defaultLow][rng.below(4)]
                    if attribute == .width || attribute == .height {
                        try scene.constrain(a(v, attribute), [.equal, .greaterThanOrEqual][rng.below(2)], nil,
                                            Double(20 + 10 * rng.below(10)), priority: priority)
                    } else {
                        try scene.constrain(a(v, attribute), [.equal, .lessThanOrEqual][rng.below(2)],
                                            Anchor(.view(parent), attribute), Double(rng.below(5) * 10), priority: priority)
                    }
                }
            }
        }
        return scene
    }

    static func line(_ view: ViewID, _ attribute: AmbiguousValue.Attribute, _ value: Double, _ minimum: Double?, _ maximum: Double?) -> String {
        let bounds = [minimum, maximum].map { $0.map { String($0) } ?? "unbounded" }
        return "v\(view.index).\(attribute.rawValue) = \(value) in \(bounds[0])...\(bounds[1])"
    }

    @Test(arguments: 0..<60)
    func positionsMatchTheirOwnRanges(_ seed: Int) throws {
        let scene = try Self.scene(seed: UInt64(seed))
        let engine = scene.engine
        let found = engine.ambiguousValues()
        var expected: [String] = []
        for (view, _) in engine.frames() where view != engine.layout.root {
            for (attribute, component) in zip(AmbiguousValue.Attribute.allCases, [ItemComponent.left, .top, .width, .height]) {
                let e = try #require(engine.frameExpression(of: view, component))
                let range = try #require(engine.solver.ranges(of: [e], names: [Variable("probe")]).first)
                guard !range.isFixed else { continue }
                expected.append(Self.line(view, attribute, engine.rounded(range.value),
                                          range.minimum.map(engine.rounded), range.maximum.map(engine.rounded)))
            }
        }
        let actual = found.map { Self.line($0.view, $0.attribute, $0.value, $0.minimum, $0.maximum) }
        #expect(actual == expected)
    }

    /// The random scenes do reach every way through: x read off the view's
    /// own edge, off its superview's, and by a range of its own.
    @Test func scenesCoverEveryPath() throws {
        var ownEdge = 0, parentEdge = 0, both = 0
        for seed in 0..<60 {
            let engine = try Self.scene(seed: UInt64(seed)).engine
            let values = engine.ambiguousValues()
            for value in values where value.attribute == .x || value.attribute == .y {
                guard let parent = engine.layout[value.view].superview, let vars = engine.variables(ofView: value.view),
                      let p = engine.variables(ofView: parent) else { continue }
                let own = engine.solver.range(of: value.attribute == .x ? vars.left : vars.top).isFixed
                let theirs = engine.solver.range(of: value.attribute == .x ? p.left : p.top).isFixed
                if !own && theirs { ownEdge += 1 } else if own && !theirs { parentEdge += 1 } else if !own && !theirs { both += 1 }
            }
        }
        #expect(ownEdge > 0 && parentEdge > 0 && both > 0, "own \(ownEdge), parent \(parentEdge), both \(both)")
    }
}
