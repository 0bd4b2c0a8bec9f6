import Shell
import Testing

/// UIKit's rules, one scenario each, with what a device shows worked out
/// by hand and where the rule comes from. Frames are checked with
/// `:expect`, which compares to the device's pixel (1/scale pt).
@Suite struct FidelityTests {
    /// Runs `code` in a fresh session on the default device (iPhone 15,
    /// portrait, scale 3) and returns the session and the printed lines.
    static func session(_ code: String) throws -> (Session, [String]) {
        let session = try Session()
        let output = session.handle(code)
        return (session, output.lines)
    }

    /// Runs `:image` for each of `images`, then `code`, then puts the views
    /// `named` in a vertical stack pinned to the top left, leading-aligned,
    /// so that each is its intrinsic size one under the other; expects no error.
    static func column(_ code: String, of named: [String], images: [String] = [],
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Session {
        let session = try Session()
        for image in images { #expect(!session.handle(":image \(image)").failed, sourceLocation: sourceLocation) }
        let errors = session.handle(code + """

            let column = UIStackView(arrangedSubviews: [\(named.joined(separator: ", "))])
            column.axis = .vertical
            column.alignment = .leading
            view.addSubview(column)
            column.translatesAutoresizingMaskIntoConstraints = false
            column.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """).errors
        #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
        return session
    }

    /// Checks each of `assertions` with `:expect`.
    static func expect(_ session: Session, _ assertions: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        for assertion in assertions {
            let output = session.handle(":expect \(assertion)")
            #expect(!output.failed, "\(assertion): \(output.errors)", sourceLocation: sourceLocation)
        }
    }

    /// NSLayoutConstraint.priority, Apple's documentation: "If a constraint's
    /// priority level is less than UILayoutPriorityRequired, then it is
    /// optional ... Priorities may not change from nonrequired to required,
    /// or from required to nonrequired" on an installed constraint; UIKit
    /// raises NSInternalInconsistencyException ("Mutating a priority from
    /// required to not on an installed constraint (or vice-versa) is not
    /// supported") and the priority stays.
    @Test func anInstalledConstraintDoesNotMoveBetweenRequiredAndOptional() throws {
        let (session, _) = try Self.session("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            width.isActive = true
            """)
        let refused = session.handle("width.priority = .defaultHigh")
        #expect(refused.failed)
        #expect(refused.errors.joined().contains("Mutating a priority from required to not on an installed constraint"))
        #expect(session.handle(":constraints box").lines.first?.contains("box.width == 100  ") == true)
        // Deactivated first, the change is allowed (optional to required too).
        #expect(!session.handle("width.isActive = false\nwidth.priority = .defaultHigh\nwidth.isActive = true").failed)
        #expect(session.handle(":constraints box").lines.first?.contains("box.width == 100 @750") == true)
        // SnapKit's update(priority:) sets the same property.
        let snap = session.handle("""
            let other = UIView()
            view.addSubview(other)
            var c: Constraint?
            other.snp.makeConstraints { make in c = make.height.equalTo(40).constraint }
            c?.update(priority: .high)
            """)
        #expect(snap.failed)
    }

    /// UIStackView.Distribution.fill, Apple's documentation: "If there is any
    /// ambiguity, the stack view resizes the arranged views based on their
    /// index in the arrangedSubviews array." Two labels at the default
    /// hugging (250) in a row 353 pt wide: one keeps its width, the other
    /// takes the rest, and the explanation says the stack decides, not chance.
    @Test func aFillStackResolvesAHuggingTieByOrder() throws {
        let (session, _) = try Self.session("""
            let row = UIStackView()
            row.spacing = 8
            view.addSubview(row)
            row.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                make.leading.trailing.equalToSuperview().inset(20)
            }
            let title = UILabel()
            title.text = "Title"
            let detail = UILabel()
            detail.text = "Detail"
            row.addArrangedSubview(title)
            row.addArrangedSubview(detail)
            """)
        let ambiguous = session.handle(":ambiguous").lines.joined(separator: "\n")
        #expect(ambiguous.contains("row, a .fill stack view, resolves such a tie by the views' order in arrangedSubviews"))
        #expect(!ambiguous.contains("picks one arbitrarily"))
        // Outside a stack view nothing resolves it.
        let (plain, _) = try Self.session("""
            let name = UILabel()
            name.text = "Name"
            let value = UILabel()
            value.text = "Ada"
            view.addSubview(name)
            view.addSubview(value)
            name.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(16) }
            value.snp.makeConstraints { make in
                make.left.equalTo(name.snp.right).offset(8)
                make.right.equalToSuperview().offset(-16)
                make.top.equalTo(name)
            }
            """)
        #expect(plain.handle(":ambiguous").lines.joined().contains("UIKit picks one arbitrarily"))
    }
}

/// The root view's layout margins on each preset.
@Suite struct RootMarginsTests {
    /// UIViewController.systemMinimumLayoutMargins: 16 pt at the sides at
    /// compact width, 20 at regular width (Apple's HIG, "Layout"), measured
    /// from the safe area (`insetsLayoutMarginsFromSafeArea`), none at the
    /// top and bottom. The size classes are the HIG's table: an iPhone is
    /// compact wide but for the 414-440 pt ones in landscape; an iPad regular.
    @Test(arguments: [
        // device, orientation, expected margins guide frame (x, y, width, height)
        ("iphone-15", "portrait", "(16, 59, 361, 759)"),      // 393 - 2*16; 852 - 59 - 34
        ("iphone-15", "landscape", "(75, 0, 702, 372)"),      // 59 + 16; 852 - 2*75; 393 - 21
        ("iphone-15-pro-max", "portrait", "(16, 59, 398, 839)"),
        ("iphone-15-pro-max", "landscape", "(79, 0, 774, 409)"),  // 59 + 20, regular wide
        ("iphone-se", "portrait", "(16, 20, 343, 647)"),
        ("ipad", "portrait", "(20, 24, 780, 1136)"),
    ])
    func marginsGuide(device: String, orientation: String, expected: String) throws {
        let (session, _) = try FidelityTests.session("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.edges.equalTo(view.layoutMarginsGuide) }
            """)
        #expect(!session.handle(":device \(device)").failed)
        if orientation == "landscape" { #expect(!session.handle(":rotate landscape").failed) }
        let layout = session.handle(":layout").lines
        #expect(layout.contains { $0.contains("box  UIView  \(expected)") }, "\(layout.joined(separator: "\n"))")
    }

    /// A trait collection reads the same size classes.
    @Test func traitCollectionReadsTheSizeClasses() throws {
        let (session, _) = try FidelityTests.session("")
        _ = session.handle(":device iphone-15-pro-max")
        _ = session.handle(":rotate landscape")
        let regular = session.handle("""
            let side = UIView()
            view.addSubview(side)
            side.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(traitCollection.horizontalSizeClass == .regular ? 100 : 50)
                make.height.equalTo(traitCollection.verticalSizeClass == .compact ? 10 : 20)
            }
            """)
        #expect(!regular.failed)
        #expect(session.handle(":layout").lines.contains { $0.contains("side  UIView  (0, 0, 100, 10)") })
    }
}

/// UIStackView's distributions where UIKit's own constraints decide.
@Suite struct StackFidelityTests {
    /// `UISV-fill-proportionally` relates each arranged view's size to the
    /// stack view's own size (multiplier: its intrinsic share), also when
    /// the stack arranges within its margins; the views must still fill
    /// the margins, so the later ones (priority 999 - index) give way. A
    /// stack 200 wide with margins of 10, views of intrinsic widths 20 and
    /// 60: red 200 × 1/4 = 50, green the rest of 180, 130.
    @Test func fillProportionallyMultipliesTheWholeStackWithinMargins() throws {
        let (session, _) = try FidelityTests.session("""
            class Swatch: UIView {
                var length: CGFloat = 0
                override var intrinsicContentSize: CGSize { CGSize(width: length, height: 20) }
            }
            let stack = UIStackView()
            stack.distribution = .fillProportionally
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            view.addSubview(stack)
            stack.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide)
                make.leading.equalToSuperview().offset(16)
                make.width.equalTo(200)
            }
            let red = Swatch()
            red.length = 20
            let green = Swatch()
            green.length = 60
            stack.addArrangedSubview(red)
            stack.addArrangedSubview(green)
            """)
        #expect(!session.handle(":expect red.frame == (10, 0, 50, 20)").failed)
        #expect(!session.handle(":expect green.frame == (60, 0, 130, 20)").failed)
    }
}

/// The system font's vertical metrics and UIKit's pixel rounding.
@Suite struct TextFidelityTests {
    /// UIFont.systemFont(ofSize: 17).lineHeight is 20.287109375 (SF Pro:
    /// ascender 1950 + descender 494 of 2048 units, no line gap). A label's
    /// intrinsic height is its lines rounded up to the screen's pixels:
    /// 60.86 px on a 3x iPhone 15 is 61 px, 20.33 pt; 40.57 px on the 2x
    /// iPhone SE is 41 px, 20.5 pt; three lines, 182.58 px, are 183 px, 61 pt.
    @Test(arguments: [("iphone-15", 1, "20.333333"), ("iphone-se", 1, "20.5"), ("iphone-15", 3, "61")])
    func labelHeightIsItsLinesOnThePixelGrid(device: String, lines: Int, height: String) throws {
        let (session, _) = try FidelityTests.session(":device \(device)")
        let text = (1...lines).map { "line \($0)" }.joined(separator: "\\n")
        #expect(!session.handle("""
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "\(text)"
            view.addSubview(label)
            label.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """).failed)
        let layout = session.handle(":layout").lines
        #expect(layout.contains { $0.hasPrefix("  label  UILabel  (0, 0, ") && $0.hasSuffix(", \(height))") },
                "\(layout.joined(separator: "\n"))")
    }

    /// Widths are SF Pro's advances plus Apple's tracking for the size,
    /// rounded up to the pixels: "Label" (L a b e l: 1164 + 1130 + 1258 +
    /// 1170 + 518 = 5240 units of 2048) at 17 pt is 43.50, less 5 × 0.026 em
    /// of tracking (HIG: −26/1000 at 17 pt), 41.29: 41.33 on 3x, 41.5 on 2x,
    /// as the default label measures on a device. Bold (Semibold) "Bold" is
    /// 36.06, 36.5 on 2x; "Title" at 34 pt (Display design, +12/1000
    /// tracking) 62.40, 62.67 on 3x; five ideographs at 13 pt are 5 em, 65.
    @Test(arguments: [("iphone-15", "Label", "", "41.333333"), ("iphone-se", "Label", "", "41.5"),
                      ("iphone-se", "Bold", "label.font = .boldSystemFont(ofSize: 17)", "36.5"),
                      ("iphone-15", "Title", "label.font = .systemFont(ofSize: 34)", "62.666667"),
                      ("iphone-15", "记住用户名", "label.font = .systemFont(ofSize: 13)", "65")])
    func labelWidthIsItsAdvancesOnThePixelGrid(device: String, text: String, font: String, width: String) throws {
        let (session, _) = try FidelityTests.session(":device \(device)")
        #expect(!session.handle("""
            let label = UILabel()
            label.text = "\(text)"
            \(font)
            view.addSubview(label)
            label.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """).failed)
        let layout = session.handle(":layout").lines
        #expect(layout.contains { $0.hasPrefix("  label  UILabel  (0, 0, \(width), ") }, "\(layout.joined(separator: "\n"))")
    }

    /// `preferredMaxLayoutWidth` set, a label wraps there whatever width
    /// layout gives it (Apple's documentation of the property): "Label"
    /// three times at 50 pt is three lines, 61 pt on 3x, though the label
    /// spans the screen, and stays so when the screen turns.
    @Test func aPreferredMaxLayoutWidthWrapsWhateverTheLabelsWidth() throws {
        let (session, _) = try FidelityTests.session(":device iphone-15")
        #expect(!session.handle("""
            let label = UILabel()
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = 50
            label.text = "Label Label Label"
            view.addSubview(label)
            label.snp.makeConstraints { make in make.top.left.right.equalToSuperview() }
            """).failed)
        #expect(!session.handle(":expect label.frame == (0, 0, 393, 61)").failed)
        _ = session.handle(":rotate")
        #expect(!session.handle(":expect label.frame == (0, 0, 852, 61)").failed)
        #expect(!session.handle("label.preferredMaxLayoutWidth = 0").failed)
        #expect(!session.handle(":expect label.frame == (0, 0, 852, 20.333333)").failed)
    }

    /// font.lineHeight reads the same metric.
    @Test func fontLineHeight() throws {
        let (session, _) = try FidelityTests.session("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.size.equalTo(UIFont.systemFont(ofSize: 17).lineHeight * 100)
            }
            """)
        // 20.287109375 × 100
        #expect(session.handle(":layout").lines.contains("  box  UIView  (0, 0, 2028.710938, 2028.710938)"))
    }
}

