import Diagnostics
import Language
import LayoutModel

/// Tab completion: what may follow the word under the cursor.
extension Session {
    /// The word being completed at the end of `line`, and its completions,
    /// sorted: `:` commands, view and constraint names, the attributes after
    /// `make.`, `.snp.` and anchor properties, view methods after `name.`
    /// (and the views named under it, `card.titleLabel`), frame attributes
    /// after `:why name.`, declared view controllers after `:present`.
    public func completions(for line: String) -> (word: String, candidates: [String]) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":") && !trimmed.contains(" ") {
            let word = String(trimmed.dropFirst())
            return (word, CommandTable.all.map(\.name).filter { $0.hasPrefix(word) })
        }
        // The last word: letters, digits, `_`, `#`, `$`.
        var word = ""
        for c in line.reversed() {
            guard c.isLetter || c.isNumber || c == "_" || c == "#" || c == "$" else { break }
            word.insert(c, at: word.startIndex)
        }
        let before = line.dropLast(word.count)
        let layout = engine.layout
        var pool: [String]
        // The views named under a dotted name typed so far (`card.` → `titleLabel`, of `card.titleLabel`).
        let typed = String(before.reversed().prefix { !$0.isWhitespace && $0 != "(" && $0 != "," }.reversed())
        let nested = typed.hasSuffix(".") ? layout.views.map(\.name).filter { $0.hasPrefix(typed) }.map { String($0.dropFirst(typed.count)) } : []
        if trimmed.hasPrefix(":present ") {
            pool = interpreter.declaredControllers
        } else if before.hasSuffix("."), trimmed.hasPrefix(":why ") || trimmed.hasPrefix(":expect ") {
            pool = Why.attributes + nested
        } else if before.hasSuffix("."), trimmed.hasPrefix(":") {
            pool = nested
        } else if before.hasSuffix(".") {
            let receiver = String(before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }.reversed())
            if before.hasSuffix("snp.") || receiver == "make" || receiver == "$0" {
                pool = SnapKitCompletion.attributes
            } else if layout.view(named: receiver) != nil || receiver == "view" {
                pool = SnapKitCompletion.viewMembers + nested
            } else if receiver.hasSuffix("Anchor") {
                pool = ["constraint"]
            } else {
                pool = SnapKitCompletion.modifiers
            }
        } else if trimmed.hasPrefix(":") {
            pool = layout.views.map(\.name) + layout.constraints.map(\.id.description) + ["portrait", "landscape", "--json", "--width", "--all", "--proof"] + Device.presets.map(\.name)
        } else {
            pool = layout.views.filter { !$0.name.contains("#") }.map(\.name) + SnapKitCompletion.keywords
        }
        // The word itself stays among them when it is a whole name: Tab after
        // `make.leading` offers `leading` and `leadingMargin`, not only the latter.
        return (word, Array(Set(pool.filter { $0.hasPrefix(word) })).sorted())
    }
}

enum SnapKitCompletion {
    /// The language's own SnapKit attribute names, and the block methods.
    static let attributes = SnapKitNames.all + ["makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints"]
    static let modifiers = ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "equalToSuperview",
                            "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview", "offset", "inset",
                            "multipliedBy", "dividedBy", "priority", "labeled", "constraint", "isActive"]
    static let viewMembers = ["snp", "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
                              "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor",
                              "lastBaselineAnchor", "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "contentLayoutGuide",
                              "frameLayoutGuide", "addSubview", "addArrangedSubview", "insertArrangedSubview",
                              "removeFromSuperview", "translatesAutoresizingMaskIntoConstraints", "isHidden", "text",
                              "numberOfLines", "axis", "alignment", "distribution", "spacing", "contentOffset", "contentInset",
                              "contentInsetAdjustmentBehavior", "borderStyle", "items",
                              "setContentHuggingPriority", "setContentCompressionResistancePriority", "boxed", "subviews"]
    static let keywords = ["let", "var", "for", "if", "else", "UIView", "UILabel", "UIButton", "UIScrollView", "UIStackView",
                           "UITextField", "UIImageView", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper",
                           "UIProgressView", "UIActivityIndicatorView", "UILayoutGuide", "BoxView",
                           "NSLayoutConstraint", "view"]
}
