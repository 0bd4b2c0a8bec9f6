import LayoutModel

/// The members of UIKit's views that layoutsh knows, class by class: the
/// one list of them. Tab completion offers a view's (`label.` → `text`,
/// `font`, …, never `axis`); the interpreter takes any of them as a view's
/// member (implicit `self`, a method to call) and compares a typo with them.
/// The interpreter's `viewMember`, `setProperty` and `viewMethod` give them
/// their meaning; UIKit properties that do not change layout are listed too
/// (`textAlignment`), which `ignoredProperties` then ignores.
public enum ViewMembers {
    /// One class's properties and methods.
    struct Members {
        var properties: [String] = []
        var methods: [String] = []
        var names: [String] { properties + methods }
    }

    /// UIView's own, which every view has.
    static let view = Members(
        properties: ["snp", "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide", "constraints", "subviews", "superview", "frame",
                     "bounds", "center", "isHidden", "layoutMargins", "directionalLayoutMargins",
                     "translatesAutoresizingMaskIntoConstraints", "intrinsicContentSize", "insetsLayoutMarginsFromSafeArea",
                     "preservesSuperviewLayoutMargins", "autoresizingMask", "boxed", "traitCollection",
                     // Read, or set to no effect on layout, by custom views' code, often without `self.`.
                     "safeAreaInsets", "window", "transform", "contentScaleFactor", "effectiveUserInterfaceLayoutDirection",
                     "isAccessibilityElement", "overrideUserInterfaceStyle", "isExclusiveTouch", "isMultipleTouchEnabled"],
        methods: ["addSubview", "insertSubview", "removeFromSuperview", "addLayoutGuide", "setContentHuggingPriority",
                  "setContentCompressionResistancePriority", "sizeToFit", "sizeThatFits", "systemLayoutSizeFitting", "addConstraint", "addConstraints", "removeConstraint",
                  "removeConstraints", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "setNeedsLayout",
                  "invalidateIntrinsicContentSize", "bringSubviewToFront", "sendSubviewToBack", "convert"])

    /// Each class's members beyond UIView's.
    static let own: [ViewKind: Members] = [
        .label: Members(properties: ["text", "font", "numberOfLines", "preferredMaxLayoutWidth", "textAlignment", "textColor",
                                     "lineBreakMode", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "attributedText"]),
        // With UIControl's (a custom control's `sendActions(for: .valueChanged)` in a `didSet`).
        .button: Members(properties: ["contentEdgeInsets", "isEnabled", "isSelected", "configuration", "titleLabel",
                                      "contentHorizontalAlignment", "contentVerticalAlignment", "isHighlighted", "isTracking",
                                      "isTouchInside", "allTargets", "state"],
                         methods: ["setTitle", "title", "setImage", "setBackgroundImage", "sendActions", "sendAction"]),
        .textField: Members(properties: ["text", "font", "placeholder", "borderStyle", "keyboardType", "isSecureTextEntry",
                                         "returnKeyType", "clearButtonMode"]),
        .imageView: Members(properties: ["image", "contentMode"]),
        .stackView: Members(properties: ["axis", "alignment", "distribution", "spacing", "arrangedSubviews",
                                         "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"],
                            methods: ["addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview", "setCustomSpacing"]),
        .scrollView: Members(properties: ["contentLayoutGuide", "frameLayoutGuide", "contentOffset", "contentInset",
                                          "adjustedContentInset", "contentInsetAdjustmentBehavior", "contentSize",
                                          "alwaysBounceVertical", "alwaysBounceHorizontal", "showsVerticalScrollIndicator",
                                          "showsHorizontalScrollIndicator", "isPagingEnabled", "bounces", "keyboardDismissMode"]),
        .switchControl: Members(properties: ["isOn"]),
        .segmentedControl: Members(properties: ["selectedSegmentIndex"]),
        .progressView: Members(properties: ["progress"]),
        .boxView: Members(properties: ["items", "insets", "axis", "spacing"], methods: ["insertItem"]),
    ]

    /// A table view's (a view laid out as a table) and a cell's.
    static let table = Members(properties: ["rowHeight", "estimatedRowHeight", "separatorStyle", "contentView"])

    /// The members of a view of class `kind` (with a table's when it is
    /// one), anchors included, sorted.
    public static func names(of kind: ViewKind, isTable: Bool = false) -> [String] {
        let names = Array(Interpreter.anchorNames.keys) + view.names + (own[kind]?.names ?? []) + (isTable ? table.names : [])
        return Array(Set(names)).sorted()
    }

    /// Every view property of any class, anchors aside.
    static let properties: Set<String> = Set(view.properties + own.values.flatMap(\.properties) + table.properties)
    /// Every view method of any class.
    static let methods: Set<String> = Set(view.methods + own.values.flatMap(\.methods))
}
