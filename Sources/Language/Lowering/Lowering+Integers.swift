import SwiftSyntax

/// Which expressions are `Int`, so that `/` between two of them truncates.
///
/// The interpreter keeps every number as a Double (CGFloat is), so Swift's
/// integer division must be decided from the source: a name bound to an
/// integer literal or declared `Int`, a loop index over an integer range,
/// an `enumerated()` offset, `count`, `Int(…)`, and arithmetic on those. Two
/// bare literals are left alone: Swift types them from their context
/// (`CGRect(x: 10 / 4, …)` is 2.5).
extension Lowering {
    /// Whether an expression is `Int` by what the names in scope say.
    func isInt(_ e: ExprSyntax) -> Bool {
        let e = Lowering.folded(e)
        if e.is(IntegerLiteralExprSyntax.self) { return true }
        if let d = e.as(DeclReferenceExprSyntax.self) { return intName(Lowering.name(d.baseName)) }
        if let m = e.as(MemberAccessExprSyntax.self) {
            return ["count", "offset", "startIndex", "endIndex"].contains(m.declName.baseName.text)
        }
        if let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return callee.baseName.text == "Int"
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return isInt(only.expression) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return isInt(p.expression) }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           ["+", "-", "*", "/", "%"].contains(op.operator.text) {
            return isInt(infix.leftOperand) && isInt(infix.rightOperand)
        }
        return false
    }

    /// Whether `/` between these operands is integer division.
    func isIntegerDivision(_ lhs: ExprSyntax, _ rhs: ExprSyntax) -> Bool {
        let literals = lhs.is(IntegerLiteralExprSyntax.self) && rhs.is(IntegerLiteralExprSyntax.self)
        return !literals && isInt(lhs) && isInt(rhs)
    }

    func intName(_ name: String) -> Bool {
        for scope in intScopes.reversed() { if let isInt = scope[name] { return isInt } }
        return false
    }

    /// Notes what a binding makes of a name: `Int` or not (shadowing an outer `Int`).
    mutating func noteBinding(_ name: String, type: TypeSyntax?, initializer: ExprSyntax?) {
        guard !intScopes.isEmpty else { return }
        let integer: Bool
        if let type { integer = ["Int", "UInt", "Int32", "Int64"].contains(type.trimmedDescription) }
        else { integer = initializer.map { isInt($0) } ?? false }
        // A name read nowhere as `Int` reads as not `Int` without an entry:
        // a file's views (`let label = UILabel()`) then write nothing.
        guard integer || intName(name) else { return }
        intScopes[intScopes.count - 1][name] = integer
    }

    /// The names a `for` loop's pattern binds that are `Int`: the index of an
    /// integer range or of `indices`, the offset of `enumerated()`.
    func loopIntNames(_ pattern: PatternSyntax, _ sequence: ExprSyntax) -> [String: Bool] {
        var names: [String: Bool] = [:]
        if let i = pattern.as(IdentifierPatternSyntax.self) {
            var integer = false
            if let infix = Lowering.folded(sequence).as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
               ["..<", "..."].contains(op.operator.text) {
                integer = isInt(infix.leftOperand) || isInt(infix.rightOperand)
            }
            if let m = sequence.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices" { integer = true }
            names[Lowering.name(i.identifier)] = integer
        } else if let t = pattern.as(TuplePatternSyntax.self), let first = t.elements.first?.pattern.as(IdentifierPatternSyntax.self),
                  let call = sequence.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["enumerated", "enumerate"].contains(m.declName.baseName.text) {
            names[Lowering.name(first.identifier)] = true
        }
        return names
    }
}
