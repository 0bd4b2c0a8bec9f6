/// layoutsh's text model: how big text is, without fonts.
///
/// A character (any Unicode scalar but a newline) is 0.5 × the font size
/// wide, 0.55 × in bold; a line is 1.2 × the font size high, and its baseline
/// lies 1.0 × the font size below its top. Text wraps at spaces, greedily;
/// a word longer than the line is broken between characters. Widths and
/// heights are rounded up to whole points. Real fonts differ; the model is
/// simple on purpose, so that users can follow the arithmetic, and close
/// enough that layouts behave as on a device (a 17 pt label line is 21
/// high, UIKit's 20.33).
public enum TextMetrics {
    /// The font size a kind of view uses when none is set.
    public static func defaultFontSize(for kind: ViewKind) -> Double {
        kind == .button ? 15 : 17
    }

    /// Width of one character at `size`.
    public static func characterWidth(size: Double, bold: Bool) -> Double {
        (bold ? 0.55 : 0.5) * size
    }

    /// Height of one line at `size` (not rounded).
    public static func lineHeight(size: Double) -> Double { 1.2 * size }

    /// The lines `text` takes at `size`, wrapped to `width` (nil: only at newlines).
    public static func lines(_ text: String, size: Double, bold: Bool, width: Double?) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return paragraphs }
        let perLine = max(1, Int((width + 1e-9) / characterWidth(size: size, bold: bold)))
        return paragraphs.flatMap { wrap($0, charactersPerLine: perLine) }
    }

    /// The size of `text` on `lineLimit` lines at most (0: no limit), wrapped
    /// to `width` when there is one; (0, 0) for empty text.
    public static func size(of text: String, size: Double, bold: Bool, width: Double?, lineLimit: Int) -> Size {
        guard !text.isEmpty else { return .zero }
        var lines = self.lines(text, size: size, bold: bold, width: lineLimit == 1 ? nil : width)
        if lineLimit > 0 && lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        let longest = lines.map { $0.unicodeScalars.count }.max() ?? 0
        let w = Double(longest) * characterWidth(size: size, bold: bold)
        let h = Double(lines.count) * lineHeight(size: size)
        return Size(width: roundUp(width.map { min(w, $0) } ?? w), height: roundUp(h))
    }

    /// Greedy word wrap of one paragraph.
    static func wrap(_ paragraph: String, charactersPerLine: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.unicodeScalars.count <= charactersPerLine {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // A word longer than a line is broken between characters.
            while word.unicodeScalars.count > charactersPerLine {
                let head = String(String.UnicodeScalarView(word.unicodeScalars.prefix(charactersPerLine)))
                lines.append(head)
                word = String(String.UnicodeScalarView(word.unicodeScalars.dropFirst(charactersPerLine)))
            }
            current = word
        }
        lines.append(current)
        return lines
    }

    /// Rounds up to a whole point, forgiving float noise (20.400000001 is 21, 21.0000000001 is 21).
    static func roundUp(_ x: Double) -> Double { (x - 1e-9).rounded(.up) }
}
