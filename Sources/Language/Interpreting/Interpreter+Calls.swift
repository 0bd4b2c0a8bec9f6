import LayoutModel
import Cassowary

/// Calls: initializers, methods, SnapKit blocks, user functions.
extension Interpreter {
    /// Arguments evaluated, with their labels.
    struct Arguments {
        var values: [Value] = []
        var labels: [String?] = []
        var ranges: [SourceRange] = []
        /// The trailing closure (or SnapKit 0.x's `closure:`), for blocks that run it.
        var closure: ClosureValue?

        func value(_ label: String?) -> Value? {
            labels.firstIndex(of: label).map { values[$0] }
        }
        var count: Int { values.count }
    }

    mutating func call(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let isStatementCall = statementCall == range
        var args = Arguments()
        for a in arguments {
            let v = try evaluate(a.value, &layout)
            if case .closure(let c) = v, a.label == nil || a.label == "closure", args.closure == nil, case .closure = a.value {
                args.closure = c  // SnapKit 0.x: snp_makeConstraints(closure:)
            }
            args.values.append(v)
            args.labels.append(a.label)
            args.ranges.append(a.value.range)
        }
        recoversNextCall = isStatementCall
        defer { recoversNextCall = false }
        switch callee {
        case .identifier(let name, let nameRange):
            if let v = lookup(name) { return try callValue(v, args, range, &layout) }
            if name == "super" || name == "self", frame.selfValue != nil {
                // `self.init(…)` in a convenience initializer.
                return try superCall("init", args, range, &layout)
            }
            if let selfValue = frame.selfValue, let (f, typeName) = declaredMethod(name, of: selfValue, labels: args.labels, layout) {
                return try invoke(f, self: selfValue, type: typeName, args, range, &layout)
            }
            if let typeName = frame.typeName, let overloads = module.types[typeName]?.staticMethods[name],
               let f = Interpreter.overload(overloads, args.labels) {
                return try invoke(f, self: .type(typeName), type: typeName, args, range, &layout)
            }
            if let overloads = module.functions[name] {
                guard let f = Interpreter.overload(overloads, args.labels) else {
                    throw LanguageError("no function \(name)(\(args.labels.map { ($0 ?? "_") + ":" }.joined())) is declared", range,
                                        hint: "declared: " + overloads.map(\.signature).joined(separator: ", "))
                }
                return try invoke(f, self: nil, type: nil, args, range, &layout)
            }
            if let selfValue = frame.selfValue, hasMember(selfValue, name, layout) {
                return try method(selfValue, name, args, range, &layout)
            }
            if let declared = module.resolve(name, from: frame.typeName), module.types[declared]?.kind != nil {
                return try instantiate(declared, args, range, &layout)
            }
            if let extended = try extensionInitializer(name, args, range, &layout) { return extended }
            return try construct(name, args, nameRange, range, &layout)
        case .implicitMember(let name, _):
            return try implicitCall(name, args, range)
        case .member(let baseExpr, let name, _):
            if case .identifier("super", _) = baseExpr { return try superCall(name, args, range, &layout) }
            if case .identifier("self", _) = baseExpr, name == "init", let selfValue = frame.selfValue, let typeName = frame.typeName {
                // `self.init(frame: .zero)` in a convenience initializer: the class's own designated one.
                try runInitializer(typeName, on: selfValue, args, range, &layout)
                return .void
            }
            if case .identifier("self", _) = baseExpr, frame.selfValue == nil {
                return try call(.identifier(name, range), arguments, range, &layout)
            }
            let base = try evaluate(baseExpr, &layout)
            if Interpreter.mutatingCollectionMethods.contains(name), let (changed, result) = try mutated(base, name, args, range) {
                // `views.append(v)`: the changed collection goes back where it came from.
                try assign(baseExpr, changed, &layout, range)
                return result
            }
            return try method(base, name, args, range, &layout)
        case .array(let elements, _) where args.count == 0:
            // `[UIView]()`: an empty array (of the type written).
            _ = elements
            return .array([])
        case .dictionary(_, _) where args.count == 0:
            return .dictionary([])
        case .typeExpression(let type, _):
            if type.name == "Dictionary" { return .dictionary([]) }
            return .array([])
        default:
            return try callValue(try evaluate(callee, &layout), args, range, &layout)
        }
    }

