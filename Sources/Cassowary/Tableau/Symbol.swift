/// A column of the tableau: a variable, or a symbol the solver made for a constraint.
///
/// Ids follow creation order, and every choice the solver makes between
/// symbols (entering, leaving, subject) prefers the lowest id, so the same
/// sequence of calls always gives the same tableau.
struct Symbol: Hashable, Comparable, Sendable {
    let id: Int32

    init(_ id: Int32) { self.id = id }
    init(_ id: Int) { self.id = Int32(id) }

    var index: Int { Int(id) }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// What a symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8, Sendable {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: `>= 0`, free of cost.
    case slack
    /// An error of an optional constraint: `>= 0`, costed in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy

    /// Restricted symbols must stay `>= 0`.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// Values within this of zero are zero: the same tolerance kiwi uses.
let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }
