/// A statement, lowered from Swift's syntax tree.
public indirect enum Statement: Sendable {
    /// `let x = e`, `var (a, b) = e`, `let x: T`: a local or top-level variable.
    case variable(Pattern, TypeName?, Expr?, isLet: Bool, SourceRange)
    /// `target = value`, `target += value`.
    case assignment(Expr, String, Expr, SourceRange)
    case expression(Expr, SourceRange)
    case ifElse([Condition], [Statement], [Statement]?, SourceRange)
    case guardElse([Condition], [Statement], SourceRange)
    /// `for pattern in sequence where condition { body }`.
    case forIn(Pattern, Expr, Expr?, [Statement], SourceRange)
    case whileLoop([Condition], [Statement], SourceRange)
    case repeatWhile([Statement], Expr, SourceRange)
    case switchCase(Expr, [SwitchClause], SourceRange)
    case breakLoop(SourceRange)
    case continueLoop(SourceRange)
    case returnStatement(Expr?, SourceRange)
    case throwStatement(Expr, SourceRange)
    /// `do { … } catch { … }`: the body runs; nothing here throws a Swift error.
    case doCatch([Statement], [[Statement]], SourceRange)
    /// `defer { … }`: runs when the enclosing block ends.
    case deferBlock([Statement], SourceRange)
    /// A function declared in a block or at top level.
    case function(FunctionDeclaration)
    /// A class, struct, enum, extension or protocol.
    case type(TypeDeclaration)
    /// Accepted and ignored: `import UIKit`, `typealias`, `#if` without a
    /// branch that runs, operator declarations. The text says what, for notes.
    case skipped(String, SourceRange)
    /// What the interpreter cannot run; fails with its location if reached.
    case unsupported(String, SourceRange)

    public var range: SourceRange {
        switch self {
        case .variable(_, _, _, _, let r), .assignment(_, _, _, let r), .expression(_, let r),
             .ifElse(_, _, _, let r), .guardElse(_, _, let r), .forIn(_, _, _, _, let r), .whileLoop(_, _, let r),
             .repeatWhile(_, _, let r), .switchCase(_, _, let r), .breakLoop(let r), .continueLoop(let r),
             .returnStatement(_, let r), .throwStatement(_, let r), .doCatch(_, _, let r), .deferBlock(_, let r),
             .skipped(_, let r), .unsupported(_, let r):
            return r
        case .function(let f): return f.range
        case .type(let t): return t.range
        }
    }
}

/// A condition of `if`, `guard` or `while`.
public enum Condition: Sendable {
    case expression(Expr)
    /// `let x = e`, `let x` (Swift 5.7 shorthand), `var x = e`.
    case optionalBinding(Pattern, Expr, SourceRange)
    /// `case .some(let x) = e`, `case let v as UILabel = e`.
    case patternMatch(Pattern, Expr, SourceRange)
    /// `#available(iOS 11, *)`: always true here (the newest API is modelled).
    case available(Bool)
}

/// One `case …:` of a `switch`, or its `default:` (no patterns).
public struct SwitchClause: Sendable {
    public var patterns: [Pattern]
    public var guardExpression: Expr?
    public var body: [Statement]
    public var range: SourceRange
    public init(patterns: [Pattern], guardExpression: Expr?, body: [Statement], range: SourceRange) {
        self.patterns = patterns
        self.guardExpression = guardExpression
        self.body = body
        self.range = range
    }
    public var isDefault: Bool { patterns.isEmpty }
}

/// A pattern: what a `let`, `for`, `case` or `catch` binds or matches.
public indirect enum Pattern: Sendable {
    /// `_`.
    case wildcard
    /// A name bound to the value.
    case binding(String, SourceRange)
    /// `(a, b)`.
    case tuple([Pattern])
    /// A value the subject must equal, or a range it must fall in (`~=`).
    case expression(Expr)
    /// `.some(let x)`, `.success(let a, _)`, `.none`: an enum case by name.
    case enumCase(String, [Pattern], SourceRange)
    /// `is T` (no inner) or `let x as T` (inner binds the cast value).
    case typeCheck(TypeName, Pattern?, SourceRange)
    /// `x?`: matches a value that is not nil.
    case optional(Pattern)

    /// The names the pattern binds, in order.
    public var boundNames: [String] {
        switch self {
        case .wildcard, .expression: return []
        case .binding(let n, _): return [n]
        case .tuple(let ps): return ps.flatMap(\.boundNames)
        case .enumCase(_, let ps, _): return ps.flatMap(\.boundNames)
        case .typeCheck(_, let p, _): return p?.boundNames ?? []
        case .optional(let p): return p.boundNames
        }
    }
}
