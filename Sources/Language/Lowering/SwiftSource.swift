import HashTreeCollections
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Swift source parsed by swift-syntax and lowered to the interpreter's
/// statements, one top-level item at a time.
///
/// An item with a syntax error becomes that error, located, and the items
/// around it are kept: one bad line in a pasted file costs that line's
/// statement (or declaration), never the file.
public struct ParsedSource: Sendable {
    public enum Item: Sendable {
        case statement(Statement)
        case error(LanguageError)
    }

    public var items: [Item]

    /// The statements, or the first syntax error.
    public func statements() throws(LanguageError) -> [Statement] {
        var result: [Statement] = []
        for item in items {
            switch item {
            case .statement(let s): result.append(s)
            case .error(let e): throw e
            }
        }
        return result
    }
}

/// The front end: parsing, lowering and completeness of Swift input.
public enum SwiftSource {
    /// How deep brackets and blocks may nest: swift-syntax's release default,
    /// given in every build (its debug default is 20, which real code exceeds).
    static let maximumNesting = 256

    /// How deep `[` may nest: swift-syntax 603's parser looks ahead for
    /// `[N of T]` types at each one, and takes exponential time as they go deeper (16 levels: 0.7 s in a debug build).
    static let maximumBracketNesting = 12

    /// Where square brackets first nest deeper than that, and how deep they
    /// go, outside strings and comments; nil when they do not.
    static func deepBrackets(_ text: String) -> (offset: Int, depth: Int)? {
        let scan = OutsideStringsAndComments(text, bracketLimit: maximumBracketNesting)
        return scan.firstTooDeep.map { ($0, scan.deepestBracket) }
    }

