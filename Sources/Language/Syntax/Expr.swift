/// An expression, lowered from Swift's syntax tree to what the interpreter runs.
///
/// Lowering keeps only what evaluation needs: `try`, `await`, `x!` and `x?`
/// in a chain disappear (the interpreter has no errors to throw and treats
/// nil as a value), parenthesised expressions become what they hold, and
/// anything the interpreter cannot run becomes `.unsupported`, which fails
/// with its own location only if it is evaluated.
public indirect enum Expr: Sendable {
    case number(Double, SourceRange)
    case string([StringSegment], SourceRange)
    case bool(Bool, SourceRange)
    case `nil`(SourceRange)
    /// A name: a variable, a function, a type, `self`, `super`, `$0`.
    case identifier(String, SourceRange)
    /// `.low`, `.vertical`, `.init`: a member of a type inferred from context.
    case implicitMember(String, SourceRange)
    /// `a.b` (and `a?.b`, `a!.b`).
    case member(Expr, String, SourceRange)
    /// A call; trailing closures come last, the first unlabelled.
    case call(Expr, [Argument], SourceRange)
    case subscripted(Expr, [Argument], SourceRange)
    case array([Expr], SourceRange)
    case dictionary([(key: Expr, value: Expr)], SourceRange)
    /// `(a, b)` or `(x: 1, y: 2)`: two or more elements.
    case tuple([Argument], SourceRange)
    /// `-x`, `!x`, `&x`, and BoxView's pin operators `>=x`, `<=x`, `==x`.
    case prefix(String, Expr, SourceRange)
    /// `a + b`, `a ?? b`, `a ... b`: folded with Swift's precedences.
    case binary(String, Expr, Expr, SourceRange)
    /// `c ? a : b`.
    case ternary(Expr, Expr, Expr, SourceRange)
    /// `x as? T`, `x as! T`, `x as T`.
    case cast(Expr, CastKind, TypeName, SourceRange)
    /// `x is T`.
    case isType(Expr, TypeName, SourceRange)
    case closure(Closure, SourceRange)
    /// `[UIView]`, `[String: CGFloat]`, `UILabel?` used as a value (as in `[UIView]()`).
    case typeExpression(TypeName, SourceRange)
    /// `\.self`, `\UIView.frame`: the path's member names.
    case keyPath([String], SourceRange)
    /// `#selector(…)`, `#keyPath(…)`, `#file`, `#line`: no effect on layout.
    case inert(String, SourceRange)
    /// An assignment used as a value (`{ $0.text = "a" }` as a closure's
    /// single expression lowers to a statement; elsewhere it is this).
    case assignment(Expr, String, Expr, SourceRange)
    /// What the interpreter cannot evaluate, described for the error.
    case unsupported(String, SourceRange)

    public var range: SourceRange {
        switch self {
        case .number(_, let r), .string(_, let r), .bool(_, let r), .nil(let r), .identifier(_, let r),
             .implicitMember(_, let r), .member(_, _, let r), .call(_, _, let r), .subscripted(_, _, let r),
             .array(_, let r), .dictionary(_, let r), .tuple(_, let r), .prefix(_, _, let r),
             .binary(_, _, _, let r), .ternary(_, _, _, let r), .cast(_, _, _, let r), .isType(_, _, let r),
             .closure(_, let r), .typeExpression(_, let r), .keyPath(_, let r), .inert(_, let r),
             .assignment(_, _, _, let r), .unsupported(_, let r):
            return r
        }
    }
}

/// `as`, `as?` or `as!`.
public enum CastKind: Sendable {
    case plain, optional, forced
}

/// A type as written, reduced to what the interpreter asks of it.
public struct TypeName: Hashable, Sendable, CustomStringConvertible {
    /// The base name without optionality or generic arguments: `UILabel`,
    /// `Array`, `Dictionary`; for a nested name the last part (`UIStackView.Axis` → `Axis`)
    /// is in `name` and the whole in `qualified`.
    public var name: String
    public var qualified: String
    /// Element types: `[T]` has one, `[K: V]` two, a tuple one per element.
    public var arguments: [TypeName]
    public var isOptional: Bool
    /// A tuple type's element labels (`(title: String, value: Int)`), nil
    /// where an element has none; empty for other types.
    public var labels: [String?]

    public init(_ name: String, qualified: String? = nil, arguments: [TypeName] = [], isOptional: Bool = false,
                labels: [String?] = []) {
        self.name = name
        self.qualified = qualified ?? name
        self.arguments = arguments
        self.isOptional = isOptional
        self.labels = labels
    }

    /// The name a tuple type has (its elements are its `arguments`).
    public static let tuple = "Tuple"

    public var description: String {
        switch name {
        case "Array" where arguments.count == 1: return "[\(arguments[0])]"
        case "Dictionary" where arguments.count == 2: return "[\(arguments[0]): \(arguments[1])]"
        default: return qualified + (isOptional ? "?" : "")
        }
    }
}

/// A part of a string literal.
public enum StringSegment: Sendable {
    case text(String)
    case interpolation(Expr)
}

/// A call argument, with its label if any (`equalTo: x`).
public struct Argument: Sendable {
    public var label: String?
    public var value: Expr
    /// Written as a trailing closure: it fills the next closure parameter whatever its label.
    public var isTrailingClosure: Bool
    public init(label: String?, value: Expr, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }
}

/// `{ make in … }`, `{ (make) -> Void in … }`, `{ [weak self] in … }` or `{ $0.top… }`.
public struct Closure: Sendable {
    /// Parameter names; empty for closures that use `$0` or take nothing.
    public var parameters: [String]
    public var body: [Statement]
    /// How many anonymous parameters the body names (`$1` is two): a
    /// closure of two called with one tuple takes its parts, as Swift's
    /// `enumerated().forEach { $1.tag = $0 }` does.
    public var shorthandCount: Int
    public init(parameters: [String], body: [Statement], shorthandCount: Int = 0) {
        self.parameters = parameters
        self.body = body
        self.shorthandCount = shorthandCount
    }
}
