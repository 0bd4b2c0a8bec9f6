/// How far the system font advances for each character: the widths of
/// text in `UIFont.systemFont(ofSize:)`.
///
/// The table is SF Pro's Regular weight at its Text optical size, in units
/// of an em of 2048, for printable ASCII. These are facts tabulated from
/// published measurements of the system font (a browser's measurement of
/// `-apple-system` at 12 px, where Apple's tracking is zero), checked
/// against CoreText's advances for "hello" (h 1205, e 1170, l 518, o 1210)
/// and the mean a–z advance of SF Pro Text Regular (530.7/1000 em). The
/// apostrophe (530) is an estimate; `+` and `=` share every other math
/// sign's 1290. Digits are proportional, as the system font's are by default.
///
/// What is an estimate (see `docs/fidelity.md`):
/// - bold (`boldSystemFont` is Semibold) is Regular × 1.052, the ratio of
///   the two weights' mean lower-case advances;
/// - from 18 to 28 pt the font moves to its Display design, about 120
///   units narrower a glyph; layoutsh takes that off linearly;
/// - kerning is left out (it narrows pairs such as "Te" and "AV");
/// - other characters: accented Latin letters as their base letter,
///   CJK ideographs, kana and full-width forms 1 em, Hangul 0.865 em,
///   half-width forms 0.5 em, emoji 1 em, anything else the mean lower-case
///   advance.
enum SystemFontAdvances {
    /// U+0020 to U+007E, Regular, Text design, units of 1/2048 em.
    static let ascii: [UInt16] = [
        576, 637, 978, 1290, 1290, 1896, 1457, 530, 782, 782, 966, 1290, 608, 966, 608, 624,  //  !"#$%&'()*+,-./
        1290, 950, 1236, 1284, 1318, 1266, 1304, 1166, 1308, 1304, 608, 608, 1290, 1290, 1290, 1050,  // 0123456789:;<=>?
        1880, 1380, 1346, 1466, 1488, 1220, 1172, 1529, 1520, 548, 1102, 1349, 1164, 1790, 1520, 1580,  // @ABCDEFGHIJKLMNO
        1301, 1580, 1338, 1305, 1298, 1510, 1380, 1982, 1390, 1342, 1356, 782, 624, 782, 1290, 1196,  // PQRSTUVWXYZ[\]^_
        1024, 1130, 1258, 1146, 1258, 1170, 741, 1248, 1205, 506, 505, 1112, 518, 1782, 1196, 1210,  // `abcdefghijklmno
        1250, 1248, 780, 1072, 744, 1196, 1110, 1586, 1074, 1112, 1104, 782, 530, 782, 1290,  // pqrstuvwxyz{|}~
    ]

    /// Punctuation beyond ASCII that text often holds, same units.
    static let punctuation: [Unicode.Scalar: UInt16] = [
        "\u{2026}": 1648, "\u{2013}": 1196, "\u{2014}": 1790, "\u{2018}": 608, "\u{2019}": 608,
        "\u{201C}": 940, "\u{201D}": 940, "\u{2022}": 966, "\u{20AC}": 1290, "\u{00A0}": 576,
        "\u{00B7}": 608, "\u{00A9}": 1880, "\u{00AE}": 1880, "\u{00B0}": 782,
    ]

    /// Accented Latin letters, listed after the letter they advance as.
    static let accented: [(base: Character, letters: String)] = [
        ("A", "ÀÁÂÃÄÅĀĂĄ"), ("a", "àáâãäåāăą"), ("C", "ÇĆĈĊČ"), ("c", "çćĉċč"), ("E", "ÈÉÊËĒĔĖĘĚ"),
        ("e", "èéêëēĕėęě"), ("I", "ÌÍÎÏĨĪĬĮİ"), ("i", "ìíîïĩīĭįı"), ("N", "ÑŃŅŇ"), ("n", "ñńņň"),
        ("O", "ÒÓÔÕÖØŌŎŐ"), ("o", "òóôõöøōŏő"), ("U", "ÙÚÛÜŨŪŬŮŰŲ"), ("u", "ùúûüũūŭůűų"), ("Y", "ÝŸ"),
        ("y", "ýÿ"), ("S", "ŚŜŞŠ"), ("s", "śŝşšß"), ("Z", "ŹŻŽ"), ("z", "źżž"), ("L", "ĹĻĽĿŁ"), ("l", "ĺļľŀł"),
        ("R", "ŔŖŘ"), ("r", "ŕŗř"), ("D", "ĎĐ"), ("d", "ďđ"), ("G", "ĜĞĠĢ"), ("g", "ĝğġģ"), ("T", "ŢŤ"), ("t", "ţť"),
    ]

