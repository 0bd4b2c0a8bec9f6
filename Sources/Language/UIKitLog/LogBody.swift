import LayoutModel

/// The body of a constraint description, between its identifier and its
/// trailer: an equation or a visual-format line. Reads items
/// (`UILabel:0x7fb5fe846a20'Sign in'`) for `LogDescription` too.
struct LogBody {
    struct Parsed {
        var first: LogAnchor
        var relation: LogRelation
        var second: LogAnchor?
        var multiplier = 1.0
        var constant = 0.0
        var priority: Double?
        /// The item pinned to `|` in a visual-format line.
        var pinnedToBar: LogItem?
        /// `Hug:250 CompressionResistance:750` of an intrinsic size.
        var contentSize: (hugging: Double, compression: Double)?
    }

    let chars: [Character]
    var at: Int
    var end: Int
    let line: Int
    let column: Int
    let lineText: String

    /// Reads the equation or visual-format line; `superview` is what `|` stands for.
    mutating func read(superview: LogItem?) throws(LogProblem) -> Parsed {
        let priority = takePriority()
        var contentSize: (hugging: Double, compression: Double)?
        if let hug = LogText.firstIndex(of: " Hug:", in: chars, from: at), hug < end {
            let hugging = LogText.number(chars, at: hug + 5, end: end)?.value ?? 250
            let resistance = LogText.firstIndex(of: "CompressionResistance:", in: chars, from: hug)
                .flatMap { LogText.number(chars, at: $0 + 22, end: end)?.value } ?? 750
            contentSize = (hugging, resistance)
            end = hug
        }
        var parsed: Parsed
        if at + 1 < end, chars[at] == "H" || chars[at] == "V", chars[at + 1] == ":" {
            parsed = try visualFormat(superview: superview)
        } else {
            parsed = try equation()
        }
        if parsed.priority == nil { parsed.priority = priority }
        parsed.contentSize = contentSize
        return parsed
    }

    /// An item: class, `:`, address (or SnapKit label), and the text in quotes if printed.
    mutating func item() throws(LogProblem) -> LogItem {
        skipSpaces()
        let start = at
        while at < end, !" :[]()".contains(chars[at]) { at += 1 }
        guard at > start, at < end, chars[at] == ":" else { throw problem("expected a view, as Class:0x… ", at: start) }
        let className = String(chars[start..<at])
        at += 1
        let idStart = at
        while at < end, !" .'[]()>,".contains(chars[at]) { at += 1 }
        guard at > idStart else { throw problem("expected an address after '\(className):'", at: idStart) }
        var item = LogItem(className: className, address: String(chars[idStart..<at]))
        if at < end, chars[at] == "'" {
            let textStart = at + 1
            var close = textStart
            while close < end, !(chars[close] == "'" && closesText(close)) { close += 1 }
            guard close < end else { throw problem("the text in quotes does not end", at: at) }
            item.text = String(chars[textStart..<close])
            at = close + 1
        }
        return item
    }

    // MARK: Equations

    private mutating func equation() throws(LogProblem) -> Parsed {
        let first = try anchor()
        let relation = try relationSign()
        skipSpaces()
        var parsed = Parsed(first: first, relation: relation)
        if case let (value, next)? = LogText.number(chars, at: at, end: end), !isItemStart(at) {
            at = next
            skipSpaces()
            if at < end, chars[at] == "*" {
                at += 1
                parsed.multiplier = value
                parsed.second = try anchor()
                try constantTail(&parsed)
            } else {
                parsed.constant = value
            }
        } else {
            parsed.second = try anchor()
            skipSpaces()
            if at < end, chars[at] == "*" {
                at += 1
                skipSpaces()
                guard case let (value, next)? = LogText.number(chars, at: at, end: end) else { throw problem("expected a multiplier", at: at) }
                parsed.multiplier = value
                at = next
            }
            try constantTail(&parsed)
        }
        skipSpaces()
        guard at >= end else { throw problem("did not expect this here", at: at) }
        return parsed
    }

