import Testing
@testable import Language
import LayoutModel

/// View subclasses: their stored properties, initializers, intrinsic size,
/// layoutSubviews, and the names of the views they hold.
@Suite struct CustomViewTests {
    static let card = """
        final class CardView: UIView {
            let titleLabel = UILabel()
            private let accent = UIView()
            var accentWidth: CGFloat = 4

            override init(frame: CGRect) {
                super.init(frame: frame)
                setupViews()
            }

            convenience init(accent: CGFloat) {
                self.init(frame: .zero)
                accentWidth = accent
                accentConstraint?.update(offset: accent)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            private var accentConstraint: Constraint?

            private func setupViews() {
                addSubview(accent)
                addSubview(titleLabel)
                accent.snp.makeConstraints { make in
                    make.top.bottom.leading.equalToSuperview()
                    accentConstraint = make.width.equalTo(accentWidth).constraint
                }
                titleLabel.snp.makeConstraints { make in
                    make.leading.equalTo(accent.snp.trailing).offset(8)
                    make.top.trailing.bottom.equalToSuperview()
                }
            }

            override var intrinsicContentSize: CGSize {
                CGSize(width: UIView.noIntrinsicMetric, height: 56)
            }
        }
        """

    @Test func subviewsAreNamedAfterTheirOwnerAndProperty() throws {
        let loaded = try load(Self.card, """
            class Feed: UIViewController {
                let first = CardView()
                let second = CardView(accent: 10)
                override func viewDidLoad() {
                    view.addSubview(first)
                    view.addSubview(second)
                    first.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
                    second.snp.makeConstraints { make in
                        make.top.equalTo(first.snp.bottom)
                        make.leading.trailing.equalToSuperview()
                    }
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // Height 56 from intrinsicContentSize; the accent 4 wide, or 10 from the convenience init.
        #expect(loaded.frame("first") == Rect(x: 0, y: 0, width: 393, height: 56))
        #expect(loaded.frame("first.accent") == Rect(x: 0, y: 0, width: 4, height: 56))
        #expect(loaded.frame("first.titleLabel") == Rect(x: 12, y: 0, width: 381, height: 56))
        #expect(loaded.frame("second") == Rect(x: 0, y: 56, width: 393, height: 56))
        #expect(loaded.frame("second.titleLabel") == Rect(x: 18, y: 0, width: 375, height: 56))
    }

    /// A statement of a custom view's initializer that fails while its
    /// controller is presented is reported and skipped, as one of
    /// `viewDidLoad` is: the card keeps what the rest of it did (it was
    /// nil, and every later use of it failed).
    @Test func aFailingStatementOfAnInitializerIsSkippedWhilePresenting() throws {
        let loaded = try load("""
            final class CardView: UIView {
                let titleLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(titleLabel)
                    titleLabel.text = "World"
                    let shade = undefinedColor.withAlphaComponent(0.5)
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class CardViewController: UIViewController {
                private let card = CardView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.frame = CGRect(x: 0, y: 100, width: 393, height: 100)
                    view.addSubview(card)
                }
            }
            """)
        #expect(loaded.errors.map(\.message) == ["cannot find 'undefinedColor' in scope"], "\(loaded.messages)")
        #expect(loaded.frame("card") == Rect(x: 0, y: 100, width: 393, height: 100))
        #expect(loaded.frame("card.titleLabel")?.origin == Point(x: 8, y: 8))
    }

    /// A view's `didMoveToSuperview()` runs as it is added: a self-pinning
    /// overlay makes its constraints to its new superview there.
    @Test func didMoveToSuperviewRunsAsTheViewIsAdded() throws {
        let loaded = try load("""
            final class Overlay: UIView {
                override func didMoveToSuperview() {
                    super.didMoveToSuperview()
                    guard let superview = superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20),
                        trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -20),
                        topAnchor.constraint(equalTo: superview.topAnchor, constant: 100),
                        heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            let overlay = Overlay()
            view.addSubview(overlay)
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("overlay") == Rect(x: 20, y: 100, width: 353, height: 50))
    }

