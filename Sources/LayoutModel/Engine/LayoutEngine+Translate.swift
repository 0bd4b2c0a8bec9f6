import Cassowary

/// An anchor in solver terms: its expression, and the item whose variables
/// the expression is written in.
struct AnchorForm {
    let expression: Expression
    let item: LayoutItem
    let variables: ItemVariables
}

/// From anchors to solver expressions: UIKit's rules for what an anchor means.
extension LayoutEngine {
    /// Where `anchor` really attaches when related to `other`: margin
    /// attributes measure the margins guide; a scroll view's edges and
    /// margins, seen from inside it, are its content area's.
    func resolve(_ anchor: Anchor, relatedTo other: LayoutItem?) -> (item: LayoutItem, attribute: Attribute, offset: Double) {
        var attribute = anchor.attribute
        var offset = 0.0
        if case .view(let s) = anchor.item, layout[s].kind == .scrollView, attribute.withoutMargin.isEdge,
           let other, let host = layout.hostView(of: other), host != s, layout.isDescendant(host, of: s) {
            if attribute.isMargin {
                let m = input.margins(of: s)
                attribute = attribute.withoutMargin
                switch attribute.physical {
                case .left: offset = m.left
                case .right: offset = -m.right
                case .top: offset = m.top
                default: offset = -m.bottom
                }
            }
            return (.contentGuide(s), attribute, offset)
        }
        var item = anchor.item.canonical
        if attribute.isMargin {
            attribute = attribute.withoutMargin
            if case .view(let v) = item { item = .margins(v) }
        }
        return (item, attribute, offset)
    }

    /// The derived guides (safe area, margins, content) a constraint needs defined.
    func derivedItems(of c: LayoutConstraint) -> [LayoutItem] {
        var anchors = [(c.first, c.second?.item)]
        if let second = c.second { anchors.append((second, c.first.item)) }
        return anchors.compactMap { anchor, other in
            let item = resolve(anchor, relatedTo: other).item
            switch item {
            case .safeArea, .margins, .readable, .keyboard, .contentGuide: return item
            default: return nil
            }
        }
    }

    /// The linear expression of `anchor` (related to `other`) in solver variables.
    func expression(_ anchor: Anchor, relatedTo other: LayoutItem?) -> Expression {
        form(anchor, relatedTo: other).expression
    }

    /// The expression of `anchor` and the item whose variables it names,
    /// with them (a stack view's baseline names an arranged subview's).
    private func form(_ anchor: Anchor, relatedTo other: LayoutItem?) -> AnchorForm {
        let (item, attribute, offset) = resolve(anchor, relatedTo: other)
        let vars = variables(for: item)
        if attribute == .firstBaseline || attribute == .lastBaseline, case .view(let v) = item,
           let baseline = baseline(of: v, attribute, vars) {
            return AnchorForm(expression: baseline.expression + offset, item: baseline.item, variables: baseline.variables)
        }
        return AnchorForm(expression: vars.expression(attribute) + offset, item: item, variables: vars)
    }

    /// A text view's baseline moves with its middle (the text is centred);
    /// a stack view's is that of its first (last) visible arranged subview;
    /// other views' is their bottom edge (nil here).
    private func baseline(of view: ViewID, _ attribute: Attribute, _ vars: ItemVariables) -> AnchorForm? {
        let v = layout[view]
        if let offsets = IntrinsicSize.baselineOffsets(v, width: input.wrapWidths[view]) {
            return AnchorForm(expression: vars.top + 0.5 * vars.height + (attribute == .firstBaseline ? offsets.first : offsets.last),
                              item: .view(view), variables: vars)
        }
        if v.kind == .stackView {
            let visible = v.stack.arrangedSubviews.filter { !layout[$0].isHidden }
            guard let pick = attribute == .firstBaseline ? visible.first : visible.last else { return nil }
            return form(Anchor(.view(pick), attribute), relatedTo: nil)
        }
        return nil
    }

    /// Whether `c`'s solver form depends on its own fields alone, so that
    /// the same constraint installed again would keep the form it has: a
    /// baseline reads the text's measure, and a scroll view's edges read
    /// where the other item is (`resolve`).
    func formReadsOnlyItself(_ c: LayoutConstraint) -> Bool {
        readsOnlyItself(c.first) && (c.second.map(readsOnlyItself) ?? true)
    }

    private func readsOnlyItself(_ anchor: Anchor) -> Bool {
        if anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline { return false }
        if case .view(let v) = anchor.item, layout[v].kind == .scrollView { return false }
        return true
    }

    /// The solver's form of `c`: `first − (multiplier × second + constant) rel 0`,
    /// and its anchors' items with their variables (an item may have no term
    /// left in it: a multiplier of 0, or terms that cancel).
    func solverForm(_ c: LayoutConstraint) -> (expression: Expression, anchors: (AnchorForm, AnchorForm?)) {
        let lhs = form(c.first, relatedTo: c.second?.item)
        guard let second = c.second else { return (lhs.expression - c.constant, (lhs, nil)) }
        let rhs = form(second, relatedTo: c.first.item)
        return (lhs.expression - (c.multiplier * rhs.expression + c.constant), (lhs, rhs))
    }

    /// The variables of `item`, made on first use.
    func variables(for item: LayoutItem) -> ItemVariables {
        if let vars = variables[item] { return vars }
        let vars = ItemVariables(name: layout.itemName(item))
        variables[item] = vars
        meanings[ObjectIdentifier(vars.left)] = (item, .left)
        meanings[ObjectIdentifier(vars.top)] = (item, .top)
        meanings[ObjectIdentifier(vars.width)] = (item, .width)
        meanings[ObjectIdentifier(vars.height)] = (item, .height)
        if case .view(let v) = item {
            if v.index >= viewVariables.count { viewVariables += Array(repeating: nil, count: v.index - viewVariables.count + 1) }
            viewVariables[v.index] = vars
            laidOutViewCount += 1
            unconfirmedViews.append(v)
            ambiguityState.markDirty(v)
            newlyLaidOut.append(v)
        }
        return vars
    }
}
