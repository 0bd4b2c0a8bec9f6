/// Finds UIKit's "Unable to simultaneously satisfy constraints" reports in
/// pasted text and reads them, and tells the shell where a pasted log
/// starts and ends so that it never reaches the Swift parser.
public enum LogReader {
    /// What a line of a log is.
    enum LineKind: Equatable {
        /// "Unable to simultaneously satisfy constraints", perhaps after a timestamp.
        case heading
        /// "Will attempt to recover by breaking constraint", perhaps with the description.
        case recover
        /// One or more constraint descriptions.
        case description
        /// The advice UIKit prints around the list.
        case boilerplate
        /// `(` or `)` around the list.
        case bracket
        case other
    }

    /// Reads every report in `text`, whose first line is line `firstLine` of its file.
    public static func read(_ text: String, firstLine: Int = 1) -> UIKitLog {
        var log = UIKitLog()
        var current: LogConflict?
        var expectingBroken = false
        func flush() {
            if let conflict = current, !conflict.constraints.isEmpty { log.conflicts.append(conflict) }
            current = nil
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = firstLine + offset
            let line = String(raw)
            let kind = kind(of: line)
            if kind == .heading {
                flush()
                current = LogConflict(line: number, constraints: [])
                expectingBroken = false
            }
            if kind == .recover { expectingBroken = true }
            let chars = Array(line)
            // The one-line form has the heading, the list and the recovery in one line.
            let recovery = LogText.firstIndex(of: "Will attempt to recover", in: chars)
            for (start, end) in descriptions(in: chars) {
                if let recovery, start > recovery { expectingBroken = true }
                let description: LogConstraint
                do {
                    description = try LogDescription.read(String(chars[start..<end]), line: number, column: start + 1, lineText: line)
                } catch {
                    log.unreadable.append(error)
                    if expectingBroken { expectingBroken = false }
                    continue
                }
                if expectingBroken {
                    expectingBroken = false
                    var conflict = current ?? LogConflict(line: number, constraints: [])
                    if let index = conflict.constraints.firstIndex(where: { $0.address == description.address }) {
                        conflict.broken = index
                    } else {
                        conflict.constraints.append(description)
                        conflict.broken = conflict.constraints.count - 1
                    }
                    current = conflict
                    continue
                }
                // A list after a report that ended (its broken constraint
                // named) without a heading of its own starts another report.
                if current == nil || current?.broken != nil {
                    flush()
                    current = LogConflict(line: number, constraints: [])
                }
                current?.constraints.append(description)
            }
        }
        flush()
        log.conflicts = merged(log.conflicts)
        return log
    }

