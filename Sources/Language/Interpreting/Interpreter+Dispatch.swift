import HashTreeCollections
import LayoutModel

/// Members, methods and assignments: what declared types say first, then UIKit's.
extension Interpreter {
    /// `value.name`: a stored, lazy or computed property of a declared type
    /// (or an extension), a method named without calling it, a static member
    /// or enum case of a type, a tuple element; else UIKit's member.
    mutating func member(_ base: Value, _ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        if let projected = try projectedValue(base, name, range, &layout) { return projected }
        if let reactive = try reactiveMember(base, name, range, &layout) { return reactive }
        if case .publisher(let values) = base, name == "value" { return values.last ?? .null }  // a relay's current value
        if let object = objectID(of: base) {
            if let v = objects[object.index].properties[name] { return v }
            if let wrapper = objects[object.index].properties["_" + name] { return try member(wrapper, "wrappedValue", range, &layout) }
            if let (p, typeName) = storedProperty(name, of: object), p.isLazy, let e = p.initializer {
                var v = try withFrame(self: base, type: typeName, range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                    try me.evaluate(e, &layout)
                }
                v = nameView(v, property: name, of: object, &layout)
                objects[object.index].properties[name] = v
                return v
            }
        }
        if let (p, typeName) = declaredComputed(name, of: base, layout), let getter = p.getter {
            return try withFrame(self: base, type: typeName, p.range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                try me.runBody(getter, &layout)
            }
        }
        switch base {
        case .type(let typeName) where module.types[typeName] != nil:
            return try typeMember(typeName, name, range, &layout)
        case .enumCase(let caseName) where name == "isAccessibilityCategory":
            // `UIContentSizeCategory`: the five largest sizes are the accessibility ones.
            return .bool(caseName.hasPrefix("accessibility"))
        case .enumCase(let caseName):
            // `.inTransit` or `.compact` passed where a declared type was expected: that enum's
            // case, or that type's static.
            if let e = try declaredEnumCase(caseName, &layout) { return try member(.enumValue(e), name, range, &layout) }
            if let owner = module.declarationOrder.first(where: { module.types[$0]?.staticProperties[caseName] != nil }) {
                return try member(try typeMember(owner, caseName, range, &layout), name, range, &layout)
            }
        case .enumValue(let e):
            if name == "rawValue" { return e.rawValue ?? .null }
            if name == "hashValue" { return .number(0) }
        case .layoutSupport(let top):
            // The bar's edges: its top (bottom) is the screen's, its other edge the safe area's.
            let root = layout.root
            switch name.hasPrefix("snp_") ? String(name.dropFirst(4)) : name {
            case "snp": return base
            case "topAnchor", "top": return .anchor(top ? Anchor(.view(root), .top) : Anchor(.safeArea(root), .bottom))
            case "bottomAnchor", "bottom": return .anchor(top ? Anchor(.safeArea(root), .top) : Anchor(.view(root), .bottom))
            case "length":
                let insets = layout.device.safeArea
                return .number(top ? insets.top : insets.bottom)
            default: throw LanguageError("\(base.kindName) has no member '\(name)' here", range, hint: "use its topAnchor or bottomAnchor")
            }
        case .tuple(let values, let labels):
            if let i = labels.firstIndex(of: name) ?? Int(name), i >= 0, i < values.count { return values[i] }
        case .object(let id):
            // (`tableView` is the list's view even where data source methods are named tableView(_:…).)
            if isListView(name, of: id) { return try controllerMember(id, name, range, &layout) }
            if declaredMethod(name, of: base, labels: nil, layout) != nil { return .boundMethod(BoundMethod(receiver: base, name: name)) }
            if module.isViewController(objects[id.index].typeName) { return try controllerMember(id, name, range, &layout) }
            throw LanguageError("value of type \(objects[id.index].typeName) has no member '\(name)'", range,
                                hint: closest(to: name, among: memberNames(ofType: objects[id.index].typeName)).map { "did you mean '\($0)'?" })
        default: break
        }
        if declaredMethod(name, of: base, labels: nil, layout) != nil { return .boundMethod(BoundMethod(receiver: base, name: name)) }
        if case .view = base, ViewMembers.methods.contains(name) || Interpreter.inertViewMethods.contains(name) {
            return .boundMethod(BoundMethod(receiver: base, name: name))
        }
        if case .array = base, Interpreter.collectionMethods.contains(name), !["first", "last", "count", "isEmpty"].contains(name) {
            if name == "indices", case .array(let values) = base { return .range(0, values.count, closed: false) }
            return .boundMethod(BoundMethod(receiver: base, name: name))
        }
        return try builtinMember(base, name, range, &layout)
    }

