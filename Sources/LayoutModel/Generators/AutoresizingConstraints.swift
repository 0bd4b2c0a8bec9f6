import Cassowary

/// `translatesAutoresizingMaskIntoConstraints`: a view's frame as the four
/// constraints UIKit adds for the default mask (`h=--& v=--&`): its origin
/// in the superview's bounds, and its size.
enum AutoresizingConstraints {
    static func make(for view: ViewID, _ input: GenerationInput) -> [LayoutConstraint] {
        let v = input.layout[view]
        guard v.translatesAutoresizingMaskIntoConstraints, let parent = v.superview else { return [] }
        // Subviews of a scroll view sit in its content: bounds origin = offset.
        let origin: LayoutItem = input.layout[parent].kind == .scrollView ? .contentGuide(parent) : .view(parent)
        let item = LayoutItem.view(view)
        let origin_ = ConstraintOrigin.autoresizing(view)
        return [
            generated(Anchor(item, .left), .equal, Anchor(origin, .left), constant: v.frame.minX,
                      identifier: "h=--&", origin: origin_),
            generated(Anchor(item, .top), .equal, Anchor(origin, .top), constant: v.frame.minY,
                      identifier: "v=--&", origin: origin_),
            generated(Anchor(item, .width), .equal, constant: v.frame.width, identifier: "h=--&", origin: origin_),
            generated(Anchor(item, .height), .equal, constant: v.frame.height, identifier: "v=--&", origin: origin_),
        ]
    }
}

/// Intrinsic content size as constraints: per axis with a size, `<=` at the
/// view's content hugging priority and `>=` at its compression resistance.
enum IntrinsicConstraints {
    static func make(for view: ViewID, _ input: GenerationInput) -> [LayoutConstraint] {
        let v = input.layout[view]
        let size = IntrinsicSize.of(v, width: input.wrapWidths[view], scale: input.layout.device.scale)
        var result: [LayoutConstraint] = []
        for axis in Axis.allCases {
            guard let length = size[axis].length else { continue }
            let anchor = Anchor(.view(view), axis == .horizontal ? .width : .height)
            result.append(generated(anchor, .lessThanOrEqual, constant: length, priority: v.huggingPriority[axis],
                                    identifier: "content-hugging", origin: .intrinsic(view)))
            result.append(generated(anchor, .greaterThanOrEqual, constant: length,
                                    priority: v.compressionResistancePriority[axis],
                                    identifier: "content-compression-resistance", origin: .intrinsic(view)))
        }
        return result
    }
}
