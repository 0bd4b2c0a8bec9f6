/// The linear programs of ambiguity analysis: maximize `c·y` subject to
/// `A y <= b` with `b >= 0`, some `y` free and the others `>= 0`. The origin
/// is feasible, so there is no phase one.
///
/// The polytope of a group of free parameters is mostly bounds: a stack of a
/// thousand labels that do not fit gives a thousand rows `−e <= 0` (each
/// squeezed label's error) and the same row `Σ e <= 561` twice. Kept as rows,
/// every range over it was a dense simplex over a thousand rows. So the
/// polytope is presolved once, when it is made: rows naming one variable
/// become that variable's bounds, rows naming none are dropped (the origin
/// satisfies them), and of rows with the same coefficients only the tightest
/// is kept. What is left — usually a row or two — goes to a simplex that
/// keeps bounds apart from rows (`SmallLP+Simplex.swift`).
struct SmallLP {
    /// One entry of a row of `A`.
    typealias Entry = (variable: Int, coefficient: Double)

    /// How many variables there are.
    let count: Int
    /// The rows left after presolve, dense, side by side (`rowCount × count`).
    private(set) var rows: [Double] = []
    /// Their right-hand sides, each `>= 0`.
    private(set) var limits: [Double] = []
    /// Each variable's bounds, `lower <= 0 <= upper` (infinite: none).
    private(set) var lower: [Double]
    private(set) var upper: [Double]

    /// How a maximization ended.
    enum Outcome: Equatable {
        case maximum(Double)
        case unbounded
        /// No optimum after `iterations` pivots: Bland's rule cannot cycle,
        /// so only rounding can have made it go round (an internal failure).
        case stalled(iterations: Int)
    }

    /// The most pivots `maximize` makes: far more than any polytope of the
    /// ambiguity analysis needs.
    var maxIterations = 10_000

    /// The number of rows left after presolve.
    var rowCount: Int { limits.count }

    /// When one row is left: how far each variable can loosen it
    /// (`−a y` at its bound), the sum of the finite ones and how many
    /// are without end. `maximize(sparse:)` folds into them the variables
    /// an objective does not name.
    private(set) var room: [Double] = []
    private(set) var finiteRoom = 0.0
    private(set) var endlessRooms = 0

    /// The polytope `A y <= b` with `A` given by its rows' non-zero entries.
    /// A negative `b` is read as 0: the origin is a solution, so any
    /// negative right-hand side is rounding.
    init(count: Int, rows sparse: [[Entry]], b: [Double], free: [Bool]) {
        self.count = count
        lower = free.map { $0 ? -Double.infinity : 0 }
        upper = [Double](repeating: .infinity, count: count)
        // Rows by their coefficients, to keep the tightest of equal ones;
        // read only by key, so its order reaches nothing.
        var kept: [[Double]: Int] = [:]
        for (entries, limit) in zip(sparse, b) {
            let limit = max(0, limit)
            let nonZero = entries.filter { $0.coefficient != 0 }
            if nonZero.isEmpty { continue }
            if nonZero.count == 1 {
                let (j, a) = nonZero[0]
                Self.bound(a, limit, lower: &lower[j], upper: &upper[j])
                continue
            }
            var row = [Double](repeating: 0, count: count)
            for (j, a) in nonZero { row[j] += a }
            if let k = kept[row] {
                limits[k] = min(limits[k], limit)
            } else {
                kept[row] = limits.count
                rows += row
                limits.append(limit)
            }
        }
        if limits.count == 1 { measureRoom() }
    }

    /// The polytope of one variable between `lower` and `upper` (made by
    /// `bound`), as `init(count:rows:b:free:)` makes it from rows of one
    /// entry each, without an array for each row.
    init(loneBetween lower: Double, and upper: Double) {
        count = 1
        self.lower = [lower]
        self.upper = [upper]
    }

    /// Narrows a variable's bounds by the row `a y <= limit` (`a` non-zero,
    /// `limit` not negative).
    static func bound(_ a: Double, _ limit: Double, lower: inout Double, upper: inout Double) {
        if a > 0 { upper = min(upper, limit / a) } else { lower = max(lower, limit / a) }
    }

    private mutating func measureRoom() {
        room = (0..<count).map { j in
            let a = rows[j]
            return a > 0 ? -a * lower[j] : a < 0 ? -a * upper[j] : 0
        }
        for r in room {
            if r == .infinity { endlessRooms += 1 } else { finiteRoom += r }
        }
    }

    /// The polytope `a y <= b`, `a` dense.
    init(a: [[Double]], b: [Double], free: [Bool]) {
        let rows = a.map { row in row.enumerated().compactMap { j, value in value == 0 ? nil : (j, value) } }
        self.init(count: free.count, rows: rows, b: b, free: free)
    }
}
