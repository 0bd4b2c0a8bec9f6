import Language
import LayoutModel

/// Drawing one view on the canvas: its box (or bar, or mark), its name,
/// the text it shows, and a scroll view's indicators.
extension PictureRenderer {
    /// Draws one view: a box when it spans at least 2 × 2 cells, otherwise
    /// a bar or a single `▪`, so that even a view a few points wide shows.
    /// Without `named`, only the box: no name, no text.
    mutating func draw(_ v: ViewID, _ window: Rect, ink: PictureInk, named: Bool = true, clip: PictureCanvas.Area) {
        var box = area(window)
        let name = named ? layout[v].name : ""
        let text = named ? Self.shownText(layout[v]) : nil
        // Less than a cell across is a line, even when its edges round to
        // neighbouring cells (a 4 pt bar must not look 40 pt tall).
        if window.width * scale < 1 { box.right = box.left }
        if window.height * scale / 2 < 1 { box.bottom = box.top }
        let (wide, tall) = (box.right - box.left + 1, box.bottom - box.top + 1)
        if wide >= 2, tall >= 2 {
            canvas.drawBox(box, ink: ink, clip: clip)
            label(name, in: box, ink: ink, clip: clip)
            if let text { write(text, in: box, centred: layout[v].kind == .button, ink: ink, clip: clip) }
            if layout[v].kind == .scrollView { drawThumbs(v, window, box, ink: ink, clip: clip) }
        } else if wide >= 2 {
            for x in stride(from: box.left + 1, through: box.right - 1, by: 1) {
                canvas.draw([.left, .right], column: x, row: box.top, ink: ink, clip: clip)
            }
            canvas.write("[", column: box.left, row: box.top, limit: box.left + 1, ink: ink, clip: clip)
            canvas.write("]", column: box.right, row: box.top, limit: box.right + 1, ink: ink, clip: clip)
            let room = min(box.right, clip.right + 1) - (box.left + 1)
            let written = canvas.write(PictureText.truncated(name, to: room), column: box.left + 1, row: box.top,
                                       limit: box.right, ink: ink, clip: clip)
            // The text after the name, quoted, when a letter and `…` fit.
            if let text, written > 0, room - written >= 5 {
                let quoted = " \"" + PictureText.truncated(text, to: room - written - 3) + "\""
                canvas.write(quoted, column: box.left + 1 + written, row: box.top, limit: box.right, ink: ink, clip: clip)
            }
        } else if tall >= 2 {
            canvas.draw(.down, column: box.left, row: box.top, ink: ink, clip: clip)
            for y in stride(from: box.top + 1, through: box.bottom - 1, by: 1) {
                canvas.draw([.up, .down], column: box.left, row: y, ink: ink, clip: clip)
            }
            canvas.draw(.up, column: box.left, row: box.bottom, ink: ink, clip: clip)
        } else {
            canvas.write("▪", column: box.left, row: box.top, limit: box.left + 1, ink: ink, clip: clip)
        }
    }

    /// The text a label, button or field shows (a field's placeholder when
    /// it has no text), on one line; nil for none.
    static func shownText(_ view: View) -> String? {
        guard view.kind.hasText || view.textView != nil else { return nil }
        let text = view.text.string.flatMap { $0.isEmpty ? nil : $0 } ?? view.text.placeholder ?? ""
        // Line breaks would be lost as zero-width controls and glue words together.
        let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return flat.allSatisfy({ $0 == " " }) ? nil : flat
    }

    /// Writes `text` inside `box`: wrapped at its inner width, as many lines
    /// as its inner rows hold (the last cut with `…`), vertically centred as
    /// UILabel draws it, and left-aligned (centred for a button).
    private mutating func write(_ text: String, in box: PictureCanvas.Area, centred: Bool, ink: PictureInk,
                                clip: PictureCanvas.Area) {
        let (width, rows) = (box.right - box.left - 1, box.bottom - box.top - 1)
        guard width >= 1, rows >= 1 else { return }
        var lines = Reflow.lines(text, width: width, hang: 0).map { String($0.drop { $0 == " " }) }
        if lines.count > rows {
            let last = lines[rows - 1] + " " + lines[rows]
            lines = Array(lines.prefix(rows - 1)) + [PictureText.truncated(last + " …", to: width)]
        }
        let top = box.top + 1 + (rows - lines.count) / 2
        for (i, line) in lines.enumerated() {
            let used = TerminalColumns.of(line)
            let x = box.left + 1 + (centred ? max(0, (width - used) / 2) : 0)
            canvas.write(line, column: x, row: top + i, limit: box.right, ink: ink, clip: clip)
        }
    }

    /// Writes `name` after the box's top-left corner (on the first visible
    /// row when the top is clipped). When other names are already there (the
    /// boxes share that edge) it goes in the first gap after them that holds
    /// it whole, a space apart, so that all stay readable; when none does, in
    /// the first gap there is, cut.
    private mutating func label(_ name: String, in box: PictureCanvas.Area, ink: PictureInk, clip: PictureCanvas.Area) {
        let y = max(box.top, clip.top)
        guard y <= box.bottom, !name.isEmpty else { return }
        let first = max(box.left + 1, clip.left)
        let end = min(box.right, clip.right + 1)  // exclusive
        let needed = TerminalColumns.of(name)
        var fallback: (column: Int, room: Int)?
        var x = first
        while x < end {
            if canvas.isText(column: x, row: y) { x += 1; continue }
            let start = x > first && canvas.isText(column: x - 1, row: y) ? x + 1 : x
            var stop = x
            while stop < end, !canvas.isText(column: stop, row: y) { stop += 1 }
            let room = stop - start - (stop < end ? 1 : 0)
            if room >= needed {
                canvas.write(name, column: start, row: y, limit: box.right, ink: ink, clip: clip)
                return
            }
            if fallback == nil, room > 0 { fallback = (start, room) }
            x = stop
        }
        guard let fallback else { return }
        canvas.write(PictureText.truncated(name, to: fallback.room), column: fallback.column, row: y, limit: box.right, ink: ink, clip: clip)
    }

    /// Scroll indicators on a scroll view's right and bottom borders: where
    /// the visible part lies in the content, and how much of it shows.
    private mutating func drawThumbs(_ v: ViewID, _ window: Rect, _ box: PictureCanvas.Area,
                                     ink: PictureInk, clip: PictureCanvas.Area) {
        guard let content = engine.contentSize(of: v), let scrolls = engine.isScrollable(v) else { return }
        let offset = engine.boundsOffset(of: v)
        if scrolls.vertical {
            for y in Self.thumb(cells: box.bottom - box.top - 1, visible: window.height, content: content.height, offset: offset.y) {
                canvas.write("┃", column: box.right, row: box.top + 1 + y, limit: box.right + 1, ink: ink, clip: clip)
            }
        }
        if scrolls.horizontal {
            for x in Self.thumb(cells: box.right - box.left - 1, visible: window.width, content: content.width, offset: offset.x) {
                canvas.write("━", column: box.left + 1 + x, row: box.bottom, limit: box.right, ink: ink, clip: clip)
            }
        }
    }

    /// The cells (0-based along a border of `cells`) a scroll thumb covers.
    private static func thumb(cells: Int, visible: Double, content: Double, offset: Double) -> Range<Int> {
        guard cells >= 1, content > 0, visible.isFinite, content.isFinite, offset.isFinite else { return 0..<0 }
        let length = min(max(Self.cell(Double(cells) * visible / content), 1), cells)
        let start = min(max(Self.cell(Double(cells) * offset / content), 0), cells - length)
        return start..<(start + length)
    }
}
