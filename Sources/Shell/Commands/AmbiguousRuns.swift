import Diagnostics
import LayoutModel

/// Runs of alike ambiguous views, told once: a row of a thousand tags tied
/// at one priority is one explanation, not four thousand lines.
///
/// Views are alike when the same values are ambiguous and their reasons
/// read the same once each view's own name and the constraint ids are set
/// aside: `tag_7`'s tie with its own hugging and the stretching tag's is
/// `tag_8`'s with its own. Four or more in a row (as proofs collapse their
/// steps) keep the first two and the last in full; the ones between are a
/// line with their count and names. `:ambiguous --all` shows every view.
enum AmbiguousRuns {
    /// The fewest alike views in a row that are collapsed.
    static let shortestRun = 4

    /// `views` cut into runs of alike views, in order.
    static func runs(_ views: [AmbiguousView], layout: Layout) -> [ArraySlice<AmbiguousView>] {
        let keys = views.map { key(of: $0, layout: layout) }
        var runs: [ArraySlice<AmbiguousView>] = []
        var start = 0
        // Empty when only a scroll view's contentSize is ambiguous.
        guard !views.isEmpty else { return [] }
        for i in 1...views.count where i == views.count || keys[i] != keys[start] {
            runs.append(views[start..<i])
            start = i
        }
        return runs
    }

    /// What must agree for two views to be alike.
    static func key(of view: AmbiguousView, layout: Layout) -> String {
        let name = layout[view.view].name
        let attributes = view.values.map(\.attribute.rawValue).joined(separator: ",")
        return attributes + "|" + view.reasons.map { generic($0, name: name) }.joined(separator: "|")
    }

    /// `text` with `name` (as a whole name) and constraint ids replaced by placeholders.
    static func generic(_ text: String, name: String) -> String {
        var out = ""
        var word = ""
        func flush() {
            if word == name { out += "{view}" } else if word.first == "#", word.dropFirst().allSatisfy({ $0 == "g" || $0.isNumber }) { out += "#" } else { out += word }
            word = ""
        }
        for c in text {
            if c.isLetter || c.isNumber || c == "_" || c == "#" { word.append(c) } else { flush(); out.append(c) }
        }
        flush()
        return out
    }

    /// The line that stands for the views between the first two and the last of a run.
    static func summary(_ middle: ArraySlice<AmbiguousView>, layout: Layout) -> String {
        guard let first = middle.first, let last = middle.last else { return "" }
        let attributes = first.values.map(\.attribute.rawValue).joined(separator: ", ")
        return "… \(middle.count) more views alike, \(layout[first.view].name) … \(layout[last.view].name): "
            + "\(attributes) not fixed, for the same reason with their own constraints (:ambiguous --all lists each)"
    }
}
