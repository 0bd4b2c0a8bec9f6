/// What a `UITableView` adds to a scroll view: how tall its rows are.
///
/// The rows themselves are cells placed in the table (`View.isTableRow`),
/// one under the other from the top of its content, each as wide as the
/// table; `TableViewConstraints` turns this into constraints. A collection
/// view whose flow layout sizes its items to fit (`estimatedItemSize =
/// automaticSize`) is the same with items as wide as they fit.
public struct TableConfiguration: Hashable, Sendable {
    /// `rowHeight`; nil for `UITableView.automaticDimension`, the default
    /// since iOS 11 (Apple's documentation of `rowHeight`): each row as
    /// tall as its cell's content view fits.
    public var rowHeight: Double? = nil
    /// `estimatedRowHeight`, kept for code that reads it back.
    public var estimatedRowHeight: Double? = nil
    /// `separatorStyle` is not `.none`: each row ends in a one-pixel
    /// separator below its content view.
    public var hasSeparators = true

    /// Items as wide as they fit rather than as wide as the list (a
    /// self-sizing collection view's), `minimumLineSpacing` apart.
    public var itemsFitWidth = false
    /// Space between rows: a flow layout's `minimumLineSpacing` (10 by default).
    public var rowSpacing = 0.0
    /// The height of the rows below those made (UIKit makes cells only for
    /// the rows on screen): each at `rowHeight`, the delegate's height or
    /// the estimate, as UIKit's content size counts them, between the last
    /// row made and the footer.
    public var rowsBelowHeight = 0.0

    public init() {}

    /// A collection view with a flow layout whose items size themselves:
    /// no separators, each item at the size it fits, at the leading edge
    /// (where a flow layout puts an item alone on its line is an estimate).
    public static var selfSizingCollection: TableConfiguration {
        var c = TableConfiguration()
        c.hasSeparators = false
        c.itemsFitWidth = true
        c.rowSpacing = 10
        return c
    }

    /// The height UIKit falls back to when a self-sizing cell's content
    /// fits in zero height ("considering the collapse unintentional and
    /// using standard height instead"): UITableView's standard row, 44 pt.
    public static let standardRowHeight = 44.0

    /// A cell content view's `layoutMargins`: 11 pt above and below and the
    /// system minimum side margin (`Device.sideMargin`) at the sides, as a
    /// `UITableViewCell`'s content view reports them on an iPhone. An
    /// estimate: they are not documented.
    public static func cellMargins(side: Double) -> EdgeInsets {
        EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }

    /// The separator's height on a screen of `scale`: one pixel.
    public func separatorHeight(scale: Double) -> Double { hasSeparators ? 1 / scale : 0 }
}

/// Which of a table view's two supplementary views a view is.
public enum TableSupplement: String, Hashable, Sendable {
    case header, footer
}
