import Cassowary
import Diagnostics
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
            let pin = PinLastSubview(in: row, horizontal: false, engine).map { $0.fix(container: "contentView", layout) }
                ?? "give the content view subviews tied to its top and bottom"
            lines.append("  why: nothing ties the content to the bottom of \(name), so under \(table).rowHeight = UITableView.automaticDimension "
                         + "it fits in zero height")
            lines.append("  fix: \(pin), so that the content decides the row's height; or give rows a fixed \(table).rowHeight")
        }
        return lines
    }
}
