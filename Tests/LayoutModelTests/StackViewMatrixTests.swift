import Testing
@testable import LayoutModel
import Cassowary

/// Every distribution × alignment on both axes. Along the axis and across
/// it the stack's constraints are independent, so the expected frames are
/// the product of two small tables, worked out here by hand.
///
/// The stack is 300 along its axis and 100 across; three plain views have
/// intrinsic sizes 40, 60, 80 along the axis and 20, 30, 50 across, spacing
/// 10, and hugging 251, 252, 250 along the axis (so under `fill` the last
/// one stretches).
@Suite struct StackViewMatrixTests {
    typealias Distribution = StackConfiguration.Distribution
    typealias Alignment = StackConfiguration.Alignment

    static let along = [40.0, 60, 80]
    static let across = [20.0, 30, 50]

    /// (origin, length) along the axis of each view.
    static func expectedAlong(_ d: Distribution) -> [(Double, Double)] {
        switch d {
        // 300 − 180 − 20 = 100 more for the view that hugs least.
        case .fill: return [(0, 40), (50, 60), (120, 180)]
        // (300 − 20) / 3 each.
        case .fillEqually: return [(0, 93.333333), (103.333333, 93.333333), (206.666667, 93.333333)]
        // 40, 60, 80 over 180 + 20 = 200 of 300: 60, 90, 120; with the gaps
        // that is 290, so the last (997) gives way: 300 − 20 − 150 = 130.
        case .fillProportionally: return [(0, 60), (70, 90), (170, 130)]
        // Intrinsic sizes and two gaps of (300 − 180) / 2 = 60.
        case .equalSpacing: return [(0, 40), (100, 60), (220, 80)]
        // Centres at 20 and 260, so the middle one's at 140.
        case .equalCentering: return [(0, 40), (110, 60), (220, 80)]
        }
    }

    /// (origin, length) across the axis, or nil where UIKit leaves it open
    /// (baseline alignment across a vertical stack makes no constraints).
    static func expectedAcross(_ a: Alignment, _ axis: Axis) -> [(Double, Double)]? {
        switch a {
        case .fill: return [(0, 100), (0, 100), (0, 100)]
        case .leading: return zip([0.0, 0, 0], across).map { ($0, $1) }
        case .center: return across.map { ((100 - $0) / 2, $0) }
        case .trailing: return across.map { (100 - $0, $0) }
        // Plain views have no baseline, so their tops align; the spanner's
        // fit (@51) pulls the tops down until the tallest touches the bottom.
        case .firstBaseline: return axis == .horizontal ? across.map { (50, $0) } : nil
        // Bottoms align; the fit pulls them up until the tallest touches the top.
        case .lastBaseline: return axis == .horizontal ? across.map { (50 - $0, $0) } : nil
        }
    }

    @Test(arguments: Axis.allCases, Distribution.allCases)
    func everyAlignment(axis: Axis, distribution: Distribution) throws {
        for alignment in Alignment.allCases {
            let s = try Scene()
            let stack = try s.addStack(axis, distribution, alignment, spacing: 10)
            try s.constrain(a(stack, .leading), .equal, a(s.root, .leading))
            try s.constrain(a(stack, .top), .equal, a(s.root, .top))
            try s.constrain(a(stack, .width), .equal, nil, axis == .horizontal ? 300 : 100)
            try s.constrain(a(stack, .height), .equal, nil, axis == .horizontal ? 100 : 300)
            var views: [ViewID] = []
            try s.engine.apply { (l: inout Layout) throws(LayoutError) in
                for i in 0..<3 {
                    let v = try l.makeView(.view, name: "v\(i)")
                    try l.modify(v) { view in
                        let size = (StackViewMatrixTests.along[i], StackViewMatrixTests.across[i])
                        view.intrinsicOverride = axis == .horizontal
                            ? AxisPair(.length(size.0), .length(size.1)) : AxisPair(.length(size.1), .length(size.0))
                        view.huggingPriority[axis] = Priority([251, 252, 250][i])!
                    }
                    try l.addArrangedSubview(v, to: stack)
                    views.append(v)
                }
            }
            let label = "\(axis) \(distribution) \(alignment)"
            #expect(s.engine.brokenConstraints.isEmpty, "\(label)")
            for (i, v) in views.enumerated() {
                let frame = try #require(s.frame(v))
                let (origin, length) = axis == .horizontal ? (frame.minX, frame.width) : (frame.minY, frame.height)
                let want = StackViewMatrixTests.expectedAlong(distribution)[i]
                #expect(origin == want.0 && length == want.1, "\(label) v\(i) along: \(origin), \(length)")
                let (crossOrigin, crossLength) = axis == .horizontal ? (frame.minY, frame.height) : (frame.minX, frame.width)
                if let across = StackViewMatrixTests.expectedAcross(alignment, axis)?[i] {
                    #expect(crossOrigin == across.0 && crossLength == across.1, "\(label) v\(i) across: \(crossOrigin), \(crossLength)")
                } else {
                    #expect(crossLength == StackViewMatrixTests.across[i], "\(label) v\(i) keeps its size across")
                }
            }
        }
    }
}