    /// `text` parsed, with that nesting limit.
    ///
    /// Form feeds and vertical tabs (white space in Swift), and control
    /// characters (an error, see `controlCharacters`), are read as spaces of
    /// the same width, so offsets and columns stay: swift-syntax's lexer
    /// counts them as binding an operator, its trivia as white space, and for
    /// `x \f= 1` the fix-it it builds has no change, which traps (found by
    /// scripts/fuzz, with a form feed and with U+001C).
    static func tree(_ text: String) -> SourceFileSyntax {
        var bytes = Array(text.utf8)
        for i in bytes.indices where isBlankedOut(bytes[i]) { bytes[i] = 0x20 }
        return bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNesting) }
    }

    private static func isBlankedOut(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D || byte == 0x7F
    }

    /// Where `text` holds a control character Swift does not allow (not a
    /// tab, a line end, a form feed or a vertical tab), by UTF-8 offset.
    static func controlCharacters(_ text: String) -> [(offset: Int, byte: UInt8)] {
        // Read from the contiguous bytes: asked of every input.
        var text = text
        return text.withUTF8 { bytes in
            var found: [(Int, UInt8)] = []
            for i in bytes.indices where isBlankedOut(bytes[i]) && bytes[i] != 0x0B && bytes[i] != 0x0C { found.append((i, bytes[i])) }
            return found
        }
    }

    /// Parses `text` (a whole file, or what was typed) and lowers each top-level item.
    public static func parse(_ text: String, file: Int32 = 0) -> ParsedSource {
        var names: IntegerNames = [:]
        return parse(text, file: file, integerNames: &names)
    }

    /// The same, knowing which top-level names earlier input declared `Int`
    /// (and telling which this input declares), for integer division.
    /// `firstLine` is the line of its file the text starts at.
    public static func parse(_ text: String, file: Int32, firstLine: Int = 1, integerNames: inout IntegerNames) -> ParsedSource {
        if let (offset, depth) = deepBrackets(text) {
            let map = SourceMap(text, file: file, firstLine: firstLine)
            return ParsedSource(items: [.error(LanguageError(
                "square brackets nested \(depth) deep", map.point(offset),
                hint: "layoutsh reads at most \(maximumBracketNesting) (deeper, Swift's parser takes exponential time)"))])
        }
        let tree = SwiftSource.tree(text)
        let map = SourceMap(text, file: file, firstLine: firstLine)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        var problems = diagnostics.map { (offset: $0.position.utf8Offset, error: error($0, map)) }
        for (offset, byte) in controlCharacters(text) {
            let code = String(byte, radix: 16, uppercase: true)
            problems.append((offset, LanguageError("a control character (U+\(String(repeating: "0", count: 4 - code.count))\(code)) in the source",
                                                   map.range(offset, offset + 1), hint: "Swift does not allow it here; delete it")))
        }
        // Operators are folded as they are lowered (`Lowering+Folding`).
        var lowering = Lowering(map: map)
        lowering.intScopes = [integerNames]
        defer { integerNames = lowering.intScopes.first ?? integerNames }
        lowering.noteIntegerStatics(in: tree.statements)
        var items: [ParsedSource.Item] = []
        var next = 0
        let sorted = problems.sorted { $0.offset < $1.offset }
        for item in tree.statements {
            let start = item.position.utf8Offset
            let end = item.endPosition.utf8Offset
            while next < sorted.count, sorted[next].offset < start { next += 1 }
            if next < sorted.count, sorted[next].offset <= end {
                items.append(.error(sorted[next].error))
                while next < sorted.count, sorted[next].offset <= end { next += 1 }
                continue
            }
            items += lowering.detached(item) { $0.statements($1) }.map(ParsedSource.Item.statement)
        }
        // A problem after the last item (stray text at the end).
        if next < sorted.count { items.append(.error(sorted[next].error)) }
        return ParsedSource(items: items)
    }

    /// Whether `text` is a whole input: false while it ends inside a
    /// bracket, a block, a string or a comment, or on an operator that
    /// needs a right-hand side — when the parser would need what comes next.
    public static func isComplete(_ text: String) -> Bool {
        if deepBrackets(text) != nil { return true }  // whole, so that its error shows
        let tree = SwiftSource.tree(text)
        guard tree.hasError else { return true }
        // Where the last real token ends: anything missing after it was
        // expected from text not yet typed.
        let lastToken = tree.lastToken(viewMode: .sourceAccurate).flatMap { token in
            token.tokenKind == .endOfFile ? token.previousToken(viewMode: .sourceAccurate) : token
        }
        let endOfText = lastToken?.endPositionBeforeTrailingTrivia ?? AbsolutePosition(utf8Offset: 0)
        if let eof = tree.lastToken(viewMode: .all), eof.tokenKind == .endOfFile,
           eof.leadingTrivia.contains(where: { if case .unexpectedText = $0 { return true } else { return false } }) {
            return false
        }
        return !MissingAtEnd(after: endOfText).found(in: tree) && !endsInsideBlockComment(text)
    }

    /// The lines each top-level statement of `text` spans (1-based, first
    /// and last line of its tokens), and whether it is whole (nothing it
    /// needs is missing at its end). Items on a shared line are one span.
    /// One parse for a whole script, where splitting line by line would
    /// parse a long statement once per line.
    public static func statementSpans(_ text: String) -> [StatementSpan] {
        parsedSpans(text).spans
    }

    /// `statementSpans`, with the parse they were read from, for keeping
    /// each span's items (`ScriptSyntax`).
    public static func parsedSpans(_ text: String) -> ParsedSpans {
        if deepBrackets(text) != nil {
            return ParsedSpans(spans: [StatementSpan(first: 1, last: text.split(separator: "\n", omittingEmptySubsequences: false).count, isWhole: true)],
                               items: [0..<0], tree: nil, text: text)
        }
        let tree = SwiftSource.tree(text)
        let map = SourceMap(text, file: 0)
        var spans: [StatementSpan] = []
        var items: [Range<Int>] = []
        // An item without a token of the text (all missing) is in the
        // spans on both sides, whose items then hold its error.
        var tokenless: Int?
        for (index, item) in tree.statements.enumerated() {
            let textStart: AbsolutePosition, textEnd: AbsolutePosition
            var whole = true
            if !item.hasError {
                // Every token present: the item's own trivia are its first
                // and last tokens', read off it without walking to them.
                textStart = item.positionAfterSkippingLeadingTrivia
                textEnd = item.endPositionBeforeTrailingTrivia
            } else if let first = item.firstToken(viewMode: .sourceAccurate), let last = item.lastToken(viewMode: .sourceAccurate) {
                textStart = first.positionAfterSkippingLeadingTrivia
                textEnd = last.endPositionBeforeTrailingTrivia
                whole = !MissingAtEnd(after: textEnd).found(in: item)
            } else {
                if !items.isEmpty { items[items.count - 1] = items[items.count - 1].lowerBound..<(index + 1) }
                tokenless = tokenless ?? index
                continue
            }
            defer { tokenless = nil }
            let start = map.position(textStart.utf8Offset).line
            let end = map.position(textEnd.utf8Offset).line
            if let previous = spans.last, previous.last >= start {
                spans[spans.count - 1] = StatementSpan(first: previous.first, last: max(end, previous.last), isWhole: whole)
                items[items.count - 1] = items[items.count - 1].lowerBound..<(index + 1)
            } else {
                spans.append(StatementSpan(first: start, last: end, isWhole: whole))
                items.append((tokenless ?? index)..<(index + 1))
            }
        }
        return ParsedSpans(spans: spans, items: items, tree: tree, text: text)
    }

    static func error(_ diagnostic: Diagnostic, _ map: SourceMap) -> LanguageError {
        let range = diagnostic.highlights.first.map { map.range($0) } ?? map.point(diagnostic.position.utf8Offset)
        var hint = diagnostic.fixIts.first.map { $0.message.message }
        if diagnostic.message.contains("maximum nesting level") {
            hint = "layoutsh reads code nested at most \(maximumNesting) deep (braces, parentheses, blocks)"
        }
        return LanguageError(diagnostic.message, range, hint: hint)
    }

    /// Whether a `/*` is left open (Swift's comments nest).
    public static func endsInsideBlockComment(_ text: String) -> Bool {
        OutsideStringsAndComments(text, bracketLimit: .max).commentDepth > 0
    }
}

