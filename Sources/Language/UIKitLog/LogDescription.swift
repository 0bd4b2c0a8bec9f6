/// Reads one constraint description as UIKit and SnapKit print them:
///
///     <NSLayoutConstraint:0x6000024d45a0 'id' UIImageView:0x7fb5fc5a9c40.height == 60 @750   (active)>
///     <NSLayoutConstraint:0x17028fc30 V:|-(8)-[UIImageView:0x1019eae70]   (active, names: '|':UIView:0x1019b4060 )>
///     <NSAutoresizingMaskLayoutConstraint:0x303b3f0c0 h=--& v=--& UIView:0x11452b200.height == 0   (active)>
///     <SnapKit.LayoutConstraint:0x1700bb8a0@TripViewController.swift#68 UIImageView:0x1050e9f30.height == 30.0>
///
/// An equation (`item.attr == m*item.attr + c`) or a visual-format line
/// (`H:[a]-(8)-[b]`, `V:[a(44)]`), then the trailer: `(active)`, the
/// `names:` of `|`, or iOS 8's `(Names: …)`.
struct LogDescription {
    private static func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
        guard let a, let b else { return nil }
        return (a, b)
    }

    private let chars: [Character]
    private var at = 0
    private let line: Int
    /// The column of `chars[0]` in its line.
    private let column: Int
    private let lineText: String

    /// Reads `text` (from `<` to `>`), found at `line`:`column` of `lineText`.
    static func read(_ text: String, line: Int, column: Int, lineText: String) throws(LogProblem) -> LogConstraint {
        var reader = LogDescription(chars: Array(text), line: line, column: column, lineText: lineText)
        return try reader.constraint()
    }

    private init(chars: [Character], line: Int, column: Int, lineText: String) {
        self.chars = chars
        self.line = line
        self.column = column
        self.lineText = lineText
    }

    private mutating func constraint() throws(LogProblem) -> LogConstraint {
        try expect("<")
        let className = take { $0 != ":" && $0 != " " && $0 != ">" }
        try expect(":")
        let address = take { $0 != " " && $0 != "@" && $0 != ">" }
        var maker = LogConstraint.Maker.layout
        switch className {
        case "NSLayoutConstraint": maker = .layout
        case "NSAutoresizingMaskLayoutConstraint": maker = .autoresizing(mask: nil)
        case let name where name.hasSuffix("SnapKit.LayoutConstraint") || name == "LayoutConstraint": maker = .snapKit(file: nil, line: nil)
        default: maker = .other(className)
        }
        if peek == "@" { maker = snapKitSource() }
        skipSpaces()
        if peek == "h" && peekString("h=") {
            let h = take { $0 != " " }
            skipSpaces()
            let v = peekString("v=") ? take { $0 != " " } : ""
            maker = .autoresizing(mask: v.isEmpty ? h : h + " " + v)
            skipSpaces()
        }
        var identifier: String?
        if peek == "'" {
            at += 1
            let start = at
            while at < chars.count, !(chars[at] == "'" && (at + 1 == chars.count || chars[at + 1] == " ")) { at += 1 }
            identifier = String(chars[start..<at])
            try expect("'")
            skipSpaces()
        }
        // The body runs to the trailer: `(active…)`, `(inactive)`, `(Names: …)` or the closing `>`.
        var end = chars.count
        if chars.last == ">" { end -= 1 }
        var superview: LogItem?
        if let trailer = trailerStart(before: end) {
            superview = try namedSuperview(in: trailer..<end)
            end = trailer
        }
        while end > at, chars[end - 1] == " " { end -= 1 }
        var body = LogBody(chars: chars, at: at, end: end, line: line, column: column, lineText: lineText)
        let parsed = try body.read(superview: superview)
        return LogConstraint(maker: maker, address: address, identifier: identifier, first: parsed.first,
                             relation: parsed.relation, second: parsed.second, multiplier: parsed.multiplier,
                             constant: parsed.constant, priority: parsed.priority,
                             superviewOf: Self.zip(parsed.pinnedToBar ?? parsed.first.item, superview).map { (child: $0, superview: $1) },
                             contentSize: parsed.contentSize, text: String(chars),
                             line: line, column: column)
    }

    /// `@File.swift#42` after a SnapKit constraint's address (the file may be a whole path, with spaces).
    private mutating func snapKitSource() -> LogConstraint.Maker {
        at += 1
        var hash = at
        while hash < chars.count {
            if chars[hash] == "#" {
                var digits = hash + 1
                while digits < chars.count, chars[digits].isNumber { digits += 1 }
                if digits > hash + 1, digits == chars.count || chars[digits] == " " {
                    let path = String(chars[at..<hash])
                    let file = path.split(separator: "/").last.map(String.init) ?? path
                    let number = Int(String(chars[(hash + 1)..<digits]))
                    at = digits
                    return .snapKit(file: file, line: number)
                }
            }
            hash += 1
        }
        return .snapKit(file: nil, line: nil)
    }

    /// Where the trailer starts: the last `(active`, `(inactive` or `(Names:` before `end`.
    private func trailerStart(before end: Int) -> Int? {
        for marker in ["(active", "(inactive", "(Names:", "(names:"] {
            if let start = LogText.lastIndex(of: marker, in: chars, before: end) { return start }
        }
        return nil
    }

    /// The item after `'|':` in a trailer, which a visual-format line calls `|`.
    private func namedSuperview(in range: Range<Int>) throws(LogProblem) -> LogItem? {
        guard let bar = LogText.lastIndex(of: "'|':", in: chars, before: range.upperBound), bar >= range.lowerBound else { return nil }
        let start = bar + 4
        var reader = LogBody(chars: chars, at: start, end: range.upperBound, line: line, column: column, lineText: lineText)
        return try reader.item()
    }

    private var peek: Character? { at < chars.count ? chars[at] : nil }

    private func peekString(_ s: String) -> Bool {
        let wanted = Array(s)
        return at + wanted.count <= chars.count && Array(chars[at..<(at + wanted.count)]) == wanted
    }

    private mutating func take(while accept: (Character) -> Bool) -> String {
        let start = at
        while at < chars.count, accept(chars[at]) { at += 1 }
        return String(chars[start..<at])
    }

    private mutating func skipSpaces() { while peek == " " || peek == "\t" { at += 1 } }

    private mutating func expect(_ c: Character) throws(LogProblem) {
        guard peek == c else {
            throw LogProblem(message: "expected '\(c)' in the constraint description", line: line, column: column + at, text: lineText)
        }
        at += 1
    }
}