    /// `UIStackView(axis: .vertical, views: […])`: an initializer an extension
    /// of a UIKit class declares. The view is made as UIKit makes it, then
    /// the initializer's body runs on it; nil when no such initializer fits.
    mutating func extensionInitializer(_ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value? {
        guard let inits = module.types[name]?.initializers, !inits.isEmpty, ViewKind(rawValue: name) != nil,
              let f = Interpreter.overload(inits.filter { $0.body != nil }, args.labels) else { return nil }
        let made = try construct(name, Arguments(), range, range, &layout)
        _ = try invoke(f, self: made, type: name, args, range, &layout)
        return made
    }

    /// Calls a value: a closure, a method named without its call, a type.
    mutating func callValue(_ v: Value, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        switch v {
        case .closure(let c): return try callClosure(c, args.values, range, &layout)
        case .boundMethod(let m):
            if let receiver = m.receiver { return try method(receiver, m.name, args, range, &layout) }
            if Interpreter.operatorFunctions.contains(m.name), args.count == 2 { return try binary(m.name, args.values[0], args.values[1], range) }
            if module.functions[m.name] == nil { return try construct(m.name, args, range, range, &layout) }
            guard let overloads = module.functions[m.name], let f = Interpreter.overload(overloads, args.labels) else {
                throw LanguageError("no function \(m.name) fits these arguments", range)
            }
            return try invoke(f, self: nil, type: nil, args, range, &layout)
        case .type(let name):
            if module.types[name]?.kind != nil { return try instantiate(name, args, range, &layout) }
            return try construct(name, args, range, range, &layout)
        case .opaque(let what): return .opaque(what + "()")
        default: throw LanguageError("\(v.kindName) cannot be called", range)
        }
    }

    /// `.all(16)`, `.init(top:…)` and other calls on an inferred type.
    func implicitCall(_ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
        if let font = try fontCall(name, args, range) { return font }
        switch name {
        case "all":
            guard case .number(let n)? = args.values.first else { throw LanguageError(".all needs a number", range) }
            return .insets(EdgeInsets(all: n))
        case "init":
            if args.value("top") != nil { return try makeInsets(args, range) }
            if args.value("width") != nil { return .size(Size(width: try number(args, "width", range), height: try number(args, "height", range))) }
            if args.value("x") != nil { return .point(Point(x: try number(args, "x", range), y: try number(args, "y", range))) }
            if let raw = args.value("rawValue") ?? args.values.first { return .priority(try priority(raw, range)) }
        default: break
        }
        // `.init(white: 0.2, alpha: 1)`, `.filled()`: a value of a type layoutsh does not model;
        // where layout needs a value (a font, insets), the property says what it expected.
        return .opaque(".\(name)(…)")
    }

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

    func number(_ args: Arguments, _ label: String?, _ range: SourceRange) throws(LanguageError) -> Double {
        guard let v = args.value(label) else { throw LanguageError("missing argument '\(label ?? "_")'", range) }
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
        // UIControl, UIPageControl, UITableView and the like lay out as the kind they build on.
        if let kind = ViewKind(rawValue: name) ?? Module.viewLikeClasses[name] {
            let id = try layoutCall(range) { () throws(LayoutError) -> ViewID in
                try layout.makeView(kind, name: "\(name)#\(layout.views.count)")
            }
            try configureNew(id, kind, args, range, &layout)
            return .view(id)
        }
        switch name {
        case "UILayoutGuide": return .item(.guide(layout.makeGuide(name: "guide\(layout.guideOwners.count)")))
        case "CGSize": return .size(Size(width: try number(args, "width", range), height: try number(args, "height", range)))
        case "CGPoint": return .point(Point(x: try number(args, "x", range), y: try number(args, "y", range)))
        case "CGRect":
            if case .point(let o)? = args.value("origin"), case .size(let s)? = args.value("size") { return .rect(Rect(x: o.x, y: o.y, width: s.width, height: s.height)) }
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
            guard let sequence = args.values.first else { return .array([]) }
            var items = try elements(of: sequence, range)
            if name == "Set" {
                var unique: [Value] = []
                for item in items where !unique.contains(where: { sameKey($0, item) }) { unique.append(item) }
                items = unique
            }
            return .array(items)
        case "String":
            guard let v = args.values.first else { return .string("") }
            return .string(describe(v, layout))
        case "max", "min":
            let ns = args.values.compactMap { v -> Double? in if case .number(let n) = v { return n } else { return nil } }
            guard ns.count == args.count, !ns.isEmpty else { throw LanguageError("\(name) needs numbers", range) }
            return .number(name == "max" ? (ns.max() ?? 0) : (ns.min() ?? 0))
        case "abs", "round", "ceil", "floor":
            guard case .number(let n)? = args.values.first else { throw LanguageError("\(name) needs a number", range) }
            switch name {
            case "abs": return .number(abs(n))
            case "round": return .number(n.rounded())
            case "ceil": return .number(n.rounded(.up))
            default: return .number(n.rounded(.down))
            }
        case "NSLayoutConstraint": return try classicConstraint(args, range, &layout)
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
            if Interpreter.inertTypes.contains(name) || Interpreter.inertFunctions.contains(name) { return .opaque(name) }
            let suggestion = closest(to: name, among: Array(Interpreter.knownTypes) + Array(module.functions.keys) + namesInScope
                                     + Array(module.types.keys))
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
        if kind == .boxView {
            // BoxView(axis:spacing:insets:) turns its own autoresizing off.
            if args.count > 0 { try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.translatesAutoresizingMaskIntoConstraints = false } } }
            if let axis = args.value("axis") { try setProperty(id, "axis", axis, range, &layout) }
            if let spacing = args.value("spacing") { try setProperty(id, "spacing", spacing, range, &layout) }
            if let insets = args.value("insets") { try setProperty(id, "insets", insets, range, &layout) }
        }
        if kind == .button, case .enumCase? = args.value("type") { }
    }
}
