import LayoutModel

/// Methods of strings and numbers that layout code calls, and fields of geometry values set.
extension Interpreter {
    /// A geometry value with one field changed (`size.height`, `frame.origin`,
    /// `insets.top`); nil when `base` is not geometry.
    static func settingField(of base: Value, _ name: String, to value: Value, _ range: SourceRange) throws(LanguageError) -> Value? {
        func number() throws(LanguageError) -> Double {
            guard case .number(let n) = value else { throw LanguageError("\(name) must be a number, not \(value.kindName)", range) }
            return n
        }
        switch base {
        case .rect(var r):
            switch name {
            case "origin":
                guard case .point(let p) = value else { throw LanguageError("origin must be a CGPoint, not \(value.kindName)", range) }
                r.origin = p
            case "size":
                guard case .size(let s) = value else { throw LanguageError("size must be a CGSize, not \(value.kindName)", range) }
                r.size = s
            case "x": r.origin.x = try number()
            case "y": r.origin.y = try number()
            case "width": r.size.width = try number()
            case "height": r.size.height = try number()
            default: throw LanguageError("cannot set '\(name)' on a CGRect", range, hint: "set origin, size, or a CGRect")
            }
            return .rect(r)
        case .size(var s):
            switch name {
            case "width": s.width = try number()
            case "height": s.height = try number()
            default: throw LanguageError("cannot set '\(name)' on a CGSize", range)
            }
            return .size(s)
        case .point(var p):
            switch name {
            case "x": p.x = try number()
            case "y": p.y = try number()
            default: throw LanguageError("cannot set '\(name)' on a CGPoint", range)
            }
            return .point(p)
        case .attributedText(var text):
            // `AttributedString`'s `font`; its other attributes do not size it.
            if name == "font" {
                guard case .font(let size, let bold) = value else { throw LanguageError("font must be a UIFont, not \(value.kindName)", range) }
                text.font = (size, bold)
            }
            return .attributedText(text)
        case .insets(var i):
            switch name {
            case "top": i.top = try number()
            case "left", "leading": i.left = try number()
            case "bottom": i.bottom = try number()
            case "right", "trailing": i.right = try number()
            default: throw LanguageError("cannot set '\(name)' on insets", range)
            }
            return .insets(i)
        default: return nil
        }
    }

    /// The methods of CGFloat and Int that layout arithmetic uses; nil for others.
    func numberMethod(_ n: Double, _ name: String, _ args: Arguments) -> Value? {
        switch name {
        case "rounded":
            guard case .enumCase(let rule)? = args.values.first else { return .number(n.rounded()) }
            let rules: [String: FloatingPointRoundingRule] = ["down": .down, "up": .up, "towardZero": .towardZero,
                                                              "awayFromZero": .awayFromZero, "toNearestOrEven": .toNearestOrEven,
                                                              "toNearestOrAwayFromZero": .toNearestOrAwayFromZero]
            return rules[rule].map { .number(n.rounded($0)) }
        case "squareRoot": return .number(n.squareRoot())
        case "truncatingRemainder":
            guard case .number(let d)? = args.values.first, d != 0 else { return nil }
            return .number(n.truncatingRemainder(dividingBy: d))
        case "isMultiple":
            guard case .number(let d)? = args.values.first, d != 0 else { return nil }
            return .bool(n.truncatingRemainder(dividingBy: d) == 0)
        default: return nil
        }
    }

    /// The String methods layout code uses on titles and keys; nil for others.
    func stringMethod(_ s: String, _ name: String, _ args: Arguments) -> Value? {
        let argument: String? = { if case .string(let a)? = args.values.first { return a } else { return nil } }()
        switch name {
        case "lowercased": return .string(s.lowercased())
        case "uppercased": return .string(s.uppercased())
        case "capitalized": return .string(s.split(separator: " ", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
        case "hasPrefix": return argument.map { .bool(s.hasPrefix($0)) }
        case "hasSuffix": return argument.map { .bool(s.hasSuffix($0)) }
        case "contains": return argument.map { .bool(s.contains($0)) }
        case "components", "split":
            guard case .string(let separator)? = args.values.first, let c = separator.first else { return nil }
            return .array(s.split(separator: c, omittingEmptySubsequences: name == "split").map { .string(String($0)) })
        case "replacingOccurrences":
            guard case .string(let of)? = args.value("of"), case .string(let with)? = args.value("with"), !of.isEmpty else { return nil }
            return .string(s.split(separator: of, omittingEmptySubsequences: false).joined(separator: with))
        case "trimmingCharacters": return .string(s.trimmingSpaces())
        case "prefix", "suffix", "dropFirst", "dropLast":
            // `String(name.prefix(2))`: a substring is a string here.
            var count = name.hasPrefix("drop") ? 1 : 0
            if let given = args.values.first {
                guard case .number(let n) = given, n >= 0, n == n.rounded(), n < 1e9 else { return nil }
                count = Int(n)
            }
            switch name {
            case "prefix": return .string(String(s.prefix(count)))
            case "suffix": return .string(String(s.suffix(count)))
            case "dropFirst": return .string(String(s.dropFirst(count)))
            default: return .string(String(s.dropLast(count)))
            }
        default: return nil
        }
    }
}
