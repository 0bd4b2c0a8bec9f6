import LayoutModel

/// Presenting a view controller as UIKit would: its view loaded, then the
/// lifecycle methods it overrides, with layout passes between them.
extension Interpreter {
    /// View controller methods UIKit calls, in the order it calls them.
    static let lifecycle = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange", "updateViewConstraints", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear",
    ]

    /// Members of UIViewController that code reads or sets; none but `view` affects layout.
    static let controllerMembers: Set<String> = [
        "view", "title", "navigationItem", "navigationController", "tabBarController", "tabBarItem", "traitCollection",
        "topLayoutGuide", "bottomLayoutGuide", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "automaticallyAdjustsScrollViewInsets", "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
        "present", "dismiss", "addChild", "addChildViewController", "didMove", "removeFromParent", "setNeedsStatusBarAppearanceUpdate",
        "preferredStatusBarStyle", "prefersStatusBarHidden", "navigationBar", "hidesBottomBarWhenPushed", "isModalInPresentation",
        "storyboard", "parent", "children", "presentingViewController", "presentedViewController", "view.window", "performSegue",
        "show", "showDetailViewController", "setNavigationBarHidden", "overrideUserInterfaceStyle", "additionalSafeAreaInsets",
        "viewIfLoaded", "isViewLoaded", "setNeedsUpdateConstraints", "updateViewConstraints", "viewDidLoad", "tableView",
        "collectionView", "willMove", "beginAppearanceTransition", "endAppearanceTransition",
        "snp_topLayoutGuideTop", "snp_topLayoutGuideBottom", "snp_bottomLayoutGuideTop", "snp_bottomLayoutGuideBottom",
        "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "loadView",
        "preferredContentSize", "popoverPresentationController", "sheetPresentationController", "transitioningDelegate",
        "restorationIdentifier", "toolbarItems", "setToolbarItems", "splitViewController", "isEditing", "setEditing",
        "editButtonItem", "setViewControllers", "viewControllers", "pushViewController", "popViewController", "dataSource",
        "delegate", "selectedIndex", "selectedViewController", "registerForTraitChanges",
    ]

    /// Presents nothing of what waits (`:present NAME` still can).
    public mutating func forgetPendingPresentation() {
        pendingPresentation = []
        objectsBeforeDeclaring = [:]
    }

    /// View controller and cell classes declared, for `:present` and completion.
    public var declaredControllers: [String] {
        module.declarationOrder.filter { module.types[$0]?.kind == .class && (module.isViewController($0) || isCellClass($0)) }
    }

    /// Presents `name` (or, for "", runs the lifecycle methods pasted on
    /// their own) and clears what waited. Returns the errors, in order.
    public mutating func present(_ name: String, engine: LayoutEngine,
                                 after: (Statement, [String]) -> Void = { _, _ in }) -> [LanguageError] {
        let made = objectsBeforeDeclaring[name].flatMap { first in
            objects.indices.last { $0 >= first && objects[$0].typeName == name && ObjectID(index: $0) != presented }
        }
        forgetPendingPresentation()
        if name.isEmpty {
            let pasted = Interpreter.lifecycle.compactMap { name in module.functions[name]?.last { $0.isOverride } }
            return Interpreter.inOrder(runPastedLifecycle(pasted, engine: engine, after: after))
        }
        if isCellClass(name) { return presentCell(name, engine: engine, after: after) }
        guard module.types[name] != nil, module.isViewController(name) else {
            return [LanguageError("no view controller named '\(name)'", SourceRange(SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1)))]
        }
        return Interpreter.inOrder(presentController(name, made: made.map(ObjectID.init(index:)), engine: engine, after: after))
    }

    /// Presents the view controller `name`: makes it (its stored
    /// properties, its initializer) unless code made one already (`made`),
    /// then runs what it overrides of
    /// `loadView`, `viewDidLoad`, `viewWillAppear`, `updateViewConstraints`,
    /// `viewWillLayoutSubviews`, lays out (custom views' `layoutSubviews`
    /// too), then `viewDidLayoutSubviews` and `viewDidAppear`. A statement
    /// of these methods that fails is reported and skipped, the rest run.
    mutating func presentController(_ name: String, made existing: ObjectID?, engine: LayoutEngine,
                                    after: (Statement, [String]) -> Void) -> [LanguageError] {
        let range = module.types[name]?.range ?? SourceRange(SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1))
        var errors: [LanguageError] = []
        recovered = []
        failures = RecoveredFailures()
        notes = []
        isPresenting = true
        ignoredWhilePresenting = []
        defer { isPresenting = false }
        var ran: [String] = []
        func step(_ me: inout Interpreter, last: Bool = false, _ body: (inout Interpreter, inout Layout) throws(LanguageError) -> Void) -> Bool {
            do {
                try me.applying(engine, at: range, final: last, body)
                return true
            } catch {
                errors.append(error)
                return false
            }
        }
        var controller: Value = .null
        let made = step(&self) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
            if let existing { controller = .object(existing) } else { controller = try me.instantiate(name, Arguments(), range, &layout) }
            if case .object(let id) = controller {
                me.presented = id
                // A container's bars are those of what it shows (`show`); a screen's, its delegate's.
                layout.device.bars = me.containerKind(of: id) == nil ? me.delegateBars(for: name) : Bars()
            }
            // What is typed afterwards runs as if in the controller's methods: its properties are in scope.
            me.frames[0].selfValue = controller
            me.frames[0].typeName = name
            // A table controller's loadView makes its table (see `controllerTable`).
            if case .object(let id) = controller, me.isListView("tableView", of: id) { _ = try me.controllerTable(of: id, range, &layout) }
            for method in ["loadView", "viewDidLoad"] where try me.loadingView({ (me: inout Interpreter) throws(LanguageError) in
                try me.callLifecycle(method, on: controller, &layout)
            }) { ran.append(method) }
            if try me.callLifecycle("viewWillAppear", on: controller, &layout) { ran.append("viewWillAppear") }
        }
        guard made else { return errors }
        _ = step(&self) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
            // UIKit's first constraint pass: every view's updateConstraints, deepest first, the
            // controller's updateViewConstraints for its view last.
            // The view has come into the window: its safe area is known.
            if try me.safeAreaInsetsDidChange(controller, &layout) { ran.append("viewSafeAreaInsetsDidChange") }
            me.constraintsToUpdate = []
            try me.updateConstraints(of: layout.viewsInHierarchy.reversed(), &layout)
            for method in ["updateViewConstraints", "viewWillLayoutSubviews"] where try me.callLifecycle(method, on: controller, &layout) { ran.append(method) }
        }
        var filled: [String] = []
        // The table's own layoutSubviews loads its rows from its data source;
        // laid out before the custom views' layoutSubviews, which a cell's
        // reads its bounds in (a step of its own, so they are solved by then).
        _ = step(&self) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
            filled = try me.fillTables(&layout)
        }
        _ = step(&self, last: true) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
            // Overrides of wrapping labels' intrinsicContentSize read again at their laid-out
            // width (UIKit's second pass for text that wraps), as this statement ends.
            for id in me.intrinsicSizeViews where layout[id].kind == .label && layout[id].text.numberOfLines != 1 {
                me.touchedViews.insert(id)
            }
            if try me.layoutCustomViews(&layout, controller: controller) { ran.append("viewDidLayoutSubviews") }
            if try me.callLifecycle("viewDidAppear", on: controller, &layout) { ran.append("viewDidAppear") }
        }
        errors += takeRecovered()
        // What the methods noted (an image of unknown size) follows the line that says they ran.
        let bars = engine.layout.device.barsDescription.map { ["note: shown under \($0), which the safe area leaves room for (bars are not drawn)"] } ?? []
        notes = ["presented \(name)" + (ran.isEmpty ? "" : " (ran " + ran.map { $0 + "()" }.joined(separator: ", ") + ")")] + bars + filled + notes
            + takeIgnoredWhilePresenting()
        after(.skipped("present", range), notes)
        return errors
    }

    /// Runs `override func viewDidLoad()` (and the like) pasted without its class,
    /// as the view controller whose view is `view`.
    mutating func runPastedLifecycle(_ methods: [FunctionDeclaration], engine: LayoutEngine,
                                     after: (Statement, [String]) -> Void) -> [LanguageError] {
        var errors: [LanguageError] = []
        recovered = []
        failures = RecoveredFailures()
        isPresenting = true
        ignoredWhilePresenting = []
        defer { isPresenting = false }
        for name in Interpreter.lifecycle {
            guard let f = methods.last(where: { $0.name == name }) else { continue }
            notes = []
            do {
                try applying(engine, at: f.range) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
                    try me.recovering { (me: inout Interpreter) throws(LanguageError) in
                        _ = try me.invoke(f, self: nil, type: nil, Arguments(values: f.parameters.map { _ in .bool(false) },
                                                                                     labels: f.parameters.map(\.label), ranges: []), f.range, &layout)
                    }
                }
                notes = ["ran \(name)() as the view controller's"] + notes + takeIgnoredWhilePresenting()
                after(.skipped(name, f.range), notes)
            } catch {
                errors.append(error)
            }
        }
        errors += takeRecovered()
        return errors
    }

    /// Runs `body` as a controller's `loadView` or `viewDidLoad` runs: its
    /// view not in the window yet (`isInWindow`).
    mutating func loadingView<T>(_ body: (inout Interpreter) throws(LanguageError) -> T) throws(LanguageError) -> T {
        let was = loadingControllerView
        loadingControllerView = true
        defer { loadingControllerView = was }
        return try body(&self)
    }

    /// Calls a lifecycle method if the controller's class declares it; true if it ran.
    /// What UIKit calls when the safe area of the controller's view changes
    /// (it comes into the window; the device turns): the controller's
    /// `viewSafeAreaInsetsDidChange()` and each custom view's
    /// `safeAreaInsetsDidChange()`, parents first. Whether the controller's ran.
    mutating func safeAreaInsetsDidChange(_ controller: Value, _ layout: inout Layout) throws(LanguageError) -> Bool {
        for view in layout.viewsInHierarchy where viewObjects[view] != nil {
            _ = try callOverride("safeAreaInsetsDidChange", on: .view(view), [], &layout)
        }
        return try callLifecycle("viewSafeAreaInsetsDidChange", on: controller, &layout)
    }

    mutating func callLifecycle(_ name: String, on controller: Value, _ layout: inout Layout) throws(LanguageError) -> Bool {
        guard let (f, typeName) = declaredMethod(name, of: controller, labels: nil, layout) else { return false }
        // viewWillAppear(_ animated: Bool) and the like get `false`.
        let args = Arguments(values: f.parameters.map { _ in .bool(false) }, labels: f.parameters.map(\.label), ranges: [])
        try recovering { (me: inout Interpreter) throws(LanguageError) in
            _ = try me.invoke(f, self: controller, type: typeName, args, f.range, &layout)
        }
        return true
    }

    /// Runs `body` so that the statements of the method it calls, and of the
    /// methods those call as statements, each apply completely or not at all.
    mutating func recovering(_ body: (inout Interpreter) throws(LanguageError) -> Void) throws(LanguageError) {
        let was = recoversNextCall
        recoversNextCall = true
        defer { recoversNextCall = was }
        try body(&self)
    }

    /// Runs the constraint updates `setNeedsUpdateConstraints()` asked for, as
    /// UIKit's next layout pass does (or `updateConstraintsIfNeeded()` at once):
    /// custom views' `updateConstraints`, deepest first, then the presented
    /// controller's `updateViewConstraints` if its view asked.
    mutating func updatePendingConstraints(_ layout: inout Layout) throws(LanguageError) {
        guard !constraintsToUpdate.isEmpty else { return }
        let pending = constraintsToUpdate
        constraintsToUpdate = []
        try updateConstraints(of: layout.viewsInHierarchy.reversed().filter { pending.contains($0) }, &layout)
        if pending.contains(layout.root), let controller = presented {
            _ = try callLifecycle("updateViewConstraints", on: .object(controller), &layout)
        }
    }

    /// `updateConstraints()` of those of `views` whose class overrides it, in that order.
    mutating func updateConstraints(of views: [ViewID], _ layout: inout Layout) throws(LanguageError) {
        for id in views {
            guard viewObjects[id] != nil, let (f, typeName) = declaredMethod("updateConstraints", of: .view(id), labels: [], layout) else { continue }
            try recovering { (me: inout Interpreter) throws(LanguageError) in
                _ = try me.invoke(f, self: .view(id), type: typeName, Arguments(), f.range, &layout)
            }
        }
    }

    /// `layoutSubviews` of every view of a declared class that overrides it,
    /// parents first, and between the root view's and its subviews' the
    /// `viewDidLayoutSubviews` of `controller`, where UIKit calls it: a
    /// frame that method sets is the one its view's `layoutSubviews` reads.
    /// Returns whether `controller` overrides `viewDidLayoutSubviews`.
    @discardableResult
    mutating func layoutCustomViews(_ layout: inout Layout, controller: Value? = nil) throws(LanguageError) -> Bool {
        try layoutSubviews(of: [layout.root], &layout)
        let ran = try controller.map { (controller) throws(LanguageError) in try callLifecycle("viewDidLayoutSubviews", on: controller, &layout) } ?? false
        // Read after it: the method may add views.
        try layoutSubviews(of: Array(layout.viewsInHierarchy.dropFirst()), &layout)
        return ran
    }

    /// The `layoutSubviews` each of `views` of a declared class overrides, in order.
    mutating func layoutSubviews(of views: [ViewID], _ layout: inout Layout) throws(LanguageError) {
        for id in views {
            guard viewObjects[id] != nil, let (f, typeName) = declaredMethod("layoutSubviews", of: .view(id), labels: [], layout) else { continue }
            try recovering { (me: inout Interpreter) throws(LanguageError) in
                _ = try me.invoke(f, self: .view(id), type: typeName, Arguments(), f.range, &layout)
            }
        }
    }
}
