@testable import Language
import LayoutModel
import Testing

/// The bars of the navigation and tab bar controllers a screen is shown
/// in: they add their heights to the screen's safe area (iPhone 15: a 59 pt
/// status bar, a 34 pt home indicator).
@Suite struct BarsTests {
    /// A screen with a view pinned to its safe area's top and bottom.
    static let pinned = """
        final class FeedViewController: UIViewController {
            let list = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                list.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(list)
                NSLayoutConstraint.activate([
                    list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    list.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            }
        }
        """

    /// A scene delegate whose window's root is `root`, made by `setup`'s lines.
    static func sceneDelegate(_ setup: String..., root: String) -> String {
        let lines = (setup + ["window?.rootViewController = \(root)"]).map { "            " + $0 }
        return """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            \(lines.joined(separator: "\n"))
                }
            }
            """
    }

    /// A scene delegate that wraps the screen in a navigation controller
    /// (through a constant) puts it under a 44 pt bar, and says so.
    @Test func aSceneDelegatesNavigationControllerLowersTheSafeArea() throws {
        let loaded = try load(BarsTests.pinned + "\n" + """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let feed = FeedViewController()
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = UINavigationController(rootViewController: feed)
                    window?.makeKeyAndVisible()
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("list") == Rect(x: 0, y: 103, width: 393, height: 715))
        #expect(loaded.notes.contains { $0.contains("a navigation bar (44 pt)") }, "\(loaded.notes)")
    }

    /// Without a container, `navigationController` is nil: large titles
    /// asked for change nothing, and no bar is noted.
    @Test func aBareScreenHasNoBars() throws {
        let loaded = try load(BarsTests.pinned.replacingOccurrences(of: "super.viewDidLoad()", with: """
            super.viewDidLoad()
                    navigationController?.navigationBar.prefersLargeTitles = true
            """))
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("list") == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(!loaded.notes.contains { $0.contains("bar (") }, "\(loaded.notes)")
    }

    /// Frame code under the status bar reads its height, in each spelling:
    /// 54 on an iPhone 15 (a Dynamic Island), 20 on an SE, none on an
    /// iPhone in landscape, where it is hidden; through `view.window`, nil
    /// while the view loads.
    @Test func theStatusBarsFrame() throws {
        let code = """
            class PlayerViewController: UIViewController {
                let close = UIButton(), title2 = UILabel(), artwork = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [close, title2, artwork].forEach { view.addSubview($0) }
                    close.frame = CGRect(x: 8, y: UIApplication.sharedApplication().statusBarFrame.height + 4, width: 44, height: 44)
                    title2.frame = CGRect(x: 60, y: UIApplication.shared.statusBarFrame.maxY, width: 200, height: 20)
                    let bar = view.window?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
                    artwork.frame = CGRect(x: 0, y: bar.height, width: bar.width, height: 100)
                }
            }
            """
        let phone = try load(code)
        #expect(phone.errors.isEmpty, "\(phone.messages)")
        #expect(phone.frame("close") == Rect(x: 8, y: 58, width: 44, height: 44))
        #expect(phone.frame("title2")?.minY == 54)
        // view.window is nil in viewDidLoad (the view is not in a window yet), as in UIKit.
        #expect(phone.frame("artwork") == Rect(x: 0, y: 0, width: 0, height: 100))
        #expect(phone.notes.contains { $0.contains("window is read while the controller loads its view") }, "\(phone.notes)")
        let se = try load(code, device: try #require(Device.presets.first { $0.name == "iphone-se" }))
        #expect(se.frame("close")?.minY == 24)
        #expect(DeviceState(.defaultDevice, orientation: .landscape).statusBarFrame.height == 0)
    }

    /// A declared tab bar controller whose first tab is a navigation
    /// controller with large titles: 96 pt at the top, 49 above the home
    /// indicator; in landscape the compact bars are 32 pt each.
    @Test func aTabBarControllersNavigationTabWithLargeTitles() throws {
        var loaded = try load(BarsTests.pinned + "\n" + """
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = UINavigationController(rootViewController: FeedViewController())
                    feed.navigationBar.prefersLargeTitles = true
                    viewControllers = [feed, UIViewController()]
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("list") == Rect(x: 0, y: 155, width: 393, height: 614))
        #expect(loaded.notes.contains { $0.contains("a navigation bar with a large title (96 pt) and a tab bar (49 pt)") }, "\(loaded.notes)")
        _ = loaded.interpreter.rotate(to: .landscape, engine: loaded.engine)
        #expect(loaded.frame("list") == Rect(x: 0, y: 32, width: 852, height: 308))
    }

    /// A screen that hides its navigation bar and refuses large titles
    /// keeps only the tab bar its app delegate (Swift 2) puts it in.
    @Test func aScreenHidesItsNavigationBar() throws {
        let loaded = try load(BarsTests.pinned.replacingOccurrences(of: "super.viewDidLoad()", with: """
            super.viewDidLoad()
                    navigationItem.largeTitleDisplayMode = .never
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
            """) + "\n" + """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
                    UINavigationBar.appearance().prefersLargeTitles = true
                    let tabs = UITabBarController()
                    tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController())]
                    window?.rootViewController = tabs
                    return true
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("list") == Rect(x: 0, y: 59, width: 393, height: 710))
        #expect(loaded.engine.layout.device.bars.prefersLargeTitles)
    }

    /// A table in a navigation controller is inset by the whole top of the
    /// safe area even when its rows fit (`.automatic` there always adjusts
    /// the top and bottom); a bare screen's table, whose rows fit, is not.
    @Test func aTableInANavigationControllerIsAlwaysInset() throws {
        let table = """
            final class InboxViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }
            """
        let wrapped = try load(table + "\n" + BarsTests.sceneDelegate(root: "UINavigationController(rootViewController: InboxViewController())"))
        #expect(wrapped.errors.isEmpty, "\(wrapped.messages)")
        let inset = try #require(wrapped.engine.layout.view(named: "tableView").map(wrapped.engine.adjustedContentInset(of:)))
        #expect(inset == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        // A scroll view whose content fits is inset there too, unless the
        // screen turned `automaticallyAdjustsScrollViewInsets` (iOS 7–10) off.
        func scroll(adjusting: Bool) throws -> EdgeInsets? {
            let loaded = try load("""
                final class NotesViewController: UIViewController {
                    let scrollView = UIScrollView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        automaticallyAdjustsScrollViewInsets = \(adjusting)
                        scrollView.frame = view.bounds
                        scrollView.contentSize = CGSize(width: 393, height: 200)
                        view.addSubview(scrollView)
                    }
                }
                """ + "\n" + BarsTests.sceneDelegate(root: "UINavigationController(rootViewController: NotesViewController())"))
            #expect(loaded.errors.isEmpty, "\(loaded.messages)")
            return loaded.engine.layout.view(named: "scrollView").map(loaded.engine.adjustedContentInset(of:))
        }
        #expect(try scroll(adjusting: true) == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(try scroll(adjusting: false) == .zero)
    }

    /// `edgesForExtendedLayout = []` (or an opaque bar) puts the view
    /// below the navigation bar and above the tab bar: the root's frame
    /// shrinks, and its safe area is none at the top and bottom.
    @Test func aViewThatDoesNotExtendUnderTheBarsStartsBelowThem() throws {
        let delegate = BarsTests.sceneDelegate("let tabs = UITabBarController()",
                                               "tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController())]",
                                               root: "tabs")
        let none = try load(BarsTests.pinned.replacingOccurrences(of: "super.viewDidLoad()", with: """
            super.viewDidLoad()
                    edgesForExtendedLayout = []
            """) + "\n" + delegate)
        #expect(none.errors.isEmpty, "\(none.messages)")
        #expect(none.frame("view") == Rect(x: 0, y: 103, width: 393, height: 666))
        #expect(none.frame("list") == Rect(x: 0, y: 0, width: 393, height: 666))
        let opaque = try load(BarsTests.pinned.replacingOccurrences(of: "super.viewDidLoad()", with: """
            super.viewDidLoad()
                    navigationController?.navigationBar.isTranslucent = false
            """) + "\n" + delegate)
        #expect(opaque.errors.isEmpty, "\(opaque.messages)")
        #expect(opaque.frame("view") == Rect(x: 0, y: 103, width: 393, height: 749))
        #expect(opaque.frame("list") == Rect(x: 0, y: 0, width: 393, height: 666))
    }

    /// A declared navigation controller a delegate makes around the screen
    /// is not the screen presented: the one inside is, under its bar, with
    /// the large titles the container's own code asks for.
    @Test func aDeclaredNavigationControllerAroundTheScreen() throws {
        let loaded = try load("""
            final class MainNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.prefersLargeTitles = true
                }
            }
            """ + "\n" + BarsTests.sceneDelegate(root: "MainNavigationController(rootViewController: FeedViewController())")
            + "\n" + BarsTests.pinned)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.interpreter.presentedName == "FeedViewController")
        #expect(loaded.frame("list") == Rect(x: 0, y: 155, width: 393, height: 663))
    }

    /// Frame code reads the bars' frames to stay clear of them: the
    /// navigation bar below the status bar, the tab bar with the home
    /// indicator's strip; a bar not shown has no height.
    @Test func frameCodeReadsTheBarsFrames() throws {
        let screen = """
            class BannerViewController: UIViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let top = navigationController?.navigationBar.frame.maxY ?? view.safeAreaInsets.top
                    let bottom = tabBarController?.tabBar.frame.size.height ?? 0
                    banner.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top - bottom)
                }
            }
            """
        let tabbed = try load(screen + "\n" + BarsTests.sceneDelegate(
            "let tabs = UITabBarController()",
            "tabs.viewControllers = [UINavigationController(rootViewController: BannerViewController())]", root: "tabs"))
        #expect(tabbed.errors.isEmpty, "\(tabbed.messages)")
        #expect(tabbed.frame("banner") == Rect(x: 0, y: 103, width: 393, height: 666))
        let bare = try load(screen)
        #expect(bare.errors.isEmpty, "\(bare.messages)")
        #expect(bare.frame("banner") == Rect(x: 0, y: 59, width: 393, height: 793))
    }
}
