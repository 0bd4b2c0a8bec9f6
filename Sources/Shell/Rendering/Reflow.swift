import Language
/// Long lines of text fitted to the terminal's width: the one place that
/// breaks lines, for everything the shell says in words (diagnoses, help,
/// summaries, errors) and for the legend beside a picture.
///
/// A line is broken at spaces only, so a word (`content.left`,
/// `make.width.equalTo(300)`) stays whole unless it is longer than a line
/// by itself; an operator (`==`, `+`, `·`) goes to the next line with the
/// word after it, as Swift code is broken. Lines after the first take a
/// hanging indent (`hangingIndent(of:)`), so a list item or a `fix:` reads
/// as one block. A line that fits is returned exactly as it was.
public enum Reflow {
    /// `line` broken into lines of at most `width` columns. Continuation
    /// lines start at `hang` columns (by default `hangingIndent(of:)`); the
    /// first keeps the line's own leading spaces. Nothing is lost: the
    /// words, in order, are the line's words, a word longer than a line
    /// being cut where it must.
    public static func lines(_ line: String, width: Int, hang: Int? = nil) -> [String] {
        guard width > 0, TerminalColumns.of(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        // A hang of the line's own is half the width at most, so that a deep
        // indent still leaves room for words; one given is kept while a
        // column is left.
        let hang = max(0, hang.map { min($0, width - 1) } ?? min(hangingIndent(of: line), width / 2))
        var lines: [String] = []
        var current = String(repeating: " ", count: lead)
        var used = lead
        var empty = true
        func startLine() {
            lines.append(PictureText.trimmingTrailingSpaces(current))
            current = String(repeating: " ", count: hang)
            used = hang
            empty = true
        }
        for unit in units(line.dropFirst(lead)) {
            let w = TerminalColumns.of(unit.text)
            if !empty {
                if used + unit.gap.count + w <= width {
                    current += unit.gap + unit.text
                    used += unit.gap.count + w
                    continue
                }
                startLine()
            }
            // At the start of a line: the unit fits, or is cut to lines.
            var rest = Substring(unit.text)
            while !rest.isEmpty {
                var piece = ""
                var pieceWidth = 0
                while let c = rest.first, used + pieceWidth + TerminalColumns.of(c) <= width {
                    piece.append(c)
                    pieceWidth += TerminalColumns.of(c)
                    rest.removeFirst()
                }
                // A wide character with one column left still goes somewhere.
                if piece.isEmpty, let c = rest.first, empty {
                    piece.append(c)
                    pieceWidth += TerminalColumns.of(c)
                    rest.removeFirst()
                }
                current += piece
                used += pieceWidth
                empty = empty && piece.isEmpty
                if !rest.isEmpty { startLine() }
            }
        }
        lines.append(PictureText.trimmingTrailingSpaces(current))
        return lines
    }

    /// Every line of `lines` broken to `width` columns.
    public static func lines(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { self.lines($0, width: width) }
    }

    /// Where the lines after the first of `line` start: after a list
    /// marker and an id (`- `, `+ #2 `, `= `), or after a short label
    /// (`fix: `, `error: `, `= hint: `), so that the text hangs under
    /// its own start; otherwise two columns in from the line's indent.
    public static func hangingIndent(of line: String) -> Int {
        let lead = line.prefix { $0 == " " }.count
        var rest = line.dropFirst(lead)
        var offset = 0
        // Markers: bullets and the signs of a proof's steps, then a constraint id.
        for _ in 0..<2 {
            guard let marker = markers.first(where: { rest.hasPrefix($0) }) else { break }
            rest = rest.dropFirst(marker.count)
            offset += marker.count
        }
        let word = rest.prefix { $0 != " " }
        let isID = word.count >= 2 && word.first == "#" && word.dropFirst().drop { $0 == "g" }.allSatisfy(\.isNumber)
            && !word.dropFirst().drop { $0 == "g" }.isEmpty
        let isLabel = word.count >= 3 && word.count <= 16 && word.last == ":" && word.dropLast().allSatisfy(\.isLetter)
        if (isID || isLabel) && rest.dropFirst(word.count).first == " " {
            offset += word.count + 1
        }
        return lead + (offset > 0 ? offset : 2)
    }

    /// What opens a list item or a step of a proof.
    static let markers = ["- ", "+ ", "− ", "• ", "* ", "= ", "⇒ "]

    /// Operators, which stay with the word after them (a line never ends in `==`).
    static let operators: Set<String> = ["==", "<=", ">=", "=", "<", ">", "+", "-", "−", "×", "*", "/", "·", "→", "⇒", "—", "|"]

    /// One unbreakable run of text and the spaces before it in the line.
    struct Unit {
        var gap: String
        var text: String
    }

    /// The longest parenthesised group kept on one line: a frame
    /// `(20, 79, 353, 109.333333)`, not a parenthesised sentence.
    static let longestGroup = 32

    /// `text` cut at its spaces into units; an operator is joined to the
    /// word after it, and a short parenthesised group is one unit.
    static func units(_ text: Substring) -> [Unit] {
        var units: [Unit] = []
        var gap = ""
        var word = ""
        var glued = false
        func flush() {
            guard !word.isEmpty else { return }
            if let last = units.last, glued || isOpenGroup(last.text) && last.text.count + gap.count + word.count <= longestGroup {
                units[units.count - 1].text = last.text + gap + word
            } else {
                units.append(Unit(gap: gap, text: word))
            }
            glued = operators.contains(word)
            gap = ""
            word = ""
        }
        // The words between spaces taken whole: appending a Character at a
        // time cost most of breaking a long summary line.
        let pieces = text.scalarsAreCharacters
            ? text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { Substring($0) }
            : text.split(separator: " ", omittingEmptySubsequences: false)
        for (i, piece) in pieces.enumerated() {
            word = String(piece)
            if i < pieces.count - 1 {
                flush()
                gap.append(" ")
            }
        }
        flush()
        return units
    }

    /// Whether `text` opens a parenthesis it does not close.
    static func isOpenGroup(_ text: String) -> Bool {
        if Substring(text).scalarsAreCharacters {
            return text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : $1 == UInt8(ascii: ")") ? -1 : 0) } > 0
        }
        return text.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) } > 0
    }
}
