import HashTreeCollections
import LayoutModel

/// Instances of declared types: making them, their members, their methods.
extension Interpreter {
    /// The declared type of a value with members of its own, if any.
    func declaredType(of value: Value) -> String? {
        switch value {
        case .object(let id): return objects[id.index].typeName
        case .view(let id): return viewObjects[id].map { objects[$0.index].typeName }
        case .enumValue(let e): return e.type
        default: return nil
        }
    }

    /// The type names to look up members in, most specific first: the
    /// declared class chain, then the UIKit (or value) type it builds on.
    func memberLookupChain(of value: Value, _ layout: Layout) -> [String] {
        let declared = declaredType(of: value)
        let base: Module.ValueBase
        switch value {
        case .view(let id): base = .view(layout[id].kind)
        case .number: base = .named(["CGFloat", "Double", "Int", "Float"])
        case .string: base = .named(["String"])
        case .insets: base = .named(["UIEdgeInsets", "NSDirectionalEdgeInsets"])
        case .size: base = .named(["CGSize"])
        case .point: base = .named(["CGPoint"])
        case .rect: base = .named(["CGRect"])
        case .font: base = .named(["UIFont"])
        case .constraint: base = .named(["NSLayoutConstraint"])
        case .array: base = .named(["Array"])
        case .priority: base = .named(["UILayoutPriority"])
        default: base = .named([])
        }
        return module.lookupChain(declared: declared, base: base)
    }

    /// A method declared for the value's type or an extension of it, matching the call's labels.
    func declaredMethod(_ name: String, of value: Value, labels: [String?]?, _ layout: Layout) -> (FunctionDeclaration, String)? {
        guard !module.types.isEmpty else { return nil }  // nothing declared: nothing to find (and no chain to walk)
        for typeName in memberLookupChain(of: value, layout) {
            guard let overloads = module.types[typeName]?.methods[name] else { continue }
            if let labels, let f = Interpreter.overload(overloads, labels) { return (f, typeName) }
            if labels == nil, let f = overloads.first { return (f, typeName) }
        }
        return nil
    }

    /// A static method of a declared type, a superclass or a protocol it conforms to, fitting the labels (any, when nil).
    /// A static method declared in an extension of a UIKit type that
    /// Swift would pass over for UIKit's own of the name: its one
    /// variadic parameter given one array, as
    /// `static func activate(_: NSLayoutConstraint...)` is beside UIKit's
    /// `activate(_: [NSLayoutConstraint])`, which an array literal picks.
    func yieldsToUIKit(_ f: FunctionDeclaration, of typeName: String, _ args: Arguments) -> Bool {
        guard module.types[typeName]?.kind == nil, f.parameters.count == 1, f.parameters[0].isVariadic,
              args.count == 1, case .array = args.values[0] else { return false }
        return !["Any", "AnyObject", "Array"].contains(f.parameters[0].type?.name ?? "Any")
    }

    func staticMethod(_ name: String, of typeName: String, labels: [String?]?) -> FunctionDeclaration? {
        for t in module.memberChain(of: typeName) {
            guard let overloads = module.types[t]?.staticMethods[name] else { continue }
            if let labels { if let f = Interpreter.overload(overloads, labels) { return f } } else { return overloads.first }
        }
        return nil
    }

    /// A computed property declared for the value's type or an extension of it.
    func declaredComputed(_ name: String, of value: Value, _ layout: Layout) -> (PropertyDeclaration, String)? {
        guard !module.types.isEmpty else { return nil }
        for typeName in memberLookupChain(of: value, layout) {
            if let p = module.types[typeName]?.computed[name] { return (p, typeName) }
        }
        return nil
    }

