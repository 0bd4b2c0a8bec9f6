import Foundation
import Language
import Testing
import LayoutModel
@testable import Shell

/// What the code export says, case by case: each scenario loads back to
/// the same layout (`CodeExportRoundTripTests.roundTrip`), and the code
/// reads as a person would write it.
@Suite struct CodeExportTests {
    /// A session with `script` run (statements and commands), without errors.
    func session(_ script: String) throws -> Session {
        let session = try Session()
        let output = session.runScript(script, file: "scenario.lsh")
        #expect(output.errors.isEmpty, "\(output.errors)")
        return session
    }

    /// Both styles of `script`'s layout, each checked by a round trip (and
    /// as a `.swift` file too when the device is the default).
    func exports(_ script: String, _ name: String) throws -> [CodeStyle: String] {
        let session = try session(script)
        var codes: [CodeStyle: String] = [:]
        for style in CodeStyle.allCases {
            try CodeExportRoundTripTests.roundTrip(session, name, style)
            if session.engine.layout.device == DeviceState(.defaultDevice) {
                try CodeExportRoundTripTests.roundTrip(session, name, style, asSwiftFile: true)
            }
            let export = CodeExport(session.engine, style: style)
            codes[style] = export.document().text
        }
        return codes
    }

    @Test func deviceImagesAndLandscapeAreTheShellsOwnLines() throws {
        let codes = try exports("""
            :device 400x800 safe 20,0,10,0
            :image logo 64x32
            let logo = UIImageView(image: UIImage(named: "logo"))
            view.addSubview(logo)
            logo.snp.makeConstraints { make in make.center.equalToSuperview() }
            :rotate
            """, "device")
        let code = try #require(codes[.snapkit])
        #expect(code.contains("\n:device 400x800 safe 20,0,10,0\n:image logo 64x32\n"))
        #expect(code.hasSuffix("\n:rotate landscape\n"))
        #expect(code.contains("logo.frame = CGRect(x: 0, y: 0, width: 64, height: 32)"))
        let export = CodeExport(try session(":device iphone-se").engine, style: .anchors)
        let swift = export.document(forSwiftFile: true).text
        #expect(swift.contains("// Run these in layoutsh before loading this file:\n// :device iphone-se\n"))
    }

