import Testing
import TestSupport
@testable import LayoutModel
import Cassowary

/// `range(of:)`, which `:why` asks of the solver's kept analysis, against
/// the way it replaces: a probe variable defined as the frame expression,
/// added in an exploration, and its range. On the random nested layouts of
/// `AmbiguousValuesTests`, every frame value of every view must come out
/// the same as `:why` shows it (value and bounds rounded as frames are).
@Suite struct EngineExpressionRangeTests {
    @Test(arguments: 0..<60)
    func rangesMatchProbesInAnExploration(_ seed: Int) throws {
        let engine = try AmbiguousValuesTests.scene(seed: UInt64(seed)).engine
        for (view, _) in engine.frames() where view != engine.layout.root {
            for component in [ItemComponent.left, .top, .width, .height] {
                let e = try #require(engine.frameExpression(of: view, component))
                let slow = try #require(engine.exploring { solver -> ValueRange? in
                    let probe = Variable("probe")
                    guard (try? solver.add(Constraint(Expression(probe) - e, .equal))) != nil else { return nil }
                    solver.updateVariables()
                    return solver.range(of: probe)
                })
                let fast = try #require(engine.range(of: e))
                #expect(fast.isFixed == slow.isFixed, "v\(view.index) \(component): \(fast) vs \(slow)")
                #expect(engine.rounded(fast.value) == engine.rounded(slow.value), "v\(view.index) \(component): \(fast) vs \(slow)")
                #expect(fast.minimum.map(engine.rounded) == slow.minimum.map(engine.rounded), "v\(view.index) \(component)")
                #expect(fast.maximum.map(engine.rounded) == slow.maximum.map(engine.rounded), "v\(view.index) \(component)")
            }
        }
    }

    /// The scenes do have values `:why` finds not fixed, and fixed ones.
    @Test func scenesHaveFixedAndUnfixedValues() throws {
        var fixed = 0, unfixed = 0
        for seed in 0..<60 {
            let engine = try AmbiguousValuesTests.scene(seed: UInt64(seed)).engine
            for (view, _) in engine.frames() where view != engine.layout.root {
                guard let e = engine.frameExpression(of: view, .left), let range = engine.range(of: e) else { continue }
                if range.isFixed { fixed += 1 } else { unfixed += 1 }
            }
        }
        #expect(fixed > 20 && unfixed > 20, "fixed \(fixed), unfixed \(unfixed)")
    }
}
