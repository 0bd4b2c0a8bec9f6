import Cassowary

/// `translatesAutoresizingMaskIntoConstraints`: a view's frame as the
/// constraints UIKit adds for it, per axis its origin in the superview's
/// bounds and its size (`h=--& v=--&` for a fixed frame).
///
/// With a flexible `autoresizingMask` the superview's growth since the
/// frame was applied (`autoresizingReference`) is shared among the flexible
/// parts in proportion to their sizes, as Apple documents for
/// `autoresizingMask`. The size then follows the superview's,
/// `width == k × superview.width + c`, and the view keeps whichever margin
/// is fixed; with both margins flexible it keeps its centre's offset from
/// the superview's centre, which is exact when the two margins are equal
/// (centring, the usual reason for that mask) and an estimate otherwise.
/// A table's rows are placed by their table instead (`TableViewConstraints`).
enum AutoresizingConstraints {
    static func make(for view: ViewID, _ input: GenerationInput) -> [LayoutConstraint] {
        let v = input.layout[view]
        guard v.translatesAutoresizingMaskIntoConstraints, !v.isTableRow, v.tableSupplement == nil, let parent = v.superview else { return [] }
        // Positions first, then sizes, as ids have always been given.
        let across = constraints(of: view, in: parent, along: .horizontal, input)
        let down = constraints(of: view, in: parent, along: .vertical, input)
        return [across[0], down[0], across[1], down[1]]
    }

    /// The position's constraint, then the size's, along `axis`.
    private static func constraints(of view: ViewID, in parent: ViewID, along axis: Axis,
                                    _ input: GenerationInput) -> [LayoutConstraint] {
        let v = input.layout[view]
        let horizontal = axis == .horizontal
        let (leadingEdge, trailingEdge, size, center): (Attribute, Attribute, Attribute, Attribute) =
            horizontal ? (.left, .right, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let origin0 = horizontal ? v.frame.minX : v.frame.minY
        let length0 = horizontal ? v.frame.width : v.frame.height
        let tag = v.autoresizingMask.tag(axis)
        let made = ConstraintOrigin.autoresizing(view)
        let item = LayoutItem.view(view)
        // Subviews of a scroll view sit in its content: bounds origin = offset.
        let isScroll = input.layout[parent].kind == .scrollView
        let originItem: LayoutItem = isScroll ? .contentGuide(parent) : .view(parent)
        let flexible = v.autoresizingMask.flexible(along: axis)
        guard flexible.leading || flexible.size || flexible.trailing, let reference = v.autoresizingReference else {
            return [generated(Anchor(item, leadingEdge), .equal, Anchor(originItem, leadingEdge), constant: origin0, identifier: tag, origin: made),
                    generated(Anchor(item, size), .equal, constant: length0, identifier: tag, origin: made)]
        }
        let superLength0 = horizontal ? reference.width : reference.height
        let trailing0 = superLength0 - origin0 - length0
        // Shares of the superview's growth, in proportion to the flexible parts' sizes.
        let parts = [(flexible.leading, max(0, origin0)), (flexible.size, max(0, length0)), (flexible.trailing, max(0, trailing0))]
        let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        let count = Double(parts.count { $0.0 })
        let share = parts.map { part in part.0 ? (total > 0 ? part.1 / total : 1 / count) : 0 }
        var result: [LayoutConstraint] = []
        if flexible.size {
            result.append(generated(Anchor(item, size), .equal, Anchor(.view(parent), size), multiplier: share[1],
                                    constant: length0 - share[1] * superLength0, identifier: tag, origin: made))
        } else {
            result.append(generated(Anchor(item, size), .equal, constant: length0, identifier: tag, origin: made))
        }
        if !flexible.leading || isScroll {
            // A scroll view's content has no far edge to keep a margin to: its leading margin stays.
            result.insert(generated(Anchor(item, leadingEdge), .equal, Anchor(originItem, leadingEdge), constant: origin0,
                                    identifier: tag, origin: made), at: 0)
        } else if !flexible.trailing {
            result.insert(generated(Anchor(item, trailingEdge), .equal, Anchor(.view(parent), trailingEdge), constant: -trailing0,
                                    identifier: tag, origin: made), at: 0)
        } else {
            result.insert(generated(Anchor(item, center), .equal, Anchor(.view(parent), center),
                                    constant: origin0 + length0 / 2 - superLength0 / 2, identifier: tag, origin: made), at: 0)
        }
        return result
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
