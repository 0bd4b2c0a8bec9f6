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
/// Widths are the system font's advances (`SystemFontAdvances`), with
/// Apple's tracking for the size, rounded up to the device's pixels like
/// heights; kerning, and the advances of bold, large and non-Latin text,
/// are estimates. Text wraps at spaces, greedily, as
/// `NSLineBreakMode.byWordWrapping`; a word longer than the line is broken
/// between characters.
public enum TextMetrics {
    /// The font size a kind of view uses when none is set.
    public static func defaultFontSize(for kind: ViewKind) -> Double {
        kind == .button ? 15 : 17
    }

    /// How far one character advances at `size`, tracking included.
    public static func advance(of character: Character, size: Double, bold: Bool) -> Double {
        SystemFontAdvances.advance(of: character, size: size, bold: bold) * size
    }

    /// The width of `text` on one line at `size` (not rounded).
    public static func width<S: StringProtocol>(of text: S, size: Double, bold: Bool) -> Double {
        width(of: text, size: size, face: SystemFontAdvances.Face(size: size, bold: bold))
    }

    /// The width of `text` on one line in `face` at `size` (not rounded).
    static func width<S: StringProtocol>(of text: S, size: Double, face: SystemFontAdvances.Face) -> Double {
        var total = 0.0
        for character in text { total += face.advance(of: character) * size }
        return total
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
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let width else { return paragraphs.map(String.init) }
        return paragraphs.flatMap { wrap($0, width: width, size: size, bold: bold) }
    }

    /// The size of `text` on `lineLimit` lines at most (0: no limit), wrapped
    /// to `width` when there is one, on a screen of `scale`; (0, 0) for
    /// empty text.
    public static func size(of text: String, size: Double, bold: Bool, width: Double?, lineLimit: Int, scale: Double) -> Size {
        guard !text.isEmpty else { return .zero }
        var lines = self.lines(text, size: size, bold: bold, width: lineLimit == 1 ? nil : width)
        if lineLimit > 0 && lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        let face = SystemFontAdvances.Face(size: size, bold: bold)
        let longest = lines.map { self.width(of: $0, size: size, face: face) }.max() ?? 0
        // Wrapped, no wider than the width it wrapped at (a character wider
        // than a line sticks out), rounded up after: rounding first and
        // then capping kept a label laid out on another scale a pixel
        // narrower than its text, so frames depended on the way there.
        let w = lineLimit == 1 ? longest : width.map { min(longest, $0) } ?? longest
        let h = Double(lines.count) * lineHeight(size: size)
        return Size(width: pixelCeil(w, scale: scale), height: pixelCeil(h, scale: scale))
    }

    /// Greedy word wrap of one paragraph to `width` points.
    static func wrap(_ paragraph: Substring, width limit: Double, size: Double, bold: Bool) -> [String] {
        let face = SystemFontAdvances.Face(size: size, bold: bold)
        let space = face.advance(of: " ") * size
        let room = limit + 1e-9
        var lines: [String] = []
        var current = "", currentWidth = 0.0
        for part in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(part)
            var wordWidth = width(of: word, size: size, face: face)
            let candidate = current.isEmpty ? wordWidth : currentWidth + space + wordWidth
            if candidate <= room {
                current = current.isEmpty ? word : current + " " + word
                currentWidth = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // A word longer than a line is broken between characters (at
            // least one a line, however narrow the line).
            while wordWidth > room && word.count > 1 {
                var head = "", headWidth = 0.0
                for character in word {
                    let a = face.advance(of: character) * size
                    if !head.isEmpty && headWidth + a > room { break }
                    head.append(character)
                    headWidth += a
                }
                lines.append(head)
                word.removeFirst(head.count)
                wordWidth -= headWidth
            }
            current = word
            currentWidth = wordWidth
        }
        lines.append(current)
        return lines
    }
}
