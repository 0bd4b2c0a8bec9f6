import LayoutModel

/// Filling a table view from its data source, as UIKit's first layout pass
/// does: the rows on screen, each cell from `tableView(_:cellForRowAt:)`.
extension Interpreter {
    /// The most rows one table is filled with, whatever fits: UIKit makes
    /// cells only for the rows on screen.
    static let maxFilledRows = 200
    /// The most rows below the screen whose height the delegate is asked
    /// (`tableView(_:heightForRowAt:)`); the rest count at the estimate.
    static let maxEstimatedRows = 2000

    /// Fills every table view in the hierarchy whose data source (set with
    /// `dataSource =`) declares `tableView(_:cellForRowAt:)`: section by section, row by
    /// row, while the rows estimated so far (`rowHeight`, else
    /// `estimatedRowHeight`, else 44) do not fill the table's height.
    /// Returns a note per table filled.
    mutating func fillTables(_ layout: inout Layout) throws(LanguageError) -> [String] {
        var filled: [String] = []
        for table in layout.viewsInHierarchy where layout[table].table != nil {
            guard !layout[table].subviews.contains(where: { layout[$0].isTableRow }) else { continue }
            if let diffable = diffableSources[table] {
                if let note = try fillDiffable(table, diffable, &layout) { filled.append(note) }
                continue
            }
            guard let source = tableSources[table], tableMethod(source, "cellForRowAt", layout) != nil else { continue }
            if let note = try fill(table, from: source, &layout) { filled.append(note) }
        }
        return filled
    }

    /// Fills `table` from `source`; the note saying which rows it shows.
    private mutating func fill(_ table: ViewID, from source: Value, _ layout: inout Layout) throws(LanguageError) -> String? {
        guard let (f, typeName, cellLabels) = tableMethod(source, "cellForRowAt", layout) else { return nil }
        let tableValue = Value.view(table)
        let sections = try count(source, "numberOfSections", [tableValue], layout: &layout) ?? 1
        var rows: [Int] = []
        for section in 0..<min(sections, Interpreter.maxFilledRows) {
            rows.append(try count(source, "numberOfRowsInSection", [tableValue, .number(Double(section))], layout: &layout) ?? 0)
        }
        let delegate = delegate(of: table, source: source)
        let answerers = [source] + (delegate.map { [$0] } ?? [])
        if answerers.contains(where: { v in Interpreter.sectionSupplements.contains { tableMethod(v, $0, layout) != nil } }) {
            noteOnce("section headers", "note: section headers and footers (tableView(_:viewForHeaderInSection:) and the like) "
                     + "are not laid out here: each section's rows follow the last one's")
        }
        return try fill(table, rows: rows, delegate: delegate, range: f.range, from: "tableView(_:cellForRowAt:)", &layout) {
            (me: inout Interpreter, path: Value, _: Int, _: Int, layout: inout Layout) throws(LanguageError) -> Value in
            try me.invoke(f, self: source, type: typeName, Arguments(values: [tableValue, path], labels: cellLabels, ranges: []), f.range, &layout)
        }
    }

