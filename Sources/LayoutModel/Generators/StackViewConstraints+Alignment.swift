import Cassowary

/// Across the axis: where the stack's edges attach, how items align, and
/// the `UISV-alignment-spanner` guide that spans items that do not fill.
extension StackViewConstraints.Context {
    typealias Alignment = StackConfiguration.Alignment

    /// Baseline alignment only means something across a horizontal stack.
    var baselines: Bool { config.axis == .horizontal }

    /// Whether the alignment pins the begin (top/leading) edge with `==`.
    var pinsBegin: Bool { config.alignment == .fill || config.alignment == .leading }
    /// Whether the alignment pins the end (bottom/trailing) edge with `==`.
    var pinsEnd: Bool { config.alignment == .fill || config.alignment == .trailing }

    func alignment(into out: inout [LayoutConstraint]) {
        let start = out.count
        let spanner = LayoutItem.stackGuide(stack, .alignmentSpanner)
        // Where each canvas edge attaches: the first item (even hidden), a
        // lone visible item, or the spanner.
        func target(begin: Bool) -> LayoutItem {
            guard let first = visible.first else { return spanner }
            if items.count < 2 { return .view(first) }
            let attaches = begin
                ? pinsBegin || (baselines && config.alignment == .firstBaseline)
                : pinsEnd || (baselines && config.alignment == .lastBaseline)
            return attaches ? .view(items[0]) : spanner
        }
        var usesInequality = false
        for begin in [true, false] {
            let attribute = begin ? across.begin : across.end
            let to = target(begin: begin)
            var relation = Relation.equal
            if to != spanner && !(begin ? pinsBegin : pinsEnd) {
                relation = begin ? .lessThanOrEqual : .greaterThanOrEqual
                usesInequality = true
            }
            out.append(make(Anchor(canvasM, attribute), relation, Anchor(to, attribute), "UISV-canvas-connection"))
        }
        if config.alignment == .center {
            let to: LayoutItem = visible.isEmpty ? spanner : .view(items.count < 2 ? visible[0] : items[0])
            out.append(make(Anchor(canvasM, across.center), .equal, Anchor(to, across.center), "UISV-canvas-connection"))
        }
        if usesInequality { out.append(make(Anchor(canvas, across.size), .equal, priority: 49, "UISV-canvas-fit")) }
        alignmentConstraints(into: &out)
        if out[start...].contains(where: { $0.second?.item == spanner }) {
            for x in visible {
                out.append(pinsBegin
                    ? make(Anchor(spanner, across.begin), .equal, a(x, across.begin), priority: 999.5, "UISV-spanning-boundary")
                    : make(Anchor(spanner, across.begin), .lessThanOrEqual, a(x, across.begin), "UISV-spanning-boundary"))
                out.append(pinsEnd
                    ? make(Anchor(spanner, across.end), .equal, a(x, across.end), priority: 999.5, "UISV-spanning-boundary")
                    : make(Anchor(spanner, across.end), .greaterThanOrEqual, a(x, across.end), "UISV-spanning-boundary"))
            }
            // After the boundaries, not before: the solver took the weak fit
            // first and pivoted when the boundaries came, and in a stack of
            // centred rows added one by one each pivot wrote the rows above
            // into the new row's definitions (n² cells in all).
            out.append(make(Anchor(spanner, across.size), .equal, priority: visible.isEmpty ? 1 : 51, "UISV-spanning-fit"))
        }
        if config.alignment != .fill {
            for x in items { out.append(make(a(x, across.size), .equal, priority: 25, "UISV-ambiguity-suppression")) }
        }
    }

    /// `UISV-alignment`: every item aligned with the first (hidden ones too).
    /// A view without text has no baseline: baseline alignment uses its top
    /// (first) or bottom (last) on both sides, and the reference is the
    /// first visible item with text.
    func alignmentConstraints(into out: inout [LayoutConstraint]) {
        guard let reference = items.first else { return }
        let attributes: [Attribute]
        switch config.alignment {
        case .fill: attributes = [across.begin, across.end]
        case .leading: attributes = [across.begin]
        case .center: attributes = [across.center]
        case .trailing: attributes = [across.end]
        case .firstBaseline: attributes = baselines ? [.firstBaseline] : []
        case .lastBaseline: attributes = baselines ? [.lastBaseline] : []
        }
        // Made whole on every change to the stack: grown by doubling, the
        // array copied each constraint (strings and all) several times.
        out.reserveCapacity(out.count + attributes.count * items.count)
        for attribute in attributes {
            let isBaseline = attribute == .firstBaseline || attribute == .lastBaseline
            let hasText: (ViewID) -> Bool = { input.layout[$0].kind.hasText || input.layout[$0].kind == .stackView }
            let r = isBaseline && !hasText(reference) ? (visible.first(where: hasText) ?? reference) : reference
            for x in items where x != r {
                let plain = isBaseline && (!hasText(x) || !hasText(r))
                let used = plain ? (attribute == .firstBaseline ? Attribute.top : .bottom) : attribute
                out.append(make(a(r, used), .equal, a(x, used), "UISV-alignment"))
            }
        }
    }
}
