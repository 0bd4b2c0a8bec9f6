@testable import Shell
import Testing

/// Explanations stay readable at any size: long runs of alike constraints
/// are one line each, the fix is named, and `--all` still shows every step.
@Suite struct ExplanationsAtScaleTests {
    /// A settings page of 300 labels in a plain stack that does not fit the screen.
    static let overflowingStack = """
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        view.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide).inset(16) }
        for i in 0..<300 {
            let label = UILabel()
            label.text = "Setting \\(i)"
            stack.addArrangedSubview(label)
        }
        """

    @Test func theOverflowingStackIsExplainedInUnderTwentyLinesWithItsFix() throws {
        let session = try Session()
        #expect(!session.handle(Self.overflowingStack).failed)
        let broken = session.handle(":broken").lines
        #expect(broken.count < 20, "\(broken.count) lines:\n\(broken.joined(separator: "\n"))")
        // The 299 spacings and the 299 compression resistances, one line each.
        #expect(broken.contains { $0.contains("− 299 alike: #g") && $0.contains("'UISV-spacing'") })
        #expect(broken.contains { $0.contains("− 299 alike: #g") && $0.contains("compression resistance, vertical") })
        let fix = try #require(broken.first { $0.hasPrefix("  fix: ") })
        #expect(fix.contains("the content does not fit"))
        #expect(fix.contains("UIScrollView"))
        #expect(!fix.contains(":priority"), "raising one resistance only squeezes another: \(fix)")
    }

    @Test func allListsEveryStep() throws {
        let session = try Session()
        _ = session.handle(Self.overflowingStack)
        let all = session.handle(":broken --all").lines
        #expect(!all.contains { $0.contains(" alike") })
        #expect(all.filter { $0.contains("[compression resistance of label_") }.count >= 299)
        #expect(all.filter { $0.contains("'UISV-spacing'") }.count == 299)
    }

