import Shell
import Testing

/// Cells as a table shows them: a file that declares only a cell class
/// presents it as the first row of a `UITableView` filling the view, the
/// row as wide as the table and as tall as `rowHeight` says.
///
/// Sources: Apple's documentation of `UITableView.rowHeight` (its default
/// is `automaticDimension`: the row fits its content); UIKit's logs, which
/// show the content view sized by `UIView-Encapsulated-Layout-Width/Height`
/// with the one-pixel separator taken off (`.height == 43.6667` for a
/// 44-pt row on a 3× screen), and its warning for a self-sizing cell whose
/// content fits in zero height, after which it uses the standard 44 pt.
/// The content view's margins (11 pt above and below, the system side
/// margin across) are the values a content view reports: an estimate.
@Suite struct TableCellTests {
    private func expect(_ session: Session, _ assertions: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for assertion in assertions {
            let result = session.handle(":expect \(assertion)")
            #expect(!result.failed, "\(assertion): \(result.lines)", sourceLocation: sourceLocation)
        }
    }

    /// A self-sizing cell in NSLayoutAnchor style, its labels on the
    /// content view's margins: the row is as tall as its content.
    @Test func aSelfSizingCellIsAsTallAsItsContent() throws {
        let session = try Session()
        let output = session.handle("""
            import UIKit

            class SubtitleCell: UITableViewCell {
                let titleLabel = UILabel()
                let detailLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    selectionStyle = .none
                    accessoryType = .disclosureIndicator
                    titleLabel.text = "Wi-Fi"
                    detailLabel.text = "Home"
                    detailLabel.numberOfLines = 0
                    for label in [titleLabel, detailLabel] {
                        label.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(label)
                    }
                    let margins = contentView.layoutMarginsGuide
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                        titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                        titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                        detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
                        detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                        detailLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
                        detailLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    ])
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }
            """)
        #expect(!output.failed, "\(output.errors)")
        #expect(output.lines.contains("presented SubtitleCell as the first row of a UITableView (tableView, cell)"), "\(output.lines)")
        // 11 + 20.33 + 4 + 20.33 + 11 = 66.67 tall; the labels 393 − 2 × 16 wide.
        // The content is that plus the separator, 1/3 pt: 67.
        expect(session, ["cell.frame == (0, 0, 393, 66.666667)", "cell.titleLabel.frame == (16, 11, 361, 20.333333)",
                         "cell.detailLabel.frame == (16, 35.333333, 361, 20.333333)", "tableView.contentSize == (393, 67)",
                         "tableView.frame == (0, 0, 393, 852)", "no broken", "no ambiguous"])
        // Longer text wraps and the row grows with it.
        let grown = session.handle("cell.detailLabel.text = \"Connected to the home network, which has been slow since the router was moved upstairs\"")
        #expect(grown.lines.contains { $0.contains("moved cell (0, 0, 393, 87)") }, "\(grown.lines)")
        // Turned sideways, the table follows its view (a flexible autoresizing mask) and the row its table.
        _ = session.handle(":rotate")
        expect(session, ["tableView.frame == (0, 0, 852, 393)", "no broken"])
        // Named by its declared class and the UIKit class it builds on, as UIKit's descriptions do.
        #expect(session.handle(":layout cell").lines.first?.hasPrefix("cell  SubtitleCell: UITableViewCell  (0, 0, 852, ") == true)
        let json = session.handle(":layout cell --json").lines.joined()
        #expect(json.contains(#""type":"UITableViewCell","class":"SubtitleCell""#), "\(json)")
    }

    /// The classic log: a fixed `rowHeight` the content does not fit in.
    /// UIKit breaks the avatar's height (its log reads the content view's
    /// `UIView-Encapsulated-Layout-Height` as 43.6667); the fixes are
    /// self-sizing rows, or a bottom constraint at 999.
    @Test func aFixedRowHeightTheContentDoesNotFitInConflicts() throws {
        let session = try Session()
        _ = session.handle("""
            import SnapKit
            final class AvatarCell: UITableViewCell {
                private let avatar = UIImageView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(avatar)
                    avatar.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview().inset(12)
                        make.leading.equalToSuperview().offset(16)
                        make.size.equalTo(40)
                    }
                }
                required init?(coder aDecoder: NSCoder) { fatalError() }
            }
            """)
        expect(session, ["cell.frame == (0, 0, 393, 64)", "no broken"])
        let fixed = session.handle("tableView.rowHeight = 44")
        #expect(fixed.lines.contains { $0.contains("now broken") }, "\(fixed.lines)")
        expect(session, ["cell.frame == (0, 0, 393, 43.666667)", "broken 1"])
        let broken = session.handle(":broken").lines.joined(separator: "\n")
        #expect(broken.contains("'UIView-Encapsulated-Layout-Height'"), "\(broken)")
        #expect(broken.contains("tableView.rowHeight = UITableView.automaticDimension"), "\(broken)")
        #expect(broken.contains(".priority(999)"), "\(broken)")
        // Without separators the content view is the whole row.
        _ = session.handle("tableView.separatorStyle = .none")
        expect(session, ["cell.frame == (0, 0, 393, 44)"])
        _ = session.handle("tableView.rowHeight = UITableView.automaticDimension")
        expect(session, ["cell.frame == (0, 0, 393, 64)", "no broken"])
    }

