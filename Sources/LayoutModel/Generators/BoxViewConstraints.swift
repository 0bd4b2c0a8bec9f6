import Cassowary

/// The constraints BoxView makes for its items, with its own arithmetic:
/// along the axis a chain from the box's begin edge through the items to
/// its end edge, where the gap between neighbours is the previous item's
/// end pin + the next item's begin pin + `spacing` (the relations joined,
/// the lower priority kept); across the axis each pin on its own; then
/// absolute sizes, sizes relative to the box, and flex shares.
///
/// Left to right, so BoxView's left and right pins are leading and
/// trailing. A link whose pins cannot join (`>=` with `<=`) ends the chain,
/// as BoxView's does after its assertion.
enum BoxViewConstraints {
    static func make(for box: ViewID, _ input: GenerationInput) -> [LayoutConstraint] {
        let config = input.layout[box].box
        let items = config.items.filter { input.layout[$0.view].superview == box }
        let boxItem = LayoutItem.view(box)
        let main = config.axis
        func c(_ first: Anchor, _ relation: Relation, _ second: Anchor? = nil, multiplier: Double = 1,
               constant: Double, priority: Priority) -> LayoutConstraint {
            generated(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                      identifier: "BoxView", origin: .boxView(box))
        }
        func edge(_ axis: Axis, _ position: BoxPosition) -> Attribute {
            switch (axis, position) {
            case (.horizontal, .begin): return .leading
            case (.horizontal, .center): return .centerX
            case (.horizontal, .end): return .trailing
            case (.vertical, .begin): return .top
            case (.vertical, .center): return .centerY
            case (.vertical, .end): return .bottom
            }
        }
        func insets(_ axis: Axis) -> (begin: Double, end: Double) {
            axis == .horizontal ? (config.insets.left, config.insets.right) : (config.insets.top, config.insets.bottom)
        }
        /// An end pin measured from the box's end edge: constant negated, relation flipped.
        func flipped(_ r: Relation) -> Relation {
            r == .greaterThanOrEqual ? .lessThanOrEqual : r == .lessThanOrEqual ? .greaterThanOrEqual : .equal
        }

        var out: [LayoutConstraint] = []
        let (inB, inE) = insets(main)
        var previous: BoxItem?
        chain: for item in items {
            let view = LayoutItem.view(item.view)
            if let prev = previous {
                if let begin = item.layout.pin(main, .begin), let end = prev.layout.pin(main, .end) {
                    guard let gap = BoxPin.join(begin, end, plus: config.spacing) else { break chain }
                    out.append(c(Anchor(view, edge(main, .begin)), gap.relation, Anchor(.view(prev.view), edge(main, .end)),
                                 constant: gap.constant, priority: gap.priority))
                }
            } else if let begin = item.layout.pin(main, .begin) {
                out.append(c(Anchor(view, edge(main, .begin)), begin.relation, Anchor(boxItem, edge(main, .begin)),
                             constant: begin.constant + inB, priority: begin.priority))
            }
            if let center = item.layout.pin(main, .center) {
                out.append(c(Anchor(view, edge(main, .center)), center.relation, Anchor(boxItem, edge(main, .center)),
                             constant: center.constant + 0.5 * (inB - inE), priority: center.priority))
            }
            previous = item
        }
        if let last = previous, let end = last.layout.pin(main, .end) {
            out.append(c(Anchor(boxItem, edge(main, .end)), end.relation, Anchor(.view(last.view), edge(main, .end)),
                         constant: end.constant + inE, priority: end.priority))
        }
        let cross = main.cross
        let (cB, cE) = insets(cross)
        for item in items {
            let view = LayoutItem.view(item.view)
            if let p = item.layout.pin(cross, .begin) {
                out.append(c(Anchor(view, edge(cross, .begin)), p.relation, Anchor(boxItem, edge(cross, .begin)),
                             constant: p.constant + cB, priority: p.priority))
            }
            if let p = item.layout.pin(cross, .center) {
                out.append(c(Anchor(view, edge(cross, .center)), p.relation, Anchor(boxItem, edge(cross, .center)),
                             constant: p.constant + 0.5 * (cB - cE), priority: p.priority))
            }
            if let p = item.layout.pin(cross, .end) {
                out.append(c(Anchor(view, edge(cross, .end)), flipped(p.relation), Anchor(boxItem, edge(cross, .end)),
                             constant: -(p.constant + cE), priority: p.priority))
            }
        }
        // Absolute sizes for every item, relative sizes, then flex.
        for item in items {
            let view = LayoutItem.view(item.view)
            if let h = item.layout.height { out.append(c(Anchor(view, .height), h.relation, constant: h.constant, priority: h.priority)) }
            if let w = item.layout.width { out.append(c(Anchor(view, .width), w.relation, constant: w.constant, priority: w.priority)) }
        }
        for item in items {
            let view = LayoutItem.view(item.view)
            if let r = item.layout.relativeHeight {
                out.append(c(Anchor(view, .height), r.pin.relation, Anchor(boxItem, .height), multiplier: r.multiplier,
                             constant: r.pin.constant, priority: r.pin.priority))
            }
            if let r = item.layout.relativeWidth {
                out.append(c(Anchor(view, .width), r.pin.relation, Anchor(boxItem, .width), multiplier: r.multiplier,
                             constant: r.pin.constant, priority: r.pin.priority))
            }
        }
        let flexible = items.filter { ($0.layout.flex ?? 0) > 0 }
        if let first = flexible.first, let base = first.layout.flex {
            let size: Attribute = main == .horizontal ? .width : .height
            for item in flexible.dropFirst() {
                out.append(c(Anchor(.view(item.view), size), .equal, Anchor(.view(first.view), size),
                             multiplier: (item.layout.flex ?? base) / base, constant: 0, priority: .required))
            }
        }
        return out
    }
}