    /// Whether `name` is a member of the value (for implicit `self`).
    func hasMember(_ value: Value, _ name: String, _ layout: Layout) -> Bool {
        if let object = objectID(of: value) {
            if objects[object.index].properties[name] != nil || objects[object.index].properties["_" + name] != nil
                || storedProperty(name, of: object)?.0.isLazy == true { return true }
        }
        if declaredMethod(name, of: value, labels: nil, layout) != nil || declaredComputed(name, of: value, layout) != nil { return true }
        switch value {
        case .enumValue: return name == "rawValue"
        case .array: return Interpreter.collectionMethods.contains(name) || ["count", "first", "last", "isEmpty"].contains(name)
        case .view: return Interpreter.anchorNames[name] != nil || ViewMembers.properties.contains(name)
            || ViewMembers.methods.contains(name) || Interpreter.ignoredProperties.contains(name)
            || Interpreter.inertViewMethods.contains(name)
        case .object(let id) where module.isViewController(objects[id.index].typeName):
            return Interpreter.controllerMembers.contains(name)
        // In an extension of NSLayoutConstraint, `priority = p` and `isActive = true` are self's.
        case .constraint: return Interpreter.constraintMembers.contains(name)
        // In an extension of a geometry value, `top + bottom` reads self's.
        case .insets: return ["top", "left", "bottom", "right", "leading", "trailing"].contains(name)
        case .size: return name == "width" || name == "height"
        case .point: return name == "x" || name == "y"
        case .rect: return ["width", "height", "size", "origin", "minX", "minY", "maxX", "maxY", "midX", "midY"].contains(name)
            || Interpreter.rectProperty(.zero, name) != nil
        default: return false
        }
    }

    /// The object of a value: an object, or the object beside a view of a declared class.
    func objectID(of value: Value) -> ObjectID? {
        switch value {
        case .object(let id): return id
        case .view(let id): return viewObjects[id]
        default: return nil
        }
    }

    /// Names of a declared type's members, for "did you mean".
    func memberNames(ofType name: String) -> [String] {
        module.ancestry(of: name).flatMap { c -> [String] in
            guard let info = module.types[c] else { return [] }
            return info.stored.map(\.name) + Array(info.computed.keys) + Array(info.methods.keys)
        }
    }

    /// The type a value is an instance of, by name (a declared class, else UIKit's).
    func typeOfValue(_ value: Value, _ layout: Layout) -> String? {
        if let declared = declaredType(of: value) { return declared }
        if case .view(let id) = value { return layout[id].kind.rawValue }
        return nil
    }

    /// The overload whose labels fit the arguments (defaults and variadics allowed;
    /// a trailing closure fits a closure parameter whatever its label).
    static func overload(_ candidates: [FunctionDeclaration], _ labels: [String?]) -> FunctionDeclaration? {
        candidates.first { fits($0.parameters, labels) }
    }

    /// The label a trailing closure is matched by (`Arguments.matchLabels`): it fills a closure parameter.
    static let trailingLabel = "\u{1}trailing closure"

    static func fits(_ parameters: [Parameter], _ labels: [String?]) -> Bool {
        let (slots, used) = match(parameters, labels)
        return used == labels.count && !slots.contains { if case .missing = $0 { return true } else { return false } }
    }

    /// Where a parameter's value comes from in a call.
    enum Slot {
        case argument(Int)
        case variadic([Int])
        case defaultValue
        /// No argument fits; the index of the argument standing there, if any.
        case missing(Int?)
    }

    /// Matches arguments, by label (a trailing closure's is `trailingLabel`),
    /// to parameters in order, as Swift does: labels must agree, defaults
    /// fill gaps, a variadic takes its labelled first argument and the
    /// unlabelled ones after it, a trailing closure fills a closure parameter.
    /// Returns a slot per parameter and how many arguments were used.
    static func match(_ parameters: [Parameter], _ labels: [String?]) -> (slots: [Slot], used: Int) {
        var slots: [Slot] = []
        var i = 0
        for p in parameters {
            if p.isVariadic {
                var taken: [Int] = []
                while i < labels.count, labels[i] == p.label || (!taken.isEmpty && labels[i] == nil) { taken.append(i); i += 1 }
                slots.append(.variadic(taken))
            } else if i < labels.count,
                      labels[i] == p.label || (labels[i] == trailingLabel && (p.isClosure || (p.label == nil && p.defaultValue == nil))) {
                // (A trailing closure passes over a defaulted parameter that takes no
                // function, as Swift's forward scan does: `make(_ type: T.Type = T.self, configure:)`.)
                slots.append(.argument(i))
                i += 1
            } else if p.defaultValue != nil {
                slots.append(.defaultValue)
            } else {
                slots.append(.missing(i < labels.count ? i : nil))
            }
        }
        return (slots, i)
    }

