import LayoutModel

/// What code reads of the screen: frames as last laid out, safe-area
/// insets, size classes.
extension Interpreter {
    /// A view's frame as code reads it: the last layout's, in its
    /// superview's coordinates; the frame it was given when it was never
    /// laid out (not in the window yet).
    func currentFrame(_ v: ViewID, _ layout: Layout) -> Rect {
        if v == layout.root { return layout.device.rootFrame }
        // A frame-based view's frame is what code set (read back as set, before any layout).
        // One whose mask lets it follow its superview reads as laid out.
        if layout[v].translatesAutoresizingMaskIntoConstraints && (layout[v].autoresizingMask.isEmpty || framesSet.contains(v))
            && !layout[v].isTableRow {
            return layout[v].frame
        }
        guard layout.isInHierarchy(v), let window = laidOut.windowFrame(v) else { return layout[v].frame }
        guard let parent = layout[v].superview, let parentWindow = laidOut.windowFrame(parent) ?? (parent == layout.root ? .zero : nil) else {
            return window
        }
        let offset = layout[parent].kind == .scrollView ? contentOffset(parent, layout) : .zero
        return Rect(x: window.minX - parentWindow.minX + offset.x, y: window.minY - parentWindow.minY + offset.y,
                    width: window.width, height: window.height)
    }