    /// `Type.name`: a static property (evaluated once, on first use), an enum
    /// case, `allCases`, a static method named without calling it.
    mutating func typeMember(_ typeName: String, _ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        guard let info = module.types[typeName] else { return try builtinTypeMember(typeName, name, range, layout) }
        if let cached = statics["\(typeName).\(name)"] { return cached }
        if module.types["\(typeName).\(name)"] != nil { return .type("\(typeName).\(name)") }
        // A static of a superclass or of a protocol's extension (`Cell.reuseIdentifier`), evaluated with Self this type.
        let types = module.types
        let inherited = module.memberChain(of: typeName).dropFirst().lazy.compactMap { types[$0]?.staticProperties[name] }.first
        if let p = info.staticProperties[name] ?? inherited {
            let v: Value
            if let getter = p.getter {
                v = try withFrame(self: .type(typeName), type: typeName, p.range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                    try me.runBody(getter, &layout)
                }
                return v
            }
            v = try withFrame(self: .type(typeName), type: typeName, p.range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                try p.initializer.map { e throws(LanguageError) in try me.evaluate(e, &layout) } ?? .null
            }
            statics["\(typeName).\(name)"] = v
            return v
        }
        if info.kind == .enum {
            let cases = try enumCases(of: typeName, &layout)
            if let c = cases.first(where: { $0.name == name }) { return .enumValue(c) }
            if name == "allCases" { return .array(cases.map(Value.enumValue)) }
        }
        if staticMethod(name, of: typeName, labels: nil) != nil { return .boundMethod(BoundMethod(receiver: .type(typeName), name: name)) }
        // `.map(StatTile.init)`: the initializer named without its call.
        if name == "init", info.kind != nil { return .boundMethod(BoundMethod(receiver: .type(typeName), name: name)) }
        if name == "self" { return .type(typeName) }
        if info.kind == nil { return try builtinTypeMember(typeName, name, range, layout) }
        throw LanguageError("type \(typeName) has no member '\(name)'", range,
                            hint: closest(to: name, among: Array(info.staticProperties.keys) + info.cases.map(\.name)).map { "did you mean '\($0)'?" })
    }

    /// `value.name(args)`: a declared method (or extension method), a static
    /// method of a declared type, a collection method; else UIKit's method.
    mutating func method(_ base: Value, _ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        if case .type(let typeName) = base {
            if let value = enumCaseWithValues(name, in: typeName, args) { return value }
            if let f = staticMethod(name, of: typeName, labels: args.matchLabels), !yieldsToUIKit(f, of: typeName, args) {
                return try invoke(f, self: base, type: typeName, args, range, &layout)
            }
            if name == "init" {
                if module.types[typeName]?.kind != nil { return try instantiate(typeName, args, range, &layout) }
                return try construct(typeName, args, range, range, &layout)
            }
        }
        if let (f, typeName) = declaredMethod(name, of: base, labels: args.matchLabels, layout) {
            return try invoke(f, self: base, type: typeName, args, range, &layout)
        }
        if case .publisher(let values) = base { return try publisherMethod(values, name, args, range, &layout) }
        if case .reactive(let view, let member) = base { return try reactiveMethod(view, member, name, args, range, &layout) }
        if let object = objectID(of: base), let stored = objects[object.index].properties[name], case .closure = stored {
            return try callValue(stored, args, range, &layout)
        }
        if name == "then" || name == "with", args.count == 1, let f = args.values.first, Interpreter.isCallable(f), declaredMethod(name, of: base, labels: args.matchLabels, layout) == nil {
            // The Then library's builder (`UILabel().then { $0.text = "Hi" }`): the block configures the value, which is returned.
            _ = try callValue(f, Arguments(values: [base], labels: [nil], ranges: [range]), range, &layout)
            return base
        }
        if let result = try collectionMethod(base, name, args, range, &layout) { return result }
        if name == "map" || name == "flatMap", args.count == 1, let f = args.values.first, Interpreter.isCallable(f) {
            // Optional's map: nothing layoutsh distinguishes from the value itself, so the value (nil stays nil).
            if case .null = base { return .null }
            return try callValue(f, Arguments(values: [base], labels: [nil], ranges: [range]), range, &layout)
        }
        if case .object(let id) = base {
            if module.isViewController(objects[id.index].typeName) {
                if name == "registerForTraitChanges" { return try registerForTraitChanges(base, args, range) }
                if let shown = try containerCall(id, name, args, range, &layout) { return shown }
                if Interpreter.controllerMembers.contains(name) { return .opaque(name + "()") }
            }
            throw LanguageError("value of type \(objects[id.index].typeName) has no method '\(name)'", range,
                                hint: closest(to: name, among: memberNames(ofType: objects[id.index].typeName)).map { "did you mean '\($0)'?" })
        }
        return try builtinMethod(base, name, args, range, &layout)
    }