    /// Calls a declared function or method with `self` bound, arguments matched to parameters.
    mutating func invoke(_ f: FunctionDeclaration, self selfValue: Value?, type typeName: String?, _ args: Arguments,
                         _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        var bound: Scope = [:]
        let (slots, i) = Interpreter.match(f.parameters, args.matchLabels)
        for (p, slot) in zip(f.parameters, slots) {
            switch slot {
            case .argument(let k): bound[p.name] = try coerce(args.values[k], to: p.type, range, &layout)
            case .variadic(let ks): bound[p.name] = .array(ks.map { args.values[$0] })
            case .defaultValue: bound[p.name] = try coerce(try evaluate(p.defaultValue ?? .nil(range), &layout), to: p.type, range, &layout)
            case .missing(let k?):
                throw LanguageError("incorrect argument label in a call to \(f.signature): have '\(args.labels[k] ?? "_"):', expected '\(p.label ?? "_"):'",
                                    range)
            case .missing(nil):
                throw LanguageError("missing argument '\(p.label ?? p.name)' in a call to \(f.signature)", range)
            }
        }
        guard i == args.count else {
            throw LanguageError("\(f.signature) takes \(f.parameters.count) argument\(f.parameters.count == 1 ? "" : "s"), got \(args.count)", range)
        }
        // A generic parameter is the type its argument has (`T` of `make(UILabel.self)` is UILabel),
        // or, for the result's type, the type the result goes to.
        let expected = expectedType
        expectedType = nil
        for g in f.genericParameters {
            if let expected, f.returnType?.name == g { bound[g] = .type(expected) }
            for p in f.parameters {
                guard let written = p.type?.qualified, let value = bound[p.name] else { continue }
                if written == g + ".Type", case .type = value { bound[g] = value; break }
                if written == g, let type = typeOfValue(value, layout) { bound[g] = .type(type); break }
            }
        }
        let body = f.body ?? []
        let recovers = recoversNextCall
        recoversNextCall = false
        let keeps = wantsParameters
        wantsParameters = false
        return try withFrame(self: selfValue, type: typeName, scopes: [bound], range) { (me: inout Interpreter) throws(LanguageError) -> Value in
            if recovers { me.recoveringFrames.insert(me.frame.id) }
            defer { if recovers { me.recoveringFrames.remove(me.frame.id) } }
            let value = try me.runBody(body, &layout)
            if keeps { me.keptParameters = f.parameters.map { me.frame.scopes.first?[$0.name] ?? .null } }
            return value
        }
    }

    /// Runs a function body; its value is what it returns, or its single expression (Swift 5.1's implicit return).
    mutating func runBody(_ body: [Statement], _ layout: inout Layout) throws(LanguageError) -> Value {
        if body.count == 1, case .expression(let e, _) = body[0] { return try evaluate(e, &layout) }
        try executeBlock(body, &layout)
        defer { flow = .normal }
        if case .returned(let v) = flow { return v }
        return .void
    }

    /// Whether two scopes are one storage (the same bits: the same
    /// reference), so that they hold the same names; false says nothing.
    static func sameStorage(_ a: Scope, _ b: Scope) -> Bool {
        withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
    }

