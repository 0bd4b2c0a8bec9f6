import LayoutModel

/// Enum cases and leading-dot values: which declared enum's case, which
/// type's static, from what the code says of the type expected.
extension Interpreter {
    /// `.error(code: 503)` or `Banner.error(code: 503)`: a case with associated
    /// values of a declared enum (`type`, or the first declared with such a case).
    func enumCaseWithValues(_ name: String, in type: String?, _ args: Arguments) -> Value? {
        let candidates = type.map { [$0] } ?? module.declarationOrder
        for t in candidates where module.types[t]?.kind == .enum {
            guard let c = module.types[t]?.cases.first(where: { $0.name == name }), !c.associated.isEmpty else { continue }
            return .enumValue(EnumValue(type: t, name: name, rawValue: nil, associated: Interpreter.associatedValues(c, args)))
        }
        return nil
    }

    /// A case's associated values from a call's arguments, a value the call
    /// leaves out taking the case's default (`.top(anchor)` of
    /// `case top(_ anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0)`).
    /// Defaults are literals in practice; another is left out, as before.
    static func associatedValues(_ c: EnumCaseInfo, _ args: Arguments) -> [Value] {
        guard args.count < c.associated.count, c.defaults.count == c.associated.count else { return args.values }
        var values: [Value] = []
        var next = 0
        for (label, fallback) in zip(c.associated, c.defaults) {
            let unlabelled = label == nil || label == "_"
            if next < args.count, args.labels[next] == label || (unlabelled && args.labels[next] == nil) {
                values.append(args.values[next])
                next += 1
            } else if let literal = fallback.flatMap(literalValue) {
                values.append(literal)
            } else {
                return args.values
            }
        }
        return next == args.count ? values : args.values
    }

    /// The value of a literal expression, without running anything.
    static func literalValue(_ e: Expr) -> Value? {
        switch e {
        case .number(let n, _): return .number(n)
        case .bool(let b, _): return .bool(b)
        case .nil: return .null
        case .implicitMember(let name, _): return .enumCase(name)
        case .string(let segments, _):
            var text = ""
            for segment in segments { guard case .text(let t) = segment else { return nil }; text += t }
            return .string(text)
        case .prefix("-", .number(let n, _), _): return .number(-n)
        default: return nil
        }
    }

    /// A value given where a type is declared (a parameter, an annotated
    /// variable): a leading-dot member (`.compact`, `.zero`) is that type's.
    mutating func coerce(_ value: Value, to type: TypeName?, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        if let type, let labelled = Interpreter.labelled(value, as: type) { return labelled }
        guard case .enumCase(let name) = value, let type else { return value }
        if let declared = module.resolve(type.name, from: frame.typeName) {
            return (try? typeMember(declared, name, range, &layout)) ?? value
        }
        let typeName = Interpreter.typeAliases[type.name] ?? type.name
        if Interpreter.geometryTypes.contains(typeName) {
            return (try? builtinTypeMember(typeName, name, range, layout)) ?? value
        }
        return value
    }

    /// `value` with the element labels a declared tuple type gives it, also
    /// inside arrays: `let stats: [(title: String, value: Int)] =
    /// [("Posts", 128)]` reads `stats[0].title`. Nil when it is not such a
    /// tuple or array.
    static func labelled(_ value: Value, as type: TypeName) -> Value? {
        switch value {
        case .tuple(let values, let labels) where type.name == TypeName.tuple && type.labels.count == values.count:
            let elements = values.indices.map { labelled(values[$0], as: type.arguments[$0]) ?? values[$0] }
            let named = labels.indices.map { type.labels[$0] ?? labels[$0] }
            return .tuple(elements, labels: named)
        case .array(let values) where type.name == "Array" && type.arguments.count == 1:
            let elements = values.map { labelled($0, as: type.arguments[0]) }
            guard elements.contains(where: { $0 != nil }) else { return nil }
            return .array(zip(elements, values).map { $0 ?? $1 })
        default:
            return nil
        }
    }

    /// The case of a declared enum an implicit member names (`.inTransit`),
    /// when a declared enum has one by that name (the first declared, if several).
    mutating func declaredEnumCase(_ name: String, _ layout: inout Layout) throws(LanguageError) -> EnumValue? {
        for typeName in module.declarationOrder where module.types[typeName]?.kind == .enum {
            if module.types[typeName]?.cases.contains(where: { $0.name == name }) == true {
                return try enumCases(of: typeName, &layout).first { $0.name == name }
            }
        }
        return nil
    }
}

/// UIKit's option sets made by their initialisers, as the Swift 3 migrator
/// and hand-written code spell an empty set (`UIControl.State()` for
/// `.normal`, `UIView.AutoresizingMask()`).
extension Interpreter {
    /// Option-set types under their Swift 4.2+ and Swift 3–4 names.
    static let optionSetTypes: Set<String> = [
        "UIControl.State", "UIControlState", "UIView.AutoresizingMask", "UIViewAutoresizing", "UIView.AnimationOptions",
        "UIViewAnimationOptions", "UIView.KeyframeAnimationOptions", "UIViewKeyframeAnimationOptions", "UIRectEdge",
        "UIRectCorner", "CACornerMask", "UIControl.Event", "UIControlEvents",
    ]

    /// `T()` or `T(rawValue: 0)`: the empty set, as `[]` is; `T(arrayLiteral:
    /// a, b)`: `[a, b]`. Another raw value is a set layout does not read,
    /// but an autoresizing mask's.
    /// Nil when `type` is no option set.
    static func optionSet(_ type: String, _ args: Arguments) -> Value? {
        guard optionSetTypes.contains(type) else { return nil }
        if args.count == 0 { return .array([]) }
        if args.labels.first == "arrayLiteral" { return .array(args.values) }
        if case .number(0)? = args.value("rawValue") { return .array([]) }
        // An autoresizing mask's bits are read as they are (`autoresizingMask = 18`).
        if type.contains("Autoresizing"), case .number(let bits)? = args.value("rawValue") { return .number(bits) }
        return .opaque("\(type)(…)")
    }
}
