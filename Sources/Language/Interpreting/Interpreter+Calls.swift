import LayoutModel
import Cassowary

/// Calls: initializers, methods, SnapKit blocks, user functions.
extension Interpreter {
    /// Arguments evaluated, with their labels.
    struct Arguments {
        var values: [Value]
        var labels: [String?]
        var ranges: [SourceRange]
        var closure: Closure?

        func value(_ label: String?) -> Value? {
            labels.firstIndex(of: label).map { values[$0] }
        }
        var count: Int { values.count }
    }

    mutating func call(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        var args = Arguments(values: [], labels: [], ranges: [], closure: nil)
        for a in arguments {
            if case .closure(let c, _) = a.value, a.label == nil || a.label == "closure" { args.closure = c; continue }  // SnapKit 0.x: snp_makeConstraints(closure:)
            args.values.append(try evaluate(a.value, &layout))
            args.labels.append(a.label)
            args.ranges.append(a.value.range)
        }
        switch callee {
        case .identifier(let name, let nameRange):
            if functions[name] != nil, lookup(name) == nil { return try callFunction(name, args.values, &layout, range) }
            if case .closure(let c)? = lookup(name) { return try callClosure(c, args.values, &layout) }
            return try construct(name, args, nameRange, range, &layout)
        case .implicitMember(let name, _):
            return try implicitCall(name, args, range)
        case .member(let baseExpr, let name, _):
            if case .identifier("super", _) = baseExpr { return .void }  // super.viewDidLoad()
            if case .identifier("self", _) = baseExpr, functions[name] != nil { return try callFunction(name, args.values, &layout, range) }
            let base = try evaluate(baseExpr, &layout)
            return try method(base, name, args, range, &layout)
        case .closure(let c, _):
            return try callClosure(c, args.values, &layout)
        default:
            throw LanguageError("this cannot be called", callee.range)
        }
    }

    mutating func callClosure(_ c: Closure, _ values: [Value], _ layout: inout Layout) throws(LanguageError) -> Value {
        try withScope { (me: inout Interpreter) throws(LanguageError) -> Value in
            for (i, v) in values.enumerated() { me.define(i < c.parameters.count ? c.parameters[i] : "$\(i)", v) }
            try me.executeBlock(c.body, &layout)
            defer { me.returning = nil }
            return me.returning ?? .void
        }
    }

    /// `.all(16)`, `.init(top:…)` and other calls on an inferred type.
    func implicitCall(_ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
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
        throw LanguageError("unknown '.\(name)(…)'", range)
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
        // UIControl lays out as a plain view (no intrinsic size).
        if let kind = ViewKind(rawValue: name) ?? (name == "UIControl" ? .view : nil) {
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
            guard case .number(let n)? = args.values.first else { throw LanguageError("\(name)(…) needs a number", range) }
            return .number(name == "Int" ? n.rounded(.towardZero) : n)
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
        case "UIColor", "UIImage", "UITapGestureRecognizer", "UIPanGestureRecognizer":
            return .opaque(name)
        case "print", "debugPrint", "assert", "precondition": return .void
        default:
            let suggestion = closest(to: name, among: Array(Interpreter.knownTypes) + Array(functions.keys) + namesInScope)
            throw LanguageError("cannot find '\(name)' in scope", nameRange, hint: suggestion.map { "did you mean '\($0)'?" })
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
