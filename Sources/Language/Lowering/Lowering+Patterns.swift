import SwiftSyntax

/// Patterns of `let`, `for`, `case` and `catch`.
extension Lowering {
    /// A pattern; `binding` says whether a bare name binds (inside `let`
    /// or `var`) or is a value to match (in a `case` without them).
    mutating func pattern(_ p: PatternSyntax, binding: Bool) -> Pattern {
        switch p.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let i): return .binding(Lowering.name(i.identifier), map.range(i))
        case .wildcardPattern: return .wildcard
        case .tuplePattern(let t): return .tuple(t.elements.map { pattern($0.pattern, binding: binding) })
        case .valueBindingPattern(let v): return pattern(v.pattern, binding: true)
        case .expressionPattern(let e): return patternExpression(e.expression, binding: binding)
        case .isTypePattern(let i): return .typeCheck(typeName(i.type), nil, map.range(i))
        default: return .wildcard
        }
    }

    /// A `case` pattern written as an expression: `.some(let x)`, `let v as UILabel`, `0...5`.
    mutating func patternExpression(_ e: ExprSyntax, binding: Bool) -> Pattern {
        if let lowered = lowerFolded(e, { $0.patternExpression($1, binding: binding) }) { return lowered }
        if let p = e.as(PatternExprSyntax.self) { return pattern(p.pattern, binding: binding) }
        if binding, let d = e.as(DeclReferenceExprSyntax.self) { return .binding(Lowering.name(d.baseName), map.range(d)) }
        if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if let a = e.as(AsExprSyntax.self) {
            return .typeCheck(typeName(a.type), patternExpression(a.expression, binding: binding), map.range(a))
        }
        if let o = e.as(OptionalChainingExprSyntax.self) { return .optional(patternExpression(o.expression, binding: binding)) }
        if let t = e.as(TupleExprSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first { return patternExpression(only.expression, binding: binding) }
            return .tuple(t.elements.map { patternExpression($0.expression, binding: binding) })
        }
        if let m = e.as(MemberAccessExprSyntax.self), Lowering.isEnumCaseBase(m.base) {
            return .enumCase(Lowering.name(m.declName.baseName), [], map.range(m))
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           Lowering.isEnumCaseBase(m.base) {
            return .enumCase(Lowering.name(m.declName.baseName), call.arguments.map { patternExpression($0.expression, binding: binding) },
                             map.range(call))
        }
        return .expression(expression(e))
    }

    /// `.case` or `Type.case`: a base that is nothing or a capitalised name.
    static func isEnumCaseBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        if let d = base.as(DeclReferenceExprSyntax.self) { return d.baseName.text.first?.isUppercase ?? false }
        return base.is(MemberAccessExprSyntax.self) && base.trimmedDescription.first?.isUppercase == true
    }
}
