import LayoutModel
import Cassowary

/// Values UIKit's and Core Graphics' initializers and functions make:
/// views, geometry, fonts, priorities, `NSLayoutConstraint(item:…)`.
extension Interpreter {
    /// `.all(16)`, `.init(top:…)` and other calls on an inferred type.
    func implicitCall(_ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
        if let value = enumCaseWithValues(name, in: nil, args) { return value }
        if let font = try fontCall(name, args, range) { return font }
        if let configuration = Interpreter.buttonConfiguration(name, args) { return configuration }
        switch name {
        case "all":
            guard case .number(let n)? = args.values.first else { throw LanguageError(".all needs a number", range) }
            return .insets(EdgeInsets(all: n))
        case "init":
            if args.value("top") != nil { return try makeInsets(args, range) }
            if args.value("x") != nil, args.value("width") != nil {
                return .rect(Rect(x: try number(args, "x", range), y: try number(args, "y", range),
                                  width: try number(args, "width", range), height: try number(args, "height", range)))
            }
            if args.value("width") != nil { return .size(Size(width: try number(args, "width", range), height: try number(args, "height", range))) }
            if args.value("x") != nil { return .point(Point(x: try number(args, "x", range), y: try number(args, "y", range))) }
            // `.init(750)`: a priority; `.init(widthDimension: …, heightDimension: …)` is not.
            if let raw = args.value("rawValue") ?? (args.count == 1 ? args.value(nil) : nil) { return .priority(try priority(raw, range)) }
        default: break
        }
        // `.init(white: 0.2, alpha: 1)`: a value of a type layoutsh does not model;
        // where layout needs a value (a font, insets), the property says what it expected.
        return .opaque(".\(name)(…)")
    }

    /// The layouts a collection view places its items by, which layoutsh
    /// does not model.
    static let collectionLayouts: Set<String> = [
        "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout", "UICollectionViewLayout",
    ]

    /// UIKit classes whose intrinsic content size UIKit works out from
    /// their contents and style, and layoutsh does not model: laid out as
    /// plain views, they have none.
    static let unknownOwnSize: Set<String> = [
        "UIPageControl", "UIDatePicker", "UIPickerView", "UISearchBar", "UINavigationBar", "UIToolbar", "UITabBar",
    ]

