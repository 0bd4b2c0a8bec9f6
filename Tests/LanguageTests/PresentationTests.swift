import Testing
@testable import Language
import LayoutModel

/// Whole files: imports, modules of several files, view controllers
/// presented as UIKit presents them.
@Suite struct PresentationTests {
    /// A UIKit controller made in code (a SwiftUI host, a plain child) is a
    /// child whose view is a plain view, named after what holds it; the
    /// constraints that name it keep the layout around it.
    @Test func aHostingControllersViewIsAPlainChildView() throws {
        let loaded = try load("""
            import SwiftUI
            struct Badge: View { var body: some View { Text("New") } }
            final class Host: UIViewController {
                private let header = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.text = "Hosted"
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    let host = UIHostingController(rootView: Badge())
                    addChild(host)
                    host.view.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(host.view)
                    host.didMove(toParent: self)
                    let plain = UIViewController()
                    addChild(plain)
                    view.addSubview(plain.view)
                    plain.view.frame = CGRect(x: 0, y: 700, width: 100, height: 50)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        host.view.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                        host.view.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                        host.view.widthAnchor.constraint(equalToConstant: 80),
                        host.view.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.notes.contains { $0.contains("a UIHostingController's view is laid out as a plain view") }, "\(loaded.notes)")
        #expect(loaded.frame("header")?.minY == 75)
        #expect(loaded.frame("host.view") == Rect(x: 20, y: 103.333333, width: 80, height: 30))
        #expect(loaded.frame("plain.view") == Rect(x: 0, y: 700, width: 100, height: 50))
    }

    /// A child controller held in a lazy property is named after it, not
    /// after its type: its view is `badgeHost.view`, as the code reads it.
    @Test func aChildControllersViewIsNamedAfterItsProperty() throws {
        let loaded = try load("""
            import SwiftUI
            struct Badge: View { var body: some View { Circle() } }
            final class InboxViewController: UIViewController {
                private lazy var badgeHost = UIHostingController(rootView: Badge())
                private let details = makeDetails()
                private static func makeDetails() -> UIViewController {
                    let controller = UIViewController()
                    return controller
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(badgeHost)
                    view.addSubview(badgeHost.view)
                    badgeHost.view.frame = CGRect(x: 10, y: 100, width: 24, height: 24)
                    addChild(details)
                    view.addSubview(details.view)
                    details.view.frame = CGRect(x: 0, y: 200, width: 393, height: 100)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("badgeHost.view") == Rect(x: 10, y: 100, width: 24, height: 24))
        #expect(loaded.frame("details.view") == Rect(x: 0, y: 200, width: 393, height: 100))
    }

    /// A storyboard's controller: its outlets are nil (layoutsh reads no
    /// storyboard), which one note says, and the views its code makes are
    /// laid out.
    @Test func outletsAreNotedAsComingFromAStoryboard() throws {
        let loaded = try load("""
            class DetailViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private weak var imageHeight: NSLayoutConstraint?
                @IBOutlet var rows: [UIView]!
                let footer = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Detail"
                    imageHeight?.constant = 200
                    footer.text = "Added in code"
                    footer.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(footer)
                    footer.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8).isActive = true
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.notes.filter { $0.contains("outlets") } == [
            "note: DetailViewController's outlets (titleLabel, imageHeight and rows) come from a storyboard or nib, "
                + "which layoutsh does not read: they are nil here, and what the code does with them is skipped",
        ], "\(loaded.notes)")
        #expect(loaded.frame("footer")?.maxY == 810)
    }

    @Test func aControllerWithAnExtensionAfterItIsPresented() throws {
        let loaded = try load("""
            import UIKit
            import SnapKit

            final class HomeViewController: UIViewController {
                private let banner = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    layoutBanner()
                }
            }

            private extension HomeViewController {
                func layoutBanner() {
                    banner.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide).offset(Layout.gap)
                        make.leading.trailing.equalToSuperview().inset(Layout.gap)
                        make.height.equalTo(120)
                    }
                }
                enum Layout { static let gap: CGFloat = 12 }
            }
            """)
        #expect(loaded.errors.isEmpty)
        // 59 + 12 from the top; 12 in from each side of 393.
        #expect(loaded.frame("banner") == Rect(x: 12, y: 71, width: 369, height: 120))
        #expect(loaded.notes.contains("presented HomeViewController (ran viewDidLoad())"))
    }

    /// A UITableViewController's tableView is a UITableView filling the
    /// root view: the table's properties are kept on it, its content
    /// insets are added to the safe area's (59 + 8 above, 34 + 8 below),
    /// and the file loads whole.
    @Test func aTableViewControllersTableTakesTheTablesProperties() throws {
        let loaded = try load("""
            import UIKit

            class SettingsTableViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                    tableView.estimatedRowHeight = 64
                    tableView.rowHeight = UITableView.automaticDimension
                    tableView.separatorStyle = .none
                    tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
                    tableView.tableFooterView = UIView()
                }
            }
            """)
        #expect(loaded.messages.isEmpty, "\(loaded.messages)")
        let layout = loaded.engine.layout
        let table = try #require(layout.view(named: "tableView"))
        #expect(layout[table].typeName == "UITableView" && layout[table].superview == layout.root)
        #expect(layout[table].table?.estimatedRowHeight == 64 && layout[table].table?.rowHeight == nil
                && layout[table].table?.hasSeparators == false)
        #expect(loaded.frame("tableView") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(loaded.engine.adjustedContentInset(of: table) == EdgeInsets(top: 67, left: 0, bottom: 42, right: 0))
        #expect(loaded.notes.first == "presented SettingsTableViewController (ran viewDidLoad())")
        // A presented controller's colours and titles are not each noted: one line names them.
        #expect(!loaded.notes.contains { $0.contains("does not affect layout;") }, "\(loaded.notes)")
        #expect(loaded.notes.filter { $0.contains("not affect layout") }
                == ["note: 1 member that does not affect layout ignored: title"], "\(loaded.notes)")
    }

    /// What the presented controller's methods note reaches the user: an
    /// image whose size layoutsh cannot know, made in viewDidLoad.
    @Test func notesOfThePresentedMethodsAreKept() throws {
        let loaded = try load("""
            import UIKit
            final class WelcomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let logo = UIImageView(image: UIImage(named: "logo"))
                    view.addSubview(logo)
                }
            }
            """)
        #expect(loaded.messages.isEmpty)
        #expect(loaded.notes.first == "presented WelcomeViewController (ran viewDidLoad())")
        #expect(loaded.notes.contains { $0.contains("does not know the size of UIImage(named: \"logo\")") }, "\(loaded.notes)")
    }

    @Test func filesLoadedTogetherAreOneModule() throws {
        let helpers = """
            import UIKit
            extension UIView {
                func addSubviews(_ views: UIView...) { views.forEach { addSubview($0) } }
                func pin(to other: UIView, inset: CGFloat = 0) {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
                        leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
                        trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
                        bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
                    ])
                }
            }
            """
        let base = """
            class BaseViewController: UIViewController {
                let content = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubviews(content)
                    content.pin(to: view, inset: contentInset)
                    setupViews()
                }
                var contentInset: CGFloat { 0 }
                func setupViews() {}
            }
            """
        let screen = """
            final class DetailViewController: BaseViewController {
                let footer = UIView()
                override var contentInset: CGFloat { 20 }
                override func setupViews() {
                    content.addSubviews(footer)
                    footer.pin(to: content, inset: 10)
                }
            }
            """
        let loaded = try load(helpers, base, screen)
        #expect(loaded.errors.isEmpty)
        // The subclass is presented, not its base: its override of contentInset counts.
        #expect(loaded.interpreter.presentedName == "DetailViewController")
        #expect(loaded.frame("content") == Rect(x: 20, y: 20, width: 353, height: 812))
        #expect(loaded.frame("footer") == Rect(x: 10, y: 10, width: 333, height: 792))
    }

    @Test func lifecycleMethodsRunInUIKitsOrder() throws {
        let loaded = try load("""
            class Steps: UIViewController {
                var order: [String] = []
                let marker = UIView()
                override func loadView() { super.loadView(); order.append("loadView") }
                override func viewDidLoad() { order.append("viewDidLoad"); view.addSubview(marker) }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); order.append("viewWillAppear") }
                override func updateViewConstraints() {
                    order.append("updateViewConstraints")
                    marker.snp.remakeConstraints { $0.size.equalTo(order.count * 10) }
                    super.updateViewConstraints()
                }
                override func viewWillLayoutSubviews() { order.append("viewWillLayoutSubviews") }
                override func viewDidLayoutSubviews() {
                    order.append("viewDidLayoutSubviews")
                    marker.frame = CGRect(x: CGFloat(order.count), y: 0, width: 1, height: 1)
                }
            }
            """)
        #expect(loaded.errors.isEmpty)
        // updateViewConstraints ran fourth (size 40); viewDidLayoutSubviews sixth.
        #expect(loaded.frame("marker")?.size == Size(width: 40, height: 40))
        #expect(loaded.notes.first == "presented Steps (ran loadView(), viewDidLoad(), viewWillAppear(), updateViewConstraints(), viewWillLayoutSubviews(), viewDidLayoutSubviews())")
    }

    @Test func setNeedsUpdateConstraintsRunsTheConstraintPassAgain() throws {
        var loaded = try load("""
            final class Badge: UIView {
                var side: CGFloat = 20 { didSet { setNeedsUpdateConstraints() } }
                private var sizeConstraint: Constraint?
                override func updateConstraints() {
                    if let sizeConstraint {
                        sizeConstraint.update(offset: side)
                    } else {
                        snp.makeConstraints { sizeConstraint = $0.size.equalTo(side).constraint }
                    }
                    super.updateConstraints()
                }
            }
            final class Screen: UIViewController {
                let badge = Badge()
                var expanded = false
                override func viewDidLoad() {
                    view.addSubview(badge)
                    badge.snp.makeConstraints { $0.top.left.equalToSuperview() }
                }
                override func updateViewConstraints() {
                    badge.snp.updateConstraints { $0.top.equalToSuperview().offset(expanded ? 100 : 10) }
                    super.updateViewConstraints()
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("badge") == Rect(x: 0, y: 10, width: 20, height: 20))
        // After presentation: a statement that asks for a constraint pass gets one as it ends.
        let errors = loaded.interpreter.run("""
            badge.side = 44
            expanded = true
            view.setNeedsUpdateConstraints()
            """, file: "later.swift", engine: loaded.engine)
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        #expect(loaded.frame("badge") == Rect(x: 0, y: 100, width: 44, height: 44))
    }

    @Test func mainQueueBlocksRunAfterThePresentation() throws {
        let loaded = try load("""
            class Chat: UIViewController {
                let composer = UIView()
                var log: [String] = []
                override func viewDidLoad() {
                    view.addSubview(composer)
                    composer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                    DispatchQueue.main.async { [weak self] in
                        guard let self = self else { return }
                        self.log.append("async")
                        self.composer.frame = CGRect(x: 0, y: 0, width: CGFloat(self.log.count) * 100, height: 10)
                    }
                }
                override func viewDidAppear(_ animated: Bool) { log.append("appeared") }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // The block ran after viewDidAppear: "appeared", then "async", so two entries.
        #expect(loaded.frame("composer") == Rect(x: 0, y: 0, width: 200, height: 10))
    }

    @Test func aBadStatementInViewDidLoadCostsOnlyThatStatement() throws {
        let loaded = try load("""
            class Form: UIViewController {
                let top = UIView()
                let bottom = UIView()
                override func viewDidLoad() {
                    view.addSubview(top)
                    top.snp.makeConstraints { $0.top.left.equalToSuperview(); $0.size.equalTo(50) }
                    bottom.snp.makeConstraints { $0.top.equalTo(top.snp.bottom) }
                    view.addSubview(bottom)
                    bottom.snp.makeConstraints { $0.top.equalTo(top.snp.bottom); $0.left.equalToSuperview(); $0.size.equalTo(20) }
                }
            }
            """)
        // The first makeConstraints on bottom fails (not in the hierarchy yet): reported, skipped; the rest runs.
        #expect(loaded.messages.count == 1)
        #expect(loaded.messages.first?.contains("no common ancestor") == true)
        #expect(loaded.errors.first?.range.start.line == 7)
        #expect(loaded.frame("top") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(loaded.frame("bottom") == Rect(x: 0, y: 50, width: 20, height: 20))
    }

    @Test func viewsInClosureInitialisedPropertiesAreNamedAfterTheProperty() throws {
        let loaded = try load("""
            class Profile: UIViewController {
                private let avatarView: UIView = {
                    let v = UIView()
                    v.layer.cornerRadius = 20
                    return v
                }()
                private lazy var nameBadge: UIView = makeBadge()
                private func makeBadge() -> UIView {
                    let badge = UIView()
                    badge.backgroundColor = .red
                    return badge
                }
                override func viewDidLoad() {
                    [avatarView, nameBadge].forEach(view.addSubview)
                }
            }
            """)
        #expect(loaded.errors.isEmpty)
        #expect(loaded.has("avatarView") && loaded.has("nameBadge"))
        #expect(!loaded.has("v") && !loaded.has("badge"))
    }

    @Test func aPastedViewDidLoadRunsAsTheControllers() throws {
        let loaded = try load("""
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.snp.makeConstraints { make in
                    make.center.equalToSuperview()
                    make.size.equalTo(100)
                }
            }
            """)
        #expect(loaded.errors.isEmpty)
        #expect(loaded.notes.contains("ran viewDidLoad() as the view controller's"))
        #expect(loaded.frame("card") == Rect(x: 146.5, y: 376, width: 100, height: 100))
    }

    @Test func aSyntaxErrorCostsOnlyItsOwnDeclaration() throws {
        let loaded = try load("""
            import UIKit
            let ok = UIView()
            view.addSubview(ok)
            func broken( {
            }
            ok.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            """)
        #expect(loaded.errors.count == 1)
        #expect(loaded.errors.first?.range.start.line == 4)
        #expect(loaded.frame("ok") == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    /// A view controller's root view, a child's as much as the presented
    /// one's, has the system's margins: 16 at the sides of a compact width,
    /// none at the top and bottom; margins code sets are kept where they are
    /// wider (`systemMinimumLayoutMargins`).
    @Test func controllerRootViewsHaveTheSystemsMargins() throws {
        let loaded = try load("""
            final class Card: UIViewController {
                let title = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title.text = "Card"
                    title.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(title)
                    title.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).isActive = true
                    title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
                }
            }
            final class Screen: UIViewController {
                let mark = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.layoutMargins = UIEdgeInsets(top: 10, left: 40, bottom: 0, right: 4)
                    mark.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(mark)
                    NSLayoutConstraint.activate([
                        mark.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                        mark.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        mark.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        mark.heightAnchor.constraint(equalToConstant: 10),
                    ])
                    let card = Card()
                    addChild(card)
                    view.addSubview(card.view)
                    card.view.frame = CGRect(x: 0, y: 300, width: 393, height: 200)
                    card.didMove(toParent: self)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // The root: the safe area (59 at the top), then 10 set at the top, 40 set on the left, 16 (not 4) on the right.
        #expect(loaded.frame("mark") == Rect(x: 40, y: 69, width: 393 - 40 - 16, height: 10))
        // The child's root view: 16 at the side, none at the top.
        #expect(loaded.frame("title")?.origin == Point(x: 16, y: 0))
    }

    /// Of several view controllers, the one presented is not one another
    /// declared controller makes (its children, the screens it shows),
    /// though those are declared after it.
    @Test func aControllerAnotherMakesIsNotTheOnePresented() throws {
        let loaded = try load("""
            final class ContainerViewController: UIViewController {
                private lazy var summary = SummaryViewController()
                private lazy var details: DetailsViewController = { DetailsViewController.init() }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(summary)
                    view.addSubview(summary.view)
                    summary.view.frame = CGRect(x: 0, y: 100, width: 393, height: 300)
                    summary.didMove(toParent: self)
                }
            }
            final class SummaryViewController: UIViewController {
                let title1 = UILabel()
                override func viewDidLoad() { super.viewDidLoad(); title1.text = "Summary"; view.addSubview(title1) }
            }
            final class DetailsViewController: UIViewController {}
            final class CatalogCell: UITableViewCell {}
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.interpreter.presented.map { loaded.interpreter.objects[$0.index].typeName } == "ContainerViewController")
        #expect(loaded.frame("summary.view") == Rect(x: 0, y: 100, width: 393, height: 300))
        #expect(Interpreter.makes("Summary", in: "let s = SummaryView()") == false)
        #expect(Interpreter.makes("SummaryView", in: "let s = MySummaryView(); let t = SummaryView<Int>()"))
        #expect(Interpreter.makes("", in: "let s = SummaryView()") == false)
    }

    /// A scene delegate that sets up tabs of navigation controllers: the
    /// first screen it makes is presented, not the last declared.
    @Test func theFirstScreenASceneDelegateMakesIsPresented() throws {
        let loaded = try load("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()),
                                            UINavigationController(rootViewController: SettingsViewController())]
                    window?.rootViewController = tabs
                }
            }
            class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
                }
            }
            class SettingsViewController: UIViewController {}
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.interpreter.presented.map { loaded.interpreter.objects[$0.index].typeName } == "FeedViewController")
        #expect(!loaded.notes.contains { $0.contains("UITabBarItem") }, "\(loaded.notes)")
    }

    /// A declared page view controller shows the page it was given, a tab
    /// bar controller its first tab, a navigation controller the top of its
    /// stack: that controller's view fills the container's.
    @Test func containerControllersShowTheirController() throws {
        let pages = """
            final class Page: UIViewController {
                let name: String
                init(name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = name
                    view.addSubview(label)
                }
            }
            """
        let paged = try load(pages + "\n" + """
            final class Onboarding: UIPageViewController, UIPageViewControllerDataSource {
                let first = Page(name: "first")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource = self
                    setViewControllers([first, Page(name: "second")], direction: .forward, animated: false, completion: nil)
                }
                func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { nil }
                func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { nil }
            }
            """)
        #expect(paged.errors.isEmpty, "\(paged.messages)")
        #expect(paged.frame("first.view") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(paged.engine.layout.view(named: "label").map { paged.engine.layout[$0].text.string } == "first")
        let stacked = try load(pages + "\n" + """
            final class Flow: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([Page(name: "root")], animated: false)
                    pushViewController(Page(name: "detail"), animated: false)
                }
            }
            """)
        #expect(stacked.errors.isEmpty, "\(stacked.messages)")
        let shown = stacked.engine.layout.root.flatMapSubviews(stacked.engine.layout)
        #expect(shown == ["page.view_2"], "\(shown)")
        let tabbed = try load(pages + "\n" + """
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [Page(name: "home"), Page(name: "search")]
                }
            }
            """)
        #expect(tabbed.errors.isEmpty, "\(tabbed.messages)")
        #expect(tabbed.engine.layout.root.flatMapSubviews(tabbed.engine.layout) == ["page.view"])
    }
}

private extension ViewID {
    /// The names of the root's subviews, in order.
    func flatMapSubviews(_ layout: Layout) -> [String] { layout[self].subviews.map { layout[$0].name } }
}
