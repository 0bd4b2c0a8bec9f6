import SwiftSyntax

/// Which branch of an `#if` compiles for an iOS app in a debug build on the
/// simulator, the build layout is debugged in.
enum IfConfigChoice {
    static func chosen(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in
            guard let condition = clause.condition else { return true }  // #else
            return holds(condition)
        }
    }

    /// Frameworks an iOS app can import.
    static let importable: Set<String> = [
        "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "SnapKit", "SwiftUI", "Combine", "os", "Darwin",
    ]

    static func holds(_ e: ExprSyntax) -> Bool {
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return !holds(p.expression) }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
            case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
            default: return false
            }
        }
        if let sequence = e.as(SequenceExprSyntax.self) {
            // Unfolded (the condition is read before folding): `a && b`, `a || b` left to right.
            var result = false
            var op = "||"
            for element in sequence.elements {
                if let b = element.as(BinaryOperatorExprSyntax.self) { op = b.operator.text; continue }
                let value = holds(element)
                result = op == "&&" ? (result && value) : (result || value)
            }
            return result
        }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let name = e.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "DEBUG" }
        if let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch callee.baseName.text {
            case "os": return argument == "iOS"
            case "canImport": return importable.contains(argument)
            case "targetEnvironment": return argument == "simulator"
            case "swift", "compiler": return true
            case "arch": return argument == "arm64"
            default: return false
            }
        }
        return false
    }
}
