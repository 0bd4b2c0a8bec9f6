import LayoutModel
import Cassowary

/// Methods of views, anchors, constraints, SnapKit and BoxView values.
extension Interpreter {
    /// A method UIKit, SnapKit or BoxView defines.
    mutating func builtinMethod(_ base: Value, _ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        switch base {
        case .view(let v): return try viewMethod(v, name, args, range, &layout)
        case .snp(let item): return try snapBlock(item, name, args.block, range, &layout)
        case .chain(let k):
            var values = args.values
            for i in values.indices where Interpreter.isDeclaredInstance(values[i]) {
                values[i] = try snapTarget(values[i], of: name, range, &layout)
            }
            if SnapKitNames.superviewRelations[name] != nil, let pick = values.first {
                // `equalToSuperview { $0.safeAreaLayoutGuide }`, `(\.safeAreaLayoutGuide)`:
                // what the closure or key path picks of the superview.
                let target = try superviewPart(k, pick, range, &layout)
                return try chainCall(k, String(name.dropLast("Superview".count)), [target], [nil], range, layout)
            }
            return try chainCall(k, name, values, args.labels, range, layout)
        case .anchor(let a): return try anchorMethod(a, name, args, range, &layout)
        case .snapConstraint(let k): return try snapConstraintMethod(k, name, args, range, &layout)
        case .constraint(let id):
            if name == "activate" || name == "deactivate" { try setActive([id], name == "activate", range, &layout); return .void }
        case .type("NSLayoutConstraint") where ["activate", "deactivate", "activateConstraints", "deactivateConstraints"].contains(name):
            guard case .array(let items)? = args.values.first else { throw LanguageError("NSLayoutConstraint.\(name) needs an array of constraints", range) }
            try setActive(try constraintIDs(items, range), name.hasPrefix("activate"), range, &layout)
            return .void
        case .type("NSLayoutConstraint") where name == "constraints" || name == "constraintsWithVisualFormat":
            return try visualFormatConstraints(args, range, &layout)
        case .type(let t) where Interpreter.rxTypes.contains(t):
            if let observable = try rxTypeMethod(name, args, range, &layout) { return observable }
        case .type("UIButton.Configuration"):
            if let configuration = Interpreter.buttonConfiguration(name, args) { return configuration }
        case .type(let t) where name == "FormatOptions" && Interpreter.formatOptionsTypes.contains("\(t).\(name)"):
            // `NSLayoutConstraint.FormatOptions()`: the nested type's initializer.
            return try Interpreter.formatOptions(args, range)
        case .type(let t) where Interpreter.optionSetTypes.contains("\(t).\(name)"):
            return Interpreter.optionSet("\(t).\(name)", args) ?? .void
        case .type(let t) where t.hasPrefix("UIView") && Interpreter.animationMethods.contains(name):
            return try runAnimation(name, args, range, &layout)
        case .type("UIFont"):
            if let font = try fontCall(name, args, range) { return font }
        case .font(let size, let bold) where name == "withSize":
            guard case .number(let n)? = args.values.first else { throw LanguageError("withSize needs a number", range) }
            _ = size
            return .font(n, bold: bold)
        case .type("UIScreen") where name == "mainScreen": return .type("UIScreen.main")
        case .boxItem(let item): return try boxItemMethod(item, name, args, range)
        case .image(let image): return Interpreter.imageVariants.contains(name) ? .image(image) : .opaque("UIImage.\(name)()")
        case .string(let s): if let v = stringMethod(s, name, args) { return v }
        case .rect(let r): if let v = try rectMethod(r, name, args, range) { return v }
        case .number(let n): if let v = numberMethod(n, name, args) { return v }
        case .opaque(let what) where what.hasPrefix("DispatchQueue") && (name == "async" || name == "asyncAfter"):
            // The main queue runs the block after the code that queued it: at the end of this statement.
            if let block = args.closure ?? args.value("execute").flatMap({ v -> ClosureValue? in if case .closure(let c) = v { return c } else { return nil } }) {
                queuedBlocks.append(block)
            }
            return .void
        case .opaque(Interpreter.transitionCoordinator) where name.hasPrefix("animate"):
            queueTransitionBlocks(args)
            return .bool(true)
        case .opaque(let what) where what.hasPrefix("UIFontMetrics") && (name == "scaledFont" || name == "scaledValue"):
            // Dynamic Type at its default size (Large) scales by one: the
            // font or value given (`preferredFont` is laid out at Large too).
            return args.values.first ?? .null
        case .opaque("UIViewPropertyAnimator") where name == "runningPropertyAnimator":
            return try runAnimation(name, args, range, &layout)
        case .opaque(let what) where what.hasPrefix(Interpreter.animatorTag):
            return try animatorMethod(what, name, args, range, &layout) ?? .void
        case .opaque(let what) where what.hasPrefix(Interpreter.diffableSourceTag):
            _ = try diffableSourceMethod(what, name, args, range)
            return .void
        case .opaque(let what) where callBarMethod(what, name, args, &layout): return .void
        case .opaque(let what): return .opaque("\(what).\(name)()")
        case .enumCase(let what): return .opaque(".\(what).\(name)()")  // `.systemTeal.withAlphaComponent(0.3)`
        case .null: return .null
        case .item(let item) where name.hasPrefix("snp_"):
            return try snapBlock(item, name, args.block, range, &layout)
        default: break
        }
        throw LanguageError("\(base.kindName) has no method '\(name)'", range)
    }

