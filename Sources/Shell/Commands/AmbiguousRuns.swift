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
/// alike too: a run repeats a block of one to three views, as proofs
/// collapse their steps. Four or more blocks in a row keep the first two
/// and the last in full; the ones between are a line with their count and
/// names. `:ambiguous --all` shows every view.
enum AmbiguousRuns {
    /// The fewest alike blocks in a row that are collapsed.
    static let shortestRun = 4
    /// The longest block of views that repeats (a list row of a few views).
    static let longestBlock = 3

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
        // Scalar by scalar into UTF-8 bytes, ASCII first: a wide tie's
        // reasons are read a thousand times, and Unicode's letter and number
        // tables (and grapheme breaking) cost more than the rest.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var word: [Unicode.Scalar] = []
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.isASCII ? s.value >= 0x30 && s.value <= 0x39 : Character(s).isNumber }
        func append<S: Sequence<Unicode.Scalar>>(_ scalars: S) {
            for s in scalars { UTF8.encode(s) { out.append($0) } }
        }
        func flush() {
            if word.first == "#", word.dropFirst().allSatisfy({ $0 == "g" || isDigit($0) }) {
                out.append(UInt8(ascii: "#"))
            } else if let underscore = word.lastIndex(of: "_"), underscore + 1 < word.count,
                      word[(underscore + 1)...].allSatisfy(isDigit) {
                append(word[..<underscore])
            } else {
                append(word)
            }
            word.removeAll(keepingCapacity: true)
        }
        for s in text.unicodeScalars {
            let inWord = if s.isASCII {
                isDigit(s) || (s.value | 0x20 >= 0x61 && s.value | 0x20 <= 0x7A) || s == "_" || s == "#"
            } else {
                Character(s).isLetter || Character(s).isNumber
            }
            if inWord {
                word.append(s)
            } else {
                flush()
                append(CollectionOfOne(s))
            }
        }
        flush()
        return String(decoding: out, as: UTF8.self)
    }

    /// The line that stands for the blocks between the first two and the last of a run.
    static func summary(_ middle: ArraySlice<AmbiguousView>, period: Int, layout: Layout) -> String {
        guard let first = middle.first, let last = middle.last else { return "" }
        let names = "\(layout[first.view].name) … \(layout[last.view].name)"
        guard period > 1 else {
            let attributes = first.values.map(\.attribute.rawValue).joined(separator: ", ")
            return "… \(middle.count) more views alike, \(names): "
                + "\(attributes) not fixed, for the same reason with their own constraints (:ambiguous --all lists each)"
        }
        return "… \(middle.count / period) more alike groups of \(period) views, \(names): "
            + "the same values not fixed, for the same reasons with their own constraints (:ambiguous --all lists each)"
    }
}
