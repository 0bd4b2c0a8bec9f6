import Cassowary

/// A device the layout runs on: its screen in points, and what UIKit gives
/// the root view on it in each orientation.
///
/// The presets' safe areas are what UIKit reports for a full-screen view
/// controller with no bars (iPhone 15: 59 top, 34 bottom in portrait; 59
/// left and right, 21 bottom in landscape). Root layout margins are the
/// safe area plus the system minimum side margins, none at the top and
/// bottom (see `DeviceState.sideMargin`).
public struct Device: Hashable, Sendable {
    /// The name `:device` takes (`iphone-15`), or `WxH` for a custom size.
    public var name: String
    /// The screen in portrait, in points.
    public var portraitSize: Size
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// Points per pixel's inverse: 2 or 3, for rounding frames as UIKit does.
    public var scale: Double

    public init(name: String, portraitSize: Size, portraitSafeArea: EdgeInsets = .zero,
                landscapeSafeArea: EdgeInsets = .zero, scale: Double = 3) {
        self.name = name
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.scale = scale
    }

    /// The presets `:device` knows, in the order `:devices` lists them.
    ///
    /// Screens in points and safe areas as UIKit reports them for a
    /// full-screen view controller without bars (the simulator's values for
    /// each model): a Dynamic Island of the 15 and 16 families leaves 59 pt
    /// at the top, that of the 6.3" and 6.9" 16 Pro and 17 screens 62, the
    /// notch of the 16e 47; the home indicator 34 at the bottom in portrait
    /// and 21 in landscape, where the top inset moves to both sides. iPads
    /// with a home indicator: 24 at the top (the status bar), 20 at the
    /// bottom, in both orientations. iPhones are 3x, iPads 2x, the SE 2x.
    public static let presets: [Device] = [
        phone("iphone-se", 375, 667, top: 20, bottom: 0, scale: 2, sides: 0),
        phone("iphone-15", 393, 852, top: 59),
        phone("iphone-15-plus", 430, 932, top: 59),
        phone("iphone-15-pro", 393, 852, top: 59),
        phone("iphone-15-pro-max", 430, 932, top: 59),
        phone("iphone-16e", 390, 844, top: 47),
        phone("iphone-16", 393, 852, top: 59),
        phone("iphone-16-plus", 430, 932, top: 59),
        phone("iphone-16-pro", 402, 874, top: 62),
        phone("iphone-16-pro-max", 440, 956, top: 62),
        phone("iphone-17", 402, 874, top: 62),
        phone("iphone-17-pro", 402, 874, top: 62),
        phone("iphone-17-pro-max", 440, 956, top: 62),
        pad("ipad", 820, 1180),
        pad("ipad-mini", 744, 1133),
        pad("ipad-air-11", 820, 1180),
        pad("ipad-air-13", 1024, 1366),
        pad("ipad-pro-11", 834, 1210),
        pad("ipad-pro-13", 1032, 1376),
    ]

    /// An iPhone: `top` at the top in portrait and at both sides in
    /// landscape (`sides` when it differs, as on the SE, which has no
    /// sensor housing), `bottom` at the bottom in portrait, 21 in landscape
    /// where there is a home indicator.
    private static func phone(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double = 34,
                              scale: Double = 3, sides: Double? = nil) -> Device {
        let side = sides ?? top
        return Device(name: name, portraitSize: Size(width: width, height: height),
                      portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                      landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: bottom > 0 ? 21 : 0, right: side), scale: scale)
    }

    /// An iPad with a home indicator: 24 at the top, 20 at the bottom, both ways.
    private static func pad(_ name: String, _ width: Double, _ height: Double) -> Device {
        let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(name: name, portraitSize: Size(width: width, height: height),
                      portraitSafeArea: insets, landscapeSafeArea: insets, scale: 2)
    }

    /// The device a session starts on.
    public static let defaultDevice = presets[1]  // iphone-15

    /// The preset named `name`.
    public static func preset(named name: String) -> Device? {
        presets.first { $0.name == name.lowercased() }
    }

    /// A custom screen of `size` (portrait as given) with the same safe area
    /// in both orientations, rotated with the screen.
    public static func custom(_ size: Size, safeArea: EdgeInsets = .zero) -> Device {
        Device(name: "\(formatNumber(size.width))x\(formatNumber(size.height))", portraitSize: size,
               portraitSafeArea: safeArea,
               landscapeSafeArea: EdgeInsets(top: safeArea.right, left: safeArea.top,
                                             bottom: safeArea.left, right: safeArea.bottom))
    }
}

