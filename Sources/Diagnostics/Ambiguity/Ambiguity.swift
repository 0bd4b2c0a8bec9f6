import Cassowary
import LayoutModel

/// A view whose frame the layout does not fix, and why.
public struct AmbiguousView: Sendable {
    public let view: ViewID
    /// Its values that could be otherwise, x and width before y and height.
    public let values: [AmbiguousValue]
    /// Why, per axis (horizontal first), in words.
    public let reasons: [String]
}

/// A scroll view's `contentSize`, fixed or not, per axis, and why not.
public struct ScrollContentSize: Sendable {
    public let scrollView: ViewID
    public let width: ValueRange?
    public let height: ValueRange?
    /// Why a dimension is ambiguous, with the loop and the fixes; empty when fixed.
    public let lines: [String]

    public var widthIsFixed: Bool { width?.isFixed ?? true }
    public var heightIsFixed: Bool { height?.isFixed ?? true }
}

/// Everything ambiguous in a layout, explained.
public enum Ambiguity {

    /// Ambiguous views in hierarchy order, and every scroll view's contentSize.
    public static func analyse(_ engine: LayoutEngine) -> (views: [AmbiguousView], scrollViews: [ScrollContentSize]) {
        analyse(engine, only: nil)
    }

    /// Why `view` is ambiguous (nil when it is not): the analysis of that
    /// view alone, as `:why` needs it. Explaining every view of a wide tie
    /// explores an alternative layout per view; one view needs one.
    public static func explain(_ view: ViewID, _ engine: LayoutEngine) -> AmbiguousView? {
        analyse(engine, only: view).views.first
    }

    private static func analyse(_ engine: LayoutEngine, only: ViewID?) -> (views: [AmbiguousView], scrollViews: [ScrollContentSize]) {
        let values = engine.ambiguousValues()
        let order = engine.layout.viewsInHierarchy
        let index = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var seen: [ViewID] = []
        var members = Set<ViewID>()
        for value in values where members.insert(value.view).inserted { seen.append(value.view) }
        seen.sort { (index[$0] ?? 0) < (index[$1] ?? 0) }
        let vocabulary = Vocabulary(engine)
        let structure = Structure(engine, vocabulary, views: members)
        let scrollViews = only == nil ? order.filter { engine.layout[$0].kind == .scrollView } : []
        return engine.exploring { solver in
            // Before any alternative: the ranges' values are the layout's.
            let contentSizes = scrollViews.map { ScrollContent.ranges(of: $0, engine, solver) }
            let explorer = Explorer(engine, structure, views: seen, solver: solver)
            // Every ambiguous view may move in an alternative; only those asked about are explained.
            let views = explainViews(only.map { view in seen.filter { $0 == view } } ?? seen, values, engine, structure, explorer)
            let scrolls = zip(scrollViews, contentSizes).map { s, ranges in
                ScrollContent.analyse(s, ranges, engine, structure, explorer)
            }
            return (views, scrolls)
        }
    }

