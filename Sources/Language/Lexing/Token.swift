/// A place in the input: file, line and column (1-based, columns in characters).
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// A stretch of input, for carets under errors.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition
    public init(_ start: SourcePosition, _ end: SourcePosition) {
        self.start = start
        self.end = end
    }
    /// From the start of `a` to the end of `b`.
    public static func spanning(_ a: SourceRange, _ b: SourceRange) -> SourceRange { SourceRange(a.start, b.end) }
}

/// One token of the Swift subset.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case identifier(String)
        case keyword(String)
        case number(Double)
        /// A string literal: its parts, text and `\(…)` interpolations (as source text).
        case string([StringPart])
        /// Punctuation and operators: `(`, `==`, `..<`, `->`.
        case symbol(String)
        /// The end of a line (statements end there unless brackets are open).
        case newline
        case end
    }

    public enum StringPart: Hashable, Sendable {
        case text(String)
        case interpolation(String, SourcePosition)
    }

    public let kind: Kind
    public let range: SourceRange
    /// Whether whitespace or a line break comes right before it (Swift tells
    /// prefix from infix operators by this: `a - b` but `.left(>=0)`).
    public let spaceBefore: Bool

    public init(_ kind: Kind, _ range: SourceRange, spaceBefore: Bool) {
        self.kind = kind
        self.range = range
        self.spaceBefore = spaceBefore
    }

    /// Whether this is the symbol `s`.
    public func isSymbol(_ s: String) -> Bool { kind == .symbol(s) }
    /// Whether this is the keyword `k`.
    public func isKeyword(_ k: String) -> Bool { kind == .keyword(k) }

    /// The identifier's name, if it is one.
    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}

/// Keywords of the subset (other Swift keywords are identifiers to it, and
/// fail later with a clear message).
let keywords: Set<String> = [
    "let", "var", "if", "else", "for", "in", "as", "true", "false", "nil", "private", "fileprivate",
    "lazy", "weak", "override", "func", "return", "self", "super", "guard", "while", "is", "try",
]