    @Test func aCustomViewMadeAtTopLevelIsNamedByItsVariable() throws {
        let loaded = try load(Self.card, """
            let promo = CardView()
            view.addSubview(promo)
            promo.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }
            promo.titleLabel.text = "Sale"
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.has("promo.titleLabel"))
        #expect(loaded.frame("promo.accent") == Rect(x: 0, y: 0, width: 4, height: 812))
    }

    /// A view that places three ticks by frame in `layoutSubviews`, `spacing` apart.
    static let ruler = """
        class Ruler: UIView {
            var spacing: CGFloat = 10
            let ticks = (0..<3).map { _ in UIView() }
            override init(frame: CGRect) {
                super.init(frame: frame)
                ticks.forEach { addSubview($0) }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                for (i, tick) in ticks.enumerated() {
                    tick.frame = CGRect(x: CGFloat(i) * spacing, y: 0, width: 2, height: bounds.height)
                }
            }
        }
        """

    @Test func layoutSubviewsSetsFramesInTheLayoutPass() throws {
        let loaded = try load(Self.ruler + """

            class Screen: UIViewController {
                let ruler = Ruler(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
                override func viewDidLoad() { view.addSubview(ruler) }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("ruler") == Rect(x: 0, y: 100, width: 300, height: 40))
        // bounds.height read in layoutSubviews is the laid-out 40.
        let ticks = loaded.engine.layout.views.filter { $0.name.hasPrefix("ruler.ticks") || $0.name.hasPrefix("UIView") }
        #expect(ticks.count == 3)
        #expect(ticks.map { loaded.engine.frame(of: $0.id) } == [
            Rect(x: 0, y: 0, width: 2, height: 40), Rect(x: 10, y: 0, width: 2, height: 40), Rect(x: 20, y: 0, width: 2, height: 40),
        ])
    }

    /// Typed at the top level, a custom view is laid out as UIKit's next
    /// pass would: when it enters the hierarchy, when its size changes and
    /// when it asks (`setNeedsLayout()`), reading the size just laid out.
    @Test func layoutSubviewsRunsAfterTopLevelStatements() throws {
        let loaded = try load(Self.ruler + """

            let ruler = Ruler()
            ruler.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(ruler)
            NSLayoutConstraint.activate([ruler.heightAnchor.constraint(equalToConstant: 40), ruler.widthAnchor.constraint(equalToConstant: 300)])
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        func ticks() -> [Rect?] {
            loaded.engine.layout.views.filter { $0.name.hasPrefix("ruler.ticks") || $0.name.hasPrefix("UIView") }
                .map { loaded.engine.frame(of: $0.id) }
        }
        // Added at height 0, then laid out again at the 40 its constraints gave it.
        #expect(ticks() == [0, 10, 20].map { Rect(x: $0, y: 0, width: 2, height: 40) })
        var interpreter = loaded.interpreter
        // A property its layoutSubviews reads changes nothing until the view asks.
        #expect(interpreter.run("ruler.spacing = 20", file: "t", engine: loaded.engine).isEmpty)
        #expect(ticks()[2] == Rect(x: 20, y: 0, width: 2, height: 40))
        #expect(interpreter.run("ruler.setNeedsLayout()", file: "t", engine: loaded.engine).isEmpty)
        #expect(ticks()[2] == Rect(x: 40, y: 0, width: 2, height: 40))
    }

    /// UIKit calls a controller's `viewDidLayoutSubviews` after its root
    /// view's layout and before its subviews': a view sized there is laid
    /// out at that size, in the same pass.
    @Test func aViewSizedInViewDidLayoutSubviewsLaysOutAtThatSize() throws {
        let loaded = try load("""
            class Badge: UIView {
                let count = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(count)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    count.frame = bounds.insetBy(dx: 4, dy: 2)
                }
            }
            class Screen: UIViewController {
                let badge = Badge()
                override func viewDidLoad() { view.addSubview(badge) }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    badge.frame = CGRect(x: 20, y: view.safeAreaInsets.top, width: 32, height: 20)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("badge") == Rect(x: 20, y: 59, width: 32, height: 20))
        #expect(loaded.frame("badge.count") == Rect(x: 4, y: 2, width: 24, height: 16))
    }

