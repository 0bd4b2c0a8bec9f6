/// Which values the layout leaves free, from one generic motion over the
/// optimal face rather than a range for each value.
///
/// The optimal solutions are a polytope in the free parameters (see
/// `Ambiguity.swift`), and the current solution, every parameter at 0, is
/// one of its vertices. A value is fixed exactly when it does not change
/// along any direction of the polytope's affine hull. Near the vertex the
/// polytope is the cone of the constraints tight there (`TightCone`), so
/// the hull's directions are the subspace where that cone's implicit
/// equalities hold. A random vector of that subspace moves every value that
/// can move: a value that stays still along it while moving along some
/// other direction sits on a hyperplane of the subspace, which a random
/// vector misses with probability 1. The change of every value along it is
/// then one evaluation of the definitions, in level order.
///
/// The summary after each statement asks only which values are ambiguous.
/// In a stack of n labels that does not fit, the y of the n-th label names
/// the squeeze of every label above it, and a range for each value cost n²
/// after every statement (a thousand labels written one per line loaded in
/// about 36 s); this costs what the definitions that can move hold.
///
/// The random numbers are a fixed function of each parameter's symbol id
/// (`MotionGenerator`), so the same tableau gives the same answer on every
/// run, and the summary keeps the last motion and redoes only what the
/// writes since then reach (`MotionCache`).
public struct FaceMotion: Sendable {
    /// What says which values move.
    enum Source: Sendable {
        /// Each symbol's change along a random motion, by id (0 for one
        /// that stays), and the sum of the sizes of the terms behind it, so
        /// that a change is told from rounding whatever the layout's scale.
        case motion(delta: [Double], scale: [Double])
        /// The unfixed externals of the kept analysis (`AmbiguityCache`),
        /// by id ascending, when it was brought up to date cheaply:
        /// expressions are then asked of the solver (`Solver.moves(_:along:)`).
        /// Searched rather than hashed: a wide tie has every width in it
        /// after every statement, and few are asked.
        case kept([Int32])
    }

    let source: Source
    private let symbolOfVariable: [ObjectIdentifier: Symbol]
    /// The moving variables as listed, or by the variable of each symbol
    /// id for the kept analysis's ids (listed only when asked: a caller
    /// told what changed reads none of them).
    private let listed: [Variable]?
    private let variableOfSymbol: [Variable?]

    init(_ source: Source, symbolOfVariable: [ObjectIdentifier: Symbol], moving: [Variable]) {
        self.source = source
        self.symbolOfVariable = symbolOfVariable
        listed = moving
        variableOfSymbol = []
    }

    init(_ source: Source, symbolOfVariable: [ObjectIdentifier: Symbol], variableOfSymbol: [Variable?]) {
        self.source = source
        self.symbolOfVariable = symbolOfVariable
        listed = nil
        self.variableOfSymbol = variableOfSymbol
    }

    /// The variables the solver knows that move, in the order it met them
    /// (by symbol id, for the kept analysis).
    public var moving: [Variable] {
        if let listed { return listed }
        guard case .kept(let ids) = source else { return [] }
        return ids.compactMap { variableOfSymbol[Int($0)] }
    }

    /// Whether `variable` can take more than one value over the optimal
    /// solutions: true when the solver never saw it.
    public func moves(_ variable: Variable) -> Bool {
        guard let s = symbolOfVariable[ObjectIdentifier(variable)] else { return true }
        switch source {
        case .motion(let delta, let scale): return FaceMotion.isChange(delta[s.index], size: scale[s.index])
        case .kept(let unfixed):
            return unfixed.sortedSearch(s.id).found
        }
    }

    /// Whether `expression` moves along the motion; nil when the kept
    /// analysis must be asked instead.
    func movesAlongMotion(_ expression: Expression) -> Bool? {
        guard case .motion(let delta, let scale) = source else { return nil }
        var change = 0.0
        var size = 0.0
        // Terms that cancel name nothing, known or not.
        for term in expression.normalized().terms {
            guard let s = symbolOfVariable[ObjectIdentifier(term.variable)] else { return true }
            change += term.coefficient * delta[s.index]
            size += abs(term.coefficient) * scale[s.index]
        }
        return FaceMotion.isChange(change, size: size)
    }

    /// A change is real when it is more than rounding of the terms behind
    /// it could make: the motion's parameters are of size 1 to 2, so a
    /// value that moves at all moves by about that much.
    static func isChange(_ change: Double, size: Double) -> Bool {
        abs(change) > 1e-9 * size
    }
}