    /// ` + 8`, ` - 8` or nothing after the second item.
    private mutating func constantTail(_ parsed: inout Parsed) throws(LogProblem) {
        skipSpaces()
        guard at < end, chars[at] == "+" || chars[at] == "-" else { return }
        let sign: Double = chars[at] == "-" ? -1 : 1
        at += 1
        skipSpaces()
        guard case let (value, next)? = LogText.number(chars, at: at, end: end) else { throw problem("expected a constant", at: at) }
        parsed.constant = sign * value
        at = next
    }

    private mutating func anchor() throws(LogProblem) -> LogAnchor {
        let item = try item()
        guard at < end, chars[at] == "." else { throw problem("expected '.' and an attribute after the view", at: at) }
        at += 1
        let start = at
        while at < end, chars[at].isLetter { at += 1 }
        let name = String(chars[start..<at])
        guard let attribute = LogAttributeName.attribute(name) else {
            throw problem("unknown attribute '\(name)'", at: start)
        }
        return LogAnchor(item: item, attribute: attribute)
    }

    private mutating func relationSign() throws(LogProblem) -> LogRelation {
        skipSpaces()
        guard at + 1 < end, let relation = LogRelation(rawValue: String(chars[at...(at + 1)])) else {
            throw problem("expected ==, >= or <=", at: at)
        }
        at += 2
        return relation
    }

    // MARK: Visual format

    /// One visual-format constraint: `|-(8)-[a]`, `[a]-(8)-|`, `[a]-(8)-[b]` or `[a(44)]`.
    private mutating func visualFormat(superview: LogItem?) throws(LogProblem) -> Parsed {
        let horizontal = chars[at] == "H"
        at += 2
        var ltr = false
        if let mark = LogText.lastIndex(of: "(LTR)", in: chars, before: end), mark >= at { ltr = true; end = mark }
        else if let mark = LogText.lastIndex(of: "(RTL)", in: chars, before: end), mark >= at { end = mark }
        let (leading, trailing, size): (Attribute, Attribute, Attribute) =
            horizontal ? (ltr ? .left : .leading, ltr ? .right : .trailing, .width) : (.top, .bottom, .height)
        func bar(_ position: Int) throws(LogProblem) -> LogItem {
            guard let superview else { throw problem("'|' needs the names: part that says which view it is", at: position) }
            return superview
        }
        if at < end, chars[at] == "|" {
            let barAt = at
            at += 1
            let gap = try connection()
            let (item, _) = try bracketed(size: size)
            return Parsed(first: LogAnchor(item: item, attribute: leading), relation: gap.relation,
                          second: LogAnchor(item: try bar(barAt), attribute: leading), constant: gap.value, priority: gap.priority,
                          pinnedToBar: item)
        }
        let (a, sizePart) = try bracketed(size: size)
        if at >= end {
            guard let sizePart else { throw problem("expected a size in parentheses", at: at) }
            var parsed = sizePart
            parsed.first = LogAnchor(item: a, attribute: size)
            return parsed
        }
        let gap = try connection()
        if at < end, chars[at] == "|" {
            return Parsed(first: LogAnchor(item: try bar(at), attribute: trailing), relation: gap.relation,
                          second: LogAnchor(item: a, attribute: trailing), constant: gap.value, priority: gap.priority,
                          pinnedToBar: a)
        }
        let (b, _) = try bracketed(size: size)
        return Parsed(first: LogAnchor(item: b, attribute: leading), relation: gap.relation,
                      second: LogAnchor(item: a, attribute: trailing), constant: gap.value, priority: gap.priority)
    }

