import Cassowary
import Diagnostics
import Language
import LayoutModel
import Testing

/// Runs source on an iPhone 15 (393 × 852, safe area top 59).
func layout(_ source: String) throws -> LayoutEngine {
    let engine = try LayoutEngine()
    var interpreter = Interpreter()
    try interpreter.runOrThrow(source, file: "test.lsh", engine: engine)
    return engine
}

/// A full-screen `scrollView` holding `name`, constrained by `constraints`
/// (lines of a SnapKit block).
func scrollLayout(content name: String, _ constraints: String) throws -> LayoutEngine {
    try layout("""
        let scrollView = UIScrollView()
        view.addSubview(scrollView)
        scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let \(name) = UIView()
        scrollView.addSubview(\(name))
        \(name).snp.makeConstraints { make in
        \(constraints)
        }
        """)
}

@Suite struct BrokenTests {
    @Test func autoresizingMaskConflictNamesTheMaskAndItsFix() throws {
        let engine = try layout("""
            let badge = UIView()
            view.addSubview(badge)
            badge.widthAnchor.constraint(equalToConstant: 80).isActive = true
            """)
        let (reports, _) = BrokenConstraints.analyse(engine)
        #expect(reports.count == 1)
        let r = try #require(reports.first)
        #expect(r.isRequired)
        #expect(r.error == 80)
        // The minimal set is the mask's width alone: badge.width == 0 (h=--&).
        #expect(r.forbiddenBy.map { engine.layout.describe($0) } == ["badge.width == 0"])
        #expect(r.proof?.conclusion == "badge.width == 0")
        #expect(r.fixes.first?.hasPrefix("badge.translatesAutoresizingMaskIntoConstraints = false") == true)
    }

