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
            if ["count", "offset", "startIndex", "endIndex"].contains(m.declName.baseName.text) { return true }
            // `Layout.columns`: a static of a declared type (`integerStatics`).
            return Lowering.typeKey(m).map(intName) ?? false
        }
        if let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = callee.baseName.text
            if name == "Int" { return true }
            // `max(2, columns)`: Int when its arguments are.
            if name == "max" || name == "min" { return !call.arguments.isEmpty && call.arguments.allSatisfy { isInt($0.expression) } }
            // A function declared `-> Int` (`noteIntegerStatics`).
            return intName(Lowering.name(callee.baseName) + "()")
        }
        if let t = e.as(TernaryExprSyntax.self) { return isInt(t.thenExpression) && isInt(t.elseExpression) }
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
        if let type { integer = Lowering.integerTypes.contains(type.trimmedDescription) }
        else { integer = initializer.map { isInt($0) } ?? false }
        // A name read nowhere as `Int` reads as not `Int` without an entry:
        // a file's views (`let label = UILabel()`) then write nothing.
        guard integer || intName(name) else { return }
        intScopes[intScopes.count - 1][name] = integer
    }

    /// Which parameters of a closure handed to `callee` are `Int`, by the
    /// sequence it iterates: every element of an integer range, of
    /// `indices`, of an array literal of integers or of
    /// `stride(from:to:by:)` over integers (`[true]`), the offset of
    /// `enumerated()` and its element if that is one (`[true, false]`);
    /// nil for anything else.
    func closureIntegerParameters(_ callee: ExprSyntax) -> [Bool]? {
        guard let m = callee.as(MemberAccessExprSyntax.self), let base = m.base,
              Lowering.iteratingMethods.contains(m.declName.baseName.text) else { return nil }
        return sequenceElements(base)
    }

    /// `[true]` when every element of `sequence` is `Int`, `[true, …]`
    /// for `enumerated()`'s pairs, nil when neither is known.
    private func sequenceElements(_ sequence: ExprSyntax) -> [Bool]? {
        let e = Lowering.folded(sequence)
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return sequenceElements(only.expression) }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           ["..<", "..."].contains(op.operator.text) {
            return isInt(infix.leftOperand) || isInt(infix.rightOperand) ? [true] : nil
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices" { return [true] }
        if let a = e.as(ArrayExprSyntax.self) { return !a.elements.isEmpty && a.elements.allSatisfy({ isInt($0.expression) }) ? [true] : nil }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "stride" {
            let numbers = call.arguments.filter { ["from", "to", "through", "by"].contains($0.label?.text ?? "") }
            return !numbers.isEmpty && numbers.allSatisfy({ isInt($0.expression) }) ? [true] : nil
        }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        switch m.declName.baseName.text {
        case "enumerated", "enumerate": return [true, sequenceElements(base) == [true]]
        case "reversed", "shuffled", "sorted", "filter", "prefix", "dropFirst", "dropLast", "suffix": return sequenceElements(base)
        default: return nil
        }
    }

    /// Methods that call their closure with a sequence's elements.
    static let iteratingMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "contains", "first", "last", "firstIndex", "lastIndex",
        "allSatisfy", "sorted", "min", "max", "drop", "prefix", "partition",
    ]

    /// Notes the `Int` statics the type declarations among `items` declare
    /// (`enum Layout { static let columns = 2 }`, nested types too), under
    /// `Type.name` in the outermost scope, before any code that reads them
    /// is lowered: a type is often declared below its first use.
    mutating func noteIntegerStatics<Items: Sequence>(in items: Items) where Items.Element == CodeBlockItemSyntax {
        for item in items {
            if case .decl(let decl) = item.item { noteIntegerStatics(decl) }
        }
    }

    /// Notes a function declared `-> Int` under `name()`, in the outermost
    /// scope: its calls are `Int` (`index / columnCount()`).
    private mutating func noteIntegerFunction(_ decl: DeclSyntax) {
        guard let f = decl.as(FunctionDeclSyntax.self), let result = f.signature.returnClause?.type,
              Lowering.integerTypes.contains(result.trimmedDescription), !intScopes.isEmpty else { return }
        intScopes[0][Lowering.name(f.name) + "()"] = true
    }

    private mutating func noteIntegerStatics(_ decl: DeclSyntax) {
        noteIntegerFunction(decl)
        let type: (name: String, members: MemberBlockSyntax)?
        switch decl.as(DeclSyntaxEnum.self) {
        case .classDecl(let c): type = (Lowering.name(c.name), c.memberBlock)
        case .structDecl(let s): type = (Lowering.name(s.name), s.memberBlock)
        case .enumDecl(let e): type = (Lowering.name(e.name), e.memberBlock)
        case .extensionDecl(let x): type = (x.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "", x.memberBlock)
        default: type = nil
        }
        guard let type, !intScopes.isEmpty else { return }
        for member in type.members.members {
            noteIntegerFunction(member.decl)
            guard let v = member.decl.as(VariableDeclSyntax.self) else { noteIntegerStatics(member.decl); continue }
            guard v.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) else { continue }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let integer = binding.typeAnnotation.map { Lowering.integerTypes.contains($0.type.trimmedDescription) }
                    ?? binding.initializer.map { isInt($0.value) } ?? false
                if integer { intScopes[0]["\(type.name).\(Lowering.name(name.identifier))"] = true }
            }
        }
    }

    /// `Layout.columns` → `Layout.columns`, `Theme.Grid.columns` → `Grid.columns`:
    /// the key `noteIntegerStatics` writes, when the base names a type.
    static func typeKey(_ m: MemberAccessExprSyntax) -> String? {
        let member = Lowering.name(m.declName.baseName)
        if let d = m.base?.as(DeclReferenceExprSyntax.self) { return "\(Lowering.name(d.baseName)).\(member)" }
        if let inner = m.base?.as(MemberAccessExprSyntax.self) { return "\(Lowering.name(inner.declName.baseName)).\(member)" }
        return nil
    }

    static let integerTypes: Set<String> = ["Int", "UInt", "Int32", "Int64"]

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
