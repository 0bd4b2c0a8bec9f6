import Language
import Testing
@testable import Shell

/// `:draw` fits the terminal: its size, the options that override it,
/// cropping, text inside views, and colour only where it belongs.
@Suite struct PictureFitTests {
    /// A session that has run the tour (a card in a scroll view), on `screen`.
    func tour(_ screen: Screen = .standard) throws -> Session {
        let session = try Session()
        session.screen = { screen }
        for chunk in InputSplitter.split(BuiltinExample.tour.script) {
            _ = session.handle(chunk.text, line: chunk.line)
        }
        return session
    }

    /// The lines of `:draw …`, which must not fail.
    func draw(_ session: Session, _ arguments: String = "", sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let output = session.handle(":draw" + (arguments.isEmpty ? "" : " " + arguments))
        #expect(output.errors.isEmpty, "\(output.errors)", sourceLocation: sourceLocation)
        return output.lines
    }

    /// The first error line of `:draw …`.
    func drawError(_ session: Session, _ arguments: String) -> String? {
        session.handle(":draw " + arguments).errors.first
    }

    /// Whether the lines hold the phone whole: its top edge first, its bottom edge later.
    func showsWholeDevice(_ lines: [String]) -> Bool {
        lines.first?.hasPrefix("┌view") == true && lines.dropFirst().contains { $0.hasPrefix("└") && $0.contains("┘") }
    }

    @Test func theTourFitsAn80By24Terminal() throws {
        let lines = draw(try tour(Screen(columns: 80, rows: 24)))
        // The prompt and the line typed need two of the 24 rows.
        #expect(lines.count <= 22)
        #expect(lines.allSatisfy { TerminalColumns.of($0) <= 80 && $0.last != " " })
        #expect(showsWholeDevice(lines))
        let text = lines.joined(separator: "\n")
        for name in ["view", "scrollView", "card", "stack", "title", "body"] {
            #expect(text.contains(name), "\(name) is neither drawn nor in the legend")
        }
        // The legend beside the phone, which leaves most of the width free.
        #expect(lines[1].hasSuffix("view  (0, 0, 393, 852)"))
    }

    @Test func theTourFits40Columns() throws {
        let lines = draw(try tour(Screen(columns: 40, rows: 24)))
        #expect(lines.count <= 22)
        #expect(lines.allSatisfy { TerminalColumns.of($0) <= 40 })
        #expect(showsWholeDevice(lines))
        #expect(lines.contains("    card  (20, 20, 353, 109.333333)"))
    }

    @Test func aTallerTerminalGetsALargerPicture() throws {
        let session = try tour(Screen(columns: 160, rows: 50))
        let lines = draw(session)
        #expect(lines.count == 48 && showsWholeDevice(lines))
        // Asked at each drawing: a terminal resized draws the next one to its size.
        session.screen = { Screen(columns: 80, rows: 24) }
        #expect(draw(session).count <= 22)
    }

    /// A legend longer than the screen cannot all stay in sight: the phone
    /// keeps its full size, and the legend goes where the answer is shorter.
    @Test func aLegendLongerThanTheScreen() throws {
        let session = try Session()
        _ = session.handle("""
            let stack = UIStackView()
            stack.axis = .vertical
            view.addSubview(stack)
            stack.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
            for i in 0..<60 { let row = UILabel(); row.text = "Row \\(i)"; stack.addArrangedSubview(row) }
            """)
        let lines = draw(session)
        #expect(showsWholeDevice(lines) && lines[21].hasPrefix("└"))
        // Wrapped beside the phone, the 62 entries would take more lines than below it.
        #expect(lines[22] == "scaled to 22 rows: 1 column ≈ 20.3 pt" && lines[23] == "view  (0, 0, 393, 852)")
        #expect(lines.count < 22 + 62 * 2)
    }

    @Test func notOnATerminalThePictureIs80By24() throws {
        let session = try Session()
        for chunk in InputSplitter.split(BuiltinExample.tour.script) { _ = session.handle(chunk.text, line: chunk.line) }
        #expect(draw(session) == draw(try tour(Screen(columns: 80, rows: 24))))
    }

    @Test func widthAndHeightOverrideTheTerminal() throws {
        let session = try tour()
        let eighty = draw(session, "--width 80"), wide = draw(session, "--width 120")
        #expect(eighty != wide)
        #expect(TerminalColumns.of(eighty[0]) == 79 && TerminalColumns.of(wide[0]) == 119)
        // As tall as the phone's proportions ask: more than the terminal's 24 rows.
        #expect(eighty.filter { $0.hasPrefix("│") }.count > 60)

        // At most 30 rows, the legend beside them.
        let thirty = draw(session, "--height 30")
        try #require(thirty.count == 30)
        #expect(thirty[0].hasPrefix("┌view") && thirty[29].hasPrefix("└"))
        #expect(thirty.allSatisfy { TerminalColumns.of($0) <= 80 })
        let both = draw(session, "--width 40 --height 12")
        try #require(both.count >= 12)
        #expect(both[11].hasPrefix("└") && both.allSatisfy { TerminalColumns.of($0) <= 40 })
    }

