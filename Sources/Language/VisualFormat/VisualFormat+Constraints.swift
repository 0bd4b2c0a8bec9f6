import LayoutModel
import Cassowary

/// The constraints a parsed format stands for, as UIKit's
/// `constraints(withVisualFormat:options:metrics:views:)` makes them.
extension VisualFormat {
    /// The standard space between two sibling views, and between a view and
    /// its superview's edge (Apple's Auto Layout Guide: 8 and 20 points).
    static let standardSpacing = 8.0
    static let standardSuperviewSpacing = 20.0

    /// What the format is read against: the views and metrics dictionaries,
    /// the alignment options, and a superview lookup.
    struct Context {
        var views: [String: ViewID]
        var metrics: [String: Double]
        /// Attributes every pair of neighbouring views is aligned on (`.alignAllCenterY`).
        var alignments: [Attribute]
        /// `.directionLeftToRight`: left and right rather than leading and trailing.
        var leftToRight = false
        var superview: (ViewID) -> ViewID?
        /// The controller's `topLayoutGuide` (true) and `bottomLayoutGuide`
        /// (false) by name, in the views dictionary of iOS 7–10 code
        /// (`V:[top]-20-[title]`), with the root view they belong to.
        var layoutGuides: [String: Bool] = [:]
        var root = ViewID(0)
    }

    /// The constraints, in the order UIKit lists them: each view's own
    /// predicates as it is met, the connections between items, then the
    /// alignments.
    func constraints(_ context: Context) throws(VisualFormatError) -> [LayoutConstraint] {
        let (begin, end, size): (Attribute, Attribute, Attribute) = switch orientation {
        case .horizontal: context.leftToRight ? (.left, .right, .width) : (.leading, .trailing, .width)
        case .vertical: (.top, .bottom, .height)
        }
        func view(_ element: ViewElement) throws(VisualFormatError) -> ViewID {
            // A layout guide stands in the chain by its edges (`edge`); its own
            // size, alignment and superview are the root view's.
            if context.layoutGuides[element.name] != nil { return context.root }
            guard let v = context.views[element.name] else {
                throw VisualFormatError(message: "Unable to interpret '\(element.name)' as a view: it is not a key in the views dictionary",
                                        column: element.column)
            }
            return v
        }
        func number(_ object: Object, _ column: Int) throws(VisualFormatError) -> Double {
            switch object {
            case .number(let n): return n
            case .name(let name):
                guard let n = context.metrics[name] else {
                    throw VisualFormatError(message: "Unable to interpret '\(name)' as a metric: it is not a key in the metrics dictionary",
                                            column: column)
                }
                return n
            }
        }
        func priority(_ p: Predicate) throws(VisualFormatError) -> Priority {
            guard let object = p.priority else { return .required }
            let value = try number(object, p.column)
            guard let priority = Priority(Float(value)) else {
                throw VisualFormatError(message: "A priority must be between 1 and 1000, not \(formatNumber(value))", column: p.column)
            }
            return priority
        }
        var made: [LayoutConstraint] = []
        let ids = try views.map { (e: ViewElement) throws(VisualFormatError) -> ViewID in try view(e) }
        /// An element's edge: a layout guide's inner edge is the safe area's
        /// (the top guide ends where the safe area starts), its outer edge the
        /// root view's.
        func edge(_ index: Int, _ attribute: Attribute) -> Anchor {
            guard let top = context.layoutGuides[views[index].name] else { return Anchor(.view(ids[index]), attribute) }
            let inner = top ? attribute == end : attribute == begin
            return inner ? Anchor(.safeArea(context.root), top ? .top : .bottom) : Anchor(.view(context.root), attribute)
        }
        for (element, v) in zip(views, ids) where context.layoutGuides[element.name] == nil {
            for p in element.predicates {
                let second: Anchor?
                var constant = 0.0
                if case .name(let name) = p.object, context.metrics[name] == nil {
                    guard let other = context.views[name] else {
                        throw VisualFormatError(message: "Unable to interpret '\(name)' as a metric or a view", column: p.column)
                    }
                    second = Anchor(.view(other), size)
                } else {
                    second = nil
                    constant = try number(p.object, p.column)
                }
                made.append(LayoutConstraint(Anchor(.view(v), size), p.relation, second, constant: constant, priority: try priority(p)))
            }
        }
        /// `later.begin (relation) earlier.end + space` for each predicate of `connection`.
        func connect(_ earlier: Anchor, _ later: Anchor, _ connection: Connection, standard: Double) throws(VisualFormatError) {
            switch connection {
            case .flush: made.append(LayoutConstraint(later, .equal, earlier))
            case .standard: made.append(LayoutConstraint(later, .equal, earlier, constant: standard))
            case .predicates(let list):
                for p in list {
                    made.append(LayoutConstraint(later, p.relation, earlier, constant: try number(p.object, p.column), priority: try priority(p)))
                }
            }
        }
        if let leading, let first = ids.first {
            guard let parent = context.superview(first) else { throw Self.noSuperview(leadingBarColumn ?? 0) }
            try connect(Anchor(.view(parent), begin), Anchor(.view(first), begin), leading, standard: Self.standardSuperviewSpacing)
        }
        for (i, connection) in connections.enumerated() {
            try connect(edge(i, end), edge(i + 1, begin), connection, standard: Self.standardSpacing)
        }
        if let trailing, let last = ids.last {
            guard let parent = context.superview(last) else { throw Self.noSuperview(trailingBarColumn ?? 0) }
            try connect(Anchor(.view(last), end), Anchor(.view(parent), end), trailing, standard: Self.standardSuperviewSpacing)
        }
        for attribute in context.alignments {
            guard attribute.axis != size.axis else {
                throw VisualFormatError(message: "Options mask required views to be aligned on a \(size == .width ? "horizontal" : "vertical") edge, "
                                        + "which is not allowed for layout that is also \(size == .width ? "horizontal" : "vertical")", column: 0)
            }
            for (a, b) in zip(ids, ids.dropFirst()) {
                made.append(LayoutConstraint(Anchor(.view(a), attribute), .equal, Anchor(.view(b), attribute)))
            }
        }
        return made
    }

    /// UIKit's complaint about `|` for a view without a superview.
    private static func noSuperview(_ column: Int) -> VisualFormatError {
        VisualFormatError(message: "Unable to interpret '|' character, because the related view doesn't have a superview", column: column)
    }
}
