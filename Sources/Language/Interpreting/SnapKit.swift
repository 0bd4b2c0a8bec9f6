import LayoutModel
import Cassowary

/// SnapKit's vocabulary: attribute names, composites and priorities.
public enum SnapKitNames {
    static let single: [String: Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    static let composite: [String: [Attribute]] = [
        "edges": [.top, .left, .bottom, .right],
        "horizontalEdges": [.left, .right],
        "verticalEdges": [.top, .bottom],
        "directionalEdges": [.top, .leading, .bottom, .trailing],
        "directionalHorizontalEdges": [.leading, .trailing],
        "directionalVerticalEdges": [.top, .bottom],
        "size": [.width, .height],
        "center": [.centerX, .centerY],
        "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin],
        "directionalMargins": [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    /// Every attribute name, for "did you mean" and tab completion, sorted.
    public static let all = (Array(single.keys) + Array(composite.keys)).sorted()

    /// The attributes a name stands for.
    static func attributes(_ name: String) -> [Attribute]? {
        if let a = single[name] { return [a] }
        return composite[name]
    }

    /// SnapKit's and UIKit's named priorities.
    static func priority(_ name: String) -> Float? {
        switch name {
        case "required": return 1000
        case "high", "defaultHigh": return 750
        case "medium", "dragThatCanResizeScene": return name == "medium" ? 500 : 510
        case "low", "defaultLow": return 250
        case "fittingSizeLevel": return 50
        case "dragThatCannotResizeScene": return 490
        case "sceneSizeStayPut": return 500
        default: return nil
        }
    }
}

/// One SnapKit constraint description: `make.attrs.relation(target).modifiers`.
struct SnapChain: Sendable {
    /// The view or guide being constrained.
    var item: LayoutItem
    var attributes: [Attribute]
    var range: SourceRange
    var relation: Relation?
    var target: Value?
    var targetIsSuperview = false
    /// SnapKit keeps one constant; `offset`/`inset` replace it.
    var constantModifier: Value?
    var multiplier = 1.0
    var priority: Float = 1000
    var label: String?
    /// The constraints it became.
    var ids: [ConstraintID] = []
    /// Made inside an `updateConstraints` block.
    var isUpdate = false
}
