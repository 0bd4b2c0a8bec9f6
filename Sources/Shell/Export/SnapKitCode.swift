import Language
import Cassowary
import LayoutModel

/// Constraints in SnapKit 5 style: one `makeConstraints` block per run of
/// constraints on one item, a line for each, or for each run of them that
/// SnapKit writes as one (`make.edges.equalToSuperview().inset(16)`):
/// `make.width.equalTo(card.snp.height).multipliedBy(0.5).offset(8).priority(750)`.
/// What `:export snapkit` writes.
struct SnapKitCode {
    let layout: Layout

    /// The block making `constraints`, all on `item`, in order.
    func lines(_ constraints: [LayoutConstraint], on item: LayoutItem, names: ExportNames) -> [String] {
        let owner = names.item(item, layout) ?? "?"
        var lines = ["\(owner).snp.makeConstraints { make in"]
        var k = 0
        while k < constraints.count {
            // SnapKit makes a chain's constraints in the order of its attributes, so a run keeps the order.
            var end = k + 1
            while end < constraints.count, Self.joins(constraints[k], constraints[end]) { end += 1 }
            let run = Array(constraints[k..<end])
            if let chain = run.count > 1 ? joined(run, names) : nil {
                lines.append("    " + chain)
            } else {
                lines += run.map { "    " + line($0, names) }
            }
            k = end
        }
        return lines + ["}"]
    }

    /// Whether `b` can share `a`'s chain: the same relation and priority,
    /// no multiplier or label, and each to its own attribute of the same
    /// item (or sizes to the same constant).
    private static func joins(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        guard a.relation == b.relation, a.priority == b.priority, a.multiplier == 1, b.multiplier == 1,
              a.identifier == nil, b.identifier == nil, a.first.attribute != b.first.attribute else { return false }
        guard let sa = a.second, let sb = b.second else { return a.second == nil && b.second == nil && a.constant == b.constant }
        return sa.item == sb.item && sa.attribute == a.first.attribute && sb.attribute == b.first.attribute
    }

    /// `make.edges.equalToSuperview().inset(16)`: a run as one chain, when
    /// its constants are one offset or one inset; nil otherwise.
    private func joined(_ run: [LayoutConstraint], _ names: ExportNames) -> String? {
        let attributes = run.map(\.first.attribute)
        let constants = run.map(\.constant)
        var modifier = ""
        if constants.allSatisfy({ $0 == constants[0] }) {
            if constants[0] != 0 { modifier = ".offset(\(SwiftLiteral.number(constants[0])))" }
        } else if let inset = Self.inset(attributes, constants) {
            modifier = ".inset(\(SwiftLiteral.number(inset)))"
        } else {
            return nil
        }
        let first = run[0]
        if first.second == nil {
            // Sizes to one constant: `make.size.equalTo(40)`.
            return "make.\(Self.chain(attributes)).\(AnchorCode.relationLabel(first.relation))(\(SwiftLiteral.number(first.constant)))" + suffix(first)
        }
        return "make.\(Self.chain(attributes)).\(related(first, names))" + modifier + suffix(first)
    }

    /// The one inset that gives every constant (SnapKit's `inset`: inwards on each edge), if any.
    private static func inset(_ attributes: [Attribute], _ constants: [Double]) -> Double? {
        let sign: (Attribute) -> Double? = { a in
            switch a.withoutMargin.physical {
            case .left, .top: return 1
            case .right, .bottom: return -1
            default: return nil
            }
        }
        guard let s = sign(attributes[0]) else { return nil }
        let n = s * constants[0]
        return zip(attributes, constants).allSatisfy { a, c in sign(a).map { $0 * n == c } ?? false } ? n : nil
    }

    /// `edges`, `size`, `center`, or the attributes one after another.
    private static func chain(_ attributes: [Attribute]) -> String {
        let composites: [(String, [Attribute])] = [("edges", [.top, .left, .bottom, .right]), ("size", [.width, .height]),
                                                   ("center", [.centerX, .centerY]), ("directionalEdges", [.top, .leading, .bottom, .trailing])]
        if let name = composites.first(where: { $0.1 == attributes })?.0 { return name }
        return attributes.map(\.rawValue).joined(separator: ".")
    }

    /// `make.top.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(20)`.
    private func line(_ c: LayoutConstraint, _ names: ExportNames) -> String {
        var code = "make.\(c.first.attribute.rawValue)."
        if c.second != nil {
            code += related(c, names)
            if c.multiplier != 1 { code += ".multipliedBy(\(SwiftLiteral.number(c.multiplier)))" }
            if c.constant != 0 { code += ".offset(\(SwiftLiteral.number(c.constant)))" }
        } else {
            // A size to a constant: SnapKit makes `width == constant`, with no second item.
            code += "\(AnchorCode.relationLabel(c.relation))(\(SwiftLiteral.number(c.constant)))"
        }
        return code + suffix(c)
    }

    /// The relation and what `c` relates to: `equalToSuperview()` for its
    /// view's superview's same attribute, the item alone for its same
    /// attribute (`equalTo(card)`), else `equalTo(card.snp.bottom)`.
    private func related(_ c: LayoutConstraint, _ names: ExportNames) -> String {
        let relation = AnchorCode.relationLabel(c.relation)
        guard let second = c.second else { return relation + "()" }
        if second.attribute == c.first.attribute, case .view(let v) = c.first.item, let parent = layout[v].superview,
           second.item == .view(parent) {
            return relation + "Superview()"
        }
        let item = names.item(second.item, layout) ?? "?"
        return relation + "(" + (second.attribute == c.first.attribute ? item : "\(item).snp.\(second.attribute.rawValue)") + ")"
    }

    /// `.priority(750)`, `.labeled("name")`.
    private func suffix(_ c: LayoutConstraint) -> String {
        var code = ""
        if !c.priority.isRequired { code += ".priority(\(SwiftLiteral.priority(c.priority)))" }
        if let identifier = c.identifier { code += ".labeled(\(SwiftLiteral.string(identifier)))" }
        return code
    }
}
