import LayoutModel
import Cassowary

/// A log's views and constraints as layoutsh code: each view declared with
/// its class and text, put where the log says it is, and each constraint
/// written as the app would, with its identifier and priority.
///
/// Every view is rebuilt with `translatesAutoresizingMaskIntoConstraints =
/// false` and stack views and cells as plain views: the log lists the
/// constraints UIKit made for them (`UISV-…`, autoresizing masks), and
/// those are rebuilt as the log prints them, so nothing is generated twice.
public struct LogRebuild: Sendable {
    /// One input of the rebuild, and the log line it stands for.
    public struct Statement: Sendable {
        public var text: String
        public var line: Int
        /// The constraint of the log it makes (an index into the conflict's
        /// constraints); nil for views, the hierarchy and assumed constraints.
        public var constraint: Int?
    }

    /// Each view and guide with its name, in the order the log names them.
    public private(set) var names: [(item: LogItem, name: String)] = []
    /// Views and guides, then the hierarchy, then the constraints: the
    /// log's order, with the one UIKit broke made last (layoutsh breaks the
    /// newest constraint of a conflict, so it breaks the same one).
    public private(set) var statements: [Statement] = []
    /// The margins guides made for views whose margin attributes the log
    /// names without their guide, with their view's name.
    public private(set) var assumedGuides: [LogItem: String] = [:]
    /// What the rebuild had to assume, said in the explanation.
    public private(set) var assumptions: [String] = []

    /// Each view's superview and each guide's view (nil: the root view).
    public private(set) var parent: [LogItem: LogItem] = [:]

    /// Whether `a` is `b` or inside it in the rebuilt hierarchy (a guide is inside its view).
    public func isInside(_ a: LogItem, _ b: LogItem) -> Bool { LogHierarchy.isAncestor(b, of: a, in: parent) }

    /// Rebuilds `conflict`, naming nothing `taken` (a name the session uses).
    /// `breakingLast` makes the constraint UIKit broke last; without it the
    /// constraints keep the log's order.
    public init(_ conflict: LogConflict, taken: (String) -> Bool = { _ in false }, breakingLast: Bool = true) {
        let constraints = conflict.constraints
        // Margin attributes (`contentView.bottomMargin`) are a guide's edges:
        // the margins guide the log shows for that view, else one made here.
        var marginGuides: [LogItem: LogItem] = [:]
        for c in constraints {
            if let (child, superview) = c.superviewOf, child.isGuide, child.text == "UIViewLayoutMarginsGuide" {
                marginGuides[superview] = child
            }
        }
        var items: [LogItem] = []
        var seen = Set<LogItem>()
        func note(_ item: LogItem) { if seen.insert(item).inserted { items.append(item) } }
        var assumedMargins: [LogItem] = []
        for c in constraints {
            for anchor in [c.first, c.second].compactMap({ $0 }) {
                note(anchor.item)
                if anchor.attribute.isMargin, marginGuides[anchor.item] == nil {
                    let guide = LogItem(className: "UILayoutGuide", address: anchor.item.address + "m", text: "UIViewLayoutMarginsGuide")
                    marginGuides[anchor.item] = guide
                    assumedMargins.append(anchor.item)
                }
            }
            if let (_, superview) = c.superviewOf { note(superview) }
        }
        for view in assumedMargins { if let guide = marginGuides[view] { note(guide) } }
        var hierarchy = LogHierarchy(constraints, items: items)
        for (view, guide) in marginGuides { hierarchy.parent[guide] = view }
        parent = hierarchy.parent
        let imposed = Set(constraints.filter(\.isImposedSize).map(\.first.item))
        let named = LogNames.assign(items, owners: hierarchy.parent, imposed: imposed, taken: taken)
        func name(_ item: LogItem) -> String { named[item] ?? "view" }
        names = items.map { ($0, name($0)) }

        let firstLine = Dictionary(constraints.flatMap { c in [c.first.item, c.second?.item, c.superviewOf?.superview].compactMap { $0 }.map { ($0, c.line) } },
                                   uniquingKeysWith: { a, _ in a })
        for item in items {
            statements.append(Statement(text: Self.declaration(item, name(item)), line: firstLine[item] ?? conflict.line, constraint: nil))
        }
        for item in items.sorted(by: { hierarchy.depth($0) < hierarchy.depth($1) }) {
            let parent = hierarchy.parent[item].map(name) ?? "view"
            let verb = item.isGuide ? "addLayoutGuide" : "addSubview"
            statements.append(Statement(text: "\(parent).\(verb)(\(name(item)))", line: firstLine[item] ?? conflict.line, constraint: nil))
        }
        for view in assumedMargins {
            guard let guide = marginGuides[view] else { continue }
            let g = name(guide), v = name(view)
            assumedGuides[guide] = v
            assumptions.append("\(v)'s margins are UIKit's default 8 points: the log does not show them")
            for (edge, text) in [("leading", "\(g).leadingAnchor.constraint(equalTo: \(v).leadingAnchor, constant: 8)"),
                                 ("trailing", "\(v).trailingAnchor.constraint(equalTo: \(g).trailingAnchor, constant: 8)"),
                                 ("top", "\(g).topAnchor.constraint(equalTo: \(v).topAnchor, constant: 8)"),
                                 ("bottom", "\(v).bottomAnchor.constraint(equalTo: \(g).bottomAnchor, constant: 8)")] {
                statements.append(Statement(text: Self.activated(text, identifier: "UIView-\(edge)Margin-guide-constraint", priority: nil),
                                            line: firstLine[view] ?? conflict.line, constraint: nil))
            }
        }
        var order = Array(constraints.indices)
        if breakingLast, let broken = conflict.broken { order.removeAll { $0 == broken }; order.append(broken) }
        for index in order {
            let c = constraints[index]
            let text = Self.constraint(c, name: name, marginGuide: { marginGuides[$0].map(name) }, parent: { hierarchy.parent[$0].map(name) ?? "view" })
            statements.append(Statement(text: text, line: c.line, constraint: index))
        }
    }

