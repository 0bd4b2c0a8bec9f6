import Shell
import Testing

/// A table view shows the rows its data source makes. UIKit's
/// `UITableView` asks `tableView(_:numberOfRowsInSection:)` and, for
/// the rows on screen only, `tableView(_:cellForRowAt:)`, in its first
/// layout pass; `dequeueReusableCell(withIdentifier:for:)` makes a cell
/// of the registered class with `init(style:reuseIdentifier:)` and
/// raises when none is registered, `dequeueReusableCell(withIdentifier:)`
/// returns nil then. A `UITableViewController` is its table's data source.
@Suite struct DataSourceTests {
    /// A `UITableViewController` of two sections (2 and 3 rows, 52 high)
    /// with a footer view: its table fills the screen, the five rows sit
    /// one under the other (51.67 high, a separator of a third of a point
    /// below each) and the footer below them at 5 × 52 = 260; the insets
    /// are the safe area's, 59 and 34.
    @Test func aTableViewControllerFillsItsTable() throws {
        let (session, lines) = try FidelityTests.session("""
            class SettingsTableViewController: UITableViewController {
                let sections = [["Wi-Fi", "Bluetooth"], ["Notifications", "Sounds", "Focus"]]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                    tableView.rowHeight = 52
                    tableView.tableFooterView = UIView()
                }
                override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                }
            }
            """)
        #expect(lines.contains { $0.hasPrefix("filled tableView with its 5 rows") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        let layout = session.handle(":layout").lines
        #expect(layout.contains { $0.hasPrefix("  tableView  UITableView  (0, 0, 393, 852)  contentSize 393x260 offset (0, -59) insets (59, 0, 34, 0)") },
                "\(layout)")
        #expect(layout.filter { $0.hasPrefix("    cell") }.last?.hasSuffix("UITableViewCell  (0, 208, 393, 51.666667)") == true,
                "\(layout)")
        #expect(layout.contains { $0.hasSuffix("UIView  (0, 260, 393, 0)") }, "\(layout)")
    }

    /// A diffable data source (iOS 13): the cell provider makes each item's
    /// cell of the snapshot applied, section by section, in the snapshot's
    /// order; items deleted before it is applied are not shown. Rows 60
    /// high (59.67 and a separator), so the three fill 180.
    @Test func aDiffableDataSourceFillsItsTable() throws {
        let (session, lines) = try FidelityTests.session("""
            enum Section: Hashable { case favorites, all }
            struct Contact: Hashable { let name: String }

            final class ContactsViewController: UIViewController {
                private let tableView = UITableView(frame: .zero, style: .plain)
                private lazy var dataSource = makeDataSource()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    view.addSubview(tableView)
                    tableView.register(NameCell.self, forCellReuseIdentifier: "cell")
                    tableView.rowHeight = 60
                    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                    snapshot.appendSections([.favorites, .all])
                    snapshot.appendItems(["Ada"], toSection: .favorites)
                    snapshot.appendItems(["Grace", "Alan", "Charles"])
                    snapshot.deleteItems(["Charles"])
                    dataSource.apply(snapshot, animatingDifferences: false)
                }

                private func makeDataSource() -> UITableViewDiffableDataSource<Section, String> {
                    UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, name in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! NameCell
                        cell.nameLabel.text = name
                        return cell
                    }
                }
            }

            final class NameCell: UITableViewCell {
                let nameLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    nameLabel.frame = CGRect(x: 16, y: 10, width: 200, height: 40)
                    contentView.addSubview(nameLabel)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(lines.contains("filled tableView with its 3 rows from its diffable data source"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        let layout = session.handle(":layout").lines
        #expect(layout.contains { $0.hasPrefix("  tableView  UITableView  (0, 0, 393, 852)  contentSize 393x180 ") }, "\(layout)")
        #expect(layout.filter { $0.hasPrefix("    cell") } == [
            "    cell  NameCell: UITableViewCell  (0, 0, 393, 59.666667)",
            "    cell_2  NameCell: UITableViewCell  (0, 60, 393, 59.666667)",
            "    cell_3  NameCell: UITableViewCell  (0, 120, 393, 59.666667)",
        ], "\(layout)")
        #expect(session.handle(":expect cell_3.nameLabel.frame == (16, 10, 200, 40)").errors.isEmpty)
    }

    /// Swift 2's spellings of the same: `registerClass`, the data source's
    /// `tableView(tableView:numberOfRowsInSection:)`,
    /// `cellForRowAtIndexPath`, `numberOfSectionsInTableView`, the
    /// delegate's `heightForRowAtIndexPath` and
    /// `dequeueReusableCellWithIdentifier(_:forIndexPath:)`.
    @Test func swift2DataSourcesFillTheirTables() throws {
        let (session, lines) = try FidelityTests.session("""
            class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    tableView.dataSource = self
                    tableView.delegate = self
                    tableView.registerClass(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                    view.addSubview(tableView)
                }
                func numberOfSectionsInTableView(tableView: UITableView) -> Int { return 2 }
                func tableView(tableView: UITableView, numberOfRowsInSection section: Int) -> Int { return section == 0 ? 2 : 1 }
                func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
                    return tableView.dequeueReusableCellWithIdentifier("Cell", forIndexPath: indexPath)
                }
                func tableView(tableView: UITableView, heightForRowAtIndexPath indexPath: NSIndexPath) -> CGFloat { return 60 }
            }
            """)
        #expect(lines.contains { $0.hasPrefix("filled tableView with its 3 rows") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        let layout = session.handle(":layout").lines
        #expect(layout.contains { $0.hasPrefix("  tableView  UITableView  (0, 0, 393, 852)  contentSize 393x180") }, "\(layout)")
        // Cells a data source returns unnamed are cells.
        #expect(layout.filter { $0.hasPrefix("    cell") }.count == 3, "\(layout)")
    }

    /// A collection view's `register` and `dequeueReusableCell(withReuseIdentifier:for:)`
    /// are not a table's: noted, never the table's error for a missing registration.
    @Test func aCollectionViewsCellsAreNotATables() throws {
        let session = try Session()
        let output = session.handle("""
            let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            view.addSubview(cv)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
            """)
        #expect(!output.failed, "\(output.errors)")
    }

    /// A cell's layoutSubviews reads its bounds as the table laid it out:
    /// a dot 26 from the right edge, centred in a 60-point row.
    @Test func aCellsLayoutSubviewsReadsItsRowsBounds() throws {
        let (session, lines) = try FidelityTests.session("""
            class StatusCell: UITableViewCell {
                let dot = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(dot)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    dot.frame = CGRect(x: contentView.bounds.width - 26, y: (contentView.bounds.height - 10) / 2, width: 10, height: 10)
                }
            }
            class StatusViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 60
                    tableView.register(StatusCell.self, forCellReuseIdentifier: "Status")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Status", for: indexPath)
                }
            }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        // The row is 60 less the separator's third of a point: (59.666667 − 10) ÷ 2 down.
        let result = session.handle(":expect cell.dot.frame == (367, 24.833333, 10, 10)")
        #expect(!result.failed, "\(result.errors)")
    }

    /// Rows as tall as the delegate's `tableView(_:heightForRowAt:)` says,
    /// over `rowHeight`: the controller's own (a table controller is its
    /// table's delegate) and a delegate set with `delegate =`. Section
    /// headers are not laid out, and a note says so.
    @Test func theDelegatesRowHeightsWin() throws {
        let (session, lines) = try FidelityTests.session("""
            class InboxTableViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                    tableView.rowHeight = 52
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    indexPath.row == 0 ? 80 : UITableView.automaticDimension
                }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Today" }
            }
            """)
        #expect(lines.contains { $0.hasPrefix("note: section headers and footers") }, "\(lines)")
        let rows = session.handle(":layout").lines.filter { $0.hasPrefix("    cell") }
        // The first row 80 (79.67 and its separator); automaticDimension leaves the others to rowHeight, 52.
        #expect(rows.map { $0.split(separator: "(").last.map(String.init) ?? "" }
                == ["0, 0, 393, 79.666667)", "0, 80, 393, 51.666667)", "0, 132, 393, 51.666667)"], "\(rows)")

        let (plain, _) = try FidelityTests.session("""
            final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                private let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    tableView.frame = view.bounds
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    tableView.dataSource = self
                    tableView.delegate = self
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
            }
            """)
        let feedRows = plain.handle(":layout").lines.filter { $0.hasPrefix("    cell") }
        #expect(feedRows.count == 2 && feedRows.allSatisfy { $0.hasSuffix("393, 59.666667)") }, "\(feedRows)")
    }

    /// `view = tableView` in `loadView`: the table fills the root view (a
    /// plain view in layoutsh), says so, and is filled from its data source.
    @Test func aTableMadeTheControllersViewFillsTheRoot() throws {
        let (session, lines) = try FidelityTests.session("""
            final class ContactsViewController: UIViewController, UITableViewDataSource {
                private let tableView = UITableView()
                override func loadView() { view = tableView }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    tableView.dataSource = self
                    tableView.rowHeight = 50
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                }
            }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        #expect(lines.contains { $0.contains("tableView is a UITableView: layoutsh keeps the root a plain view") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("filled tableView with its 3 rows") }, "\(lines)")
        FidelityTests.expect(session, "tableView.frame == (0, 0, 393, 852)")
        _ = session.handle(":rotate")
        FidelityTests.expect(session, "tableView.frame == (0, 0, 852, 393)")
    }

    @Test func aTableShowsTheRowsOnScreen() throws {
        let (session, lines) = try FidelityTests.session("""
            class TitleCell: UITableViewCell {
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(title)
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            class ItemsViewController: UIViewController, UITableViewDataSource {
                let items = (1...50).map { "Item \\($0)" }
                private lazy var tableView: UITableView = {
                    let table = UITableView(frame: .zero, style: .plain)
                    table.dataSource = self
                    table.rowHeight = 60
                    table.register(TitleCell.self, forCellReuseIdentifier: "title")
                    return table
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return items.count
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath) as! TitleCell
                    cell.title.text = items[indexPath.row]
                    return cell
                }
            }
            """)
        // 852 points of table at 60 a row: the fifteenth row is the last that starts on screen.
        #expect(lines.contains("filled tableView with 15 of its 50 rows (those on screen) from tableView(_:cellForRowAt:)"), "\(lines)")
        FidelityTests.expect(session, "cell.frame == (0, 0, 393, 59.666667)", "cell_4.y == 180", "cell_15.y == 840",
                             "cell_4.title.x == 16", "no broken", "no ambiguous")
        #expect(session.handle(":layout").lines.contains { $0.contains("cell_16") } == false)
    }

    @Test func aCellWithoutARegistrationFollowsUIKit() throws {
        let (session, lines) = try FidelityTests.session("""
            class PlainViewController: UIViewController, UITableViewDataSource {
                let table = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.dataSource = self
                    table.frame = view.bounds
                    view.addSubview(table)
                }
                func numberOfSections(in tableView: UITableView) -> Int { 2 }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 1 : 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "plain")
                        ?? UITableViewCell(style: .default, reuseIdentifier: "plain")
                    cell.textLabel?.text = String(format: "%d.%d", indexPath.section, indexPath.row)
                    return cell
                }
            }
            """)
        #expect(lines.contains("filled table with its 3 rows from tableView(_:cellForRowAt:)"), "\(lines)")
        FidelityTests.expect(session, "cell_3.y == 88")

        let failing = try Session()
        let failed = failing.handle("""
            class Unregistered: UIViewController, UITableViewDataSource {
                let list = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.frame = view.bounds
                    list.dataSource = self
                    view.addSubview(list)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    return tableView.dequeueReusableCell(withIdentifier: "nope", for: indexPath)
                }
            }
            """)
        let said = (failed.lines + failed.errors).joined(separator: "\n")
        #expect(said.contains("unable to dequeue a cell with identifier nope"), "\(said)")
        #expect(!said.contains("filled"), "\(said)")
    }

    /// `tableHeaderView`, Apple's documentation: "the table view respects
    /// only the height of your view's frame rectangle; it adjusts the width
    /// of your header view automatically to match the table view's width."
    /// The header sits above the first row, the footer below the last.
    @Test func aHeaderAndAFooterFrameTheRows() throws {
        let (session, _) = try FidelityTests.session("""
            class ListViewController: UIViewController, UITableViewDataSource {
                let tableView = UITableView()
                let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    tableView.rowHeight = 50
                    tableView.dataSource = self
                    tableView.tableHeaderView = header
                    tableView.tableFooterView = UIView()
                    view.addSubview(tableView)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    return cell
                }
            }
            """)
        FidelityTests.expect(session, "header.frame == (0, 0, 393, 120)", "cell.y == 120", "cell_2.y == 170",
                             "tableView.contentSize == (393, 220)", "no broken", "no ambiguous")
        #expect(!session.handle("tableView.tableHeaderView = nil").failed)
        FidelityTests.expect(session, "cell.y == 0", "tableView.contentSize == (393, 100)")
        #expect(session.handle("header.frame.size.height = 1").failed == false)
        let reassigned = session.handle("tableView.tableHeaderView = tableView.rowHeight")
        #expect(reassigned.errors.joined().contains("tableHeaderView must be a view or nil"), "\(reassigned.errors)")
    }

    /// Cells that show UIKit's own content (a content configuration, or
    /// `textLabel` in the older style) are not empty: their self-sizing
    /// rows are the standard 44 pt (43.67 above the separator) with no
    /// collapse warning, and the note says their content is not laid out.
    @Test func cellsWithBuiltInContentAreStandardRows() throws {
        for content in ["var c = cell.defaultContentConfiguration(); c.text = names[indexPath.row]; cell.contentConfiguration = c",
                        "cell.textLabel?.text = names[indexPath.row]"] {
            let (session, lines) = try FidelityTests.session("""
                final class ContactsViewController: UITableViewController {
                    let names = ["Ada", "Grace", "Linus"]
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
                    }
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
                        \(content)
                        return cell
                    }
                }
                """)
            #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
            #expect(!lines.joined(separator: " ").contains("zero height"), "\(lines)")
            #expect(lines.contains { $0.contains("is UIKit's own cell content, which layoutsh does not lay out") }, "\(lines)")
            #expect(!lines.contains { $0.contains("does not affect layout ignored") }, "\(lines)")
            let layout = session.handle(":layout").lines
            #expect(layout.last?.hasSuffix("UITableViewCell  (0, 88, 393, 43.666667)") == true, "\(layout)")
            #expect(!session.handle(":layout").lines.contains { $0.hasPrefix("warning") }, "\(layout)")
        }
    }

    /// A cell bound by `guard let cell = … as? MessageCell` is named after
    /// its variable, as `let cell = …` names it; a view made in the
    /// assignment to `tableFooterView` is named after that property.
    @Test func castCellsAndAFooterAreNamed() throws {
        let (session, _) = try FidelityTests.session("""
            final class MessageCell: UITableViewCell {
                let body = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    body.text = "Hello"
                    body.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(body)
                    NSLayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class InboxViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
                    tableView.tableFooterView = UIView()
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as? MessageCell else {
                        return UITableViewCell()
                    }
                    return cell
                }
            }
            """)
        // Rows of 10 + 20.33 + 10, a third of a point of separator below each.
        FidelityTests.expect(session, "cell.body.y == 10", "cell_2.y == 40.666667", "tableFooterView.y == 81.333333", "no ambiguous")
    }
}
