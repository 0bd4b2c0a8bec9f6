import LayoutModel

/// Making instances of declared types, as Swift and UIKit initialise them.
extension Interpreter {
    /// `CardView()`, `LoginViewController()`, `Metrics(spacing: 8)`, `Spacing(rawValue: 8)`.
    /// With `recoveringInitializer` (and always while a controller is
    /// presented), a statement of the initializer that fails is reported
    /// and skipped rather than failing the whole call.
    mutating func instantiate(_ typeName: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout,
                              recoveringInitializer: Bool = false) throws(LanguageError) -> Value {
        guard let info = module.types[typeName], let kind = info.kind else {
            throw LanguageError("cannot make a '\(typeName)' here", range)
        }
        if kind == .enum {
            // `Spacing(rawValue: 8)`: the case with that raw value, or nil.
            guard let raw = args.value("rawValue") else { throw LanguageError("\(typeName)(…) needs rawValue:", range) }
            for c in try enumCases(of: typeName, &layout) where c.rawValue.map({ sameKey($0, raw) }) ?? false { return .enumValue(c) }
            return .null
        }
        let viewKind = module.viewKind(of: typeName)
        var viewID: ViewID?
        if let viewKind {
            let base = module.uikitBase(of: typeName)
            viewID = try layoutCall(range) { () throws(LayoutError) -> ViewID in
                let id = try layout.makeView(viewKind, name: "\(typeName)#\(layout.views.count)")
                try layout.modify(id) { view in
                    view.declaredClass = typeName
                    if base != viewKind.rawValue { view.uikitClass = base }
                }
                return id
            }
        }
        objects.append(Object(typeName: typeName, view: viewID))
        let object = ObjectID(index: objects.count - 1)
        let selfValue: Value = viewID.map(Value.view) ?? .object(object)
        if let viewID { viewObjects[viewID] = object }
        // Stored properties with initial values: the subclass's, then its superclasses'.
        for c in module.ancestry(of: typeName) {
            guard let declared = module.types[c] else { continue }
            for (name, p) in declared.stored where !p.isLazy && objects[object.index].properties[name] == nil {
                objects[object.index].properties[name] = .null
                guard let e = p.initializer else { continue }
                // One property whose initial value fails is reported and stays nil; the others still count.
                attempt(&layout) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
                    let value = try me.withFrame(self: selfValue, type: c, range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                        me.expectedType = p.type.flatMap { me.module.resolve($0.name, from: c) ?? ($0.name.hasPrefix("UI") ? $0.name : nil) }
                        defer { me.expectedType = nil }
                        return try me.coerce(try me.evaluate(e, &layout), to: p.type, range, &layout)
                    }
                    let named = me.nameView(value, property: name, of: object, &layout)
                    if let wrapper = try me.wrap(named, in: p, selfValue, range, &layout) {
                        me.objects[object.index].properties[name] = nil
                        me.objects[object.index].properties["_" + name] = wrapper
                    } else {
                        me.objects[object.index].properties[name] = named
                    }
                }
            }
        }
        noteOutlets(of: typeName)
        initializing.insert(object)
        defer { initializing.remove(object) }
        // While a controller is presented, its methods' statements that fail are
        // reported and skipped; so are those of the initializers it runs (a card
        // made as a stored property keeps what it could do, not nil).
        if recoveringInitializer || isPresenting {
            try recovering { (me: inout Interpreter) throws(LanguageError) in try me.runInitializer(typeName, on: selfValue, args, range, &layout) }
        } else {
            try runInitializer(typeName, on: selfValue, args, range, &layout)
        }
        if let viewID { noteLayingOutItself(viewID, layout) }
        if let viewID, declaresIntrinsicSize(viewID, layout) {
            intrinsicSizeViews.append(viewID)
            try refreshIntrinsicSize(viewID, &layout)
        }
        return selfValue
    }

    /// Runs the initializer a call selects. `UIView()` runs `init(frame:)`
    /// with `.zero` when that is the one declared, as UIKit does; a struct
    /// with no initializer gets Swift's memberwise one.
    mutating func runInitializer(_ typeName: String, on selfValue: Value, _ args: Arguments, _ range: SourceRange,
                                 _ layout: inout Layout) throws(LanguageError) {
        for c in module.ancestry(of: typeName) {
            guard let info = module.types[c] else {
                // A UIKit class: its initializer's arguments that matter (frame:, arrangedSubviews:).
                if case .view(let id) = selfValue { try configureNew(id, layout[id].kind, args, range, &layout) }
                return
            }
            let inits = info.initializers.filter { $0.body != nil }
            if let f = Interpreter.overload(inits, args.matchLabels) {
                _ = try invoke(f, self: selfValue, type: c, args, range, &layout)
                return
            }
            if info.kind == nil {
                // A UIKit class with initializers from extensions: none fits, so UIKit's own runs.
                if case .view(let id) = selfValue { try configureNew(id, layout[id].kind, args, range, &layout) }
                return
            }
            if args.count == 0 || Interpreter.convenienceInitializers.contains(args.labels),
               let f = Interpreter.overload(inits, ["frame"]) {
                let zero = Arguments(values: [.rect(.zero)], labels: ["frame"], ranges: [range])
                _ = try invoke(f, self: selfValue, type: c, zero, range, &layout)
                // Then what the convenience initializer adds (the arranged subviews).
                if args.count > 0, case .view(let id) = selfValue { try configureNew(id, layout[id].kind, args, range, &layout) }
                return
            }
            if info.kind == .struct, inits.isEmpty, let object = objectID(of: selfValue) {
                // Memberwise: the stored properties in order, by label.
                for (i, label) in args.labels.enumerated() {
                    guard let label, let stored = info.storedProperty(label) else {
                        throw LanguageError("\(typeName) has no stored property '\(label ?? "_")' to initialise", range)
                    }
                    let value = args.values[i]
                    objects[object.index].properties[label] = stored.type.flatMap { Interpreter.labelled(value, as: $0) } ?? value
                }
                return
            }
            if !inits.isEmpty && args.count > 0 && !Interpreter.inheritsInitializer(args.labels, from: module.superclass(of: c), module) {
                throw LanguageError("\(typeName) has no initializer init(\(args.labels.map { ($0 ?? "_") + ":" }.joined()))", range,
                                    hint: "it declares " + inits.map(\.signature).joined(separator: ", "))
            }
            // No initializer of its own for these arguments: the superclass's runs
            // (`self.init(frame:)` in a convenience init of a class that declares none).
        }
    }

    /// `@Clamped(max: 80) var side = 200`: the wrapper a property's attribute
    /// names, made with the initial value (`init(wrappedValue:max:)`), when
    /// the attribute is a declared property wrapper; nil otherwise.
    mutating func wrap(_ value: Value, in p: PropertyDeclaration, _ selfValue: Value, _ range: SourceRange,
                       _ layout: inout Layout) throws(LanguageError) -> Value? {
        guard let (name, arguments) = p.wrapper, let type = module.resolve(name, from: frame.typeName),
              module.types[type]?.storedProperty("wrappedValue") != nil
                || module.types[type]?.computed["wrappedValue"] != nil else { return nil }
        var args = Arguments(values: [value], labels: ["wrappedValue"], ranges: [range])
        for a in arguments {
            args.values.append(try evaluate(a.value, &layout))
            args.labels.append(a.label)
            args.ranges.append(a.value.range)
        }
        return try instantiate(type, args, range, &layout)
    }

    /// UIKit's convenience initializers of views, which call the designated
    /// `init(frame:)`: a subclass's override of it runs for
    /// `PillButton(type: .custom)` and `FormStack(arrangedSubviews:)` too.
    static let convenienceInitializers: Set<[String?]> = [["type"], ["arrangedSubviews"]]

    /// Whether a superclass has an initializer for these labels: a declared one,
    /// or UIKit's `init(frame:)`, `init()`, `init(arrangedSubviews:)` and the like.
    static func inheritsInitializer(_ labels: [String?], from superclass: String?, _ module: Module) -> Bool {
        guard let superclass else { return false }
        for c in module.ancestry(of: superclass) {
            if let inits = module.types[c]?.initializers, Interpreter.overload(inits.filter { $0.body != nil }, labels) != nil { return true }
            if module.types[c]?.kind == nil {
                let uikit: Set<String?> = ["frame", "arrangedSubviews", "items", "type", "style", "reuseIdentifier", "coder", "nibName", "bundle"]
                if labels.allSatisfy({ uikit.contains($0) }) { return true }
            }
        }
        return false
    }

    /// `super.init(…)`, `super.viewDidLoad()`, `super.layoutSubviews()`: the superclass's
    /// declared method if there is one; UIKit's do nothing that layoutsh models but `init(frame:)`.
    mutating func superCall(_ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        guard let current = frame.typeName, let selfValue = frame.selfValue else { return .void }
        // `super.init(style: .insetGrouped)` of a UITableViewController.
        if name == "init" { noteTableStyle(args) }
        guard let parent = module.superclass(of: current) else {
            if name == "init", case .view(let id) = selfValue { try configureNew(id, layout[id].kind, args, range, &layout) }
            return .void
        }
        if name == "init" {
            try runInitializer(parent, on: selfValue, args, range, &layout)
            return .void
        }
        for c in module.ancestry(of: parent) {
            if let overloads = module.types[c]?.methods[name], let f = Interpreter.overload(overloads, args.matchLabels) {
                return try invoke(f, self: selfValue, type: c, args, range, &layout)
            }
        }
        return .void
    }

    /// `super.intrinsicContentSize` and other reads of a superclass's property.
    mutating func superMember(_ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        guard let selfValue = frame.selfValue else { return .opaque("super.\(name)") }
        if case .view(let id) = selfValue, name == "intrinsicContentSize" {
            // A label that wraps measures at the width it was last laid out at, as UIKit's
            // automatic preferredMaxLayoutWidth does (one that is set wins inside `of`).
            let laidOutWidth = layout[id].text.numberOfLines == 1 ? nil : laidOut.windowFrame(id).map(\.width).flatMap { $0 > 0 ? $0 : nil }
            let s = IntrinsicSize.of(layout[id], width: laidOutWidth, scale: layout.device.scale, ignoringOverride: true)
            return .size(Size(width: s.horizontal.length ?? -1, height: s.vertical.length ?? -1))
        }
        return try builtinMember(selfValue, name, range, &layout)
    }

    /// Whether the view's class overrides `intrinsicContentSize` (as a property, or Swift 2's method).
    func declaresIntrinsicSize(_ id: ViewID, _ layout: Layout) -> Bool {
        declaredComputed("intrinsicContentSize", of: .view(id), layout) != nil
            || declaredMethod("intrinsicContentSize", of: .view(id), labels: [], layout) != nil
    }

    /// Evaluates `intrinsicContentSize` overrides again where what they read
    /// may have changed (the view's text, a property of its object), or the
    /// code called `invalidateIntrinsicContentSize()`: as UIKit reads it again
    /// then, not on every statement. Called as each statement ends.
    mutating func refreshIntrinsicSizes(_ layout: inout Layout) throws(LanguageError) {
        defer { touchedViews = [] }
        guard !touchedViews.isEmpty || intrinsicSizeViews.contains(where: { layout.hasChanged($0) }) else { return }
        for id in intrinsicSizeViews where touchedViews.contains(id) || layout.hasChanged(id) {
            try refreshIntrinsicSize(id, &layout)
        }
    }

    /// Evaluates a view class's `intrinsicContentSize` override into the layout.
    /// (Swift 2 declared it as a method, `override func intrinsicContentSize() -> CGSize`.)
    mutating func refreshIntrinsicSize(_ id: ViewID, _ layout: inout Layout) throws(LanguageError) {
        let value: Value
        let range: SourceRange
        if let (p, typeName) = declaredComputed("intrinsicContentSize", of: .view(id), layout), let getter = p.getter {
            range = p.range
            value = try withFrame(self: .view(id), type: typeName, p.range) { (me: inout Interpreter) throws(LanguageError) -> Value in
                try me.runBody(getter, &layout)
            }
        } else if let (f, typeName) = declaredMethod("intrinsicContentSize", of: .view(id), labels: [], layout) {
            range = f.range
            value = try invoke(f, self: .view(id), type: typeName, Arguments(), f.range, &layout)
        } else {
            return
        }
        guard case .size(let s) = value else { return }
        let metric: (Double) -> IntrinsicMetric = { $0 < 0 ? .none : .length($0) }
        let size = AxisPair(metric(s.width), metric(s.height))
        guard layout[id].intrinsicOverride != size else { return }
        try layoutCall(range) { () throws(LayoutError) in try layout.modify(id) { $0.intrinsicOverride = size } }
    }

    /// The cases of a declared enum, raw values evaluated (Int raw values count up, String ones default to the name).
    mutating func enumCases(of typeName: String, _ layout: inout Layout) throws(LanguageError) -> [EnumValue] {
        guard let info = module.types[typeName] else { return [] }
        let isString = info.inherited.contains("String")
        let isNumber = info.inherited.contains { ["Int", "CGFloat", "Double", "Float", "UInt"].contains($0) }
        var next = 0.0
        var result: [EnumValue] = []
        for c in info.cases {
            var raw: Value?
            if let e = c.rawValue {
                raw = try evaluate(e, &layout)
                if case .number(let n)? = raw { next = n + 1 }
            } else if isString {
                raw = .string(c.name)
            } else if isNumber {
                raw = .number(next)
                next += 1
            }
            result.append(EnumValue(type: typeName, name: c.name, rawValue: raw, associated: []))
        }
        return result
    }
}

extension Interpreter {
    /// Says once per class that its `@IBOutlet`s come from a storyboard or
    /// nib, which layoutsh does not read: they are nil here, and code that
    /// sets them does nothing (a label's text, a constraint's constant), so
    /// the layout shows only the views the code makes.
    mutating func noteOutlets(of typeName: String) {
        var outlets: [String] = []
        for c in module.ancestry(of: typeName) {
            for (name, p) in module.types[c]?.stored ?? [] where p.isOutlet && p.initializer == nil { outlets.append(name) }
        }
        guard !outlets.isEmpty else { return }
        let listed = outlets.count > 4 ? outlets.prefix(3).joined(separator: ", ") + " and \(outlets.count - 3) more"
            : outlets.dropLast().joined(separator: ", ") + (outlets.count > 1 ? " and " : "") + outlets[outlets.count - 1]
        noteOnce("outlets \(typeName)", "note: \(typeName)'s outlets (\(listed)) come from a storyboard or nib, which layoutsh "
                 + "does not read: they are nil here, and what the code does with them is skipped")
    }
}
