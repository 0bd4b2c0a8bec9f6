import LayoutModel
import Cassowary

/// Evaluating expressions: literals, arithmetic, names, members, calls.
extension Interpreter {
    mutating func evaluate(_ e: Expr, _ layout: inout Layout) throws(LanguageError) -> Value {
        switch e {
        case .number(let n, _): return .number(n)
        case .string(let segments, _):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let t): text += t
                case .interpolation(let inner): text += describe(try evaluate(inner, &layout), layout)
                }
            }
            return .string(text)
        case .bool(let b, _): return .bool(b)
        case .nil: return .null
        case .identifier(let name, let range): return try identifier(name, range, layout)
        case .implicitMember(let name, _): return .enumCase(name)
        case .member(let base, let name, let range):
            if case .identifier("self", _) = base { return try identifier(name, range, layout) }
            return try member(try evaluate(base, &layout), name, range, &layout)
        case .call(let callee, let arguments, let range):
            return try call(callee, arguments, range, &layout)
        case .subscripted(let base, let index, let range):
            let b = try evaluate(base, &layout)
            let i = try evaluate(index, &layout)
            guard case .array(let values) = b else { throw LanguageError("cannot subscript \(b.kindName)", range) }
            guard case .number(let n) = i, n == n.rounded() else { throw LanguageError("an index must be a whole number", index.range) }
            guard Int(n) >= 0, Int(n) < values.count else {
                throw LanguageError("index \(Int(n)) is out of range (the array has \(values.count) element\(values.count == 1 ? "" : "s"))", range)
            }
            return values[Int(n)]
        case .array(let elements, _):
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element, &layout)) }
            return .array(values)
        case .prefix(let op, let operand, let range):
            let v = try evaluate(operand, &layout)
            switch (op, v) {
            case ("-", .number(let n)): return .number(-n)
            case ("!", .bool(let b)): return .bool(!b)
            case (">=", .number(let n)): return .boxPin(BoxPin(n, .greaterThanOrEqual))
            case ("<=", .number(let n)): return .boxPin(BoxPin(n, .lessThanOrEqual))
            case ("==", .number(let n)): return .boxPin(BoxPin(n))
            default: throw LanguageError("'\(op)' cannot apply to \(v.kindName)", range)
            }
        case .binary(let op, let lhsExpr, let rhsExpr, let range):
            let lhs = try evaluate(lhsExpr, &layout)
            if op == "??" {
                if case .null = lhs { return try evaluate(rhsExpr, &layout) }
                return lhs
            }
            if op == "&&" || op == "||" {
                let l = try truth(lhs, lhsExpr.range)
                if op == "&&" && !l { return .bool(false) }
                if op == "||" && l { return .bool(true) }
                return .bool(try truth(try evaluate(rhsExpr, &layout), rhsExpr.range))
            }
            let rhs = try evaluate(rhsExpr, &layout)
            return try binary(op, lhs, rhs, range)
        case .cast(let value, let type, _):
            let v = try evaluate(value, &layout)
            if case .view(let id) = v, let kind = ViewKind(rawValue: type), kind != .view, layout[id].kind != kind { return .null }
            return v
        case .closure(let closure, _):
            return .closure(closure)
        }
    }

    func binary(_ op: String, _ lhs: Value, _ rhs: Value, _ range: SourceRange) throws(LanguageError) -> Value {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)):
            switch op {
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            case "...", "..<":
                guard a == a.rounded(), b == b.rounded(), abs(a) < 1e6, abs(b) < 1e6 else {
                    throw LanguageError("a range needs whole numbers", range)
                }
                let upper = op == "..." ? Int(b) : Int(b) - 1
                guard upper >= Int(a) - 1 else { throw LanguageError("the range \(Int(a))\(op)\(Int(b)) runs backwards (Swift stops here)", range) }
                return .range(upper < Int(a) ? [] : Array(Int(a)...upper))
            default: return try arithmetic(op, lhs, rhs, range)
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: break
            }
        case (.bool(let a), .bool(let b)) where op == "==" || op == "!=":
            return .bool((a == b) == (op == "=="))
        case (.view(let a), .view(let b)) where op == "==" || op == "===" || op == "!=" || op == "!==":
            return .bool((a == b) == (op == "==" || op == "==="))
        case (.boxPin(let pin), .number(let n)) where op == "+":
            return .boxPin(BoxPin(pin.constant + n, pin.relation, priority: pin.priority))
        default: break
        }
        throw LanguageError("'\(op)' cannot combine \(lhs.kindName) and \(rhs.kindName)", range)
    }

    func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, _ range: SourceRange) throws(LanguageError) -> Value {
        guard case .number(let a) = lhs, case .number(let b) = rhs else {
            if op == "+", case .string(let a) = lhs, case .string(let b) = rhs { return .string(a + b) }
            throw LanguageError("'\(op)' needs numbers, not \(lhs.kindName) and \(rhs.kindName)", range)
        }
        switch op {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/":
            guard b != 0 else { throw LanguageError("division by zero", range) }
            return .number(a / b)
        case "%":
            guard b != 0 else { throw LanguageError("division by zero", range) }
            return .number(a.truncatingRemainder(dividingBy: b))
        default: throw LanguageError("unknown operator '\(op)'", range)
        }
    }

    /// A name: a variable, `view`, a function, or a type.
    func identifier(_ name: String, _ range: SourceRange, _ layout: Layout) throws(LanguageError) -> Value {
        if let v = lookup(name) { return v }
        if name == "view" { return .view(layout.root) }
        if let id = layout.view(named: name) { return .view(id) }
        if Interpreter.knownTypes.contains(name) { return .type(name) }
        if name == "$0", let v = lookup("$0") { return v }
        let suggestion = closest(to: name, among: namesInScope + ["view"] + Array(Interpreter.knownTypes))
        throw LanguageError("cannot find '\(name)' in scope", range, hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// Types the language knows by name.
    static let knownTypes: Set<String> = Set(ViewKind.allCases.map(\.rawValue)).union([
        "UILayoutGuide", "NSLayoutConstraint", "UILayoutPriority", "CGSize", "CGPoint", "CGRect", "UIEdgeInsets",
        "NSDirectionalEdgeInsets", "UIFont", "UIScreen", "UIColor", "UIImage", "CGFloat", "Double", "Int", "Float",
        "UIImageView", "UIControl", "BoxItem", "BoxView", "ConstraintMaker", "UIApplication",
    ])

    /// A readable form of a value, for string interpolation.
    func describe(_ v: Value, _ layout: Layout) -> String {
        switch v {
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .view(let id): return layout[id].name
        case .null: return "nil"
        default: return v.kindName
        }
    }
}

/// The closest name by edit distance, if close enough to suggest.
func closest(to name: String, among candidates: [String]) -> String? {
    let limit = max(1, name.count / 3)
    var best: (String, Int)?
    for candidate in Set(candidates).sorted() {
        let d = editDistance(name.lowercased(), candidate.lowercased())
        if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
}

/// Edit distance counting a swap of two neighbours as one edit (`widht` is
/// one from `width`), as typos go: optimal string alignment distance.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var row = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { row[j] = min(row[j], beforePrevious[j - 2] + 1) }
        }
        beforePrevious = previous
        previous = row
    }
    return previous[b.count]
}
