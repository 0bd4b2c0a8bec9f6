import Diagnostics
import LayoutModel

/// Runs of alike ambiguous views, told once: a row of a thousand tags tied
/// at one priority is one explanation, not four thousand lines.
///
/// Views are alike when the same values are ambiguous and their reasons
/// read the same once names and constraint ids are set aside: `tag_7`'s tie
/// with its own hugging and the stretching tag's is `tag_8`'s with its own.
/// A name counts without the `_N` that tells apart views made by the same
/// code (`valueLabel_7`), so the rows of a list, each of a few views, are
/// alike too: a run repeats a block of one to eight views (a row of a
/// settings screen is five: the row, its text stack, two labels and a
/// switch), as proofs collapse their steps. Four or more blocks in a row keep the first two
/// and the last in full; the ones between are a line with their count and
/// names. `:ambiguous --all` shows every view.
enum AmbiguousRuns {
    /// The fewest alike blocks in a row that are collapsed.
    static let shortestRun = 4
    /// The longest block of views that repeats (a list row of a few views).
    static let longestBlock = 8

    /// Views in order, `period` views a block, repeated `views.count / period` times.
    struct Run {
        let views: ArraySlice<AmbiguousView>
        let period: Int
        var blocks: Int { views.count / period }
    }

    /// `views` cut into runs of alike blocks, in order: at each place, the
    /// block length whose repeats cover the most views (the shortest among
    /// ties); a view that repeats nothing is a run of one.
    static func runs(_ views: [AmbiguousView], layout: Layout) -> [Run] {
        let keys = views.map { key(of: $0, layout: layout) }
        var runs: [Run] = []
        var i = 0
        while i < views.count {
            var best = (period: 1, blocks: 1)
            for period in 1...longestBlock where i + period <= views.count {
                var blocks = 1
                while i + (blocks + 1) * period <= views.count,
                      (0..<period).allSatisfy({ keys[i + blocks * period + $0] == keys[i + $0] }) {
                    blocks += 1
                }
                if blocks >= shortestRun && blocks * period > best.period * best.blocks { best = (period, blocks) }
            }
            let end = i + best.period * best.blocks
            runs.append(Run(views: views[i..<end], period: best.period))
            i = end
        }
        return runs
    }

    /// What must agree for two views to be alike.
    static func key(of view: AmbiguousView, layout: Layout) -> String {
        let attributes = view.values.map(\.attribute.rawValue).joined(separator: ",")
        return attributes + "|" + view.reasons.map(generic).joined(separator: "|")
    }

    /// `text` with the `_N` of names and the constraint ids set aside.
    static func generic(_ text: String) -> String {
        // Written straight into UTF-8 bytes, a word's fate decided at its
        // end by cutting back what was written: a wide tie's reasons are
        // read a thousand times, and Unicode's letter and number tables
        // (and grapheme breaking) cost more than the rest, so only
        // scalars beyond ASCII ask them.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var word = GenericWord()
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.isASCII ? s.value >= 0x30 && s.value <= 0x39 : Character(s).isNumber }
        for s in text.unicodeScalars {
            let inWord = if s.isASCII {
                isDigit(s) || (s.value | 0x20 >= 0x61 && s.value | 0x20 <= 0x7A) || s == "_" || s == "#"
            } else {
                Character(s).isLetter || Character(s).isNumber
            }
            if inWord {
                word.note(s, at: out.count, isDigit: isDigit(s))
            } else {
                word.end(cutting: &out)
            }
            if s.isASCII { out.append(UInt8(s.value)) } else { UTF8.encode(s) { out.append($0) } }
        }
        word.end(cutting: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The line that stands for the blocks between the first two and the last of a run.
    static func summary(_ middle: ArraySlice<AmbiguousView>, period: Int, layout: Layout) -> String {
        guard let first = middle.first, let last = middle.last else { return "" }
        let names = middle.count == 1 ? layout[first.view].name : "\(layout[first.view].name) … \(layout[last.view].name)"
        guard period > 1 else {
            let attributes = first.values.map(\.attribute.rawValue).joined(separator: ", ")
            let views = middle.count == 1 ? "1 more view alike" : "\(middle.count) more views alike"
            return "… \(views), \(names): "
                + "\(attributes) not fixed, for the same reason with their own constraints (:ambiguous --all lists each)"
        }
        let groups = middle.count == period ? "1 more alike group" : "\(middle.count / period) more alike groups"
        return "… \(groups) of \(period) views, \(names): "
            + "the same values not fixed, for the same reasons with their own constraints (:ambiguous --all lists each)"
    }
}

/// The word `AmbiguousRuns.generic` is writing: where it starts in the
/// output and what decides, at its end, how much of it stays.
private struct GenericWord {
    /// Where the word starts in the output; nil between words.
    private var start: Int?
    /// Whether it starts with `#` and has only `g` and digits after it.
    private var isID = false
    /// Where its last `_` is in the output, how many scalars follow it and
    /// whether they are all digits.
    private var underscore: Int?
    private var after = 0
    private var allDigits = true

    /// Notes scalar `s`, about to be written at `offset`.
    mutating func note(_ s: Unicode.Scalar, at offset: Int, isDigit: Bool) {
        if start == nil {
            start = offset
            isID = s == "#"
            underscore = nil
        } else if isID && !(s == "g" || isDigit) {
            isID = false
        }
        if s == "_" {
            underscore = offset
            after = 0
            allDigits = true
        } else if underscore != nil {
            after += 1
            allDigits = allDigits && isDigit
        }
    }

    /// Ends the word, if one is open: an id keeps only its `#`, a name
    /// loses the `_N` it ends with.
    mutating func end(cutting out: inout [UInt8]) {
        guard let begin = start else { return }
        start = nil
        if isID {
            out.removeSubrange((begin + 1)...)
        } else if let u = underscore, after > 0, allDigits {
            out.removeSubrange(u...)
        }
    }
}