    /// Whether `text` starts with a log rather than Swift or a command.
    /// Asked of every input, so it reads only the lines it needs: the
    /// first that is not blank (and the next, after a lone `(`).
    public static func startsLog(_ text: String) -> Bool {
        var lines = text.lineSlices(omittingEmpty: true).lazy
            .map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }.makeIterator()
        guard let first = lines.next() else { return false }
        return startsRegion(first, next: { lines.next().map(kind) })
    }

    /// The lines (0-based, inclusive) of each log in `lines`: from a heading,
    /// a description, a recovery line, UIKit's advice (or a `(` before a
    /// description) to the last log line before something that is not one.
    public static func regions(_ lines: [String]) -> [ClosedRange<Int>] {
        let kinds = lines.map(kind)
        var regions: [ClosedRange<Int>] = []
        var i = 0
        while i < lines.count {
            guard startsRegion(lines[i], kind: kinds[i], next: { nextLogLine(after: i, kinds, lines) }) else { i += 1; continue }
            var last = i
            var j = i + 1
            while j < lines.count {
                if kinds[j] == .other {
                    if !lines[j].allSatisfy(\.isWhitespace) { break }
                } else {
                    last = j
                }
                j += 1
            }
            regions.append(i...last)
            i = last + 1
        }
        return regions
    }

    /// Whether a log typed or pasted line by line is over: its closing
    /// advice came, or a blank line follows a list that is closed.
    public static func isComplete(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let lastText = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return true }
        let last = lines[lastText]
        if last.contains("UIConstraintBasedLayoutDebugging") || last.contains("may also be helpful") { return true }
        // Only UIKit's advice (the end of a log typed line by line): nothing to wait for.
        if lines.allSatisfy({ [.boilerplate, .bracket].contains(kind(of: $0)) || $0.allSatisfy(\.isWhitespace) }) { return true }
        guard lastText < lines.count - 1 else { return false }
        let opened = lines.filter { $0.trimmed == "(" }.count, closed = lines.filter { $0.trimmed == ")" }.count
        return opened <= closed && kind(of: last) != .recover
    }

    // MARK: Lines

    static func kind(of line: String) -> LineKind {
        // Asked of every line of every script, which is Swift: most lines
        // start with what no part of a log starts with and name neither
        // phrase, which their bytes settle without making strings.
        if startsLikeSwift(line), !containsUTF8(line, heading), !containsUTF8(line, recover) { return .other }
        return fullKind(of: line)
    }

    /// `kind(of:)` without the shortcut for lines of Swift.
    static func fullKind(of line: String) -> LineKind {
        let text = unquoted(line)
        // UIKit's phrases start their line (after a timestamp and the
        // process): the same words inside Swift, a string or a call, are Swift.
        if startsWith(text, heading) { return .heading }
        if startsWith(text, recover) { return .recover }
        let trimmed = text.trimmed
        if trimmed.hasPrefix("<") || trimmed.hasPrefix("\"<"), !descriptions(in: Array(text)).isEmpty { return .description }
        if trimmed == "(" || trimmed == ")" { return .bracket }
        if advice.contains(where: { trimmed.hasPrefix($0) }) { return .boilerplate }
        return .other
    }

    private static let heading = "Unable to simultaneously satisfy constraints"
    private static let recover = "Will attempt to recover by breaking constraint"

    /// Whether the first character of `line`, after spaces, tabs and a
    /// quote's `>`, is ASCII that starts none of a log's descriptions,
    /// brackets or advice (`<`, `"`, `(`, `)`, and the capitals UIKit's
    /// advice starts with); other whitespace and non-ASCII are not.
    static func startsLikeSwift(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            guard let first = bytes.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x3E }) else { return false }
            switch first {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return !"PTMB".utf8.contains(first)
            default: return "{}[]/.@#_$*&|!?:;,=+-%^~'`".utf8.contains(first)
            }
        }
    }

    /// How UIKit's advice around a list starts its lines.
    private static let advice = ["Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
                                 "(2) find the code that added", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
                                 "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
                                 "The methods in the UIConstraintBasedLayoutDebugging category", "Break on objc_exception_throw"]

    /// Whether `phrase` starts the line, after what Xcode's console puts
    /// before a message (`2026-03-02 09:14:07.51+0100 App[41:12] [LayoutConstraints] `).
    private static func startsWith(_ line: String, _ phrase: String) -> Bool {
        // Asked of every line of every script: most lines lack the phrase's
        // bytes, which a match of its characters would contain.
        guard containsUTF8(line, phrase) else { return false }
        let chars = Array(line)
        guard let at = LogText.firstIndex(of: phrase, in: chars) else { return false }
        return !chars[..<at].contains { "\"=({;".contains($0) }
    }

    /// Whether `phrase`'s UTF-8 occurs in `text`'s, without making
    /// characters of either.
    static func containsUTF8(_ text: String, _ phrase: String) -> Bool {
        var text = text, phrase = phrase
        return text.withUTF8 { t in
            phrase.withUTF8 { p in
                guard let first = p.first else { return true }
                guard t.count >= p.count else { return false }
                var i = 0
                let last = t.count - p.count
                while i <= last {
                    if t[i] == first {
                        var k = 1
                        while k < p.count, t[i + k] == p[k] { k += 1 }
                        if k == p.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// The line without the `> ` of a quoted paste (Markdown, mail).
    static func unquoted(_ line: String) -> String {
        var text = Substring(line)
        while let first = text.first(where: { $0 != " " && $0 != "\t" }), first == ">" {
            text = text.drop { $0 == " " || $0 == "\t" }.dropFirst()
        }
        return String(text)
    }

    /// Where each constraint description in a line starts and ends
    /// (`<…Constraint:` to the last `>` before the next description).
    static func descriptions(in chars: [Character]) -> [(Int, Int)] {
        var starts: [Int] = []
        for i in chars.indices where chars[i] == "<" {
            var j = i + 1
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." { j += 1 }
            guard j < chars.count, chars[j] == ":", j > i + 1 else { continue }
            if chars[(i + 1)..<j].firstRange(of: Array("Constraint")) != nil { starts.append(i) }
        }
        var found: [(Int, Int)] = []
        for (n, start) in starts.enumerated() {
            let limit = n + 1 < starts.count ? starts[n + 1] : chars.count
            var end = limit - 1
            while end > start, chars[end] != ">" { end -= 1 }
            if end > start { found.append((start, end + 1)) }
        }
        return found
    }

    /// Whether a log starts at `line`: a heading, a description, a recovery
    /// line or UIKit's advice, or a lone `(` before a description (`next`
    /// gives the kind of the next line that is not blank).
    private static func startsRegion(_ line: String, kind: LineKind? = nil, next: () -> LineKind?) -> Bool {
        switch kind ?? self.kind(of: line) {
        case .heading, .recover, .description, .boilerplate: return true
        case .bracket: return line.trimmed == "(" && next() == .description
        case .other: return false
        }
    }

    private static func nextLogLine(after i: Int, _ kinds: [LineKind], _ lines: [String]) -> LineKind? {
        var j = i + 1
        while j < lines.count, kinds[j] == .other, lines[j].allSatisfy(\.isWhitespace) { j += 1 }
        return j < lines.count ? kinds[j] : nil
    }


    /// The same report logged again (UIKit logs it at every layout pass) counts once, with how often it came.
    private static func merged(_ conflicts: [LogConflict]) -> [LogConflict] {
        var result: [LogConflict] = []
        for conflict in conflicts {
            let key = conflict.constraints.map(\.address)
            if let same = result.firstIndex(where: { $0.constraints.map(\.address) == key }) {
                result[same].times += 1
                if result[same].broken == nil { result[same].broken = conflict.broken }
            } else {
                result.append(conflict)
            }
        }
        return result
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmed: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