    func constraintIDs(_ items: [Value], _ range: SourceRange) throws(LanguageError) -> [ConstraintID] {
        var ids: [ConstraintID] = []
        for item in items {
            switch item {
            case .constraint(let id): ids.append(id)
            case .snapConstraint(let k): ids += chains[k].ids
            default: throw LanguageError("expected constraints, found \(item.kindName)", range)
            }
        }
        return ids
    }

    mutating func setActive(_ ids: [ConstraintID], _ active: Bool, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        for id in ids { try layoutCall(range) { () throws(LayoutError) in try layout.setActive(id, active) } }
    }

    mutating func viewMethod(_ v: ViewID, _ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        func view(_ value: Value?) throws(LanguageError) -> ViewID {
            guard case .view(let id)? = value else { throw LanguageError("'\(name)' needs a view, not \(value?.kindName ?? "nothing")", range) }
            return id
        }
        func index(_ label: String) throws(LanguageError) -> Int {
            guard case .number(let n)? = args.value(label), let i = Interpreter.wholeNumber(n) else { throw LanguageError("'\(name)' needs a whole-number '\(label)'", range) }
            return i
        }
        if name.hasPrefix("snp_") { return try snapBlock(.view(v), name, args.block, range, &layout) }
        switch name {
        case "addSubview":
            let child = try view(args.values.first)
            let moved = layout[child].superview != v
            try layoutCall(range) { () throws(LayoutError) in try layout.addSubview(child, to: v) }
            try captureAutoresizingReference(child, range, &layout)
            if moved { try didMoveToSuperview(child, &layout) }
        case "insertSubview":
            let child = try view(args.values.first)
            var position: Int?
            if args.value("at") != nil { position = try index("at") }
            if case .view(let other)? = args.value("belowSubview") ?? args.value("aboveSubview") {
                let i = layout[v].subviews.firstIndex(of: other) ?? layout[v].subviews.count
                position = args.value("belowSubview") != nil ? i : i + 1
            }
            let moved = layout[child].superview != v
            try layoutCall(range) { () throws(LayoutError) in try layout.addSubview(child, to: v, at: position) }
            if moved { try didMoveToSuperview(child, &layout) }
            try captureAutoresizingReference(child, range, &layout)
        case "bringSubviewToFront", "sendSubviewToBack":
            let child = try view(args.values.first)
            try layoutCall(range) { () throws(LayoutError) in try layout.addSubview(child, to: v, at: name == "sendSubviewToBack" ? 0 : nil) }
        case "removeFromSuperview": layout.removeFromSuperview(v)
        case "addArrangedSubview", "insertArrangedSubview":
            let child = try view(args.values.first)
            let at = name == "insertArrangedSubview" ? try index("at") : nil
            try layoutCall(range) { () throws(LayoutError) in try layout.addArrangedSubview(child, to: v, at: at) }
        case "removeArrangedSubview":
            let child = try view(args.values.first)
            try layoutCall(range) { () throws(LayoutError) in try layout.removeArrangedSubview(child, from: v) }
        case "addLayoutGuide":
            guard case .item(.guide(let g))? = args.values.first else { throw LanguageError("addLayoutGuide needs a UILayoutGuide", range) }
            layout.addLayoutGuide(g, to: v)
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let p = args.values.first, case .enumCase(let axisName)? = args.value("for") ?? args.value("forAxis") else {
                throw LanguageError("\(name)(_:for:) needs a priority and an axis", range)
            }
            let value = try priority(p, range)
            guard let axis = axisNamed(axisName), let priority = Priority(value) else { throw LanguageError("unknown axis '.\(axisName)'", range) }
            try layoutCall(range) { () throws(LayoutError) in
                try layout.modify(v) { if name == "setContentHuggingPriority" { $0.huggingPriority[axis] = priority } else { $0.compressionResistancePriority[axis] = priority } }
            }
        case "convert":
            // `button.convert(button.bounds, to: view)`, `view.convert(point, from: cell)`; nil is the window.
            let other: ViewID?
            switch args.value("to") ?? args.value("from") {
            case .view(let o)?: other = o
            case .null?: other = nil
            default: throw LanguageError("convert needs to: or from: a view (or nil, the window)", range)
            }
            let (from, to): (ViewID?, ViewID?) = args.value("to") != nil ? (v, other) : (other, v)
            switch args.values.first {
            case .rect(let r)?:
                let o = convert(r.origin, from: from, to: to, layout)
                return .rect(Rect(x: o.x, y: o.y, width: r.width, height: r.height))
            case .point(let p)?: return .point(convert(p, from: from, to: to, layout))
            default: throw LanguageError("convert needs a CGRect or a CGPoint", range)
            }
        case "setContentOffset":
            // `setContentOffset(_:animated:)`: where an animation ends.
            guard let offset = args.values.first else { throw LanguageError("setContentOffset needs a CGPoint", range) }
            try setProperty(v, "contentOffset", offset, range, &layout)
        case "title" where layout[v].kind == .button:
            // `title(for: .normal)`: the one title layoutsh keeps, whatever the state.
            return layout[v].text.string.map(Value.string) ?? .null
        case "setTitle":
            // Only the `.normal` state's title sizes the button (UIKit
            // measures the state it is in), as for images.
            if layout[v].kind == .button, let state = args.value("for") ?? args.value("forState"), !Interpreter.isNormalState(state) { return .void }
            let title: String? = { if case .string(let s)? = args.values.first { return s } else { return nil } }()
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.text.string = title } }
        case "setAttributedTitle" where layout[v].kind == .button:
            if let state = args.value("for") ?? args.value("forState"), !Interpreter.isNormalState(state) { return .void }
            try setAttributedText(v, placeholder: false, args.values.first ?? .null, range, &layout)
        case "setImage" where layout[v].kind == .button, "setBackgroundImage" where layout[v].kind == .button:
            guard let image = args.values.first else { throw LanguageError("\(name) needs an image", range) }
            try setImage(v, name == "setImage" ? "image" : "backgroundImage", image, state: args.value("for") ?? args.value("forState"), range, &layout)
        case "setCustomSpacing":
            guard case .number(let spacing)? = args.values.first else { throw LanguageError("setCustomSpacing needs a number", range) }
            let after = try view(args.value("after"))
            // "If arrangedSubview is not an arranged subview of the stack view, the
            // call is ignored" (UIStackView.h): set before addArrangedSubview, it does nothing.
            guard layout[v].stack.arrangedSubviews.contains(after) else {
                noteOnce("custom spacing \(layout[after].name)", "note: setCustomSpacing(_:after: \(layout[after].name)) is ignored, "
                         + "as UIKit ignores it: \(layout[after].name) is not arranged in \(layout[v].name) yet (add it first)")
                return .void
            }
            // UIStackView.spacingUseDefault (Float.greatestFiniteMagnitude) takes the custom spacing away.
            let useDefault = spacing >= Double(Float.greatestFiniteMagnitude)
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.stack.customSpacing[after] = useDefault ? nil : spacing } }
        case "systemLayoutSizeFitting", "systemLayoutSizeFittingSize":
            return try fittingSize(of: v, name, args, range, layout)
        case "registerForTraitChanges":
            return try registerForTraitChanges(.view(v), args, range)
        case "viewWithTag":
            guard case .number(let tag)? = args.values.first else { throw LanguageError("viewWithTag needs a number", range) }
            return viewWithTag(tag, in: v, layout).map(Value.view) ?? .null
        case "sizeThatFits":
            guard case .size(let size)? = args.values.first else { throw LanguageError("sizeThatFits needs a CGSize", range) }
            return .size(sizeThatFits(v, size, layout))
        case "sizeToFit":
            // The image's size is the frame's now, whatever else sizes the view.
            for image in [layout[v].image, layout[v].backgroundImage] { if let image, image.size == nil { noteUnknownSize(image) } }
            let size = IntrinsicSize.of(layout[v], width: nil, scale: layout.device.scale)
            try layoutCall(range) { () throws(LayoutError) in
                try layout.modify(v) { $0.frame.size = Size(width: size.horizontal.length ?? 0, height: size.vertical.length ?? 0) }
            }
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            let items: [Value] = { if case .array(let a)? = args.values.first { return a } else { return args.values } }()
            let ids = try constraintIDs(items, range)
            if name.hasPrefix("add") { try checkInstallable(ids, on: v, range, layout) }
            try setActive(ids, name.hasPrefix("add"), range, &layout)
        case "insertItem", "addItem":
            guard case .boxItem(let item)? = args.values.first else { throw LanguageError("\(name) needs a BoxItem (view.boxed)", range) }
            var after: ViewID?
            if case .view(let a)? = args.value("after") { after = a }
            let last = layout[v].box.items.last?.view
            try layoutCall(range) { () throws(LayoutError) in try layout.insertBoxItem(item, after: name == "addItem" ? last : after, in: v) }
        case "setNeedsUpdateConstraints":
            constraintsToUpdate.insert(v)
        case "updateConstraintsIfNeeded", "layoutIfNeeded":
            try updatePendingConstraints(&layout)
            guard name == "layoutIfNeeded" else { break }
            needsLayout.insert(v)
            // Laid out at once: the frames read after it are the new ones
            // (`constant = 300; view.layoutIfNeeded(); box.frame.maxY`). A
            // view its controller is loading is in no window: UIKit lays it
            // out without the window's safe area, which layoutsh does not
            // model, so frames read there stay the last layout's.
            if !loadingControllerView && layout.isInHierarchy(v) {
                try refreshIntrinsicSizes(&layout)
                laidOut = laidOut.layingOut(layout) ?? laidOut
            }
        case "invalidateIntrinsicContentSize":
            touchedViews.insert(v)  // its override is read again as the statement ends
        case "setNeedsLayout":
            needsLayout.insert(v)  // a custom view's layoutSubviews runs as the statement ends
        case "layoutSubviews":
            break  // layout follows each statement
        case "register" where layout[v].table != nil && args.value("forCellReuseIdentifier") != nil,
             "registerClass" where layout[v].table != nil && args.value("forCellReuseIdentifier") != nil:
            guard case .type(let cellClass)? = args.values.first, case .string(let identifier)? = args.value("forCellReuseIdentifier") else {
                noteIgnored(name)  // a nib: its cells are not modelled
                return .void
            }
            cellRegistrations[v, default: [:]][identifier] = cellClass
        case "dequeueReusableCell" where layout[v].table != nil, "dequeueReusableCellWithIdentifier" where layout[v].table != nil:
            return try dequeueCell(from: v, args, range, &layout)
        case _ where Interpreter.builtInCellContent.contains(name) && isTableViewCell(v, layout):
            try useBuiltInContent(of: v, name + "()", range, &layout)
            return .opaque(Interpreter.builtInContentValue)
        case _ where Interpreter.inertViewMethods.contains(name):
            noteIgnored(name)
        default:
            try unmodelled(name, of: layout[v].kind, "method", range)
            return .opaque(name + "()")
        }
        return .void
    }

    func axisNamed(_ name: String) -> Axis? {
        switch name {
        case "horizontal", "x": return .horizontal
        case "vertical", "y": return .vertical
        default: return nil
        }
    }

    /// The first argument labels of an anchor's `constraint(…)`: its
    /// relation, and whether it takes a constant rather than an anchor.
    static let anchorForms: [(label: String, relation: Relation, isConstant: Bool)] = [
        ("equalTo", .equal, false), ("greaterThanOrEqualTo", .greaterThanOrEqual, false), ("lessThanOrEqualTo", .lessThanOrEqual, false),
        ("equalToConstant", .equal, true), ("greaterThanOrEqualToConstant", .greaterThanOrEqual, true), ("lessThanOrEqualToConstant", .lessThanOrEqual, true),
        ("equalToSystemSpacingBelow", .equal, false), ("equalToSystemSpacingAfter", .equal, false),
        ("greaterThanOrEqualToSystemSpacingBelow", .greaterThanOrEqual, false), ("greaterThanOrEqualToSystemSpacingAfter", .greaterThanOrEqual, false),
        ("lessThanOrEqualToSystemSpacingBelow", .lessThanOrEqual, false), ("lessThanOrEqualToSystemSpacingAfter", .lessThanOrEqual, false),
    ]

    /// `a.constraint(equalTo: b, constant: 8)` and its forms: a new, inactive constraint.
    mutating func anchorMethod(_ a: Anchor, _ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        var args = args
        if name != "constraint", let modern = Interpreter.swift2AnchorMethods[name], !args.labels.isEmpty {
            // iOS 9's Swift 2 spelling: `constraintEqualToAnchor(b, constant: 8)`: the first argument unlabelled.
            args.labels[0] = modern
        } else if name != "constraint" {
            throw LanguageError("an anchor has no method '\(name)'", range, hint: "use constraint(equalTo:constant:)")
        }
        guard let (label, relation, isConstant) = Interpreter.anchorForms.first(where: { args.value($0.label) != nil }) else {
            throw LanguageError("constraint(…) needs equalTo:, greaterThanOrEqualTo:, lessThanOrEqualTo: or …ToConstant:", range)
        }
        var c = LayoutConstraint(a, relation, nil, source: location(range), sourceText: sourceText(range))
        if isConstant {
            c.constant = try number(args, label, range)
        } else {
            guard case .anchor(let other)? = args.value(label) else { throw LanguageError("'\(label):' needs an anchor", range) }
            c.second = other
            if args.value("multiplier") != nil { c.multiplier = try number(args, "multiplier", range) }
            if args.value("constant") != nil { c.constant = try number(args, "constant", range) }
            if label.contains("SystemSpacing") {
                // UIKit's standard spacing between siblings is 8 points.
                c.constant = 8 * c.multiplier
                c.multiplier = 1
            }
        }
        let made = c
        return .constraint(try layoutCall(range) { () throws(LayoutError) -> ConstraintID in try layout.makeConstraint(made) })
    }

    /// `UIView` class methods that run a block of changes.
    /// A custom view's `didMoveToSuperview()` override, which UIKit calls as
    /// the view is added (self-pinning overlays make their constraints there).
    mutating func didMoveToSuperview(_ child: ViewID, _ layout: inout Layout) throws(LanguageError) {
        guard viewObjects[child] != nil, let (f, typeName) = declaredMethod("didMoveToSuperview", of: .view(child), labels: [], layout) else { return }
        _ = try invoke(f, self: .view(child), type: typeName, Arguments(), f.range, &layout)
    }

    /// `view.addConstraint(c)` installs `c` on `view`, so UIKit requires
    /// every view and guide it names to be `view` or inside it, and stops
    /// the app otherwise: an error here, before anything changes.
    func checkInstallable(_ ids: [ConstraintID], on v: ViewID, _ range: SourceRange, _ layout: Layout) throws(LanguageError) {
        for id in ids {
            guard let c = layout.constraint(id) else { continue }
            for item in c.items {
                guard let host = layout.hostView(of: item), host != v, !layout.isDescendant(host, of: v) else { continue }
                let words = "Unable to install constraint on view. Does the constraint reference something from outside the subtree "
                    + "of the view? That's illegal."
                let what = "\(id) names \(layout[host].name), which is not \(layout[v].name) or inside it"
                let hint = "add it to a view both are in, or set isActive = true (NSLayoutConstraint.activate), which finds that view itself"
                throw LanguageError("\(words) (UIKit's words, then the app ends): \(what)", range, hint: hint)
            }
        }
    }


    /// Swift 2's anchor methods and the label their first argument has in Swift 3 and later.
    static let swift2AnchorMethods: [String: String] = [
        "constraintEqualToAnchor": "equalTo", "constraintGreaterThanOrEqualToAnchor": "greaterThanOrEqualTo",
        "constraintLessThanOrEqualToAnchor": "lessThanOrEqualTo", "constraintEqualToConstant": "equalToConstant",
        "constraintGreaterThanOrEqualToConstant": "greaterThanOrEqualToConstant",
        "constraintLessThanOrEqualToConstant": "lessThanOrEqualToConstant",
    ]

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    mutating func classicConstraint(_ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let root = layout.root
        func item(_ v: Value?) -> LayoutItem? {
            switch v {
            case .view(let id)?: return .view(id)
            case .item(let i)?: return i
            case .layoutSupport?: return .view(root)
            default: return nil
            }
        }
        /// `topLayoutGuide`'s bottom is the safe area's top; `bottomLayoutGuide`'s top its bottom.
        func anchor(_ v: Value?, _ attribute: Attribute) -> Anchor? {
            if case .layoutSupport(let top)? = v {
                if top && attribute == .bottom { return Anchor(.safeArea(root), .top) }
                if !top && attribute == .top { return Anchor(.safeArea(root), .bottom) }
            }
            return item(v).map { Anchor($0, attribute) }
        }
        func attribute(_ index: Int) throws(LanguageError) -> Attribute? {
            let positions = args.labels.indices.filter { args.labels[$0] == "attribute" }
            guard index < positions.count, case .enumCase(let n) = args.values[positions[index]] else {
                throw LanguageError("NSLayoutConstraint(item:…) needs two attributes", range)
            }
            if n == "notAnAttribute" { return nil }
            guard let a = Attribute(rawValue: n) else { throw LanguageError("unknown attribute '.\(n)'", range) }
            return a
        }
        guard let firstAttribute = try attribute(0), let firstAnchor = anchor(args.value("item"), firstAttribute) else {
            throw LanguageError("NSLayoutConstraint(item:…) needs an item and an attribute", range)
        }
        guard case .enumCase(let r)? = args.value("relatedBy"), let relation = ["equal": Relation.equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual][r] else {
            throw LanguageError("relatedBy: must be .equal, .lessThanOrEqual or .greaterThanOrEqual", range)
        }
        var second: Anchor?
        if let a = try attribute(1) { second = anchor(args.value("toItem"), a) }
        let c = LayoutConstraint(firstAnchor, relation, second,
                                 multiplier: args.value("multiplier") == nil ? 1 : try number(args, "multiplier", range),
                                 constant: args.value("constant") == nil ? 0 : try number(args, "constant", range),
                                 source: location(range), sourceText: sourceText(range))
        return .constraint(try layoutCall(range) { () throws(LayoutError) -> ConstraintID in try layout.makeConstraint(c) })
    }

    /// SnapKit's `Constraint`: `update(offset:)`, `update(priority:)`, `activate()`, `deactivate()`.
    mutating func snapConstraintMethod(_ k: Int, _ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let ids = chains[k].ids
        switch name {
        case "activate", "deactivate": try setActive(ids, name == "activate", range, &layout)
        case "update", "updateOffset", "updateInsets", "updatePriority":
            if let offset = args.value("offset") ?? (name == "updateOffset" ? args.values.first : nil) {
                guard case .number(let n) = offset else { throw LanguageError("offset must be a number", range) }
                for id in ids { try layoutCall(range) { () throws(LayoutError) in try layout.setConstant(id, n) } }
            }
            if let inset = args.value("inset") ?? (name == "updateInsets" ? args.values.first : nil) {
                let i = try insets(inset, range)
                for id in ids {
                    guard let c = layout.constraint(id) else { continue }
                    // As SnapKit: on the attribute related to, when there is one.
                    let attribute = c.second?.attribute ?? c.first.attribute
                    try layoutCall(range) { () throws(LayoutError) in try layout.setConstant(id, Interpreter.insetConstant(i, attribute)) }
                }
            }
            if let p = args.value("priority") ?? (name == "updatePriority" ? args.values.first : nil) {
                let value = try priority(p, range)
                guard let priority = Priority(value) else { throw LanguageError("invalid priority", range) }
                for id in ids {
                    try layoutCall(range) { () throws(LayoutError) in try layout.setPriority(id, priority) }
                }
            }
        default: throw LanguageError("a SnapKit Constraint has no method '\(name)'", range, hint: "use update(offset:), update(priority:), activate() or deactivate()")
        }
        return .void
    }
}
