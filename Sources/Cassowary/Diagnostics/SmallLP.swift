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
    func maximize(_ c: [Double]) -> Outcome {
        // Free variables become differences of two non-negative ones.
        var columns: [(variable: Int, sign: Double)] = []
        for j in free.indices {
            columns.append((j, 1))
            if free[j] { columns.append((j, -1)) }
        }
        let n = columns.count
        let m = a.count
        // Tableau rows: [A' | I | b]; objective row: reduced costs.
        var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
        for i in 0..<m {
            for (k, col) in columns.enumerated() { t[i][k] = a[i][col.variable] * col.sign }
            t[i][n + i] = 1
            t[i][n + m] = max(0, b[i])
        }
        var objective = [Double](repeating: 0, count: n + m + 1)
        for (k, col) in columns.enumerated() { objective[k] = -c[col.variable] * col.sign }
        var basis = Array(n..<(n + m))
        let tolerance = 1e-9
        for _ in 0..<maxIterations {
            // Bland's rule: lowest index with a negative reduced cost.
            guard let entering = (0..<(n + m)).first(where: { objective[$0] < -tolerance }) else {
                return .maximum(objective[n + m])
            }
            var leaving: Int?
            var best = Double.infinity
            for i in 0..<m where t[i][entering] > tolerance {
                let ratio = t[i][n + m] / t[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving ?? i]) {
                    best = ratio
                    leaving = i
                }
            }
            guard let r = leaving else { return .unbounded }
            let pivot = t[r][entering]
            for k in 0...(n + m) { t[r][k] /= pivot }
            for i in 0..<m where i != r {
                let f = t[i][entering]
                if f != 0 { for k in 0...(n + m) { t[i][k] -= f * t[r][k] } }
            }
            let f = objective[entering]
            for k in 0...(n + m) { objective[k] -= f * t[r][k] }
            basis[r] = entering
        }
        return .stalled(iterations: maxIterations)
    }
}
