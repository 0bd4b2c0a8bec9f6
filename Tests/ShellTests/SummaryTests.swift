import Testing
@testable import Shell
import LayoutModel

/// What the one-line summary after a statement says.
@Suite struct SummaryTests {
    /// A layout whose safe-area margins keep moving it (see
    /// `HistoryTests.valuesThatChaseEachOtherStopWhereAFreshEngineStops`)
    /// says so, rather than showing where the passes stopped as settled.
    @Test func aLayoutThatDoesNotSettleSaysSo() throws {
        let session = try Session()
        let setup = session.handle("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
            box.heightAnchor.constraint(equalToConstant: 300).isActive = true
            """)
        #expect(!setup.lines.contains { $0.contains("did not settle") })
        let settled = session.handle("let top = box.layoutMarginsGuide.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)\ntop.isActive = true")
        #expect(settled.errors.isEmpty && !settled.lines.contains { $0.contains("did not settle") })
        let unsettled = session.handle("top.constant = 64")
        #expect(unsettled.lines == ["= changed #4 · moved box (20, 41, 100, 300) · did not settle: the safe areas, margins or label widths it feeds back keep moving it"])
        #expect(!session.engine.isSettled)
    }

    /// A controller whose `loadView` makes its own view the root: the
    /// summary names the views added to it, not the view it adopted,
    /// which `:layout` lists as `view`.
    @Test func aViewAdoptedInLoadViewIsNotNamedAsMade() throws {
        let session = try Session()
        let output = session.loadSwift([(path: "ProfileViewController.swift", text: """
            import UIKit
            final class ProfileView: UIView {
                let nameLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(nameLabel)
                    nameLabel.frame = CGRect(x: 16, y: 100, width: 200, height: 24)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class ProfileViewController: UIViewController {
                private let profileView = ProfileView()
                override func loadView() { view = profileView }
            }
            """)])
        #expect(output.errors.isEmpty)
        let summary = try #require(output.lines.first { $0.hasPrefix("= ") })
        #expect(summary.hasPrefix("= +profileView.nameLabel · moved profileView.nameLabel (16, 100, 200, 24)"), "\(summary)")
        #expect(session.handle(":layout").lines.first == "view  UIView  (0, 0, 393, 852)")
    }

    /// Content pinned to the top, bottom and leading edge of its scroll
    /// view, its width tied to the frame: the height is a loop and nothing
    /// reaches the content area's right edge. The summary names the
    /// contentSize as soon as constraints decide part of it (not at
    /// `addSubview`, where the content is still placed by its frame), and
    /// says when its height is settled by pinning the label's bottom.
    @Test func aScrollViewWhoseContentSizeBecameAmbiguousIsNamed() throws {
        let session = try Session()
        _ = session.handle("""
            let scrollView = UIScrollView()
            view.addSubview(scrollView)
            scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """)
        let added = session.handle("let contentView = UIView()\nscrollView.addSubview(contentView)")
        #expect(!added.lines.contains { $0.contains("contentSize") }, "\(added.lines)")
        let pinned = session.handle("""
            contentView.snp.makeConstraints { make in
                make.top.bottom.leading.equalToSuperview()
                make.width.equalTo(scrollView.snp.width)
            }
            """)
        #expect(pinned.lines.last?.hasSuffix(
            "now ambiguous: scrollView.contentSize.width, scrollView.contentSize.height, contentView.height (:ambiguous says why)") == true,
            "\(pinned.lines)")
        _ = session.handle("let titleLabel = UILabel()\ntitleLabel.text = \"Title\"\ncontentView.addSubview(titleLabel)")
        _ = session.handle("titleLabel.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(16) }")
        let fix = session.handle(":ambiguous").lines
        #expect(fix.contains { $0.hasPrefix("    fix: pin titleLabel's bottom to contentView's: make.bottom.equalToSuperview().inset(16) (or ") },
                "\(fix)")
        let settled = session.handle("titleLabel.snp.makeConstraints { make in make.bottom.equalToSuperview().inset(16) }")
        #expect(settled.lines.last?.hasSuffix("no longer ambiguous: scrollView.contentSize.height, contentView.height") == true,
                "\(settled.lines)")
    }
}

/// The summary's comparison of ambiguous values, which looks only between
/// the ends the two lists share, against comparing every key.
@Suite struct AmbiguityChangesTests {
    /// Random lists of distinct keys, each the last one with keys added,
    /// removed and moved, as statements change what is ambiguous.
    @Test func sameAsComparingEveryKey() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let universe = (0..<40).flatMap { view in
            AmbiguousValue.Attribute.allCases.map { AmbiguousKey(view: ViewID(view), attribute: $0, ofContentSize: view % 7 == 0) }
        }
        var old: [AmbiguousKey] = []
        for _ in 0..<500 {
            var new = old
            for _ in 0..<next(4) {
                switch next(4) {
                case 0 where !new.isEmpty: new.remove(at: next(new.count))
                case 1 where new.count > 1: new.swapAt(next(new.count), next(new.count))
                default:
                    let key = universe[next(universe.count)]
                    if !new.contains(key) { new.insert(key, at: next(new.count + 1)) }
                }
            }
            let oldSet = Set(old)
            let newSet = Set(new)
            let (became, settled) = Session.ambiguityChanges(from: old, to: new)
            #expect(became == new.filter { !oldSet.contains($0) })
            #expect(settled == old.filter { !newSet.contains($0) })
            old = new
        }
    }
}