    /// `[item]` or `[item(44)]`, `[item(>=44@750)]`, `[item(==other)]`.
    private mutating func bracketed(size: Attribute) throws(LogProblem) -> (LogItem, Parsed?) {
        guard at < end, chars[at] == "[" else { throw problem("expected '[' and a view", at: at) }
        at += 1
        let item = try item()
        var sizePart: Parsed?
        if at < end, chars[at] == "(" {
            at += 1
            let relation = predicateRelation()
            var parsed = Parsed(first: LogAnchor(item: item, attribute: size), relation: relation)
            if case let (value, next)? = LogText.number(chars, at: at, end: end), !isItemStart(at) {
                parsed.constant = value
                at = next
            } else {
                parsed.second = LogAnchor(item: try self.item(), attribute: size)
            }
            parsed.priority = predicatePriority()
            guard at < end, chars[at] == ")" else { throw problem("expected ')'", at: at) }
            at += 1
            sizePart = parsed
        }
        guard at < end, chars[at] == "]" else { throw problem("expected ']'", at: at) }
        at += 1
        return (item, sizePart)
    }

    /// `-(8)-`, `-(>=20@750)-`, `-8-`, or nothing (flush).
    private mutating func connection() throws(LogProblem) -> (relation: LogRelation, value: Double, priority: Double?) {
        guard at < end, chars[at] == "-" else { return (.equal, 0, nil) }
        at += 1
        let parenthesized = at < end && chars[at] == "("
        if parenthesized { at += 1 }
        let relation = predicateRelation()
        guard case let (value, next)? = LogText.number(chars, at: at, end: end) else { throw problem("expected a spacing", at: at) }
        at = next
        let priority = predicatePriority()
        if parenthesized {
            guard at < end, chars[at] == ")" else { throw problem("expected ')'", at: at) }
            at += 1
        }
        guard at < end, chars[at] == "-" else { throw problem("expected '-'", at: at) }
        at += 1
        return (relation, value, priority)
    }

    private mutating func predicateRelation() -> LogRelation {
        guard at + 1 < end, let relation = LogRelation(rawValue: String(chars[at...(at + 1)])) else { return .equal }
        at += 2
        return relation
    }

    private mutating func predicatePriority() -> Double? {
        guard at < end, chars[at] == "@", case let (value, next)? = LogText.number(chars, at: at + 1, end: end) else { return nil }
        at = next
        return value
    }

    // MARK: Helpers

    /// Takes a priority off the end of the body: ` @750` (UIKit) or ` ^750.0`,
    /// `^UILayoutPriority(rawValue: 750.0)` (SnapKit).
    private mutating func takePriority() -> Double? {
        if let caret = LogText.lastIndex(of: " ^", in: chars, before: end), caret >= at {
            var i = caret + 2
            while i < end, !(chars[i].isNumber) { i += 1 }
            if case let (value, _)? = LogText.number(chars, at: i, end: end) {
                end = caret
                return value
            }
        }
        if let mark = LogText.lastIndex(of: " @", in: chars, before: end), mark >= at,
           case let (value, next)? = LogText.number(chars, at: mark + 2, end: end), next == end {
            end = mark
            return value
        }
        return nil
    }

    /// Whether the quote at `i` closes an item's text: what follows is the
    /// end, `.attribute`, a bracket, a space or a comma.
    private func closesText(_ i: Int) -> Bool {
        let next = i + 1
        guard next < end else { return true }
        let c = chars[next]
        if "])( ,".contains(c) { return true }
        guard c == "." else { return false }
        var j = next + 1
        while j < end, chars[j].isLetter { j += 1 }
        return LogAttributeName.attribute(String(chars[(next + 1)..<j])) != nil && (j == end || !chars[j].isLetter)
    }

    /// Whether an item (`Class:…`) starts at `i`, rather than a number.
    private func isItemStart(_ i: Int) -> Bool {
        var j = i
        while j < end, !" :[]()".contains(chars[j]) { j += 1 }
        return j < end && chars[j] == ":" && j > i && !chars[i].isNumber && chars[i] != "-"
    }

    private mutating func skipSpaces() { while at < end, chars[at] == " " || chars[at] == "\t" { at += 1 } }

    private func problem(_ message: String, at position: Int) -> LogProblem {
        LogProblem(message: message, line: line, column: column + position, text: lineText)
    }
}
