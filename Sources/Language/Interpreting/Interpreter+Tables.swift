import LayoutModel

/// Table views and their rows, and the autoresizing masks that size
/// frame-based views (a table filling its view controller's view is the
/// usual one).
extension Interpreter {
    /// Says once that a grouped or inset-grouped table (`style:` of
    /// `UITableView(frame:style:)` or a table controller's `init(style:)`)
    /// is laid out as a plain one: UIKit's spacing around its sections and
    /// the inset of its rows are not published, and not modelled.
    mutating func noteTableStyle(_ args: Arguments) {
        guard case .enumCase(let style)? = args.value("style"), style == "grouped" || style == "insetGrouped" else { return }
        noteOnce("table style", "note: a .\(style) table is laid out as a .plain one here: "
                 + "the space around its sections and the inset of its rows are not modelled")
    }

    /// Members of `UITableView` layoutsh models.
    static let tableProperties: Set<String> = ["rowHeight", "estimatedRowHeight", "separatorStyle"]

    /// The classes whose instances a table or collection view shows as rows.
    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

    /// A `UITableViewCell`'s own content: the labels and image view of its
    /// built-in styles, and content configurations (iOS 14).
    static let builtInCellContent: Set<String> = ["textLabel", "detailTextLabel", "imageView", "defaultContentConfiguration",
                                                  "contentConfiguration"]

    /// What reading a cell's built-in content gives: a value setting whose
    /// members is not noted again as ignored.
    static let builtInContentValue = "cell content"

    /// Whether view `v` is a `UITableViewCell` (of UIKit's class or a subclass).
    func isTableViewCell(_ v: ViewID, _ layout: Layout) -> Bool { isView(v, ofAnyOf: ["UITableViewCell"], layout) }