    /// `target = value`: a variable, a property of a declared type (its
    /// observers run), a computed property's setter; else a UIKit property.
    mutating func assign(_ target: Expr, _ value: Value, _ layout: inout Layout, _ range: SourceRange) throws(LanguageError) {
        switch target {
        case .identifier(let name, let nameRange):
            if isTopLevelConstant(name) {
                throw LanguageError("cannot assign to value: '\(name)' is a 'let' constant", nameRange,
                                    hint: "declare it with 'var' to change it")
            }
            if assign(name, value) { return }
            if name == "self", let typeName = frame.typeName, Interpreter.geometryTypes.contains(typeName) {
                valueInitResult = value  // `self = UIEdgeInsets(…)` in an extension's initializer
                return
            }
            if frame.selfValue == nil, name == "view" {
                try adoptAsRoot(value, range, &layout)
                return
            }
            if frame.selfValue == nil, name == "additionalSafeAreaInsets" {
                try setAdditionalSafeArea(value, range, &layout)
                return
            }
            if frame.selfValue == nil, Interpreter.controllerMembers.contains(name) {
                if !setExtendedLayout(name, value, &layout) { noteIgnored(name) }
                return
            }
            if let selfValue = frame.selfValue, hasMember(selfValue, name, layout) {
                try assignMember(selfValue, name, value, &layout, range)
                return
            }
            throw LanguageError.notFound(name, nameRange, hint: closest(to: name, among: namesInScope).map { "did you mean '\($0)'?" })
        case .member(let baseExpr, let name, _):
            if case .identifier("self", _) = baseExpr, frame.selfValue == nil {
                try assign(.identifier(name, range), value, &layout, range)
                return
            }
            let base = try evaluate(baseExpr, &layout)
            if case .buttonConfiguration(let c) = base {
                // A struct in Swift: the changed copy goes back where it came from.
                try assign(baseExpr, .buttonConfiguration(try settingConfigurationField(c, name, to: value, range)), &layout, range)
                return
            }
            if case .null = base, Interpreter.configurationFields.contains(name) || Interpreter.ignoredConfigurationFields.contains(name) {
                // `button.configuration?.title = …` on a button without one: optional chaining does nothing.
                return
            }
            if let changed = try Interpreter.settingField(of: base, name, to: value, range) {
                // `a.frame.size.height = 50`: geometry is a value; the changed copy goes back where it came from.
                try assign(baseExpr, changed, &layout, range)
                return
            }
            try assignMember(base, name, value, &layout, range)
        case .subscripted(let baseExpr, let arguments, _):
            // `views[i] = v`, `dict[key] = v`: a new collection stored back.
            var base = try evaluate(baseExpr, &layout)
            guard let first = arguments.first else { throw LanguageError("a subscript needs an index", range) }
            let index = try evaluate(first.value, &layout)
            switch (base, index) {
            case (.array(var values), .number(let n)) where n == n.rounded() && n >= 0 && n < Double(values.count):
                values[Int(n)] = value
                base = .array(values)
            case (.dictionary(var pairs), _):
                if let i = pairs.firstIndex(where: { sameKey($0.key, index) }) { pairs[i].value = value } else { pairs.append((index, value)) }
                base = .dictionary(pairs)
            default: throw LanguageError("cannot assign through this subscript", range)
            }
            try assign(baseExpr, base, &layout, range)
        default:
            throw LanguageError("cannot assign to this expression", target.range)
        }
    }

