import LayoutModel
import Cassowary

/// Assignments: variables, view properties, constraint properties.
extension Interpreter {
    mutating func setConstraintProperty(_ id: ConstraintID, _ name: String, _ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        switch (name, value) {
        case ("isActive", .bool(let b)), ("active", .bool(let b)): try setActive([id], b, range, &layout)
        case ("constant", .number(let n)): try layoutCall(range) { () throws(LayoutError) in try layout.setConstant(id, n) }
        case ("priority", _):
            let p = try priority(value, range)
            guard let priority = Priority(p) else { throw LanguageError("invalid priority", range) }
            try layoutCall(range) { () throws(LayoutError) in try layout.setPriority(id, priority) }
        case ("identifier", .string(let s)): try layoutCall(range) { () throws(LayoutError) in try layout.setIdentifier(id, s) }
        default: throw LanguageError("cannot set NSLayoutConstraint.\(name) to \(value.kindName)", range)
        }
    }

    /// `.zero` given to a property, as the property's type makes it: Swift
    /// infers the type from the property (`layoutMargins = .zero` is
    /// `UIEdgeInsets.zero`, `frame = .zero` `CGRect.zero`). Other values as given.
    static func zeroOfProperty(_ name: String, _ value: Value) -> Value {
        guard case .enumCase("zero") = value else { return value }
        switch name {
        case "frame", "bounds": return .rect(.zero)
        case "contentOffset", "center", "origin": return .point(.zero)
        case "contentSize", "preferredContentSize", "size", "itemSize", "estimatedItemSize": return .size(.zero)
        case "spacing", "constant", "minimumLineSpacing", "minimumInteritemSpacing", "imagePadding", "titlePadding": return .number(0)
        default:
            return name.hasSuffix("Inset") || name.hasSuffix("Insets") || name.hasSuffix("Margins") ? .insets(.zero) : value
        }
    }