    /// Marks table cell `v` as showing UIKit's own content (`member`),
    /// which layoutsh does not lay out: its self-sizing row is then the
    /// standard 44 pt, where its empty content view would collapse.
    mutating func useBuiltInContent(of v: ViewID, _ member: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        if !layout[v].usesBuiltInContent {
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.usesBuiltInContent = true } }
        }
        noteOnce("built-in cell content", "note: \(member) is UIKit's own cell content, which layoutsh does not lay out; "
                 + "a self-sizing row showing it is the standard 44 pt tall")
    }

    /// Whether `name` is a declared cell class (one `:present` shows in a table).
    func isCellClass(_ name: String) -> Bool {
        module.types[name]?.kind == .class && module.ancestry(of: name).contains { Interpreter.cellClasses.contains($0) }
    }

    /// `tableView.rowHeight` and the like, read; nil for other members.
    func tableMember(_ view: View, _ name: String) -> Value? {
        guard let table = view.table else { return nil }
        switch name {
        case "rowHeight": return .number(table.rowHeight ?? Interpreter.automaticDimension)
        case "estimatedRowHeight": return .number(table.estimatedRowHeight ?? Interpreter.automaticDimension)
        case "separatorStyle": return .enumCase(table.hasSeparators ? "singleLine" : "none")
        default: return nil
        }
    }

    /// `UITableView.automaticDimension` as code reads it.
    static let automaticDimension = -1.0

    /// Sets `rowHeight`, `estimatedRowHeight` or `separatorStyle` of a table view.
    mutating func setTableProperty(_ v: ViewID, _ name: String, _ value: Value, _ range: SourceRange,
                                   _ layout: inout Layout) throws(LanguageError) {
        guard layout[v].table != nil else {
            throw LanguageError("\(layout[v].name) is a \(layout[v].typeName), not a UITableView: it has no \(name)", range)
        }
        func set(_ body: (inout TableConfiguration) -> Void) throws(LanguageError) {
            try layoutCall(range) { () throws(LayoutError) in
                try layout.modify(v) { view in
                    guard var table = view.table else { return }
                    body(&table)
                    view.table = table
                }
            }
        }
        switch (name, value) {
        case ("separatorStyle", .enumCase(let style)):
            guard ["none", "singleLine", "singleLineEtched"].contains(style) else {
                throw LanguageError("separatorStyle must be .none or .singleLine, not .\(style)", range)
            }
            try set { $0.hasSeparators = style != "none" }
        case ("separatorStyle", _):
            throw LanguageError("separatorStyle must be .none or .singleLine, not \(value.kindName)", range)
        case (_, .number(let n)):
            // automaticDimension is -1; UIKit takes any negative height as it.
            guard n.isFinite else { throw LanguageError("\(name) must be a finite number", range) }
            let height: Double? = n < 0 ? nil : n
            try set { if name == "rowHeight" { $0.rowHeight = height } else { $0.estimatedRowHeight = height } }
        default:
            throw LanguageError("\(name) must be a number or UITableView.automaticDimension, not \(value.kindName)", range)
        }
    }

    /// `tableView.tableHeaderView = header` (or the footer): the view
    /// joins the table, which places it above (below) its rows as wide
    /// as itself and as tall as its frame; the one it replaces, or nil,
    /// leaves the table.
    mutating func setTableSupplement(_ v: ViewID, _ kind: TableSupplement, _ value: Value, _ range: SourceRange,
                                     _ layout: inout Layout) throws(LanguageError) {
        let name = kind == .header ? "tableHeaderView" : "tableFooterView"
        guard layout[v].table != nil else {
            throw LanguageError("\(layout[v].name) is a \(layout[v].typeName), not a UITableView: it has no \(name)", range)
        }
        let new: ViewID?
        switch value {
        case .view(let id): new = id
        case .null: new = nil
        default: throw LanguageError("\(name) must be a view or nil, not \(value.kindName)", range)
        }
        let old = layout[v].subviews.first { layout[$0].tableSupplement == kind }
        guard old != new else { return }
        // `table.tableFooterView = UIView()`: named after the property, as a view a variable holds is.
        if let new { _ = nameView(.view(new), name, &layout) }
        try layoutCall(range) { () throws(LayoutError) in
            if let old {
                layout.removeFromSuperview(old)
                try layout.modify(old) { $0.tableSupplement = nil }
            }
            if let new {
                try layout.addSubview(new, to: v)
                try layout.modify(new) { $0.tableSupplement = kind }
            }
        }
    }

    /// `view.autoresizingMask = [.flexibleWidth, .flexibleHeight]`.
    mutating func setAutoresizingMask(_ v: ViewID, _ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        let mask = try autoresizingMask(value, range)
        try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.autoresizingMask = mask } }
        try captureAutoresizingReference(v, range, &layout)
    }

    private func autoresizingMask(_ value: Value, _ range: SourceRange) throws(LanguageError) -> AutoresizingMask {
        switch value {
        case .array(let values):
            var mask = AutoresizingMask()
            for value in values { mask.formUnion(try autoresizingMask(value, range)) }
            return mask
        case .enumCase(let name):
            guard let option = AutoresizingMask.named.first(where: { $0.0 == name })?.1 else {
                throw LanguageError("unknown autoresizing option '.\(name)'", range,
                                    hint: closest(to: name, among: AutoresizingMask.named.map(\.0)).map { "did you mean '.\($0)'?" })
            }
            return option
        case .number(let n):
            guard let raw = Interpreter.wholeNumber(n), raw >= 0 else { throw LanguageError("autoresizingMask must be a set of options", range) }
            return AutoresizingMask(rawValue: raw)
        default:
            throw LanguageError("autoresizingMask must be a set of options, not \(value.kindName)", range)
        }
    }

    /// Records the superview's size as the view's frame takes effect: what
    /// a flexible autoresizing mask measures the superview's growth from
    /// (UIKit makes the mask's constraints from the bounds it has then).
    mutating func captureAutoresizingReference(_ v: ViewID, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        guard !layout[v].autoresizingMask.isEmpty else { return }
        let reference = layout[v].superview.map { currentFrame($0, layout).size }
        guard reference != layout[v].autoresizingReference else { return }
        try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.autoresizingReference = reference } }
    }

    /// Shows the cell class `name` as UIKit would show it in a list: a
    /// `UITableView` filling the view controller's view (as a
    /// `UITableViewController`'s does) with the cell as its first row, made
    /// with `init(style: .default, reuseIdentifier:)`; a collection view
    /// cell, made with `init(frame: .zero)`, as the first item of a
    /// self-sizing collection view. Names them `tableView` (or
    /// `collectionView`) and `cell`, so that what is typed next can change
    /// them (`tableView.rowHeight = 60`).
    mutating func presentCell(_ name: String, engine: LayoutEngine, after: (Statement, [String]) -> Void) -> [LanguageError] {
        let range = module.types[name]?.range ?? SourceRange(SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1))
        let isTableCell = module.ancestry(of: name).contains("UITableViewCell")
        let listName = isTableCell ? "tableView" : "collectionView"
        var errors: [LanguageError] = []
        var presented = false
        recovered = []
        failures = RecoveredFailures()
        notes = []
        isPresenting = true
        ignoredWhilePresenting = []
        defer { isPresenting = false }
        do {
            try applying(engine, at: range) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
                let list = try me.fillingRoot(listNamed: listName, isTable: isTableCell, range, &layout)
                guard case .view(let listID) = list else { return }
                me.define(listName, list)
                let args = isTableCell
                    ? Arguments(values: [.enumCase("default"), .string(name)], labels: ["style", "reuseIdentifier"], ranges: [range, range])
                    : Arguments(values: [.rect(.zero)], labels: ["frame"], ranges: [range])
                // A statement of the initializer that fails is reported and skipped, as in viewDidLoad.
                let cell = try me.instantiate(name, args, range, &layout, recoveringInitializer: true)
                guard case .view(let cellID) = cell else { return }
                try me.layoutCall(range) { () throws(LayoutError) in
                    try layout.addSubview(cellID, to: listID)
                    try layout.modify(cellID) { $0.isTableRow = true }
                }
                me.define("cell", me.nameView(cell, "cell", &layout))
                me.constraintsToUpdate = []
                try me.updateConstraints(of: layout.viewsInHierarchy.reversed(), &layout)
                try me.layoutCustomViews(&layout)
            }
            presented = true
        } catch {
            errors.append(error)
        }
        errors += takeRecovered()
        if presented {
            notes = ["presented \(name) as the first \(isTableCell ? "row of a UITableView" : "item of a UICollectionView") (\(listName), cell)"] + notes
                + takeIgnoredWhilePresenting()
            after(.skipped("present", range), notes)
        }
        return Interpreter.inOrder(errors)
    }
}