    /// The accented letters by scalar, to the advance of their base letter.
    static let accentedAdvances: [Unicode.Scalar: UInt16] = {
        var table: [Unicode.Scalar: UInt16] = [:]
        for (base, letters) in accented {
            guard let b = base.unicodeScalars.first, let advance = asciiAdvance(b) else { continue }
            for letter in letters.unicodeScalars { table[letter] = advance }
        }
        return table
    }()

    /// The mean lower-case advance, for characters the tables do not hold.
    static let fallback = 1087.0

    /// How far the Display design is narrower a glyph than the Text one.
    static let displayNarrowing = 120.0

    static func asciiAdvance(_ scalar: Unicode.Scalar) -> UInt16? {
        scalar.value >= 0x20 && scalar.value <= 0x7E ? ascii[Int(scalar.value - 0x20)] : nil
    }

    /// The advance of `character` in ems at `size` points, Regular or bold,
    /// tracking included.
    static func advance(of character: Character, size: Double, bold: Bool) -> Double {
        Face(size: size, bold: bold).advance(of: character)
    }

    /// The system font at one size and weight: what its advances share,
    /// worked out once for a whole text rather than once per character
    /// (the tracking is a search of its table).
    struct Face {
        let bold: Bool
        /// How far the Display design narrows a glyph at this size, in units.
        let display: Double
        /// The size's tracking, in ems.
        let tracking: Double

        init(size: Double, bold: Bool) {
            self.bold = bold
            display = min(max((size - 18) / 10, 0), 1) * displayNarrowing
            tracking = SystemFontAdvances.tracking(size: size)
        }

        /// The advance of `character` in ems. A character of several
        /// scalars (an accent combined, an emoji sequence) advances as its
        /// first. Characters the system font lacks come from fallback fonts
        /// (PingFang, Apple SD Gothic Neo, Apple Color Emoji), without SF's
        /// tracking.
        func advance(of character: Character) -> Double {
            guard let scalar = character.unicodeScalars.first else { return 0 }
            if let units = asciiAdvance(scalar) ?? punctuation[scalar] ?? accentedAdvances[scalar] {
                return latin(Double(units))
            }
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0  // combining marks, zero-width
            case 0x1100...0x11FF, 0xAC00...0xD7AF: return 0.865  // Hangul
            case 0xFF61...0xFFDC: return 0.5  // half-width forms
            case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60: return 1  // CJK, kana, full-width
            case 0x2600...0x27BF, 0x1F000...0x1FAFF: return 1  // emoji
            default: return latin(fallback)
            }
        }

        /// An advance of the SF tables in ems: bold wider, large sizes
        /// narrower, and the size's tracking.
        private func latin(_ units: Double) -> Double {
            max(units * (bold ? 1.052 : 1) - display, 0) / 2048 + tracking
        }
    }

    /// Apple's tracking for the system font by point size, in 1/1000 em
    /// (Human Interface Guidelines, Typography, the SF Pro tracking table):
    /// UIKit applies it to every character of `systemFont(ofSize:)` text.
    /// Sizes between the listed ones take the value on the line between.
    static let trackingTable: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (40, 10), (41, 9),
        (43, 9), (44, 8), (48, 8), (49, 7), (51, 7), (52, 6), (56, 6), (58, 5), (60, 4), (64, 4), (66, 3), (68, 2),
        (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking at `size`, in ems.
    static func tracking(size: Double) -> Double {
        guard let first = trackingTable.first, let last = trackingTable.last else { return 0 }
        if size <= first.size { return first.value / 1000 }
        if size >= last.size { return last.value / 1000 }
        for (a, b) in zip(trackingTable, trackingTable.dropFirst()) where size <= b.size {
            return (a.value + (b.value - a.value) * (size - a.size) / (b.size - a.size)) / 1000
        }
        return last.value / 1000
    }
}
