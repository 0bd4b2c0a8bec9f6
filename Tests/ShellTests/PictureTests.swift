import Language
import Cassowary
import LayoutModel
import Testing
@testable import Shell

/// A layout built step by step for picture tests (iPhone 15 portrait by default).
private final class Sketch {
    let engine: LayoutEngine
    var root: ViewID { engine.layout.root }

    init(device: Device = .defaultDevice) throws {
        engine = try LayoutEngine(layout: Layout(device: DeviceState(device)))
    }

    /// Makes a view named `name` in `parent` (the root by default), laid out by constraints.
    @discardableResult
    func add(_ name: String, _ kind: ViewKind = .view, to parent: ViewID? = nil,
             _ configure: @escaping (inout View) -> Void = { _ in }) throws -> ViewID {
        var id = ViewID(0)
        try engine.apply { (layout: inout Layout) throws(LayoutError) in
            id = try layout.makeView(kind, name: name)
            try layout.addSubview(id, to: parent ?? layout.root)
            try layout.modify(id) { view in
                view.translatesAutoresizingMaskIntoConstraints = false
                configure(&view)
            }
        }
        return id
    }

    /// Adds `first == second + constant` (or `first == constant` without `second`).
    func pin(_ first: Anchor, _ second: Anchor? = nil, _ constant: Double = 0) throws {
        try engine.apply { (layout: inout Layout) throws(LayoutError) in
            _ = try layout.addConstraint(LayoutConstraint(first, .equal, second, constant: constant))
        }
    }

    /// Pins the four edges of `view` to `item`'s, inset by `inset`.
    func pinEdges(_ view: ViewID, to item: LayoutItem, inset: Double = 0) throws {
        try pin(Anchor(.view(view), .top), Anchor(item, .top), inset)
        try pin(Anchor(.view(view), .left), Anchor(item, .left), inset)
        try pin(Anchor(.view(view), .bottom), Anchor(item, .bottom), -inset)
        try pin(Anchor(.view(view), .right), Anchor(item, .right), -inset)
    }

    /// Places `view` at a fixed frame in its superview's coordinates.
    func place(_ view: ViewID, in parent: LayoutItem, x: Double, y: Double, width: Double, height: Double) throws {
        try pin(Anchor(.view(view), .left), Anchor(parent, .left), x)
        try pin(Anchor(.view(view), .top), Anchor(parent, .top), y)
        try pin(Anchor(.view(view), .width), nil, width)
        try pin(Anchor(.view(view), .height), nil, height)
    }

    func modify(_ view: ViewID, _ body: @escaping (inout View) -> Void) throws {
        try engine.apply { (layout: inout Layout) throws(LayoutError) in
            try layout.modify(view) { body(&$0) }
        }
    }
}

/// The golden layout: a box 20 pt inside the safe area, a label in it.
private func boxAndLabel() throws -> (Sketch, box: ViewID, label: ViewID) {
    let s = try Sketch()
    let box = try s.add("box")
    try s.pinEdges(box, to: .safeArea(s.root), inset: 20)
    let label = try s.add("label", .label, to: box) { $0.text.string = "Hello, Auto Layout" }
    try s.pin(Anchor(.view(label), .left), Anchor(.view(box), .left), 16)
    try s.pin(Anchor(.view(label), .top), Anchor(.view(box), .top), 16)
    return (s, box, label)
}

