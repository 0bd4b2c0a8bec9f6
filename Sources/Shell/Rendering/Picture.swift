import Language
import Cassowary
import LayoutModel

/// The terminal picture `:draw` prints: every view's frame as a box, its
/// name in the top-left corner and its text inside, then a legend with the
/// exact frames — beside the picture when there is room, below it otherwise.
///
/// The picture takes the best scale that fits its `Fit`; on a screen it
/// shrinks further, when it must, so that the legend fits too
/// (`PictureArrangement`).
public enum Picture {
    /// The most rows a picture takes, whatever it is asked for: a view
    /// thousands of points tall is scaled down to fit.
    public static let maxRows = 1000
    /// The widths a picture may take; a width is clamped to them.
    public static let widths = 20...1000

    /// How much room a picture has.
    public struct Fit: Equatable, Sendable {
        /// Columns the picture and its legend may take.
        public var columns: Int
        /// Rows the picture may take; nil for as many as its proportions ask.
        public var rows: Int?
        /// Lines the whole answer should fit in, legend included (a screen
        /// less the prompt); nil when it may run on.
        public var screenLines: Int?

        public init(columns: Int, rows: Int? = nil, screenLines: Int? = nil) {
            self.columns = columns
            self.rows = rows
            self.screenLines = screenLines
        }

        /// All of `screen` but two lines: the one the command was typed on
        /// and the next prompt, so that the picture's top stays in sight.
        public static func screen(_ screen: Screen) -> Fit {
            Fit(columns: screen.columns, screenLines: max(screen.rows - 2, 4))
        }
    }

    /// Draws the laid-out hierarchy below `view` (the root when nil), or with
    /// `crop` the screen cut to `view`'s frame, in the room `fit` gives.
    public static func render(_ engine: LayoutEngine, view: ViewID? = nil, crop: Bool = false, fit: Fit,
                              color: Bool = false) -> [String] {
        draw(engine, view: view, crop: crop, fit: fit, color: color).lines
    }

    /// Draws the hierarchy below `view` in `width` columns, as tall as it asks.
    public static func render(_ engine: LayoutEngine, view: ViewID? = nil, width: Int = 80, color: Bool = false) -> [String] {
        render(engine, view: view, fit: Fit(columns: width), color: color)
    }

    /// The picture's lines (at most `width` columns and `rows` rows) and the
    /// text below it (captions, then the legend), apart: for callers that
    /// place pictures themselves.
    static func sections(_ engine: LayoutEngine, view: ViewID?, width: Int, rows: Int? = nil, color: Bool)
        -> (picture: [String], text: [String]) {
        let parts = draw(engine, view: view, crop: false, fit: Fit(columns: width, rows: rows), color: color, beside: false)
        return (parts.picture, parts.text)
    }

    /// The picture's lines alone (at most `width` columns and `rows` rows),
    /// without the text below it: for callers that place pictures
    /// themselves, as `:exercise` does side by side. The legend of a
    /// thousand views, fitted to a half-width column, was most of its cost.
    static func pictureLines(_ engine: LayoutEngine, view: ViewID?, width: Int, rows: Int? = nil, color: Bool) -> [String] {
        draw(engine, view: view, crop: false, fit: Fit(columns: width, rows: rows), color: color, beside: false, text: false).picture
    }

    /// A drawing: the picture's lines, the text and whether it goes beside.
    struct Parts {
        var picture: [String] = []
        /// The columns each picture line takes (without colour codes).
        var pictureColumns: [Int] = []
        var text: [String] = []
        var beside = false

        /// The picture with its text beside or below it.
        var lines: [String] {
            guard beside else { return picture + text }
            let width = (pictureColumns.max() ?? 0) + PictureArrangement.gap
            return (0..<max(picture.count, text.count)).map { i in
                let left = i < picture.count ? picture[i] : ""
                guard i < text.count, !text[i].isEmpty else { return left }
                let used = i < pictureColumns.count ? pictureColumns[i] : 0
                return left + String(repeating: " ", count: max(width - used, 0)) + text[i]
            }
        }
    }

    /// The picture and, unless `text` is false, its caption and legend.
    static func draw(_ engine: LayoutEngine, view: ViewID?, crop: Bool, fit: Fit, color: Bool, beside: Bool = true,
                     text: Bool = true) -> Parts {
        let columns = min(max(fit.columns, widths.lowerBound), widths.upperBound)
        let layout = engine.layout
        let target = view ?? layout.root
        guard target.index >= 0, target.index < layout.views.count else {
            return Parts(text: [PictureText.truncated("no such view: \(target)", to: columns)])
        }
        guard let frame = engine.windowFrame(of: target) else {
            return Parts(text: [PictureText.truncated("\(layout[target].name) is not laid out", to: columns)])
        }
        let marks = PictureMarks(engine)
        let size = Size(width: frame.width, height: frame.height)
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            let renderer = PictureRenderer(engine: engine, target: target, crop: crop, frame: frame, scale: 0, columns: columns, marks: marks)
            let arrangement = PictureArrangement(size: size, columns: columns, legend: renderer.legend, color: color)
            let caption = "\(layout[target].name) is \(formatNumber(size.width))×\(formatNumber(size.height)) pt: nothing to draw"
            return Parts(text: arrangement.text(width: columns, caption: caption))
        }
        let limit = min(max(fit.rows ?? maxRows, 2), maxRows)
        // The legend is the same at every scale: drawn once at the largest,
        // the arrangement says whether the picture must shrink to make room.
        let first = min(limit, fit.screenLines ?? limit)
        func renderer(rows: Int) -> PictureRenderer {
            let scale = PictureArrangement.scale(size, columns: columns, rows: rows)
            return PictureRenderer(engine: engine, target: target, crop: crop, frame: frame, scale: scale.value,
                                   columns: columns, marks: marks)
        }
        var drawn = renderer(rows: first)
        let arrangement = PictureArrangement(size: size, columns: columns, legend: drawn.legend, color: color)
        let plan = arrangement.plan(rowLimit: limit, screenLines: fit.screenLines, allowBeside: beside)
        if plan.rows != first { drawn = renderer(rows: plan.rows) }
        let plain = drawn.canvas.lines(color: false)
        let caption = arrangement.caption(rows: plan.rows)
        return Parts(picture: color ? drawn.canvas.lines(color: true) : plain,
                     pictureColumns: plain.map { TerminalColumns.of($0) },
                     text: text ? arrangement.text(width: plan.beside ? arrangement.side(rows: plan.rows) : columns, caption: caption) : [],
                     beside: plan.beside)
    }
}
