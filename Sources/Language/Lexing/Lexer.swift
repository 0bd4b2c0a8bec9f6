/// Turns source text into tokens, with positions for error carets.
public struct Lexer {
    private let chars: [Character]
    private var index = 0
    private var line = 1
    private var column = 1

    public init(_ text: String) { chars = Array(text) }

    /// Every token, ending with `.end`; throws on an unterminated string or
    /// comment, or a character the language does not use.
    public static func tokenize(_ text: String) throws(LanguageError) -> [Token] {
        var lexer = Lexer(text)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }
    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < chars.count ? chars[index + offset] : nil
    }

    private mutating func advance() {
        guard index < chars.count else { return }
        if chars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    /// Operators, longest first.
    private static let symbols = [
        "...", "..<", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "??", "->", "+=", "-=", "*=", "/=", "?.",
        "(", ")", "{", "}", "[", "]", ",", ".", ":", ";", "=", "<", ">", "+", "-", "*", "/", "%", "!", "?", "@", "&", "#",
    ]

    mutating func next() throws(LanguageError) -> Token {
        var sawSpace = index == 0
        while let c = peek() {
            if c == " " || c == "\t" || c == "\r" {
                advance(); sawSpace = true
            } else if c == "/" && peek(1) == "/" {
                while let d = peek(), d != "\n" { advance() }
            } else if c == "/" && peek(1) == "*" {
                let start = position
                advance(); advance()
                var depth = 1
                while depth > 0 {
                    guard let d = peek() else {
                        throw LanguageError("unterminated comment", SourceRange(start, position), hint: "close it with */")
                    }
                    if d == "*" && peek(1) == "/" { depth -= 1; advance(); advance() }
                    else if d == "/" && peek(1) == "*" { depth += 1; advance(); advance() }
                    else { advance() }
                }
                sawSpace = true
            } else {
                break
            }
        }
        let start = position
        guard let c = peek() else { return Token(.end, SourceRange(start, start), spaceBefore: true) }
        if c == "\n" {
            advance()
            return Token(.newline, SourceRange(start, position), spaceBefore: sawSpace)
        }
        if c.isNumber { return number(start, sawSpace) }
        if c.isLetter || c == "_" || c == "$" {
            var name = ""
            while let d = peek(), d.isLetter || d.isNumber || d == "_" || d == "$" { name.append(d); advance() }
            let kind: Token.Kind = keywords.contains(name) ? .keyword(name) : .identifier(name)
            return Token(kind, SourceRange(start, position), spaceBefore: sawSpace)
        }
        if c == "\"" { return try string(start, sawSpace) }
        for symbol in Lexer.symbols where matches(symbol) {
            for _ in symbol { advance() }
            return Token(.symbol(symbol), SourceRange(start, position), spaceBefore: sawSpace)
        }
        advance()
        throw LanguageError("unexpected character '\(c)'", SourceRange(start, position))
    }

    private func matches(_ symbol: String) -> Bool {
        for (offset, ch) in symbol.enumerated() where peek(offset) != ch { return false }
        return true
    }

    private mutating func number(_ start: SourcePosition, _ space: Bool) -> Token {
        var text = ""
        while let d = peek(), d.isNumber || d == "_" { if d != "_" { text.append(d) }; advance() }
        // A fraction needs a digit after the dot: `1...5` is a range.
        if peek() == ".", let d = peek(1), d.isNumber {
            text.append("."); advance()
            while let d = peek(), d.isNumber || d == "_" { if d != "_" { text.append(d) }; advance() }
        }
        if let e = peek(), e == "e" || e == "E", let d = peek(1), d.isNumber || ((d == "-" || d == "+") && (peek(2)?.isNumber ?? false)) {
            text.append("e"); advance()
            if let sign = peek(), sign == "-" || sign == "+" { text.append(sign); advance() }
            while let d = peek(), d.isNumber { text.append(d); advance() }
        }
        return Token(.number(Double(text) ?? 0), SourceRange(start, position), spaceBefore: space)
    }

    private mutating func string(_ start: SourcePosition, _ space: Bool) throws(LanguageError) -> Token {
        advance()  // the opening quote
        var parts: [Token.StringPart] = []
        var text = ""
        while true {
            guard let c = peek(), c != "\n" else {
                throw LanguageError("unterminated string literal", SourceRange(start, position), hint: "close it with \" on the same line")
            }
            advance()
            if c == "\"" { break }
            guard c == "\\" else { text.append(c); continue }
            guard let e = peek() else { continue }
            let escapeStart = position
            advance()
            switch e {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "\"": text.append("\"")
            case "\\": text.append("\\")
            case "'": text.append("'")
            case "0": text.append("\0")
            case "(":
                if !text.isEmpty { parts.append(.text(text)); text = "" }
                let exprStart = position
                var depth = 1
                var source = ""
                while true {
                    guard let d = peek(), d != "\n" else {
                        throw LanguageError("unterminated interpolation", SourceRange(escapeStart, position), hint: "close it with )")
                    }
                    advance()
                    if d == "(" { depth += 1 }
                    if d == ")" { depth -= 1; if depth == 0 { break } }
                    source.append(d)
                }
                parts.append(.interpolation(source, exprStart))
            default:
                throw LanguageError("unknown escape \\\(e) in a string", SourceRange(escapeStart, position))
            }
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        return Token(.string(parts), SourceRange(start, position), spaceBefore: space)
    }
}