    /// SnapKit's makeConstraints run a second time (from a function called
    /// on each layout) adds the same anchors again at another constant:
    /// the fix says so and names remakeConstraints, not "lower one of".
    @Test func constraintsMadeTwiceAreNamedAsSuch() throws {
        let engine = try layout("""
            let preview = UIView()
            view.addSubview(preview)
            func place(_ width: CGFloat) {
                preview.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.width.equalTo(width); make.height.equalTo(10) }
            }
            place(361)
            place(820)
            """)
        let (reports, _) = BrokenConstraints.analyse(engine)
        let fixes = reports.flatMap(\.fixes)
        #expect(fixes.contains { $0.contains("pin the same anchors twice, at different constants, both made by line 4: the code ran twice")
            && $0.contains("use remakeConstraints") }, "\(fixes)")
        #expect(!fixes.contains { $0.hasPrefix("lower one of") }, "\(fixes)")
    }

    /// A logo centred and also pinned near the top: the positions are the
    /// constraints to lower; lowering the logo's own height would stretch it
    /// to 574, so that one is named apart, not offered alike.
    @Test func aViewsOwnSizeIsNotOfferedLikeAPosition() throws {
        let engine = try layout("""
            let logo = UIView()
            logo.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(logo)
            NSLayoutConstraint.activate([
                logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                logo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                logo.widthAnchor.constraint(equalToConstant: 160),
                logo.heightAnchor.constraint(equalToConstant: 160),
            ])
            logo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 80).isActive = true
            """)
        let (reports, _) = BrokenConstraints.analyse(engine)
        let fix = try #require(reports.first?.fixes.last)
        #expect(fix.hasPrefix("lower one of #5, #2 below 1000"), "\(fix)")
        #expect(fix.hasSuffix("lowering #4 logo.height == 160 instead would let that view stretch to close the gap"), "\(fix)")
    }

    /// Fixes that say the cause where it can be computed: a fixed width
    /// between insets of 16 fits only a screen 375 wide; a vertical stack
    /// given a height its arranged views' sizes do not add up to.
    @Test func fixesNameTheScreenAFixedWidthFitsAndTheStacksHeight() throws {
        let wide = try layout("""
            let button = UIButton()
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                button.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                button.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                button.widthAnchor.constraint(equalToConstant: 343),
            ])
            """)
        let wideFix = try #require(BrokenConstraints.analyse(wide).0.first?.fixes.first)
        #expect(wideFix.hasPrefix("#4 (button.width == 343) fits only a screen 375 pt wide (this one is 393): to keep button 343 wide here"), "\(wideFix)")
        let stacked = try layout("""
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            stack.heightAnchor.constraint(equalToConstant: 140).isActive = true
            for _ in 0..<3 {
                let button = UIButton()
                button.heightAnchor.constraint(equalToConstant: 44).isActive = true
                stack.addArrangedSubview(button)
            }
            """)
        let stackFix = try #require(BrokenConstraints.analyse(stacked).0.first?.fixes.first)
        #expect(stackFix.hasPrefix("drop #3 (stack.height == 140): a stack view is as tall as its arranged views and their spacing"), "\(stackFix)")
    }

    /// A hidden arranged label is squeezed to nothing by its stack by
    /// design: its compression resistance is counted with the usual ones,
    /// not explained as a problem; a squeezed label that shows still is.
    @Test func aHiddenViewsSqueezedContentIsUsual() throws {
        let engine = try layout("""
            let stack = UIStackView()
            stack.axis = .vertical
            view.addSubview(stack)
            stack.snp.makeConstraints { make in make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide) }
            let question = UILabel()
            question.text = "Question"
            let answer = UILabel()
            answer.text = "Answer"
            answer.isHidden = true
            stack.addArrangedSubview(question)
            stack.addArrangedSubview(answer)
            let squeezed = UILabel()
            squeezed.text = "Squeezed"
            view.addSubview(squeezed)
            squeezed.snp.makeConstraints { make in make.bottom.leading.equalToSuperview(); make.height.equalTo(5) }
            """)
        let (reports, usual) = BrokenConstraints.analyse(engine)
        let answer = try #require(engine.layout.view(named: "answer"))
        #expect(usual.contains { if case .intrinsic(answer) = $0.origin { return true } else { return false } })
        #expect(reports.map { engine.layout.describe($0.constraint) } == ["squeezed.height >= 20.333333 @750"])
    }

    /// A fixed width on a view in a vertical stack that fills across: the
    /// stack's canvas connections stretch it, and the fix is the alignment.
    @Test func aFixedWidthInAFillingStackNamesTheAlignment() throws {
        let engine = try layout("""
            let stack = UIStackView()
            stack.axis = .vertical
            view.addSubview(stack)
            stack.snp.makeConstraints { make in make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide) }
            let avatar = UIImageView()
            stack.addArrangedSubview(avatar)
            avatar.snp.makeConstraints { make in make.width.height.equalTo(48) }
            """)
        let (reports, _) = BrokenConstraints.analyse(engine)
        let r = try #require(reports.first { engine.layout.describe($0.constraint) == "avatar.width == 48" })
        #expect(r.isRequired)
        let fix = try #require(r.fixes.first)
        #expect(fix.hasPrefix("stack is a vertical stack view with alignment .fill, which stretches avatar to its own width"), "\(fix)")
        #expect(fix.contains("set stack.alignment to .leading, .center or .trailing"), "\(fix)")
        // Once aligned, the width holds.
        var interpreter = Interpreter()
        try interpreter.runOrThrow("stack.alignment = .center", file: "fix.lsh", engine: engine)
        #expect(BrokenConstraints.analyse(engine).reports.isEmpty)
    }

    @Test func optionalHeightLosesToTheCapThroughTheEdges() throws {
        // box.top == scroll.top and box.bottom == scroll.bottom give
        // box.height == scroll.height; with scroll.height <= 150 that is
        // box.height <= 150, so box.height == 300 @750 is 150 off.
        let engine = try layout("""
            let scroll = UIScrollView()
            view.addSubview(scroll)
            scroll.snp.makeConstraints { make in
                make.left.right.centerY.equalToSuperview()
                make.height.lessThanOrEqualTo(150)
            }
            let box = UIView()
            scroll.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.bottom.equalTo(scroll.frameLayoutGuide)
                make.left.right.equalToSuperview()
                make.height.equalTo(300).priority(750)
            }
            """)
        let (reports, _) = BrokenConstraints.analyse(engine)
        let r = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(!r.isRequired)
        #expect(r.error == 150)
        #expect(r.proof?.conclusion == "box.height <= 150")
        let members = Set(r.forbiddenBy.map { engine.layout.describe($0) })
        #expect(members == ["scroll.height <= 150", "box.top == scroll.frameLayoutGuide.top", "box.bottom == scroll.frameLayoutGuide.bottom"])
        // The running sum after the two edges reads as the article would say it.
        #expect(r.proof?.steps.compactMap(\.gives).contains("box.height == scroll.height") == true)
    }

    @Test func hiddenArrangedSubviewWithARequiredHeightConflictsWithHiding() throws {
        let engine = try layout("""
            let stack = UIStackView()
            stack.axis = .vertical
            view.addSubview(stack)
            stack.snp.makeConstraints { make in
                make.top.left.right.equalTo(view.safeAreaLayoutGuide)
            }
            let a = UIView()
            let b = UIView()
            stack.addArrangedSubview(a)
            stack.addArrangedSubview(b)
            a.snp.makeConstraints { make in make.height.equalTo(40) }
            b.snp.makeConstraints { make in make.height.equalTo(40) }
            b.isHidden = true
            """)
        let (reports, _) = BrokenConstraints.analyse(engine)
        let r = try #require(reports.first)
        #expect(r.isRequired)
        #expect(r.forbiddenBy.contains { $0.identifier == "UISV-hiding" } || engine.layout.describe(r.constraint).contains("UISV") || r.constraint.identifier == "UISV-hiding")
    }
}

