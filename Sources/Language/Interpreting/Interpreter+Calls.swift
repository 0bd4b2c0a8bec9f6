import LayoutModel
import Cassowary

/// Calls: initializers, methods, SnapKit blocks, user functions.
extension Interpreter {
    /// Arguments evaluated, with their labels.
    struct Arguments {
        var values: [Value] = []
        var labels: [String?] = []
        /// Which were written as trailing closures (they fill a closure parameter whatever its label).
        var trailing: [Bool] = []
        var ranges: [SourceRange] = []
        /// The trailing closure (or SnapKit 0.x's `closure:`), for blocks that run it.
        var closure: ClosureValue?

        /// The block to run: the closure, or a function passed by name
        /// (`snp.makeConstraints(pinToCard)`).
        var block: Value? {
            closure.map(Value.closure) ?? values.first.flatMap { Interpreter.isCallable($0) ? $0 : nil }
        }

        func value(_ label: String?) -> Value? {
            labels.firstIndex(of: label).map { values[$0] }
        }

        /// The labels to pick an overload by: a trailing closure's is `Interpreter.trailingLabel`.
        var matchLabels: [String?] { labels.indices.map { $0 < trailing.count && trailing[$0] ? Interpreter.trailingLabel : labels[$0] } }
        var count: Int { values.count }
    }

    mutating func call(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        // The receiver is evaluated before the arguments, as Swift does; when it is nil
        // (`v?.addSubview(make())`), nothing else is.
        var receiver: Value?
        if case .member(let baseExpr, let name, _) = callee, Interpreter.evaluatesReceiverFirst(baseExpr, name) {
            let value = try evaluate(baseExpr, &layout)
            if case .null = value { return .null }
            receiver = value
        }
        let isStatementCall = statementCall == range
        var args = Arguments()
        for a in arguments {
            let v = try evaluate(a.value, &layout)
            if case .closure(let c) = v, a.label == nil || a.label == "closure", args.closure == nil, case .closure = a.value {
                args.closure = c  // SnapKit 0.x: snp_makeConstraints(closure:)
            }
            args.values.append(v)
            args.labels.append(a.label)
            args.ranges.append(a.value.range)
            args.trailing.append(a.isTrailingClosure)
        }
        // `block(&copy)`: after the call, what the callee made of an inout parameter goes back.
        let inoutTargets = arguments.enumerated().compactMap { i, a -> (Int, Expr)? in
            if case .prefix("&", let target, _) = a.value { return (i, target) } else { return nil }
        }
        if !inoutTargets.isEmpty {
            let result = try callWithInout(callee, arguments, range, &layout)
            for (i, target) in inoutTargets where i < result.parameters.count {
                try assign(target, result.parameters[i], &layout, range)
            }
            return result.value
        }
        recoversNextCall = isStatementCall
        defer { recoversNextCall = false }
        switch callee {
        case .identifier(let name, let nameRange):
            if let v = lookup(name) { return try callValue(v, args, range, &layout) }
            // `Self()` or `self.init()` in a static factory (`static func autolayout() -> Self`):
            // an instance of the type it was called on.
            if name == "Self" || name == "self", case .type(let receiver)? = frame.selfValue {
                return try method(.type(receiver), "init", args, range, &layout)
            }
            if name == "Self", let selfValue = frame.selfValue, let type = typeOfValue(selfValue, layout) {
                return try method(.type(type), "init", args, range, &layout)
            }
            if name == "super" || name == "self", frame.selfValue != nil {
                // `self.init(…)` in a convenience initializer.
                return try superCall("init", args, range, &layout)
            }
            if let selfValue = frame.selfValue, let (f, typeName) = declaredMethod(name, of: selfValue, labels: args.matchLabels, layout) {
                return try invoke(f, self: selfValue, type: typeName, args, range, &layout)
            }
            if let typeName = frame.typeName, let f = staticMethod(name, of: typeName, labels: args.matchLabels) {
                // `activate(constraints)` inside a variadic `activate` of an extension: UIKit's.
                if yieldsToUIKit(f, of: typeName, args) { return try method(.type(typeName), name, args, range, &layout) }
                return try invoke(f, self: .type(typeName), type: typeName, args, range, &layout)
            }
            if let overloads = module.functions[name] {
                guard let f = Interpreter.overload(overloads, args.matchLabels) else {
                    throw LanguageError("no function \(name)(\(args.labels.map { ($0 ?? "_") + ":" }.joined())) is declared", range,
                                        hint: "declared: " + overloads.map(\.signature).joined(separator: ", "))
                }
                return try invoke(f, self: nil, type: nil, args, range, &layout)
            }
            if let selfValue = frame.selfValue, hasMember(selfValue, name, layout) {
                return try method(selfValue, name, args, range, &layout)
            }
            if let declared = module.resolve(name, from: frame.typeName), module.types[declared]?.kind != nil {
                return try instantiate(declared, args, range, &layout)
            }
            if let extended = try extensionInitializer(name, args, range, &layout) { return extended }
            return try construct(name, args, nameRange, range, &layout)
        case .implicitMember(let name, let nameRange):
            // `let titleLabel: UILabel = .init()`: the view or declared type the value goes to.
            if name == "init", let expected = expectedType {
                if let declared = module.resolve(expected, from: frame.typeName), module.types[declared]?.kind != nil {
                    return try instantiate(declared, args, range, &layout)
                }
                if ViewKind(rawValue: expected) != nil || Module.viewLikeClasses[expected] != nil {
                    return try construct(expected, args, nameRange, range, &layout)
                }
            }
            if let t = implicitViewType(name, call: args.matchLabels), let f = staticMethod(name, of: t, labels: args.matchLabels) {
                // `[title, .hairline()]`: a view type's static factory.
                return try invoke(f, self: .type(t), type: t, args, range, &layout)
            }
            return try implicitCall(name, args, range)
        case .member(let baseExpr, let name, _):
            if case .identifier("super", _) = baseExpr { return try superCall(name, args, range, &layout) }
            if case .identifier("self", _) = baseExpr, name == "init", let typeName = frame.typeName, Interpreter.geometryTypes.contains(typeName) {
                // `self.init(top: all, left: all, …)` in an extension's initializer of a geometry value.
                valueInitResult = try construct(typeName, args, range, range, &layout)
                return .void
            }
            if case .identifier("self", _) = baseExpr, name == "init", case .type(let receiver)? = frame.selfValue {
                // `self.init()` in a static factory: an instance of the type it was called on.
                return try method(.type(receiver), "init", args, range, &layout)
            }
            if case .identifier("self", _) = baseExpr, name == "init", let selfValue = frame.selfValue, let typeName = frame.typeName {
                // `self.init(frame: .zero)` in a convenience initializer: the class's own designated one.
                try runInitializer(typeName, on: selfValue, args, range, &layout)
                return .void
            }
            if case .identifier("self", _) = baseExpr, frame.selfValue == nil {
                return try call(.identifier(name, range), arguments, range, &layout)
            }
            if Interpreter.mutatingCollectionMethods.contains(name), case .identifier(let variable, _) = baseExpr,
               var owned = takeVariable(variable) {
                // `views.append(v)` on a variable: taken out while it changes, so that its
                // storage is not shared and appending does not copy it (a loop of appends is linear).
                defer { _ = assign(variable, owned) }
                if let result = try mutated(&owned, name, args, range, &layout) { return result }
                let restored = owned
                return try method(restored, name, args, range, &layout)
            }
            var base: Value
            if let receiver { base = receiver } else { base = try evaluate(baseExpr, &layout) }
            receiver = nil  // (a collection changed below must not stay shared with this copy)
            if Interpreter.mutatingCollectionMethods.contains(name), let result = try mutated(&base, name, args, range, &layout) {
                // The changed collection goes back where it came from (a property, an element).
                try assign(baseExpr, base, &layout, range)
                return result
            }
            return try method(base, name, args, range, &layout)
        case .array(_, _) where args.count == 0:
            // `[UIView]()`: an empty array (of the type written).
            return .array([])
        case .dictionary(_, _) where args.count == 0:
            return .dictionary([])
        case .typeExpression(let type, _):
            if type.name == "Dictionary" { return .dictionary([]) }
            return .array([])
        default:
            return try callValue(try evaluate(callee, &layout), args, range, &layout)
        }
    }

