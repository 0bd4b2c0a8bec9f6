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
    /// The gap the content keeps at the near edge (its first subview's
    /// distance from the top), mirrored at the far one: what such content
    /// usually wants (a stack of labels 16 pt from the top, 16 from the bottom).
    public let gap: Double
    public let horizontal: Bool
    /// Whether the constraints around the container are written with
    /// SnapKit, so that the fix is offered in that style first.
    public let writtenWithSnapKit: Bool

    /// The visible subview of `container` that ends last along the axis,
    /// or nil when it has none.
    public init?(in container: ViewID, horizontal: Bool, _ engine: LayoutEngine) {
        let layout = engine.layout
        func end(_ v: ViewID) -> Double { engine.frame(of: v).map { horizontal ? $0.maxX : $0.maxY } ?? 0 }
        // The first of equals, so the answer follows the order of subviews.
        var last: ViewID?
        var nearest = Double.infinity
        for v in layout[container].subviews where !layout[v].isHidden {
            guard let frame = engine.frame(of: v) else { continue }
            if last.map({ end(v) > end($0) }) ?? true { last = v }
            nearest = min(nearest, horizontal ? frame.minX : frame.minY)
        }
        guard let last else { return nil }
        view = last
        gap = max(0, nearest).rounded()
        self.horizontal = horizontal
        let nearby = Set([container] + layout[container].subviews)
        let written = layout.constraints.filter { c in
            c.origin == .user && c.items.contains { if case .view(let v) = $0 { return nearby.contains(v) } else { return false } }
        }
        let snapKit = written.filter(\.isWrittenWithSnapKit).count
        writtenWithSnapKit = snapKit * 2 > written.count
    }

    /// The fix in the style the code around is written in, the other style after it:
    /// `pin titleLabel's bottom to contentView's: make.bottom.equalToSuperview().inset(16) (or …)`.
    public func fix(container: String, _ layout: Layout) -> String {
        let snapKit = snapKit(container: container, layout), anchors = anchors(container: container, layout)
        return writtenWithSnapKit ? "\(snapKit) (or \(anchors))"
            : "pin \(layout[view].name)'s \(edge) to \(container)'s: \(anchors) (or make.\(edge).equalToSuperview().inset(\(formatNumber(gap))))"
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
