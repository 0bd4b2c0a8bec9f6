import Foundation
import LayoutModel
import Testing
@testable import Shell

/// UIKit logs explained end to end: every log shape in Tests/Logs gives
/// the conflict, UIKit's choice, and the usual fix, checked.
@Suite struct LogImportTests {
    static func log(_ name: String) throws -> String {
        try String(contentsOf: TranscriptTests.root.appendingPathComponent("Tests/Logs/" + name), encoding: .utf8)
    }

    static func explain(_ name: String) throws -> String {
        let output = LogImport.explain(try log(name), file: name, device: .defaultDevice)
        #expect(!output.failed, "\(name): \(output.errors)")
        return output.lines.joined(separator: "\n")
    }

    /// (log, what the explanation must say): the conflict's arithmetic, UIKit's choice, the fix.
    static let cases: [(String, [String])] = [
        ("01-cell-row-height.log", ["UIKit broke #4 imageView.height == 88", "⇒ imageView.height == 20",
                                    "usually the pin to its bottom: #2 contentView.bottom == imageView.bottom + 12",
                                    "checked: with #2 at 999", "UITableView.automaticDimension"]),
        ("02-autoresizing-mask.log", ["balanceCard still turns its frame into constraints (2 NSAutoresizingMaskLayoutConstraints here, h=--& v=--&)",
                                      "balanceCard.translatesAutoresizingMaskIntoConstraints = false", "checked: without them"]),
        ("03-snapkit-twice.log", ["pin the same anchors twice", "use remakeConstraints", "layoutsh breaks the same one"]),
        ("04-stack-hiding.log", ["forecastChart is hidden in a stack view", "'UISV-hiding'", "checked: with #2 at 999"]),
        ("05-ios8-names.log", ["view_1d30.width == 768", "⇒ view_2a80.width == 688", "of yours, #4 view_2a80.width == 700 (line 4) gives way best"]),
        ("06-cell-margins.log", ["contentViewMargins  UILayoutGuide", "#4 contentViewMargins.bottom == shippedTodayLabel.bottom (line 11)",
                                 "⇒ shippedTodayLabel.height == -8.3333"]),
        ("07-safe-area.log", ["rootViewSafeArea", "0.75 × rootView.width", "#9 startHikeButton.height == 52 (line 10) gives way best"]),
        ("08-temporary-width.log", ["(0: measured before it had a real width)", "#6 stackView.trailing == conversationTitleView.trailing - 12 (line 9)"]),
        ("09-two-reports-repeated.log", ["logged 2 times", "UIKit log, line 18: 3 constraints among 1 view", "⇒ playButton.height == 64"]),
        ("10-truncated-multiplier.log", ["artworkDetailHeaderContai  Gallery.ArtworkDetailHeaderContai…", "theGardenAtLabel",
                                         "#6 theGardenAtLabel.width >= 160 (line 11) gives way best"]),
        ("11-one-line.log", ["UIKit broke #4 textView.height == 200", "⇒ textView.height == 176"]),
        ("12-quoted-stack-canvas.log", ["UIKit broke #6 view_b950.width == 140", "⇒ view_b950.width == 121"]),
        ("13-bare-list.log", ["layoutsh breaks #4 taskRow.height == 48", "⇒ taskRow.height >= 56"]),
    ]

    @Test(arguments: cases.map(\.0)) func everyLogShapeIsExplained(_ name: String) throws {
        let text = try Self.explain(name)
        for phrase in Self.cases.first(where: { $0.0 == name })?.1 ?? [] {
            #expect(text.contains(phrase), "\(name) lacks: \(phrase)\n\(text)")
        }
        // Where UIKit named what it broke, the explanation compares.
        if !name.hasPrefix("13") { #expect(text.contains("UIKit broke")) }
        #expect(text.contains("what to change:"))
    }

    @Test func aLogPastedIntoAScriptChangesNothingAndRaisesNoError() throws {
        let session = try Session()
        let script = "let a = UIView()\n" + (try Self.log("03-snapkit-twice.log")) + "\nview.addSubview(a)\n"
        var output = Output()
        for chunk in InputSplitter.split(script) { output.append(session.handle(chunk.text, line: chunk.line)) }
        #expect(!output.failed, "\(output.errors)")
        #expect(session.entered == ["let a = UIView()", "view.addSubview(a)"])
        #expect(output.lines.contains { $0.hasPrefix("UIKit log, line 2: 2 constraints") })
    }

    @Test func loadingALogReproducesWhatUIKitBroke() throws {
        let session = try Session()
        session.file = "crash.log"
        _ = session.handle(try Self.log("06-cell-margins.log"))
        let output = session.handle(":explain-log --load")
        #expect(!output.failed, "\(output.errors)")
        let layout = session.engine.layout
        let broken = layout.constraints.filter { session.engine.isBroken($0.id) }.map { layout.describe($0) }
        #expect(broken == ["shippedTodayLabel.height == 20"])
        #expect(layout.view(named: "contentView") != nil && layout.guideNames.contains("contentViewMargins"))
        // A second load names nothing twice.
        _ = session.handle(":explain-log --load")
        #expect(session.engine.layout.view(named: "contentView_3a40") != nil)
    }

    @Test func anUnreadableLogIsAnErrorAndIsNotLoaded() throws {
        let session = try Session()
        let bad = "(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.hieght == 10   (active)>\"\n)\n"
        let pasted = session.handle(bad)
        #expect(pasted.failed && pasted.errors.first == "error: cannot read this constraint, so it is left out: unknown attribute 'hieght'")
        let load = session.handle(":explain-log --load")
        #expect(load.failed && session.entered.isEmpty)
        #expect(LogImport.explain("just words\n", file: "x.log", device: .defaultDevice).failed)
    }

    @Test func theCodeListingLoadsIntoAFreshSessionWithTheSameConflict() throws {
        for name in Self.cases.map(\.0) {
            let listing = LogImport.explain(try Self.log(name), file: name, device: .defaultDevice, code: true)
            #expect(!listing.failed)
            // Each report's listing, loaded alone, breaks a constraint as the explanation does.
            let reports = listing.lines.split { $0.isEmpty }
            for report in reports {
                let session = try Session()
                var output = Output()
                for chunk in InputSplitter.split(report.joined(separator: "\n")) { output.append(session.handle(chunk.text, line: chunk.line)) }
                #expect(!output.failed, "\(name): \(output.errors)")
                #expect(session.engine.layout.constraints.contains { session.engine.isBroken($0.id) }, "\(name)")
            }
        }
    }
}
