import Shell
import Testing

/// A proof down a column of rows repeats each row's block of steps, and a
/// row is a stack of stacks: about ten steps, in an order and through an
/// edge that changes from row to row. `:why` shows one row's block step by
/// step and tells the rest in one line; `--all` still lists every step.
@Suite struct RowBlockProofTests {
    /// A settings screen as tutorials write it: a scroll view pinned with
    /// anchors, a vertical stack on its content guide, and rows made by a
    /// helper, each a text stack (title, wrapping detail) beside a switch,
    /// centred.
    static func settingsController(rows: Int) -> String {
        """
        import UIKit

        final class PrivacySettingsViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let contentStack = UIStackView()

            override func viewDidLoad() {
                super.viewDidLoad()
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                contentStack.axis = .vertical
                contentStack.spacing = 12
                contentStack.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(contentStack)
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
                    contentStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
                    contentStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
                    contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
                    contentStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
                ])
                for index in 0..<\(rows) {
                    contentStack.addArrangedSubview(makeRow(title: "Setting \\(index)", detail: "Shares \\(index) with your contacts"))
                }
            }

            private func makeRow(title: String, detail: String) -> UIStackView {
                let titleLabel = UILabel()
                titleLabel.text = title
                titleLabel.font = .preferredFont(forTextStyle: .body)
                let detailLabel = UILabel()
                detailLabel.text = detail
                detailLabel.numberOfLines = 0
                detailLabel.font = .preferredFont(forTextStyle: .footnote)
                let textStack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
                textStack.axis = .vertical
                textStack.spacing = 2
                let toggle = UISwitch()
                let row = UIStackView(arrangedSubviews: [textStack, toggle])
                row.spacing = 8
                row.alignment = .center
                return row
            }
        }
        """
    }

    /// The same screen written out row by row, each row's views named by
    /// its number and configured before the row joins the stack.
    static func settingsScript(rows: Int) -> String {
        var lines = [
            "let scrollView = UIScrollView()", "scrollView.translatesAutoresizingMaskIntoConstraints = false",
            "view.addSubview(scrollView)",
            "scrollView.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }",
            "let contentStack = UIStackView()", "contentStack.axis = .vertical", "contentStack.spacing = 12",
            "scrollView.addSubview(contentStack)",
            "contentStack.snp.makeConstraints { make in make.edges.equalTo(scrollView.contentLayoutGuide).inset(16); make.width.equalTo(scrollView.frameLayoutGuide).offset(-32) }",
        ]
        for i in 0..<rows {
            lines += [
                "let titleLabel\(i) = UILabel()", "titleLabel\(i).text = \"Setting \(i)\"",
                "let detailLabel\(i) = UILabel()", "detailLabel\(i).text = \"What setting \(i) changes, in a sentence that may wrap\"",
                "detailLabel\(i).numberOfLines = 0",
                "let toggle\(i) = UISwitch()",
                "let textStack\(i) = UIStackView(arrangedSubviews: [titleLabel\(i), detailLabel\(i)])",
                "textStack\(i).axis = .vertical", "textStack\(i).spacing = 4",
                "let row\(i) = UIStackView(arrangedSubviews: [textStack\(i), toggle\(i)])",
                "row\(i).alignment = .center", "row\(i).spacing = 12",
                "contentStack.addArrangedSubview(row\(i))",
            ]
        }
        return lines.joined(separator: "\n")
    }

    @Test func aRowMadeByAHelperIsToldOnce() throws {
        let session = try Session()
        #expect(!session.loadSwift([(path: "PrivacySettingsViewController.swift", text: Self.settingsController(rows: 24))]).failed)
        let why = session.handle(":why row_20.y").lines
        #expect(why.first?.hasPrefix("row_20.y = ") == true && why.first?.hasSuffix(": it cannot be more, because") == true)
        #expect(why.count < 70, "\(why.count) lines:\n\(why.joined(separator: "\n"))")
        #expect(why.contains { $0.hasPrefix("    … ") && $0.contains(" more times, ") })
        let all = session.handle(":why row_20.y --all").lines
        #expect(!all.contains { $0.hasPrefix("    … ") })
        #expect(all.filter { $0.contains("'UISV-spacing'") && $0.contains("[stack view contentStack") }.count >= 2 * 19)
    }

    @Test func rowsWrittenOutOneByOneAreToldOnceThoughTheirStepsChangeOrder() throws {
        let session = try Session()
        #expect(!session.handle(Self.settingsScript(rows: 24)).failed)
        let why = session.handle(":why row20.y").lines
        #expect(why.count < 100, "\(why.count) lines:\n\(why.joined(separator: "\n"))")
        // The rows' blocks hold the same kinds of steps; the solver goes
        // through a centred row's top edge for some and its bottom for others.
        let repeats = why.filter { $0.hasPrefix("    … ") }
        #expect(repeats.contains { $0.contains(" more blocks of the same kinds of steps, ") }, "\(why.joined(separator: "\n"))")
        // Each repeat line is followed by where the sum has got to.
        for (i, line) in why.enumerated() where line.hasPrefix("    … ") {
            #expect(why.indices.contains(i + 1) && why[i + 1].hasPrefix("        gives row"), "\(why.joined(separator: "\n"))")
        }
    }
}
