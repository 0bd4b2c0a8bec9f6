import HashTreeCollections
import SwiftSyntax

/// Names declared `Int` (true) or not (false), for integer division.
///
/// Persistent (copies share nodes): the interpreter holds the top level's
/// table for the next input and is copied before each input, so a hash
/// table written by the next declaration would copy every name of the file.
public typealias IntegerNames = TreeDictionary<String, Bool>

/// Lowers swift-syntax nodes to the interpreter's `Statement` and `Expr`.
///
/// Total by design: every node lowers to something, and what the
/// interpreter cannot run lowers to `.unsupported` with its location, so a
/// construct the interpreter lacks fails only where it is reached.
struct Lowering {
    var map: SourceMap
    /// Names known to be `Int` or not, innermost scope last (`Lowering+Integers`).
    var intScopes: [IntegerNames] = [[:]]
    /// Names the next block binds before its statements (a loop's index, a function's parameters).
    var pendingNames: [String: Bool] = [:]

    /// A top-level or block item: several statements for `let a = 1, b = 2`
    /// or an `#if` (the branch that would compile for iOS), none for an empty `#if`.
    mutating func statements(_ item: CodeBlockItemSyntax) -> [Statement] {
        switch item.item {
        case .decl(let decl):
            if let config = decl.as(IfConfigDeclSyntax.self) { return ifConfigStatements(config) }
            return declarations(decl)
        case .stmt(let stmt): return [statement(stmt)]
        case .expr(let expr): return [expressionStatement(expr)]
        }
    }

    mutating func block(_ items: CodeBlockItemListSyntax) -> [Statement] {
        intScopes.append(IntegerNames(pendingNames))
        pendingNames = [:]
        defer { intScopes.removeLast() }
        return items.flatMap { item in detached(item) { $0.statements($1) } }
    }

    /// `body` applied to `node` detached from its tree, the source map
    /// reading the detached node's offsets (which count from its start) as
    /// offsets of the text.
    ///
    /// swift-syntax keeps the data of every node an accessor has reached
    /// until its root is freed. Lowered through the file's root, a view
    /// controller of 190,000 lines kept data for every node of it; each
    /// statement of a block lowered through a root of its own frees that
    /// data as soon as the statement is lowered.
    mutating func detached<Node: SyntaxProtocol, Result>(_ node: Node, _ body: (inout Lowering, Node) -> Result) -> Result {
        let saved = map.base
        map.base += node.position.utf8Offset
        defer { map.base = saved }
        return body(&self, node.detached)
    }

    mutating func block(_ body: CodeBlockSyntax?) -> [Statement] {
        body.map { block($0.statements) } ?? []
    }

    /// An expression in statement position: assignments become statements;
    /// `if` and `switch` expressions are statements too.
    mutating func expressionStatement(_ expr: ExprSyntax) -> Statement {
        // `label.text = "Title"`, the commonest statement, is a sequence of
        // one operator: folding it would only make a new tree of the same
        // three parts.
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            if let assigned = assignment(parts[0], parts[1], parts[2], map.range(expr)) { return assigned }
        }
        if let lowered = lowerFolded(expr, { $0.expressionStatement($1) }) { return lowered }
        if let infix = expr.as(InfixOperatorExprSyntax.self),
           let assigned = assignment(infix.leftOperand, infix.operator, infix.rightOperand, map.range(expr)) {
            return assigned
        }
        if let ifExpr = expr.as(IfExprSyntax.self) { return ifStatement(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchStatement(switchExpr) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return .unsupported("an expression with an operator Swift does not define", map.range(sequence))
        }
        return .expression(expression(expr), map.range(expr))
    }

