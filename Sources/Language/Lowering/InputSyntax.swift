import HashTreeCollections
import SwiftSyntax

/// A text's statement spans (`SwiftSource.statementSpans`) and the parse
/// they were read from.
public struct ParsedSpans: Sendable {
    public let spans: [StatementSpan]
    /// The top-level items of each span, by index into the tree's.
    let items: [Range<Int>]
    /// None when brackets nest too deep to parse.
    let tree: SourceFileSyntax?
    let text: String

    /// The parse kept for lowering inputs from, operators folded; nil when
    /// there is none, or when the text holds a carriage return (a line of
    /// the splitter's, split by `Character`, then differs from a line of
    /// the map's).
    public func script() -> ScriptSyntax? {
        guard let tree, !text.hasCarriageReturn else { return nil }
        return ScriptSyntax(tree, text: text, spans: spans, spanItems: items)
    }
}

/// A script's Swift parsed once, whole: the top-level items (operators
/// are folded as they are lowered) and the map of its lines. Each input read from the script
/// lowers its own items from here (`InputSyntax`) rather than parsing its
/// text again: a file written one statement per line is thousands of
/// inputs.
public struct ScriptSyntax: Sendable {
    /// The top-level items, in order.
    let items: [CodeBlockItemSyntax]
    /// Positions in the text parsed, its first line numbered 1.
    let map: SourceMap
    let spans: [StatementSpan]
    let spanItems: [Range<Int>]
    /// The end of file's leading trivia (comments after the last item), and
    /// where it starts; nil when text the parser did not take comes first.
    let endOfFile: (trivia: Trivia, offset: Int)?

    init(_ tree: SourceFileSyntax, text: String, spans: [StatementSpan], spanItems: [Range<Int>]) {
        items = Array(tree.statements)
        map = SourceMap(text, file: 0)
        self.spans = spans
        self.spanItems = spanItems
        endOfFile = tree.unexpectedBetweenStatementsAndEndOfFileToken == nil
            ? (tree.endOfFileToken.leadingTrivia, tree.endOfFileToken.position.utf8Offset) : nil
    }

    /// The items of span `s` (an index into `ParsedSpans.spans`), for an
    /// input of exactly its lines as parsed; nil unless the span is whole
    /// and its items parsed without a problem. Only then does nothing
    /// around them change how they parse, so that its text alone parses
    /// to them.
    public func input(span s: Int) -> InputSyntax? {
        guard s >= 0, s < spans.count, spans[s].isWhole else { return nil }
        let range = spanItems[s]
        guard !range.isEmpty, items[range].allSatisfy({ !$0.hasError && !$0.hasWarning }),
              let first = map.offsets(ofLine: spans[s].first), let last = map.offsets(ofLine: spans[s].last) else { return nil }
        // Items that parsed without a problem have every token present, so
        // their trivia are their first and last tokens': read off the items
        // rather than found by walking the tree to the tokens, which was a
        // tenth of reading a script of short statements.
        let head = items[range.lowerBound], tail = items[range.upperBound - 1]
        // A comment across either end (`/* … */` over lines) would be cut
        // by the input's lines, which alone then parse otherwise.
        guard !ScriptSyntax.crosses(first.start, head.leadingTrivia, from: head.position.utf8Offset),
              !ScriptSyntax.crosses(last.end, tail.trailingTrivia, from: tail.endPositionBeforeTrailingTrivia.utf8Offset)
        else { return nil }
        if let next = triviaBefore(item: range.upperBound), ScriptSyntax.crosses(last.end, next.trivia, from: next.offset) { return nil }
        return InputSyntax(items: items[range], map: map, line: spans[s].first)
    }

    /// The leading trivia of the first token from item `index` on (the end
    /// of file after the last), and where it starts.
    private func triviaBefore(item index: Int) -> (trivia: Trivia, offset: Int)? {
        if index < items.count, !items[index].hasError { return (items[index].leadingTrivia, items[index].position.utf8Offset) }
        if index == items.count, let endOfFile { return endOfFile }
        // The item's first tokens may be missing, or text the parser did
        // not take may come before the end of file: the next token present.
        return items[index - 1].lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
            .map { ($0.leadingTrivia, $0.position.utf8Offset) }
    }

    /// Whether a piece of `trivia`, which starts at offset `start`, holds
    /// `offset` inside it (not at its start), but for line feeds.
    private static func crosses(_ offset: Int, _ trivia: Trivia, from start: Int) -> Bool {
        var at = start
        for piece in trivia {
            let end = at + piece.sourceLength.utf8Length
            if at < offset && offset < end {
                if case .newlines = piece { return false }
                return true
            }
            if at >= offset { return false }
            at = end
        }
        return false
    }
}

/// The parsed items of one input of a script (`ScriptSyntax`), for
/// `SwiftSource.parse` to lower instead of parsing the input's text.
public struct InputSyntax: Sendable {
    let items: ArraySlice<CodeBlockItemSyntax>
    /// The map of the whole script's text.
    let map: SourceMap
    /// The line of the script's text the input starts on.
    let line: Int

    /// The map for lowering the input as file `file`, whose first line is
    /// numbered `firstLine` (the script's lines shifted to where the input is read).
    func map(file: Int32, firstLine: Int) -> SourceMap {
        SourceMap(sharing: map, file: file, firstLine: firstLine - line + 1)
    }
}

extension SwiftSource {
    /// `parse(text, …)`, lowering `syntax` when it is given (it must hold
    /// exactly `text`'s items): the same statements, at the same places.
    /// Text the parser would refuse for itself (brackets nested too deep,
    /// a control character) is parsed as ever, to say so.
    public static func parse(_ text: String, file: Int32, firstLine: Int = 1, syntax: InputSyntax?,
                             integerNames: inout IntegerNames) -> ParsedSource {
        // Kept syntax comes from a script whose brackets were counted
        // whole (`parsedSpans` keeps none when they nest too deep), so
        // those of its statements need no counting again.
        guard let syntax, controlCharacters(text).isEmpty else {
            return parse(text, file: file, firstLine: firstLine, integerNames: &integerNames)
        }
        var lowering = Lowering(map: syntax.map(file: file, firstLine: firstLine))
        lowering.intScopes = [integerNames]
        defer { integerNames = lowering.intScopes.first ?? integerNames }
        lowering.noteIntegerStatics(in: syntax.items)
        var items: [ParsedSource.Item] = []
        for item in syntax.items { items += lowering.statements(item).map(ParsedSource.Item.statement) }
        return ParsedSource(items: items)
    }
}
