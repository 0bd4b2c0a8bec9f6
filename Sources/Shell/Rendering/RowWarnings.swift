import Cassowary
import LayoutModel

/// UIKit's warning for a self-sizing table row whose content fits in zero
/// height, with what to do about it.
extension Session {
    /// The warning for each collapsed row of `views`: UIKit's words (it
    /// prints them once), then the cause and the usual fix, naming the
    /// subview that ends lowest as the one to pin to the bottom.
    func collapsedRowWarnings(among views: Set<ViewID>) -> [String] {
        let layout = engine.layout
        var lines: [String] = []
        for row in engine.collapsedRows where views.contains(row) {
            let name = layout[row].name
            let table = layout[row].superview.map { layout[$0].name } ?? "tableView"
            lines.append("warning: \(name) collapses, and UIKit makes its row \(formatNumber(TableConfiguration.standardRowHeight)) pt. It logs: "
                         + "\"Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. "
                         + "We're considering the collapse unintentional and using standard height instead.\"")
            let lowest = layout[row].subviews.filter { !layout[$0].isHidden }.max { a, b in
                (engine.frame(of: a)?.maxY ?? 0) <= (engine.frame(of: b)?.maxY ?? 0)
            }
            let pin = lowest.map { v -> String in
                // The gap it has at the top, mirrored: what such a cell usually wants below.
                let gap = formatNumber(max(0, (engine.frame(of: v)?.minY ?? 0) - (engine.frame(of: row)?.minY ?? 0)).rounded())
                return "pin \(layout[v].name)'s bottom to the content view's (\(layout[v].name).bottomAnchor.constraint(equalTo: "
                    + "contentView.bottomAnchor, constant: -\(gap)), or make.bottom.equalToSuperview().inset(\(gap)))"
            }
                ?? "give the content view subviews tied to its top and bottom"
            lines.append("  why: nothing ties the content to the bottom of \(name), so under \(table).rowHeight = UITableView.automaticDimension "
                         + "it fits in zero height")
            lines.append("  fix: \(pin), so that the content decides the row's height; or give rows a fixed \(table).rowHeight")
        }
        return lines
    }
}
