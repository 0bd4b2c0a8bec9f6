import Testing
@testable import Language
import LayoutModel

/// `layoutIfNeeded()` lays out at once: code after it in the same method
/// reads the new frames, as the expand-then-place idiom relies on; and
/// code maps frames between views with `convert`.
/// Source: Apple's documentation of `layoutIfNeeded()` ("lays out the
/// subviews immediately, if layout updates are pending").
@Suite struct ReadingLayoutTests {
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

    /// `convert(_:to:)` and `convert(_:from:)` map between views' bounds as
    /// last laid out, nil being the window, a scroll view's bounds moved by
    /// its offset: a tooltip under a button in a card, a marker beside a
    /// row scrolled up by 50.
    @Test func convertMapsBetweenTheViewsBounds() throws {
        let loaded = try load("""
            final class TooltipViewController: UIViewController {
                private let card = UIView(), infoButton = UIView(), tooltip = UIView()
                private let scroll = UIScrollView(), row = UIView(), marker = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.frame = CGRect(x: 20, y: 79, width: 353, height: 120)
                    infoButton.frame = CGRect(x: 16, y: 16, width: 40, height: 30)
                    view.addSubview(card)
                    card.addSubview(infoButton)
                    scroll.frame = CGRect(x: 0, y: 300, width: 393, height: 200)
                    scroll.contentSize = CGSize(width: 393, height: 1000)
                    scroll.contentOffset = CGPoint(x: 0, y: 50)
                    row.frame = CGRect(x: 10, y: 100, width: 100, height: 40)
                    view.addSubview(scroll)
                    scroll.addSubview(row)
                    view.addSubview(tooltip)
                    view.addSubview(marker)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let anchor = infoButton.convert(infoButton.bounds, to: view)
                    tooltip.frame = CGRect(x: anchor.minX, y: anchor.maxY + 4, width: 120, height: 30)
                    let origin = view.convert(CGPoint.zero, from: row)
                    let inWindow = row.convert(CGPoint(x: 5, y: 5), to: nil)
                    marker.frame = CGRect(x: origin.x, y: origin.y, width: inWindow.x, height: inWindow.y)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("tooltip") == Rect(x: 36, y: 129, width: 120, height: 30))
        // The row at 300 + 100 − 50 = 350 in the root, its (5, 5) at (15, 355) in the window.
        #expect(loaded.frame("marker") == Rect(x: 10, y: 350, width: 15, height: 355))
    }

    /// A frame set is read back at once, as UIKit's setter takes effect,
    /// even for a view whose autoresizing mask lets it follow its superview.
    @Test func aFrameSetIsReadBackAtOnce() throws {
        let loaded = try load("""
            final class HeaderViewController: UIViewController {
                let header = UIView(), below = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    view.addSubview(below)
                    header.frame = CGRect(x: 0, y: 0, width: 393, height: 50)
                    header.autoresizingMask = [.flexibleWidth]
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    header.frame.origin.y = 100
                    below.frame = CGRect(x: 0, y: header.frame.maxY, width: 100, height: 10)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("below") == Rect(x: 0, y: 150, width: 100, height: 10))
    }

    /// A guide's `layoutFrame` in its view's bounds: the safe area's, used by
    /// no constraint, from the view's insets (59 at the top, 34 below);
    /// a guide constraints place, as laid out.
    @Test func aGuidesLayoutFrameIsInItsViewsBounds() throws {
        let loaded = try load("""
            final class VC: UIViewController {
                let box = UIView(), card = UIView(), marker = UIView()
                let guide = UILayoutGuide()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    card.frame = CGRect(x: 0, y: 300, width: 393, height: 200)
                    view.addSubview(card)
                    card.addLayoutGuide(guide)
                    NSLayoutConstraint.activate([
                        guide.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
                        guide.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 30),
                        guide.widthAnchor.constraint(equalToConstant: 100),
                        guide.heightAnchor.constraint(equalToConstant: 50),
                    ])
                    view.addSubview(marker)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    box.frame = view.safeAreaLayoutGuide.layoutFrame.insetBy(dx: 10, dy: 10)
                    marker.frame = guide.layoutFrame
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("box") == Rect(x: 10, y: 69, width: 373, height: 739))
        #expect(loaded.frame("marker") == Rect(x: 30, y: 20, width: 100, height: 50))
    }
}
