import Cassowary
import LayoutModel

/// The usual fix for content that does not reach the far edge of its
/// container (a scroll view's content view of zero height with its labels
/// hanging out below it, a self-sizing cell that collapses): pin the
/// subview that ends last to that edge, so that the content decides the
/// container's size. Offered wherever such a container is the cause.
public struct PinLastSubview: Sendable {
    /// The subview that ends last along the axis (lowest, or rightmost).
    public let view: ViewID
    /// The gap it keeps at the near edge, mirrored at the far one: what
    /// such content usually wants (a label 16 pt from the top, 16 from the bottom).
    public let gap: Double
    public let horizontal: Bool

    /// The visible subview of `container` that ends last along the axis,
    /// or nil when it has none.
    public init?(in container: ViewID, horizontal: Bool, _ engine: LayoutEngine) {
        let layout = engine.layout
        func end(_ v: ViewID) -> Double { engine.frame(of: v).map { horizontal ? $0.maxX : $0.maxY } ?? 0 }
        // The first of equals, so the answer follows the order of subviews.
        var last: ViewID?
        for v in layout[container].subviews where !layout[v].isHidden && engine.frame(of: v) != nil {
            if last.map({ end(v) > end($0) }) ?? true { last = v }
        }
        guard let last, let frame = engine.frame(of: last) else { return nil }
        view = last
        gap = max(0, horizontal ? frame.minX : frame.minY).rounded()
        self.horizontal = horizontal
    }

    /// `pin titleLabel's bottom to contentView's: make.bottom.equalToSuperview().inset(16)`.
    public func snapKit(container: String, _ layout: Layout) -> String {
        "pin \(layout[view].name)'s \(edge) to \(container)'s: make.\(edge).equalToSuperview().inset(\(formatNumber(gap)))"
    }

    /// `titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16)`.
    public func anchors(container: String, _ layout: Layout) -> String {
        "\(layout[view].name).\(edge)Anchor.constraint(equalTo: \(container).\(edge)Anchor, constant: -\(formatNumber(gap)))"
    }

    private var edge: String { horizontal ? "trailing" : "bottom" }
}
