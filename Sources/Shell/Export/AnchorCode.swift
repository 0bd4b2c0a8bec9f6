import Language
import Cassowary
import LayoutModel

/// Constraints in NSLayoutAnchor style: `NSLayoutConstraint.activate([…])`
/// of `a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8)`, a local
/// for one with a priority or identifier, and `NSLayoutConstraint(item:…)`
/// for what anchors cannot say (margin attributes, a multiplier on a
/// position). What `:export anchors` writes, and `:export snapkit` for a
/// view whose frame still makes constraints (SnapKit would turn that off).
struct AnchorCode {
    let layout: Layout

    /// The statements that make and activate `constraints` in order (ids
    /// are given as constraints are made, so the order is kept exactly);
    /// the first made becomes `#firstNumber` when the code is loaded.
    func lines(_ constraints: [LayoutConstraint], firstNumber: Int, names: inout ExportNames) -> [String] {
        var lines: [String] = []
        var pending: [String] = []
        func flush() {
            guard !pending.isEmpty else { return }
            lines.append("NSLayoutConstraint.activate([")
            lines += pending.map { "    \($0)," }
            lines.append("])")
            pending = []
        }
        for (k, c) in constraints.enumerated() {
            let made = expression(c, names)
            guard !c.priority.isRequired || c.identifier != nil else {
                pending.append(made)
                continue
            }
            // A local, made after those before it: `activate` of a list
            // would make it first and give it an earlier id.
            flush()
            let local = names.local(for: names.item(c.first.item, layout) ?? "c", number: firstNumber + k)
            lines.append("let \(local) = \(made)")
            if !c.priority.isRequired { lines.append("\(local).priority = UILayoutPriority(\(SwiftLiteral.priority(c.priority)))") }
            if let identifier = c.identifier { lines.append("\(local).identifier = \(SwiftLiteral.string(identifier))") }
            lines.append("\(local).isActive = true")
        }
        flush()
        return lines
    }

    /// The expression making `c`, inactive.
    func expression(_ c: LayoutConstraint, _ names: ExportNames) -> String {
        let first = names.item(c.first.item, layout) ?? "?"
        let a = c.first.attribute
        let needsItemForm = a.isMargin || (c.second?.attribute.isMargin ?? false) || (a.isLocation && c.multiplier != 1)
        if needsItemForm { return itemForm(c, names) }
        let relation = Self.relationLabel(c.relation)
        guard let second = c.second else {
            return "\(first).\(a.rawValue)Anchor.constraint(\(relation)Constant: \(SwiftLiteral.number(c.constant)))"
        }
        var arguments = "\(relation): \(names.item(second.item, layout) ?? "?").\(second.attribute.rawValue)Anchor"
        if c.multiplier != 1 { arguments += ", multiplier: \(SwiftLiteral.number(c.multiplier))" }
        if c.constant != 0 { arguments += ", constant: \(SwiftLiteral.number(c.constant))" }
        return "\(first).\(a.rawValue)Anchor.constraint(\(arguments))"
    }

    /// `NSLayoutConstraint(item: a, attribute: .leftMargin, relatedBy: .equal, toItem: b, …)`.
    private func itemForm(_ c: LayoutConstraint, _ names: ExportNames) -> String {
        let first = names.item(c.first.item, layout) ?? "?"
        let second = c.second.map { names.item($0.item, layout) ?? "?" } ?? "nil"
        let relation = [Relation.equal: "equal", .lessThanOrEqual: "lessThanOrEqual", .greaterThanOrEqual: "greaterThanOrEqual"][c.relation] ?? "equal"
        return "NSLayoutConstraint(item: \(first), attribute: .\(c.first.attribute.rawValue), relatedBy: .\(relation), "
            + "toItem: \(second), attribute: .\(c.second?.attribute.rawValue ?? "notAnAttribute"), "
            + "multiplier: \(SwiftLiteral.number(c.multiplier)), constant: \(SwiftLiteral.number(c.constant)))"
    }

    /// `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`: the labels
    /// of anchors and the methods of SnapKit.
    static func relationLabel(_ relation: Relation) -> String {
        switch relation {
        case .equal: return "equalTo"
        case .lessThanOrEqual: return "lessThanOrEqualTo"
        case .greaterThanOrEqual: return "greaterThanOrEqualTo"
        }
    }
}
