import Shell
import Testing

/// Turning the device with a view controller on screen. Apple's
/// documentation of `viewWillTransition(to:with:)`: "UIKit calls this
/// method before changing the size of a presented view controller's
/// view"; the coordinator's `animate(alongsideTransition:completion:)`
/// runs its animation block with the change and its completion after it;
/// `traitCollectionDidChange(_:)` follows a change of size class (an
/// iPhone 15 in landscape has a compact height).
@Suite struct RotationTests {
    static let controller = """
        class SplitViewController: UIViewController {
            let side = UIView()
            var top: NSLayoutConstraint!
            var leading: NSLayoutConstraint!
            var portrait: [NSLayoutConstraint] = []
            var landscape: [NSLayoutConstraint] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                side.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(side)
                top = side.topAnchor.constraint(equalTo: view.topAnchor)
                leading = side.leadingAnchor.constraint(equalTo: view.leadingAnchor)
                portrait = [side.widthAnchor.constraint(equalTo: view.widthAnchor), side.heightAnchor.constraint(equalToConstant: 100)]
                landscape = [side.widthAnchor.constraint(equalToConstant: 200), side.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
                NSLayoutConstraint.activate([top, leading])
                apply(traitCollection)
            }

            private func apply(_ traits: UITraitCollection) {
                if traits.verticalSizeClass == .compact {
                    NSLayoutConstraint.deactivate(portrait)
                    NSLayoutConstraint.activate(landscape)
                } else {
                    NSLayoutConstraint.deactivate(landscape)
                    NSLayoutConstraint.activate(portrait)
                }
            }

            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
                    apply(traitCollection)
                }
            }

            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { _ in
                    self.top.constant = size.width > size.height ? 10 : 0
                }, completion: { _ in
                    self.leading.constant = 20
                })
            }
        }
        """

    @Test func aControllerSwapsItsConstraintsWhenTheDeviceTurns() throws {
        let (session, _) = try FidelityTests.session(Self.controller)
        FidelityTests.expect(session, "side.frame == (0, 0, 393, 100)")
        let turned = session.handle(":rotate")
        #expect(!turned.failed, "\(turned.errors)")
        #expect(turned.lines.contains("ran viewWillTransition(to:with:), traitCollectionDidChange(_:) of SplitViewController"),
                "\(turned.lines)")
        // The landscape constraints, the alongside block's top and the completion's leading.
        FidelityTests.expect(session, "side.frame == (20, 10, 200, 383)", "no broken", "no ambiguous")
        _ = session.handle(":rotate")
        FidelityTests.expect(session, "side.frame == (20, 0, 393, 100)", "no broken")
        _ = session.handle(":undo")
        FidelityTests.expect(session, "side.frame == (20, 10, 200, 383)")
    }

    /// `viewSafeAreaInsetsDidChange()` runs when the view comes into the
    /// window and when the device turns (the insets change: bottom 34, then
    /// 21), and the orientation reads as the device's; Apple's documentation
    /// of both methods and of `UIDevice.orientation`.
    @Test func safeAreaAndOrientationFollowTheTurn() throws {
        let (session, lines) = try FidelityTests.session("""
            final class BarViewController: UIViewController {
                private let bar = UIView(), sidebar = UIView()
                private var barHeight: NSLayoutConstraint!
                private var sidebarWidth: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [bar, sidebar].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
                    barHeight = bar.heightAnchor.constraint(equalToConstant: 64)
                    sidebarWidth = sidebar.widthAnchor.constraint(equalToConstant: 0)
                    NSLayoutConstraint.activate([
                        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor), bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bar.bottomAnchor.constraint(equalTo: view.bottomAnchor), barHeight,
                        sidebar.topAnchor.constraint(equalTo: view.topAnchor), sidebar.heightAnchor.constraint(equalToConstant: 100),
                        sidebar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor), sidebarWidth,
                    ])
                }
                override func viewSafeAreaInsetsDidChange() {
                    super.viewSafeAreaInsetsDidChange()
                    barHeight.constant = 64 + view.safeAreaInsets.bottom
                }
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    // The device has turned already here; the interface turns in the animation.
                    let turned = UIDevice.current.orientation.isLandscape
                    coordinator.animate(alongsideTransition: { _ in
                        let wide = turned && self.view.window?.windowScene?.interfaceOrientation.isLandscape == true
                        self.sidebarWidth.constant = wide ? 280 : 0
                    })
                }
            }
            """)
        #expect(lines.first?.contains("viewSafeAreaInsetsDidChange()") == true, "\(lines)")
        FidelityTests.expect(session, "bar.frame == (0, 754, 393, 98)", "sidebar.frame == (0, 0, 0, 100)")
        let turned = session.handle(":rotate")
        #expect(turned.lines.contains { $0.hasPrefix("ran viewWillTransition(to:with:), viewSafeAreaInsetsDidChange()") }, "\(turned.lines)")
        FidelityTests.expect(session, "bar.frame == (0, 308, 852, 85)", "sidebar.frame == (59, 0, 280, 100)")
        _ = session.handle(":rotate")
        FidelityTests.expect(session, "bar.frame == (0, 754, 393, 98)", "sidebar.frame == (0, 0, 0, 100)")
    }

    /// An iPad keeps its size classes when it turns: only the size's methods run.
    @Test func sizeClassesThatStayCallNoTraitMethod() throws {
        let session = try Session()
        #expect(!session.handle(":device ipad").failed)
        _ = session.handle(Self.controller)
        let turned = session.handle(":rotate")
        #expect(turned.lines.contains("ran viewWillTransition(to:with:) of SplitViewController"), "\(turned.lines)")
        FidelityTests.expect(session, "side.frame == (20, 10, 1180, 100)")
    }

    /// A statement of those methods that fails is reported with its place, and the device turns.
    @Test func aFailingStatementIsReportedAndTheDeviceStillTurns() throws {
        let (session, _) = try FidelityTests.session("""
            class Broken: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    view.addSubview(nosuchview)
                }
            }
            """)
        let turned = session.handle(":rotate")
        #expect(turned.failed)
        #expect(turned.errors.joined().contains("nosuchview"))
        #expect(turned.lines.first == "landscape 852x393", "\(turned.lines)")
    }

    /// iOS 17's `registerForTraitChanges(_:handler:)`: the handler runs when
    /// a size class it names changes (the vertical one, turning an iPhone),
    /// with the controller as its `self`.
    @Test func registeredTraitHandlersRunWhenTheirTraitChanges() throws {
        let (session, _) = try FidelityTests.session("""
            final class FormViewController: UIViewController {
                let title1 = UILabel(), field = UIView()
                var gap: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title1.text = "Sign up"
                    [title1, field].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
                    gap = field.topAnchor.constraint(equalTo: title1.bottomAnchor, constant: 32)
                    NSLayoutConstraint.activate([
                        title1.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
                        title1.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        field.widthAnchor.constraint(equalToConstant: 100), field.heightAnchor.constraint(equalToConstant: 44), gap,
                    ])
                    registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
                        self.gap.constant = self.traitCollection.verticalSizeClass == .compact ? 12 : 32
                    }
                    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
                        self.gap.constant = 500
                    }
                }
            }
            """)
        let turned = session.handle(":rotate")
        #expect(turned.lines.contains("ran registerForTraitChanges handlers of FormViewController"), "\(turned.lines)")
        #expect(!session.handle(":expect field.frame == (0, 56.333333, 100, 44)").failed, "24 + 20.33 + 12")
    }
}
