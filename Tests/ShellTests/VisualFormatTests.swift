import Shell
import Testing

/// The Visual Format Language, in the spellings code used over the years:
/// the constraints each format makes (as `:constraints` lists them), the
/// frames they give, and UIKit's parse errors with the caret on the
/// character of the format they mean. Standard spacing is Apple's Auto
/// Layout Guide's: 8 points between siblings, 20 to the superview's edge.
@Suite struct VisualFormatTests {
    /// The user constraints of `code`, as `:constraints` lists them, without their sources.
    func constraints(_ code: String) throws -> (Session, [String]) {
        let (session, lines) = try FidelityTests.session(code)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        let listed = session.handle(":constraints").lines.filter { $0.hasPrefix("#") }.map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().dropLast().joined(separator: " ")
        }
        return (session, listed)
    }

    /// Swift 2: `constraintsWithVisualFormat` and `addConstraints`, a
    /// metrics dictionary, a width predicate and standard spacing.
    @Test func swift2FormatsWithMetrics() throws {
        let (session, listed) = try constraints("""
            let avatar = UIView()
            avatar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(avatar)
            let views = ["avatar": avatar]
            let metrics = ["side": 64, "margin": 16]
            view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-margin-[avatar(side)]", options: NSLayoutFormatOptions(rawValue: 0), metrics: metrics, views: views))
            view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-100-[avatar(==side)]", options: [], metrics: metrics, views: views))
            """)
        #expect(listed == ["avatar.width == 64", "avatar.leading == view.leading + 16", "avatar.height == 64", "avatar.top == view.top + 100"])
        FidelityTests.expect(session, "avatar.frame == (16, 100, 64, 64)")
    }

    /// Swift 4 and later: `constraints(withVisualFormat:…)` into
    /// `activate`, standard spacing on both sides, an alignment option,
    /// equal widths, an inequality with a priority.
    @Test func aRowOfButtonsAlignedOnTheirCentres() throws {
        let (session, listed) = try constraints("""
            let cancel = UIView()
            let done = UIView()
            for button in [cancel, done] {
                button.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(button)
                button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            }
            let views: [String: Any] = ["cancel": cancel, "done": done]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[cancel]-(>=8@750)-[done(==cancel)]-|", options: .alignAllCenterY, metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[cancel]-(40)-|", options: [], metrics: nil, views: views))
            """)
        #expect(listed.contains("done.width == cancel.width"))
        #expect(listed.contains("cancel.leading == view.leading + 20"))
        #expect(listed.contains("done.leading >= cancel.trailing + 8 @750"))
        #expect(listed.contains("view.trailing == done.trailing + 20"))
        #expect(listed.contains("cancel.centerY == done.centerY"))
        #expect(listed.contains("view.bottom == cancel.bottom + 40"))
        // (393 − 20 − 20 − 8) / 2 = 172.5 each, 852 − 40 − 44 = 768 down.
        FidelityTests.expect(session, "cancel.frame == (20, 768, 172.5, 44)", "done.frame == (200.5, 768, 172.5, 44)")
    }

    /// Every spelling of `options:` public code uses gives the alignments
    /// it names: the type qualified (Swift 4.2+ and Swift 3), in an array
    /// beside an implicit member, made empty, or made from UIKit's bits.
    @Test(arguments: [
        ("NSLayoutConstraint.FormatOptions.alignAllCenterY", ["a.centerY == b.centerY"]),
        ("NSLayoutFormatOptions.AlignAllCenterY", ["a.centerY == b.centerY"]),
        ("[NSLayoutConstraint.FormatOptions.alignAllTop, .alignAllBottom]", ["a.top == b.top", "a.bottom == b.bottom"]),
        ("NSLayoutConstraint.FormatOptions()", []),
        ("NSLayoutFormatOptions()", []),
        ("NSLayoutConstraint.FormatOptions(rawValue: 0)", []),
        ("NSLayoutConstraint.FormatOptions(rawValue: 1024)", ["a.centerY == b.centerY"]),
        ("NSLayoutFormatOptions(rawValue: 24)", ["a.top == b.top", "a.bottom == b.bottom"]),
    ])
    func optionsSpelledEveryWay(_ options: String, _ aligned: [String]) throws {
        let (_, listed) = try constraints("""
            let a = UIView()
            let b = UIView()
            [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: \(options), metrics: nil, views: ["a": a, "b": b]))
            """)
        #expect(listed == ["a.leading == view.leading", "b.leading == a.trailing", "view.trailing == b.trailing"] + aligned, "\(options)")
    }

    /// A raw value that is not a whole number is an error, and makes nothing.
    @Test func optionsFromAFractionAreAnError() throws {
        let session = try Session()
        _ = session.handle("let a = UIView()\nview.addSubview(a)")
        let output = session.handle(#"let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: NSLayoutConstraint.FormatOptions(rawValue: 1.5), metrics: nil, views: ["a": a])"#)
        #expect(output.failed)
        #expect(output.errors.contains { $0.contains("FormatOptions(rawValue:) needs a whole number") }, "\(output.errors)")
        #expect(session.handle(":constraints").lines.allSatisfy { !$0.hasPrefix("#") })
    }

    /// Flush views, several predicates, `directionLeftToRight`.
    @Test func flushViewsAndSeveralPredicates() throws {
        let (_, listed) = try constraints("""
            let a = UIView()
            let b = UIView()
            [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
            let made = NSLayoutConstraint.constraints(withVisualFormat: "[a(>=70,<=100)][b]", options: .directionLeftToRight, metrics: nil, views: ["a": a, "b": b])
            NSLayoutConstraint.activate(made)
            """)
        #expect(listed == ["a.width >= 70", "a.width <= 100", "b.left == a.right"])
    }

    /// UIKit's parse errors, the caret on the character meant, and nothing made.
    @Test(arguments: [
        ("H:|-[a]-[b", 10, "Expected a ']' here"),
        ("V|[a]", 1, "Expected ':' after 'V' to specify vertical arrangement"),
        ("H:[a]-[nope]", 7, "Unable to interpret 'nope' as a view"),
        ("H:|-gap-[a]", 4, "Unable to interpret 'gap' as a metric"),
        ("H:[a(>=)]", 7, "Expected a number, a metric or a view name"),
    ])
    func errorsPointIntoTheFormat(format: String, column: Int, message: String) throws {
        let session = try Shell.Session()
        _ = session.handle("let a = UIView()\nlet b = UIView()\nview.addSubview(a)\nview.addSubview(b)")
        let before = session.handle(":constraints").lines
        let prefix = "let made = NSLayoutConstraint.constraints(withVisualFormat: \""
        let output = session.handle(prefix + format + "\", options: [], metrics: nil, views: [\"a\": a, \"b\": b])")
        let text = output.errors.joined(separator: "\n")
        #expect(text.contains("Unable to parse constraint format: \(message)"), "\(text)")
        #expect(text.contains(":1:\(prefix.count + 1 + column)"), "\(text)")
        #expect(session.handle(":constraints").lines == before)
    }
}
