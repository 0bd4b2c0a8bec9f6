import LayoutModel

/// UIKit's container controllers subclassed in the input: a page view
/// controller shows the page it was given, a tab bar controller its first
/// tab, a navigation controller the top of its stack. The controller shown
/// fills the container's view, in place of the one shown before; the bars
/// and the paging scroll view UIKit puts around it are not laid out here.
extension Interpreter {
    /// The containers, and whether the controller they show is the last
    /// of those given (a navigation stack's top) rather than the first.
    static let containerClasses: [String: Bool] = [
        "UIPageViewController": false, "UITabBarController": false, "UINavigationController": true,
    ]

    /// `setViewControllers(…)` or `pushViewController(_:animated:)` called on
    /// a declared container (with implicit `self`, as in its `viewDidLoad`):
    /// shows the controller; nil when `name` is no such call.
    mutating func containerCall(_ id: ObjectID, _ name: String, _ args: Arguments, _ range: SourceRange,
                                _ layout: inout Layout) throws(LanguageError) -> Value? {
        guard let showsLast = containerKind(of: id) else { return nil }
        switch (name, args.values.first) {
        case ("setViewControllers", .array(let controllers)?):
            try show(showsLast ? controllers.last : controllers.first, in: id, range, &layout)
        case ("pushViewController", let controller?) where showsLast:
            try show(controller, in: id, range, &layout)
        default:
            return nil
        }
        return .void
    }

    /// `viewControllers = […]` of a declared container: as `setViewControllers`.
    mutating func setContained(_ id: ObjectID, _ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Bool {
        guard let showsLast = containerKind(of: id), case .array(let controllers) = value else { return false }
        try show(showsLast ? controllers.last : controllers.first, in: id, range, &layout)
        return true
    }

    /// Whether `id` is an instance of a container class, and if so whether
    /// it shows the last of its controllers.
    func containerKind(of id: ObjectID) -> Bool? {
        module.ancestry(of: objects[id.index].typeName).lazy.compactMap { Interpreter.containerClasses[$0] }.first
    }

    /// The view of `controller` (loaded now, as UIKit loads it) fills the
    /// container's view, and the one shown before leaves it.
    private mutating func show(_ controller: Value?, in container: ObjectID, host given: ViewID? = nil, _ range: SourceRange,
                               _ layout: inout Layout) throws(LanguageError) {
        guard case .object(let child)? = controller, module.isViewController(objects[child.index].typeName) else {
            throw LanguageError("a container shows a view controller, not \(controller?.kindName ?? "nothing")", range)
        }
        let host: ViewID
        if let given {
            host = given
        } else if presented == nil || presented == container {
            host = layout.root
        } else {
            guard case .view(let v) = try childView(of: container, range, &layout) else { return }
            host = v
        }
        guard case .view(let shown) = try childView(of: child, range, &layout) else { return }
        if case .view(let before)? = objects[container.index].properties[Interpreter.shownKey], before != shown {
            try layoutCall(range) { () throws(LayoutError) in layout.removeFromSuperview(before) }
        }
        objects[container.index].properties[Interpreter.shownKey] = .view(shown)
        objects[container.index].properties[Interpreter.shownControllerKey] = .object(child)
        try fill(host, with: shown, range, &layout)
        if let presented, containerKind(of: presented) != nil {
            var bars = layout.device.bars
            bars.inNavigationController = false
            bars.inTabBarController = false
            containerBars(of: presented, into: &bars)
            layout.device.bars = bars
        }
    }

    /// The root of a `UINavigationController(rootViewController:)` UIKit
    /// shows when the controller's view loads: its view fills `host`, the
    /// navigation controller's.
    mutating func showRoot(of container: ObjectID, in host: ViewID, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        guard let root = objects[container.index].properties[Interpreter.rootControllerKey] else { return }
        objects[container.index].properties[Interpreter.rootControllerKey] = nil
        try show(root, in: container, host: host, range, &layout)
    }

    /// Where a container keeps the view of the controller it shows (no Swift
    /// property can have this name).
    static let shownKey = " shown"
}
