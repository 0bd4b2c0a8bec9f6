/// A dense primal simplex with bounds kept apart from rows.
///
/// The variables are the LP's own (`0..<n`) and a slack per row
/// (`n..<n+m`, `>= 0`). Every variable has a value; a non-basic one sits at a
/// bound or, when free, wherever it was left (0 at the start). The tableau
/// holds `B⁻¹[A | I]` and, below it, the reduced costs, negated as in a
/// textbook tableau; the basic values are kept in `values`, not read off a
/// right-hand column, since non-basic values need not be 0. Bland's rule
/// (lowest index enters; of equal ratios, the lowest index leaves) cannot
/// cycle, so `maxIterations` is reached only when rounding goes wrong.
extension SmallLP {
    /// The maximum of `c·y`.
    func maximize(_ c: [Double]) -> Outcome {
        var none: [Double] = []
        return solve(c, point: &none)
    }

    /// The maximum of `c·y` and a point `y` where it is reached (the origin
    /// unless the outcome is a maximum).
    func maximizer(_ c: [Double]) -> (outcome: Outcome, point: [Double]) {
        var point = [Double](repeating: 0, count: count)
        let outcome = solve(c, point: &point)
        return (outcome, point)
    }

    /// The maximum of `c·y`, with the point written to `point` as
    /// `Self.solve` writes it.
    private func solve(_ c: [Double], point: inout [Double]) -> Outcome {
        let n = count
        return Self.solve(n: n, m: rowCount, maxIterations: maxIterations, a: { i, j in rows[i * n + j] },
                          limit: { limits[$0] }, lower: { lower[$0] }, upper: { upper[$0] }, c: { c[$0] }, point: &point)
    }

    /// The maximum of `Σ c(j) y_j` over `n` variables between `lower(j)`
    /// and `upper(j)` and `m` rows `Σ a(i, j) y_j <= limit(i)`. When it
    /// is a maximum, the point is written to `point` if that holds `n`
    /// entries (an empty one asks for none). The data are read through functions, so that an LP made
    /// only to be solved once (`finish`) need not be built.
    ///
    /// Its working arrays are temporary allocations, on the stack when
    /// small: the kept ambiguity analysis solves a small LP for each range
    /// it finds again, many at each statement of a long stack, and
    /// allocating and freeing arrays for each was most of that.
    static func solve(n: Int, m: Int, maxIterations: Int, a: (Int, Int) -> Double, limit: (Int) -> Double,
                      lower: (Int) -> Double, upper: (Int) -> Double, c: (Int) -> Double,
                      point: inout [Double]) -> Outcome {
        let width = n + m
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: (m + 1) * width + 3 * width) { doubles in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: m + width) { ints in
                let t = UnsafeMutableBufferPointer(rebasing: doubles[0..<((m + 1) * width)])
                let low = UnsafeMutableBufferPointer(rebasing: doubles[((m + 1) * width)..<((m + 2) * width)])
                let high = UnsafeMutableBufferPointer(rebasing: doubles[((m + 2) * width)..<((m + 3) * width)])
                let values = UnsafeMutableBufferPointer(rebasing: doubles[((m + 3) * width)..<((m + 4) * width)])
                let basis = UnsafeMutableBufferPointer(rebasing: ints[0..<m])
                // 1 for a basic variable, else 0.
                let isBasic = UnsafeMutableBufferPointer(rebasing: ints[m..<(m + width)])
                t.initialize(repeating: 0)
                for i in 0..<m {
                    for j in 0..<n { t[i * width + j] = a(i, j) }
                    t[i * width + n + i] = 1
                }
                let objective = m * width
                for j in 0..<n { t[objective + j] = -c(j) }
                for j in 0..<n {
                    low[j] = lower(j)
                    high[j] = upper(j)
                    values[j] = 0
                    isBasic[j] = 0
                }
                for i in 0..<m {
                    low[n + i] = 0
                    high[n + i] = .infinity
                    values[n + i] = limit(i)
                    isBasic[n + i] = 1
                    basis[i] = n + i
                }
                if let outcome = iterate(t, low, high, values, basis, isBasic, n: n, m: m, maxIterations: maxIterations) {
                    return outcome
                }
                var sum = 0.0
                for j in 0..<n where c(j) != 0 { sum += c(j) * values[j] }
                if point.count == n { for j in 0..<n { point[j] = values[j] } }
                return .maximum(sum)
            }
        }
    }

    /// Bland's rule on the tableau `t` until no variable can raise the
    /// objective (nil: a maximum) or the outcome is known otherwise.
    private static func iterate(_ t: UnsafeMutableBufferPointer<Double>, _ low: UnsafeMutableBufferPointer<Double>,
                                _ high: UnsafeMutableBufferPointer<Double>, _ values: UnsafeMutableBufferPointer<Double>,
                                _ basis: UnsafeMutableBufferPointer<Int>, _ isBasic: UnsafeMutableBufferPointer<Int>,
                                n: Int, m: Int, maxIterations: Int) -> Outcome? {
        let width = n + m
        let objective = m * width
        let tolerance = 1e-9
        for _ in 0..<maxIterations {
            // The lowest-indexed non-basic variable that can move in a
            // direction that raises the objective.
            var entering = -1
            var direction = 0.0
            for j in 0..<width where isBasic[j] == 0 {
                let cost = t[objective + j]
                if cost < -tolerance && values[j] < high[j] - tolerance { entering = j; direction = 1; break }
                if cost > tolerance && values[j] > low[j] + tolerance { entering = j; direction = -1; break }
            }
            if entering < 0 { return nil }
            // How far it can go: to its own other bound, or until a
            // basic variable meets one of its bounds.
            var step = direction > 0 ? high[entering] - values[entering] : values[entering] - low[entering]
            var leaving = -1
            for i in 0..<m {
                let rate = t[i * width + entering] * direction
                let b = basis[i]
                let room: Double
                if rate > tolerance {
                    room = (values[b] - low[b]) / rate
                } else if rate < -tolerance {
                    room = (high[b] - values[b]) / -rate
                } else {
                    continue
                }
                if room < step - 1e-12 || (leaving >= 0 && abs(room - step) <= 1e-12 && b < basis[leaving]) {
                    step = room
                    leaving = i
                }
            }
            if step == .infinity { return .unbounded }
            let move = direction * max(0, step)
            values[entering] += move
            for i in 0..<m { values[basis[i]] -= t[i * width + entering] * move }
            // A bound flip: the entering variable reached its own bound.
            guard leaving >= 0 else { continue }
            let out = basis[leaving]
            // The leaving variable rests exactly on the bound it met.
            let rate = t[leaving * width + entering] * direction
            values[out] = rate > 0 ? low[out] : high[out]
            let row = leaving * width
            let pivot = t[row + entering]
            for k in 0..<width { t[row + k] /= pivot }
            for i in 0...m where i != leaving {
                let base = i * width
                let f = t[base + entering]
                if f != 0 { for k in 0..<width { t[base + k] -= f * t[row + k] } }
            }
            basis[leaving] = entering
            isBasic[entering] = 1
            isBasic[out] = 0
        }
        return .stalled(iterations: maxIterations)
    }
}