@Suite struct AmbiguityTests {
    /// A button below a spacer guide of at least 24 and above the bottom by
    /// at least 20: it floats between, and the reason names both bounds.
    @Test func aViewBetweenTwoInequalitiesNamesThem() throws {
        let engine = try layout("""
            let header = UIView()
            view.addSubview(header)
            header.snp.makeConstraints { make in make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide); make.height.equalTo(100) }
            let spacer = UILayoutGuide()
            view.addLayoutGuide(spacer)
            spacer.topAnchor.constraint(equalTo: header.bottomAnchor).isActive = true
            spacer.heightAnchor.constraint(greaterThanOrEqualToConstant: 24).isActive = true
            let button = UIButton(type: .system)
            button.setTitle("Follow", for: .normal)
            view.addSubview(button)
            button.snp.makeConstraints { make in
                make.top.equalTo(spacer.snp.bottom)
                make.centerX.equalToSuperview()
                make.bottom.lessThanOrEqualTo(view.safeAreaLayoutGuide).offset(-20)
            }
            """)
        let (views, _) = Ambiguity.analyse(engine)
        let button = try #require(views.first { engine.layout[$0.view].name == "button" })
        #expect(button.values.map(\.attribute) == [.y])
        let reason = try #require(button.reasons.first)
        #expect(reason.hasPrefix("vertically: button can sit anywhere its inequalities allow — "), "\(reason)")
        #expect(reason.contains("spacer.height >= 24") && reason.contains("button.bottom <= view.safeAreaLayoutGuide.bottom - 20"), "\(reason)")
    }

    @Test func edgesAloneInAScrollViewMakeTheLoop() throws {
        let engine = try scrollLayout(content: "subview", "make.edges.equalTo(scrollView)")
        let (views, scrolls) = Ambiguity.analyse(engine)
        #expect(views.map { engine.layout[$0.view].name } == ["subview"])
        let s = try #require(scrolls.first)
        #expect(!s.widthIsFixed && !s.heightIsFixed)
        #expect(s.lines.contains { $0.contains("a loop: the content area's width comes only from its content") })
        #expect(s.lines.contains { $0.contains("make.width.equalTo(scrollView)") })
    }

    /// A horizontal scroll view of chips in a vertical stack, with no height:
    /// its frame is what moves, which its content cannot size; the reason
    /// says so and gives the fixes, instead of blaming its content area.
    @Test func aScrollViewWithNoSizeIsNamedAsSuch() throws {
        let engine = try layout("""
            let chips = UIScrollView()
            let row = UIStackView()
            row.translatesAutoresizingMaskIntoConstraints = false
            chips.addSubview(row)
            let chip = UILabel()
            chip.text = "All"
            row.addArrangedSubview(chip)
            let title = UILabel()
            title.text = "Categories"
            let column = UIStackView(arrangedSubviews: [title, chips])
            column.axis = .vertical
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: chips.contentLayoutGuide.topAnchor),
                row.bottomAnchor.constraint(equalTo: chips.contentLayoutGuide.bottomAnchor),
                row.leadingAnchor.constraint(equalTo: chips.contentLayoutGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: chips.contentLayoutGuide.trailingAnchor),
                column.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            """)
        let (views, _) = Ambiguity.analyse(engine)
        let chips = try #require(views.first { engine.layout[$0.view].name == "chips" })
        let reason = try #require(chips.reasons.first)
        #expect(reason.hasPrefix("vertically: chips has no height of its own: a scroll view has no intrinsic size"), "\(reason)")
        #expect(reason.contains("chips.frameLayoutGuide.heightAnchor.constraint(equalTo: chips.contentLayoutGuide.heightAnchor)"), "\(reason)")
    }

