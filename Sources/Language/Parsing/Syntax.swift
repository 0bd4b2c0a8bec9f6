/// An expression of the Swift subset.
public indirect enum Expr: Sendable {
    case number(Double, SourceRange)
    case string([StringSegment], SourceRange)
    case bool(Bool, SourceRange)
    case `nil`(SourceRange)
    case identifier(String, SourceRange)
    /// `.low`, `.vertical`: a member of a type inferred from context.
    case implicitMember(String, SourceRange)
    /// `a.b` (optional chaining `a?.b` is the same here).
    case member(Expr, String, SourceRange)
    case call(Expr, [Argument], SourceRange)
    case subscripted(Expr, Expr, SourceRange)
    case array([Expr], SourceRange)
    /// `-x`, `!x`, and BoxView's pin operators `>=x`, `<=x`, `==x`.
    case prefix(String, Expr, SourceRange)
    case binary(String, Expr, Expr, SourceRange)
    /// `x as? T`, `x as! T`, `x as T`.
    case cast(Expr, String, SourceRange)
    case closure(Closure, SourceRange)

    public var range: SourceRange {
        switch self {
        case .number(_, let r), .string(_, let r), .bool(_, let r), .nil(let r), .identifier(_, let r),
             .implicitMember(_, let r), .member(_, _, let r), .call(_, _, let r), .subscripted(_, _, let r),
             .array(_, let r), .prefix(_, _, let r), .binary(_, _, _, let r), .cast(_, _, let r), .closure(_, let r):
            return r
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
}

/// `{ make in … }`, `{ (make) -> Void in … }` or `{ $0.top… }`.
public struct Closure: Sendable {
    /// Parameter names; empty for closures that use `$0`.
    public var parameters: [String]
    public var body: [Statement]
}

/// A condition of an `if`: an expression, or `let x = e` (optionally `as? T`).
public enum Condition: Sendable {
    case expression(Expr)
    case binding(String, Expr, SourceRange)
}

/// A statement of the subset.
public indirect enum Statement: Sendable {
    /// `let x = e`, `var x: T = e`, `private lazy var x = e`.
    case declaration(name: String, value: Expr?, SourceRange)
    /// `target = value`, `target += value`.
    case assignment(Expr, String, Expr, SourceRange)
    case expression(Expr, SourceRange)
    case ifElse([Condition], [Statement], [Statement]?, SourceRange)
    case forIn(String, Expr, [Statement], SourceRange)
    /// `func name(a: T, _ b: U) -> R { body }`: parameter names (the
    /// argument labels are ignored) and body.
    case function(String, [String], [Statement], SourceRange)
    /// `return` or `return e`, inside a function.
    case returnStatement(Expr?, SourceRange)
    /// `class C: UIViewController { … }`: its members run in order, then
    /// its `viewDidLoad`, as UIKit would call it.
    case classBody(String, [Statement], SourceRange)

    public var range: SourceRange {
        switch self {
        case .declaration(_, _, let r), .assignment(_, _, _, let r), .expression(_, let r), .ifElse(_, _, _, let r),
             .forIn(_, _, _, let r), .function(_, _, _, let r), .returnStatement(_, let r), .classBody(_, _, let r):
            return r
        }
    }
}