/// A 400 pt tall scroll view below the safe area's top, with a 2000 pt tall
/// content view and a view 500 pt down the content: below the scroll view's
/// frame, but inside the root's, so only the scroll view's clipping hides it.
private func scrollScene() throws -> (Sketch, scroll: ViewID, far: ViewID) {
    let s = try Sketch()
    let scroll = try s.add("scroll", .scrollView)
    try s.pin(Anchor(.view(scroll), .top), Anchor(.safeArea(s.root), .top))
    try s.pin(Anchor(.view(scroll), .left), Anchor(.view(s.root), .left))
    try s.pin(Anchor(.view(scroll), .right), Anchor(.view(s.root), .right))
    try s.pin(Anchor(.view(scroll), .height), nil, 400)
    let content = try s.add("content", to: scroll)
    try s.pinEdges(content, to: .contentGuide(scroll))
    try s.pin(Anchor(.view(content), .width), Anchor(.frameGuide(scroll), .width))
    try s.pin(Anchor(.view(content), .height), nil, 2000)
    let far = try s.add("far", to: content)
    try s.place(far, in: .view(content), x: 40, y: 500, width: 200, height: 300)
    return (s, scroll, far)
}

/// Every line fits `width` columns and has no trailing space.
private func expectTidy(_ lines: [String], width: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for line in lines {
        #expect(TerminalColumns.of(line) <= width, "too wide: \(line)", sourceLocation: sourceLocation)
        #expect(line.last != " ", "trailing space: \(line)", sourceLocation: sourceLocation)
    }
}

/// The picture's lines, apart from the captions and legend below it.
private func picture(_ engine: LayoutEngine, view: ViewID? = nil, width: Int = 80, rows: Int? = nil) -> [String] {
    Picture.sections(engine, view: view, width: width, rows: rows, color: false).picture
}

/// Small views of every shape, a wide-character name and a hidden view, on the root.
private func oddViews() throws -> Sketch {
    let s = try Sketch()
    try s.place(try s.add("dot"), in: .view(s.root), x: 100, y: 100, width: 2, height: 2)
    try s.place(try s.add("thin"), in: .view(s.root), x: 200, y: 100, width: 1, height: 200)
    try s.place(try s.add("bar"), in: .view(s.root), x: 20, y: 400, width: 300, height: 4)
    try s.place(try s.add("标题视图"), in: .view(s.root), x: 20, y: 500, width: 300, height: 100)
    let ghost = try s.add("ghost") { $0.isHidden = true }
    try s.place(ghost, in: .view(s.root), x: 20, y: 700, width: 300, height: 100)
    try s.place(try s.add("inGhost", to: ghost), in: .view(ghost), x: 10, y: 10, width: 50, height: 50)
    return s
}

@Test func goldenBoxAndLabel() throws {
    let (s, _, _) = try boxAndLabel()
    // 38 columns for 393 pt (10.3 pt a column, 20.7 pt a row): the box's
    // edges at 20 and 373 pt fall in columns 2 and 36, its top (59 + 20 =
    // 79 pt) in row 4, its bottom (852 − 34 − 20 = 798 pt) in row 39; the
    // label (36 to 175.67 pt across, 95 to 115.33 pt down) in columns 3 to 17
    // and row 5 alone: a box one row high is drawn as a bracket. The frames
    // listed below wrap at the 40 columns.
    let inside = Array(repeating: "│ │                                 │ │", count: 32)
    let expected = [
        "┌view─────────────────────────────────┐",
        "│                                     │",
        "│                                     │",
        "│                                     │",
        "│ ┌box──────────────────────────────┐ │",
        "│ │[label \"Hell…\"]                  │ │",
        "│ │                                 │ │",
    ] + inside + [
        "│ └─────────────────────────────────┘ │",
        "│                                     │",
        "└─────────────────────────────────────┘",
        "view  (0, 0, 393, 852)",
        "  box  (20, 79, 353, 719)",
        "    label",
        "        (16, 16, 139.666667, 20.333333)",
    ]
    let lines = Picture.render(s.engine, width: 40)
    #expect(lines.count == expected.count)
    for (index, (line, want)) in zip(lines, expected).enumerated() {
        #expect(line == want, "line \(index)")
    }
    expectTidy(lines, width: 40)
}

