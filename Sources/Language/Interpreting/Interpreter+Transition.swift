import LayoutModel

/// Rotating with a view controller on screen: the methods UIKit calls on it
/// around the change of size, so that constraints a controller swaps for
/// landscape are swapped in the shell too.
extension Interpreter {
    /// The value a controller's `viewWillTransition(to:with:)` gets as its coordinator.
    static let transitionCoordinator = "UIViewControllerTransitionCoordinator"

    /// Turns the device to `orientation` as UIKit does with the presented
    /// controller on screen: `willTransition(to:with:)` when the size
    /// classes change, and `viewWillTransition(to:with:)`, before the new
    /// size; then the size, `traitCollectionDidChange(_:)` of the controller
    /// and of views that override it when the size classes changed, and
    /// the blocks given to the coordinator's `animate(alongsideTransition:
    /// completion:)`; then a layout pass (`viewWillLayoutSubviews`,
    /// `layoutSubviews`, `viewDidLayoutSubviews`) and the completions.
    ///
    /// A statement of those methods that fails is reported and skipped; the
    /// device turns whatever they do. If laying out the turn itself fails,
    /// nothing changes and its error is the only one. Returns the methods
    /// that ran, by their Swift names, and the errors, in order.
    public mutating func rotate(to orientation: Orientation, engine: LayoutEngine) -> (ran: [String], errors: [LanguageError]) {
        let range = SourceRange(SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1))
        guard let id = presented else {
            let turned = step(engine, range) { (_: inout Interpreter, layout: inout Layout) throws(LanguageError) in
                layout.device.orientation = orientation
            }
            return ([], turned.map { [$0] } ?? [])
        }
        let controller = Value.object(id)
        var ran: [String] = []
        var errors: [LanguageError] = []
        recovered = []
        failures = RecoveredFailures()
        transitionBlocks = ([], [])
        let previous = Interpreter.traitCollection(engine.layout)
        let previousInsets = engine.layout.device.screenSafeArea
        var turned = engine.layout
        turned.device.orientation = orientation
        let next = Interpreter.traitCollection(turned)
        let size = Value.size(turned.device.viewportSize)
        let changed = (horizontal: engine.layout.device.horizontalSizeClass != turned.device.horizontalSizeClass,
                       vertical: engine.layout.device.verticalSizeClass != turned.device.verticalSizeClass)
        let traitsChange = changed.horizontal || changed.vertical
        let coordinator = Value.opaque(Interpreter.transitionCoordinator)
        func note(_ error: LanguageError?) { if let error { errors.append(error) } }
        // One step with the turn: the methods read the frames from before it,
        // and if laying out the turn fails, what they changed goes with it.
        // A method that fails is reported, and the device turns all the same.
        note(step(engine, range, final: false) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
            me.turningTo = orientation
            defer { me.turningTo = nil }
            for (method, values, swiftName) in [("willTransition", [next, coordinator], "willTransition(to:with:)"),
                                                ("viewWillTransition", [size, coordinator], "viewWillTransition(to:with:)")]
            where traitsChange || method == "viewWillTransition" {
                do throws(LanguageError) {
                    if try me.callOverride(method, on: controller, values, &layout) { ran.append(swiftName) }
                } catch {
                    errors.append(error)
                }
            }
            layout.device.orientation = orientation
        })
        guard engine.layout.device.orientation == orientation else {
            transitionBlocks = ([], [])
            return ([], errors)
        }
        note(step(engine, range, final: false) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
            if traitsChange {
                if try me.callOverride("traitCollectionDidChange", on: controller, [previous], &layout) {
                    ran.append("traitCollectionDidChange(_:)")
                }
                for view in layout.viewsInHierarchy where me.viewObjects[view] != nil {
                    _ = try me.callOverride("traitCollectionDidChange", on: .view(view), [previous], &layout)
                }
                if try me.runTraitHandlers(changed, previous: previous, &layout) { ran.append("registerForTraitChanges handlers") }
            }
            try me.runTransitionBlocks(\.alongside, &layout)
        })
        let insetsChange = previousInsets != engine.layout.device.screenSafeArea
        note(step(engine, range) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
            if insetsChange, try me.safeAreaInsetsDidChange(controller, &layout) { ran.append("viewSafeAreaInsetsDidChange()") }
            if try me.callLifecycle("viewWillLayoutSubviews", on: controller, &layout) { ran.append("viewWillLayoutSubviews()") }
            if try me.layoutCustomViews(&layout, controller: controller) { ran.append("viewDidLayoutSubviews()") }
            try me.runTransitionBlocks(\.completion, &layout)
        })
        errors += takeRecovered()
        return (ran, Interpreter.inOrder(errors))
    }

    /// `coordinator.animate(alongsideTransition:completion:)`: both blocks
    /// kept for the rotation to run at their moments.
    mutating func queueTransitionBlocks(_ args: Arguments) {
        for (i, value) in args.values.enumerated() {
            guard case .closure(let c) = value else { continue }
            if args.labels[i] == "completion" { transitionBlocks.completion.append(c) } else { transitionBlocks.alongside.append(c) }
        }
    }

    /// Runs and forgets the blocks of one moment of the rotation, each with
    /// the coordinator's context (a value layout does not read).
    private mutating func runTransitionBlocks(_ moment: WritableKeyPath<(alongside: [ClosureValue], completion: [ClosureValue]), [ClosureValue]>,
                                              _ layout: inout Layout) throws(LanguageError) {
        let blocks = transitionBlocks[keyPath: moment]
        transitionBlocks[keyPath: moment] = []
        for block in blocks {
            let range = block.closure.body.first?.range ?? SourceRange(SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1))
            try recovering { (me: inout Interpreter) throws(LanguageError) in
                _ = try me.callClosure(block, [.opaque("UIViewControllerTransitionCoordinatorContext")], range, &layout)
            }
        }
    }

    /// Calls `name` of `value` if its class declares it, with `values`
    /// for its parameters in order; true if it ran.
    mutating func callOverride(_ name: String, on value: Value, _ values: [Value], _ layout: inout Layout) throws(LanguageError) -> Bool {
        guard let (f, typeName) = declaredMethod(name, of: value, labels: nil, layout) else { return false }
        let args = Arguments(values: f.parameters.indices.map { $0 < values.count ? values[$0] : .null },
                             labels: f.parameters.map(\.label), ranges: [])
        try recovering { (me: inout Interpreter) throws(LanguageError) in
            _ = try me.invoke(f, self: value, type: typeName, args, f.range, &layout)
        }
        return true
    }

    /// One step of the rotation applied to the engine, all or nothing; its error if it failed.
    private mutating func step(_ engine: LayoutEngine, _ range: SourceRange, final: Bool = true,
                               _ body: (inout Interpreter, inout Layout) throws(LanguageError) -> Void) -> LanguageError? {
        do {
            try applying(engine, at: range, final: final, body)
            return nil
        } catch {
            return error
        }
    }
}

