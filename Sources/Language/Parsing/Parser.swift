/// A recursive-descent parser for the Swift subset of PRODUCT.md.
///
/// Statements end at line breaks unless a bracket is open or the next line
/// starts with `.` (a chain continues); `;` ends one too.
public struct Parser {
    var tokens: [Token]
    var index = 0
    /// While parsing an `if` condition or a `for` sequence, `{` opens the
    /// body, not a trailing closure (Swift's rule).
    var noTrailingClosure = false

    public init(tokens: [Token]) { self.tokens = tokens }

    /// Parses a whole input.
    public static func parse(_ source: String) throws(LanguageError) -> [Statement] {
        var parser = Parser(tokens: try Lexer.tokenize(source))
        return try parser.statements(until: nil)
    }

    // MARK: Tokens

    var current: Token { tokens[min(index, tokens.count - 1)] }
    func peek(_ offset: Int) -> Token { tokens[min(index + offset, tokens.count - 1)] }
    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    mutating func skipNewlines() { while current.kind == .newline || current.isSymbol(";") { advance() } }

    mutating func expect(_ symbol: String, _ what: String) throws(LanguageError) -> Token {
        guard current.isSymbol(symbol) else {
            throw LanguageError("expected '\(symbol)' \(what), found \(describe(current))", current.range)
        }
        let token = current
        advance()
        return token
    }