    /// The rebuild as a readable Swift listing, each constraint with its log line.
    public var code: String {
        statements.map { s in s.constraint == nil ? s.text : s.text + "  // line \(s.line)" }.joined(separator: "\n")
    }

    // MARK: Statements

    static func declaration(_ item: LogItem, _ name: String) -> String {
        if item.isGuide { return "let \(name) = UILayoutGuide()" }
        var parts: [String]
        switch item.bareClass {
        case "UILabel":
            parts = ["let \(name) = UILabel()"]
            if let text = item.text { parts.append("\(name).text = \(SwiftLiteral.string(text))") }
        case "UIButton":
            parts = ["let \(name) = UIButton(type: .system)"]
            if let text = item.text { parts.append("\(name).setTitle(\(SwiftLiteral.string(text)), for: .normal)") }
        case "UITextField":
            parts = ["let \(name) = UITextField()"]
            if let text = item.text { parts.append("\(name).text = \(SwiftLiteral.string(text))") }
        case "UIImageView": parts = ["let \(name) = UIImageView()"]
        case "UISwitch": parts = ["let \(name) = UISwitch()"]
        default: parts = ["let \(name) = UIView()"]
        }
        parts.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
        return parts.joined(separator: "; ")
    }

    /// One constraint as anchor code (or `NSLayoutConstraint(item:…)` where
    /// anchors cannot say it: a multiplier on a position), activated.
    static func constraint(_ c: LogConstraint, name: (LogItem) -> String, marginGuide: (LogItem) -> String?,
                           parent: (LogItem) -> String) -> String {
        func target(_ a: LogAnchor) -> (String, Attribute) {
            if a.attribute.isMargin, let guide = marginGuide(a.item) { return (guide, a.attribute.withoutMargin) }
            return (name(a.item), a.attribute)
        }
        let (firstName, firstAttribute) = target(c.first)
        var second = c.second.map(target)
        // A position equal to a number (`minX == 0`, autoresizing) is measured from the superview.
        if second == nil, !firstAttribute.isSize { second = (parent(c.first.item), firstAttribute) }
        let relation = ["==": "equalTo", ">=": "greaterThanOrEqualTo", "<=": "lessThanOrEqualTo"][c.relation.rawValue] ?? "equalTo"
        let number = SwiftLiteral.number
        var expression: String
        if let (secondName, secondAttribute) = second {
            let sameKind = firstAttribute.isSize == secondAttribute.isSize
            if c.multiplier == 1 && sameKind {
                expression = "\(firstName).\(firstAttribute.rawValue)Anchor.constraint(\(relation): \(secondName).\(secondAttribute.rawValue)Anchor"
                    + (c.constant == 0 ? ")" : ", constant: \(number(c.constant)))")
            } else if firstAttribute.isSize && secondAttribute.isSize {
                expression = "\(firstName).\(firstAttribute.rawValue)Anchor.constraint(\(relation): \(secondName).\(secondAttribute.rawValue)Anchor, multiplier: \(number(c.multiplier))"
                    + (c.constant == 0 ? ")" : ", constant: \(number(c.constant)))")
            } else {
                let related = [".equal", ".greaterThanOrEqual", ".lessThanOrEqual"][["==", ">=", "<="].firstIndex(of: c.relation.rawValue) ?? 0]
                expression = "NSLayoutConstraint(item: \(firstName), attribute: .\(firstAttribute.rawValue), relatedBy: \(related), toItem: \(secondName), attribute: .\(secondAttribute.rawValue), multiplier: \(number(c.multiplier)), constant: \(number(c.constant)))"
            }
        } else if let (hugging, compression) = c.contentSize, c.relation == .equal {
            // An intrinsic size is two constraints: hugging keeps the view
            // from growing, compression resistance from shrinking.
            let anchor = "\(firstName).\(firstAttribute.rawValue)Anchor"
            return activated("\(anchor).constraint(lessThanOrEqualToConstant: \(number(c.constant)))", identifier: "content hugging", priority: hugging)
                + "; " + activated("\(anchor).constraint(greaterThanOrEqualToConstant: \(number(c.constant)))",
                                   identifier: "compression resistance", priority: compression)
        } else {
            expression = "\(firstName).\(firstAttribute.rawValue)Anchor.constraint(\(relation)Constant: \(number(c.constant)))"
        }
        return activated(expression, identifier: identifier(c), priority: c.priority)
    }

    /// What the rebuilt constraint is called: its identifier, else where SnapKit made it, else its mask.
    static func identifier(_ c: LogConstraint) -> String? {
        if let identifier = c.identifier { return identifier }
        switch c.maker {
        case .snapKit(let file?, let line?): return "\(file)#\(line)"
        case .autoresizing(let mask): return "autoresizing " + (mask ?? "mask")
        case .other(let name): return name
        default: return nil
        }
    }

    static func activated(_ expression: String, identifier: String?, priority: Double?) -> String {
        guard identifier != nil || (priority.map { $0 < 1000 } ?? false) else { return expression + ".isActive = true" }
        var parts = ["let c = \(expression)"]
        if let identifier { parts.append("c.identifier = \(SwiftLiteral.string(identifier))") }
        if let priority, priority < 1000 { parts.append("c.priority = UILayoutPriority(\(SwiftLiteral.number(priority)))") }
        parts.append("c.isActive = true")
        return "do { " + parts.joined(separator: "; ") + " }"
    }
}