    /// Content centred in the cell, tied to neither its top nor its bottom,
    /// fits in zero height: UIKit warns and uses the standard 44 pt. Pinning
    /// the bottom lets the content decide; undoing that collapses it again.
    @Test func aCellWhoseContentFitsInZeroHeightGetsTheStandardHeight() throws {
        let session = try Session()
        let output = session.handle("""
            class SwitchCell: UITableViewCell {
                let nameLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    nameLabel.text = "Airplane Mode"
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(nameLabel)
                    nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor).isActive = true
                    nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """)
        #expect(output.lines.contains { $0.contains("cell fit in zero height: UIKit warns and makes the row 44 pt") }, "\(output.lines)")
        // 44 less the separator; the label centred in it: (43.67 − 20.33) / 2
        // (its width, 110, is the text model's).
        expect(session, ["cell.frame == (0, 0, 393, 43.666667)", "cell.nameLabel.frame == (16, 11.666667, 110, 20.333333)"])
        let layout = session.handle(":layout").lines
        #expect(layout.contains { $0.contains("Detected a case where constraints ambiguously suggest a height of zero") }, "\(layout)")
        // In the style the cell is written in (anchors), SnapKit's after it.
        #expect(layout.joined(separator: " ").contains("fix: pin cell.nameLabel's bottom to contentView's: cell.nameLabel.bottomAnchor.constraint(equalTo: "
                                                        + "contentView.bottomAnchor, constant: -12) (or make.bottom.equalToSuperview().inset(12))"), "\(layout)")
        let pinned = session.handle("cell.nameLabel.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -16).isActive = true")
        #expect(!pinned.failed, "\(pinned.errors)")
        // Centred with 16 below: 2 × (20.33 / 2 + 16) = 52.33.
        expect(session, ["cell.frame == (0, 0, 393, 52.333333)"])
        #expect(!session.handle(":layout").lines.contains { $0.contains("Detected a case") })
        _ = session.handle(":undo")
        expect(session, ["cell.frame == (0, 0, 393, 43.666667)"])
    }

    /// A file with a view controller and its cell presents the controller;
    /// `:present` shows the cell on its own.
    @Test func aViewControllerIsPresentedBeforeACell() throws {
        let session = try Session()
        let output = session.handle("""
            final class NoteCell: UITableViewCell {}
            final class NotesViewController: UIViewController {
                let tableView = UITableView(frame: .zero, style: .plain)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
                    tableView.rowHeight = 60
                    view.addSubview(tableView)
                }
            }
            """)
        #expect(!output.failed, "\(output.errors)")
        #expect(output.lines.contains { $0.hasPrefix("presented NotesViewController") }, "\(output.lines)")
        _ = session.handle(":rotate")
        expect(session, ["tableView.frame == (0, 0, 852, 393)"])
        let cell = session.handle(":present NoteCell")
        #expect(cell.lines.contains("presented NoteCell as the first row of a UITableView (tableView, cell)"), "\(cell.lines)")
    }

    /// A statement of the cell's initializer that fails is reported and
    /// skipped, as one of `viewDidLoad` is: the rest of the cell still shows.
    @Test func aFailingStatementOfTheInitializerIsSkipped() throws {
        let session = try Session()
        let output = session.handle("""
            final class BadgeCell: UITableViewCell {
                private let badge: UILabel = {
                    let label = UILabel()
                    label.text = "New"
                    return label
                }()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(badge)
                    badge.numberOfLines = "two"
                    badge.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(output.errors.contains { $0.contains("numberOfLines must be a whole number") }, "\(output.errors)")
        #expect(output.lines.contains { $0.hasPrefix("presented BadgeCell") }, "\(output.lines)")
        // 10 + 20.33 + 10 tall.
        let result = session.handle(":expect cell.frame == (0, 0, 393, 40.333333)")
        #expect(!result.failed, "\(result.errors)")
    }

    /// A row taller than the screen, its content on the margins guide: the
    /// row gets no safe-area inset above or below (the table's adjusted
    /// content inset keeps rows clear of those edges), so it is as tall as
    /// its content rather than growing by what it reaches past the screen.
    @Test func aRowTallerThanTheScreenIsAsTallAsItsContent() throws {
        let session = try Session()
        let output = session.handle("""
            final class ChangelogCell: UITableViewCell {
                private let stack = UIStackView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    stack.axis = .vertical
                    stack.spacing = 4
                    for n in 1...60 {
                        let entry = UILabel()
                        entry.text = "Fixed bug \\(n)"
                        stack.addArrangedSubview(entry)
                    }
                    contentView.addSubview(stack)
                    stack.snp.makeConstraints { make in make.edges.equalTo(contentView.layoutMarginsGuide) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(!output.failed, "\(output.errors)")
        #expect(!output.lines.contains { $0.contains("did not settle") }, "\(output.lines)")
        // 60 lines of 20.33 and 59 gaps of 4: 1456; with 11 above and below, 1478.
        let result = session.handle(":expect cell.frame == (0, 0, 393, 1478)")
        #expect(!result.failed, "\(result.errors)")
    }

    /// `UIVisualEffectView.contentView` fills the effect view, as a cell's
    /// does: made as UIKit's own class (no subclass), a label added to it
    /// and centred in it sits in the effect view. It was dropped: the
    /// member was noted as not affecting layout and the label never added.
    @Test func aVisualEffectViewsContentViewHoldsItsSubviews() throws {
        let (session, lines) = try FidelityTests.session("""
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            view.addSubview(blur)
            blur.snp.makeConstraints { make in make.left.right.bottom.equalToSuperview(); make.height.equalTo(100) }
            let caption = UILabel()
            caption.text = "Blurred"
            blur.contentView.addSubview(caption)
            caption.snp.makeConstraints { make in make.center.equalTo(blur.contentView) }
            """)
        #expect(!lines.contains { $0.contains("contentView") }, "\(lines)")
        #expect(session.handle(":layout").lines.contains { $0.hasPrefix("    caption  UILabel") })
        FidelityTests.expect(session, "blur.frame == (0, 752, 393, 100)", "caption.frame == (168.666667, 39.833333, 55.666667, 20.333333)")
    }
}
