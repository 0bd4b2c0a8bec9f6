import Cassowary

/// The constraints UIStackView makes, with UIKit's identifiers and
/// priorities, as its two internal arrangements do: one along the axis
/// (canvas connections, spacing, hiding, distribution) and one across it
/// (alignment, with the `UISV-alignment-spanner` guide).
///
/// Written for a horizontal stack; a vertical one swaps the attributes.
/// Where UIKit's priorities go below 1 (the fit of an all-hidden stack's
/// spanners, 0.001), layoutsh uses 1, its lowest.
enum StackViewConstraints {
    /// Appends the stack's constraints to `out`. Appended in place: a
    /// stack of n items makes about 4n, made again whenever one changes,
    /// and an array of them joined to another copied each (strings and all).
    static func make(for stack: ViewID, _ input: GenerationInput, into out: inout [LayoutConstraint]) {
        let context = Context(stack: stack, input: input)
        guard !context.items.isEmpty else { return }
        out.reserveCapacity(out.count + 4 * context.items.count + 8)
        context.distribution(into: &out)
        context.alignment(into: &out)
    }

    /// The attributes of one axis: begin, end, size, centre.
    struct Attributes {
        let begin, end, size, center: Attribute
        init(_ axis: Axis) {
            if axis == .horizontal {
                (begin, end, size, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (begin, end, size, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    struct Context {
        let stack: ViewID
        let input: GenerationInput
        let config: StackConfiguration
        let items: [ViewID]
        let visible: [ViewID]
        /// Where each visible item stands among all of them (a search for
        /// each made fill-proportionally and equal centering quadratic).
        let visibleIndices: [Int]
        let along: Attributes
        let across: Attributes
        let canvas: LayoutItem
        /// The stack, or its margins guide when arranging relative to margins.
        let canvasM: LayoutItem

        init(stack: ViewID, input: GenerationInput) {
            self.stack = stack
            self.input = input
            config = input.layout[stack].stack
            items = config.arrangedSubviews
            let items = config.arrangedSubviews, layout = input.layout
            visibleIndices = items.indices.filter { !layout[items[$0]].isHidden }
            visible = visibleIndices.map { items[$0] }
            along = Attributes(config.axis)
            across = Attributes(config.axis.cross)
            canvas = .view(stack)
            canvasM = config.isLayoutMarginsRelativeArrangement ? .margins(stack) : .view(stack)
        }

        func make(_ first: Anchor, _ relation: Relation, _ second: Anchor?, multiplier: Double = 1,
                  constant: Double = 0, priority: Float = 1000, _ identifier: String) -> LayoutConstraint {
            generated(first, relation, second, multiplier: multiplier, constant: constant,
                      priority: Priority(max(1, priority)) ?? .required, identifier: identifier,
                      origin: .stackView(stack))
        }

        /// A size equal to a constant (0 for every such constraint UIKit makes).
        func make(_ first: Anchor, _ relation: Relation, priority: Float = 1000, _ identifier: String) -> LayoutConstraint {
            make(first, relation, nil, priority: priority, identifier)
        }

        func a(_ view: ViewID, _ attribute: Attribute) -> Anchor { Anchor(.view(view), attribute) }
    }
}

// MARK: Along the axis

extension StackViewConstraints.Context {
    var isSpread: Bool { config.distribution == .equalSpacing || config.distribution == .equalCentering }

    /// `==` for the fills, `>=` for equal spacing and centering.
    var gapRelation: Relation { isSpread ? .greaterThanOrEqual : .equal }

    func distribution(into out: inout [LayoutConstraint]) {
        if let first = visible.first, let last = visible.last {
            out.append(make(Anchor(canvasM, along.begin), .equal, a(first, along.begin), "UISV-canvas-connection"))
            out.append(make(Anchor(canvasM, along.end), .equal, a(last, along.end), "UISV-canvas-connection"))
        } else {
            let spanner = LayoutItem.stackGuide(stack, .orderingSpanner)
            out.append(make(Anchor(canvasM, along.begin), .equal, Anchor(spanner, along.begin), "UISV-canvas-connection"))
            out.append(make(Anchor(canvasM, along.end), .equal, Anchor(spanner, along.end), "UISV-canvas-connection"))
            out.append(make(Anchor(spanner, along.size), .equal, priority: 1, "UISV-spanning-fit"))
            for h in items {
                out.append(make(a(h, along.begin), gapRelation, Anchor(spanner, along.end), priority: 50, "UISV-spacing-hidden"))
            }
        }
        if isSpread { out.append(make(Anchor(canvas, along.size), .equal, priority: 49, "UISV-canvas-fit")) }
        spacing(into: &out)
        out += hiding()
        switch config.distribution {
        case .fill: break
        case .fillEqually: out += fillEqually()
        case .fillProportionally: out += fillProportionally()
        case .equalSpacing, .equalCentering: out += distributingGuides()
        }
        out += textWidthDisambiguation()
    }

    /// `UISV-spacing` between visible neighbours (hidden ones skipped).
    func spacing(into out: inout [LayoutConstraint]) {
        let baselines = config.axis == .vertical && config.isBaselineRelativeArrangement
        for (p, q) in zip(visible, visible.dropFirst()) {
            out.append(make(a(q, baselines ? .firstBaseline : along.begin), gapRelation,
                            a(p, baselines ? .lastBaseline : along.end), constant: config.spacing(after: p), "UISV-spacing"))
        }
    }

    /// Hidden items collapse to zero along the axis (`UISV-hiding`, required:
    /// UIKit logs it in "Unable to simultaneously satisfy constraints" when an
    /// item has a required size of its own) and sit
    /// in the gap they leave (`UISV-spacing-hidden`, half the spacing when
    /// a visible item follows).
    func hiding() -> [LayoutConstraint] {
        guard !visible.isEmpty else {
            return items.map { make(a($0, along.size), .equal, priority: 1000, "UISV-hiding") }
        }
        var out: [LayoutConstraint] = []
        var previousVisible: ViewID?
        var hiddenBeforeFirst: [ViewID] = []
        // Read from the end rather than searched at each hidden item: a
        // search made a stack's regeneration quadratic in its items.
        let lastVisible = items.lastIndex { !input.layout[$0].isHidden } ?? -1
        for (index, item) in items.enumerated() {
            if !input.layout[item].isHidden {
                if previousVisible == nil {
                    for h in hiddenBeforeFirst {
                        out.append(make(a(item, along.begin), gapRelation, a(h, along.end), priority: 50, "UISV-spacing-hidden"))
                    }
                }
                previousVisible = item
                continue
            }
            out.append(make(a(item, along.size), .equal, priority: 1000, "UISV-hiding"))
            guard let p = previousVisible else { hiddenBeforeFirst.append(item); continue }
            let visibleAfter = index < lastVisible
            out.append(make(a(item, along.begin), gapRelation, a(p, along.end),
                            constant: visibleAfter ? config.spacing(after: p) / 2 : 0, priority: 50, "UISV-spacing-hidden"))
        }
        return out
    }

    func fillEqually() -> [LayoutConstraint] {
        guard let r = visible.first else { return [] }
        return visible.dropFirst().map { make(a($0, along.size), .equal, a(r, along.size), "UISV-fill-equally") }
    }

    /// Sizes in proportion to intrinsic sizes, with UIKit's formula, which
    /// counts the spacing in the denominator but multiplies the whole stack
    /// (rdar 34595752): with spacing the constraints cannot all hold, and
    /// the later ones (999, 998, … down to 751) give way. The whole stack
    /// even when it arranges within its margins: UIKit's
    /// `UISV-fill-proportionally` constraints name the stack view's own
    /// size, not its margins guide's, so there too the later views give
    /// way (a stack 200 wide with margins of 10 and views of intrinsic
    /// widths 1:3 gives 50 and 130 on a device, not 45 and 135).
    func fillProportionally() -> [LayoutConstraint] {
        let length: (ViewID) -> Double = { IntrinsicSize.of(input.layout[$0], width: nil, scale: input.layout.device.scale)[config.axis].length ?? 0 }
        let denominator = visible.map(length).filter { $0 > 0 }.reduce(0, +) + config.spacing * Double(max(0, visible.count - 1))
        guard denominator > max(config.spacing * Double(items.count - 1), 1) else { return fillEqually() }
        return visibleIndices.map { index in
            let v = items[index]
            let m = max(length(v), 0) / denominator
            if m <= 0 { return make(a(v, along.size), .equal, "UISV-fill-proportionally") }
            return make(a(v, along.size), .equal, Anchor(canvas, along.size), multiplier: m,
                        priority: m == 1 ? 1000 : max(999 - Float(index), 751), "UISV-fill-proportionally")
        }
    }

    /// Equal spacing and centering: a `UISV-distributing` guide in each gap
    /// (between edges, or between centres), all as long as the first.
    func distributingGuides() -> [LayoutConstraint] {
        let centering = config.distribution == .equalCentering
        var out: [LayoutConstraint] = []
        for (k, (p, q)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = LayoutItem.stackGuide(stack, .gap(k))
            out.append(make(Anchor(gap, along.begin), .equal, a(p, centering ? along.center : along.end), "UISV-distributing-edge"))
            out.append(make(Anchor(gap, along.end), .equal, a(q, centering ? along.center : along.begin), "UISV-distributing-edge"))
            guard k > 0 else { continue }
            let index = Float(visibleIndices[k])
            out.append(make(Anchor(gap, along.size), .equal, Anchor(.stackGuide(stack, .gap(0)), along.size),
                            priority: centering ? max(150 - index, 50) : 1000, "UISV-fill-equally"))
        }
        return out
    }

    /// Multi-line labels side by side get an equal share of the width at
    /// just above their hugging or compression priority (UIKit's legacy form).
    func textWidthDisambiguation() -> [LayoutConstraint] {
        guard config.axis == .horizontal, config.distribution != .fillEqually,
              config.distribution != .fillProportionally, visible.count > 1 else { return [] }
        let k = Double(visible.count)
        return visible.filter { IntrinsicSize.wraps(input.layout[$0]) }.map { v in
            let view = input.layout[v]
            let priority = min(max(view.compressionResistancePriority.horizontal.value, view.huggingPriority.horizontal.value) + 10, 999)
            return make(a(v, .width), .equal, Anchor(canvasM, .width), multiplier: 1 / k,
                        constant: -config.spacing * (k - 1) / k, priority: priority, "UISV-text-width-disambiguation")
        }
    }
}