    /// Sets a layout property of a view; properties that do not affect
    /// layout are noted once and ignored; unknown names are errors.
    mutating func setProperty(_ v: ViewID, _ name: String, _ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        let kind = layout[v].kind
        let name = Interpreter.swift2PropertyNames[name] ?? name
        let value = Interpreter.zeroOfProperty(name, value)
        func wrong(_ expected: String) -> LanguageError {
            LanguageError("\(name) must be \(expected), not \(value.kindName)", range)
        }
        func change(_ body: (inout View) -> Void) throws(LanguageError) {
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { body(&$0) } }
        }
        if Interpreter.builtInCellContent.contains(name), isTableViewCell(v, layout) {
            try useBuiltInContent(of: v, name, range, &layout)
            return
        }
        if name == "dataSource", layout[v].table != nil, case .object = value {
            tableSources[v] = value
            return
        }
        switch name {
        case "translatesAutoresizingMaskIntoConstraints", "isHidden", "isLayoutMarginsRelativeArrangement",
             "isBaselineRelativeArrangement", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins":
            guard case .bool(let b) = value else { throw wrong("true or false") }
            try change { view in
                switch name {
                case "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints = b
                case "isHidden": view.isHidden = b
                case "isLayoutMarginsRelativeArrangement": view.stack.isLayoutMarginsRelativeArrangement = b
                case "isBaselineRelativeArrangement": view.stack.isBaselineRelativeArrangement = b
                case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = b
                default: view.preservesSuperviewLayoutMargins = b
                }
            }
        case "frame":
            guard case .rect(let r) = value else { throw wrong("a CGRect") }
            framesSet.insert(v)
            if v == layout.root {
                // A playground's `vc.view.frame = …`, a `loadView`'s
                // `view.frame = UIScreen.main.bounds`: the screen decides.
                let screen = layout.device.viewportSize
                if r.width != screen.width || r.height != screen.height {
                    noteOnce("root frame", "note: view is the screen (\(SwiftLiteral.number(screen.width))×\(SwiftLiteral.number(screen.height))) "
                             + "and keeps its frame; `:device \(SwiftLiteral.number(r.width))x\(SwiftLiteral.number(r.height))` lays out on a screen of that size")
                }
                return
            }
            try change { $0.frame = r }
            try captureAutoresizingReference(v, range, &layout)
        case "center":
            // The frame moved to put its middle there, its size kept, as
            // UIKit's `center` setter moves `frame` (the root stays the screen).
            guard case .point(let c) = value else { throw wrong("a CGPoint") }
            if v == layout.root { return }
            let size = currentFrame(v, layout).size
            try change { $0.frame = Rect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height) }
            try captureAutoresizingReference(v, range, &layout)
        case "autoresizingMask":
            try setAutoresizingMask(v, value, range, &layout)
        case "rowHeight", "estimatedRowHeight", "separatorStyle":
            try setTableProperty(v, name, value, range, &layout)
        case "tableHeaderView", "tableFooterView":
            try setTableSupplement(v, name == "tableHeaderView" ? .header : .footer, value, range, &layout)
        case "text", "placeholder", "title":
            let text: String?
            switch value {
            case .string(let s): text = s
            case .null: text = nil
            case .opaque(let what):
                // A formatter's output, a localized string: text layoutsh cannot know.
                noteOnce("text from \(what)", "note: \(layout[v].name).\(name) comes from \(what), which layoutsh cannot run; it keeps its text")
                return
            default: throw wrong("a string")
            }
            try change { if name == "placeholder" { $0.text.placeholder = text } else { $0.text.string = text } }
        case "font":
            guard case .font(let size, let bold) = value else { throw wrong("a UIFont") }
            try change { $0.text.fontSize = size; $0.text.isBold = bold }
        case "numberOfLines":
            guard case .number(let n) = value, n >= 0, let lines = Interpreter.wholeNumber(n) else { throw wrong("a whole number ≥ 0") }
            try change { $0.text.numberOfLines = lines }
        case "preferredMaxLayoutWidth" where kind == .label:
            guard case .number(let n) = value, n.isFinite, n >= 0 else { throw wrong("a width ≥ 0") }
            try change { $0.text.preferredMaxLayoutWidth = n }
        case "axis":
            guard case .enumCase(let a) = value, let axis = axisNamed(a) else { throw wrong(".horizontal or .vertical (BoxView: .x or .y)") }
            try change { if kind == .boxView { $0.box.axis = axis } else { $0.stack.axis = axis } }
        case "alignment":
            guard case .enumCase(let a) = value else { throw wrong("a UIStackView.Alignment") }
            let aliases = ["top": "leading", "bottom": "trailing"]
            guard let alignment = StackConfiguration.Alignment(rawValue: aliases[a] ?? a) else {
                throw LanguageError("unknown alignment '.\(a)'", range, hint: "use .fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom or .lastBaseline")
            }
            try change { $0.stack.alignment = alignment }
        case "distribution":
            guard case .enumCase(let d) = value, let distribution = StackConfiguration.Distribution(rawValue: d) else {
                throw LanguageError("unknown distribution \(value.kindName)", range, hint: "use .fill, .fillEqually, .fillProportionally, .equalSpacing or .equalCentering")
            }
            try change { $0.stack.distribution = distribution }
        case "spacing":
            guard case .number(let n) = value else { throw wrong("a number") }
            try change { if kind == .boxView { $0.box.spacing = n } else { $0.stack.spacing = n } }
        case "layoutMargins", "directionalLayoutMargins", "contentEdgeInsets", "insets":
            guard case .insets(let i) = value else { throw wrong("insets") }
            try change { view in
                switch name {
                case "contentEdgeInsets": view.contentEdgeInsets = i
                case "insets": view.box.insets = i
                default: view.layoutMargins = i
                }
            }
        case "contentOffset", "contentInset", "contentInsetAdjustmentBehavior", "alwaysBounceVertical", "alwaysBounceHorizontal":
            guard kind == .scrollView else { throw Interpreter.notAScrollView(layout[v], name, range) }
            try setScrollProperty(name, value, wrong, change)
        case "intrinsicContentSize":
            guard case .size(let s) = value else { throw wrong("a CGSize") }
            let metric: (Double) -> IntrinsicMetric = { $0 < 0 ? .none : .length($0) }
            try change { $0.intrinsicOverride = AxisPair(metric(s.width), metric(s.height)) }
        case "items", "optItems":
            guard case .array(let values) = value else { throw wrong("an array of BoxItems") }
            var items: [BoxItem] = []
            for item in values {
                switch item {
                case .boxItem(let i): items.append(i)
                case .null where name == "optItems": continue
                default: throw LanguageError("items must be BoxItems (view.boxed), found \(item.kindName)", range)
                }
            }
            try layoutCall(range) { () throws(LayoutError) in try layout.setBoxItems(items, of: v) }
        case "contentSize" where kind == .scrollView && layout[v].textView == nil:
            guard case .size(let size) = value else { throw wrong("a CGSize") }
            try change { $0.scroll.contentSize = size }
        case "contentSize":
            note("note: a text view's contentSize comes from its text; ignored")
        case "isScrollEnabled" where layout[v].textView != nil:
            guard case .bool(let b) = value else { throw wrong("true or false") }
            try change { $0.textView?.isScrollEnabled = b }
        case "textContainerInset" where layout[v].textView != nil:
            guard case .insets(let i) = value else { throw wrong("a UIEdgeInsets") }
            try change { $0.textView?.textContainerInset = i }
        case "image" where kind == .imageView:
            try setImage(v, "image", value, state: nil, range, &layout)
        case "attributedText" where kind == .label || kind == .textField, "attributedPlaceholder" where kind == .textField:
            try setAttributedText(v, placeholder: name == "attributedPlaceholder", value, range, &layout)
        case "configuration" where kind == .button:
            try setButtonConfiguration(v, value, range, &layout)
        case "borderStyle" where kind == .textField:
            guard case .enumCase(let style) = value, ["none", "line", "bezel", "roundedRect"].contains(style) else {
                throw wrong(".none, .line, .bezel or .roundedRect")
            }
            try change { $0.hasRoundedBorder = style == "roundedRect" }
        case "style" where kind == .activityIndicator, "activityIndicatorViewStyle" where kind == .activityIndicator:
            guard case .enumCase(let style) = value, ["medium", "large", "gray", "white", "whiteLarge"].contains(style) else {
                throw wrong(".medium or .large")
            }
            try change { $0.isLargeIndicator = style == "large" || style == "whiteLarge" }
        default:
            if Interpreter.ignoredProperties.contains(name) {
                noteIgnored(name)
                ignoredValues[IgnoredProperty(view: v, name: name)] = value
                return
            }
            try unmodelled(name, of: kind, "property", range)
        }
    }

    /// `contentOffset`, `contentInset`, `contentInsetAdjustmentBehavior`
    /// and `alwaysBounce…` of a scroll view.
    private func setScrollProperty(_ name: String, _ value: Value, _ wrong: (String) -> LanguageError,
                                   _ change: ((inout View) -> Void) throws(LanguageError) -> Void) throws(LanguageError) {
        switch (name, value) {
        case ("contentOffset", .point(let p)): try change { $0.scroll.offset = p }
        case ("contentOffset", _): throw wrong("a CGPoint")
        case ("contentInset", .insets(let i)): try change { $0.scroll.contentInset = i }
        case ("contentInset", _): throw wrong("a UIEdgeInsets")
        case ("contentInsetAdjustmentBehavior", .enumCase(let c)):
            guard let behavior = ScrollConfiguration.InsetAdjustment(rawValue: c) else { throw wrong(".automatic, .scrollableAxes, .never or .always") }
            try change { $0.scroll.insetAdjustment = behavior }
        case ("contentInsetAdjustmentBehavior", _): throw wrong(".automatic, .scrollableAxes, .never or .always")
        case (_, .bool(let b)): try change { if name == "alwaysBounceVertical" { $0.scroll.alwaysBounces.vertical = b } else { $0.scroll.alwaysBounces.horizontal = b } }
        default: throw wrong("true or false")
        }
    }
}
