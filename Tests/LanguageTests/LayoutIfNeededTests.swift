import Testing
@testable import Language
import LayoutModel

/// `layoutIfNeeded()` lays out at once: code after it in the same method
/// reads the new frames, as the expand-then-place idiom relies on.
/// Source: Apple's documentation of `layoutIfNeeded()` ("lays out the
/// subviews immediately, if layout updates are pending").
@Suite struct LayoutIfNeededTests {
    @Test func framesReadAfterItAreTheNewLayouts() throws {
        let loaded = try load("""
            import UIKit

            final class ExpandViewController: UIViewController {
                private let box = UIView()
                private let title = UILabel()
                private let below = UIView()
                private let beside = UIView()
                private var heightConstraint: NSLayoutConstraint!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    title.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    view.addSubview(title)
                    view.addSubview(below)
                    view.addSubview(beside)
                    heightConstraint = box.heightAnchor.constraint(equalToConstant: 100)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.widthAnchor.constraint(equalToConstant: 200),
                        heightConstraint,
                        title.topAnchor.constraint(equalTo: box.bottomAnchor),
                        title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    ])
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    heightConstraint.constant = 300
                    title.text = "Hello"
                    UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
                    below.frame = CGRect(x: 0, y: box.frame.maxY, width: 10, height: 10)
                    beside.frame = CGRect(x: title.frame.maxX, y: title.frame.minY, width: 10, height: 10)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // 59 + 300; the title below the box, as wide as the text model measures "Hello".
        #expect(loaded.frame("box") == Rect(x: 0, y: 59, width: 200, height: 300))
        #expect(loaded.frame("below") == Rect(x: 0, y: 359, width: 10, height: 10))
        let title = try #require(loaded.frame("title"))
        #expect(title.minY == 359 && title.width > 0)
        #expect(loaded.frame("beside") == Rect(x: title.maxX, y: 359, width: 10, height: 10))
    }
}