    @Test func framesAndAutoresizingMasksComeBackAsSet() throws {
        let codes = try exports("""
            let panel = UIView(frame: CGRect(x: 10, y: 100, width: 200.5, height: 1.0 / 3))
            view.addSubview(panel)
            panel.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            let inner = UIView()
            panel.addSubview(inner)
            inner.frame = CGRect(x: 5, y: 0, width: 100, height: 0.25)
            inner.autoresizingMask = .flexibleLeftMargin
            :rotate
            let late = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            view.addSubview(late)
            late.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            :rotate
            """, "frames")
        let code = try #require(codes[.snapkit])
        // Each frame as laid out at the end, then its mask: the same
        // constraints as the masks set before the turns (`late`, set in
        // landscape, shrank with its superview; its centre kept its offset).
        #expect(code.contains("""

            // autoresizing: the frames as laid out, then what follows the superview
            panel.frame = CGRect(x: 10, y: 100, width: 200.5, height: 0.3333333333333333)
            panel.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            inner.frame = CGRect(x: 5, y: 0, width: 100, height: 0.25)
            inner.autoresizingMask = [.flexibleLeftMargin]
            late.frame = CGRect(x: -202.56338028169014, y: 0, width: 46.12676056338028, height: 40)
            late.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            """))
    }

    @Test func prioritiesIdentifiersMarginsAndMultipliers() throws {
        let codes = try exports("""
            let card = UIView()
            view.addSubview(card)
            card.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
            card.snp.makeConstraints { make in
                make.leftMargin.equalTo(view.snp.leftMargin)
                make.top.equalTo(view.safeAreaLayoutGuide).offset(10).priority(999.5).labeled("card-top")
                make.width.equalTo(view).multipliedBy(0.5).offset(-4)
                make.height.greaterThanOrEqualTo(44)
            }
            let dot = UIView()
            card.addSubview(dot)
            dot.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: card, attribute: .centerX, multiplier: 0.5, constant: 0),
                dot.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                dot.widthAnchor.constraint(equalToConstant: 8),
                dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
            ])
            """, "priorities")
        let snap = try #require(codes[.snapkit])
        #expect(snap.contains("    make.leftMargin.equalToSuperview()\n"))
        #expect(snap.contains("    make.top.equalTo(view.safeAreaLayoutGuide).offset(10).priority(999.5).labeled(\"card-top\")\n"))
        #expect(snap.contains("    make.width.equalToSuperview().multipliedBy(0.5).offset(-4)\n"))
        #expect(snap.contains("    make.height.greaterThanOrEqualTo(44)\n"))
        let anchors = try #require(codes[.anchors])
        #expect(anchors.contains("NSLayoutConstraint(item: card, attribute: .leftMargin, relatedBy: .equal, toItem: view, attribute: .leftMargin, multiplier: 1, constant: 0)"))
        #expect(anchors.contains("let cardConstraint2 = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10)\n"
                                 + "cardConstraint2.priority = UILayoutPriority(999.5)\ncardConstraint2.identifier = \"card-top\"\ncardConstraint2.isActive = true\n"))
        #expect(anchors.contains("NSLayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: card, attribute: .centerX, multiplier: 0.5, constant: 0)"))
        #expect(anchors.contains("card.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)"))
    }

    @Test func stacksKeepTheirArrangementAndSubviewOrder() throws {
        let codes = try exports("""
            let title = UILabel()
            title.text = "Tab\\tand \\"quotes\\" \\\\ here"
            title.font = UIFont.systemFont(ofSize: 20)
            let badge = UIView()
            let hidden = UILabel()
            hidden.text = "hidden"
            hidden.isHidden = true
            let stack = UIStackView(arrangedSubviews: [title, hidden])
            stack.axis = .vertical
            stack.alignment = .center
            stack.distribution = .equalSpacing
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            stack.addSubview(badge)
            stack.insertArrangedSubview(badge, at: 0)
            stack.setCustomSpacing(24, after: title)
            title.setContentCompressionResistancePriority(.required, for: .vertical)
            view.addSubview(stack)
            stack.snp.makeConstraints { make in make.top.left.equalTo(view.safeAreaLayoutGuide) }
            badge.translatesAutoresizingMaskIntoConstraints = true
            """, "stacks")
        let code = try #require(codes[.snapkit])
        #expect(code.contains("title.text = \"Tab\\tand \\\"quotes\\\" \\\\ here\""))
        // The arrangement is not in the order of subviews: the tree, then the arrangement.
        #expect(code.contains("stack.addSubview(title)\nstack.addSubview(hidden)\nstack.addSubview(badge)\n"))
        #expect(code.contains("stack.addArrangedSubview(badge)\nstack.addArrangedSubview(title)\nstack.addArrangedSubview(hidden)\nstack.setCustomSpacing(24, after: title)\n"))
        #expect(code.contains("badge.translatesAutoresizingMaskIntoConstraints = true"))
    }

    @Test func guidesScrollViewsTablesAndUnnamedViews() throws {
        let codes = try exports("""
            let scroll = UIScrollView()
            view.addSubview(scroll)
            scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            scroll.contentInsetAdjustmentBehavior = .never
            scroll.alwaysBounceHorizontal = true
            scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let gap = UILayoutGuide()
            view.addLayoutGuide(gap)
            gap.snp.makeConstraints { make in
                make.height.equalTo(30)
                make.top.equalTo(view.safeAreaLayoutGuide)
            }
            scroll.addSubview(UILabel())
            let table = UITableView()
            table.rowHeight = 60
            table.separatorStyle = .none
            view.addSubview(table)
            table.translatesAutoresizingMaskIntoConstraints = false
            table.topAnchor.constraint(equalTo: gap.bottomAnchor).isActive = true
            let notes = UITextView()
            notes.isScrollEnabled = false
            view.addSubview(notes)
            let page = UIView()
            scroll.addSubview(page)
            page.insetsLayoutMarginsFromSafeArea = false
            page.preservesSuperviewLayoutMargins = true
            page.snp.makeConstraints { make in
                make.edges.equalTo(scroll.contentLayoutGuide)
                make.width.equalTo(scroll.frameLayoutGuide)
                make.height.equalTo(1200)
            }
            let body = UILabel()
            body.text = "Readable"
            page.addSubview(body)
            body.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: page.readableContentGuide.leadingAnchor),
                body.topAnchor.constraint(equalTo: page.layoutMarginsGuide.topAnchor),
            ])
            :scroll scroll 0,40
            """, "guides")
        let code = try #require(codes[.snapkit])
        // A guide keeps the name of the variable it was made in.
        #expect(code.contains("let gap = UILayoutGuide()"))
        #expect(code.contains("view.addLayoutGuide(gap)"))
        #expect(code.contains("gap.snp.makeConstraints { make in"))
        #expect(code.contains("scroll.contentOffset = CGPoint(x: 0, y: 40)"))
        #expect(code.contains("let label2 = UILabel()"))
        #expect(code.contains("table.rowHeight = 60\ntable.separatorStyle = .none"))
        #expect(code.contains("notes.isScrollEnabled = false"))
        #expect(code.contains("    make.edges.equalTo(scroll.contentLayoutGuide)\n    make.width.equalTo(scroll.frameLayoutGuide)\n"))
        #expect(code.contains("page.insetsLayoutMarginsFromSafeArea = false\npage.preservesSuperviewLayoutMargins = true\n"))
        #expect(codes[.anchors]?.contains("body.leadingAnchor.constraint(equalTo: page.readableContentGuide.leadingAnchor)") == true)
    }

    @Test func namesBecomeSwiftIdentifiers() {
        #expect(ExportNames.identifier(from: "card.titleLabel") == "card_titleLabel")
        #expect(ExportNames.identifier(from: "UILabel#4") == "label4")
        #expect(ExportNames.identifier(from: "2nd") == "v2nd")
        #expect(ExportNames.identifier(from: "Header") == "header")
        #expect(ExportNames.identifier(from: "make") == "make_")
        #expect(ExportNames.identifier(from: "view") == "view_")
        #expect(SwiftLiteral.number(1.0 / 3) == "0.3333333333333333")
        #expect(SwiftLiteral.number(-8) == "-8")
        #expect(SwiftLiteral.string("a\u{1}b\n") == "\"a\\u{1}b\\n\"")
    }

    @Test func whatCodeCannotMakeIsSaid() throws {
        let session = try session("""
            let kept = UIView()
            view.addSubview(kept)
            let gone = UIView()
            view.addSubview(gone)
            gone.removeFromSuperview()
            """)
        session.directory = FileManager.default.temporaryDirectory.path
        let file = "layoutsh-export-\(UUID().uuidString).lsh"
        let output = session.handle(":export anchors \(file)")
        try? FileManager.default.removeItem(atPath: session.resolve(file))
        #expect(output.lines == ["exported 1 view and 0 constraints as NSLayoutAnchor code to \(file)",
                                 "  not exported: 1 view outside the hierarchy (not laid out) left out"])
    }
}