/// The second pass (labels that wrap at the width layout gives them) ends
/// where a fresh layout ends, whatever order the code came in.
@Suite struct WrappingOrderTests {
    static let steps = [
        "let card = UIView()\nview.addSubview(card)",
        "let body = UILabel()\nbody.numberOfLines = 0\nbody.text = \"Wraps over a few lines once the card has its width\"\ncard.addSubview(body)",
        "body.snp.makeConstraints { make in make.edges.equalToSuperview().inset(4) }",
        "card.snp.makeConstraints { make in\n    make.top.equalTo(view.safeAreaLayoutGuide)\n    make.leading.trailing.equalToSuperview().inset(16)\n}",
    ]

    /// A label inside a card that is 0 × 0 until the card's constraints come
    /// is first -8 wide; UILabel then measures on one line, and once the card
    /// is 361 wide the label wraps at 353: the text is 380.62 wide on one
    /// line, "…the card has its" fits in 334.51, so two lines, 40.57 pt
    /// rounded up to 40.67 on the 3x grid.
    @Test func pastedAtOnceOrStepByStepGiveTheSameFrames() throws {
        let atOnce = try Session()
        #expect(!atOnce.handle(Self.steps.joined(separator: "\n")).failed)
        let stepByStep = try Session()
        for step in Self.steps { #expect(!stepByStep.handle(step).failed) }
        let frames = atOnce.handle(":layout").lines
        #expect(frames == stepByStep.handle(":layout").lines)
        #expect(frames.contains("    body  UILabel  (4, 4, 353, 40.666667)"), "\(frames.joined(separator: "\n"))")
    }
}

/// `readableContentGuide`.
@Suite struct ReadableGuideTests {
    /// Apple's documentation: a guide "whose width is no larger than the
    /// readable width", within the layout margins. At the default text size
    /// the readable width is 672 pt: on an iPad (820 wide, margins 20) the
    /// guide is 672 wide, centred, x = 20 + (780 − 672) / 2 = 74; on an
    /// iPhone 15 in portrait the margins are narrower and it is the margins
    /// guide, (16, 59, 361, 759).
    @Test(arguments: [("ipad", "(74, 24, 672, 1136)"), ("iphone-15", "(16, 59, 361, 759)")])
    func readableGuideIsTheMarginsAtMostAReadableWidth(device: String, frame: String) throws {
        let (session, _) = try FidelityTests.session(":device \(device)")
        #expect(!session.handle("""
            let text = UIView()
            view.addSubview(text)
            text.snp.makeConstraints { make in make.edges.equalTo(view.readableContentGuide) }
            """).failed)
        #expect(session.handle(":layout").lines.contains("  text  UIView  \(frame)"))
        #expect(session.handle(":ambiguous").lines == ["no ambiguous values"])
        // Where the margins are narrower, the guide's 672 gives way by design.
        #expect(session.handle(":broken").lines.first == "no broken constraints")
    }

    /// `UIView.safeAreaInsets`, Apple's documentation: for a view other
    /// than the root, "the portion of your view that is covered by" the
    /// bars and other content, that is its overlap with the screen's unsafe
    /// area and never more. A container 30 pt from the top of an iPhone 15
    /// overlaps 59 − 30 = 29 of the status bar: a child pinned to its safe
    /// area is at 29 inside it, 59 on screen (not 30 + 59).
    @Test func aChildViewsSafeAreaIsWhatItOverlaps() throws {
        let (session, lines) = try FidelityTests.session("""
            let container = UIView()
            view.addSubview(container)
            container.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(30)
                make.left.right.equalToSuperview()
                make.height.equalTo(300)
            }
            let child = UIView()
            container.addSubview(child)
            child.snp.makeConstraints { make in
                make.top.left.right.equalTo(container.safeAreaLayoutGuide)
                make.height.equalTo(50)
            }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        #expect(!session.handle(":expect child.frame == (0, 29, 393, 50)").failed)
        // Below the status bar, a view overlaps none of it.
        _ = session.handle("container.snp.updateConstraints { make in make.top.equalToSuperview().offset(100) }")
        #expect(!session.handle(":expect child.frame == (0, 0, 393, 50)").failed)
    }
}
