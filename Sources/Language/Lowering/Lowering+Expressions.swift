import SwiftSyntax

/// Expressions, string literals and closures.
extension Lowering {
    mutating func expression(_ e: ExprSyntax) -> Expr {
        if let lowered = lowerFolded(e, { $0.expression($1) }) { return lowered }
        let range = map.range(e)
        switch e.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let n): return .number(Lowering.integer(n.literal.text), range)
        case .floatLiteralExpr(let n): return .number(Double(n.literal.text.filter { $0 != "_" }) ?? .nan, range)
        case .stringLiteralExpr(let s): return string(s, range)
        case .booleanLiteralExpr(let b): return .bool(b.literal.tokenKind == .keyword(.true), range)
        case .nilLiteralExpr: return .nil(range)
        case .declReferenceExpr(let d):
            if let names = d.argumentNames { return Lowering.reference(to: .identifier(Lowering.name(d.baseName), range), names, range) }
            return .identifier(Lowering.name(d.baseName), range)
        case .superExpr: return .identifier("super", range)
        case .discardAssignmentExpr: return .identifier("_", range)
        case .memberAccessExpr(let m):
            let name = Lowering.name(m.declName.baseName)
            guard let base = m.base else { return .implicitMember(name, range) }
            if let names = m.declName.argumentNames {
                // `T.init(title:)` calls the type itself.
                let callee = name == "init" ? expression(base) : .member(expression(base), name, range)
                return Lowering.reference(to: callee, names, range)
            }
            return .member(expression(base), name, range)
        case .functionCallExpr(let call):
            // `(0..<n).forEach { i in … i / 2 }`: the closure's parameters are the sequence's elements.
            let ints = closureIntegerParameters(call.calledExpression)
            var arguments = call.arguments.map { argument in
                if let c = argument.expression.as(ClosureExprSyntax.self) { return Argument(label: argument.label?.text, value: closure(c, integers: ints)) }
                return Argument(label: argument.label?.text, value: expression(argument.expression))
            }
            if let trailing = call.trailingClosure {
                arguments.append(Argument(label: nil, value: closure(trailing, integers: ints), isTrailingClosure: true))
            }
            for extra in call.additionalTrailingClosures {
                arguments.append(Argument(label: extra.label.text, value: closure(extra.closure)))
            }
            return .call(expression(call.calledExpression), arguments, range)
        case .subscriptCallExpr(let s):
            return .subscripted(expression(s.calledExpression),
                                s.arguments.map { Argument(label: $0.label?.text, value: expression($0.expression)) }, range)
        case .arrayExpr(let a): return .array(a.elements.map { expression($0.expression) }, range)
        case .dictionaryExpr(let d):
            guard case .elements(let elements) = d.content else { return .dictionary([], range) }
            return .dictionary(elements.map { (expression($0.key), expression($0.value)) }, range)
        case .tupleExpr(let t):
            if t.elements.count == 1, let only = t.elements.first, only.label == nil { return expression(only.expression) }
            return .tuple(t.elements.map { Argument(label: $0.label?.text, value: expression($0.expression)) }, range)
        case .prefixOperatorExpr(let p):
            let op = p.operator.text
            let operand = expression(p.expression)
            if op == "-", case .number(let n, _) = operand { return .number(-n, range) }
            if op == "&" { return .prefix("&", operand, range) }  // an inout argument: written back after the call
            return .prefix(op, operand, range)
        case .postfixOperatorExpr(let p):
            return .unsupported("the postfix operator '\(p.operator.text)'", range)
        case .infixOperatorExpr(let infix):
            let lhs = expression(infix.leftOperand), rhs = expression(infix.rightOperand)
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "/", isIntegerDivision(infix.leftOperand, infix.rightOperand) {
                    return .binary(Lowering.integerDivision, lhs, rhs, range)
                }
                return .binary(op.operator.text, lhs, rhs, range)
            }
            if infix.operator.is(AssignmentExprSyntax.self) { return .assignment(lhs, "=", rhs, range) }
            return .unsupported("this operator", map.range(infix.operator))
        case .ternaryExpr(let t):
            return .ternary(expression(t.condition), expression(t.thenExpression), expression(t.elseExpression), range)
        case .asExpr(let a):
            let kind: CastKind = switch a.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .optional
            case .exclamationMark?: .forced
            default: .plain
            }
            return .cast(expression(a.expression), kind, typeName(a.type), range)
        case .isExpr(let i): return .isType(expression(i.expression), typeName(i.type), range)
        case .closureExpr(let c): return closure(c)
        case .tryExpr(let t): return expression(t.expression)
        case .awaitExpr(let a): return expression(a.expression)
        case .forceUnwrapExpr(let f): return expression(f.expression)
        case .optionalChainingExpr(let o): return expression(o.expression)
        case .inOutExpr(let i): return .prefix("&", expression(i.expression), range)
        case .consumeExpr(let c): return expression(c.expression)
        case .copyExpr(let c): return expression(c.expression)
        case .genericSpecializationExpr(let g): return expression(g.expression)
        case .typeExpr(let t): return .typeExpression(typeName(t.type), range)
        case .keyPathExpr(let k):
            let names = k.components.compactMap { c -> String? in
                if case .property(let p) = c.component { return Lowering.name(p.declName.baseName) }
                return nil
            }
            return .keyPath(names, range)
        case .macroExpansionExpr(let m):
            // Xcode's image literal is the named image: `:image` can size it.
            if m.macroName.text == "imageLiteral", let name = m.arguments.first(where: { $0.label?.text == "resourceName" }) {
                return .call(.identifier("UIImage", range), [Argument(label: "imageLiteralResourceName", value: expression(name.expression))], range)
            }
            return .inert("#" + m.macroName.text, range)
        case .ifExpr(let i): return valueOf(ifStatement(i), range)
        case .switchExpr(let s): return valueOf(switchStatement(s), range)
        case .sequenceExpr: return .unsupported("an expression with an operator Swift does not define", range)
        default: return .unsupported("this expression", range)
        }
    }

    /// Swift 5.9's `if` and `switch` used as values: a closure, called at
    /// once, whose branches return their last expression.
    func valueOf(_ statement: Statement, _ range: SourceRange) -> Expr {
        .call(.closure(Closure(parameters: [], body: [Lowering.returningLast(statement)]), range), [], range)
    }

    /// A statement whose branches end by returning their last expression.
    static func returningLast(_ statement: Statement) -> Statement {
        func branch(_ body: [Statement]) -> [Statement] {
            guard let last = body.last else { return body }
            switch last {
            case .expression(let e, let r): return body.dropLast() + [.returnStatement(e, r)]
            case .ifElse, .switchCase: return body.dropLast() + [returningLast(last)]
            default: return body
            }
        }
        switch statement {
        case .ifElse(let conditions, let body, let elseBody, let r): return .ifElse(conditions, branch(body), elseBody.map(branch), r)
        case .switchCase(let subject, let clauses, let r):
            return .switchCase(subject, clauses.map { SwitchClause(patterns: $0.patterns, guardExpression: $0.guardExpression,
                                                                   body: branch($0.body), range: $0.range) }, r)
        default: return statement
        }
    }

    /// The operator integer division lowers to (`Lowering+Integers`).
    static let integerDivision = "/ (Int)"

    /// `1_000`, `0x10`, `0b101`, `0o17`.
    static func integer(_ text: String) -> Double {
        // Plain decimal digits, nearly every literal, read from the bytes:
        // below 10^15 the value is exactly the one `Double(_:)` reads.
        if text.utf8.count <= 15, !text.utf8.isEmpty,
           text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return Double(text.utf8.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix).map(Double.init) ?? .nan
        }
        return Double(digits) ?? .nan
    }

    /// An identifier's name without backticks.
    static func name(_ token: TokenSyntax) -> String {
        let text = token.text
        // A first byte that is no backtick starts no backtick Character.
        guard text.utf8.first == UInt8(ascii: "`") else { return text }
        if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 { return String(text.dropFirst().dropLast()) }
        return text
    }

    mutating func string(_ s: StringLiteralExprSyntax, _ range: SourceRange) -> Expr {
        let raw = s.openingPounds != nil
        var segments: [StringSegment] = []
        for segment in s.segments {
            switch segment {
            case .stringSegment(let text):
                let value = raw ? text.content.text : Lowering.unescaped(text.content.text)
                if case .text(let previous)? = segments.last { segments[segments.count - 1] = .text(previous + value) }
                else { segments.append(.text(value)) }
            case .expressionSegment(let e):
                if let first = e.expressions.first { segments.append(.interpolation(expression(first.expression))) }
            }
        }
        if segments.isEmpty { segments = [.text("")] }
        return .string(segments, range)
    }

    /// A string segment's text with Swift's escapes resolved.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var chars = text[...]
        while let c = chars.first {
            chars = chars.dropFirst()
            guard c == "\\", let e = chars.first else { result.append(c); continue }
            chars = chars.dropFirst()
            switch e {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                // \u{1F600}
                if chars.first == "{", let close = chars.firstIndex(of: "}") {
                    let hex = chars[chars.index(after: chars.startIndex)..<close]
                    if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { result.unicodeScalars.append(scalar) }
                    chars = chars[chars.index(after: close)...]
                }
            default: result.append(e)  // \" \\ \'
            }
        }
        return result
    }

    /// A closure; `integers` says which of its parameters are `Int` when
    /// the sequence it is handed says so (`closureIntegerParameters`).
    mutating func closure(_ c: ClosureExprSyntax, integers: [Bool]? = nil) -> Expr {
        var parameters: [String] = []
        var declaredInt: [Bool] = []
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: parameters = list.map { Lowering.name($0.name) }
        case .parameterClause(let clause)?:
            parameters = clause.parameters.map { Lowering.name($0.secondName ?? $0.firstName) }
            declaredInt = clause.parameters.map { $0.type.map { Lowering.integerTypes.contains($0.trimmedDescription) } ?? false }
        case nil: break
        }
        // The body sees its parameters as `Int` or not, as a function's do.
        var names: [String: Bool] = [:]
        for (i, name) in parameters.enumerated() {
            let integer = (i < declaredInt.count && declaredInt[i]) || (integers.map { i < $0.count && $0[i] && (parameters.count == $0.count || $0.count == 1) } ?? false)
            if integer || intName(name) { names[name] = integer }
        }
        if parameters.isEmpty, let integers {
            for (i, integer) in integers.enumerated() where integer || intName("$\(i)") { names["$\(i)"] = integer }
        }
        pendingNames = names
        let shorthand = parameters.isEmpty ? Lowering.shorthandCount(c) : 0
        return .closure(Closure(parameters: parameters, body: block(c.statements), shorthandCount: shorthand), map.range(c))
    }

    /// One more than the highest `$n` a closure's own body names (closures
    /// inside it have their own).
    static func shorthandCount(_ c: ClosureExprSyntax) -> Int {
        final class Counter: SyntaxVisitor {
            var count = 0
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .dollarIdentifier(let text) = token.tokenKind, let n = Int(text.dropFirst()), n < 64 { count = max(count, n + 1) }
                return .skipChildren
            }
        }
        let counter = Counter(viewMode: .sourceAccurate)
        counter.walk(c.statements)
        return counter.count
    }

    /// A function named with its labels and not called (`BadgeView.init(title:)`,
    /// `stack.addArrangedSubview(_:)`, handed to `map` or `forEach`): the
    /// closure that calls it with its parameters under those labels.
    static func reference(to callee: Expr, _ names: DeclNameArgumentsSyntax, _ range: SourceRange) -> Expr {
        let labels = names.arguments.map { $0.name.tokenKind == .wildcard ? nil : Lowering.name($0.name) }
        let parameters = labels.indices.map { "$\($0)" }
        let arguments = zip(labels, parameters).map { Argument(label: $0, value: .identifier($1, range)) }
        return .closure(Closure(parameters: parameters, body: [.returnStatement(.call(callee, arguments, range), range)]), range)
    }

    /// A type as the interpreter sees it.
    func typeName(_ t: TypeSyntax) -> TypeName {
        switch t.as(TypeSyntaxEnum.self) {
        case .identifierType(let i):
            let arguments = i.genericArgumentClause?.arguments.compactMap { argument -> TypeName? in
                if case .type(let type) = argument.argument { return typeName(type) }
                return nil
            } ?? []
            if i.name.text == "Optional", let wrapped = arguments.first {
                var w = wrapped
                w.isOptional = true
                return w
            }
            return TypeName(Lowering.name(i.name), arguments: arguments)
        case .memberType(let m):
            let base = typeName(m.baseType)
            return TypeName(Lowering.name(m.name), qualified: base.qualified + "." + Lowering.name(m.name))
        case .optionalType(let o):
            var w = typeName(o.wrappedType)
            w.isOptional = true
            return w
        case .implicitlyUnwrappedOptionalType(let o):
            var w = typeName(o.wrappedType)
            w.isOptional = true
            return w
        case .arrayType(let a): return TypeName("Array", arguments: [typeName(a.element)])
        case .dictionaryType(let d): return TypeName("Dictionary", arguments: [typeName(d.key), typeName(d.value)])
        case .attributedType(let a): return typeName(a.baseType)
        case .someOrAnyType(let s): return typeName(s.constraint)
        case .tupleType(let tuple):
            // `(T)` is T; a tuple keeps its labels, which its values take on.
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil { return typeName(only.type) }
            return TypeName(TypeName.tuple, qualified: t.trimmedDescription, arguments: tuple.elements.map { typeName($0.type) },
                            labels: tuple.elements.map { $0.firstName.map(Lowering.name) })
        default: return TypeName(t.trimmedDescription)
        }
    }
}
