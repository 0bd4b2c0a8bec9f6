import Cassowary
import LayoutModel

/// How a picture and its legend share the room they have: the scale, and
/// whether the legend goes beside the picture or below it.
///
/// On a screen the whole answer should stay in sight, the picture's top
/// included: the legend goes beside the picture when there is room (a
/// phone in portrait leaves most of a terminal's width free), below it
/// otherwise, and the picture shrinks — down to `minRows` — until both fit.
struct PictureArrangement {
    /// Spaces between the picture and a legend beside it.
    static let gap = 2
    /// The narrowest legend beside a picture: a frame's numbers need about this.
    static let minSide = 24
    /// The picture shrinks no further than this for its legend: a screen
    /// too small for both still shows a picture worth reading.
    static let minRows = 10

    /// The size in points of the area drawn.
    let size: Size
    /// Columns the picture and its legend may take.
    let columns: Int
    let legend: [LegendEntry]
    /// Whether names of views with something wrong are coloured in the legend.
    let color: Bool

    /// Columns per point for `size` in `columns` × `rows` cells (a row is
    /// two columns tall), and whether the rows are what limit it.
    static func scale(_ size: Size, columns: Int, rows: Int) -> (value: Double, byRows: Bool) {
        let byWidth = Double(columns - 2) / size.width
        let byHeight = Double(2 * (rows - 1)) / size.height
        return byHeight < byWidth ? (byHeight, true) : (byWidth, false)
    }

    /// The cells a picture allowed `rows` rows takes.
    func cells(rows: Int) -> (columns: Int, rows: Int) {
        let scale = Self.scale(size, columns: columns, rows: rows).value
        return (min(PictureRenderer.cell(size.width * scale) + 1, columns - 1), PictureRenderer.cell(size.height * scale / 2) + 1)
    }

    /// The columns left beside a picture allowed `rows` rows.
    func side(rows: Int) -> Int { columns - cells(rows: rows).columns - Self.gap }

    /// `scaled to 22 rows: 1 column ≈ 19.4 pt`, when the rows limit the
    /// scale (short enough for a 40-column terminal).
    func caption(rows: Int) -> String? {
        let scale = Self.scale(size, columns: columns, rows: rows)
        guard scale.byRows else { return nil }
        let perColumn = formatNumber((10 / scale.value).rounded() / 10)
        return "scaled to \(cells(rows: rows).rows) rows: 1 column ≈ \(perColumn) pt"
    }

    /// The caption and the legend, wrapped at `width` columns.
    func text(width: Int, caption: String?) -> [String] {
        var out = caption.map { Reflow.lines($0, width: width, hang: 4) } ?? []
        for entry in legend {
            let lead = TreeIndent.prefix(depth: entry.depth, limit: width / 3)
            let line = entry.line(indentLimit: width / 3)
            let indent = line.prefix { $0 == " " }.count
            var wrapped = Reflow.lines(line, width: width, hang: indent + 4)
            // Only the name is coloured: the frame's numbers stay plain to read.
            if color, let ink = entry.ink, let first = wrapped.first, first.hasPrefix(lead + entry.name) {
                wrapped[0] = lead + PictureStyle.code(ink) + entry.name + PictureStyle.reset
                    + first.dropFirst(lead.count + entry.name.count)
            }
            out += wrapped
        }
        return out
    }

    /// The rows the picture may take and where the legend goes. With
    /// `screenLines`, the largest picture for which everything fits in them
    /// (beside preferred, when the legend is no longer than the picture), or
    /// when nothing does, the largest picture with the legend where the
    /// whole answer is shorter; without, the picture takes `rowLimit`.
    /// `allowBeside` false keeps the legend below.
    func plan(rowLimit: Int, screenLines: Int?, allowBeside: Bool = true) -> (rows: Int, beside: Bool) {
        func besideFits(_ rows: Int) -> Bool { allowBeside && side(rows: rows) >= Self.minSide }
        guard let lines = screenLines else { return (rowLimit, besideFits(rowLimit)) }
        var legendLines: [Int: Int] = [:]
        func textLines(width: Int, rows: Int) -> Int {
            let captionLines = caption(rows: rows).map { Reflow.lines($0, width: width, hang: 4).count } ?? 0
            if let known = legendLines[width] { return captionLines + known }
            let count = text(width: width, caption: nil).count
            legendLines[width] = count
            return captionLines + count
        }
        let top = min(rowLimit, lines)
        // Each entry takes a line at least: a legend as long as the screen
        // never fits with a picture, whatever its size.
        if legend.count < lines {
            for rows in stride(from: top, through: min(top, Self.minRows), by: -1) {
                // Beside, the legend stays within the picture's rows: one that
                // runs on below a narrow column reads worse than one below.
                if besideFits(rows), textLines(width: side(rows: rows), rows: rows) <= cells(rows: rows).rows { return (rows, true) }
                if cells(rows: rows).rows + textLines(width: columns, rows: rows) <= lines { return (rows, false) }
            }
        }
        // Too much to fit: a narrow column beside a long legend may make it
        // longer than the picture and the legend below it together.
        guard besideFits(top) else { return (top, false) }
        let pictureRows = cells(rows: top).rows
        let beside = max(pictureRows, textLines(width: side(rows: top), rows: top))
        return (top, beside <= pictureRows + textLines(width: columns, rows: top))
    }
}
