import HashTreeCollections
import LayoutModel
import Cassowary

/// Evaluating expressions: literals, operators, names, members, calls.
extension Interpreter {
    mutating func evaluate(_ e: Expr, _ layout: inout Layout) throws(LanguageError) -> Value {
        switch e {
        case .number(let n, let range):
            guard n.isFinite else { throw LanguageError("this number is out of range", range) }
            return .number(n)
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
        case .identifier(let name, let range): return try identifier(name, range, &layout)
        case .implicitMember(let name, let range):
            // `[title, .divider]`: a view type's static property, when one declares it.
            if let t = implicitViewType(name, call: nil) { return try typeMember(t, name, range, &layout) }
            // `.pi / 4`: a floating-point static (never `.max`/`.min`, which are cases elsewhere).
            if name != "max", name != "min", let n = Interpreter.numericStatic(name, of: nil) { return .number(n) }
            return .enumCase(Interpreter.normalizedCase(name))
        case .member(let base, let name, let range):
            if case .identifier("self", _) = base, frame.selfValue == nil { return try identifier(name, range, &layout) }
            if case .identifier("super", _) = base { return try superMember(name, range, &layout) }
            return try member(try evaluate(base, &layout), name, range, &layout)
        case .call(let callee, let arguments, let range):
            return try call(callee, arguments, range, &layout)
        case .subscripted(let base, let arguments, let range):
            let b = try evaluate(base, &layout)
            guard let first = arguments.first else { throw LanguageError("a subscript needs an index", range) }
            let value = try subscriptValue(b, try evaluate(first.value, &layout), range, first.value.range)
            // `counts[key, default: 0]`
            if case .null = value, let fallback = arguments.first(where: { $0.label == "default" }) { return try evaluate(fallback.value, &layout) }
            return value
        case .array(let elements, _):
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element, &layout)) }
            return .array(values)
        case .dictionary(let pairs, _):
            var result: [(key: Value, value: Value)] = []
            for pair in pairs {
                let key = try evaluate(pair.key, &layout), value = try evaluate(pair.value, &layout)
                if let i = result.firstIndex(where: { sameKey($0.key, key) }) { result[i].value = value } else { result.append((key, value)) }
            }
            return .dictionary(result)
        case .tuple(let elements, _):
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element.value, &layout)) }
            return .tuple(values, labels: elements.map(\.label))
        case .prefix("&", let operand, _):
            return try evaluate(operand, &layout)
        case .prefix(let op, let operand, let range):
            let v = try evaluate(operand, &layout)
            switch (op, v) {
            case ("-", .number(let n)): return .number(-n)
            case ("+", .number(let n)): return .number(n)
            case ("!", .bool(let b)): return .bool(!b)
            case (">=", .number(let n)): return .boxPin(BoxPin(n, .greaterThanOrEqual))
            case ("<=", .number(let n)): return .boxPin(BoxPin(n, .lessThanOrEqual))
            case ("==", .number(let n)): return .boxPin(BoxPin(n))
            case (_, .opaque(let what)): return .opaque(what)
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
            if let result = try declaredOperator(op, lhs, rhs, range, &layout) { return result }
            return try binary(op, lhs, rhs, range)
        case .ternary(let condition, let then, let otherwise, _):
            return try truth(evaluate(condition, &layout), condition.range) ? evaluate(then, &layout) : evaluate(otherwise, &layout)
        case .cast(let value, let kind, let type, let range):
            let v = try evaluate(value, &layout)
            if case .null = v { return .null }
            if kind == .plain { return v }
            if isInstance(v, of: type.name, layout) { return v }
            if kind == .optional { return .null }
            throw LanguageError("\(v.kindName) is not a \(type) (as! fails here)", range)
        case .isType(let value, let type, _):
            return .bool(isInstance(try evaluate(value, &layout), of: type.name, layout))
        case .closure(let closure, _):
            return .closure(ClosureValue(closure: closure, frameID: frame.id, scopes: frame.scopes, selfValue: frame.selfValue, typeName: frame.typeName))
        case .typeExpression(let type, _):
            return .type(type.description)
        case .keyPath(let names, _):
            return .opaque("\\." + names.joined(separator: "."))
        case .inert(let what, _):
            return .opaque(what)
        case .assignment(let target, _, let valueExpr, let range):
            try assign(target, try evaluate(valueExpr, &layout), &layout, range)
            return .void
        case .unsupported(let what, let range):
            throw LanguageError("layoutsh cannot evaluate \(what)", range)
        }
    }

    /// An operator a declared type gives itself (`static func < (l: Step, r: Step) -> Bool`),
    /// with `<=`, `>` and `>=` derived from `<` as `Comparable` does; an enum
    /// declared `Comparable` without one compares its cases in declaration order.
    /// Nil when the left side is not of a declared type.
    mutating func declaredOperator(_ op: String, _ lhs: Value, _ rhs: Value, _ range: SourceRange,
                                   _ layout: inout Layout) throws(LanguageError) -> Value? {
        guard let type = declaredType(of: lhs), !["==", "!=", "===", "!==", "??", "&&", "||"].contains(op) || staticMethod(op, of: type, labels: [nil, nil]) != nil else {
            return nil
        }
        let right = try coerce(rhs, to: TypeName(type), range, &layout)
        func call(_ symbol: String, _ a: Value, _ b: Value) throws(LanguageError) -> Value? {
            if let f = staticMethod(symbol, of: type, labels: [nil, nil]) {
                return try invoke(f, self: .type(type), type: type, Arguments(values: [a, b], labels: [nil, nil], ranges: [range, range]), range, &layout)
            }
            if symbol == "<", case .enumValue(let x) = a, case .enumValue(let y) = b, module.memberChain(of: type).contains("Comparable"),
               let cases = module.types[type]?.cases.map(\.name), let i = cases.firstIndex(of: x.name), let j = cases.firstIndex(of: y.name) {
                return .bool(i < j)
            }
            return nil
        }
        if let direct = try call(op, lhs, right) { return direct }
        func not(_ v: Value?) -> Value? { if case .bool(let b)? = v { return .bool(!b) } else { return v } }
        switch op {
        case ">": return try call("<", right, lhs)
        case "<=": return not(try call("<", right, lhs))
        case ">=": return not(try call("<", lhs, right))
        default: return nil
        }
    }

    /// Whether `v` is a range (`a..<b`, `a...b`).
    static func isRange(_ v: Value) -> Bool {
        if case .range = v { return true }
        return false
    }

    /// The name of `value`'s class or type, as `type(of:)` gives it: a
    /// declared class's own name for its instances and views.
    func dynamicTypeName(of value: Value, _ layout: Layout) -> String {
        switch value {
        case .object(let id): return objects[id.index].typeName
        case .view(let v): return viewObjects[v].map { objects[$0.index].typeName } ?? layout[v].typeName
        case .type(let name): return name + ".Type"
        case .number: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .constraint: return "NSLayoutConstraint"
        default: return value.kindName
        }
    }

    /// `a[i]`, `a[i..<j]`, `dictionary[key]` (nil when absent).
    func subscriptValue(_ base: Value, _ index: Value, _ range: SourceRange, _ indexRange: SourceRange) throws(LanguageError) -> Value {
        switch base {
        case .array(let values) where Interpreter.isRange(index):
            // `keys[3..<6]`: an ArraySlice, read here as the array it holds.
            guard case .range(let low, let high, _) = index, low >= 0, low <= high, high <= values.count else {
                throw LanguageError("range is out of bounds (the array has \(values.count) element\(values.count == 1 ? "" : "s"))", indexRange)
            }
            return .array(Array(values[low..<high]))
        case .array(let values):
            guard case .number(let n) = index, n == n.rounded() else { throw LanguageError("an index must be a whole number", indexRange) }
            guard n >= 0, n < Double(values.count) else {
                throw LanguageError("index \(formatNumber(n)) is out of range (the array has \(values.count) element\(values.count == 1 ? "" : "s"))", range)
            }
            return values[Int(n)]
        case .dictionary(let pairs):
            return pairs.first { sameKey($0.key, index) }?.value ?? .null
        case .opaque(let what): return .opaque(what + "[]")
        case .null: return .null
        default: throw LanguageError("cannot subscript \(base.kindName)", range)
        }
    }

    /// Whether two dictionary keys are the same.
    func sameKey(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.enumCase(let x), .enumCase(let y)): return x == y
        case (.enumValue(let x), .enumValue(let y)): return x.type == y.type && x.name == y.name
        case (.enumValue(let x), .enumCase(let y)), (.enumCase(let y), .enumValue(let x)): return x.name == y
        case (.view(let x), .view(let y)): return x == y
        default: return false
        }
    }

    /// Whether an inert value is a `DispatchTime` (`.now()`, `DispatchTime.now()`).
    static func isDispatchTime(_ what: String) -> Bool {
        what == ".now(…)" || what.hasPrefix("DispatchTime.") || what.hasPrefix("DispatchWallTime.")
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
                guard a == a.rounded(), b == b.rounded() else {
                    throw LanguageError("a range needs whole numbers", range, hint: "a range of Double is not a sequence in Swift either")
                }
                guard abs(a) < 1e15, abs(b) < 1e15 else {
                    throw LanguageError("a range up to \(formatNumber(max(abs(a), abs(b)))) is more than layoutsh runs", range,
                                        hint: "at most \(Interpreter.maxIterations) loop iterations and calls in one statement")
                }
                let upper = op == "..." ? Int(b) + 1 : Int(b)
                guard upper >= Int(a) else { throw LanguageError("the range \(Int(a))\(op)\(Int(b)) runs backwards (Swift stops here)", range) }
                return .range(Int(a), upper, closed: op == "...")
            default: return try arithmetic(op, lhs, rhs, range)
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            default: break
            }
        case (.bool(let a), .bool(let b)) where op == "==" || op == "!=":
            return .bool((a == b) == (op == "=="))
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        case (.priority(let p), .number(let n)) where op == "+" || op == "-":
            return .priority(Float(op == "+" ? Double(p) + n : Double(p) - n))
        case (.enumCase(let name), .number(let n)) where (op == "+" || op == "-") && SnapKitNames.priority(name) != nil:
            // `.defaultHigh + 1`, `.required - 1`: UILayoutPriority arithmetic.
            let p = Double(SnapKitNames.priority(name) ?? 0)
            return .priority(Float(op == "+" ? p + n : p - n))
        case (.boxPin(let pin), .number(let n)) where op == "+":
            return .boxPin(BoxPin(pin.constant + n, pin.relation, priority: pin.priority))
        case (.opaque(let moment), _) where (op == "+" || op == "-") && Interpreter.isDispatchTime(moment):
            // `.now() + 2`: a moment to run a block at; the main queue runs it as the statement ends.
            return lhs
        default: break
        }
        if op == "==" || op == "!=" || op == "===" || op == "!==" {
            let equal = identical(lhs, rhs)
            return .bool(equal == (op == "==" || op == "==="))
        }
        throw LanguageError("'\(op)' cannot combine \(lhs.kindName) and \(rhs.kindName)", range)
    }

    /// `==` between values that are not numbers, strings or Bools: the same view, object, case or nil.
    func identical(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.view(let x), .view(let y)): return x == y
        case (.object(let x), .object(let y)): return x == y
        case (.item(let x), .item(let y)): return x == y
        case (.constraint(let x), .constraint(let y)): return x == y
        default: return sameKey(a, b)
        }
    }

    func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, _ range: SourceRange) throws(LanguageError) -> Value {
        guard case .number(let a) = lhs, case .number(let b) = rhs else {
            if op == "+", case .string(let a) = lhs, case .string(let b) = rhs { return .string(a + b) }
            if op == "+", case .array(let a) = lhs, case .array(let b) = rhs { return .array(a + b) }
            if case .priority = lhs { return try binary(op, lhs, rhs, range) }
            if case .enumCase = lhs, op == "+" || op == "-" { return try binary(op, lhs, rhs, range) }
            throw LanguageError("'\(op)' needs numbers, not \(lhs.kindName) and \(rhs.kindName)", range)
        }
        let result: Double
        switch op {
        case "+": result = a + b
        case "-": result = a - b
        case "*": result = a * b
        case "/":
            guard b != 0 else { throw LanguageError("division by zero", range) }
            result = a / b
        case Lowering.integerDivision:
            guard b != 0 else { throw LanguageError("division by zero", range) }
            result = (a / b).rounded(.towardZero)
        case "%":
            guard b != 0 else { throw LanguageError("division by zero", range) }
            result = a.truncatingRemainder(dividingBy: b)
        default: throw LanguageError("unknown operator '\(op)'", range)
        }
        guard result.isFinite else { throw LanguageError("the result is out of range", range) }
        return .number(result)
    }

    func truth(_ v: Value, _ range: SourceRange) throws(LanguageError) -> Bool {
        switch v {
        case .bool(let b): return b
        case .null: return false
        case .opaque: return false
        default: throw LanguageError("a condition must be a Bool, not \(v.kindName)", range)
        }
    }

    /// A readable form of a value, for string interpolation.
    func describe(_ v: Value, _ layout: Layout) -> String {
        switch v {
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .view(let id): return layout[id].name
        case .null: return "nil"
        case .enumValue(let e): return e.rawValue.map { describe($0, layout) } ?? e.name
        case .type(let name): return name  // `String(describing: type(of: self))`
        default: return v.kindName
        }
    }
}
