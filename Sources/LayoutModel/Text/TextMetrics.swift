/// layoutsh's text model: how big text in the system font is.
///
/// Heights are the system font's (SF Pro): its ascender is 1950 and its
/// descender 494 units of an em of 2048, with no line gap, so a line is
/// 1.193359375 × the font size high (`UIFont.systemFont(ofSize: 17)
/// .lineHeight` is 20.287109375) and its baseline lies 0.9521484375 × the
/// size below the line's top (`ascender`, 16.19 at 17 pt), for every
/// weight. A label, button or text field is as high as its lines, rounded
/// up to the device's pixel grid as UIKit rounds `intrinsicContentSize`:
/// one 17 pt line is 20.33 on a 3× screen (61 pixels), three are 61.
///
/// Widths are an estimate: a character (any Unicode scalar but a newline)
/// is 0.5 × the font size wide, 0.55 × in bold, and a width is rounded up
/// to a whole point. Text wraps at spaces, greedily; a word longer than the
/// line is broken between characters.
public enum TextMetrics {
    /// The font size a kind of view uses when none is set.
    public static func defaultFontSize(for kind: ViewKind) -> Double {
        kind == .button ? 15 : 17
    }

    /// Width of one character at `size`.
    public static func characterWidth(size: Double, bold: Bool) -> Double {
        (bold ? 0.55 : 0.5) * size
    }

    /// Height of one line at `size` (not rounded): the system font's
    /// ascender plus descender.
    public static func lineHeight(size: Double) -> Double { ascender(size: size) + 494.0 / 2048.0 * size }

    /// How far the first baseline lies below the top of a line at `size`.
    public static func ascender(size: Double) -> Double { 1950.0 / 2048.0 * size }

    /// `x` rounded up to the pixel grid of a screen of `scale` (20.287 is
    /// 20.333 at 3×, 20.5 at 2×), forgiving float noise.
    public static func pixelCeil(_ x: Double, scale: Double) -> Double { ((x * scale) - 1e-9).rounded(.up) / scale }

    /// The lines `text` takes at `size`, wrapped to `width` (nil: only at newlines).
    public static func lines(_ text: String, size: Double, bold: Bool, width: Double?) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return paragraphs }
        let perLine = max(1, Int((width + 1e-9) / characterWidth(size: size, bold: bold)))
        return paragraphs.flatMap { wrap($0, charactersPerLine: perLine) }
    }

    /// The size of `text` on `lineLimit` lines at most (0: no limit), wrapped
    /// to `width` when there is one, on a screen of `scale`; (0, 0) for
    /// empty text.
    public static func size(of text: String, size: Double, bold: Bool, width: Double?, lineLimit: Int, scale: Double) -> Size {
        guard !text.isEmpty else { return .zero }
        var lines = self.lines(text, size: size, bold: bold, width: lineLimit == 1 ? nil : width)
        if lineLimit > 0 && lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        let longest = lines.map { $0.unicodeScalars.count }.max() ?? 0
        let w = Double(longest) * characterWidth(size: size, bold: bold)
        let h = Double(lines.count) * lineHeight(size: size)
        return Size(width: roundUp(width.map { min(w, $0) } ?? w), height: pixelCeil(h, scale: scale))
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
