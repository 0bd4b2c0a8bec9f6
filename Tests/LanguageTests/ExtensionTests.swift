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
}
