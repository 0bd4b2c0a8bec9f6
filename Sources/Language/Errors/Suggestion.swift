/// "Did you mean …?": the one place names are matched against typos, for
/// Swift names, SnapKit attributes, view names and `:` commands alike.
public enum Suggestion {
    /// The candidate `name` most likely stands for: one it begins, in the same case (`:lay`
    /// for `:layout`), else the nearest within a third of its length (at
    /// least one edit), ties going to the first in sorted order; nil if none
    /// is close enough to be a typo of it.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        guard !name.isEmpty else { return nil }
        let sorted = Set(candidates).sorted()
        if name.count >= 3, let begun = sorted.first(where: { $0.hasPrefix(name) && $0.count > name.count }) {
            return begun
        }
        let length = name.count
        let limit = length >= 5 ? 2 : 1
        // No candidate is within `limit` edits of a name much longer than any
        // (a pasted megabyte would otherwise cost seconds per candidate).
        guard length <= (sorted.map(\.count).max() ?? 0) + limit else { return nil }
        let lowered = name.lowercased()
        var best: (String, Int)?
        for candidate in sorted where abs(candidate.count - length) <= limit {
            let d = editDistance(lowered, candidate.lowercased())
            // At least one letter of the name must stay: `½` is no typo of `a`.
            if d <= limit, d < name.count, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Edit distance counting a swap of two neighbours as one edit (`widht` is
    /// one from `width`), as typos go: optimal string alignment distance.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { row[j] = min(row[j], beforePrevious[j - 2] + 1) }
            }
            beforePrevious = previous
            previous = row
        }
        return previous[b.count]
    }
}

/// Shorthand inside the language layer.
func closest(to name: String, among candidates: [String]) -> String? {
    Suggestion.closest(to: name, among: candidates)
}
