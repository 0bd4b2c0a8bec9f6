import LayoutModel

/// The bars of the navigation and tab bar controllers the presented screen
/// is shown in (`DeviceState.bars`): which containers show it, and what its
/// code sets of them.
extension Interpreter {
    /// The containers a scene or app delegate shows `name` in, read from
    /// its code as the presentation choice reads which screen it shows
    /// (the delegate's code does not run): a navigation controller made
    /// around it (`UINavigationController(rootViewController: X())`, or
    /// around a constant holding one), a tab bar controller the same
    /// delegate makes, and large titles the delegate asks for.
    func delegateBars(for name: String) -> Bars {
        var bars = Bars()
        let delegates = module.declarationOrder.filter { module.types[$0]?.kind == .class && !module.isViewController($0) }
        let navigationClasses = containerNames("UINavigationController"), tabClasses = containerNames("UITabBarController")
        for other in delegates {
            let lines = linesOf(other)
            guard let i = lines.firstIndex(where: { Interpreter.makes(name, in: $0) }) else { continue }
            func makesNavigation(_ line: String) -> Bool { navigationClasses.contains { Interpreter.makes($0, in: line) } }
            let holder = Interpreter.constantName(in: lines[i])
            let wrapping = lines[i...].enumerated().filter { j, line in
                makesNavigation(line) && (j == 0 || holder.map { Interpreter.names($0, in: line) } == true)
            }
            bars.inNavigationController = !wrapping.isEmpty
            // A declared navigation controller may ask for large titles in its own code.
            let wrappers = navigationClasses.filter { nav in wrapping.contains { Interpreter.makes(nav, in: $0.element) } }
            bars.prefersLargeTitles = wrappers.contains { linesOf($0).contains(where: Interpreter.setsLargeTitles) }
            bars.inTabBarController = lines.contains { line in tabClasses.contains { Interpreter.makes($0, in: line) } }
            break
        }
        // `UINavigationBar.appearance().prefersLargeTitles = true` in the app delegate counts too.
        bars.prefersLargeTitles = bars.prefersLargeTitles || delegates.contains { linesOf($0).contains(where: Interpreter.setsLargeTitles) }
        return bars
    }

    /// The containers the presented controller shows, when it is one (a
    /// declared tab bar controller whose first tab is a navigation
    /// controller): the kind of each down the chain of controllers shown.
    func containerBars(of controller: ObjectID, into bars: inout Bars) {
        var current: ObjectID? = controller
        var seen: Set<Int> = []
        while let c = current, seen.insert(c.index).inserted {
            let ancestry = module.ancestry(of: objects[c.index].typeName)
            if ancestry.contains("UINavigationController") { bars.inNavigationController = true }
            if ancestry.contains("UITabBarController") { bars.inTabBarController = true }
            if case .object(let shown)? = objects[c.index].properties[Interpreter.shownControllerKey] { current = shown } else { current = nil }
        }
    }

    /// `navigationController?.navigationBar.prefersLargeTitles = true` and the
    /// like, set on a value that stands for a container or its bar: recorded
    /// in the bars (they take effect when a container shows the screen, as
    /// UIKit's `navigationController` is nil otherwise). False when
    /// `what.name` is not such a setting.
    mutating func setBarProperty(_ what: String, _ name: String, _ value: Value, _ layout: inout Layout) -> Bool {
        let owner = what.split(separator: ".").last.map(String.init) ?? what
        switch (owner, name, value) {
        case ("navigationBar", "prefersLargeTitles", .bool(let on)): layout.device.bars.prefersLargeTitles = on
        case ("navigationBar", "isHidden", .bool(let on)), ("navigationController", "isNavigationBarHidden", .bool(let on)),
             ("navigationController", "navigationBarHidden", .bool(let on)):
            layout.device.bars.navigationBarHidden = on
        case ("tabBar", "isHidden", .bool(let on)), ("tabBar", "hidden", .bool(let on)): layout.device.bars.tabBarHidden = on
        case ("navigationBar", "isTranslucent", .bool(let on)), ("navigationBar", "translucent", .bool(let on)):
            layout.device.bars.navigationBarTranslucent = on
        case ("tabBar", "isTranslucent", .bool(let on)), ("tabBar", "translucent", .bool(let on)): layout.device.bars.tabBarTranslucent = on
        case ("navigationItem", "largeTitleDisplayMode", .enumCase(let mode)):
            guard let mode = Bars.LargeTitleDisplayMode(rawValue: mode) else { return false }
            layout.device.bars.largeTitleDisplayMode = mode
        default: return false
        }
        return true
    }