    /// A font by a `UIFont` method or static: `systemFont(ofSize:weight:)`,
    /// `boldSystemFont(ofSize:)`, Swift 2's `systemFontOfSize(_:)`,
    /// `preferredFont(forTextStyle:)` (Dynamic Type at its default size,
    /// Large); nil if `name` is none of them.
    func fontCall(_ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value? {
        let sized = ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont"]
        let legacy = ["systemFontOfSize": "systemFont", "boldSystemFontOfSize": "boldSystemFont", "italicSystemFontOfSize": "italicSystemFont"]
        if let modern = legacy[name] {
            guard case .number(let size)? = args.values.first else { throw LanguageError("\(name) needs a size", range) }
            return .font(size, bold: modern == "boldSystemFont")
        }
        if sized.contains(name) {
            guard case .number(let size)? = args.value("ofSize") else { throw LanguageError("\(name) needs ofSize:", range) }
            var bold = name == "boldSystemFont"
            if case .enumCase(let w)? = args.value("weight") {
                bold = ["bold", "semibold", "heavy", "black"].contains(Interpreter.normalizedCase(w))
            }
            return .font(size, bold: bold)
        }
        if name == "preferredFont" || name == "preferredFontForTextStyle" {
            let sizes: [String: Double] = ["largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
                                           "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11]
            var style: String?
            switch args.values.first {
            case .enumCase(let s)?: style = s
            case .string(let s)?: style = s.hasPrefix("UICTFontTextStyle") ? String(s.dropFirst(17)) : s  // Swift 2: UIFontTextStyleBody
            case .opaque(let s)?: style = s.split(separator: ".").last.map(String.init)
            default: break
            }
            guard let raw = style, let size = sizes[Interpreter.normalizedCase(raw)] else {
                throw LanguageError("preferredFont needs a text style", range, hint: "e.g. UIFont.preferredFont(forTextStyle: .body)")
            }
            return .font(size, bold: Interpreter.normalizedCase(raw) == "headline")
        }
        return nil
    }

    /// `UIFont(name: "Avenir-Heavy", size: 18)`, `UIFont(descriptor:size:)`:
    /// the font UIKit has by that name, measured here as the system font of
    /// that size (layoutsh has the system font's metrics only), bold when
    /// the name says so; noted once a font name.
    mutating func namedFont(_ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
        let size = try number(args, "size", range)
        guard case .string(let name)? = args.value("name") else {
            noteOnce("font descriptor", "note: a font from a descriptor is measured as the system font of its size")
            return .font(size, bold: false)
        }
        let bold = ["bold", "heavy", "black", "semibold", "demi"].contains { name.lowercased().contains($0) }
        noteOnce("font \(name)", "note: UIFont(name: \"\(name)\") is measured as the \(bold ? "bold " : "")system font of the same size; layoutsh knows no other font's metrics")
        return .font(size, bold: bold)
    }

    func number(_ args: Arguments, _ label: String?, _ range: SourceRange) throws(LanguageError) -> Double {
        guard let v = args.value(label) else { throw LanguageError("missing argument '\(label ?? "_")'", range) }
        if case .enumCase(let name) = v, let n = Interpreter.numericStatic(name, of: nil) { return n }
        guard case .number(let n) = v else { throw LanguageError("'\(label ?? "_")' must be a number, not \(v.kindName)", range) }
        return n
    }

    func makeInsets(_ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
        let leading = args.value("leading") != nil
        return .insets(EdgeInsets(top: try number(args, "top", range), left: try number(args, leading ? "leading" : "left", range),
                                  bottom: try number(args, "bottom", range), right: try number(args, leading ? "trailing" : "right", range)))
    }

    /// `UIView()`, `CGSize(width:height:)`, `NSLayoutConstraint(item:…)`, `max(a, b)`…
    mutating func construct(_ name: String, _ args: Arguments, _ nameRange: SourceRange, _ range: SourceRange,
                            _ layout: inout Layout) throws(LanguageError) -> Value {
        let name = Interpreter.typeAliases[name] ?? name
        // UIControl, UIPageControl, UITableView and the like lay out as the kind they build on.
        if let kind = ViewKind(rawValue: name) ?? Module.viewLikeClasses[name] {
            let id = try layoutCall(range) { () throws(LayoutError) -> ViewID in
                try layout.makeView(kind, name: "\(name)#\(layout.views.count)")
            }
            try configureNew(id, kind, args, range, &layout)
            if name != kind.rawValue {
                try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.uikitClass = name } }
            }
            if Interpreter.unknownOwnSize.contains(name) {
                noteOnce("size of \(name)", "note: UIKit gives a \(name) a size of its own, which layoutsh does not know: "
                         + "here only constraints or its frame size it")
            }
            // A table view bounces vertically however short it is, so its
            // content is inset by the safe area from the start.
            if name == "UITableView" {
                try setProperty(id, "alwaysBounceVertical", .bool(true), range, &layout)
                try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.table = TableConfiguration() } }
            }
            // Kept to be read back: `collectionView.collectionViewLayout as? UICollectionViewFlowLayout`.
            if name == "UICollectionView", let given = args.value("collectionViewLayout") {
                ignoredValues[IgnoredProperty(view: id, name: "collectionViewLayout")] = given
            }
            if name == "UITextView" {
                try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.textView = TextViewConfiguration() } }
            }
            return .view(id)
        }
        switch name {
        case "UILayoutGuide": return .item(.guide(layout.makeGuide(name: "guide\(layout.guideOwners.count)")))
        case _ where Interpreter.formatOptionsTypes.contains(name): return try Interpreter.formatOptions(args, range)
        case _ where Interpreter.attributedTextTypes.contains(name): return Interpreter.makeAttributedText(args) ?? .opaque(name)
        case _ where Module.viewControllerClasses.contains(name):
            // `UIViewController()`, `UINavigationController(rootViewController:)`,
            // `UIHostingController(rootView:)`: a controller whose view is a plain
            // view, made when first read (`childView`), as a child's is.
            if name == "UIHostingController" {
                noteOnce("hosting", "note: a UIHostingController's view is laid out as a plain view: the size of its SwiftUI content is not known here")
            }
            var made = Object(typeName: name, view: nil)
            if name == "UINavigationController", let root = args.value("rootViewController") { made.properties[Interpreter.rootControllerKey] = root }
            objects.append(made)
            return .object(ObjectID(index: objects.count - 1))
        // `CGRect()`, `CGSize()`, `CGPoint()`: Swift's zero, as old code makes frames.
        case "CGSize" where args.count == 0: return .size(.zero)
        case "CGPoint" where args.count == 0: return .point(.zero)
        case "CGRect" where args.count == 0: return .rect(.zero)
        case "CGSize": return .size(Size(width: try number(args, "width", range), height: try number(args, "height", range)))
        case "CGPoint": return .point(Point(x: try number(args, "x", range), y: try number(args, "y", range)))
        case "CGRect":
            // `CGRect(origin: .zero, size: s)`: `.zero` reaches here as a case of no type yet.
            let origin: Point?, size: Size?
            switch args.value("origin") { case .point(let p)?: origin = p; case .enumCase("zero")?: origin = .zero; default: origin = nil }
            switch args.value("size") { case .size(let s)?: size = s; case .enumCase("zero")?: size = .zero; default: size = nil }
            if let o = origin, let s = size { return .rect(Rect(x: o.x, y: o.y, width: s.width, height: s.height)) }
            return .rect(Rect(x: try number(args, "x", range), y: try number(args, "y", range),
                              width: try number(args, "width", range), height: try number(args, "height", range)))
        case "UIEdgeInsets", "NSDirectionalEdgeInsets":
            if args.count == 0 { return .insets(.zero) }
            return try makeInsets(args, range)
        case "UILayoutPriority":
            guard let raw = args.value("rawValue") ?? args.values.first else { throw LanguageError("UILayoutPriority needs a value", range) }
            return .priority(try priority(raw, range))
        case "CGFloat", "Double", "Float", "Int":
            switch args.values.first {
            case .number(let n)?: return .number(name == "Int" ? n.rounded(.towardZero) : n)
            case .string(let s)?: return Double(s).map { .number(name == "Int" ? $0.rounded(.towardZero) : $0) } ?? .null
            default: throw LanguageError("\(name)(…) needs a number", range)
            }
        case "Array", "Set":
            if name == "Array", let repeated = try repeatedArray(args, range) { return repeated }
            guard let sequence = args.values.first else { return .array([]) }
            var items = try elements(of: sequence, range)
            if name == "Set" {
                var unique: [Value] = []
                for item in items where !unique.contains(where: { sameKey($0, item) }) { unique.append(item) }
                items = unique
            }
            return .array(items)
        case "String":
            return try makeString(args, range, layout)
        case "NSLocalizedString":
            return try localizedString(args, range)
        case "dispatch_get_main_queue":
            return .opaque("DispatchQueue.main")
        case "dispatch_async", "dispatch_after":
            // Swift 2's GCD: a block for the main queue runs when this statement ends, as
            // `DispatchQueue.main.async` does; one for another queue does not run (as `Task`).
            let queue = args.values.first { if case .opaque(let q) = $0 { return q.hasPrefix("DispatchQueue") } else { return false } }
            if case .opaque("DispatchQueue.main")? = queue, let block = args.closure { queuedBlocks.append(block) }
            return .void
        case "type" where args.labels == ["of"]:
            return .type(dynamicTypeName(of: args.values[0], layout))
        case "max", "min":
            let ns = args.values.compactMap { v -> Double? in if case .number(let n) = v { return n } else { return nil } }
            guard ns.count == args.count, !ns.isEmpty else { throw LanguageError("\(name) needs numbers", range) }
            return .number(name == "max" ? (ns.max() ?? 0) : (ns.min() ?? 0))
        case "NSLayoutConstraint": return try classicConstraint(args, range, &layout)
        case "UIImage": return makeImage(args, layout)
        case "UIFont" where args.value("size") != nil:
            return try namedFont(args, range)
        case "CGRectMake", "CGSizeMake", "CGPointMake", "UIEdgeInsetsMake":
            // Swift 2's Core Graphics and UIKit functions.
            let ns = args.values.compactMap { v -> Double? in if case .number(let n) = v { return n } else { return nil } }
            let needed = name == "CGRectMake" || name == "UIEdgeInsetsMake" ? 4 : 2
            guard ns.count == needed, args.count == needed else { throw LanguageError("\(name) needs \(needed) numbers", range) }
            switch name {
            case "CGRectMake": return .rect(Rect(x: ns[0], y: ns[1], width: ns[2], height: ns[3]))
            case "CGSizeMake": return .size(Size(width: ns[0], height: ns[1]))
            case "CGPointMake": return .point(Point(x: ns[0], y: ns[1]))
            default: return .insets(EdgeInsets(top: ns[0], left: ns[1], bottom: ns[2], right: ns[3]))
            }
        case "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMinX", "CGRectGetMaxX", "CGRectGetMidX",
             "CGRectGetMinY", "CGRectGetMaxY", "CGRectGetMidY":
            guard case .rect(let r)? = args.values.first else { throw LanguageError("\(name) needs a CGRect", range) }
            let values = ["Width": r.width, "Height": r.height, "MinX": r.minX, "MaxX": r.maxX, "MidX": r.minX + r.width / 2,
                          "MinY": r.minY, "MaxY": r.maxY, "MidY": r.minY + r.height / 2]
            return .number(values[String(name.dropFirst("CGRectGet".count))] ?? 0)
        case "fatalError":
            throw LanguageError("fatalError() was called", range, hint: "UIKit would stop the app here")
        case "zip":
            guard args.count == 2 else { throw LanguageError("zip needs two sequences", range) }
            let a = try elements(of: args.values[0], range), b = try elements(of: args.values[1], range)
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        case "stride":
            guard case .number(let from)? = args.value("from"), case .number(let by)? = args.value("by"), by != 0 else {
                throw LanguageError("stride needs from:, to: or through:, and a non-zero by:", range)
            }
            let through = args.value("through")
            guard case .number(let end)? = through ?? args.value("to") else { throw LanguageError("stride needs to: or through:", range) }
            var values: [Value] = []
            var x = from
            while (by > 0 ? (through != nil ? x <= end : x < end) : (through != nil ? x >= end : x > end)) && values.count <= Interpreter.maxIterations {
                values.append(.number(x))
                x += by
            }
            return .array(values)
        default:
            if let rect = try Interpreter.legacyRectFunction(name, args, range) { return rect }
            if let math = try Interpreter.mathFunction(name, args, range) { return math }
            if let publisher = Interpreter.combinePublisher(name, args) ?? Interpreter.rxPublisher(name, args) { return publisher }
            if let options = Interpreter.optionSet(name, args) { return options }
            if let diffable = makeDiffable(name, args) { return diffable }
            if name == "UIViewPropertyAnimator" { return makeAnimator(args) }
            if Interpreter.inertTypes.contains(name) || Interpreter.inertFunctions.contains(name) { return .opaque(name) }
            let suggestion = closest(to: name, among: Array(Interpreter.knownTypes) + Array(module.functions.keys) + namesInScope
                                     + Array(module.types.keys))
            // A type layoutsh knows but does not make this way is no typo of itself.
            if suggestion == name { throw LanguageError("layoutsh does not make a \(name) with these arguments", range) }
            if suggestion == nil, name.first?.isUppercase == true, !Interpreter.looksLikeAView(name) {
                noteUndeclared(name)
                return .opaque(name + "()")
            }
            throw Interpreter.notFound(name, nameRange, suggestion)
        }
    }

    /// Arguments of view initializers: `UIStackView(arrangedSubviews:)`,
    /// `UISegmentedControl(items:)`, `UIView(frame:)`, `BoxView(axis:spacing:insets:)`.
    mutating func configureNew(_ id: ViewID, _ kind: ViewKind, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        if case .rect(let r)? = args.value("frame") { try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.frame = r } } }
        if kind == .button, let configuration = args.value("configuration") { try setButtonConfiguration(id, configuration, range, &layout) }
        noteTableStyle(args)
        if kind == .segmentedControl, case .array(let items)? = args.value("items") {
            let titles = items.compactMap { v -> String? in if case .string(let s) = v { return s } else { return nil } }
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.segments = titles } }
        }
        if kind == .stackView, case .array(let views)? = args.value("arrangedSubviews") {
            for v in views {
                guard case .view(let child) = v else { throw LanguageError("arrangedSubviews must be views", range) }
                try layoutCall(range) { () throws(LayoutError) in try layout.addArrangedSubview(child, to: id) }
            }
        }
        // `UIImageView(image:)` sizes its frame to the image (Apple's
        // documentation of `init(image:)`).
        if kind == .imageView, let image = args.value("image") {
            try setImage(id, "image", image, state: nil, sizesFrame: true, range, &layout)
            if let size = layout[id].image?.size {
                try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.frame.size = size } }
            }
        }
        // `UIActivityIndicatorView(style: .large)` (Swift 4: `activityIndicatorStyle:`).
        if kind == .activityIndicator, let style = args.value("style") ?? args.value("activityIndicatorStyle") {
            try setProperty(id, "style", style, range, &layout)
        }
        if kind == .boxView {
            // BoxView(axis:spacing:insets:) turns its own autoresizing off.
            if args.count > 0 { try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.translatesAutoresizingMaskIntoConstraints = false } } }
            if let axis = args.value("axis") { try setProperty(id, "axis", axis, range, &layout) }
            if let spacing = args.value("spacing") { try setProperty(id, "spacing", spacing, range, &layout) }
            if let insets = args.value("insets") { try setProperty(id, "insets", insets, range, &layout) }
        }
    }
}
