import Testing
import TestSupport
@testable import Cassowary

/// The direction a tight cone gives against the cone itself: on random
/// small cones (rows tied in loops, so that peeling leaves work for the
/// linear program), a row or a parameter changes along the direction
/// exactly when it is not constant over the cone, which a linear program
/// per question finds by brute force.
@Suite struct TightConeTests {
    typealias Entry = TightCone.Entry

    /// Whether `g·y` is constant (0) over the cone `rows`, restricted
    /// parameters `>= 0`, within the box `|y| <= 1`.
    func isConstant(_ g: [Double], rows: [[Entry]], count: Int, restricted: [Bool]) -> Bool {
        var lp: [[SmallLP.Entry]] = rows.map { row in row.map { (Int($0.parameter), -$0.coefficient) } }
        var b = [Double](repeating: 0, count: rows.count)
        for j in 0..<count {
            lp.append([(j, 1)]); b.append(1)
            if !restricted[j] { lp.append([(j, -1)]); b.append(1) }
        }
        let polytope = SmallLP(count: count, rows: lp, b: b, free: restricted.map { !$0 })
        for sign in [1.0, -1.0] {
            guard case .maximum(let m) = polytope.maximize(g.map { sign * $0 }), m <= 1e-9 else { return false }
        }
        return true
    }

    @Test(arguments: 0..<300)
    func theDirectionMovesWhatTheConeLetsMove(seed: UInt64) {
        var rng = SplitMix64(state: seed &+ 31)
        let count = Int.random(in: 2...6, using: &rng)
        let restricted = (0..<count).map { _ in Int.random(in: 0..<4, using: &rng) > 0 }
        let rows: [[Entry]] = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
            (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                (Int32(Int.random(in: 0..<count, using: &rng)), [-2.0, -1, -1, 1, 1, 2][Int.random(in: 0..<6, using: &rng)])
            }
        }
        let cone = TightCone(rows: rows, isRestricted: { restricted[Int($0)] })
        let (motion, failure) = cone.motion()
        #expect(failure == nil)
        var v = [Double](repeating: 0, count: count)
        for (id, value) in motion { v[Int(id)] = value }
        // Parameters the rows do not name are not the cone's business.
        let named = Set(rows.flatMap { $0.map(\.parameter) })
        for j in 0..<count where named.contains(Int32(j)) {
            var g = [Double](repeating: 0, count: count)
            g[j] = 1
            let constant = isConstant(g, rows: rows, count: count, restricted: restricted)
            #expect(constant == (abs(v[j]) <= 1e-9), "seed \(seed): parameter \(j) of \(rows), \(v)")
        }
        for row in rows {
            var g = [Double](repeating: 0, count: count)
            for entry in row { g[Int(entry.parameter)] += entry.coefficient }
            let change = zip(g, v).reduce(0) { $0 + $1.0 * $1.1 }
            let constant = isConstant(g, rows: rows, count: count, restricted: restricted)
            #expect(constant == (abs(change) <= 1e-9), "seed \(seed): row \(row) of \(rows), \(v)")
        }
    }

    /// `y₀ >= y₁ >= y₂ >= y₀`: no row can be made strict, none pins a
    /// parameter, so the three move together.
    @Test func aLoopOfInequalitiesMovesItsParametersTogether() {
        let rows: [[Entry]] = [[(0, 1), (1, -1)], [(1, 1), (2, -1)], [(2, 1), (0, -1)]]
        let cone = TightCone(rows: rows, isRestricted: { _ in true })
        let values = cone.motion().values.map(\.1)
        #expect(values.count == 3)
        #expect(abs(values[0]) > 0.5)
        #expect(abs(values[0] - values[1]) < 1e-12 && abs(values[1] - values[2]) < 1e-12)
    }
}
