import Cassowary

/// The bars of the containers the presented view controller is shown in: a
/// navigation controller's bar at the top, a tab bar controller's at the
/// bottom.
///
/// UIKit's bars are translucent since iOS 7 (and transparent at a scroll
/// edge since iOS 15): the controller's view still fills the screen, and
/// each bar adds its height to the view's safe area instead. So a view
/// pinned to `safeAreaLayoutGuide.topAnchor` of a screen in a navigation
/// controller sits below the bar, 44 pt lower than on a bare screen. The
/// bars themselves are not views of the layout (they are not drawn).
public struct Bars: Hashable, Sendable {
    /// `navigationItem.largeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: String, Hashable, Sendable {
        case automatic, always, never
    }

    /// Whether a navigation controller shows the screen.
    public var inNavigationController = false
    /// `navigationController.isNavigationBarHidden` (or `setNavigationBarHidden`,
    /// or the bar's `isHidden`).
    public var navigationBarHidden = false
    /// `navigationBar.prefersLargeTitles`.
    public var prefersLargeTitles = false
    /// The screen's `navigationItem.largeTitleDisplayMode`.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// Whether a tab bar controller shows the screen.
    public var inTabBarController = false
    /// `tabBarController.tabBar.isHidden` (or `hidesBottomBarWhenPushed`).
    public var tabBarHidden = false
    /// `edgesForExtendedLayout` holds `.top` (`.all` by default): the view
    /// extends under a translucent navigation bar.
    public var extendsUnderTopBar = true
    /// `edgesForExtendedLayout` holds `.bottom`: the view extends under a
    /// translucent tab bar.
    public var extendsUnderBottomBar = true
    /// `navigationBar.isTranslucent` (true by default since iOS 7).
    public var navigationBarTranslucent = true
    /// `tabBar.isTranslucent`.
    public var tabBarTranslucent = true
    /// `extendedLayoutIncludesOpaqueBars`: the view extends under opaque bars too.
    public var extendedLayoutIncludesOpaqueBars = false
    /// The screen's `automaticallyAdjustsScrollViewInsets` (iOS 7–10, true
    /// by default): what `.automatic` content inset adjustment keeps of it.
    public var automaticallyAdjustsScrollViewInsets = true

    public init() {}

    /// Whether a navigation bar covers the top of the screen.
    public var showsNavigationBar: Bool { inNavigationController && !navigationBarHidden }

    /// Whether the navigation bar shows a large title (at rest, expanded):
    /// the bar prefers them and the screen's item does not refuse them.
    /// The first screen of a stack shows one at `.automatic`.
    public var showsLargeTitle: Bool { showsNavigationBar && prefersLargeTitles && largeTitleDisplayMode != .never }

    /// Whether a tab bar covers the bottom of the screen.
    public var showsTabBar: Bool { inTabBarController && !tabBarHidden }

    /// Whether a scroll view's `.automatic` inset adjustment always adds the
    /// top and bottom: in a navigation controller, for a screen that still
    /// adjusts scroll view insets (UIKit's documentation of the behaviour).
    public var adjustsScrollViewInsetsForNavigation: Bool { inNavigationController && automaticallyAdjustsScrollViewInsets }

    /// Whether the view starts below the navigation bar instead of under
    /// it: it does not extend under the top, or the bar is opaque and the
    /// view does not extend under opaque bars.
    var viewStartsBelowNavigationBar: Bool {
        showsNavigationBar && (!extendsUnderTopBar || (!navigationBarTranslucent && !extendedLayoutIncludesOpaqueBars))
    }

    /// Whether the view ends above the tab bar, in the same way.
    var viewEndsAboveTabBar: Bool {
        showsTabBar && (!extendsUnderBottomBar || (!tabBarTranslucent && !extendedLayoutIncludesOpaqueBars))
    }
}

extension DeviceState {
    /// The height of the navigation bar shown, none without one. An
    /// iPhone's is 44 pt, 32 in landscape (compact height), where no large
    /// title shows; an iPad's is 50 (since iOS 12). A large title adds 52
    /// below the bar.
    public var navigationBarHeight: Double {
        guard bars.showsNavigationBar else { return 0 }
        if verticalSizeClass == .compact { return 32 }
        return (isPad ? 50 : 44) + (bars.showsLargeTitle ? 52 : 0)
    }

    /// The root view's frame in the window: the screen, less the bars it
    /// does not extend under (with the status bar above a navigation bar,
    /// the home indicator below a tab bar).
    public var rootFrame: Rect {
        let size = viewportSize, screen = screenSafeArea
        let top = bars.viewStartsBelowNavigationBar ? screen.top + navigationBarHeight : 0
        let bottom = bars.viewEndsAboveTabBar ? screen.bottom + tabBarHeight : 0
        return Rect(x: 0, y: top, width: size.width, height: size.height - top - bottom)
    }

    /// The navigation bar's frame in the window: below the status bar,
    /// as high as `navigationBarHeight`.
    public var navigationBarFrame: Rect {
        Rect(x: 0, y: screenSafeArea.top, width: viewportSize.width, height: navigationBarHeight)
    }

    /// The status bar's frame in the window (`statusBarFrame`): across the
    /// top, as high as the safe area's top where a notch or the status bar
    /// alone sets it (20 on an SE, 47 beside a notch, 24 on an iPad); 54 on
    /// the iPhones with a Dynamic Island, whose safe area starts 59 (or 62)
    /// down, as developers measure it; none on an iPhone in landscape,
    /// where the status bar is hidden.
    public var statusBarFrame: Rect {
        let top = screenSafeArea.top
        let height = isPad ? top : orientation == .landscape ? 0 : top >= 59 ? 54 : top
        return Rect(x: 0, y: 0, width: viewportSize.width, height: height)
    }

    /// The tab bar's frame in the window: at the bottom, the home
    /// indicator's strip included (83 pt high on an iPhone 15).
    public var tabBarFrame: Rect {
        let height = bars.showsTabBar ? tabBarHeight + screenSafeArea.bottom : 0
        return Rect(x: 0, y: viewportSize.height - height, width: viewportSize.width, height: height)
    }

    /// The height of the tab bar shown above the home indicator, none
    /// without one: 49 pt on an iPhone, 32 in landscape (compact height,
    /// the titles beside the icons), 50 on an iPad (below the content, as
    /// through iPadOS 17).
    public var tabBarHeight: Double {
        guard bars.showsTabBar else { return 0 }
        if verticalSizeClass == .compact { return 32 }
        return isPad ? 50 : 49
    }

    /// The bars shown and their heights, in words, for the line that says
    /// a controller was presented ("a navigation bar (44 pt) and a tab bar
    /// (49 pt)"), or nil.
    public var barsDescription: String? {
        var shown: [String] = []
        if bars.showsNavigationBar {
            shown.append((bars.showsLargeTitle && navigationBarHeight > 32 ? "a navigation bar with a large title" : "a navigation bar")
                         + " (\(formatNumber(navigationBarHeight)) pt)")
        }
        if bars.showsTabBar { shown.append("a tab bar (\(formatNumber(tabBarHeight)) pt)") }
        return shown.isEmpty ? nil : shown.joined(separator: " and ")
    }
}