/// Portrait or landscape. The presets' landscape insets are the same on the
/// left and the right, so which way the device turns does not matter.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape

    public var toggled: Orientation { self == .portrait ? .landscape : .portrait }
}

/// A device in an orientation: what the root view is given.
public struct DeviceState: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    /// The presented view controller's `additionalSafeAreaInsets`: UIKit
    /// adds them to its view's safe area, and so to every subview's. Kept
    /// when the device turns or changes, as the controller keeps them.
    public var additionalSafeArea = EdgeInsets.zero
    /// The bars of the containers the presented controller is shown in,
    /// which the safe area leaves room for. Kept when the device turns or
    /// changes; their heights follow it.
    public var bars = Bars()

    public init(_ device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The root view's size: the screen, turned with the device.
    public var viewportSize: Size {
        let s = device.portraitSize
        return orientation == .portrait ? s : Size(width: s.height, height: s.width)
    }

    /// The screen's own safe-area insets in this orientation (no bars).
    /// The screen's safe-area insets (a window's), without the bars'.
    public var screenSafeArea: EdgeInsets { orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea }

    /// The unsafe edges of the screen, in the window: the screen's, the
    /// bars', and the controller's additional ones.
    var windowSafeArea: EdgeInsets {
        let screen = screenSafeArea, more = additionalSafeArea
        return EdgeInsets(top: screen.top + navigationBarHeight + more.top, left: screen.left + more.left,
                          bottom: screen.bottom + tabBarHeight + more.bottom, right: screen.right + more.right)
    }

    /// The root view's `safeAreaInsets`: the screen's, the bars' and the
    /// controller's additional ones, less what lies outside the root view
    /// (the bars it does not extend under).
    public var safeArea: EdgeInsets { safeAreaInsets(of: rootFrame) }

    /// The safe-area insets of a view at `frame` (window coordinates): how
    /// far it reaches into the screen's unsafe edges, at most its own size.
    public func safeAreaInsets(of frame: Rect) -> EdgeInsets {
        let insets = windowSafeArea, size = viewportSize
        return EdgeInsets(top: max(0, min(frame.height, insets.top - frame.minY)),
                          left: max(0, min(frame.width, insets.left - frame.minX)),
                          bottom: max(0, min(frame.height, frame.maxY - (size.height - insets.bottom))),
                          right: max(0, min(frame.width, frame.maxX - (size.width - insets.right))))
    }

    /// Points per pixel's inverse (`UIScreen.main.scale`).
    public var scale: Double { device.scale }

    /// Whether the screen is an iPad's (regular size classes both ways, the `.pad` idiom).
    public var isPad: Bool { min(viewportSize.width, viewportSize.height) >= 700 }

    /// The horizontal size class of a full-screen app. Apple's Human
    /// Interface Guidelines, "Layout", device size classes: an iPad is
    /// regular; an iPhone is compact, except in landscape on the large ones
    /// (the 414–440 pt wide Plus, Max and XR/11 screens, 896–956 pt long),
    /// which are regular.
    public var horizontalSizeClass: SizeClass {
        if isPad { return .regular }
        return orientation == .landscape && device.portraitSize.width >= 414 ? .regular : .compact
    }

    /// The vertical size class: an iPhone in landscape is compact, anything
    /// else regular (the same table).
    public var verticalSizeClass: SizeClass {
        !isPad && orientation == .landscape ? .compact : .regular
    }

    /// The root view's side margins outside the safe area: UIKit's
    /// `systemMinimumLayoutMargins`, 16 pt at compact width and 20 at
    /// regular (Apple's HIG, "Layout"; `view.layoutMargins` of a view
    /// controller's root view on an iPhone 15 in portrait reads
    /// `(59, 16, 34, 16)`). None at the top and bottom.
    public var sideMargin: Double { horizontalSizeClass == .compact ? 16 : 20 }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable {
    case compact, regular
}