    mutating func identifier(_ what: String) throws(LanguageError) -> (String, SourceRange) {
        guard let name = current.identifier else {
            throw LanguageError("expected \(what), found \(describe(current))", current.range)
        }
        let range = current.range
        advance()
        return (name, range)
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier(let n): return "'\(n)'"
        case .keyword(let k): return "'\(k)'"
        case .number: return "a number"
        case .string: return "a string"
        case .symbol(let s): return "'\(s)'"
        case .newline: return "the end of the line"
        case .end: return "the end of the input"
        }
    }

    // MARK: Statements

    /// Statements up to `}` (left for the caller) or the end.
    mutating func statements(until closer: String?) throws(LanguageError) -> [Statement] {
        var result: [Statement] = []
        while true {
            skipNewlines()
            if current.kind == .end {
                if closer != nil { throw LanguageError("expected '}' before the end of the input", current.range, hint: "a block was left open") }
                return result
            }
            if let closer, current.isSymbol(closer) { return result }
            result.append(try statement())
            guard current.kind == .newline || current.isSymbol(";") || current.kind == .end
                    || current.isSymbol(closer ?? "\u{0}") else {
                throw LanguageError("expected the end of the statement, found \(describe(current))", current.range,
                                    hint: "put one statement per line, or separate them with ';'")
            }
        }
    }

    mutating func block() throws(LanguageError) -> [Statement] {
        _ = try expect("{", "to open a block")
        let body = try statements(until: "}")
        _ = try expect("}", "to close the block")
        return body
    }

    mutating func statement() throws(LanguageError) -> Statement {
        let start = current.range
        // Modifiers that change nothing for layout.
        while current.isKeyword("private") || current.isKeyword("fileprivate") || current.isKeyword("lazy")
                || current.isKeyword("weak") || current.isKeyword("override") || current.identifier == "public"
                || current.identifier == "internal" || current.identifier == "final" || current.isSymbol("@") {
            if current.isSymbol("@") { advance() }
            advance()
        }
        if current.isKeyword("let") || current.isKeyword("var") { return try declaration(start) }
        if current.isKeyword("if") { return try ifStatement(start) }
        if current.isKeyword("for") { return try forStatement(start) }
        if current.isKeyword("func") { return try function(start) }
        if current.identifier == "class" || current.identifier == "struct" || current.identifier == "extension" {
            return try classBody(start)
        }
        if current.isKeyword("return") {
            advance()
            if current.kind == .newline || current.kind == .end || current.isSymbol("}") || current.isSymbol(";") {
                return .returnStatement(nil, start)
            }
            let value = try expression()
            return .returnStatement(value, SourceRange.spanning(start, value.range))
        }
        let target = try expression()
        for op in ["=", "+=", "-=", "*=", "/="] where current.isSymbol(op) {
            advance()
            let value = try expression()
            return .assignment(target, op, value, SourceRange.spanning(target.range, value.range))
        }
        return .expression(target, target.range)
    }

    mutating func declaration(_ start: SourceRange) throws(LanguageError) -> Statement {
        advance()  // let / var
        let (name, nameRange) = try identifier("a name after 'let' or 'var'")
        if current.isSymbol(":") { advance(); try skipType(stopAt: ["="]) }
        guard current.isSymbol("=") else { return .declaration(name: name, value: nil, SourceRange.spanning(start, nameRange)) }
        advance()
        let value = try expression()
        return .declaration(name: name, value: value, SourceRange.spanning(start, value.range))
    }

    /// Skips a type annotation: balanced brackets, up to one of `stops` or the end of the line.
    mutating func skipType(stopAt stops: Set<String>) throws(LanguageError) {
        var depth = 0
        while current.kind != .end {
            if depth == 0, current.kind == .newline { return }
            if depth == 0, case .symbol(let s) = current.kind, stops.contains(s) { return }
            if depth == 0, current.isSymbol("{") || current.isKeyword("in") { return }
            if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("<") { depth += 1 }
            if current.isSymbol(")") || current.isSymbol("]") || current.isSymbol(">") {
                if depth == 0 { return }
                depth -= 1
            }
            advance()
        }
    }

    mutating func ifStatement(_ start: SourceRange) throws(LanguageError) -> Statement {
        advance()  // if
        var conditions: [Condition] = []
        let saved = noTrailingClosure
        noTrailingClosure = true
        repeat {
            if current.isSymbol(",") { advance() }
            if current.isKeyword("let") || current.isKeyword("var") {
                let bindStart = current.range
                advance()
                let (name, _) = try identifier("a name after 'if let'")
                if current.isSymbol(":") { advance(); try skipType(stopAt: ["="]) }
                let value: Expr
                if current.isSymbol("=") { advance(); value = try expression() } else { value = .identifier(name, bindStart) }
                conditions.append(.binding(name, value, SourceRange.spanning(bindStart, value.range)))
            } else {
                conditions.append(.expression(try expression()))
            }
        } while current.isSymbol(",")
        noTrailingClosure = saved
        let body = try block()
        var elseBody: [Statement]?
        let save = index
        skipNewlines()
        if current.isKeyword("else") {
            advance()
            if current.isKeyword("if") { elseBody = [try ifStatement(current.range)] } else { elseBody = try block() }
        } else {
            index = save
        }
        return .ifElse(conditions, body, elseBody, SourceRange.spanning(start, tokens[max(0, index - 1)].range))
    }

    mutating func forStatement(_ start: SourceRange) throws(LanguageError) -> Statement {
        advance()  // for
        let (name, _) = try identifier("a loop variable after 'for'")
        guard current.isKeyword("in") else { throw LanguageError("expected 'in' after the loop variable", current.range) }
        advance()
        let saved = noTrailingClosure
        noTrailingClosure = true
        let sequence = try expression()
        noTrailingClosure = saved
        let body = try block()
        return .forIn(name, sequence, body, SourceRange.spanning(start, sequence.range))
    }

    mutating func function(_ start: SourceRange) throws(LanguageError) -> Statement {
        advance()  // func
        let (name, nameRange) = try identifier("a function name")
        _ = try expect("(", "to open the parameter list")
        var parameters: [String] = []
        while !current.isSymbol(")") {
            // `label name: Type`, `_ name: Type` or `name: Type`; the last name counts.
            var names: [String] = []
            while let n = current.identifier { names.append(n); advance() }
            guard let last = names.last else { throw LanguageError("expected a parameter name", current.range) }
            parameters.append(last)
            if current.isSymbol(":") { advance(); try skipType(stopAt: [",", ")", "="]) }
            if current.isSymbol("=") { advance(); _ = try expression() }
            if current.isSymbol(",") { advance() }
        }
        advance()  // )
        if current.isSymbol("->") { advance(); try skipType(stopAt: ["{"]) }
        let body = try block()
        return .function(name, parameters, body, SourceRange.spanning(start, nameRange))
    }

    mutating func classBody(_ start: SourceRange) throws(LanguageError) -> Statement {
        advance()  // class / struct / extension
        let (name, nameRange) = try identifier("a type name")
        if current.isSymbol(":") { advance(); try skipType(stopAt: ["{"]) }
        let body = try block()
        return .classBody(name, body, SourceRange.spanning(start, nameRange))
    }
}
