import Cassowary
import LayoutModel

/// The terminal picture `:draw` prints: every view's frame as a box, its
/// name in the top-left corner, then a legend with the exact frames.
///
/// Points map to cells at `(width - 2) / frame width` columns per point and
/// half as many rows (a terminal cell is about twice as tall as wide).
/// Boxes are drawn parents first, back to front, so children draw over
/// parents; scroll views clip their content to their frame, as UIKit does.
public enum Picture {
    /// The most rows a picture takes: taller views are scaled down to fit.
    public static let maxRows = 60
    /// The widths a picture may take; `width` is clamped to them.
    public static let widths = 20...1000

    /// Draws the laid-out hierarchy below `view` (the root when nil) in `width` terminal columns.
    public static func render(_ engine: LayoutEngine, view: ViewID? = nil, width: Int = 80, color: Bool = false) -> [String] {
        let parts = sections(engine, view: view, width: width, color: color)
        return parts.picture + parts.text
    }

    /// The picture's lines and the text below it (captions, then the legend), apart.
    static func sections(_ engine: LayoutEngine, view: ViewID?, width: Int, color: Bool)
        -> (picture: [String], text: [String]) {
        let width = min(max(width, widths.lowerBound), widths.upperBound)
        let layout = engine.layout
        let target = view ?? layout.root
        guard target.index >= 0, target.index < layout.views.count else {
            return ([], [PictureText.truncated("no such view: \(target)", to: width)])
        }
        guard let frame = engine.windowFrame(of: target) else {
            return ([], [PictureText.truncated("\(layout[target].name) is not laid out", to: width)])
        }
        var renderer = PictureRenderer(engine: engine, target: target, frame: frame, width: width)
        return renderer.render(color: color)
    }
}

/// One drawing of one subtree: the canvas, the mapping to cells, the legend.
struct PictureRenderer {
    let engine: LayoutEngine
    let layout: Layout
    let target: ViewID
    let frame: Rect
    let width: Int
    /// Columns per point (rows per point are half of it); 0 when nothing can be drawn.
    private(set) var scale = 0.0
    private var canvas = PictureCanvas(columns: 0, rows: 0)
    private var captions: [String] = []
    private var legend: [String] = []

    init(engine: LayoutEngine, target: ViewID, frame: Rect, width: Int) {
        self.engine = engine
        self.layout = engine.layout
        self.target = target
        self.frame = frame
        self.width = width
    }

    mutating func render(color: Bool) -> (picture: [String], text: [String]) {
        let size = "\(formatNumber(frame.width))×\(formatNumber(frame.height)) pt"
        if frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite {
            scale = Double(width - 2) / frame.width
            if row(frame.maxY) > Picture.maxRows - 1 {
                // Too tall: the same scale on both axes, so proportions stay true.
                scale = Double(2 * (Picture.maxRows - 1)) / frame.height
                let perColumn = formatNumber((10 / scale).rounded() / 10)
                captions.append("scaled down to fit \(Picture.maxRows) rows: 1 column ≈ \(perColumn) pt")
            }
            canvas = PictureCanvas(columns: min(column(frame.maxX) + 1, width - 1), rows: row(frame.maxY) + 1)
            visit(target, depth: 0, clip: canvas.bounds, visible: frame, outside: "(outside the picture)")
        } else {
            captions.append("\(layout[target].name) is \(size): nothing to draw")
            visit(target, depth: 0, clip: nil, visible: frame, outside: nil)
        }
        let picture = canvas.lines(palette: color ? PictureStyle.palette : nil)
        let text = (captions + legend).flatMap { line in
            let indent = line.prefix { $0 == " " }.count
            return PictureText.wrapped(line, width: width, indent: indent + 4)
        }
        return (picture, text)
    }

    // MARK: Points to cells

    /// The column of window x coordinate `x`.
    private func column(_ x: Double) -> Int { Self.cell((x - frame.minX) * scale) }

    /// The row of window y coordinate `y`.
    private func row(_ y: Double) -> Int { Self.cell((y - frame.minY) * scale / 2) }