    @Test func badSizesAndCropsAreRefused() throws {
        let session = try tour()
        #expect(drawError(session, "--height 3") == "error: --height takes a number of rows, 8...400")
        #expect(drawError(session, "--height x") == "error: --height takes a number of rows, 8...400")
        #expect(drawError(session, "--width 40 --width 50") == "error: --width is given twice")
        #expect(drawError(session, "--crop") == "error: --crop needs a view to crop to")
        #expect(drawError(session, "--crop nosuch") == "error: no view named 'nosuch'")
        #expect(drawError(session, "card --cropp")?.hasPrefix("error: unknown option '--cropp' for :draw") == true)
    }

    @Test func aViewAloneOrCroppedIsDrawnAtItsBestScale() throws {
        let session = try tour()
        _ = session.handle("""
            let badge = UIView()
            view.addSubview(badge)
            badge.frame = CGRect(x: 300, y: 100, width: 80, height: 40)
            """)
        let alone = draw(session, "card")
        #expect(alone[0].hasPrefix("┌card"))
        #expect(TerminalColumns.of(alone[0]) == 79, "the card is wide: the width limits it")
        #expect(!alone.contains { $0.hasPrefix("view") || $0.contains("badge") })

        // Cropped: the screen cut to the card's frame, with the badge lying
        // over it, and the card's superviews in the legend for context.
        let cropped = draw(session, "card --crop")
        #expect(cropped[0].hasPrefix("┌card"))
        #expect(cropped.prefix(13).contains { $0.hasPrefix("│") && $0.contains("badge") })
        #expect(cropped.contains("view  (0, 0, 393, 852)") && cropped.contains("  badge  (300, 100, 80, 40)"))
        #expect(cropped.contains("    card  (20, 20, 353, 109.333333)"))
        #expect(!cropped.contains { $0.contains("scrollView") && $0.contains("┌") })
    }

    @Test func labelsAndButtonsShowTheirText() throws {
        let session = try Session()
        _ = session.handle("""
            let note = UILabel()
            note.text = "Hello there, this is a label"
            note.numberOfLines = 0
            view.addSubview(note)
            note.frame = CGRect(x: 20, y: 100, width: 353, height: 200)
            let go = UIButton()
            go.setTitle("Sign in", for: .normal)
            view.addSubview(go)
            go.frame = CGRect(x: 96, y: 320, width: 200, height: 120)
            """)
        let lines = draw(session, "--height 40")
        #expect(lines.contains { $0.contains("│Hello there, this is a") })
        #expect(lines.contains { $0.contains("│     Sign in     │") }, "centred in the button")
        // Too narrow for it all: cut, and it says so.
        let small = draw(session, "note --width 32")
        #expect(small.contains { $0.contains("│Hello there, this is a label") || $0.contains("…") })
    }

    @Test func brokenAndAmbiguousViewsAreMarked() throws {
        let session = try Session()
        _ = session.handle("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview().offset(100)
                make.width.equalTo(100)
                make.width.equalTo(150)
                make.height.equalTo(100)
            }
            let loose = UIView()
            view.addSubview(loose)
            loose.snp.makeConstraints { make in
                make.top.left.equalToSuperview().offset(300)
                make.height.equalTo(50)
            }
            """)
        // Transcripts and tests: no escape code at all, the marks in words.
        let plain = draw(session)
        #expect(!plain.joined().contains("\u{1B}"))
        #expect(plain.contains { $0.hasSuffix("box  (100, 100, 100, 100)  (broken: #4)") })
        #expect(plain.contains { $0.hasSuffix("loose  (300, 300, 0, 50)  (ambiguous: width)") })

        session.color = true
        let coloured = draw(session)
        let red = PictureStyle.broken + "┌box", purple = PictureStyle.ambiguous
        #expect(coloured.contains { $0.contains(red) }, "the broken view's box is red")
        #expect(coloured.contains { $0.contains(PictureStyle.broken + "box" + PictureStyle.reset) }, "and its name in the legend")
        #expect(coloured.contains { $0.contains(purple) }, "the ambiguous view is purple")
        #expect(coloured.map { $0.replacingAll(PictureStyle.broken).replacingAll(PictureStyle.ambiguous).replacingAll(PictureStyle.reset)
            .replacingAll(PictureStyle.palette[0]).replacingAll(PictureStyle.palette[1]) } == plain)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(Screen.usesColor(outputIsTerminal: true, noColor: nil))
        #expect(!Screen.usesColor(outputIsTerminal: false, noColor: nil))
        #expect(!Screen.usesColor(outputIsTerminal: true, noColor: "1"))
        // no-color.org: an empty NO_COLOR is as if it were not set.
        #expect(Screen.usesColor(outputIsTerminal: true, noColor: ""))
        #expect(!Screen.usesColor(outputIsTerminal: false, noColor: ""))
    }
}
