import LayoutModel

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// (Swift 3 and later) and `constraintsWithVisualFormat(_:options:metrics:views:)`
/// (Swift 2): the constraints a format string stands for, made but not
/// active, as UIKit returns them for `NSLayoutConstraint.activate` or
/// `addConstraints`.
extension Interpreter {
    mutating func visualFormatConstraints(_ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        guard case .string(let format)? = args.values.first else {
            throw LanguageError("constraints(withVisualFormat:…) needs a format string", range)
        }
        let formatRange = args.ranges.first ?? range
        var views: [String: ViewID] = [:]
        var guides: [String: Bool] = [:]
        for (key, value) in try pairs(args.value("views"), "views", range) {
            if case .layoutSupport(let top) = value {
                guides[key] = top
                continue
            }
            guard case .view(let v) = value else {
                throw LanguageError("the views dictionary maps '\(key)' to \(value.kindName), not a view", range)
            }
            views[key] = v
        }
        var metrics: [String: Double] = [:]
        for (key, value) in try pairs(args.value("metrics"), "metrics", range) {
            guard case .number(let n) = value else {
                throw LanguageError("the metrics dictionary maps '\(key)' to \(value.kindName), not a number", range)
            }
            metrics[key] = n
        }
        let (alignments, leftToRight) = Interpreter.formatOptions(args.value("options"))
        let superviews = layout
        let context = VisualFormat.Context(views: views, metrics: metrics, alignments: alignments, leftToRight: leftToRight,
                                           superview: { superviews[$0].superview }, layoutGuides: guides, root: layout.root)
        let made: [LayoutConstraint]
        do {
            made = try VisualFormat(parsing: format).constraints(context)
        } catch {
            throw formatError(error, format, formatRange)
        }
        var ids: [Value] = []
        for var c in made {
            c.source = location(range)
            c.sourceText = sourceText(range)
            let made = c
            ids.append(.constraint(try layoutCall(range) { () throws(LayoutError) -> ConstraintID in try layout.makeConstraint(made) }))
        }
        return .array(ids)
    }

    /// The pairs of a `[String: …]` dictionary argument (none for nil or a missing one).
    private func pairs(_ value: Value?, _ what: String, _ range: SourceRange) throws(LanguageError) -> [(String, Value)] {
        switch value {
        case nil, .null?: return []
        case .dictionary(let pairs)?:
            var result: [(String, Value)] = []
            for pair in pairs {
                guard case .string(let key) = pair.key else { throw LanguageError("the \(what) dictionary's keys must be strings", range) }
                result.append((key, pair.value))
            }
            return result
        case let other?:
            throw LanguageError("\(what): must be a dictionary, found \(other.kindName)", range)
        }
    }

    /// The alignment attributes and direction of `options:` (`[]`,
    /// `.alignAllCenterY`, `[.alignAllTop, .alignAllBottom]`, Swift 2's
    /// `.AlignAllCenterY`, `NSLayoutConstraint.FormatOptions(rawValue:)`);
    /// anything else is none.
    static func formatOptions(_ value: Value?) -> (alignments: [Attribute], leftToRight: Bool) {
        var names: [String] = []
        switch value {
        case .enumCase(let name)?: names = [name]
        case .array(let items)?: names = items.compactMap { if case .enumCase(let n) = $0 { return n } else { return nil } }
        default: break
        }
        var alignments: [Attribute] = []
        var leftToRight = false
        for raw in names {
            let name = raw.prefix(1).lowercased() + raw.dropFirst()
            if name == "directionLeftToRight" { leftToRight = true }
            guard name.hasPrefix("alignAll") else { continue }
            var attribute = name.dropFirst("alignAll".count)
            if attribute == "Baseline" { attribute = "LastBaseline" }
            let key = attribute.prefix(1).lowercased() + attribute.dropFirst()
            if let a = Attribute(rawValue: key), !alignments.contains(a) { alignments.append(a) }
        }
        return (alignments, leftToRight)
    }

    /// The type of `options:`, under its Swift 4.2+ and Swift 3–4 names.
    static let formatOptionsTypes: Set<String> = ["NSLayoutConstraint.FormatOptions", "NSLayoutFormatOptions"]

    /// `NSLayoutConstraint.FormatOptions()` (none) or `(rawValue: n)`: the
    /// options as the cases `formatOptions` reads, decoded from UIKit's bits
    /// (an alignment's bit is `1 << NSLayoutConstraint.Attribute`'s raw
    /// value; the direction is bits 16 and 17).
    static func formatOptions(_ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
        guard let raw = args.value("rawValue") ?? args.values.first else { return .array([]) }
        guard case .number(let n) = raw, n >= 0, n == n.rounded(), n < 4_294_967_296 else {
            throw LanguageError("NSLayoutConstraint.FormatOptions(rawValue:) needs a whole number", range)
        }
        let bits = UInt64(n)
        let alignments: [(bit: UInt64, name: String)] = [
            (1, "alignAllLeft"), (2, "alignAllRight"), (3, "alignAllTop"), (4, "alignAllBottom"), (5, "alignAllLeading"),
            (6, "alignAllTrailing"), (9, "alignAllCenterX"), (10, "alignAllCenterY"), (11, "alignAllLastBaseline"),
            (12, "alignAllFirstBaseline"),
        ]
        var cases = alignments.filter { bits & (1 << $0.bit) != 0 }.map { Value.enumCase($0.name) }
        switch (bits >> 16) & 3 {
        case 1: cases.append(.enumCase("directionLeftToRight"))
        case 2: cases.append(.enumCase("directionRightToLeft"))
        default: break
        }
        return .array(cases)
    }

    /// UIKit's "Unable to parse constraint format", with the caret on the
    /// character it means when the format is a plain literal on one line,
    /// and otherwise the format and the character's place in the message.
    private func formatError(_ error: VisualFormatError, _ format: String, _ range: SourceRange) -> LanguageError {
        let message = "Unable to parse constraint format: \(error.message)"
        guard range.start.line == range.end.line, let line = sourceText(range), line.contains("\"" + format + "\"") else {
            return LanguageError(message + " (character \(error.column + 1) of \"\(format)\")", range)
        }
        let column = range.start.column + 1 + error.column
        return LanguageError(message, SourceRange(SourcePosition(line: range.start.line, column: column),
                                                  SourcePosition(line: range.start.line, column: column + 1), file: range.file))
    }
}
