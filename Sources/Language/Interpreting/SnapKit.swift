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

    /// A chain's relations: `make.top.equalTo(…)`.
    static let relations: [String: Relation] = ["equalTo": .equal, "lessThanOrEqualTo": .lessThanOrEqual, "greaterThanOrEqualTo": .greaterThanOrEqual]
    /// The relations to the superview: `make.top.equalToSuperview()`.
    static let superviewRelations: [String: Relation] = ["equalToSuperview": .equal, "lessThanOrEqualToSuperview": .lessThanOrEqual,
                                                          "greaterThanOrEqualToSuperview": .greaterThanOrEqual]
    /// What may follow a relation: `.offset(8).priority(.high)`.
    public static let modifiers = ["offset", "inset", "multipliedBy", "dividedBy", "priority", "labeled"]
    /// `view.snp`'s priority properties, as the view method and axis they set.
    static let priorityProperties: [String: (method: String, axis: String)] = [
        "contentHuggingHorizontalPriority": ("setContentHuggingPriority", "horizontal"),
        "contentHuggingVerticalPriority": ("setContentHuggingPriority", "vertical"),
        "contentCompressionResistanceHorizontalPriority": ("setContentCompressionResistancePriority", "horizontal"),
        "contentCompressionResistanceVerticalPriority": ("setContentCompressionResistancePriority", "vertical"),
    ]
    /// The methods of `view.snp`.
    static let blocks = ["makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints", "prepareConstraints"]

    /// The attributes a name stands for.
    static func attributes(_ name: String) -> [Attribute]? {
        if let a = single[name] { return [a] }
        return composite[name]
    }

    /// SnapKit's and UIKit's named priorities, the one list of them (Swift
    /// code and `:priority` both read it): SnapKit's `.required .high
    /// .medium .low`, UIKit's `.defaultHigh .defaultLow .fittingSizeLevel`
    /// and the scene-size levels.
    public static let priorities: [(name: String, value: Float)] = [
        ("required", 1000), ("high", 750), ("defaultHigh", 750), ("dragThatCanResizeScene", 510), ("medium", 500),
        ("sceneSizeStayPut", 500), ("dragThatCannotResizeScene", 490), ("low", 250), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    /// The value of a named priority (Swift 2's capitalised `.Required` too), or nil.
    public static func priority(_ name: String) -> Float? {
        let normalized = Interpreter.normalizedCase(name)
        return priorities.first { $0.name == normalized }?.value
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