    /// `UIStackView(axis: .vertical, views: […])`: an initializer an extension
    /// of a UIKit class declares. The view is made as UIKit makes it, then
    /// the initializer's body runs on it; nil when no such initializer fits.
    mutating func extensionInitializer(_ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value? {
        guard let inits = module.types[name]?.initializers, !inits.isEmpty,
              let f = Interpreter.overload(inits.filter { $0.body != nil }, args.matchLabels) else { return nil }
        if Interpreter.geometryTypes.contains(name) { return try valueInitializer(f, name, args, range, &layout) }
        guard ViewKind(rawValue: name) != nil else { return nil }
        let made = try construct(name, Arguments(), range, range, &layout)
        _ = try invoke(f, self: made, type: name, args, range, &layout)
        return made
    }

    /// The type whose static method (`call` the labels) or static property
    /// an implicit member names where no type says which
    /// (`UIStackView(arrangedSubviews: [title, .hairline()])`): the first
    /// declared view class, or else extended view class, that has one; or
    /// else the first extended UIKit type (`spacing = .gutter`).
    func implicitViewType(_ name: String, call labels: [String?]?) -> String? {
        guard !module.types.isEmpty else { return nil }
        func has(_ t: String) -> Bool {
            if let labels { return staticMethod(name, of: t, labels: labels) != nil }
            return module.types[t]?.staticProperties[name] != nil
        }
        // `has` first: it is a lookup, and most implicit members (`.low`) name no static.
        for t in module.declarationOrder where has(t) && module.viewKind(of: t) != nil { return t }
        for t in module.extensionOrder where has(t) && module.viewKind(of: t) != nil { return t }
        // Design tokens in an extension of a UIKit or Core Graphics type:
        // `extension CGFloat { static let gutter: CGFloat = 20 }` read as `.gutter`.
        return module.extensionOrder.first { has($0) && module.types[$0]?.kind == nil }
    }

    /// Core Graphics' and UIKit's geometry values, which an extension may
    /// give an initializer (`UIEdgeInsets(all: 8)`).
    static let geometryTypes: Set<String> = ["UIEdgeInsets", "NSDirectionalEdgeInsets", "CGRect", "CGSize", "CGPoint"]

    /// An extension's initializer of a geometry value: its body runs with
    /// `self` the type's zero, and the value is what `self.init(…)` or
    /// `self = …` in it made.
    mutating func valueInitializer(_ f: FunctionDeclaration, _ name: String, _ args: Arguments, _ range: SourceRange,
                                   _ layout: inout Layout) throws(LanguageError) -> Value {
        let outer = valueInitResult
        valueInitResult = nil
        defer { valueInitResult = outer }
        _ = try invoke(f, self: try construct(name, Arguments(), range, range, &layout), type: name, args, range, &layout)
        guard let made = valueInitResult else { throw LanguageError("\(name)'s initializer \(f.signature) sets no value", range) }
        return made
    }

    /// Whether a method call's receiver is evaluated up front: not `super` or
    /// `self.init`, handled apart, nor a variable a mutating method changes
    /// in place (`views.append`: taken out of the variable instead).
    static func evaluatesReceiverFirst(_ base: Expr, _ name: String) -> Bool {
        switch base {
        case .identifier("super", _), .identifier("self", _): return false
        case .identifier: return !mutatingCollectionMethods.contains(name)
        default: return true
        }
    }

    /// Makes the call with its parameters' final values kept (for inout arguments).
    mutating func callWithInout(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange,
                                _ layout: inout Layout) throws(LanguageError) -> (value: Value, parameters: [Value]) {
        let outer = keptParameters
        keptParameters = []
        defer { keptParameters = outer }
        let plain = arguments.map { a -> Argument in
            if case .prefix("&", let target, _) = a.value { return Argument(label: a.label, value: target, isTrailingClosure: a.isTrailingClosure) }
            return a
        }
        wantsParameters = true
        let value = try call(callee, plain, range, &layout)
        return (value, keptParameters)
    }

    /// The arguments an initializer named without its call gets
    /// (`tuples.map(StatTile.init)`): Swift passes them by position, and a
    /// tuple as its elements, so they take the labels of the type's one
    /// initializer with that many parameters (none when several fit).
    func initializerReferenceArguments(_ typeName: String, _ args: Arguments, _ range: SourceRange) -> Arguments {
        var values = args.values
        if values.count == 1, case .tuple(let parts, _) = values[0] { values = parts }
        let fitting = module.ancestry(of: typeName).lazy.compactMap { self.module.types[$0]?.initializers }
            .first { !$0.isEmpty }?.filter { $0.parameters.count == values.count } ?? []
        let labels = fitting.count == 1 ? fitting[0].parameters.map(\.label) : values.map { _ in nil }
        return Arguments(values: values, labels: labels, trailing: values.map { _ in false },
                         ranges: values.map { _ in args.ranges.first ?? range })
    }

    /// Calls a value: a closure, a method named without its call, a type.
    mutating func callValue(_ v: Value, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        switch v {
        case .closure(let c): return try callClosure(c, args.values, range, &layout)
        case .boundMethod(let m):
            if case .type(let typeName)? = m.receiver, m.name == "init" {
                return try method(.type(typeName), "init", initializerReferenceArguments(typeName, args, range), range, &layout)
            }
            if let receiver = m.receiver { return try method(receiver, m.name, args, range, &layout) }
            if Interpreter.operatorFunctions.contains(m.name), args.count == 2 { return try binary(m.name, args.values[0], args.values[1], range) }
            if module.functions[m.name] == nil { return try construct(m.name, args, range, range, &layout) }
            guard let overloads = module.functions[m.name], let f = Interpreter.overload(overloads, args.matchLabels) else {
                throw LanguageError("no function \(m.name) fits these arguments", range)
            }
            return try invoke(f, self: nil, type: nil, args, range, &layout)
        case .type(let name):
            if module.types[name]?.kind != nil { return try instantiate(name, args, range, &layout) }
            return try construct(name, args, range, range, &layout)
        case .opaque(let what): return .opaque(what + "()")
        case .null: return .null  // `handler?()` with no handler
        default: throw LanguageError("\(v.kindName) cannot be called", range)
        }
    }
}