    /// `left op right` as an assignment statement when `op` is `=` or a
    /// compound assignment (`_ = f()` is an expression statement), else nil.
    private mutating func assignment(_ left: ExprSyntax, _ op: ExprSyntax, _ right: ExprSyntax, _ range: SourceRange) -> Statement? {
        if op.is(AssignmentExprSyntax.self) {
            if left.is(DiscardAssignmentExprSyntax.self) { return .expression(expression(right), range) }
            return .assignment(expression(left), "=", expression(right), range)
        }
        if let op = op.as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/=", "??="].contains(op.operator.text) {
            return .assignment(expression(left), op.operator.text, expression(right), range)
        }
        return nil
    }

    // MARK: Statements

    mutating func statement(_ stmt: StmtSyntax) -> Statement {
        let range = map.range(stmt)
        if let s = stmt.as(ExpressionStmtSyntax.self) { return expressionStatement(s.expression) }
        if let s = stmt.as(ReturnStmtSyntax.self) { return .returnStatement(s.expression.map { expression($0) }, range) }
        if let s = stmt.as(GuardStmtSyntax.self) { return .guardElse(conditions(s.conditions), block(s.body), range) }
        if let s = stmt.as(ForStmtSyntax.self) {
            if s.awaitKeyword != nil { return .unsupported("a 'for await' loop", range) }
            var pattern = self.pattern(s.pattern, binding: true)
            // `for case let x as UILabel in views` matches; plain `for` binds.
            if s.caseKeyword != nil { pattern = self.pattern(s.pattern, binding: false) }
            let sequence = expression(s.sequence)
            let condition = s.whereClause.map { expression($0.condition) }
            pendingNames = loopIntNames(s.pattern, s.sequence)
            return .forIn(pattern, sequence, condition, block(s.body), range)
        }
        if let s = stmt.as(WhileStmtSyntax.self) { return .whileLoop(conditions(s.conditions), block(s.body), range) }
        if let s = stmt.as(RepeatStmtSyntax.self) { return .repeatWhile(block(s.body), expression(s.condition), range) }
        if stmt.is(BreakStmtSyntax.self) { return .breakLoop(range) }
        if stmt.is(ContinueStmtSyntax.self) { return .continueLoop(range) }
        if let s = stmt.as(ThrowStmtSyntax.self) { return .throwStatement(expression(s.expression), range) }
        if let s = stmt.as(DeferStmtSyntax.self) { return .deferBlock(block(s.body), range) }
        if let s = stmt.as(DoStmtSyntax.self) { return .doCatch(block(s.body), s.catchClauses.map { block($0.body) }, range) }
        if let s = stmt.as(LabeledStmtSyntax.self) { return statement(s.statement) }
        if stmt.is(FallThroughStmtSyntax.self) { return .unsupported("'fallthrough'", range) }
        return .unsupported("this statement", range)
    }

    mutating func ifStatement(_ s: IfExprSyntax) -> Statement {
        var elseBody: [Statement]?
        switch s.elseBody {
        case .ifExpr(let nested)?: elseBody = [ifStatement(nested)]
        case .codeBlock(let b)?: elseBody = block(b)
        case nil: break
        }
        return .ifElse(conditions(s.conditions), block(s.body), elseBody, map.range(s.ifKeyword, s.conditions))
    }

    mutating func switchStatement(_ s: SwitchExprSyntax) -> Statement {
        var clauses: [SwitchClause] = []
        for element in s.cases {
            guard case .switchCase(let c) = element else { continue }
            let body = block(c.statements)
            switch c.label {
            case .default(let d):
                clauses.append(SwitchClause(patterns: [], guardExpression: nil, body: body, range: map.range(d)))
            case .case(let label):
                // Each item may have its own `where`; the interpreter keeps one per clause, so
                // a clause whose items differ in `where` is split into one clause per item.
                let items = Array(label.caseItems)
                let guards = items.map { $0.whereClause?.condition.trimmedDescription }
                if Set(guards.map { $0 ?? "" }).count <= 1 {
                    clauses.append(SwitchClause(patterns: items.map { pattern($0.pattern, binding: false) },
                                                guardExpression: items.first?.whereClause.map { expression($0.condition) },
                                                body: body, range: map.range(label)))
                } else {
                    for item in items {
                        clauses.append(SwitchClause(patterns: [pattern(item.pattern, binding: false)],
                                                    guardExpression: item.whereClause.map { expression($0.condition) },
                                                    body: body, range: map.range(label)))
                    }
                }
            }
        }
        return .switchCase(expression(s.subject), clauses, map.range(s.switchKeyword, s.subject))
    }

    mutating func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.map { element in
            switch element.condition {
            case .expression(let e): return .expression(expression(e))
            case .availability(let a): return .available(a.availabilityKeyword.tokenKind != .poundUnavailable)
            case .matchingPattern(let m):
                return .patternMatch(pattern(m.pattern, binding: false), expression(m.initializer.value), map.range(m))
            case .optionalBinding(let b):
                let p = pattern(b.pattern, binding: true)
                // `if let x` (Swift 5.7) binds x to itself.
                let value = b.initializer.map { expression($0.value) }
                    ?? .identifier(p.boundNames.first ?? "_", map.range(b.pattern))
                return .optionalBinding(p, value, map.range(b))
            #if RESILIENT_LIBRARIES
            @unknown default: return .expression(.unsupported("this condition", map.range(element)))
            #endif
            }
        }
    }

    /// The statements of the branch of `#if` that would compile for an iOS app.
    mutating func ifConfigStatements(_ config: IfConfigDeclSyntax) -> [Statement] {
        guard let clause = IfConfigChoice.chosen(config) else { return [] }
        switch clause.elements {
        case .statements(let items)?: return block(items)
        case .decls(let members)?: return members.flatMap { declarations($0.decl) }
        default: return []
        }
    }
}