    /// `edgesForExtendedLayout = []`, `extendedLayoutIncludesOpaqueBars` and
    /// `automaticallyAdjustsScrollViewInsets` of the presented controller:
    /// whether its view extends under the bars or starts below them, and
    /// whether its scroll views are inset for them. False for any other member.
    mutating func setExtendedLayout(_ name: String, _ value: Value, _ layout: inout Layout) -> Bool {
        switch (name, value) {
        case ("edgesForExtendedLayout", _):
            guard let edges = Interpreter.rectEdges(value) else { return false }
            layout.device.bars.extendsUnderTopBar = edges.top
            layout.device.bars.extendsUnderBottomBar = edges.bottom
        case ("extendedLayoutIncludesOpaqueBars", .bool(let on)): layout.device.bars.extendedLayoutIncludesOpaqueBars = on
        case ("automaticallyAdjustsScrollViewInsets", .bool(let on)): layout.device.bars.automaticallyAdjustsScrollViewInsets = on
        default: return false
        }
        return true
    }

    /// Whether a `UIRectEdge` (`[]`, `.all`, `[.top, .bottom]`, Swift 2's
    /// `.None`, `UIRectEdge.all`) holds the top and the bottom edges.
    static func rectEdges(_ value: Value) -> (top: Bool, bottom: Bool)? {
        switch value {
        case .array(let items):
            var edges = (top: false, bottom: false)
            for item in items {
                guard let e = rectEdges(item) else { return nil }
                edges = (edges.top || e.top, edges.bottom || e.bottom)
            }
            return edges
        case .enumCase(let name), .opaque(let name):
            switch name.split(separator: ".").last.map({ $0.lowercased() }) {
            case "all"?: return (true, true)
            case "none"?, "left"?, "right"?: return (false, false)
            case "top"?: return (true, false)
            case "bottom"?: return (false, true)
            default: return nil
            }
        default: return nil
        }
    }

    /// `navigationController?.navigationBar.frame`, a tab bar's and the
    /// status bar's, which frame code reads to stay clear of the bars:
    /// where the bars are (a bar not shown has no height). Nil for any
    /// other member.
    func barFrame(_ what: String, _ name: String, _ layout: Layout) -> Value? {
        // `UIApplication.shared.statusBarFrame`, Swift 2's `sharedApplication()`,
        // iOS 13's `windowScene?.statusBarManager?.statusBarFrame`.
        if name == "statusBarFrame", what.hasPrefix("UIApplication") || what.hasSuffix("statusBarManager") {
            return .rect(layout.device.statusBarFrame)
        }
        guard name == "frame" || name == "bounds" else { return nil }
        let frame: Rect
        switch what.split(separator: ".").last {
        case "navigationBar"?: frame = layout.device.navigationBarFrame
        case "tabBar"?: frame = layout.device.tabBarFrame
        default: return nil
        }
        return .rect(name == "frame" ? frame : Rect(x: 0, y: 0, width: frame.width, height: frame.height))
    }

    /// `navigationController?.setNavigationBarHidden(true, animated: false)`:
    /// as `isNavigationBarHidden`. False for any other call.
    mutating func callBarMethod(_ what: String, _ name: String, _ args: Arguments, _ layout: inout Layout) -> Bool {
        guard what.hasSuffix("navigationController"), name == "setNavigationBarHidden", case .bool(let on)? = args.values.first else { return false }
        layout.device.bars.navigationBarHidden = on
        return true
    }

    /// The controller a container shows (kept beside its view, `shownKey`).
    static let shownControllerKey = " shown controller"
    /// The root a `UINavigationController(rootViewController:)` shows once its view loads.
    static let rootControllerKey = " root controller"

    /// `name` and the declared classes that inherit from it.
    private func containerNames(_ name: String) -> [String] {
        [name] + module.declarationOrder.filter { $0 != name && module.ancestry(of: $0).contains(name) }
    }

    /// The constant or variable a line declares (`let home = …`), if any.
    static func constantName(in line: String) -> String? {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard let i = words.firstIndex(where: { $0 == "let" || $0 == "var" }), i + 1 < words.count else { return nil }
        return String(words[i + 1])
    }

    /// Whether `line` names `name` as a whole word.
    static func names(_ name: String, in line: String) -> Bool {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == name }
    }

    /// Whether `line` turns large titles on (`….prefersLargeTitles = true`).
    static func setsLargeTitles(_ line: String) -> Bool {
        guard let found = line.firstRange(of: "prefersLargeTitles") else { return false }
        return line[found.upperBound...].drop { $0 == " " || $0 == "=" }.hasPrefix("true")
    }
}