    @Test func whyCollapsesAChainAndAllUnfoldsIt() throws {
        // 40 views of width 8, each after the previous: the last one's x is
        // the sum of all the widths before it.
        let session = try Session()
        #expect(!session.handle("""
            var previous: UIView = view
            for i in 0..<40 {
                let link = UIView()
                view.addSubview(link)
                link.snp.makeConstraints { make in
                    make.leading.equalTo(i == 0 ? view.snp.leading : previous.snp.trailing)
                    make.top.equalToSuperview()
                    make.width.height.equalTo(8)
                }
                previous = link
            }
            """).failed)
        let sum = session.handle(":why link_40.x").lines
        #expect(sum.first?.contains(" = 312, through #1, #5, #9, …") == true, "\(sum)")
        #expect(sum.first?.contains("… 33 more …") == true, "\(sum)")
        let why = session.handle(":why link_40.x --proof").lines
        #expect(why.first == "link_40.x = 312, fixed by these constraints:")
        #expect(why.count < 10, "\(why.joined(separator: "\n"))")
        #expect(why.contains { $0.contains(" alike pairs: ") && $0.contains("yours, <stdin>:") })
        let all = session.handle(":why link_40.x --all").lines
        #expect(all.count > 70)
        #expect(!all.contains { $0.contains(" alike") })
    }

    @Test func threeAlikeStepsAreStillListed() throws {
        let session = try Session()
        _ = session.handle("""
            let stack = UIStackView()
            stack.axis = .vertical
            view.addSubview(stack)
            stack.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview(); make.height.equalTo(40) }
            for _ in 0..<3 { stack.addArrangedSubview(UILabel()) }
            for label in stack.arrangedSubviews { (label as! UILabel).text = "Row" }
            """)
        let broken = session.handle(":broken").lines
        #expect(!broken.contains { $0.contains(" alike: ") }, "\(broken.joined(separator: "\n"))")
    }

    /// A hierarchy 60 levels deep lists every view once, in order, each line
    /// of a width to read: indentation stops at 16 levels and deeper lines
    /// say their depth.
    @Test func aDeepHierarchyListsWithBoundedIndentation() throws {
        let session = try Session()
        #expect(!session.handle("""
            var previous: UIView = view
            for i in 0..<60 {
                let level = UIView()
                previous.addSubview(level)
                level.snp.makeConstraints { make in make.edges.equalToSuperview().inset(2) }
                previous = level
            }
            """).failed)
        let lines = session.handle(":layout").lines
        #expect(lines.count == 61)
        for (depth, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            #expect(indent == min(2 * depth, 32), "\(line)")
            #expect(line.contains("[depth \(depth)] ") == (depth > 16), "\(line)")
            #expect(line.count < 90, "\(line)")
        }
        let legend = session.handle(":draw --width 60").lines.filter { $0.contains("level_59") }
        #expect(legend.contains { $0.contains("[depth 59] level_59") })
    }
}

/// A wide tie: every label's reason is the tie it is in, read off the
/// solver (comparing two layouts per label walked the dual simplex
/// through the whole row for each).
@Suite struct WideTieTests {
    @Test func everyTagNamesItsOwnHuggingAndTheOneThatStretches() throws {
        // 30 tags 9 pt wide in a row 393 pt wide: the 123 pt left over may go to any.
        let session = try Session()
        #expect(!session.handle("""
            let row = UIView()
            view.addSubview(row)
            row.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
            var previous: UIView = row
            for i in 0..<30 {
                let tag = UILabel()
                tag.text = "#"
                row.addSubview(tag)
                tag.snp.makeConstraints { make in
                    make.top.equalToSuperview()
                    make.leading.equalTo(i == 0 ? row.snp.leading : previous.snp.trailing)
                }
                previous = tag
            }
            previous.snp.makeConstraints { make in make.trailing.equalToSuperview() }
            """).failed)
        let lines = session.handle(":ambiguous --all").lines
        let reasons = lines.filter { $0.hasPrefix("  horizontally: a tie at priority 250") }
        #expect(reasons.count == 30)
        for (i, reason) in reasons.enumerated().dropFirst() {
            let name = "tag_\(i + 1)"
            #expect(reason.contains("[content hugging of \(name),"), "\(name): \(reason)")
        }
        // The tag that takes up the slack trades with all the others.
        #expect(reasons.contains { $0.contains("; and 26 more") })
        // Without --all, the 27 alike tags between the second and the last are one line.
        let short = session.handle(":ambiguous").lines
        #expect(short.count < 20, "\(short.count) lines:\n\(short.joined(separator: "\n"))")
        #expect(short.contains("… 26 more views alike, tag_4 … tag_29: x, width not fixed, for the same reason with their own constraints (:ambiguous --all lists each)"))
        #expect(short.contains { $0.hasPrefix("tag_30.width = ") })
    }
}

/// A list whose rows are a few views each, all tied alike: the rows are
/// told once, however their views are named apart (`valueLabel_7`).
@Suite struct AlikeRowsTests {
    @Test func rowsOfThreeTiedViewsCollapseAsGroups() throws {
        let session = try Session()
        #expect(!session.handle("""
            let list = UIStackView()
            list.axis = .vertical
            view.addSubview(list)
            list.snp.makeConstraints { make in make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide) }
            for i in 0..<8 {
                let row = UIView()
                let name = UILabel()
                name.text = "Name"
                let value = UILabel()
                value.text = "Value"
                row.addSubview(name)
                row.addSubview(value)
                name.snp.makeConstraints { make in make.leading.top.bottom.equalToSuperview() }
                value.snp.makeConstraints { make in
                    make.leading.equalTo(name.snp.trailing).offset(8)
                    make.trailing.top.equalToSuperview()
                }
                list.addArrangedSubview(row)
            }
            """).failed)
        let all = session.handle(":ambiguous --all").lines
        #expect(all.filter { $0.hasPrefix("  horizontally: a tie at priority 250") }.count == 16)
        let short = session.handle(":ambiguous").lines
        #expect(short.contains("… 5 more alike groups of 2 views, name_3 … value_7: the same values not fixed, for the same reasons with their own constraints (:ambiguous --all lists each)"),
                "\(short.joined(separator: "\n"))")
        #expect(short.contains { $0.hasPrefix("value_8.x = ") })
    }
}

/// What two ambiguous views' reasons are compared as.
@Suite struct GenericReasonTests {
    @Test func namesLoseTheirNumberAndIdsTheirDigits() {
        #expect(AmbiguousRuns.generic("#g3014 label_2.height >= 21 @750 [compression resistance of label_2]; #12 row_10.top")
                == "# label.height >= 21 @750 [compression resistance of label]; # row.top")
    }

    @Test func lettersBeyondASCIIStayInTheirWordAndPunctuationDoesNot() {
        // "é" and the Arabic-Indic digit are letters and numbers of a word;
        // the dash and the ellipsis end one.
        #expect(AmbiguousRuns.generic("café_3—étiquette_\u{0663}… tag_x #g") == "café—étiquette… tag_x #")
        #expect(AmbiguousRuns.generic("label_ and #a1 _7") == "label_ and #a1 ")
    }

    @Test func agreesWithWordByWordOnRandomText() {
        var state: UInt64 = 5
        func below(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let pieces = ["#", "g", "_", "7", "0", "a", "Z", " ", ".", "é", "\u{0663}", "—", "…", "[", "#g12", "tag_", "x_1_2"]
        for _ in 0..<3000 {
            let text = (0..<below(12)).map { _ in pieces[below(pieces.count)] }.joined()
            #expect(AmbiguousRuns.generic(text) == wordByWord(text), "\(text)")
        }
    }

    /// `generic` as first written: each word gathered, then judged.
    private func wordByWord(_ text: String) -> String {
        var out = ""
        var word: [Unicode.Scalar] = []
        func isDigit(_ s: Unicode.Scalar) -> Bool { Character(s).isNumber }
        func flush() {
            if word.first == "#", word.dropFirst().allSatisfy({ $0 == "g" || isDigit($0) }) {
                out += "#"
            } else if let underscore = word.lastIndex(of: "_"), underscore + 1 < word.count,
                      word[(underscore + 1)...].allSatisfy(isDigit) {
                out.unicodeScalars += word[..<underscore]
            } else {
                out.unicodeScalars += word
            }
            word.removeAll()
        }
        for s in text.unicodeScalars {
            if Character(s).isLetter || Character(s).isNumber || s == "_" || s == "#" {
                word.append(s)
            } else {
                flush()
                out.unicodeScalars.append(s)
            }
        }
        flush()
        return out
    }
}