    /// Content of several views, written with anchors, that nothing pins
    /// to the bottom: the fix pins the lowest view in anchor style first, at
    /// the distance the content keeps from the top (the first view's 24,
    /// not the lowest one's), and says tying the height to the frame too
    /// would stop the scrolling, the width being tied already.
    @Test func thePinFixKeepsTheContentsMarginInTheCodesStyle() throws {
        let engine = try layout("""
            let scrollView = UIScrollView()
            let contentView = UIView()
            let avatar = UIView(), bio = UILabel()
            bio.text = "Bio"
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            scrollView.addSubview(contentView)
            [contentView, avatar, bio].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
            contentView.addSubview(avatar)
            contentView.addSubview(bio)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 24),
                avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                avatar.widthAnchor.constraint(equalToConstant: 160),
                avatar.heightAnchor.constraint(equalToConstant: 160),
                bio.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
                bio.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
            ])
            """)
        let (_, scrolls) = Ambiguity.analyse(engine)
        let lines = try #require(scrolls.first).lines
        #expect(lines.contains { $0.hasPrefix("    fix: pin bio's bottom to contentView's: bio.bottomAnchor.constraint(equalTo: "
                                            + "contentView.bottomAnchor, constant: -24) (or make.bottom.equalToSuperview().inset(24))") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("— it then does not scroll at all.") }, "\(lines)")
    }

    /// A login form that should fill the scroll view but grow with its
    /// content, written with inequalities only: the explanation names them
    /// and the low-priority equality that settles the height (which does).
    @Test func contentHeldFromBelowOnlyNamesTheInequalities() throws {
        let engine = try scrollLayout(content: "content", """
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.width.equalTo(scrollView.frameLayoutGuide)
            make.height.greaterThanOrEqualTo(scrollView.frameLayoutGuide)
            """)
        let s = try #require(Ambiguity.analyse(engine).scrollViews.first)
        #expect(!s.heightIsFixed)
        #expect(s.lines.contains { $0.contains("content's height is held from below only, by inequalities") })
        #expect(s.lines.contains { $0.contains("content.height >= scrollView.frameLayoutGuide.height") })
        #expect(!s.lines.contains { $0.contains("nothing else gives content a height") })
        #expect(s.lines.contains { $0.contains("make.height.equalTo(scrollView.frameLayoutGuide).priority(.low)") })
        var interpreter = Interpreter()
        try interpreter.runOrThrow("content.snp.makeConstraints { make in make.height.equalTo(scrollView.frameLayoutGuide).priority(.low) }",
                                   file: "fix.lsh", engine: engine)
        #expect(Ambiguity.analyse(engine).scrollViews.first?.heightIsFixed == true)
    }

    @Test func widthToTheFrameBreaksTheLoopHorizontally() throws {
        let engine = try scrollLayout(content: "subview", "make.edges.equalTo(scrollView)\nmake.width.equalTo(scrollView)")
        let s = try #require(Ambiguity.analyse(engine).scrollViews.first)
        #expect(s.widthIsFixed)
        #expect(!s.heightIsFixed)
        #expect(s.width?.value == 393)
    }

    @Test func contentPinnedOnOneSideOnlyNamesTheMissingEdge() throws {
        let engine = try scrollLayout(content: "box", "make.top.left.bottom.equalToSuperview()\nmake.size.equalTo(CGSize(width: 500, height: 300))")
        let s = try #require(Ambiguity.analyse(engine).scrollViews.first)
        #expect(s.heightIsFixed && !s.widthIsFixed)
        #expect(s.lines.contains { $0.contains("nothing reaches the right edge of scrollView's content area") })
    }

    /// Labels in a row between fixed edges, all hugging at 250: every
    /// label's width ranges exactly from its intrinsic width to that plus
    /// the whole slack (any split is optimal), checked on generated rows.
    @Test(arguments: [2, 3, 4, 5])
    func huggingTiesHaveExactRanges(_ count: Int) throws {
        var source = ""
        var texts: [String] = []
        for i in 0..<count {
            let text = String(repeating: "w", count: 2 + (i * 5) % 7)
            texts.append(text)
            source += "let l\(i) = UILabel()\nl\(i).text = \"\(text)\"\nview.addSubview(l\(i))\n"
            source += "l\(i).snp.makeConstraints { make in\n make.top.equalToSuperview()\n"
            source += i == 0 ? " make.left.equalToSuperview()\n" : " make.left.equalTo(l\(i - 1).snp.right)\n"
            if i == count - 1 { source += " make.right.equalToSuperview()\n" }
            source += "}\n"
        }
        let engine = try layout(source)
        let intrinsic = texts.indices.map { i in engine.layout.view(named: "l\(i)").flatMap { v in
            engine.activeConstraints.first { $0.identifier == "content-hugging" && $0.first.item == .view(v) && $0.first.attribute == .width }?.constant } ?? 0 }
        let slack = 393 - intrinsic.reduce(0, +)
        let values = engine.ambiguousValues()
        for i in 0..<count {
            let v = try #require(engine.layout.view(named: "l\(i)"))
            let width = try #require(values.first { $0.view == v && $0.attribute == .width })
            #expect(abs((width.minimum ?? -1) - intrinsic[i]) < 1e-6)
            #expect(abs((width.maximum ?? -1) - (intrinsic[i] + slack)) < 1e-6)
        }
        let reasons = Ambiguity.analyse(engine).views.flatMap(\.reasons)
        #expect(reasons.allSatisfy { $0.contains("a tie at priority 250") })
    }

    /// The fix for a tie names the view the layout shown gives its size
    /// (raising the first one listed instead can turn the layout round:
    /// a timestamp pushed off the screen by a name that then must fit),
    /// and applied, it leaves that layout and no ambiguity.
    @Test(arguments: ["hugging", "compression"])
    func aTiesFixKeepsTheLayoutShown(_ kind: String) throws {
        let long = kind == "compression"
        let row = """
            let name = UILabel()
            name.text = "\(long ? String(repeating: "Alexandria ", count: 6) : "Name")"
            let time = UILabel()
            time.text = "11:42"
            view.addSubview(name)
            view.addSubview(time)
            name.snp.makeConstraints { make in make.left.equalToSuperview().offset(16); make.top.equalToSuperview().offset(100) }
            time.snp.makeConstraints { make in
                make.left.equalTo(name.snp.right).offset(8)
                make.right.equalToSuperview().offset(-16)
                make.top.equalTo(name)
            }
            """
        let engine = try layout(row)
        let reasons = Ambiguity.analyse(engine).views.flatMap(\.reasons)
        let fix = try #require(reasons.first { $0.contains("Fix:") })
        let method = long ? "setContentCompressionResistancePriority(.defaultHigh + 1" : "setContentHuggingPriority(.defaultLow + 1"
        // Which label the solver gave its own width is the solver's choice; the fix names that one.
        let keeper = try #require(["name", "time"].first { fix.contains("— \($0).\(method)") }, "\(fix)")
        let fixed = try layout(row + "\n\(keeper).\(method), for: .horizontal)")
        #expect(fixed.ambiguousValues().isEmpty)
        for label in ["name", "time"] {
            let before = try #require(engine.layout.view(named: label).flatMap(engine.frame(of:)))
            #expect(fixed.layout.view(named: label).flatMap(fixed.frame(of:)) == before, "\(label): \(fix)")
        }
    }
}

