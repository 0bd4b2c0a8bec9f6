import LayoutModel

/// Patterns: what `let`, `if case`, `for case`, `switch` and `catch` bind and match.
extension Interpreter {
    /// Binds a pattern that must match (a `let` or an `if let`).
    mutating func bind(_ pattern: Pattern, _ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        guard try match(pattern, value, bindingAll: true, range, &layout) else {
            throw LanguageError("the value does not fit the pattern (\(value.kindName))", range)
        }
    }

    /// Whether `value` matches `pattern`, defining what it binds.
    mutating func match(_ pattern: Pattern, _ value: Value, bindingAll: Bool, _ range: SourceRange,
                        _ layout: inout Layout) throws(LanguageError) -> Bool {
        switch pattern {
        case .wildcard: return true
        case .binding(let name, _):
            define(name, value)
            return true
        case .tuple(let patterns):
            guard case .tuple(let values, _) = value, values.count == patterns.count else { return false }
            for (p, v) in zip(patterns, values) where try !match(p, v, bindingAll: bindingAll, range, &layout) { return false }
            return true
        case .optional(let inner):
            if case .null = value { return false }
            return try match(inner, value, bindingAll: bindingAll, range, &layout)
        case .typeCheck(let type, let inner, _):
            guard isInstance(value, of: type.name, layout) else { return false }
            return try inner.map { p throws(LanguageError) in try match(p, value, bindingAll: bindingAll, range, &layout) } ?? true
        case .enumCase(let name, let patterns, _):
            switch value {
            case .enumValue(let e):
                guard e.name == name else { return false }
                guard !patterns.isEmpty else { return true }
                guard patterns.count == e.associated.count else { return false }
                for (p, v) in zip(patterns, e.associated) where try !match(p, v, bindingAll: bindingAll, range, &layout) { return false }
                return true
            case .enumCase(let other): return Interpreter.normalizedCase(other) == Interpreter.normalizedCase(name)
            case .null: return name == "none"
            default:
                // `.some(let x)` matches any value that is not nil.
                if name == "some", patterns.count == 1 { return try match(patterns[0], value, bindingAll: bindingAll, range, &layout) }
                return false
            }
        case .expression(let e):
            let expected = try evaluate(e, &layout)
            return try matches(expected, value, e.range)
        }
    }

    /// Swift's `~=`: equal values, or a value inside a range.
    func matches(_ expected: Value, _ value: Value, _ range: SourceRange) throws(LanguageError) -> Bool {
        switch (expected, value) {
        case (.range(let lower, let upper, _), .number(let n)): return n >= Double(lower) && n < Double(upper)
        case (.enumValue(let a), .enumValue(let b)): return a.type == b.type && a.name == b.name
        case (.enumCase(let a), .enumValue(let b)): return Interpreter.normalizedCase(a) == b.name
        case (.enumValue(let a), .enumCase(let b)): return a.name == Interpreter.normalizedCase(b)
        case (.enumCase(let a), .enumCase(let b)): return Interpreter.normalizedCase(a) == Interpreter.normalizedCase(b)
        default:
            if case .bool(let b)? = try? binary("==", expected, value, range) { return b }
            return false
        }
    }
}
