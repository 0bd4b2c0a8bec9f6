import Foundation
import Testing
@testable import Language

/// Reading UIKit's and SnapKit's constraint descriptions, and finding logs in pasted text.
@Suite struct UIKitLogTests {
    /// The logs in Tests/Logs, written in the formats UIKit and SnapKit print.
    static func log(_ name: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: folder.appendingPathComponent("Logs/" + name), encoding: .utf8)
    }

    static func one(_ text: String) throws -> LogConstraint {
        let log = LogReader.read(text)
        #expect(log.unreadable.isEmpty, "\(log.unreadable.map(\.message))")
        return try #require(log.conflicts.first?.constraints.first)
    }

    @Test func anEquationWithTextIdentifierAndTrailer() throws {
        let c = try Self.one(#""<NSLayoutConstraint:0x6000024d49b0 'title-top' UILabel:0x7fb5fe846a20'Blood Drive'.top == UITableViewCellContentView:0x7fb5fc5a9a50.topMargin + 10   (active)>","#)
        #expect(c.maker == .layout)
        #expect(c.address == "0x6000024d49b0")
        #expect(c.identifier == "title-top")
        #expect(c.first.item.className == "UILabel" && c.first.item.text == "Blood Drive")
        #expect(c.first.attribute == .top && c.relation == .equal)
        #expect(c.second?.item.bareClass == "UITableViewCellContentView" && c.second?.attribute == .topMargin)
        #expect(c.constant == 10 && c.multiplier == 1 && c.priority == nil)
    }

    @Test func multipliersPrioritiesAndNegativeConstants() throws {
        let c = try Self.one("<NSLayoutConstraint:0x1 UIView:0x2.width == 0.5*App.Card:0x3.height - 12.5 @750   (active)>")
        #expect(c.multiplier == 0.5 && c.constant == -12.5 && c.priority == 750)
        #expect(c.second?.item.bareClass == "Card" && c.second?.attribute == .height)
        let d = try Self.one("<NSLayoutConstraint:0x1 UIView:0x2.height >= 44   (active)>")
        #expect(d.second == nil && d.constant == 44 && d.relation == .greaterOrEqual)
    }

    @Test func visualFormatLinesBecomeEquations() throws {
        let leading = try Self.one("<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x2'Hi']   (active, names: '|':UIView:0x3 )>")
        #expect(leading.first.attribute == .leading && leading.first.item.address == "0x2")
        #expect(leading.second?.item.address == "0x3" && leading.second?.attribute == .leading && leading.constant == 20)
        #expect(leading.superviewOf?.child.address == "0x2" && leading.superviewOf?.superview.address == "0x3")
        let trailing = try Self.one("<NSLayoutConstraint:0x1 V:[UIView:0x2]-(>=8@999)-|   (Names: '|':UIView:0x3 )>")
        #expect(trailing.first.item.address == "0x3" && trailing.first.attribute == .bottom)
        #expect(trailing.second?.item.address == "0x2" && trailing.relation == .greaterOrEqual && trailing.priority == 999)
        let spacing = try Self.one("<NSLayoutConstraint:0x1 'UISV-spacing' H:[UIView:0x2]-(-8)-[UIView:0x4]   (active)>")
        #expect(spacing.first.item.address == "0x4" && spacing.first.attribute == .leading)
        #expect(spacing.second?.attribute == .trailing && spacing.constant == -8)
        let size = try Self.one("<NSLayoutConstraint:0x1 V:[UIView:0x2(87.5)]>")
        #expect(size.first.attribute == .height && size.second == nil && size.constant == 87.5)
        let ltr = try Self.one("<NSLayoutConstraint:0x1 H:[UISwitch:0x2]-(0)-|(LTR)   (active, names: '|':UIStackView:0x3 )>")
        #expect(ltr.first.attribute == .right)
    }

    @Test func autoresizingAndSnapKitMakers() throws {
        let mask = try Self.one("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& App.Card:0x2.minX == 0   (active)>")
        #expect(mask.maker == .autoresizing(mask: "h=--& v=--&") && mask.first.attribute == .left)
        let snap = try Self.one("<SnapKit.LayoutConstraint:0x1@/Users/me/My App/Views/Card View.swift#81 UIView:0x2.width == 0.0>")
        #expect(snap.maker == .snapKit(file: "Card View.swift", line: 81))
        let label = try Self.one("<SnapKit.LayoutConstraint:0x1@Card.swift#9 UIView:avatar.top == UIView:card.top + 8.0 ^750.0>")
        #expect(label.first.item.address == "avatar" && label.priority == 750 && label.constant == 8)
    }

    @Test func anUnreadableDescriptionIsReportedWithItsColumn() {
        let text = "(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.wdth == 10   (active)>\",\n)"
        let log = LogReader.read(text, firstLine: 10)
        let problem = log.unreadable.first
        #expect(problem?.message == "unknown attribute 'wdth'")
        #expect(problem?.line == 11 && problem?.column == 41)
        #expect(log.conflicts.isEmpty)
    }

    @Test func everyLogShapeReadsWhole() throws {
        // (file, reports, constraints in the first, index UIKit broke)
        let expected: [(String, Int, Int, Int?)] = [
            ("01-cell-row-height.log", 1, 4, 0), ("02-autoresizing-mask.log", 1, 5, 3), ("03-snapkit-twice.log", 1, 2, 1),
            ("04-stack-hiding.log", 1, 2, 0), ("05-ios8-names.log", 1, 4, 0), ("06-cell-margins.log", 1, 8, 3),
            ("07-safe-area.log", 1, 9, 3), ("08-temporary-width.log", 1, 6, 2), ("09-two-reports-repeated.log", 2, 4, 0),
            ("10-truncated-multiplier.log", 1, 6, 4), ("11-one-line.log", 1, 4, 0), ("12-quoted-stack-canvas.log", 1, 6, 0),
            ("13-bare-list.log", 1, 4, nil),
        ]
        for (name, reports, count, broken) in expected {
            let log = LogReader.read(try Self.log(name))
            #expect(log.unreadable.isEmpty, "\(name): \(log.unreadable.map(\.message))")
            #expect(log.conflicts.count == reports, "\(name)")
            #expect(log.conflicts.first?.constraints.count == count, "\(name)")
            #expect(log.conflicts.first?.broken == broken, "\(name)")
        }
        #expect(LogReader.read(try Self.log("09-two-reports-repeated.log")).conflicts.map(\.times) == [2, 1])
    }

    @Test func aLogInTheMiddleOfAScriptIsOneRegion() throws {
        let log = try Self.log("01-cell-row-height.log").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = ["let a = UIView()", ""] + log + ["view.addSubview(a)"]
        let regions = LogReader.regions(lines)
        #expect(regions == [2...(2 + log.count - 2)])
        #expect(!LogReader.startsLog("let a = UIView()\nview.addSubview(a)"))
        #expect(LogReader.startsLog("\n" + log.joined(separator: "\n")))
    }

    @Test func swiftThatQuotesUIKitsWordsStaysSwift() {
        let lines = ["label.text = \"Try this: (1) look at each constraint\"",
                     "print(\"Unable to simultaneously satisfy constraints\")",
                     "let d = \"<NSLayoutConstraint:0x1 UIView:0x2.width == 1>\"",
                     "os_log(\"Will attempt to recover by breaking constraint\")"]
        #expect(LogReader.regions(lines).isEmpty)
        // UIKit's closing advice on its own is a log (said nothing about), not Swift.
        #expect(LogReader.regions(["Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this."]) == [0...0])
    }

    @Test func aLogTypedLineByLineEndsAtItsAdviceOrABlankLineAfterTheList() {
        #expect(!LogReader.isComplete("Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 1>\""))
        #expect(!LogReader.isComplete("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 1>\"\n"))
        #expect(LogReader.isComplete("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 1>\"\n)\n"))
        #expect(LogReader.isComplete("(\n)\nThe methods in the UIConstraintBasedLayoutDebugging category on UIView may also be helpful."))
    }

    @Test func namesComeFromTextRoleAndClass() throws {
        let log = LogReader.read(try Self.log("07-safe-area.log"))
        let rebuild = LogRebuild(try #require(log.conflicts.first))
        #expect(rebuild.names.map(\.name) == ["imageView", "rootViewSafeArea", "rootView", "startHikeButton"])
        let taken = LogRebuild(try #require(log.conflicts.first), taken: { $0 == "imageView" })
        #expect(taken.names.first?.name == "imageView_a9d0")
        #expect(LogNames.lowerCamel("DGRunkeeperSwitch") == "dgRunkeeperSwitch")
        #expect(LogNames.base(LogItem(className: "UIView", address: "avatarView")) == "avatarView")
        #expect(LogNames.base(LogItem(className: "UISwitch", address: "0x1")) == "switch")
    }

    @Test func theRebuildMakesUIKitsChoiceLastAndKeepsLinesAndIdentifiers() throws {
        let conflict = try #require(LogReader.read(try Self.log("01-cell-row-height.log")).conflicts.first)
        let rebuild = LogRebuild(conflict)
        let made = rebuild.statements.compactMap(\.constraint)
        #expect(made == [1, 2, 3, 0])
        let encapsulated = try #require(rebuild.statements.first { $0.constraint == 3 })
        #expect(encapsulated.line == 10)
        #expect(encapsulated.text.contains("c.identifier = \"UIView-Encapsulated-Layout-Height\""))
        #expect(rebuild.statements.contains { $0.text == "contentView.addSubview(imageView)" })
        #expect(LogRebuild(conflict, breakingLast: false).statements.compactMap(\.constraint) == [0, 1, 2, 3])
    }
}

/// Cut or damaged descriptions never crash the reader: each is read, or
/// reported as unreadable with a position inside its line.
@Suite struct UIKitLogDamageTests {
    @Test func everyPrefixAndEveryDeletionOfEveryDescriptionIsReadOrRefused() throws {
        let names = ["01-cell-row-height.log", "02-autoresizing-mask.log", "03-snapkit-twice.log", "05-ios8-names.log",
                     "07-safe-area.log", "10-truncated-multiplier.log", "12-quoted-stack-canvas.log"]
        for name in names {
            let lines = try UIKitLogTests.log(name).split(separator: "\n").map(String.init).filter { $0.contains("Constraint:") }
            for line in lines {
                let chars = Array(line)
                var damaged = (0..<chars.count).map { String(chars[..<$0]) }
                damaged += (0..<chars.count).map { i in String(chars[..<i] + chars[(i + 1)...]) }
                for text in damaged {
                    let log = LogReader.read(text)
                    for problem in log.unreadable {
                        #expect(problem.line == 1 && problem.column >= 1 && problem.column <= text.count + 1, "\(text)")
                    }
                }
            }
        }
    }
}

/// The shortcut `kind(of:)` takes for lines of Swift answers as the full
/// reading does, on every line of the tests' files and on lines made of
/// the characters logs and Swift start with.
@Suite struct LogLineKindTests {
    @Test func theShortcutAgreesWithTheFullReading() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        var lines: [String] = []
        for folder in ["Logs", "Corpus", "Transcripts", "FuzzFound"] {
            let dir = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() {
                guard let text = try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) else { continue }
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        }
        #expect(lines.count > 1000)
        let starts = [" ", "\t", "> ", ">>", "\u{A0}", "\r", "é"]
        let heads = ["<NSLayoutConstraint:0x1 V:|-(8)-[UIView:0x2]>", "\"<SnapKit.LayoutConstraint:0x3@x.swift#4 UIView:0x5.top == UIView:0x6.top>\"",
                     "(", ")", "Probably at least one of the constraints", "Try this:", "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
                     "Break on objc_exception_throw", "The methods in the UIConstraintBasedLayoutDebugging category",
                     "2026-03-02 09:14:07.51+0100 App[41:12] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
                     "Will attempt to recover by breaking constraint", "let x = \"Unable to simultaneously satisfy constraints\"",
                     "make.top.equalTo(view)", "}", "Tab", "Parent", "// (1) look at each constraint", "`x`"]
        for start in starts { for head in heads { lines.append(start + head) } }
        var differing: [String] = []
        for line in lines where LogReader.kind(of: line) != LogReader.fullKind(of: line) { differing.append(line) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        // The shortcut is taken: most lines of Swift start as Swift does.
        #expect(LogReader.startsLikeSwift("    make.top.equalTo(view)") && !LogReader.startsLikeSwift("  (") && !LogReader.startsLikeSwift("> Try this:"))
    }
}
