import LayoutModel
import Cassowary

/// Reading members: anchors, guides, SnapKit's DSL, properties, geometry.
extension Interpreter {
    /// Anchor properties (`topAnchor`) and the attributes they stand for.
    static let anchorNames: [String: Attribute] = [
        "topAnchor": .top, "bottomAnchor": .bottom, "leftAnchor": .left, "rightAnchor": .right,
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        "firstBaselineAnchor": .firstBaseline, "lastBaselineAnchor": .lastBaseline,
    ]

    /// UIKit's values of ignored properties code reads before setting
    /// (`if !button.isEnabled`, `view.alpha == 1`).
    static let ignoredDefaults: [String: Value] = [
        "tag": .number(0), "alpha": .number(1), "collectionViewLayout": .opaque("UICollectionViewFlowLayout"), "isEnabled": .bool(true), "isSelected": .bool(false),
        "isUserInteractionEnabled": .bool(true), "clipsToBounds": .bool(false), "isOpaque": .bool(true),
        "isOn": .bool(false), "selectedSegmentIndex": .number(-1), "isPagingEnabled": .bool(false),
        "bounces": .bool(true), "isSecureTextEntry": .bool(false), "progress": .number(0),
    ]

    /// Properties of UIKit views that do not affect layout: set, they are
    /// noted, and kept only to be read back (`ignoredValues`).
    static let ignoredProperties: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "alpha", "layer", "clipsToBounds", "contentMode", "image",
        "textAlignment", "borderStyle", "isUserInteractionEnabled", "showsVerticalScrollIndicator",
        "showsHorizontalScrollIndicator", "bounces", "delegate", "collectionViewLayout",
        "keyboardType", "isSecureTextEntry", "returnKeyType", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
        "lineBreakMode", "isOpaque", "tag", "accessibilityLabel", "accessibilityIdentifier", "isEnabled",
        "isSelected", "imageView", "cornerRadius",
        "masksToBounds", "isPagingEnabled", "keyboardDismissMode", "autocapitalizationType",
        "autocorrectionType", "clearButtonMode", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset",
        "borderWidth", "borderColor", "semanticContentAttribute", "insetsAreMargins", "isOn", "selectedSegmentIndex",
        "scrollIndicatorInsets", "decelerationRate", "progress", "accessibilityTraits",
        // Cells and tables: how rows look and behave, not where they are.
        "selectionStyle", "accessoryType", "accessoryView", "editingAccessoryType", "separatorInset", "backgroundView",
        "selectedBackgroundView", "indentationLevel", "indentationWidth", "showsReorderControl", "focusStyle",
        "dataSource", "allowsSelection", "allowsMultipleSelection", "separatorColor", "prefetchDataSource",
        "dragDelegate", "dropDelegate", "isEditing", "sectionHeaderTopPadding", "refreshControl",
    ]

    /// A member of a value UIKit, SnapKit, BoxView or Core Graphics defines.
    mutating func builtinMember(_ base: Value, _ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        switch base {
        case .view(let v): return try viewMember(v, name, range, &layout)
        case .item(let item) where name == "layoutFrame":
            // A guide's frame in its owning view's bounds, as last laid out; the
            // safe area's and the margins' from the view's insets when no
            // constraint uses them (the solver has no variables for them then).
            guard let owner = layout.hostView(of: item) else { return .rect(.zero) }
            if let window = laidOut.windowFrame(item) {
                let origin = convert(.zero, from: owner, to: nil, layout)
                return .rect(Rect(x: window.minX - origin.x, y: window.minY - origin.y, width: window.width, height: window.height))
            }
            let size = currentFrame(owner, layout).size
            let insets: EdgeInsets
            switch item {
            case .safeArea: insets = safeAreaInsets(owner, layout)
            case .margins: insets = layout[owner].layoutMargins + (layout[owner].insetsLayoutMarginsFromSafeArea ? safeAreaInsets(owner, layout) : .zero)
            default: insets = .zero
            }
            return .rect(Rect(x: insets.left, y: insets.top, width: max(0, size.width - insets.left - insets.right),
                              height: max(0, size.height - insets.top - insets.bottom)))
        case .item(let item): return try itemMember(item, name, range)
        case .snp(let item):
            guard let attributes = SnapKitNames.attributes(name) else {
                throw LanguageError("SnapKit's DSL has no attribute '\(name)'", range, hint: closest(to: name, among: SnapKitNames.all).map { "did you mean '\($0)'?" })
            }
            return .snpAttributes(item, attributes)
        case .maker(let v):
            guard let attributes = SnapKitNames.attributes(name) else {
                throw LanguageError("ConstraintMaker has no attribute '\(name)'", range, hint: closest(to: name, among: SnapKitNames.all).map { "did you mean '\($0)'?" })
            }
            chains.append(SnapChain(item: v, attributes: attributes, range: range))
            return .chain(chains.count - 1)
        case .chain(let k): return try extendChain(k, name, range)
        case .snapConstraint: throw LanguageError("a SnapKit Constraint has no property '\(name)'", range, hint: "use update(offset:), update(priority:), activate() or deactivate()")
        case .constraint(let id):
            guard let c = layout.constraint(id) else { throw LanguageError("unknown constraint", range) }
            switch name {
            case "constant": return .number(c.constant)
            case "multiplier": return .number(c.multiplier)
            case "priority": return .priority(c.priority.value)
            case "isActive": return .bool(c.isActive)
            case "identifier": return c.identifier.map(Value.string) ?? .null
            case "firstAttribute": return .enumCase(c.first.attribute.rawValue)
            case "secondAttribute": return .enumCase(c.second?.attribute.rawValue ?? "notAnAttribute")
            case "firstItem", "firstAnchor": return name == "firstAnchor" ? .anchor(c.first) : Interpreter.itemValue(c.first.item)
            case "secondItem", "secondAnchor":
                guard let second = c.second else { return .null }
                return name == "secondAnchor" ? .anchor(second) : Interpreter.itemValue(second.item)
            case "relation":
                switch c.relation {
                case .equal: return .enumCase("equal")
                case .greaterThanOrEqual: return .enumCase("greaterThanOrEqual")
                case .lessThanOrEqual: return .enumCase("lessThanOrEqual")
                }
            default: throw LanguageError("NSLayoutConstraint has no property '\(name)' here", range)
            }
        case .type(let t): return try builtinTypeMember(t, name, range, layout)
        case .buttonConfiguration(let c): return try Interpreter.configurationMember(c, name, range)
        case .attributedText(let t): if let v = Interpreter.attributedTextMember(t, name) { return v }
        case .rect(let r):
            switch name {
            case "width": return .number(r.width)
            case "height": return .number(r.height)
            case "size": return .size(r.size)
            case "origin": return .point(r.origin)
            case "minX": return .number(r.minX)
            case "minY": return .number(r.minY)
            case "maxX": return .number(r.maxX)
            case "maxY": return .number(r.maxY)
            case "midX": return .number(r.minX + r.width / 2)
            case "midY": return .number(r.minY + r.height / 2)
            default: if let v = Interpreter.rectProperty(r, name) { return v }
            }
        case .size(let s):
            if name == "width" { return .number(s.width) }
            if name == "height" { return .number(s.height) }
        case .point(let p):
            if name == "x" { return .number(p.x) }
            if name == "y" { return .number(p.y) }
        case .insets(let i):
            switch name {
            case "top": return .number(i.top)
            case "left", "leading": return .number(i.left)
            case "bottom": return .number(i.bottom)
            case "right", "trailing": return .number(i.right)
            default: break
            }
        case .priority(let p):
            if name == "rawValue" { return .number(Double(p)) }
        case .range(let lower, let upper, let closed):
            switch name {
            case "lowerBound": return .number(Double(lower))
            case "upperBound": return .number(Double(closed ? upper - 1 : upper))
            case "count": return .number(Double(upper - lower))
            case "isEmpty": return .bool(upper <= lower)
            default: break
            }
        case .number(let n):
            if name == "magnitude" { return .number(abs(n)) }
            if name == "isZero" { return .bool(n == 0) }
        case .array(let values):
            switch name {
            case "count": return .number(Double(values.count))
            case "first": return values.first ?? .null
            case "last": return values.last ?? .null
            case "isEmpty": return .bool(values.isEmpty)
            default: break
            }
        case .string(let s):
            if name == "count" { return .number(Double(s.count)) }
            if name == "isEmpty" { return .bool(s.isEmpty) }
            // A Character is a one-character string here (`name.first.map(String.init)`).
            if name == "first" { return s.first.map { .string(String($0)) } ?? .null }
            if name == "last" { return s.last.map { .string(String($0)) } ?? .null }
        case .opaque(let what):
            return barFrame(what, name, layout) ?? windowMember(what, name, layout) ?? orientationMember(what, name, layout) ?? .opaque("\(what).\(name)")
        case .enumCase(let orientation) where Interpreter.orientationTest(orientation, name) != nil:
            return Interpreter.orientationTest(orientation, name) ?? .null
        case .null: return .null  // optional chaining on nil
        case .enumCase("zero"):
            // `frame ?? .zero`: Swift infers the zero's type from the other side; every
            // geometry type's zero reads zero in every member (a rect's, whose are the most).
            if let member = try? builtinMember(.rect(.zero), name, range, &layout) { return member }
            if ["top", "left", "bottom", "right", "x", "y"].contains(name) { return .number(0) }
        case .image(let image):
            if let value = try imageMember(image, name, range) { return value }
        case .font(let size, _):
            if name == "pointSize" { return .number(size) }
            if name == "lineHeight" { return .number(TextMetrics.lineHeight(size: size)) }
        default: break
        }
        throw LanguageError("\(base.kindName) has no member '\(name)'", range)
    }

    mutating func viewMember(_ v: ViewID, _ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let view = layout[v]
        let name = Interpreter.swift2PropertyNames[name] ?? name
        if name == "contentView", isCell(v, layout) { return .view(v) }
        // `button.titleLabel?.font = …` sizes the button's title: layoutsh keeps the title's
        // font and lines on the button itself.
        if name == "titleLabel", view.kind == .button { return .view(v) }
        if name == "traitCollection" { return Interpreter.traitCollection(layout) }
        if let attribute = Interpreter.anchorNames[name] { return .anchor(Anchor(.view(v), attribute)) }
        if name.hasPrefix("snp_"), let attributes = SnapKitNames.attributes(String(name.dropFirst(4))) {
            return .snpAttributes(.view(v), attributes)
        }
        switch name {
        case "snp": return .snp(.view(v))
        case "safeAreaLayoutGuide": return .item(.safeArea(v))
        case "layoutMarginsGuide": return .item(.margins(v))
        case "readableContentGuide": return .item(.readable(v))
        case "keyboardLayoutGuide": return .item(.keyboard(v))
        case "contentLayoutGuide", "frameLayoutGuide":
            guard view.kind == .scrollView else { throw Interpreter.notAScrollView(view, name, range) }
            return .item(name == "contentLayoutGuide" ? .contentGuide(v) : .frameGuide(v))
        case "subviews": return .array(view.subviews.map(Value.view))
        case "constraints": return .array(layout.constraintsHeld(by: v).map(Value.constraint))
        case "arrangedSubviews": return .array(view.stack.arrangedSubviews.map(Value.view))
        case "superview": return view.superview.map(Value.view) ?? .null
        case "frame": return .rect(currentFrame(v, layout))
        case "safeAreaInsets", "window":
            if loadingControllerView && layout.isInHierarchy(v) {
                noteOnce("read while loading", "note: \(name) is read while the controller loads its view, which is not in a window "
                         + "yet: UIKit gives \(name == "window" ? "nil" : "zero insets") there; the safe area is known from "
                         + "viewSafeAreaInsetsDidChange() or viewDidLayoutSubviews(), and safeAreaLayoutGuide follows it")
            }
            if name == "window" { return isInWindow(v, layout) ? .opaque(Interpreter.window) : .null }
            return .insets(safeAreaInsets(v, layout))
        case "bounds":
            let size = currentFrame(v, layout).size
            let offset = view.kind == .scrollView ? contentOffset(v, layout) : .zero
            return .rect(Rect(x: offset.x, y: offset.y, width: size.width, height: size.height))
        case "center":
            let f = currentFrame(v, layout)
            return .point(Point(x: f.minX + f.width / 2, y: f.minY + f.height / 2))
        case "boxed", "bi": return .boxItem(BoxItem(view: v))
        case "text": return view.text.string.map(Value.string) ?? .null
        case "placeholder": return view.text.placeholder.map(Value.string) ?? .null
        case "isHidden": return .bool(view.isHidden)
        case "numberOfLines": return .number(Double(view.text.numberOfLines))
        case "preferredMaxLayoutWidth" where view.kind == .label: return .number(view.text.preferredMaxLayoutWidth)
        case "spacing": return .number(view.kind == .boxView ? view.box.spacing : view.stack.spacing)
        case "layoutMargins", "directionalLayoutMargins": return .insets(view.layoutMargins)
        case "insets": return .insets(view.box.insets)
        case "contentOffset", "contentInset", "adjustedContentInset", "contentInsetAdjustmentBehavior",
             "alwaysBounceVertical", "alwaysBounceHorizontal", "contentSize":
            guard view.kind == .scrollView else { throw Interpreter.notAScrollView(view, name, range) }
            switch name {
            case "contentOffset": return .point(contentOffset(v, layout))
            case "contentInset": return .insets(view.scroll.contentInset)
            case "adjustedContentInset": return .insets(adjustedContentInset(v, layout))
            case "contentInsetAdjustmentBehavior": return .enumCase(view.scroll.insetAdjustment.rawValue)
            case "contentSize": return .size(laidOut.contentSize(v) ?? Size(width: 0, height: 0))
            default: return .bool(name == "alwaysBounceVertical" ? view.scroll.alwaysBounces.vertical : view.scroll.alwaysBounces.horizontal)
            }
        case "translatesAutoresizingMaskIntoConstraints": return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "font": return .font(IntrinsicSize.fontSize(view), bold: view.text.isBold)
        case "intrinsicContentSize":
            let s = IntrinsicSize.of(view, width: nil, scale: layout.device.scale)
            return .size(Size(width: s.horizontal.length ?? -1, height: s.vertical.length ?? -1))
        case "items": return .array(view.box.items.map(Value.boxItem))
        case "image" where view.kind == .imageView: return view.image.map(Value.image) ?? .null
        case "attributedText" where view.kind.hasText:
            guard let string = view.text.string else { return .null }
            return .attributedText(AttributedText(string: string, font: (IntrinsicSize.fontSize(view), view.text.isBold)))
        case "configuration" where view.kind == .button: return view.buttonConfiguration.map(Value.buttonConfiguration) ?? .null
        case "autoresizingMask":
            return .array(AutoresizingMask.named.filter { view.autoresizingMask.contains($0.1) }.map { .enumCase($0.0) })
        case "tableHeaderView" where view.table != nil, "tableFooterView" where view.table != nil:
            let kind: TableSupplement = name == "tableHeaderView" ? .header : .footer
            return view.subviews.first { layout[$0].tableSupplement == kind }.map(Value.view) ?? .null
        default: if let value = tableMember(view, name) { return value }
        }
        if Interpreter.builtInCellContent.contains(name), isTableViewCell(v, layout) {
            try useBuiltInContent(of: v, name, range, &layout)
            return .opaque(Interpreter.builtInContentValue)
        }
        if Interpreter.ignoredProperties.contains(name) {
            return ignoredValues[IgnoredProperty(view: v, name: name)] ?? Interpreter.ignoredDefaults[name] ?? .opaque(name)
        }
        try unmodelled(name, of: view.kind, "member", range)
        return .opaque(name)
    }

    /// A UIKit member layoutsh does not model. A near miss of a name it
    /// knows is a typo, and an error (`numberOfLine`); anything else is
    /// UIKit API that does not change layout here, noted once and ignored.
    mutating func unmodelled(_ name: String, of kind: ViewKind, _ what: String, _ range: SourceRange) throws(LanguageError) {
        let known = Array(Interpreter.anchorNames.keys) + Array(ViewMembers.properties) + Array(Interpreter.ignoredProperties)
            + Array(ViewMembers.methods) + Array(Interpreter.inertViewMethods)
        if let suggestion = closest(to: name, among: known), suggestion != name {
            throw LanguageError("value of type \(kind.rawValue) has no \(what) '\(name)'", range, hint: "did you mean '\(suggestion)'?")
        }
        noteIgnored(name)
    }

    /// Swift 2 named Boolean properties without `is` (`hidden`, `pagingEnabled`).
    static let swift2PropertyNames: [String: String] = [
        "hidden": "isHidden", "selected": "isSelected", "enabled": "isEnabled", "highlighted": "isHighlighted",
        "pagingEnabled": "isPagingEnabled", "scrollEnabled": "isScrollEnabled", "secureTextEntry": "isSecureTextEntry",
        "userInteractionEnabled": "isUserInteractionEnabled", "opaque": "isOpaque", "on": "isOn",
        "layoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement",
        "baselineRelativeArrangement": "isBaselineRelativeArrangement", "editable": "isEditable",
        "multipleTouchEnabled": "isMultipleTouchEnabled", "exclusiveTouch": "isExclusiveTouch",
    ]

    /// Whether a view is a table or collection view cell (or a header or
    /// footer): its `contentView` fills it, so layoutsh lays its content
    /// out in the cell itself, at the same coordinates.
    func isCell(_ v: ViewID, _ layout: Layout) -> Bool {
        isView(v, ofAnyOf: ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
                            "UIVisualEffectView"], layout)
    }

    /// Whether view `v` is of one of the UIKit `classes`, or of a declared
    /// subclass of one. A UIKit class made as it is
    /// (`UIVisualEffectView(effect:)`) has no object of its own.
    func isView(_ v: ViewID, ofAnyOf classes: Set<String>, _ layout: Layout) -> Bool {
        guard let object = viewObjects[v] else { return classes.contains(layout[v].typeName) }
        return module.ancestry(of: objects[object.index].typeName).contains { classes.contains($0) }
    }

    /// The error for a scroll view's member asked of another view.
    static func notAScrollView(_ view: View, _ member: String, _ range: SourceRange) -> LanguageError {
        LanguageError("\(view.name) is a \(view.kind.rawValue), not a UIScrollView: it has no \(member)", range)
    }

    func itemMember(_ item: LayoutItem, _ name: String, _ range: SourceRange) throws(LanguageError) -> Value {
        if let attribute = Interpreter.anchorNames[name] { return .anchor(Anchor(item, attribute)) }
        if name == "snp" { return .snp(item) }
        if name.hasPrefix("snp_"), let attributes = SnapKitNames.attributes(String(name.dropFirst(4))) {
            return .snpAttributes(item, attributes)
        }
        if name == "identifier" { return .opaque("identifier") }
        throw LanguageError("a layout guide has no member '\(name)'", range)
    }

    /// Sets a property of `v.keyboardLayoutGuide`: `usesBottomSafeArea`
    /// places it; the keyboard's other settings only matter while it shows,
    /// and layoutsh shows none.
    mutating func setKeyboardGuideProperty(_ v: ViewID, _ name: String, _ value: Value, _ range: SourceRange,
                                           _ layout: inout Layout) throws(LanguageError) {
        switch name {
        case "usesBottomSafeArea":
            guard case .bool(let b) = value else {
                throw LanguageError("usesBottomSafeArea must be true or false, not \(value.kindName)", range)
            }
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.keyboardGuideUsesBottomSafeArea = b } }
        case "followsUndockedKeyboard", "keyboardDismissPadding", "identifier":
            noteIgnored("keyboardLayoutGuide.\(name)")
        default:
            throw LanguageError("a keyboard layout guide has no property '\(name)'", range)
        }
    }

    /// A constraint's `firstItem` or `secondItem`: the view, or the guide.
    static func itemValue(_ item: LayoutItem) -> Value {
        if case .view(let v) = item { return .view(v) }
        return .item(item)
    }

    /// `CGFloat.greatestFiniteMagnitude`, `.pi`, `Int.max` and the like
    /// (`type` nil: a leading-dot member where a number is expected, as in
    /// `CGSize(width: 100, height: .greatestFiniteMagnitude)`).
    static func numericStatic(_ name: String, of type: String?) -> Double? {
        let isFloat = type == "Float"
        switch name {
        case "greatestFiniteMagnitude": return isFloat ? Double(Float.greatestFiniteMagnitude) : .greatestFiniteMagnitude
        case "leastNonzeroMagnitude": return isFloat ? Double(Float.leastNonzeroMagnitude) : .leastNonzeroMagnitude
        case "leastNormalMagnitude": return isFloat ? Double(Float.leastNormalMagnitude) : .leastNormalMagnitude
        case "infinity": return .infinity
        case "pi": return .pi
        case "max" where type == "Int": return Double(Int.max)
        case "min" where type == "Int": return Double(Int.min)
        default: return nil
        }
    }

    func builtinTypeMember(_ type: String, _ name: String, _ range: SourceRange, _ layout: Layout) throws(LanguageError) -> Value {
        switch (type, name) {
        case ("UIScreen", "main"): return .type("UIScreen.main")
        case ("UIScreen.main", "bounds"):
            let s = layout.device.viewportSize
            return .rect(Rect(x: 0, y: 0, width: s.width, height: s.height))
        case ("UIScreen.main", "scale"): return .number(layout.device.scale)
        case (_, "noIntrinsicMetric"): return .number(-1)
        case ("UILayoutPriority", _):
            if let p = SnapKitNames.priority(name) { return .priority(p) }
        case ("UIStackView", "spacingUseDefault"): return .number(Double(Float.greatestFiniteMagnitude))
        case ("UIStackView", "spacingUseSystem"): return .number(8)
        case ("UIEdgeInsets", "zero"), ("NSDirectionalEdgeInsets", "zero"): return .insets(.zero)
        case ("CGSize", "zero"): return .size(.zero)
        case ("CGPoint", "zero"): return .point(.zero)
        case ("CGRect", "zero"): return .rect(.zero)
        case (_, "self"): return .type(type)  // `UILabel.self`
        case ("UIView", "noIntrinsicMetric"): return .number(-1)
        case ("UIView", "layoutFittingCompressedSize"): return .size(.zero)
        case ("UIView", "layoutFittingExpandedSize"): return .size(Interpreter.expandedFittingSize)
        case ("UIDevice", "current"): return .type("UIDevice.current")
        case ("UIDevice.current", "userInterfaceIdiom"): return .enumCase(layout.device.isPad ? "pad" : "phone")
        case ("UIDevice.current", "orientation"), ("UIApplication.shared", "statusBarOrientation"):
            return orientationMember(type, name, layout) ?? .null
        case ("UITableView", "automaticDimension"): return .number(Interpreter.automaticDimension)
        case ("CGFloat", _), ("Double", _), ("Float", _), ("Int", _):
            if let n = Interpreter.numericStatic(name, of: type) { return .number(n) }
        default: break
        }
        if Interpreter.enumNamespaces.contains(type) || Interpreter.optionSetTypes.contains(type) {
            return .enumCase(Interpreter.normalizedCase(name))
        }
        if let first = name.first, first.isUppercase, Interpreter.knownTypes.contains(type) || Interpreter.enumNamespaces.contains("\(type).\(name)")
            || Interpreter.optionSetTypes.contains("\(type).\(name)") {
            // `NSLayoutConstraint.Attribute`, `UIStackView.Distribution`: a nested type.
            return .type("\(type).\(name)")
        }
        if Interpreter.inertTypes.contains(type) || type.hasPrefix("UIView.") { return .opaque("\(type).\(name)") }
        if Interpreter.modelledTypes.contains(type) {
            throw LanguageError("\(type) has no member '\(name)' here", range,
                                hint: closest(to: name, among: Interpreter.modelledTypeMembers).map { "did you mean '\($0)'?" })
        }
        // A static of UIKit that layoutsh does not model (`UIResponder.keyboardWillShowNotification`,
        // `UIApplication.shared`): of no effect on layout.
        return .opaque("\(type).\(name)")
    }

    /// Types whose statics layoutsh models: an unknown one is a typo there.
    static let modelledTypes: Set<String> = [
        "UIScreen.main", "UILayoutPriority", "CGSize", "CGPoint", "CGRect", "UIEdgeInsets", "NSDirectionalEdgeInsets",
    ]
    static let modelledTypeMembers = ["main", "bounds", "scale", "zero", "required", "defaultHigh", "defaultLow", "fittingSizeLevel"]

    /// UIKit's enums whose members are cases, under their Swift 5 and Swift 2–4 names.
    static let enumNamespaces: Set<String> = [
        "NSLayoutConstraint.Attribute", "NSLayoutConstraint.Relation", "NSLayoutConstraint.Axis", "NSLayoutAttribute",
        "NSLayoutRelation", "UILayoutConstraintAxis", "UIStackView.Distribution", "UIStackView.Alignment",
        "UIStackViewDistribution", "UIStackViewAlignment", "UIFont.Weight", "UIFontWeight", "UIFont.TextStyle",
        "UIFontTextStyle", "UIButton.ButtonType", "UIButtonType", "UIControl.State", "UIControlState", "UIContentSizeCategory",
        "UIControl.ContentHorizontalAlignment", "NSTextAlignment", "UIView.ContentMode", "UIViewContentMode",
        "UIScrollView.ContentInsetAdjustmentBehavior", "UITextField.BorderStyle", "UITextBorderStyle",
        "NSLineBreakMode", "UIUserInterfaceSizeClass", "UIAxis", "NSLayoutConstraint.FormatOptions", "NSLayoutFormatOptions",
        "NSAttributedString.Key", "NSAttributedStringKey",
    ]
}
