/// Line diffs for transcripts, in unified format.
public enum LineDiff {
    /// `--- a`, `+++ b`, and hunks with 3 lines of context; empty when equal.
    public static func unified(_ a: [String], _ b: [String], from: String, to: String) -> [String] {
        guard a != b else { return [] }
        let ops = operations(a, b)
        var out = ["--- \(from)", "+++ \(to)"]
        let changed = ops.indices.filter { if case .same = ops[$0].0 { return false } else { return true } }
        var k = 0
        while k < changed.count {
            let lo = max(0, changed[k] - 3)
            var hi = min(ops.count - 1, changed[k] + 3)
            while k + 1 < changed.count, changed[k + 1] - 3 <= hi + 1 { k += 1; hi = min(ops.count - 1, changed[k] + 3) }
            let slice = ops[lo...hi]
            let aCount = slice.filter { if case .added = $0.0 { return false } else { return true } }.count
            let bCount = slice.filter { if case .removed = $0.0 { return false } else { return true } }.count
            out.append("@@ -\(ops[lo].1 + 1),\(aCount) +\(ops[lo].2 + 1),\(bCount) @@")
            for (op, _, _) in slice {
                switch op {
                case .same(let s): out.append(" " + s)
                case .removed(let s): out.append("-" + s)
                case .added(let s): out.append("+" + s)
                }
            }
            k += 1
        }
        return out
    }

    enum Op { case same(String), removed(String), added(String) }

    /// The most cells the longest-common-subsequence table may have (8
    /// bytes each): past it, the lines that differ are shown removed whole,
    /// then added whole, rather than take gigabytes and minutes.
    static let tableLimit = 1 << 22

    /// Each line of `a` and `b` kept, removed or added, with the line of
    /// `a` and of `b` (0-based) it stands before. Lines the two share at the
    /// start and at the end are matched first, so the table, quadratic in
    /// size, covers only what lies between: a long transcript that differs
    /// in a few lines costs little.
    static func operations(_ a: [String], _ b: [String]) -> [(Op, Int, Int)] {
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let aEnd = a.count - suffix, bEnd = b.count - suffix
        let n = aEnd - prefix, m = bEnd - prefix
        var ops: [(Op, Int, Int)] = (0..<prefix).map { (.same(a[$0]), $0, $0) }
        if n * m <= tableLimit {
            // lcs[i][j]: the longest common subsequence of a[prefix + i..<aEnd] and b[prefix + j..<bEnd].
            var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = a[prefix + i] == b[prefix + j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                let (x, y) = (prefix + i, prefix + j)
                // Removed lines before added ones, as diff(1) prints them.
                if i < n, j < m, a[x] == b[y] { ops.append((.same(a[x]), x, y)); i += 1; j += 1 }
                else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] { ops.append((.removed(a[x]), x, y)); i += 1 }
                else { ops.append((.added(b[y]), x, y)); j += 1 }
            }
        } else {
            ops += (prefix..<aEnd).map { (.removed(a[$0]), $0, prefix) }
            ops += (prefix..<bEnd).map { (.added(b[$0]), aEnd, $0) }
        }
        ops += (0..<suffix).map { (.same(a[aEnd + $0]), aEnd + $0, bEnd + $0) }
        return ops
    }
}