    /// Each of `seen`, with its values and why they are not fixed.
    private static func explainViews(_ seen: [ViewID], _ values: [AmbiguousValue], _ engine: LayoutEngine,
                                     _ structure: Structure, _ explorer: Explorer) -> [AmbiguousView] {
        var views: [AmbiguousView] = []
        // One pair of alternative layouts explains every view it moves on
        // that axis: rows of the same tie share one computation.
        var computed: [(horizontal: Bool, alternatives: Alternatives)] = []
        // Each view's values, in order, found in one pass: a wide tie has
        // a thousand views with two values each.
        var valuesOf: [ViewID: [AmbiguousValue]] = [:]
        let arranged = ArrangedViews(engine.layout)
        for value in values { valuesOf[value.view, default: []].append(value) }
        for view in seen {
            let own = valuesOf[view] ?? []
            var reasons: [String] = []
            for horizontal in [true, false] {
                let axis = own.filter { ($0.attribute == .x || $0.attribute == .width) == horizontal }
                guard let first = axis.first else { continue }
                if let reason = structuralReason(view, horizontal: horizontal, engine.layout, structure) {
                    reasons.append(reason)
                    continue
                }
                let components: Set<ItemComponent> = horizontal ? [.left, .width] : [.top, .height]
                var alternatives = computed.first { entry in
                    entry.horizontal == horizontal && entry.alternatives.moving.contains { $0.view == view && !components.isDisjoint(with: $0.components) }
                }?.alternatives
                if alternatives == nil, let tied = tie(of: axis, engine, explorer) {
                    // A tie read off the solver: comparing two layouts finds
                    // the same, at a walk of the dual simplex per view.
                    reasons.append(tie(tied, horizontal: horizontal, layout: engine.layout, words: ConstraintWords(engine.layout),
                                       arranged: arranged, size: { engine.frame(of: $0)?.size }))
                    continue
                }
                if alternatives == nil {
                    alternatives = makeAlternatives(first, engine, explorer)
                    if let made = alternatives { computed.append((horizontal, made)) }
                }
                reasons.append(explain(view, horizontal: horizontal, alternatives, engine, structure, arranged: arranged))
            }
            views.append(AmbiguousView(view: view, values: own, reasons: reasons))
        }
        return views
    }

    /// The reason that needs no solving: nothing on the axis, no position,
    /// or one edge without a size. Nil when the constraints look complete.
    static func structuralReason(_ view: ViewID, horizontal: Bool, _ layout: Layout, _ structure: Structure) -> String? {
        let name = layout[view].name
        let axisName = horizontal ? "horizontally" : "vertically"
        let attributes = structure.attributes(of: .view(view), horizontal: horizontal)
        let position = horizontal ? ["left", "right", "centerX"] : ["top", "bottom", "centerY"]
        let size = horizontal ? "width" : "height"
        let pinned = position.filter { attributes.contains($0) }
        if attributes.isEmpty {
            return "\(axisName): nothing constrains \(name) — no \(position.joined(separator: ", ")) or \(size) constraint."
        }
        if pinned.isEmpty {
            return "\(axisName): \(name)'s \(size) is set, but nothing pins its \(position.joined(separator: ", ")): it could be anywhere."
        }
        if pinned.count == 1 && !attributes.contains(size) && !structure.hasIntrinsic(view, horizontal: horizontal) {
            return "\(axisName): only \(name)'s \(pinned[0]) is pinned; nothing sets its \(size) (no \(size) constraint, no intrinsic \(size)) or a second edge."
        }
        return nil
    }

    /// The tie that lets a view move on an axis (`values`, its ambiguous
    /// values there): optional constraints of one priority whose errors
    /// trade as its size (else its position) moves; nil when there is none
    /// to read off, and alternatives must be compared instead.
    static func tie(of values: [AmbiguousValue], _ engine: LayoutEngine,
                    _ explorer: Explorer) -> [LayoutConstraint]? {
        guard let value = values.first(where: { $0.attribute == .width || $0.attribute == .height }) ?? values.first else { return nil }
        guard let expression = frameExpression(of: value, engine) else { return nil }
        let tied = explorer.trading(expression)
        guard tied.count >= 2, Set(tied.map(\.priority.value)).count == 1 else { return nil }
        return tied
    }

    /// The solver expression of an ambiguous value's frame component.
    static func frameExpression(of value: AmbiguousValue, _ engine: LayoutEngine) -> Expression? {
        let component: ItemComponent = value.attribute == .x ? .left : value.attribute == .y ? .top : value.attribute == .width ? .width : .height
        return engine.frameExpression(of: value.view, component)
    }

    /// Two equally good layouts that differ in `value`.
    static func makeAlternatives(_ value: AmbiguousValue, _ engine: LayoutEngine,
                                 _ explorer: Explorer) -> Alternatives? {
        guard let expression = frameExpression(of: value, engine) else { return nil }
        let (a, b) = Alternatives.points(value.value, value.minimum, value.maximum)
        return explorer.alternatives(expression, at: a, and: b)
    }