    /// A cell index; huge or non-finite values are pinned far outside any
    /// canvas instead of trapping in `Int(_:)`.
    private static func cell(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? 1_000_000 : -1_000_000 }
        return Int(min(max(v, -1_000_000), 1_000_000).rounded())
    }

    /// The cells `rect` (window coordinates) covers, edges included.
    private func area(_ rect: Rect) -> PictureCanvas.Area {
        PictureCanvas.Area(left: column(rect.minX), top: row(rect.minY), right: column(rect.maxX), bottom: row(rect.maxY))
    }

    // MARK: The hierarchy

    /// Draws `v` and its subtree and adds them to the legend. `clip` is the
    /// cells drawing may touch (nil: none) and `visible` the window area they
    /// stand for; `outside` is the note for a view entirely outside it (nil:
    /// none, when the caption already says nothing is drawn).
    private mutating func visit(_ v: ViewID, depth: Int, clip: PictureCanvas.Area?, visible: Rect?,
                                outside: String?, hiddenAbove: Bool = false) {
        guard let window = engine.windowFrame(of: v) else { return }
        let view = layout[v]
        var notes: [String] = []
        if hiddenAbove {
            notes.append("(superview hidden)")
        } else if view.isHidden {
            notes.append("(hidden)")
        }
        // A hidden view is skipped, unless it is the one asked for.
        let shown = !hiddenAbove && (!view.isHidden || v == target)
        var clip = clip
        var visible = visible
        if shown {
            if let c = clip, let vis = visible, Self.overlaps(window, vis) {
                draw(v, window, depth: depth, clip: c)
            } else if let outside {
                notes.append(outside)
            }
        }
        var outsideBelow = outside
        if view.kind == .scrollView {
            if engine.contentSize(of: v) != nil { notes.append(scrollNote(v, window)) }
            // A scroll view clips its content (UIScrollView's clipsToBounds is on).
            clip = clip.flatMap { $0.intersection(area(window)) }
            visible = visible.flatMap { Self.intersection($0, window) }
            outsideBelow = "(scrolled out of view)"
        }
        let local = engine.frame(of: v) ?? window
        let numbers = [local.minX, local.minY, local.width, local.height].map(formatNumber).joined(separator: ", ")
        let indent = String(repeating: " ", count: min(2 * depth, width / 3))
        legend.append(([indent + view.name, "(\(numbers))"] + notes).joined(separator: "  "))
        for child in view.subviews {
            visit(child, depth: depth + 1, clip: clip, visible: visible, outside: outsideBelow, hiddenAbove: !shown)
        }
    }

    /// Draws one view: a box when it spans at least 2 × 2 cells, otherwise
    /// a bar or a single `▪`, so that even a view a few points wide shows.
    private mutating func draw(_ v: ViewID, _ window: Rect, depth: Int, clip: PictureCanvas.Area) {
        var box = area(window)
        let name = layout[v].name
        // Less than a cell across is a line, even when its edges round to
        // neighbouring cells (a 4 pt bar must not look 40 pt tall).
        if window.width * scale < 1 { box.right = box.left }
        if window.height * scale / 2 < 1 { box.bottom = box.top }
        let (wide, tall) = (box.right - box.left + 1, box.bottom - box.top + 1)
        if wide >= 2, tall >= 2 {
            canvas.drawBox(box, depth: depth, clip: clip)
            label(name, in: box, depth: depth, clip: clip)
            if layout[v].kind == .scrollView { drawThumbs(v, window, box, depth: depth, clip: clip) }
        } else if wide >= 2 {
            for x in stride(from: box.left + 1, through: box.right - 1, by: 1) {
                canvas.draw([.left, .right], column: x, row: box.top, depth: depth, clip: clip)
            }
            canvas.write("[", column: box.left, row: box.top, limit: box.left + 1, depth: depth, clip: clip)
            canvas.write("]", column: box.right, row: box.top, limit: box.right + 1, depth: depth, clip: clip)
            let room = min(box.right, clip.right + 1) - (box.left + 1)
            canvas.write(PictureText.truncated(name, to: room), column: box.left + 1, row: box.top,
                         limit: box.right, depth: depth, clip: clip)
        } else if tall >= 2 {
            canvas.draw(.down, column: box.left, row: box.top, depth: depth, clip: clip)
            for y in stride(from: box.top + 1, through: box.bottom - 1, by: 1) {
                canvas.draw([.up, .down], column: box.left, row: y, depth: depth, clip: clip)
            }
            canvas.draw(.up, column: box.left, row: box.bottom, depth: depth, clip: clip)
        } else {
            canvas.write("▪", column: box.left, row: box.top, limit: box.left + 1, depth: depth, clip: clip)
        }
    }

    /// Writes `name` after the box's top-left corner (on the first visible
    /// row when the top is clipped). When another name is already there (the
    /// boxes share that edge) it goes after that name, so both stay readable.
    private mutating func label(_ name: String, in box: PictureCanvas.Area, depth: Int, clip: PictureCanvas.Area) {
        let y = max(box.top, clip.top)
        guard y <= box.bottom else { return }
        var x = max(box.left + 1, clip.left)
        let start = x
        while x < box.right, canvas.isText(column: x, row: y) { x += 1 }
        if x > start { x += 1 }
        let room = min(box.right, clip.right + 1) - x
        guard room > 0 else { return }
        canvas.write(PictureText.truncated(name, to: room), column: x, row: y, limit: box.right, depth: depth, clip: clip)
    }

    /// Scroll indicators on a scroll view's right and bottom borders: where
    /// the visible part lies in the content, and how much of it shows.
    private mutating func drawThumbs(_ v: ViewID, _ window: Rect, _ box: PictureCanvas.Area,
                                     depth: Int, clip: PictureCanvas.Area) {
        guard let content = engine.contentSize(of: v), let scrolls = engine.isScrollable(v) else { return }
        let offset = engine.boundsOffset(of: v)
        if scrolls.vertical {
            for y in Self.thumb(cells: box.bottom - box.top - 1, visible: window.height, content: content.height, offset: offset.y) {
                canvas.write("┃", column: box.right, row: box.top + 1 + y, limit: box.right + 1, depth: depth, clip: clip)
            }
        }
        if scrolls.horizontal {
            for x in Self.thumb(cells: box.right - box.left - 1, visible: window.width, content: content.width, offset: offset.x) {
                canvas.write("━", column: box.left + 1 + x, row: box.bottom, limit: box.right, depth: depth, clip: clip)
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

    /// `contentSize 393×1200, offset (0, 0), scrolls vertically`.
    private func scrollNote(_ v: ViewID, _ window: Rect) -> String {
        let content = engine.contentSize(of: v) ?? .zero
        let offset = engine.boundsOffset(of: v)
        let scrolls = engine.isScrollable(v) ?? AxisPair(false, false)
        let how: String
        switch (scrolls.horizontal, scrolls.vertical) {
        case (true, true): how = "scrolls both ways"
        case (true, false): how = "scrolls horizontally"
        case (false, true): how = "scrolls vertically"
        case (false, false): how = "does not scroll"
        }
        return "contentSize \(formatNumber(content.width))×\(formatNumber(content.height)), "
            + "offset (\(formatNumber(offset.x)), \(formatNumber(offset.y))), \(how)"
    }

    // MARK: Rectangles

    /// Whether `rect` shows in `area`: they share some area, or a
    /// zero-width or zero-height `rect` lies within it.
    private static func overlaps(_ rect: Rect, _ area: Rect) -> Bool {
        let w = min(rect.maxX, area.maxX) - max(rect.minX, area.minX)
        let h = min(rect.maxY, area.maxY) - max(rect.minY, area.minY)
        return (w > 0 || (rect.width == 0 && w >= 0)) && (h > 0 || (rect.height == 0 && h >= 0))
    }

    /// The area two rectangles share, or nil when they share none.
    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x = max(a.minX, b.minX), y = max(a.minY, b.minY)
        let w = min(a.maxX, b.maxX) - x, h = min(a.maxY, b.maxY) - y
        return w >= 0 && h >= 0 ? Rect(x: x, y: y, width: w, height: h) : nil
    }
}