/// iOS 17's trait registrations: `registerForTraitChanges(_:handler:)`,
/// called when a registered trait changes, as `traitCollectionDidChange`
/// is before it.
extension Interpreter {
    /// `registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous) in … }`
    /// on `receiver` (a controller or a view): kept for the rotations that
    /// change those traits. The traits layoutsh changes are the size classes.
    mutating func registerForTraitChanges(_ receiver: Value, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
        guard let handler = args.closure.map(Value.closure) ?? args.value("handler") else {
            noteOnce("trait action", "note: registerForTraitChanges(_:action:) is not run on rotation here; its handler: form is")
            return .opaque("UITraitChangeRegistration")
        }
        let traits = args.values.first.map { Interpreter.describeTraits($0) } ?? ""
        traitHandlers.append(TraitHandler(receiver: receiver, handler: handler,
                                          horizontal: traits.contains("HorizontalSizeClass"), vertical: traits.contains("VerticalSizeClass")))
        return .opaque("UITraitChangeRegistration")
    }

    /// Runs the handlers registered for the size classes that `changed`,
    /// in the order registered; whether any ran.
    mutating func runTraitHandlers(_ changed: (horizontal: Bool, vertical: Bool), previous: Value, _ layout: inout Layout) throws(LanguageError) -> Bool {
        var ran = false
        for registration in traitHandlers where (registration.horizontal && changed.horizontal) || (registration.vertical && changed.vertical) {
            try recovering { (me: inout Interpreter) throws(LanguageError) in
                _ = try me.callValue(registration.handler, Arguments(values: [registration.receiver, previous], labels: [nil, nil], ranges: []),
                                     me.handlerRange(registration.handler), &layout)
            }
            ran = true
        }
        return ran
    }

    private func handlerRange(_ handler: Value) -> SourceRange {
        if case .closure(let c) = handler, let first = c.closure.body.first { return first.range }
        return SourceRange(SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1))
    }

    /// The trait types given, as text (`[UITraitVerticalSizeClass.self]`).
    private static func describeTraits(_ value: Value) -> String {
        switch value {
        case .array(let items): return items.map(describeTraits).joined(separator: " ")
        case .type(let t), .opaque(let t): return t
        default: return ""
        }
    }
}