    /// Calls a closure: in the frame that made it while that frame runs
    /// (so it changes that frame's variables), else over what it captured.
    mutating func callClosure(_ c: ClosureValue, _ values: [Value], _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let keeps = wantsParameters
        wantsParameters = false
        // `zip(fields, titles).forEach { $0.placeholder = $1 }`: one tuple, its parts the anonymous parameters.
        var values = values
        if c.closure.parameters.isEmpty, c.closure.shorthandCount > 1, values.count == 1, case .tuple(let parts, _) = values[0],
           parts.count >= c.closure.shorthandCount {
            values = parts
        }
        let names = c.closure.parameters.isEmpty ? values.indices.map { "$\($0)" } : c.closure.parameters
        func keep(_ me: inout Interpreter) {
            if keeps { me.keptParameters = names.map { me.lookup($0) ?? .null } }
        }
        func bindParameters(_ me: inout Interpreter) {
            if c.closure.parameters.isEmpty {
                for (i, v) in values.enumerated() { me.define("$\(i)", v) }
            } else {
                for (i, v) in values.enumerated() where i < c.closure.parameters.count { me.define(c.closure.parameters[i], v) }
                // One tuple argument spread over several parameters (`dict.forEach { key, value in }`).
                if values.count == 1, c.closure.parameters.count > 1, case .tuple(let parts, _) = values[0] {
                    for (name, v) in zip(c.closure.parameters, parts) { me.define(name, v) }
                }
            }
        }
        /// What the closure captured that the live scopes no longer hold (a loop's index, after the loop).
        func capturedOnly(_ live: [Scope]) -> Scope {
            // Most often the scopes it captured are still the live ones, the
            // same storage: none of their names need looking up (a snp
            // closure at the top level captures every variable of the file).
            if c.scopes.count <= live.count, c.scopes.indices.allSatisfy({ Interpreter.sameStorage(c.scopes[$0], live[$0]) }) {
                return [:]
            }
            var names: Scope = [:]
            for scope in c.scopes { for (name, value) in scope where !live.contains(where: { $0[name] != nil }) { names[name] = value } }
            return names
        }
        if frame.id == c.frameID {
            // Called by the frame that made it: it changes that frame's variables.
            try enterCall(range)
            defer { callDepth -= 1 }
            let captured = capturedOnly(frame.scopes)
            return try withScope { (me: inout Interpreter) throws(LanguageError) -> Value in
                for (name, value) in captured { me.define(name, value) }
                bindParameters(&me)
                let value = try me.runBody(c.closure.body, &layout)
                keep(&me)
                return value
            }
        }
        if let maker = frames.lastIndex(where: { $0.id == c.frameID }) {
            // Called further down while the frame that made it still runs (`twice { n += 1 }`): it
            // works on that frame's variables, which take what it changed.
            let scopes = frames[maker].scopes
            let captured = capturedOnly(scopes)
            let (value, changed) = try withFrame(self: c.selfValue, type: c.typeName, scopes: scopes + [captured], range) {
                (me: inout Interpreter) throws(LanguageError) -> (Value, [Scope]) in
                me.frame.scopes.append([:])
                bindParameters(&me)
                let value = try me.runBody(c.closure.body, &layout)
                keep(&me)
                return (value, Array(me.frame.scopes.prefix(scopes.count)))
            }
            frames[maker].scopes = changed
            return value
        }
        return try withFrame(self: c.selfValue, type: c.typeName, scopes: c.scopes + [[:]], range) { (me: inout Interpreter) throws(LanguageError) -> Value in
            bindParameters(&me)
            let value = try me.runBody(c.closure.body, &layout)
            keep(&me)
            return value
        }
    }
}

extension Interpreter {
    /// `viewWithTag(_:)`: the view itself or the first of its descendants,
    /// depth first in subview order, whose `tag` is `tag` (UIKit's search).
    func viewWithTag(_ tag: Double, in v: ViewID, _ layout: Layout) -> ViewID? {
        let own = ignoredValues[IgnoredProperty(view: v, name: "tag")] ?? .number(0)
        if case .number(tag) = own { return v }
        for sub in layout[v].subviews {
            if let found = viewWithTag(tag, in: sub, layout) { return found }
        }
        return nil
    }
}
