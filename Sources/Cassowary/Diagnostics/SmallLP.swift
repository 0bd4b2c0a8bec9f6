/// A dense primal simplex for the small linear programs of ambiguity analysis:
/// maximize `c·y` subject to `A y <= b` with `b >= 0`, some `y` free and the
/// others `>= 0`. The origin is feasible, so there is no phase one.
struct SmallLP {
    /// Rows of `A`, each with as many entries as there are variables.
    var a: [[Double]]
    var b: [Double]
    /// Whether each variable may be negative.
    var free: [Bool]

    /// How a maximization ended.
    enum Outcome: Equatable {
        case maximum(Double)
        case unbounded
        /// No optimum after `iterations` pivots: Bland's rule cannot cycle,
        /// so only rounding can have made it go round (an internal failure).
        case stalled(iterations: Int)
    }

    /// The most pivots `maximize` makes: far more than any polytope of the
    /// ambiguity analysis needs (a group is a few parameters and rows).
    var maxIterations = 10_000

    /// The maximum of `c·y`.
    ///
    /// The tableau is one flat array, rows side by side, and a row operation
    /// a loop over a contiguous slice: a group of a stack of a thousand
    /// views is an LP of thousands of rows, and an array per row made each
    /// call allocate, and copy on write, thousands of arrays.
    func maximize(_ c: [Double]) -> Outcome {
        // Free variables become differences of two non-negative ones.
        var columns: [(variable: Int, sign: Double)] = []
        for j in free.indices {
            columns.append((j, 1))
            if free[j] { columns.append((j, -1)) }
        }
        let n = columns.count
        let m = a.count
        let width = n + m + 1
        // Tableau rows: [A' | I | b]; then the objective row: reduced costs.
        var t = [Double](repeating: 0, count: (m + 1) * width)
        for i in 0..<m {
            for (k, col) in columns.enumerated() { t[i * width + k] = a[i][col.variable] * col.sign }
            t[i * width + n + i] = 1
            t[i * width + n + m] = max(0, b[i])
        }
        let objective = m * width
        for (k, col) in columns.enumerated() { t[objective + k] = -c[col.variable] * col.sign }
        var basis = Array(n..<(n + m))
        let tolerance = 1e-9
        return t.withUnsafeMutableBufferPointer { t -> Outcome in
            for _ in 0..<maxIterations {
                // Bland's rule: lowest index with a negative reduced cost.
                guard let entering = (0..<(n + m)).first(where: { t[objective + $0] < -tolerance }) else {
                    return .maximum(t[objective + n + m])
                }
                var leaving: Int?
                var best = Double.infinity
                for i in 0..<m where t[i * width + entering] > tolerance {
                    let ratio = t[i * width + n + m] / t[i * width + entering]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving ?? i]) {
                        best = ratio
                        leaving = i
                    }
                }
                guard let r = leaving else { return .unbounded }
                let row = r * width
                let pivot = t[row + entering]
                for k in 0..<width { t[row + k] /= pivot }
                for i in 0...m where i != r {
                    let base = i * width
                    let f = t[base + entering]
                    if f != 0 { for k in 0..<width { t[base + k] -= f * t[row + k] } }
                }
                basis[r] = entering
            }
            return .stalled(iterations: maxIterations)
        }
    }
}
