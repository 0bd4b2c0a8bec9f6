import Testing
import LayoutModel
@testable import Shell

/// `UIButton.Configuration` (iOS 15): a configured button is as large as its
/// title (17 pt), subtitle, image and paddings inside its content insets,
/// (7, 12, 7, 12) unless set — a one-line title is 34.33 high.
@Suite struct ButtonConfigurationTests {
    func session(_ code: String, buttons: [String], images: [String] = []) throws -> Session {
        try FidelityTests.column(code, of: buttons, images: images)
    }

    /// The width of `text` on one line at `size` points, as the text model measures it.
    func width(_ text: String, _ size: Double) -> Double {
        TextMetrics.size(of: text, size: size, bold: false, width: nil, lineLimit: 1, scale: 3).width
    }

    @Test func everyWayToMakeAndSetOne() throws {
        let session = try session("""
            let send = UIButton(configuration: .filled())
            send.configuration?.title = "Send"
            var config = UIButton.Configuration.tinted()
            config.title = "Continue"
            let next = UIButton(configuration: config, primaryAction: nil)
            let old = UIButton()
            old.configuration = .plain()
            old.setTitle("Old API", for: .normal)
            old.titleLabel?.font = .systemFont(ofSize: 30)
            """, buttons: ["send", "next", "old"])
        let send = width("Send", 17) + 24, next = width("Continue", 17) + 24, old = width("Old API", 17) + 24
        FidelityTests.expect(session, "send.frame == (0, 0, \(send), 34.333333)", "next.frame == (0, 34.333333, \(next), 34.333333)",
                             // setTitle gives a configured button its title; titleLabel's font does not size it.
                             "old.frame == (0, 68.666667, \(old), 34.333333)")
    }

    @Test func subtitlePaddingsInsetsAndImage() throws {
        let session = try session("""
            var config = UIButton.Configuration.filled()
            config.title = "Upgrade"
            config.subtitle = "Pro plan"
            config.titlePadding = 4
            config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            config.image = UIImage(named: "bolt")
            config.imagePadding = 8
            let beside = UIButton(configuration: config)
            config.imagePlacement = .top
            let above = UIButton(configuration: config)
            """, buttons: ["beside", "above"], images: ["bolt 20x24"])
        let text = max(width("Upgrade", 17), width("Pro plan", 15))
        // Title 20.33, 4, subtitle 18 (15 pt): 42.33 of text beside a 24 high image.
        FidelityTests.expect(session, "beside.frame == (0, 0, \(20 + 8 + text + 32), 62.333333)",
                             "above.frame == (0, 62.333333, \(text + 32), \(24 + 8 + 42.333333 + 20))")
    }

    /// Optional chaining on a button without a configuration does nothing,
    /// as in Swift; the button keeps its classic size.
    @Test func aButtonWithoutOneIgnoresOptionalChaining() throws {
        let session = try session("""
            let plain = UIButton(type: .system)
            plain.configuration?.title = "Ignored"
            plain.setTitle("Plain", for: .normal)
            """, buttons: ["plain"])
        // A classic system button: the 15 pt title and 6 pt above and below.
        FidelityTests.expect(session, "plain.frame == (0, 0, \(width("Plain", 15)), 30)")
    }

    @Test func aMistypedFieldIsAnErrorAndAColourANote() throws {
        let session = try Session()
        _ = session.handle("var config = UIButton.Configuration.filled()")
        let typo = session.handle(#"config.titel = "Send""#)
        #expect(typo.failed)
        #expect(typo.errors.joined().contains("UIButton.Configuration has no member 'titel'") && typo.errors.joined().contains("did you mean 'title'?"))
        let colour = session.handle("config.baseBackgroundColor = .systemRed")
        #expect(!colour.failed)
        #expect(colour.lines.contains { $0.contains("'configuration.baseBackgroundColor' does not affect layout") }, "\(colour.lines)")
        let large = session.handle("config.buttonSize = .large")
        #expect(large.lines.contains { $0.contains("a .large button is laid out at those") }, "\(large.lines)")
    }

    /// The export writes the configuration back, and loads to the same frames.
    @Test func theExportKeepsIt() throws {
        let session = try session("""
            var config = UIButton.Configuration.gray()
            config.title = "Share"
            config.subtitle = "3 people"
            config.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            config.imagePlacement = .trailing
            let share = UIButton(configuration: config)
            """, buttons: ["share"])
        for style in CodeStyle.allCases { try CodeExportRoundTripTests.roundTrip(session, "configuration", style) }
        #expect(CodeExport(session.engine, style: .anchors).document(forSwiftFile: false).text
            .contains("share.configuration?.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)"))
    }
}