    /// A point of `from`'s bounds in `to`'s bounds, as last laid out (nil is
    /// the window): `convert(_:from:)` and `convert(_:to:)`. Each view's
    /// frame as code reads it, up its superviews, a scroll view's bounds
    /// moved by its content offset.
    func convert(_ p: Point, from: ViewID?, to: ViewID?, _ layout: Layout) -> Point {
        let inWindow = from.map { windowPoint(p, in: $0, layout) } ?? p
        guard let to else { return inWindow }
        let origin = windowPoint(.zero, in: to, layout)
        return Point(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }

    /// Where point `p` of `v`'s bounds is in the window.
    private func windowPoint(_ p: Point, in v: ViewID, _ layout: Layout) -> Point {
        var point = p, current = v, depth = 0
        while depth <= layout.views.count {
            let bounds = layout[current].kind == .scrollView ? contentOffset(current, layout) : .zero
            let frame = currentFrame(current, layout)
            point = Point(x: point.x - bounds.x + frame.minX, y: point.y - bounds.y + frame.minY)
            guard current != layout.root, let parent = layout[current].superview else { break }
            current = parent
            depth += 1
        }
        return point
    }

    /// A view's safe-area insets as last laid out: the root's are the device's;
    /// another view's, its overlap with the root's unsafe edges.
    func safeAreaInsets(_ v: ViewID, _ layout: Layout) -> EdgeInsets {
        guard isInWindow(v, layout) else { return .zero }
        if v == layout.root { return layout.device.safeArea }
        guard layout.isInHierarchy(v), let frame = laidOut.windowFrame(v) else { return .zero }
        return layout.device.safeAreaInsets(of: frame)
    }

    /// Whether view `v` is in the window: in the hierarchy, and not the
    /// view of a controller still loading it (`loadView`, `viewDidLoad`),
    /// which UIKit adds to the window after: there its `window` is nil and
    /// its safe-area insets are zero, which code that reads them that
    /// early gets wrong on a device.
    func isInWindow(_ v: ViewID, _ layout: Layout) -> Bool {
        !loadingControllerView && layout.isInHierarchy(v)
    }

    /// A member of the window (`view.window`, `UIApplication.shared.keyWindow`,
    /// `windows.first`): the screen's safe-area insets and bounds. Nil for
    /// other values and members.
    func windowMember(_ what: String, _ name: String, _ layout: Layout) -> Value? {
        guard what == Interpreter.window || ["keyWindow", "windows.first", "windows.last", "window"].contains(where: { what.hasSuffix($0) })
        else { return nil }
        let size = layout.device.viewportSize
        switch name {
        case "safeAreaInsets": return .insets(layout.device.screenSafeArea)
        case "bounds", "frame": return .rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
        default: return nil
        }
    }

    /// The device's and the interface's orientation as code reads them:
    /// `UIDevice.current.orientation`, a window scene's
    /// `interfaceOrientation`, the status bar's (Swift 4's
    /// `UIApplication.shared.statusBarOrientation`). Turned by `:rotate`,
    /// the device is `landscapeLeft` (its top to the left), which shows the
    /// interface `landscapeRight`.
    func orientationMember(_ what: String, _ name: String, _ layout: Layout) -> Value? {
        let landscape = layout.device.orientation == .landscape
        switch name {
        case "orientation" where what == "UIDevice.current":
            // The device has turned before the interface does (`viewWillTransition`).
            return .enumCase((turningTo ?? layout.device.orientation) == .landscape ? "landscapeLeft" : "portrait")
        case "interfaceOrientation" where what.hasSuffix("windowScene") || what.hasSuffix("UIWindowScene"),
             "statusBarOrientation" where what.hasPrefix("UIApplication"):
            return .enumCase(landscape ? "landscapeRight" : "portrait")
        case "windowScene" where windowMember(what, "bounds", layout) != nil: return .opaque(Interpreter.windowScene)
        // The scene-era way to the window: `connectedScenes.first as? UIWindowScene`, its windows.
        case "connectedScenes" where what.hasPrefix("UIApplication"): return .array([.opaque(Interpreter.windowScene)])
        case "windows" where what == Interpreter.windowScene: return .array([.opaque(Interpreter.window)])
        case "keyWindow" where what == Interpreter.windowScene: return .opaque(Interpreter.window)
        default: return nil
        }
    }

    /// A view's window's scene, and the one of `connectedScenes`.
    static let windowScene = "UIWindowScene"

    /// `isLandscape` and `isPortrait` of an orientation (`UIDeviceOrientation`,
    /// `UIInterfaceOrientation`); nil for another case or member.
    static func orientationTest(_ orientation: String, _ name: String) -> Value? {
        let landscapes = ["landscapeLeft", "landscapeRight"], portraits = ["portrait", "portraitUpsideDown"]
        guard landscapes.contains(orientation) || portraits.contains(orientation) || ["faceUp", "faceDown", "unknown"].contains(orientation)
        else { return nil }
        switch name {
        case "isLandscape": return .bool(landscapes.contains(orientation))
        case "isPortrait": return .bool(portraits.contains(orientation))
        case "isFlat": return .bool(orientation == "faceUp" || orientation == "faceDown")
        case "isValidInterfaceOrientation": return .bool(landscapes.contains(orientation) || portraits.contains(orientation))
        default: return nil
        }
    }

    /// A view's `window`, when it is in one.
    static let window = "UIWindow"

    /// A scroll view's `contentOffset` as code reads it: the one set, else
    /// where it rests inside the insets of the last layout.
    func contentOffset(_ v: ViewID, _ layout: Layout) -> Point {
        layout[v].scroll.contentOffset(inside: adjustedContentInset(v, layout))
    }

    /// `adjustedContentInset` as last laid out (before any layout: `contentInset`).
    func adjustedContentInset(_ v: ViewID, _ layout: Layout) -> EdgeInsets {
        guard layout.isInHierarchy(v), let frame = laidOut.windowFrame(v) else { return layout[v].scroll.contentInset }
        return layout.adjustedContentInset(of: v, at: frame, contentSize: laidOut.contentSize(v) ?? Size(width: 0, height: 0))
    }

    /// A trait collection as code reads it: the device's size classes
    /// (`DeviceState.horizontalSizeClass`) and idiom.
    static func traitCollection(_ layout: Layout) -> Value {
        let device = layout.device
        // Dynamic Type at its default size, Large, as text is measured.
        return .tuple([.enumCase(device.horizontalSizeClass.rawValue), .enumCase(device.verticalSizeClass.rawValue),
                       .enumCase(device.isPad ? "pad" : "phone"), .enumCase("light"), .enumCase("large"),
                       .number(device.scale), .enumCase("leftToRight")],
                      labels: ["horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom", "userInterfaceStyle",
                               "preferredContentSizeCategory", "displayScale", "layoutDirection"])
    }
}
