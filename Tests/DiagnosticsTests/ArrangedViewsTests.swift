@testable import Diagnostics
import LayoutModel
import Testing
import TestSupport

/// `ArrangedViews`, which `:ambiguous` asks which views a stack arranges,
/// against the list it replaces (`arrangedSubviews.contains`), and
/// `fillStack` with it against `fillStack` without, on random stacks of
/// labels, some arranged, some only added as subviews, some in another
/// stack, on either axis, filling or not.
@Suite struct ArrangedViewsTests {
    static func source(seed: UInt64) -> String {
        var rng = SplitMix64(state: seed &+ 500)
        var lines: [String] = []
        let stacks = 1 + rng.below(3)
        for s in 0..<stacks {
            lines.append("let s\(s) = UIStackView(); view.addSubview(s\(s))")
            lines.append("s\(s).axis = \(rng.below(2) == 0 ? ".horizontal" : ".vertical")")
            if rng.below(3) == 0 { lines.append("s\(s).distribution = .fillEqually") }
            lines.append("s\(s).snp.makeConstraints { make in make.edges.equalToSuperview() }")
        }
        for i in 0..<(2 + rng.below(8)) {
            let s = rng.below(stacks)
            lines.append("let l\(i) = UILabel(); l\(i).text = \"L\(i)\"")
            lines.append(rng.below(4) == 0 ? "s\(s).addSubview(l\(i))" : "s\(s).addArrangedSubview(l\(i))")
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: 0..<40)
    func answersAsTheListDoes(_ seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &+ 900)
        let engine = try layout(Self.source(seed: UInt64(seed)))
        let layout = engine.layout
        let arranged = ArrangedViews(layout)
        let stacks = layout.viewsInHierarchy.filter { layout[$0].kind == .stackView }
        #expect(!stacks.isEmpty)
        for stack in stacks {
            for view in layout.viewsInHierarchy {
                #expect(arranged.contains(view, in: stack) == layout[stack].stack.arrangedSubviews.contains(view))
            }
        }
        let intrinsic = engine.activeConstraints.filter { if case .intrinsic = $0.origin { return true } else { return false } }
        for _ in 0..<20 where !intrinsic.isEmpty {
            let trading = (0..<(1 + rng.below(4))).map { _ in intrinsic[rng.below(intrinsic.count)] }
            for horizontal in [true, false] {
                #expect(Ambiguity.fillStack(arranging: trading, horizontal: horizontal, layout: layout, arranged: arranged)
                        == Ambiguity.fillStack(arranging: trading, horizontal: horizontal, layout: layout))
            }
        }
    }
}
