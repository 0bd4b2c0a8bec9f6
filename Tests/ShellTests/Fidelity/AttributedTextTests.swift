import Testing
import LayoutModel
@testable import Shell

/// Attributed text sizes a label, a field's placeholder and a button's
/// title as plain text in the font its attributes give; where they give
/// none, the view's own font, as UIKit fills in what they leave out.
@Suite struct AttributedTextTests {
    func session(_ code: String, _ named: [String]) throws -> Session {
        try FidelityTests.column(code, of: named)
    }

    func size(_ text: String, _ points: Double, bold: Bool = false) -> Size {
        TextMetrics.size(of: text, size: points, bold: bold, width: nil, lineLimit: 1, scale: 3)
    }

    /// Every spelling of the font key, and iOS 15's AttributedString.
    @Test func aLabelIsItsTextInTheAttributesFont() throws {
        let session = try session("""
            let a = UILabel()
            a.attributedText = NSAttributedString(string: "Welcome", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .kern: 1])
            let b = UILabel()
            b.attributedText = NSAttributedString(string: "Welcome", attributes: [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 24)])
            let c = UILabel()
            c.attributedText = NSAttributedString(string: "Welcome", attributes: [NSAttributedStringKey.font: UIFont.boldSystemFont(ofSize: 24)])
            let d = UILabel()
            d.attributedText = NSAttributedString(string: "Welcome", attributes: [NSFontAttributeName: UIFont.boldSystemFont(ofSize: 24)])
            var modern = AttributedString("Welcome")
            modern.font = .boldSystemFont(ofSize: 24)
            let e = UILabel()
            e.attributedText = NSAttributedString(modern)
            let f = UILabel()
            f.font = .systemFont(ofSize: 13)
            f.attributedText = NSAttributedString(string: "No font")
            """, ["a", "b", "c", "d", "e", "f"])
        let welcome = size("Welcome", 24, bold: true), small = size("No font", 13)
        for (i, name) in ["a", "b", "c", "d", "e"].enumerated() {
            FidelityTests.expect(session, "\(name).frame == (0, \(Double(i) * welcome.height), \(welcome.width), \(welcome.height))")
        }
        FidelityTests.expect(session, "f.frame == (0, \(5 * welcome.height), \(small.width), \(small.height))")
    }

    /// Dynamic Type's `UIFontMetrics` at the default size (Large) scales
    /// by one: the font and the value given, with no note of an unknown type.
    @Test func fontMetricsScaleByOneAtTheDefaultSize() throws {
        let session = try session("""
            let a = UILabel()
            a.text = "Welcome"
            a.font = UIFontMetrics.default.scaledFont(for: .boldSystemFont(ofSize: 24))
            let b = UILabel()
            b.text = "Welcome"
            b.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13), maximumPointSize: 40)
            """, ["a", "b"])
        let welcome = size("Welcome", 24, bold: true), small = size("Welcome", 13)
        FidelityTests.expect(session, "a.frame == (0, 0, \(welcome.width), \(welcome.height))")
        FidelityTests.expect(session, "b.frame == (0, \(welcome.height), \(small.width), \(small.height))")
        let spaced = session.handle("""
            let gap = UIFontMetrics(forTextStyle: .body).scaledValue(for: 16)
            let box = UIView(frame: CGRect(x: 0, y: 0, width: gap, height: 1))
            view.addSubview(box)
            """)
        #expect(spaced.errors.isEmpty && !spaced.lines.contains { $0.contains("note") }, "\(spaced.lines)")
        FidelityTests.expect(session, "box.frame == (0, 0, 16, 1)")
    }

    /// A mutable string built by appending: the whole text, measured in the
    /// largest font a part of it has.
    @Test func appendedPartsAreOneText() throws {
        let session = try session("""
            let text = NSMutableAttributedString(string: "Total ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
            text.append(NSAttributedString(string: "$42", attributes: [.font: UIFont.boldSystemFont(ofSize: 28)]))
            text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
            let total = UILabel()
            total.attributedText = text
            """, ["total"])
        let measured = size("Total $42", 28, bold: true)
        FidelityTests.expect(session, "total.frame == (0, 0, \(measured.width), \(measured.height))")
    }

    /// A field's attributed placeholder, and a button's attributed title
    /// for `.normal` (another state's does not size it).
    @Test func placeholdersAndTitles() throws {
        let session = try session("""
            let field = UITextField()
            field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.gray])
            let go = UIButton(type: .system)
            go.setAttributedTitle(NSAttributedString(string: "Go", attributes: [.font: UIFont.systemFont(ofSize: 22)]), for: .normal)
            go.setAttributedTitle(NSAttributedString(string: "Going…", attributes: [.font: UIFont.systemFont(ofSize: 40)]), for: .highlighted)
            """, ["field", "go"])
        let email = size("Email", 17), title = size("Go", 22)
        // A field: 7 pt each side and 6 above and below; a system button's title 6 above and below.
        FidelityTests.expect(session, "field.frame == (0, 0, \(email.width + 14), \(email.height + 12))",
                             "go.frame == (0, \(email.height + 12), \(title.width), \(title.height + 12))")
    }

    /// Text from somewhere layoutsh cannot read keeps the label's text, and says so.
    @Test func unreadableTextIsNoted() throws {
        let session = try Session()
        _ = session.handle(#"let l = UILabel()"#)
        _ = session.handle(#"l.text = "Kept""#)
        let output = session.handle(#"l.attributedText = try? NSAttributedString(data: Data(), options: [:], documentAttributes: nil)"#)
        #expect(!output.failed, "\(output.errors)")
        #expect(output.lines.contains { $0.contains("attributed text comes from") }, "\(output.lines)")
        let label = try #require(session.engine.layout.view(named: "l"))
        #expect(session.engine.layout[label].text.string == "Kept")
    }
}