    /// Why an axis of `view` is not fixed, from what differs between two equally good layouts.
    static func explain(_ view: ViewID, horizontal: Bool, _ alternatives: Alternatives?, _ engine: LayoutEngine,
                        _ structure: Structure, arranged: ArrangedViews? = nil) -> String {
        let layout = engine.layout
        let name = layout[view].name
        let words = ConstraintWords(layout)
        let trading = (alternatives?.trading ?? []).filter { !$0.priority.isRequired }
        if !trading.isEmpty {
            return tie(trading, horizontal: horizontal, layout: layout, words: words, arranged: arranged, size: { engine.frame(of: $0)?.size })
        }
        let axisName = horizontal ? "horizontally" : "vertically"
        let size = horizontal ? "width" : "height"
        let others = (alternatives?.moving ?? []).map(\.view).filter { $0 != view }
        // A scroll view whose own frame size moves: nothing sizes it. What it
        // holds sizes its content area, never its frame (the chips row in a
        // column: a horizontal scroll view with no height).
        let component: ItemComponent = horizontal ? .width : .height
        if let s = (alternatives?.moving ?? []).first(where: { layout[$0.view].kind == .scrollView && $0.components.contains(component) })?.view,
           !structure.constraints(of: .view(s), horizontal: horizontal).contains(where: { $0.first.item == .view(s) && $0.first.attribute.rawValue == size && $0.second == nil }) {
            let sName = layout[s].name
            let moved = s == view ? "" : " (\(name) moves with it)"
            return "\(axisName): \(sName) has no \(size) of its own\(moved): a scroll view has no intrinsic size, and what it holds "
                + "sizes its contentSize, not its frame. Fix: give it a \(size) (\(sName).\(size)Anchor.constraint(equalToConstant: 44)), "
                + "or make it as \(horizontal ? "wide" : "tall") as its content: \(sName).frameLayoutGuide.\(size)Anchor.constraint(equalTo: "
                + "\(sName).contentLayoutGuide.\(size)Anchor)."
        }
        if let s = others.first(where: { layout[$0].kind == .scrollView }) ?? structure.scrollViewOfContentGuide(tiedTo: view, horizontal: horizontal) {
            return "\(axisName): \(name) is tied to \(layout[s].name)'s content area, whose \(size) comes only from its content: see \(layout[s].name).contentSize below."
        }
        if !others.isEmpty {
            let list = others.prefix(3).map { layout[$0].name }.joined(separator: ", ") + (others.count > 3 ? ", …" : "")
            return "\(axisName): \(name) is tied to \(list), which \(others.count == 1 ? "is" : "are") not fixed either: they move together."
        }
        if let loose = alternatives?.loose, !loose.isEmpty {
            // A gap of `>=` (a spacer guide's height, a minimum spacing) or a
            // cap of `<=`, and nothing that says where in it: the classic
            // button that floats between the content and the bottom.
            let bounds = ConstraintWords.list(loose.map(words.short), separator: "; ")
            return "\(axisName): \(name) can sit anywhere its inequalities allow — \(bounds) — which hold with room to spare, "
                + "and no equality or priority says where. Fix: pin it with an equality, or add a weak preference "
                + "(an equality at .priority(.defaultLow)) for where it should rest."
        }
        let pinned = structure.attributes(of: .view(view), horizontal: horizontal).filter { $0 != size }.sorted()
        return "\(axisName): \(name)'s \(pinned.joined(separator: " and ")) \(pinned.count == 1 ? "is" : "are") constrained, but not enough to fix its \(size)."
    }