@Test func widthIsClampedAndTallViewsScaleDown() throws {
    let (s, _, _) = try boxAndLabel()
    let narrow = picture(s.engine, width: 3)
    #expect(narrow.first.map { TerminalColumns.of($0) } == Picture.widths.lowerBound - 1)
    expectTidy(Picture.render(s.engine, width: 3), width: Picture.widths.lowerBound)

    // At 80 columns the phone takes 86 rows, as its proportions ask; allowed
    // 60, it is scaled down to them, and the caption says so.
    #expect(picture(s.engine, width: 80).count == 86)
    let parts = Picture.sections(s.engine, view: nil, width: 80, rows: 60, color: false)
    #expect(parts.picture.count == 60)
    #expect(parts.text.first == "scaled to 60 rows: 1 column ≈ 7.2 pt")
    expectTidy(parts.picture + parts.text, width: 80)
    // However wide it is asked to be, a picture is at most 1000 columns and rows.
    let huge = Picture.sections(s.engine, view: nil, width: 1_000_000, color: false)
    expectTidy(huge.picture + huge.text, width: Picture.widths.upperBound)
    #expect(huge.picture.count == Picture.maxRows)
}

@Test func pictureLinesAreTheSectionsPictureWithoutTheLegend() throws {
    let (s, _, _) = try boxAndLabel()
    let odd = try oddViews()
    for (engine, width, rows) in [(s.engine, 80, 60), (s.engine, 38, 60), (odd.engine, 40, nil), (odd.engine, 120, 24)] {
        #expect(Picture.pictureLines(engine, view: nil, width: width, rows: rows, color: false)
                == Picture.sections(engine, view: nil, width: width, rows: rows, color: false).picture)
    }
}

@Test func colourOnlyWhenAskedFor() throws {
    let (s, _, _) = try boxAndLabel()
    let plain = Picture.render(s.engine, width: 40)
    #expect(!plain.joined().contains("\u{1B}"))
    let coloured = Picture.render(s.engine, width: 40, color: true)
    #expect(coloured.contains { $0.contains("\u{1B}[") })
    // Depths differ in colour: the root's border and the box's are not the same.
    #expect(coloured[4].contains(PictureStyle.palette[0]) && coloured[4].contains(PictureStyle.palette[1]))
    for line in coloured where line.contains("\u{1B}") {
        #expect(line.hasSuffix(PictureStyle.reset))
    }
    // Without the escapes, the same picture.
    let stripped = coloured.map { line in
        var out = line
        for code in PictureStyle.palette + [PictureStyle.broken, PictureStyle.ambiguous, PictureStyle.reset] {
            out = out.replacingAll(code)
        }
        return out
    }
    #expect(stripped == plain)
}

@Test func scrollViewClipsItsContent() throws {
    let (s, scroll, _) = try scrollScene()
    var parts = Picture.sections(s.engine, view: nil, width: 120, rows: 60, color: false)
    #expect(!parts.picture.contains { $0.contains("far") })
    #expect(parts.text.contains("      far  (40, 500, 200, 300)  (scrolled out of view)"))
    #expect(parts.text.contains("  scroll  (0, 59, 393, 400)  contentSize 393×2000, offset (0, 0), scrolls vertically"))
    // The scroll view spans rows 4 to 32; its indicator covers the first
    // 400/2000 of the 27 rows between its corners: rows 5 to 9.
    #expect(parts.picture[4].hasPrefix("├scroll─content─"))
    #expect(parts.picture[32].hasPrefix("├───"))
    #expect(parts.picture.indices.filter { parts.picture[$0].hasSuffix("┃") } == Array(5...9))

    // Scrolled 300 pt, `far` (now 259 to 559 pt down the window) shows in
    // part: its top is drawn, and nothing of it below the scroll view's bottom.
    try s.modify(scroll) { $0.scroll.offset = Point(x: 0, y: 300) }
    parts = Picture.sections(s.engine, view: nil, width: 120, rows: 60, color: false)
    #expect(parts.picture[18].hasPrefix("│     ┌far──"))
    #expect(parts.picture[31].hasPrefix("│     │"))
    for line in parts.picture[33...].dropLast() {
        #expect(line.filter { $0 != " " } == "││", "drawn below the scroll view: \(line)")
    }
    #expect(parts.picture.indices.filter { parts.picture[$0].hasSuffix("┃") } == Array(9...13))
    #expect(!parts.text.joined().contains("scrolled out of view"))
    expectTidy(parts.picture + parts.text, width: 120)
}

