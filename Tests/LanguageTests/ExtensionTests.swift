import Testing
@testable import Language
import LayoutModel

/// Extensions of UIKit's types as real code writes them: helpers on
/// NSLayoutConstraint that read `self`'s members bare, initializers of
/// geometry values, static view factories named with a leading dot.
@Suite struct ExtensionTests {
    @Test func helpersOnUIKitTypesAndTheirValues() throws {
        let loaded = try load("""
            extension NSLayoutConstraint {
                func withPriority(_ value: UILayoutPriority) -> NSLayoutConstraint {
                    priority = value
                    return self
                }
                @discardableResult func activated() -> NSLayoutConstraint { isActive = true; return self }
            }
            extension UIEdgeInsets {
                init(all: CGFloat) { self.init(top: all, left: all, bottom: all, right: all) }
                init(horizontal: CGFloat, vertical: CGFloat) { self = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal) }
            }
            extension UIView {
                static func hairline() -> UIView {
                    let line = UIView()
                    line.heightAnchor.constraint(equalToConstant: 1).isActive = true
                    return line
                }
                static var spacer: UIView { UIView() }
            }
            final class SettingsViewController: UIViewController {
                let title1 = UILabel(), footer = UILabel(), card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title1.text = "Settings"
                    footer.text = "Version 2"
                    let stack = UIStackView(arrangedSubviews: [title1, .hairline(), footer, .spacer])
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).activated()
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).activated()
                    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).withPriority(.defaultHigh).activated()
                    card.frame = CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: UIEdgeInsets(all: 8))
                    view.addSubview(card)
                    card.frame = card.frame.inset(by: UIEdgeInsets(horizontal: 4, vertical: 2))
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // The trailing edge at 750 outranks the labels' hugging (250): the stack is 361 wide.
        #expect(loaded.frame("stack") == Rect(x: 16, y: 100, width: 361, height: 41.666667))
        #expect(loaded.frame("footer")?.minY == 21.333333, "after the title and the one-point hairline")
        #expect(loaded.frame("card") == Rect(x: 12, y: 10, width: 76, height: 80))
    }

    /// Design tokens declared as statics of UIKit's and Core Graphics'
    /// types are read with a leading dot where the type is implied.
    @Test func designTokensInExtensions() throws {
        let loaded = try load("""
            extension CGFloat { static let gutter: CGFloat = 20 }
            extension UIEdgeInsets { static let card = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12) }
            final class CardViewController: UIViewController {
                let stack = UIStackView(), a = UIView(), b = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.spacing = .gutter
                    stack.isLayoutMarginsRelativeArrangement = true
                    stack.layoutMargins = .card
                    [a, b].forEach { stack.addArrangedSubview($0); $0.heightAnchor.constraint(equalToConstant: 40).isActive = true }
                    stack.frame = CGRect(x: 0, y: 100, width: 393, height: 124)
                    view.addSubview(stack)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("b") == Rect(x: 12, y: 72, width: 369, height: 40), "12 + 40 + 20 down, 12 in")
    }

    /// Declarations that name UIKit's own members keep them: a protocol
    /// listing the anchors (adopted by UIView so that helpers take a view
    /// or a guide) states requirements, not implementations; and a
    /// variadic `activate` beside UIKit's array one takes only what an
    /// array cannot be, as Swift's overload resolution picks.
    @Test func declarationsBesideUIKitsMembersKeepThem() throws {
        let loaded = try load("""
            protocol Anchorable {
                var topAnchor: NSLayoutYAxisAnchor { get }
                var leadingAnchor: NSLayoutXAxisAnchor { get }
                func pin(to other: Anchorable)
            }
            extension UIView: Anchorable {
                func pin(to other: Anchorable) {
                    NSLayoutConstraint.activate(
                        topAnchor.constraint(equalTo: other.topAnchor, constant: 100),
                        leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 10))
                }
            }
            extension UILayoutGuide: Anchorable {
                func pin(to other: Anchorable) {}
            }
            extension NSLayoutConstraint {
                static func activate(_ constraints: NSLayoutConstraint...) {
                    activate(constraints)
                }
            }
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.pin(to: view)
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40)])
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("box") == Rect(x: 10, y: 100, width: 50, height: 40))
    }

    /// Factories and helpers in the styles of view-code projects: a static
    /// factory returning `Self` (`self.init()`, `Self()`, `self.init(frame:)`),
    /// a geometry extension reading its own members bare, and a generic
    /// maker whose trailing closure passes over a defaulted type parameter.
    @Test func factoriesReturningSelfAndHelpersReadingSelf() throws {
        let loaded = try load("""
            extension UIView {
                static func autolayout() -> Self {
                    let view = self.init()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    return view
                }
                class func framed(_ side: CGFloat) -> Self { Self(frame: CGRect(x: 0, y: 300, width: side, height: side)) }
            }
            extension UIEdgeInsets {
                var vertical: CGFloat { top + bottom }
            }
            func make<T: UIView>(_ type: T.Type = T.self, configure: (T) -> Void = { _ in }) -> T {
                let view = T()
                view.translatesAutoresizingMaskIntoConstraints = false
                configure(view)
                return view
            }
            let insets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
            let badge = UILabel.autolayout()
            badge.text = "World"
            view.addSubview(badge)
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: insets.vertical).isActive = true
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let title: UILabel = make { $0.text = "World" }
            view.addSubview(title)
            title.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let square = UIView.framed(40)
            view.addSubview(square)
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        let badge = try #require(loaded.frame("badge"))
        #expect(badge.minY == 30 && badge.width > 0)
        // The title below the badge, the same text at the same size.
        #expect(loaded.frame("title") == Rect(x: 0, y: 50.333333, width: badge.width, height: badge.height))
        #expect(loaded.frame("square") == Rect(x: 0, y: 300, width: 40, height: 40))
    }
}