    /// Optional constraints of equal priority pulling against each other.
    /// `arranged` answers which views a stack arranges (one per analysis);
    /// `size` a view's size as laid out, for a fix that keeps the layout.
    static func tie(_ trading: [LayoutConstraint], horizontal: Bool, layout: Layout, words: ConstraintWords,
                    arranged: ArrangedViews? = nil, size: (ViewID) -> Size? = { _ in nil }) -> String {
        let axisName = horizontal ? "horizontally" : "vertically"
        let priorities = Set(trading.map(\.priority.value)).sorted()
        let level = priorities.map { "\($0 == $0.rounded() ? String(Int($0)) : String($0))" }.joined(separator: ", ")
        var text = "\(axisName): a tie at priority \(level) — "
        text += trading.prefix(4).map { words.short($0) + " [\(words.origin($0))]" }.joined(separator: "; ")
        if trading.count > 4 { text += "; and \(trading.count - 4) more" }
        let hugging = trading.filter { $0.identifier == "content-hugging" }
        let resistance = trading.filter { $0.identifier == "content-compression-resistance" }
        if let stack = fillStack(arranging: trading, horizontal: horizontal, layout: layout, arranged: arranged) {
            // Apple's documentation of UIStackView.Distribution.fill: "If there is
            // any ambiguity, the stack view resizes the arranged views based on
            // their index in the arrangedSubviews array."
            text += ". \(layout[stack].name), a .fill stack view, resolves such a tie by the views' order in arrangedSubviews, "
                + "not arbitrarily; Interface Builder still warns of a content priority ambiguity."
        } else {
            text += ". Any split is equally good, so UIKit picks one arbitrarily."
        }
        let axis = horizontal ? ".horizontal" : ".vertical"
        if hugging.count >= 2, let (v, other) = keeper(of: hugging, horizontal: horizontal, size: size) {
            let (keep, grow) = (layout[v].name, layout[other].name)
            text += " Fix: a higher hugging priority for the view that should not grow — "
                + "\(keep).setContentHuggingPriority(.defaultLow + 1, for: \(axis)) keeps this layout (\(grow) grows); "
                + "on \(grow) instead, \(keep) grows."
        } else if resistance.count >= 2, let (v, other) = keeper(of: resistance, horizontal: horizontal, size: size) {
            let (keep, shrink) = (layout[v].name, layout[other].name)
            text += " Fix: a higher compression resistance for the view that must not shrink — "
                + "\(keep).setContentCompressionResistancePriority(.defaultHigh + 1, for: \(axis)) keeps this layout "
                + "(\(shrink) gives way); on \(shrink) instead, \(keep) gives way."
        } else if let first = trading.first(where: { if case .user = $0.origin { return true } else { return false } }) {
            text += " Fix: give one a different priority, e.g. :priority \(first.id) \(Int(first.priority.value) + 1)."
        }
        return text
    }

    /// Of a tie of hugging or compression-resistance constraints, the view
    /// to raise so that the layout shown stays: one the layout gives its
    /// intrinsic size (its constraint holds), and another that gives way.
    /// Raising the first listed instead can turn the layout round (the
    /// trailing timestamp pushed off the screen by a name that now must fit).
    static func keeper(of tied: [LayoutConstraint], horizontal: Bool, size: (ViewID) -> Size?) -> (ViewID, ViewID)? {
        let views = tied.compactMap { c -> (ViewID, Bool)? in
            guard case .intrinsic(let v) = c.origin else { return nil }
            guard let s = size(v) else { return (v, false) }
            return (v, abs((horizontal ? s.width : s.height) - c.constant) < 1e-6)
        }
        guard views.count >= 2 else { return nil }
        let keep = views.first { $0.1 } ?? views[0]
        guard let other = views.first(where: { $0.0 != keep.0 && !$0.1 }) ?? views.first(where: { $0.0 != keep.0 }) else { return nil }
        return (keep.0, other.0)
    }

    /// The `.fill` stack view along this axis whose arranged subviews own
    /// every constraint of a tie (their hugging and compression resistance),
    /// or nil.
    static func fillStack(arranging trading: [LayoutConstraint], horizontal: Bool, layout: Layout,
                          arranged: ArrangedViews? = nil) -> ViewID? {
        var stack: ViewID?
        for c in trading {
            guard case .intrinsic(let v) = c.origin, let parent = layout[v].superview, stack == nil || stack == parent else { return nil }
            let configuration = layout[parent].stack
            guard layout[parent].kind == .stackView, configuration.distribution == .fill,
                  (configuration.axis == .horizontal) == horizontal,
                  arranged?.contains(v, in: parent) ?? configuration.arrangedSubviews.contains(v) else { return nil }
            stack = parent
        }
        return stack
    }
}
