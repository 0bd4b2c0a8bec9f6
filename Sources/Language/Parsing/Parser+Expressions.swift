/// Expressions, by Swift's precedence: `||`, `&&`, comparisons, `??`, casts,
/// ranges, `+ -`, `* / %`, prefix operators, then postfix chains.
extension Parser {
    public mutating func expression() throws(LanguageError) -> Expr { try binary(level: 0) }

    static let levels: [[String]] = [["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">=", "===", "!=="], ["??"], ["...", "..<"], ["+", "-"], ["*", "/", "%"]]

    mutating func binary(level: Int) throws(LanguageError) -> Expr {
        guard level < Parser.levels.count else { return try castExpression() }
        var lhs = try binary(level: level + 1)
        while case .symbol(let op) = current.kind, Parser.levels[level].contains(op) {
            advance()
            skipNewlines()
            let rhs = try binary(level: level + 1)
            lhs = .binary(op, lhs, rhs, SourceRange.spanning(lhs.range, rhs.range))
        }
        return lhs
    }

    mutating func castExpression() throws(LanguageError) -> Expr {
        var value = try prefixExpression()
        while current.isKeyword("as") {
            advance()
            if current.isSymbol("?") || current.isSymbol("!") { advance() }
            let (type, range) = try identifier("a type after 'as'")
            if current.isSymbol("?") { advance() }
            value = .cast(value, type, SourceRange.spanning(value.range, range))
        }
        return value
    }

    mutating func prefixExpression() throws(LanguageError) -> Expr {
        if case .symbol(let op) = current.kind, ["-", "!", ">=", "<=", "=="].contains(op) {
            let start = current.range
            advance()
            let operand = try prefixExpression()
            return .prefix(op, operand, SourceRange.spanning(start, operand.range))
        }
        if current.isKeyword("try") { advance(); if current.isSymbol("?") || current.isSymbol("!") { advance() } }
        return try postfix(try primary())
    }

    mutating func primary() throws(LanguageError) -> Expr {
        let token = current
        switch token.kind {
        case .number(let n):
            advance()
            return .number(n, token.range)
        case .string(let parts):
            advance()
            var segments: [StringSegment] = []
            for part in parts {
                switch part {
                case .text(let t): segments.append(.text(t))
                case .interpolation(let source, let position):
                    var inner = Parser(tokens: try Lexer.tokenize(source).map { $0.shifted(to: position) })
                    let e = try inner.expression()
                    segments.append(.interpolation(e))
                }
            }
            return .string(segments, token.range)
        case .keyword("true"), .keyword("false"):
            advance()
            return .bool(token.isKeyword("true"), token.range)
        case .keyword("nil"):
            advance()
            return .nil(token.range)
        case .keyword("self"), .keyword("super"):
            advance()
            return .identifier(token.isKeyword("self") ? "self" : "super", token.range)
        case .identifier(let name):
            advance()
            return .identifier(name, token.range)
        case .symbol("."):
            advance()
            let (name, range) = try memberName()
            return .implicitMember(name, SourceRange.spanning(token.range, range))
        case .symbol("("):
            advance()
            skipNewlines()
            let saved = noTrailingClosure
            noTrailingClosure = false
            let inner = try expression()
            noTrailingClosure = saved
            skipNewlines()
            // A tuple is not part of the subset; `(a)` is `a`.
            _ = try expect(")", "to close the parenthesis")
            return inner
        case .symbol("["):
            advance()
            var elements: [Expr] = []
            skipNewlines()
            while !current.isSymbol("]") {
                elements.append(try expression())
                skipNewlines()
                if current.isSymbol(",") { advance(); skipNewlines() } else { break }
            }
            let close = try expect("]", "to close the array")
            return .array(elements, SourceRange.spanning(token.range, close.range))
        case .symbol("{"):
            let closure = try closureLiteral()
            return .closure(closure, SourceRange.spanning(token.range, tokens[max(0, index - 1)].range))
        default:
            throw LanguageError("expected an expression, found \(describe(token))", token.range)
        }
    }

    /// A member name: an identifier, or a keyword used as one (`.default`, `.init`).
    mutating func memberName() throws(LanguageError) -> (String, SourceRange) {
        if case .keyword(let k) = current.kind {
            let range = current.range
            advance()
            return (k, range)
        }
        return try identifier("a member name after '.'")
    }

    mutating func postfix(_ base: Expr) throws(LanguageError) -> Expr {
        var value = base
        while true {
            if current.isSymbol(".") || current.isSymbol("?.") {
                advance()
                let (name, range) = try memberName()
                value = .member(value, name, SourceRange.spanning(value.range, range))
            } else if current.isSymbol("?") || (current.isSymbol("!") && !current.spaceBefore) {
                advance()  // optional chaining and force unwrapping change nothing here
            } else if current.isSymbol("(") {
                advance()
                let (arguments, close) = try argumentList()
                value = .call(value, arguments, SourceRange.spanning(value.range, close))
            } else if current.isSymbol("["), !current.spaceBefore {
                advance()
                skipNewlines()
                let subscriptValue = try expression()
                let close = try expect("]", "to close the subscript")
                value = .subscripted(value, subscriptValue, SourceRange.spanning(value.range, close.range))
            } else if current.isSymbol("{"), !noTrailingClosure {
                let start = current.range
                let closure = try closureLiteral()
                let range = SourceRange.spanning(start, tokens[max(0, index - 1)].range)
                let argument = Argument(label: nil, value: .closure(closure, range))
                if case .call(let callee, var arguments, _) = value {
                    arguments.append(argument)
                    value = .call(callee, arguments, SourceRange.spanning(value.range, range))
                } else {
                    value = .call(value, [argument], SourceRange.spanning(value.range, range))
                }
            } else if current.kind == .newline, continuesChain() {
                skipNewlines()
            } else {
                return value
            }
        }
    }

    /// Whether the next line starts with `.name`: a chain continued.
    func continuesChain() -> Bool {
        var offset = 0
        while peek(offset).kind == .newline { offset += 1 }
        return peek(offset).isSymbol(".") && peek(offset + 1).identifier != nil
    }

    /// `(label: value, value)` after the `(`; returns the arguments and the range of `)`.
    mutating func argumentList() throws(LanguageError) -> ([Argument], SourceRange) {
        var arguments: [Argument] = []
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        skipNewlines()
        while !current.isSymbol(")") {
            var label: String?
            if let name = current.identifier ?? current.keywordText, peek(1).isSymbol(":") {
                label = name
                advance(); advance()
            }
            skipNewlines()
            arguments.append(Argument(label: label, value: try expression()))
            skipNewlines()
            if current.isSymbol(",") { advance(); skipNewlines() } else { break }
        }
        let close = try expect(")", "to close the argument list")
        return (arguments, close.range)
    }

    /// `{ a in … }`, `{ (a: T) -> R in … }`, `{ … $0 … }`.
    mutating func closureLiteral() throws(LanguageError) -> Closure {
        _ = try expect("{", "to open a closure")
        var parameters: [String] = []
        let save = index
        var names: [String] = []
        var parsedHead = false
        skipNewlines()
        if current.isSymbol("(") {
            advance()
            while let name = current.identifier {
                names.append(name)
                advance()
                if current.isSymbol(":") { advance(); try skipType(stopAt: [",", ")"]) }
                if current.isSymbol(",") { advance() }
            }
            if current.isSymbol(")") { advance(); parsedHead = true }
        } else {
            while let name = current.identifier {
                names.append(name)
                advance()
                if current.isSymbol(",") { advance() } else { break }
            }
            parsedHead = !names.isEmpty
        }
        if parsedHead && current.isSymbol("->") { advance(); try skipType(stopAt: []) }
        if parsedHead && current.isKeyword("in") {
            advance()
            parameters = names
        } else {
            index = save
        }
        let body = try statements(until: "}")
        _ = try expect("}", "to close the closure")
        return Closure(parameters: parameters, body: body)
    }
}

extension Token {
    /// The keyword's text, if it is one (labels may be keywords: `in:`, `for:`).
    var keywordText: String? {
        if case .keyword(let k) = kind { return k }
        return nil
    }

    /// The token moved to where an interpolation sits in its string.
    func shifted(to origin: SourcePosition) -> Token {
        func move(_ p: SourcePosition) -> SourcePosition {
            p.line == 1 ? SourcePosition(line: origin.line, column: origin.column + p.column - 1)
                        : SourcePosition(line: origin.line + p.line - 1, column: p.column)
        }
        return Token(kind, SourceRange(move(range.start), move(range.end)), spaceBefore: spaceBefore)
    }
}
