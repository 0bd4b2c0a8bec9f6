import Cassowary

/// What a `UITableView` does with constraints for its rows: each cell one
/// under the other from the top of the content, as wide as the table, as
/// tall as `rowHeight` says; the content as wide as the table and as tall
/// as its rows, those below the screen (no cells) at their estimated
/// heights (`TableConfiguration.rowsBelowHeight`).
///
/// UIKit sizes a cell's content view from outside and says so in its
/// logs with the `UIView-Encapsulated-Layout-Left/Top/Width/Height`
/// constraints; layoutsh lays the content view out in the cell (they share
/// a frame), so these constraints are on the cell. Each row ends in the
/// separator, one pixel below the content view, unless `separatorStyle`
/// is `.none`: a fixed `rowHeight` of 44 leaves the content view 43.67 pt
/// on a 3x screen, the height the classic log shows.
///
/// Under `automaticDimension` (the default) the content view is as tall as
/// it fits: UIKit asks `systemLayoutSizeFitting` at the table's width with
/// the height at `fittingSizeLevel`, which is the height `== 0 @50` here,
/// solved with the rest. When that fits in zero height UIKit logs
/// "Detected a case where constraints ambiguously suggest a height of
/// zero…" and uses the standard 44 pt: the engine measures that after
/// layout (`MeasuredValues.collapsedRows`) and the row is laid out again.
/// A row showing UIKit's built-in content (`View.usesBuiltInContent`) has
/// that standard height from the start, without the warning.
enum TableViewConstraints {
    static func make(for table: ViewID, _ input: GenerationInput) -> [LayoutConstraint] {
        let t = input.layout[table]
        guard let config = t.table else { return [] }
        let separator = config.separatorHeight(scale: input.layout.device.scale)
        let content = LayoutItem.contentGuide(table)
        let made = ConstraintOrigin.tableView(table)
        var result = [generated(Anchor(content, .width), .equal, Anchor(.view(table), .width),
                                identifier: "UITableView-contentSize-width", origin: made)]
        let rows = rows(of: table, in: input.layout)
        var above = Anchor(content, .top)
        if let header = supplement(.header, of: table, in: input.layout) {
            result += placed(header, below: above, constant: 0, in: table, input, origin: made)
            above = Anchor(.view(header), .bottom)
        }
        let first = above
        for row in rows {
            let cell = LayoutItem.view(row)
            result.append(generated(Anchor(cell, .left), .equal, Anchor(content, .left),
                                    identifier: "UIView-Encapsulated-Layout-Left", origin: made))
            result.append(generated(Anchor(cell, .top), .equal, above, constant: above == first ? 0 : separator + config.rowSpacing,
                                    identifier: "UIView-Encapsulated-Layout-Top", origin: made))
            result.append(config.itemsFitWidth
                ? generated(Anchor(cell, .width), .equal, constant: 0, priority: .fittingSizeLevel,
                            identifier: "UIView-Encapsulated-Layout-Width", origin: made)
                : generated(Anchor(cell, .width), .equal, Anchor(.view(table), .width),
                            identifier: "UIView-Encapsulated-Layout-Width", origin: made))
            let height: LayoutConstraint
            if let rowHeight = input.layout[row].delegatedRowHeight ?? config.rowHeight {
                height = generated(Anchor(cell, .height), .equal, constant: max(0, rowHeight - separator),
                                   identifier: "UIView-Encapsulated-Layout-Height", origin: made)
            } else if (input.measured.collapsedRows.contains(row) || input.layout[row].usesBuiltInContent) && !config.itemsFitWidth {
                height = generated(Anchor(cell, .height), .equal, constant: TableConfiguration.standardRowHeight - separator,
                                   identifier: "UIView-Encapsulated-Layout-Height", origin: made)
            } else {
                height = generated(Anchor(cell, .height), .equal, constant: 0, priority: .fittingSizeLevel,
                                   identifier: "UIView-Encapsulated-Layout-Height", origin: made)
            }
            result.append(height)
            above = Anchor(cell, .bottom)
        }
        // The last row ends with its separator, then the rows not made, the footer, the content.
        var end = (rows.isEmpty ? 0 : separator) + config.rowsBelowHeight
        if let footer = supplement(.footer, of: table, in: input.layout) {
            result += placed(footer, below: above, constant: end, in: table, input, origin: made)
            above = Anchor(.view(footer), .bottom)
            end = 0
        }
        result.append(generated(Anchor(content, .bottom), .equal, above, constant: end,
                                identifier: "UITableView-contentSize-height", origin: made))
        return result
    }

    /// The table's visible `tableHeaderView` or `tableFooterView`.
    static func supplement(_ kind: TableSupplement, of table: ViewID, in layout: Layout) -> ViewID? {
        layout[table].subviews.first { layout[$0].tableSupplement == kind && !layout[$0].isHidden }
    }

    /// A header or footer placed as the table sets its frame: at the
    /// content's leading edge, `constant` below `above`, as wide as the
    /// table and as tall as its own frame.
    private static func placed(_ view: ViewID, below above: Anchor, constant: Double, in table: ViewID,
                               _ input: GenerationInput, origin: ConstraintOrigin) -> [LayoutConstraint] {
        let item = LayoutItem.view(view), content = LayoutItem.contentGuide(table)
        let name = input.layout[view].tableSupplement == .header ? "UITableView-headerView" : "UITableView-footerView"
        return [
            generated(Anchor(item, .left), .equal, Anchor(content, .left), identifier: name + "-left", origin: origin),
            generated(Anchor(item, .top), .equal, above, constant: constant, identifier: name + "-top", origin: origin),
            generated(Anchor(item, .width), .equal, Anchor(.view(table), .width), identifier: name + "-width", origin: origin),
            generated(Anchor(item, .height), .equal, constant: max(0, input.layout[view].frame.height),
                      identifier: name + "-height", origin: origin),
        ]
    }

    /// The rows a table shows, top to bottom: its cells placed as rows, not hidden.
    static func rows(of table: ViewID, in layout: Layout) -> [ViewID] {
        layout[table].subviews.filter { layout[$0].isTableRow && !layout[$0].isHidden }
    }
}