@Test func smallAndHiddenViewsAreInTheLegend() throws {
    let s = try oddViews()
    let parts = Picture.sections(s.engine, view: nil, width: 40, color: false)
    #expect(parts.picture[5].contains("▪"))  // dot: 2 × 2 pt
    #expect(parts.picture[5].contains("╷") && parts.picture[15].contains("╵"))  // thin: 1 pt wide
    #expect(parts.picture[19] == "│ [bar─────────────────────────]      │")  // 4 pt tall: one row
    #expect(!parts.picture.contains { $0.contains("ghost") || $0.contains("inGhost") })
    #expect(parts.text == [
        "view  (0, 0, 393, 852)",
        "  dot  (100, 100, 2, 2)",
        "  thin  (200, 100, 1, 200)",
        "  bar  (20, 400, 300, 4)",
        "  标题视图  (20, 500, 300, 100)",
        "  ghost  (20, 700, 300, 100)  (hidden)",
        "    inGhost  (10, 10, 50, 50)",  // wrapped at 40 columns
        "        (superview hidden)",
    ])
    // Wide characters take two columns: the box's right edge lines up with the bar's.
    let titled = try #require(parts.picture.first { $0.contains("标题视图") })
    #expect(TerminalColumns.of(titled) == TerminalColumns.of(parts.picture[19]))
    expectTidy(parts.picture + parts.text, width: 40)
}

@Test func bordersThatMeetShowJunctions() throws {
    let s = try Sketch()
    try s.place(try s.add("left"), in: .view(s.root), x: 0, y: 100, width: 200, height: 100)
    try s.place(try s.add("right"), in: .view(s.root), x: 200, y: 100, width: 193, height: 100)
    let lines = picture(s.engine, width: 40)
    #expect(lines[5] == "├left──────────────┬right─────────────┤")
    #expect(lines[10] == "├──────────────────┴──────────────────┤")
}

@Test func subtreeScalesToItsView() throws {
    let (s, box, _) = try boxAndLabel()
    let lines = Picture.render(s.engine, view: box, width: 40)
    #expect(lines.first == "┌box──────────────────────────────────┐")
    #expect(lines.contains("box  (20, 79, 353, 719)") && lines.contains("  label  (16, 16, 139.666667, 20.333333)"))
    #expect(!lines.contains { $0.hasPrefix("view") })
    expectTidy(lines, width: 40)
}

@Test func outlandishFramesDoNotTrap() throws {
    let s = try Sketch()
    try s.place(try s.add("away"), in: .view(s.root), x: 1e6, y: -1e6, width: 1e6, height: 5)
    let flat = try s.add("flat")
    try s.place(flat, in: .view(s.root), x: 10, y: 10, width: 0, height: 0)
    let lines = Picture.render(s.engine, width: 100)
    #expect(lines.contains("  away  (1000000, -1000000, 1000000, 5)  (outside the picture)"))
    #expect(Picture.render(s.engine, view: flat, width: 40) == ["flat is 0×0 pt: nothing to draw", "flat  (10, 10, 0, 0)"])
    #expect(Picture.render(s.engine, view: ViewID(99), width: 40) == ["no such view: view99"])
}

@Test func sameLayoutSamePicture() throws {
    let a = try oddViews()
    let b = try oddViews()
    let first = Picture.render(a.engine, width: 57, color: true)
    #expect(first == Picture.render(a.engine, width: 57, color: true))
    #expect(first == Picture.render(b.engine, width: 57, color: true))
}

extension String {
    /// The string without any occurrence of `part`.
    func replacingAll(_ part: String) -> String {
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: part) {
            out += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