    /// Fills `table` with `rows[s]` rows in section `s`, each cell from
    /// `cell`, while the rows estimated so far (`rowHeight`, else
    /// `estimatedRowHeight`, else 44) do not fill the table's height; a
    /// cell whose code fails is reported and left out. The note saying
    /// which rows it shows, and `from` where they came.
    mutating func fill(_ table: ViewID, rows: [Int], delegate: Value?, range: SourceRange, from: String, _ layout: inout Layout,
                       cell makeCell: (inout Interpreter, Value, Int, Int, inout Layout) throws(LanguageError) -> Value) throws(LanguageError) -> String? {
        let config = layout[table].table
        let estimate = config?.rowHeight ?? config?.estimatedRowHeight ?? TableConfiguration.standardRowHeight
        let height = currentFrame(table, layout).height
        var shown = 0, used = 0.0, below = 0.0, belowCounted = 0
        let total = rows.reduce(0, +)
        for (section, count) in rows.enumerated() {
            for row in 0..<count {
                guard used < height && shown < Interpreter.maxFilledRows else {
                    // A row below the screen: no cell, its estimated height in the content size.
                    if belowCounted < Interpreter.maxEstimatedRows {
                        below += try delegatedRowHeight(of: table, delegate: delegate, Interpreter.indexPath(row: row, section: section), &layout) ?? estimate
                        belowCounted += 1
                    } else {
                        below += estimate
                    }
                    continue
                }
                let path = Interpreter.indexPath(row: row, section: section)
                var cell: Value = .null
                try recovering { (me: inout Interpreter) throws(LanguageError) in cell = try makeCell(&me, path, section, row, &layout) }
                guard case .view(let cellID) = cell else { continue }
                let delegated = try delegatedRowHeight(of: table, delegate: delegate, path, &layout)
                if layout[cellID].superview != table || !layout[cellID].isTableRow || layout[cellID].delegatedRowHeight != delegated {
                    try layoutCall(range) { () throws(LayoutError) in
                        if layout[cellID].superview != table { try layout.addSubview(cellID, to: table) }
                        try layout.modify(cellID) {
                            $0.isTableRow = true
                            $0.delegatedRowHeight = delegated
                        }
                    }
                }
                shown += 1
                used += delegated ?? config?.rowHeight ?? fittedRowHeight(cellID, in: table, layout) ?? estimate
            }
        }
        if layout[table].table?.rowsBelowHeight != below {
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(table) { $0.table?.rowsBelowHeight = below } }
        }
        guard shown > 0 else { return nil }
        let which = shown == total ? "its \(total) row\(total == 1 ? "" : "s")" : "\(shown) of its \(total) rows (those on screen)"
        return "filled \(layout[table].name) with \(which) from \(from)"
    }

    /// A self-sizing row's height as UIKit measures it before showing the
    /// next (its content fitted at the table's width, and the separator),
    /// so that rows fill the screen whatever the estimate; nil when it
    /// cannot be measured.
    private func fittedRowHeight(_ cell: ViewID, in table: ViewID, _ layout: Layout) -> Double? {
        let width = currentFrame(table, layout).width
        guard width > 0, let fitted = try? fittedSize(of: cell, Size(width: width, height: 0), horizontal: .required,
                                                     vertical: .fittingSizeLevel, layout), fitted.height > 0 else { return nil }
        return fitted.height + (layout[table].table?.separatorHeight(scale: layout.device.scale) ?? 0)
    }

    /// A table's delegate: the one set with `delegate =`, else a
    /// `UITableViewController` data source, which is its table's delegate too.
    func delegate(of table: ViewID, source: Value) -> Value? {
        if let set = ignoredValues[IgnoredProperty(view: table, name: "delegate")] { return set }
        if case .object(let id) = source, module.ancestry(of: objects[id.index].typeName).contains("UITableViewController") { return source }
        return nil
    }

    /// The height the table's delegate gives the row at `path`
    /// (`tableView(_:heightForRowAt:)`); nil without one, or when it
    /// answers `UITableView.automaticDimension`.
    private mutating func delegatedRowHeight(of table: ViewID, delegate: Value?, _ path: Value,
                                             _ layout: inout Layout) throws(LanguageError) -> Double? {
        guard let delegate, let (f, typeName, labels) = tableMethod(delegate, "heightForRowAt", layout) else { return nil }
        let height = try invoke(f, self: delegate, type: typeName,
                                Arguments(values: [.view(table), path], labels: labels, ranges: []), f.range, &layout)
        guard case .number(let points) = height, points >= 0 else { return nil }  // automaticDimension is -1
        return points
    }

    /// The delegate's and data source's methods that give a section a
    /// header or a footer.
    static let sectionSupplements: [String] = [
        "titleForHeaderInSection", "viewForHeaderInSection", "heightForHeaderInSection",
        "titleForFooterInSection", "viewForFooterInSection", "heightForFooterInSection",
    ]

    /// A data source's count (`numberOfSections(in:)`,
    /// `tableView(_:numberOfRowsInSection:)`, by `tableMethod`'s part); nil
    /// when it is not declared.
    private mutating func count(_ source: Value, _ part: String, _ values: [Value], layout: inout Layout) throws(LanguageError) -> Int? {
        guard let (f, typeName, labels) = tableMethod(source, part, layout) else { return nil }
        let name = f.name
        let result = try invoke(f, self: source, type: typeName, Arguments(values: values, labels: labels, ranges: []), f.range, &layout)
        guard case .number(let n) = result, let whole = Interpreter.wholeNumber(n), whole >= 0 else {
            throw LanguageError("\(name) must return a whole number, 0 or more, not \(result.kindName)", f.range)
        }
        return whole
    }

    /// The data source's or delegate's method `part` names, as `v`'s class
    /// declares it: Swift 3's `tableView(_:cellForRowAt:)` or Swift 2's
    /// `tableView(tableView:cellForRowAtIndexPath:)` (the first parameter
    /// unlabelled or not, as the migrator left it), and `numberOfSections(in:)`
    /// or `numberOfSectionsInTableView(_:)`. With the labels to call it by.
    func tableMethod(_ v: Value, _ part: String, _ layout: Layout) -> (FunctionDeclaration, String, labels: [String?])? {
        let spellings: [(name: String, labels: [String?])]
        if part == "numberOfSections" {
            spellings = [("numberOfSections", ["in"]), ("numberOfSectionsInTableView", [nil]), ("numberOfSectionsInTableView", ["tableView"])]
        } else {
            let swift2 = part.hasSuffix("RowAt") ? part + "IndexPath" : part
            spellings = [part, swift2].flatMap { second in [("tableView", [nil, second]), ("tableView", ["tableView", second])] }
        }
        for spelling in spellings {
            if let (f, typeName) = declaredMethod(spelling.name, of: v, labels: spelling.labels, layout) { return (f, typeName, spelling.labels) }
        }
        return nil
    }

    /// An `IndexPath` as code reads it: `row` (or `item`) and `section`.
    static func indexPath(row: Int, section: Int) -> Value {
        .tuple([.number(Double(row)), .number(Double(section)), .number(Double(row))], labels: ["row", "section", "item"])
    }

    /// `dequeueReusableCell(withIdentifier:for:)` and `(withIdentifier:)`:
    /// a new cell of the class registered for the identifier, made as UIKit
    /// makes it, `init(style: .default, reuseIdentifier:)`. Without a
    /// registration the first returns nil (code then makes its own) and the
    /// second fails, as UIKit raises.
    mutating func dequeueCell(from table: ViewID, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        guard case .string(let identifier)? = args.value("withIdentifier") ?? args.values.first else {
            throw LanguageError("dequeueReusableCell needs withIdentifier: a string", range)
        }
        guard let cellClass = cellRegistrations[table]?[identifier] else {
            // Swift 2 spelled the second `dequeueReusableCellWithIdentifier(_:forIndexPath:)`.
            guard args.value("for") != nil || args.value("forIndexPath") != nil else { return .null }
            throw LanguageError("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier",
                                range, hint: "tableView.register(SomeCell.self, forCellReuseIdentifier: \"\(identifier)\")")
        }
        let cellArgs = Arguments(values: [.enumCase("default"), .string(identifier)], labels: ["style", "reuseIdentifier"],
                                 ranges: [range, range])
        let cell = module.types[cellClass] != nil
            ? try instantiate(cellClass, cellArgs, range, &layout, recoveringInitializer: true)
            : try construct(cellClass, cellArgs, range, range, &layout)
        guard case .view(let cellID) = cell else { return cell }
        try layoutCall(range) { () throws(LayoutError) in
            try layout.addSubview(cellID, to: table)
            try layout.modify(cellID) { $0.isTableRow = true }
        }
        if layout[cellID].name.contains("#") {
            // `return tableView.dequeueReusableCell(…)` names it nothing: a cell, until a variable does.
            rename(cellID, to: "cell", &layout)
            provisional.insert(cellID)
        }
        return cell
    }
}