    /// The CGRect arithmetic of frame code, as Core Graphics and UIKit
    /// compute it, in Swift 3+ methods and Swift 2 functions.
    @Test func frameCodeComputesRectsAsCoreGraphicsDoes() throws {
        let loaded = try load("""
            let r = CGRect(x: 10, y: 20, width: 100, height: 50)
            let views = (0..<9).map { _ in UIView() }
            views.forEach { view.addSubview($0) }
            views[0].frame = r.insetBy(dx: 5, dy: 10)
            views[1].frame = r.offsetBy(dx: -10, dy: 5)
            views[2].frame = r.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            views[3].frame = CGRect(x: 0.4, y: 0.6, width: 10.2, height: 10).integral
            views[4].frame = r.divided(atDistance: 30, from: .minXEdge).slice
            views[5].frame = r.divided(atDistance: 30, from: .maxYEdge).remainder
            views[6].frame = CGRectInset(r, 60, 0)
            views[7].frame = UIEdgeInsetsInsetRect(r, UIEdgeInsetsMake(5, 5, 5, 5))
            views[8].frame = CGRect(x: 10, y: 10, width: -4, height: 6).standardized
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        let frames = loaded.engine.layout.views.filter { $0.superview == loaded.engine.layout.root }.map { loaded.engine.frame(of: $0.id) }
        #expect(frames == [
            Rect(x: 15, y: 30, width: 90, height: 30), Rect(x: 0, y: 25, width: 100, height: 50),
            Rect(x: 12, y: 21, width: 94, height: 46), Rect(x: 0, y: 0, width: 11, height: 11),
            Rect(x: 10, y: 20, width: 30, height: 50), Rect(x: 10, y: 20, width: 100, height: 20),
            // 100 - 2 * 60 < 0: Core Graphics's null rectangle, taken as empty at the inset origin.
            Rect(x: 70, y: 20, width: 0, height: 50), Rect(x: 15, y: 25, width: 90, height: 40),
            Rect(x: 6, y: 10, width: 4, height: 6),
        ])
    }

    /// A badge laid out by hand in `layoutSubviews`: `sizeToFit()`, then
    /// `center` set from `bounds`, which moves the frame and keeps its size.
    @Test func settingCenterMovesTheFrame() throws {
        let loaded = try load("""
            final class BadgeView: UIView {
                private let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.text = "12"
                    addSubview(label)
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    label.sizeToFit()
                    label.center = CGPoint(x: bounds.midX, y: bounds.midY)
                }
            }
            final class InboxViewController: UIViewController {
                let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        let layout = loaded.engine.layout
        let label = try #require(layout.views.first { $0.name == "badge.label" })
        let size = TextMetrics.size(of: "12", size: 17, bold: false, width: nil, lineLimit: 1, scale: 3)
        let frame = try #require(loaded.engine.frame(of: label.id))
        let expected = [20 - size.width / 2, 15 - size.height / 2, size.width, size.height]
        #expect(zip([frame.minX, frame.minY, frame.width, frame.height], expected).allSatisfy { abs($0 - $1) < 1e-5 }, "\(frame)")
    }

    /// A button subclass's convenience initializer styles its title through
    /// implicit `self` (`titleLabel?.font`), and `.map(Tile.init)` makes
    /// one view per tuple, its elements passed by position.
    @Test func subclassMembersAndInitializerReferences() throws {
        let loaded = try load("""
            final class PillButton: UIButton {
                convenience init(title: String) {
                    self.init(type: .system)
                    setTitle(title, for: .normal)
                    titleLabel?.font = .systemFont(ofSize: 20)
                }
            }
            final class Tile: UIView {
                let valueLabel = UILabel()
                init(value: String, caption: String) {
                    super.init(frame: .zero)
                    valueLabel.text = value + " " + caption
                    addSubview(valueLabel)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            let share = PillButton(title: "Share")
            let tiles = [("128", "Posts"), ("310", "Following")].map(Tile.init)
            let row = UIStackView(arrangedSubviews: [share] + tiles)
            view.addSubview(row)
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        let layout = loaded.engine.layout
        #expect(layout.views.filter { $0.name.hasPrefix("Tile#") && !$0.name.contains(".") }.count == 2)
        #expect(layout.views.compactMap { $0.kind == .label ? $0.text.string : nil } == ["128 Posts", "310 Following"])
        let share = try #require(layout.views.first { $0.name == "share" })
        #expect(share.text.fontSize == 20)
    }

    @Test func observersRunAsSwiftRunsThem() throws {
        let loaded = try load("""
            class Base: UIView {
                private enum K { static let x: CGFloat = 10 }
                var log: [Int] = []
                var step = 1 {
                    willSet { log.append(newValue) }
                    didSet {
                        if step > 5 { step = 5 }  // no observer again for this
                        frame = CGRect(x: K.x, y: 0, width: CGFloat(step), height: CGFloat(log.count))
                    }
                }
                init() { super.init(frame: .zero); step = 3 }  // no observer from its own init
                required init?(coder: NSCoder) { fatalError() }
            }
            class Sub: Base { private enum K { static let x: CGFloat = 99 } }
            let s = Sub()
            view.addSubview(s)
            s.step = 8
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // One willSet (from `s.step = 8`), the value clamped to 5 in didSet, Base's K.
        #expect(loaded.frame("s") == Rect(x: 10, y: 0, width: 5, height: 1))
    }

    @Test func aConvenienceInitCallsTheInheritedInitFrame() throws {
        let loaded = try load("""
            final class Field: UIView {
                convenience init(height: CGFloat) { self.init(frame: CGRect(x: 0, y: 0, width: 100, height: height)) }
            }
            let f = Field(height: 48)
            view.addSubview(f)
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("f") == Rect(x: 0, y: 0, width: 100, height: 48))
    }

    /// UIKit's `init(type:)` and `init(arrangedSubviews:)` call the
    /// designated `init(frame:)`, so a subclass's override runs for them
    /// (its insets make the button its title's 18 plus 20, where a plain
    /// one has UIKit's 6 above and below), and the arranged subviews still
    /// come in after it.
    @Test func uikitConvenienceInitsRunTheOverriddenInitFrame() throws {
        let loaded = try load("""
            final class PillButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Column: UIStackView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    axis = .vertical
                    spacing = 6
                }
                required init(coder: NSCoder) { fatalError() }
            }
            let plain = UIButton(type: .custom)
            let pill = PillButton(type: .custom)
            plain.setTitle("Follow", for: .normal)
            pill.setTitle("Follow", for: .normal)
            let column = Column(arrangedSubviews: [plain, pill])
            view.addSubview(column)
            column.translatesAutoresizingMaskIntoConstraints = false
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        let plain = try #require(loaded.frame("plain")), pill = try #require(loaded.frame("pill"))
        #expect(plain.height == 30 && pill.height == 38)
        #expect(pill.minY == plain.maxY + 6)
    }

    @Test func aPaddedLabelAddsToItsSuperclassSize() throws {
        let loaded = try load("""
            class PaddedLabel: UILabel {
                var padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
                }
            }
            let plain = UILabel()
            let padded = PaddedLabel()
            plain.text = "Hello"
            padded.text = "Hello"
            [plain, padded].forEach { view.addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        let plain = loaded.frame("plain"), padded = loaded.frame("padded")
        #expect(plain != nil && padded != nil)
        if let plain, let padded {
            #expect(padded.width == plain.width + 16)
            #expect(padded.height == plain.height + 8)
        }
    }
}

/// Protocols with default implementations in their extensions: the
/// "ViewCode" pattern many apps build every screen with.
@Suite struct ProtocolExtensionTests {
    @Test func aViewConformingToViewCodeGetsItsDefaultSetup() throws {
        let loaded = try load("""
            protocol ViewCode {
                func buildViewHierarchy()
                func setupConstraints()
                func setupAdditionalConfiguration()
            }
            extension ViewCode {
                func setupView() {
                    buildViewHierarchy()
                    setupConstraints()
                    setupAdditionalConfiguration()
                }
                func setupAdditionalConfiguration() {}
            }
            protocol Reusable { static var reuseIdentifier: String { get } }
            extension Reusable { static var reuseIdentifier: String { String(describing: self) } }
            final class ProfileHeader: UIView, Reusable {
                let avatar = UIView()
                override init(frame: CGRect) { super.init(frame: frame); setupView() }
                required init?(coder: NSCoder) { nil }
            }
            extension ProfileHeader: ViewCode {
                func buildViewHierarchy() { addSubview(avatar) }
                func setupConstraints() {
                    avatar.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(16)
                        make.size.equalTo(Self.side)
                    }
                }
                static let side: CGFloat = 64
            }
            let header = ProfileHeader()
            view.addSubview(header)
            header.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview(); $0.height.equalTo(96) }
            let id = ProfileHeader.reuseIdentifier
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("header.avatar") == Rect(x: 16, y: 16, width: 64, height: 64))
    }

    /// `systemLayoutSizeFitting` solves the view and its subtree on their
    /// own, drawn to the target at the priorities given, and changes nothing:
    /// the header sized in `viewDidLayoutSubviews`, as table headers are.
    @Test func systemLayoutSizeFittingSolvesTheSubtreeAlone() throws {
        let loaded = try load("""
            final class Screen: UIViewController {
                let header = UIView()
                let caption = UILabel()
                let badge = UIView()
                let marker = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(marker)
                    caption.text = "A caption long enough to wrap onto a second line at this width"
                    caption.numberOfLines = 0
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    header.addSubview(caption)
                    view.addSubview(header)
                    header.frame = CGRect(x: 0, y: 100, width: 200, height: 10)
                    NSLayoutConstraint.activate([
                        caption.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
                        caption.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 10),
                        caption.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -10),
                        caption.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
                    ])
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    badge.widthAnchor.constraint(equalToConstant: 50).isActive = true
                    badge.heightAnchor.constraint(equalToConstant: 30).isActive = true
                    badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let fitted = header.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                    marker.frame = CGRect(x: 0, y: 0, width: fitted.width, height: fitted.height)
                    let small = badge.systemLayoutSizeFittingSize(UILayoutFittingCompressedSize)
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: small.width + small.height).isActive = true
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // Three lines of 17-pt text at 180 wide (61 in all) between insets of 12,
        // though the header's frame squeezes the caption in the layout itself.
        #expect(loaded.frame("marker")?.size == Size(width: 200, height: 85))
        #expect((loaded.frame("caption")?.height ?? 0) < 0)
        // The header keeps the frame code set; the badge measured its own 50 × 30.
        #expect(loaded.frame("header")?.height == 10)
        #expect(loaded.frame("badge")?.minX == 80)
    }

    /// Views a helper makes in a loop are numbered in turn, the helper's
    /// local and the caller's variable being the same name.
    @Test func viewsFromAHelperInALoopAreNumberedInTurn() throws {
        let loaded = try load("""
            func makeCard() -> UIView {
                let card = UIView()
                return card
            }
            for _ in 0..<3 {
                let card = makeCard()
                view.addSubview(card)
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(["card", "card_2", "card_3"].allSatisfy(loaded.has), "\(loaded.engine.layout.views.map(\.name))")
        #expect(!loaded.has("card_4"))
    }

    /// A frame-based view in the style of manual layout: `.init()` with the
    /// property's type, a font by name (measured as the system font),
    /// `traitCollection` read in the view, and `sizeThatFits` of labels
    /// (text wrapped at the width given) and of the view itself.
    @Test func manualLayoutWithSizeThatFits() throws {
        let loaded = try load("""
            final class Banner: UIView {
                let title: UILabel = .init()
                let message: UILabel = .init()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.font = UIFont(name: "Avenir-Heavy", size: 17) ?? .systemFont(ofSize: 17)
                    title.text = "Update"
                    message.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
                    message.numberOfLines = 0
                    message.text = "Version 4.2 brings offline maps and a faster search for everyone"
                    [title, message].forEach(addSubview)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func sizeThatFits(_ size: CGSize) -> CGSize {
                    let m = message.sizeThatFits(CGSize(width: size.width, height: .greatestFiniteMagnitude))
                    return CGSize(width: size.width, height: 30 + m.height)
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    title.frame = CGRect(origin: .zero, size: title.sizeThatFits(bounds.size))
                    message.frame = CGRect(x: 0, y: 30, width: bounds.width, height: bounds.height - 30)
                }
            }
            final class Screen: UIViewController {
                let banner = Banner()
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(banner) }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    banner.frame = CGRect(origin: CGPoint(x: 0, y: 100), size: banner.sizeThatFits(CGSize(width: 200, height: 0)))
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // Lines of 17-pt text wrapped at 200 wide (20.333 each), below the title's 30.
        let message = try #require(loaded.frame("banner.message"))
        #expect(message.width == 200 && message.height > 40 && message.height.truncatingRemainder(dividingBy: 20.333333) < 0.01)
        #expect(loaded.frame("banner")?.height == 30 + message.height)
        #expect(loaded.frame("banner.title")?.height == 20.333333)
        #expect(loaded.notes.contains { $0.contains("UIFont(name: \"Avenir-Heavy\") is measured as the bold system font") })
    }

    /// `if let previous = previous` in a loop that chains views keeps the
    /// names the views have; only an unnamed view takes a binding's name.
    @Test func anOptionalBindingDoesNotRenameANamedView() throws {
        let loaded = try load("""
            final class Tags: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var previous: UIView?
                    for _ in 0..<3 {
                        let label = UILabel()
                        view.addSubview(label)
                        if let previous = previous { _ = previous }
                        previous = label
                    }
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(["label", "label_2", "label_3"].allSatisfy(loaded.has), "\(loaded.engine.layout.views.map(\.name))")
        #expect(!loaded.has("previous"))
    }

    /// A padded label's override of `intrinsicContentSize` reads
    /// `super.intrinsicContentSize` at the width the label is laid out at
    /// when its text wraps: as tall as a plain label's lines, plus padding.
    @Test func aPaddedWrappingLabelMeasuresAtItsWidth() throws {
        let loaded = try load("""
            class PaddingLabel: UILabel {
                var insets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
                }
            }
            final class Notes: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let text = "A longer note that wraps inside its padding, so its height grows with the text."
                    let padded = PaddingLabel(), plain = UILabel()
                    for (i, label) in [padded, plain].enumerated() {
                        label.text = text
                        label.numberOfLines = 0
                        label.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(label)
                        label.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(i) * 300).isActive = true
                        label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                        label.widthAnchor.constraint(equalToConstant: 200).isActive = true
                    }
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        let plain = try #require(loaded.frame("plain")), padded = try #require(loaded.frame("padded"))
        #expect(plain.height > 40)
        #expect(padded.height == plain.height + 24)
    }
}
