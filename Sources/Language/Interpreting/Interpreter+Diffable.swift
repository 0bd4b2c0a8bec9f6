import LayoutModel

/// A table's diffable data source (iOS 13): the cell provider it was made
/// with and the snapshot last applied, from which the first layout pass
/// fills the table as it does from `tableView(_:cellForRowAt:)`.
struct DiffableSource: Sendable {
    var provider: ClosureValue
    /// Each section's items, in the snapshot's order.
    var sections: [[Value]] = []
}

/// `UITableViewDiffableDataSource`, `NSDiffableDataSourceSnapshot` and
/// `apply(_:animatingDifferences:)`.
///
/// A snapshot is a value the code builds and copies (`var snapshot =
/// NSDiffableDataSourceSnapshot<Section, Item>()`): here a tuple of its
/// section identifiers and each section's items, changed in place by
/// `appendSections`, `appendItems` and the deletions. The data source is an
/// inert value that names its table; applying a snapshot keeps its items
/// for the table's fill.
extension Interpreter {
    /// What a diffable data source's value starts with; its table's index follows.
    static let diffableSourceTag = "UITableViewDiffableDataSource@"

    /// The labels that tell a snapshot's tuple from others.
    static let snapshotLabels: [String?] = ["sectionIdentifiers", "itemsBySection"]

    /// The snapshot methods that change it in place.
    static let snapshotMethods: Set<String> = [
        "appendSections", "appendItems", "insertItems", "deleteItems", "deleteSections", "deleteAllItems",
        "reloadItems", "reconfigureItems", "reloadSections", "moveItem",
    ]

    /// `UITableViewDiffableDataSource(tableView:cellProvider:)` and
    /// `NSDiffableDataSourceSnapshot()`; nil for another type.
    mutating func makeDiffable(_ name: String, _ args: Arguments) -> Value? {
        switch name {
        case "NSDiffableDataSourceSnapshot": return Interpreter.snapshot(sections: [], items: [])
        case "UITableViewDiffableDataSource":
            guard case .view(let table)? = args.value("tableView") else { return nil }
            let provider = args.values.indices.lazy.compactMap { i -> ClosureValue? in
                guard case .closure(let c) = args.values[i], args.labels[i] == nil || args.labels[i] == "cellProvider" else { return nil }
                return c
            }.first
            guard let provider else { return nil }
            diffableSources[table] = DiffableSource(provider: provider)
            return .opaque(Interpreter.diffableSourceTag + String(table.index))
        default: return nil
        }
    }

    /// `dataSource.apply(snapshot)`: the items the table is filled with.
    /// True when `what` is a diffable data source's value and `name` its method.
    mutating func diffableSourceMethod(_ what: String, _ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Bool {
        guard what.hasPrefix(Interpreter.diffableSourceTag), let index = Int(what.dropFirst(Interpreter.diffableSourceTag.count)) else { return false }
        let table = ViewID(index)
        guard name == "apply" || name == "applySnapshotUsingReloadData" else { return true }
        guard let snapshot = args.values.first, let (_, items) = Interpreter.snapshotParts(snapshot) else {
            throw LanguageError("apply needs a snapshot (NSDiffableDataSourceSnapshot)", range)
        }
        diffableSources[table]?.sections = items
        return true
    }

    /// A snapshot's method that changes it: the new snapshot, or nil when
    /// `base` is no snapshot or `name` no such method.
    func changedSnapshot(_ base: Value, _ name: String, _ args: Arguments) -> Value? {
        guard Interpreter.snapshotMethods.contains(name), var (sections, items) = Interpreter.snapshotParts(base) else { return nil }
        let given: [Value] = { if case .array(let v)? = args.values.first { return v } else { return [] } }()
        func section(of key: Value?) -> Int? {
            guard let key else { return sections.isEmpty ? nil : sections.count - 1 }
            return sections.firstIndex { sameKey($0, key) }
        }
        switch name {
        case "appendSections":
            sections += given
            items += given.map { _ in [] }
        case "appendItems", "insertItems":
            // (`insertItems(_:beforeItem:)` and `afterItem:` are taken as appends to the last section.)
            guard let s = section(of: args.value("toSection")) else { return base }
            items[s] += given
        case "deleteItems":
            items = items.map { $0.filter { item in !given.contains { sameKey($0, item) } } }
        case "deleteSections":
            let kept = sections.indices.filter { i in !given.contains { sameKey($0, sections[i]) } }
            items = kept.map { items[$0] }
            sections = kept.map { sections[$0] }
        case "deleteAllItems":
            sections = []
            items = []
        default: break  // reloads and moves change no row's place that layout sees
        }
        return Interpreter.snapshot(sections: sections, items: items)
    }

    /// A snapshot's section identifiers and items, if `value` is one.
    static func snapshotParts(_ value: Value) -> ([Value], [[Value]])? {
        guard case .tuple(let parts, let labels) = value, labels == snapshotLabels, parts.count == 2,
              case .array(let sections) = parts[0], case .array(let lists) = parts[1] else { return nil }
        var items: [[Value]] = []
        for list in lists {
            guard case .array(let values) = list else { return nil }
            items.append(values)
        }
        return (sections, items)
    }

    static func snapshot(sections: [Value], items: [[Value]]) -> Value {
        .tuple([.array(sections), .array(items.map(Value.array))], labels: snapshotLabels)
    }

    /// Fills `table` from its diffable data source: each item's cell from
    /// the cell provider, `(tableView, indexPath, item)`.
    mutating func fillDiffable(_ table: ViewID, _ source: DiffableSource, _ layout: inout Layout) throws(LanguageError) -> String? {
        guard !source.sections.isEmpty else { return nil }
        let range = source.provider.closure.body.first?.range ?? SourceRange(SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1))
        let delegate = ignoredValues[IgnoredProperty(view: table, name: "delegate")]
        return try fill(table, rows: source.sections.map(\.count), delegate: delegate, range: range,
                        from: "its diffable data source", &layout) {
            (me: inout Interpreter, path: Value, section: Int, row: Int, layout: inout Layout) throws(LanguageError) -> Value in
            try me.callClosure(source.provider, [.view(table), path, source.sections[section][row]], range, &layout)
        }
    }
}