/// One pass over source text that skips strings and comments the way Swift
/// lexes them (block comments nest), for the checks made before parsing:
/// a block comment left open, square brackets nested too deep.
struct OutsideStringsAndComments {
    /// How many `/*` are still open at the end.
    private(set) var commentDepth = 0
    /// The deepest square brackets go, and the offset of the first past the limit.
    private(set) var deepestBracket = 0
    private(set) var firstTooDeep: Int?

    init(_ text: String, bracketLimit: Int) {
        var depth = 0, inString = false, inLineComment = false
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            let c = bytes[i], next = i + 1 < bytes.count ? bytes[i + 1] : 0
            if inLineComment {
                if c == UInt8(ascii: "\n") { inLineComment = false }
            } else if commentDepth > 0 {
                if c == UInt8(ascii: "*"), next == UInt8(ascii: "/") { commentDepth -= 1; i += 1 }
                else if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") { commentDepth += 1; i += 1 }
            } else if inString {
                if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\n") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                inLineComment = true
            } else if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                commentDepth += 1
                i += 1
            } else if c == UInt8(ascii: "[") {
                depth += 1
                deepestBracket = max(deepestBracket, depth)
                if depth > bracketLimit, firstTooDeep == nil { firstTooDeep = i }
            } else if c == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
            i += 1
        }
    }
}

/// The lines a top-level statement spans, and whether it is whole.
public struct StatementSpan: Equatable, Sendable {
    public var first: Int
    public var last: Int
    public var isWhole: Bool
}

/// Finds a missing token or node at or after a position (the end of the text typed).
private final class MissingAtEnd: SyntaxVisitor {
    let end: AbsolutePosition
    var isFound = false

    init(after end: AbsolutePosition) {
        self.end = end
        super.init(viewMode: .all)
    }

    func found(in tree: some SyntaxProtocol) -> Bool {
        walk(tree)
        return isFound
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        // A one-line string cannot go on over a line break: its missing quote is an error now.
        if token.presence == .missing, token.positionAfterSkippingLeadingTrivia >= end, token.tokenKind != .stringQuote {
            isFound = true
        }
        return .skipChildren
    }

    private func missing(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if node.positionAfterSkippingLeadingTrivia >= end { isFound = true }
        return .skipChildren
    }

    override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind { missing(node) }
    override func visit(_ node: MissingDeclSyntax) -> SyntaxVisitorContinueKind { missing(node) }
    override func visit(_ node: MissingPatternSyntax) -> SyntaxVisitorContinueKind { missing(node) }
    override func visit(_ node: MissingTypeSyntax) -> SyntaxVisitorContinueKind { missing(node) }
    override func visit(_ node: MissingStmtSyntax) -> SyntaxVisitorContinueKind { missing(node) }
}