/// When the summary next tries the kept analysis after it could not be
/// updated cheaply: a layout where every statement spoils it (a stack that
/// does not fit) would otherwise pay a fresh analysis each time. Until
/// then it answers with a motion, which it keeps here too.
struct MotionBackoff: Sendable {
    /// Statements to answer with a motion before trying again.
    var wait = 0
    /// The wait after the next failure: doubled by each, so that a layout
    /// that spoils it every time makes a fresh one a logarithmic number of times.
    var next = 1
    /// Cheap updates in a row since the last failure.
    var successes = 0
    /// The last motion, which the next brings up to date (see
    /// `MotionCache`): kept with the back-off, which is what the summary's
    /// questions keep between statements.
    var motion: MotionCache?
}

extension SolverCore {
    /// Which values move, the cheaper way: from the kept analysis when it
    /// can be brought up to date for what changed (most statements of most
    /// layouts), else from a `FaceMotion`, which costs what can move but
    /// keeps nothing. After the kept analysis fails to update, a few
    /// statements (more after each failure) take the motion before a fresh
    /// analysis is made.
    mutating func movement() -> FaceMotion {
        if ambiguityCache != nil || motionBackoff.wait == 0 {
            let hadCache = ambiguityCache != nil
            if updateAmbiguityCache(allowingFresh: !hadCache), let ids = ambiguityCache?.unfixedIDs {
                // Forgiven only after a run of cheap updates: right after a
                // fresh analysis the next statement often writes nothing.
                if hadCache {
                    motionBackoff.successes += 1
                    if motionBackoff.successes >= 8 { motionBackoff.next = 1 }
                }
                return FaceMotion(.kept(ids), symbolOfVariable: symbolOfVariable, variableOfSymbol: variableOfSymbol)
            }
            motionBackoff.successes = 0
            motionBackoff.wait = motionBackoff.next
            motionBackoff.next = min(2 * motionBackoff.next, 1 << 20)
        } else {
            motionBackoff.wait -= 1
        }
        return keptFaceMotion()
    }
}

extension SolverCore {
    /// See `Solver.prepareMovement()`.
    mutating func prepareMovement() {
        guard ambiguityCache == nil, motionBackoff.wait == 0 else { return }
        _ = updateAmbiguityCache(allowingFresh: true)
    }

    /// Whether each symbol is a free parameter: parametric, not a dummy,
    /// and of zero reduced cost at every level (see `AmbiguityCache.isFree`).
    func freeParameters() -> [Bool] {
        let n = tableau.symbolCount
        // Costed symbols read off the objective in one pass rather than
        // looked up level by level for each symbol.
        var costed = [Bool](repeating: false, count: n)
        for level in tableau.objective.coefficients {
            for id in level.keys where Int(id) < n { costed[Int(id)] = true }
        }
        return (0..<n).map { index in
            !costed[index] && tableau.kind(Symbol(index)) != .dummy && !tableau.isBasic(Symbol(index))
        }
    }
}

extension Solver {
    /// A generic motion over the optimal solutions: which variables and
    /// expressions the constraints leave free, without their ranges.
    public func faceMotion() -> FaceMotion {
        core.settleForQuery()
        return core.faceMotion()
    }

    /// Which variables move, from the kept analysis or a motion, whichever
    /// is cheaper now (see `SolverCore.movement()`): what a layout asks
    /// after every statement.
    public func movement() -> FaceMotion {
        core.settleForQuery()
        return core.movement()
    }

    /// Builds now the fresh analysis `movement()` would build at its next
    /// call: for a caller with time to spare (a shell while its user reads),
    /// so that the next statement only updates it. Builds nothing while the
    /// back-off after a failed update says to wait, or when one is kept.
    public func prepareMovement() {
        core.settleForQuery()
        core.prepareMovement()
    }

    /// Whether each of `expressions` can take more than one value over the
    /// optimal solutions, as `movement` (or `faceMotion`) found them.
    public func moves(_ expressions: [Expression], along movement: FaceMotion) -> [Bool] {
        let answers = expressions.map(movement.movesAlongMotion)
        if !answers.contains(nil) { return answers.map { $0 ?? true } }
        let names = Array(repeating: Variable("probe"), count: expressions.count)
        return ranges(of: expressions, names: names).map { !$0.isFixed }
    }
}

/// The numbers of a motion: sizes from 1 to 2 with either sign, each
/// parameter's from its own symbol id through SplitMix64's mixing, the
/// same on every call. Drawn per id rather than in sequence, so that a part
/// of the motion made again (`MotionCache`) draws what it drew before,
/// whatever else changed.
enum MotionGenerator {
    static func value(for id: Int32) -> Double {
        var z = 0x5EED_1A70_5EED_1A70 &+ (UInt64(UInt32(bitPattern: id)) &+ 1) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let unit = Double(z >> 11) / Double(1 << 53)
        return (z & 1 == 0 ? 1 : -1) * (1 + unit)
    }
}