@Suite struct WhyTests {
    @Test func widthBetweenInsetEdgesIsAChainOfEqualities() throws {
        let engine = try layout("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.left.right.equalToSuperview().inset(20)
                make.top.equalToSuperview()
                make.height.equalTo(10)
            }
            """)
        let v = try #require(engine.layout.view(named: "box"))
        let lines = try Why.explain(engine, view: v, attribute: "width", proof: true).get()
        // 393 − 20 − 20 = 353, from the two insets and the root's width.
        #expect(lines.first == "box.width = 353, fixed by these constraints:")
        #expect(lines.contains("        gives box.width == view.width - 40"))
        #expect(lines.last == "    ⇒ box.width == 353")
    }

    @Test func anExactValueIsFirstAPlainSum() throws {
        let engine = try layout("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.left.right.equalToSuperview().inset(20)
                make.top.equalToSuperview().offset(30)
                make.height.equalTo(10)
            }
            """)
        let v = try #require(engine.layout.view(named: "box"))
        // The screen's width is the root view's size; the insets are the constraints'.
        #expect(try Why.explain(engine, view: v, attribute: "width").get()
                == ["box.width = 393 (view) - 20 (#1) - 20 (#2) = 353",
                    "  (:why box.width --proof shows the proof step by step)"])
        #expect(try Why.explain(engine, view: v, attribute: "maxY").get().first == "box.maxY = 10 (#4) + 30 (#3) = 40")
        #expect(try Why.explain(engine, view: v, attribute: "y").get().first == "box.y = 30 (#3)")
        #expect(try Why.explain(engine, view: v, attribute: "x").get().first == "box.x = 20 (#1)")
    }

    @Test func aLabelAtItsIntrinsicSizeIsATermNamedByTheLabel() throws {
        // Its hugging holds it from above, its compression resistance from
        // below: both proofs name the same terms, so the value is their sum.
        let engine = try layout("""
            let card = UIView()
            view.addSubview(card)
            let title = UILabel()
            title.text = "Title"
            card.addSubview(title)
            card.snp.makeConstraints { make in make.top.left.right.equalToSuperview() }
            title.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(16)
                make.left.equalToSuperview()
                make.bottom.equalToSuperview().offset(-12)
            }
            """)
        let v = try #require(engine.layout.view(named: "card"))
        let lines = try Why.explain(engine, view: v, attribute: "height").get()
        #expect(lines.first == "card.height = 16 (#4) + 12 (#6) + 20.333333 (title) = 48.333333", "\(lines)")
        #expect(lines.count == 2)
    }

    @Test func aCapAndAWishAreShownAsTheProof() throws {
        // At most 80 (a cap), at least 80 (a wish held to its error): no plain sum says that.
        let engine = try layout("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(10)
                make.height.lessThanOrEqualTo(80)
                make.height.equalTo(200).priority(.high)
            }
            """)
        let v = try #require(engine.layout.view(named: "box"))
        let lines = try Why.explain(engine, view: v, attribute: "height").get()
        #expect(lines.first == "box.height = 80: it cannot be more, because")
        #expect(lines.contains("and it cannot be less, because"))
    }

    @Test func aLongSumIsCutToItsEnds() throws {
        let engine = try layout("""
            var previous: UIView = view
            for i in 0..<20 {
                let link = UIView()
                view.addSubview(link)
                link.snp.makeConstraints { make in
                    make.leading.equalTo(i == 0 ? view.snp.leading : previous.snp.trailing)
                    make.top.equalToSuperview()
                    make.width.height.equalTo(8)
                }
                previous = link
            }
            """)
        let v = try #require(engine.layout.view(named: "link_20"))
        let sum = try Why.explain(engine, view: v, attribute: "x").get()
        #expect(sum.first?.contains(" + … 13 more … + ") == true, "\(sum)")
        // The leading constraints add 0 but carry the sum from link to link.
        #expect(sum.first?.hasSuffix(" = 152, through #1, #5, #9, …, #77 (20 in all)") == true, "\(sum)")
        let full = try Why.explain(engine, view: v, attribute: "x", collapsed: false).get()
        #expect((full.first?.split(separator: "+").count ?? 0) == 19, "\(full)")
    }

    @Test func ambiguousValueSaysSo() throws {
        let engine = try layout("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.left.top.equalToSuperview() }
            """)
        let v = try #require(engine.layout.view(named: "box"))
        let lines = try Why.explain(engine, view: v, attribute: "width").get()
        #expect(lines.first?.hasPrefix("box.width = 0 is not fixed") == true)
    }
}
