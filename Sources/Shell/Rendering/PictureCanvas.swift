import Language
/// A grid of terminal cells that boxes are drawn on.
///
/// Border cells remember which ways their lines go, so where two boxes'
/// borders meet the cell shows the junction (`┬`, `├`, `┼`…) instead of
/// whichever came last. Text (names, `▪`, scroll thumbs) is never crossed
/// out by a later line: a name that stays readable matters more than a
/// junction.
struct PictureCanvas {
    /// A rectangle of cells, edges included.
    struct Area: Equatable {
        var left: Int, top: Int, right: Int, bottom: Int

        func contains(column: Int, row: Int) -> Bool {
            column >= left && column <= right && row >= top && row <= bottom
        }

        /// The cells in both, or nil when none are.
        func intersection(_ other: Area) -> Area? {
            let a = Area(left: max(left, other.left), top: max(top, other.top),
                         right: min(right, other.right), bottom: min(bottom, other.bottom))
            return a.left <= a.right && a.top <= a.bottom ? a : nil
        }
    }

    /// Directions a border line leaves a cell by.
    struct Lines: OptionSet {
        let rawValue: UInt8
        static let up = Lines(rawValue: 1)
        static let down = Lines(rawValue: 2)
        static let left = Lines(rawValue: 4)
        static let right = Lines(rawValue: 8)
    }

    private enum Content: Equatable {
        case blank
        case lines(Lines)
        case text(Character)
        /// The second column of a wide character in the cell to the left.
        case continuation
    }

    private struct Cell {
        var content = Content.blank
        /// The colour of the view that drew it last.
        var ink = PictureInk.depth(0)
    }

    let columns: Int
    let rows: Int
    private var cells: [[Cell]]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: Array(repeating: Cell(), count: self.columns), count: self.rows)
    }

    /// Every cell of the canvas.
    var bounds: Area { Area(left: 0, top: 0, right: columns - 1, bottom: rows - 1) }

    /// Adds `lines` to the cell at (`column`, `row`) if it lies in `clip`.
    mutating func draw(_ lines: Lines, column: Int, row: Int, ink: PictureInk, clip: Area) {
        guard clip.contains(column: column, row: row), bounds.contains(column: column, row: row) else { return }
        switch cells[row][column].content {
        case .text, .continuation: return
        case .lines(let old): cells[row][column] = Cell(content: .lines(old.union(lines)), ink: ink)
        case .blank: cells[row][column] = Cell(content: .lines(lines), ink: ink)
        }
    }

    /// Whether the cell holds text (a name, a mark) that must not be written over.
    func isText(column: Int, row: Int) -> Bool {
        guard bounds.contains(column: column, row: row) else { return false }
        switch cells[row][column].content {
        case .text, .continuation: return true
        default: return false
        }
    }

    /// Writes `text` from (`column`, `row`) rightwards, stopping before
    /// column `limit` (exclusive), at the clip edge or at other text.
    /// Returns the columns written.
    @discardableResult
    mutating func write(_ text: String, column: Int, row: Int, limit: Int, ink: PictureInk, clip: Area) -> Int {
        var x = column
        for c in text {
            let w = TerminalColumns.of(c)
            guard w > 0 else { continue }
            let last = x + w - 1
            guard last < limit, clip.contains(column: x, row: row), clip.contains(column: last, row: row),
                  bounds.contains(column: last, row: row), !(x...last).contains(where: { isText(column: $0, row: row) })
            else { break }
            cells[row][x] = Cell(content: .text(c), ink: ink)
            if w == 2 { cells[row][x + 1] = Cell(content: .continuation, ink: ink) }
            x += w
        }
        return x - column
    }

    /// Draws the border of `box` (at least 2 × 2 cells), clipped to `clip`.
    mutating func drawBox(_ box: Area, ink: PictureInk, clip: Area) {
        let (l, t, r, b) = (box.left, box.top, box.right, box.bottom)
        // Only the cells inside the clip are visited, so a frame thousands of
        // points off screen costs nothing.
        for x in stride(from: max(l + 1, clip.left), through: min(r - 1, clip.right), by: 1) {
            draw([.left, .right], column: x, row: t, ink: ink, clip: clip)
            draw([.left, .right], column: x, row: b, ink: ink, clip: clip)
        }
        for y in stride(from: max(t + 1, clip.top), through: min(b - 1, clip.bottom), by: 1) {
            draw([.up, .down], column: l, row: y, ink: ink, clip: clip)
            draw([.up, .down], column: r, row: y, ink: ink, clip: clip)
        }
        draw([.down, .right], column: l, row: t, ink: ink, clip: clip)
        draw([.down, .left], column: r, row: t, ink: ink, clip: clip)
        draw([.up, .right], column: l, row: b, ink: ink, clip: clip)
        draw([.up, .left], column: r, row: b, ink: ink, clip: clip)
    }

    /// The glyph for a set of line directions.
    static func glyph(_ lines: Lines) -> Character {
        switch lines.rawValue {
        case 1: return "╵"
        case 2: return "╷"
        case 3: return "│"
        case 4: return "╴"
        case 8: return "╶"
        case 12: return "─"
        case 10: return "┌"
        case 6: return "┐"
        case 9: return "└"
        case 5: return "┘"
        case 11: return "├"
        case 7: return "┤"
        case 14: return "┬"
        case 13: return "┴"
        case 15: return "┼"
        default: return " "
        }
    }

    /// The canvas as lines without trailing spaces; with `color`, each
    /// drawn cell takes its ink's colour and colour is reset before each
    /// line ends.
    func lines(color: Bool) -> [String] {
        cells.map { row in
            let lastDrawn = row.lastIndex { $0.content != .blank } ?? -1
            var out = ""
            var current: String? = nil
            for cell in row.prefix(lastDrawn + 1) {
                let glyph: String
                switch cell.content {
                case .blank: out.append(" "); continue
                case .continuation: continue
                case .text(let c): glyph = String(c)
                case .lines(let l): glyph = String(Self.glyph(l))
                }
                if color {
                    let code = PictureStyle.code(cell.ink)
                    if code != current { out += code; current = code }
                }
                out += glyph
            }
            if current != nil { out += PictureStyle.reset }
            return out
        }
    }
}

/// The colour a drawn cell takes: its view's depth in the hierarchy, or,
/// as in Xcode's view debugger, what is wrong with its view.
enum PictureInk: Equatable {
    case depth(Int)
    /// A broken constraint names the view: red.
    case broken
    /// The view's frame is ambiguous: purple.
    case ambiguous
}

/// The ANSI colours of the picture.
enum PictureStyle {
    /// One colour per depth level, cycling. Red and magenta are left out:
    /// they mean broken and ambiguous.
    static let palette = ["\u{1B}[36m", "\u{1B}[33m", "\u{1B}[32m", "\u{1B}[34m"]
    static let broken = "\u{1B}[31m"
    static let ambiguous = "\u{1B}[35m"
    static let reset = "\u{1B}[0m"

    static func code(_ ink: PictureInk) -> String {
        switch ink {
        case .depth(let d): return palette[d % palette.count]
        case .broken: return broken
        case .ambiguous: return ambiguous
        }
    }
}
