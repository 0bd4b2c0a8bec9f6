import Cassowary

/// A device the layout runs on: its screen in points, and what UIKit gives
/// the root view on it in each orientation.
///
/// The presets' safe areas are what UIKit reports for a full-screen view
/// controller with no bars (iPhone 15: 59 top, 34 bottom in portrait; 59
/// left and right, 21 bottom in landscape). Root layout margins are the
/// safe area plus the system minimum side margins, none at the top and
/// bottom (see `DeviceState.rootLayoutMargins`).
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
    public static let presets: [Device] = [
        Device(name: "iphone-se", portraitSize: Size(width: 375, height: 667),
               portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
               landscapeSafeArea: .zero, scale: 2),
        Device(name: "iphone-15", portraitSize: Size(width: 393, height: 852),
               portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        Device(name: "iphone-15-pro", portraitSize: Size(width: 393, height: 852),
               portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        Device(name: "iphone-15-pro-max", portraitSize: Size(width: 430, height: 932),
               portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        Device(name: "ipad", portraitSize: Size(width: 820, height: 1180),
               portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
               landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2),
    ]

    /// The device a session starts on.
    public static let defaultDevice = presets[1]

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

    public init(_ device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The root view's size: the screen, turned with the device.
    public var viewportSize: Size {
        let s = device.portraitSize
        return orientation == .portrait ? s : Size(width: s.height, height: s.width)
    }

    /// The root view's `safeAreaInsets`.
    public var safeArea: EdgeInsets {
        orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea
    }

    /// The safe-area insets of a view at `frame` (window coordinates): how
    /// far it reaches into the screen's unsafe edges, at most its own size.
    public func safeAreaInsets(of frame: Rect) -> EdgeInsets {
        let insets = safeArea, size = viewportSize
        return EdgeInsets(top: max(0, min(frame.height, insets.top - frame.minY)),
                          left: max(0, min(frame.width, insets.left - frame.minX)),
                          bottom: max(0, min(frame.height, frame.maxY - (size.height - insets.bottom))),
                          right: max(0, min(frame.width, frame.maxX - (size.width - insets.right))))
    }

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

    /// The root view's `layoutMargins`: the safe area plus the side margins
    /// (`insetsLayoutMarginsFromSafeArea` is true by default, and the root
    /// view's margins are the system minimum ones).
    public var rootLayoutMargins: EdgeInsets {
        safeArea + EdgeInsets(top: 0, left: sideMargin, bottom: 0, right: sideMargin)
    }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable {
    case compact, regular
}
