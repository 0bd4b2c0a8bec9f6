import Cassowary
import LayoutModel

/// One line of a picture's legend: a view, its frame and notes, indented by
/// its depth. Kept apart until the legend's width is known (beside the
/// picture or below it).
struct LegendEntry {
    var depth: Int
    var name: String
    /// The frame's numbers, then notes: `(10, 10, 60, 60)`, `(hidden)`.
    var details: [String]
    /// The view's colour when something is wrong with it.
    var ink: PictureInk?

    /// The entry as one line, its indentation capped at `indentLimit`.
    func line(indentLimit: Int) -> String {
        TreeIndent.prefix(depth: depth, limit: indentLimit) + ([name] + details).joined(separator: "  ")
    }
}

/// One drawing of one view at one scale: the canvas and the legend.
///
/// Points map to cells at `scale` columns per point and half as many rows
/// (a terminal cell is about twice as tall as wide). Boxes are drawn parents
/// first, back to front, so children draw over parents; scroll views clip
/// their content to their frame, as UIKit does.
struct PictureRenderer {
    let engine: LayoutEngine
    let layout: Layout
    /// The view asked for: the picture shows its frame.
    let target: ViewID
    /// Whether the picture is the window cropped to the target's frame,
    /// with whatever else shows there, rather than the target's subtree alone.
    let crop: Bool
    /// The window area the picture shows.
    let frame: Rect
    /// Columns per point; 0 when nothing can be drawn.
    let scale: Double
    let marks: PictureMarks
    /// Drawn on by the drawing extension too, so not private.
    var canvas = PictureCanvas(columns: 0, rows: 0)
    private(set) var legend: [LegendEntry] = []

    /// Draws at `scale` in at most `columns` columns (less one, so that a
    /// full line never makes the terminal wrap).
    init(engine: LayoutEngine, target: ViewID, crop: Bool, frame: Rect, scale: Double, columns: Int, marks: PictureMarks) {
        self.engine = engine
        self.layout = engine.layout
        self.target = target
        self.crop = crop
        self.frame = frame
        self.scale = scale
        self.marks = marks
        let top = crop ? layout.root : target
        if scale > 0 {
            canvas = PictureCanvas(columns: min(column(frame.maxX) + 1, columns - 1), rows: row(frame.maxY) + 1)
            visit(top, depth: 0, clip: canvas.bounds, visible: frame, outside: "(outside the picture)", inTarget: top == target)
        } else {
            visit(top, depth: 0, clip: nil, visible: frame, outside: nil, inTarget: top == target)
        }
    }

    // MARK: Points to cells

    /// The column of window x coordinate `x`.
    func column(_ x: Double) -> Int { Self.cell((x - frame.minX) * scale) }

    /// The row of window y coordinate `y`.
    func row(_ y: Double) -> Int { Self.cell((y - frame.minY) * scale / 2) }

    /// A cell index; huge or non-finite values are pinned far outside any
    /// canvas instead of trapping in `Int(_:)`.
    static func cell(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? 1_000_000 : -1_000_000 }
        return Int(min(max(v, -1_000_000), 1_000_000).rounded())
    }

    /// The cells `rect` (window coordinates) covers, edges included.
    func area(_ rect: Rect) -> PictureCanvas.Area {
        PictureCanvas.Area(left: column(rect.minX), top: row(rect.minY), right: column(rect.maxX), bottom: row(rect.maxY))
    }

    // MARK: The hierarchy

    /// Draws `v` and its subtree and adds them to the legend. `clip` is the
    /// cells drawing may touch (nil: none) and `visible` the window area they
    /// stand for; `outside` is the note for a view entirely outside it (nil:
    /// none, when the caption already says nothing is drawn). `inTarget`:
    /// `v` is the target or inside it (cropping draws others too).
    private mutating func visit(_ v: ViewID, depth: Int, clip: PictureCanvas.Area?, visible: Rect?,
                                outside: String?, hiddenAbove: Bool = false, inTarget: Bool) {
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
        let inside = visible.map { Self.overlaps(window, $0) } ?? false
        var clip = clip
        var visible = visible
        if shown {
            if let c = clip, inside {
                // Cropped, the target's superviews surround the picture: their
                // edges may cross it, but their names would land on the crop's
                // corner as if they were the target's.
                let around = crop && !inTarget && layout.isDescendant(target, of: v)
                draw(v, window, ink: marks.ink(for: v) ?? .depth(depth), named: !around, clip: c)
            } else if let outside {
                notes.append(outside)
            }
        }
        var outsideBelow = outside
        if view.kind == .scrollView {
            if engine.contentSize(of: v) != nil { notes.append(scrollNote(v)) }
            // A scroll view clips its content (UIScrollView's clipsToBounds is on).
            clip = clip.flatMap { $0.intersection(area(window)) }
            visible = visible.flatMap { Self.intersection($0, window) }
            outsideBelow = "(scrolled out of view)"
        }
        // Cropped, the legend lists the target's subtree and the other views
        // that lie in the picture, not everything on the screen.
        if inTarget || inside {
            let local = engine.frame(of: v) ?? window
            let numbers = [local.minX, local.minY, local.width, local.height].map(formatNumber).joined(separator: ", ")
            legend.append(LegendEntry(depth: depth, name: view.name, details: ["(\(numbers))"] + notes + marks.notes(for: v),
                                      ink: marks.ink(for: v)))
        }
        for child in view.subviews {
            visit(child, depth: depth + 1, clip: clip, visible: visible, outside: outsideBelow, hiddenAbove: !shown,
                  inTarget: inTarget || child == target)
        }
    }

    /// `contentSize 393×1200, offset (0, 0), scrolls vertically`.
    private func scrollNote(_ v: ViewID) -> String {
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
