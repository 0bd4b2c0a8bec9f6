import Testing
@testable import Language
import LayoutModel

/// Code written for a playground or in a functional style: the controller
/// the file makes itself is the one presented, and functions named with
/// their labels are values.
@Suite struct PlaygroundTests {
    /// A playground makes its controller at the top level and shows it:
    /// that instance is presented (its badges made once, by its stored
    /// property), not a second one beside it. Setting its view's frame to
    /// another size is noted, with the `:device` that would lay it out so.
    @Test func theControllerTheFileMakesIsTheOnePresented() throws {
        let loaded = try load("""
            import UIKit
            import PlaygroundSupport

            final class Badge: UIView {
                init(title: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }

            final class CardViewController: UIViewController {
                let badges = ["New", "Sale"].map(Badge.init(title:))
                let stack = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    badges.forEach(stack.addArrangedSubview(_:))
                }
            }

            let card = CardViewController()
            card.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            PlaygroundPage.current.liveView = card
            """)
        #expect(loaded.errors.isEmpty)
        let layout = loaded.engine.layout
        let badges = layout.views.filter { $0.name.hasPrefix("Badge") }
        #expect(badges.count == 2)
        #expect(badges.allSatisfy { $0.superview == layout.view(named: "stack") })
        #expect(loaded.notes.contains { $0.contains("`:device 375x667`") })
        #expect(loaded.notes.contains("presented CardViewController (ran viewDidLoad())"))
    }

    /// `T.init(label:)` and `object.method(_:)` named without a call are
    /// closures that call them with those labels.
    @Test func aFunctionNamedWithItsLabelsIsAClosure() throws {
        let loaded = try load("""
            import UIKit

            struct Spacer {
                let height: CGFloat
                init(points: CGFloat) { height = points }
            }

            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let spacers = [8, 16].map(Spacer.init(points:))
                    let column = UIStackView()
                    column.axis = .vertical
                    column.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(column)
                    column.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    column.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    let boxes = spacers.map { _ in UIView() }
                    boxes.forEach(column.addArrangedSubview(_:))
                    zip(boxes, spacers).forEach { box, spacer in
                        box.heightAnchor.constraint(equalToConstant: spacer.height).isActive = true
                    }
                }
            }
            """)
        #expect(loaded.errors.isEmpty)
        let layout = loaded.engine.layout
        let column = try #require(layout.views.first { $0.kind == .stackView })
        let heights = column.subviews.compactMap { loaded.engine.frame(of: $0)?.height }
        #expect(heights == [8, 16])
    }
}