    /// Sets `base.name`.
    mutating func assignMember(_ base: Value, _ name: String, _ value: Value, _ layout: inout Layout, _ range: SourceRange) throws(LanguageError) {
        if let (p, typeName) = declaredComputed(name, of: base, layout) {
            guard let setter = p.setter else { throw LanguageError("'\(name)' is a get-only property", range) }
            _ = try withFrame(self: base, type: typeName, scopes: [[setter.name: value]], range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                try me.runBody(setter.body, &layout)
            }
            return
        }
        if let object = objectID(of: base), let wrapper = objects[object.index].properties["_" + name], storedProperty(name, of: object)?.0.wrapper != nil {
            try assignMember(wrapper, "wrappedValue", value, &layout, range)
            return
        }
        if let object = objectID(of: base), let (p, typeName) = storedProperty(name, of: object) {
            if let view = objects[object.index].view { touchedViews.insert(view) }
            let old = objects[object.index].properties[name] ?? .null
            // Swift runs no observer while the object's own initializer sets it, nor when the
            // observer itself sets it; observers run in the class that declares them.
            let key = "\(object.index).\(name)"
            let observed = !initializing.contains(object) && !observing.contains(key)
            observing.insert(key)
            defer { observing.remove(key) }
            if observed, let willSet = p.willSet {
                _ = try withFrame(self: base, type: typeName, scopes: [[willSet.name: value]], range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                    try me.runBody(willSet.body, &layout)
                }
            }
            let labelled = p.type.flatMap { Interpreter.labelled(value, as: $0) } ?? value
            objects[object.index].properties[name] = nameView(labelled, property: name, of: object, &layout)
            if observed, let didSet = p.didSet {
                _ = try withFrame(self: base, type: typeName, scopes: [[didSet.name: old]], range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                    try me.runBody(didSet.body, &layout)
                }
            }
            return
        }
        switch base {
        case .view(let v): try setProperty(v, name, value, range, &layout)
        case .constraint(let id): try setConstraintProperty(id, name, value, range, &layout)
        case .snapConstraint(let k) where name == "isActive":
            guard case .bool(let on) = value else { throw LanguageError("isActive must be true or false", range) }
            try setActive(chains[k].ids, on, range, &layout)
        case .snp(.view(let v)) where SnapKitNames.priorityProperties[name] != nil:
            // `label.snp.contentHuggingHorizontalPriority = 751`
            guard let (method, axis) = SnapKitNames.priorityProperties[name] else { return }
            _ = try viewMethod(v, method, Arguments(values: [value, .enumCase(axis)], labels: [nil, "for"], ranges: [range, range]), range, &layout)
        case .opaque(let what) where what.hasPrefix(Interpreter.builtInContentValue): break  // noted when read
        case .opaque(let what): if !setBarProperty(what, name, value, &layout) { noteIgnored("\(what).\(name)") }
        case .item where name == "identifier": break
        case .item(.keyboard(let v)): try setKeyboardGuideProperty(v, name, value, range, &layout)
        case .null: break  // optional chaining on nil assigns nothing
        case .object(let id):
            if module.isViewController(objects[id.index].typeName), Interpreter.controllerMembers.contains(name) {
                if name == "view" {
                    // The presented controller's view is the root; a child's is its own.
                    if presented == nil || presented == id {
                        try adoptAsRoot(value, range, &layout)
                    } else {
                        if case .view(let v) = value { try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.isControllerRoot = true } } }
                        objects[id.index].properties["view"] = value
                    }
                    return
                }
                if name == "viewControllers", try setContained(id, value, range, &layout) { return }
                if name == "additionalSafeAreaInsets", presented == nil || presented == id {
                    try setAdditionalSafeArea(value, range, &layout)
                    return
                }
                if presented == nil || presented == id, setExtendedLayout(name, value, &layout) { return }
                noteIgnored(name)
                return
            }
            throw LanguageError("value of type \(objects[id.index].typeName) has no property '\(name)'", range)
        default: throw LanguageError("cannot set '\(name)' on \(base.kindName)", range)
        }
    }

    static func isCallable(_ v: Value) -> Bool {
        switch v {
        case .closure, .boundMethod: return true
        default: return false
        }
    }

    /// A stored property's declaration and the class that declares it, from the object's class chain.
    func storedProperty(_ name: String, of object: ObjectID) -> (PropertyDeclaration, declaredIn: String)? {
        for c in module.ancestry(of: objects[object.index].typeName) {
            if let p = module.types[c]?.storedProperty(name) { return (p, c) }
        }
        return nil
    }
}
