/// A required constraint that could not be added (or changed) because it
/// contradicts required constraints already in the solver.
///
/// The solver is left exactly as it was before the call.
public struct Conflict: Sendable, Error, CustomStringConvertible {
    /// The constraint that was being added, or whose constant or priority was being changed.
    public let constraint: Constraint
    /// The minimal contradiction: `constraint` first, then the existing
    /// constraints it conflicts with.
    public let certificate: Certificate

    /// The existing constraints that forbid `constraint` (the certificate without it).
    public var conflictsWith: [Constraint] { Array(certificate.constraints.dropFirst()) }

    public var description: String {
        "unsatisfiable: \(constraint) conflicts with \(conflictsWith.map(\.description).joined(separator: ", ")): \(certificate)"
    }
}

/// Why a solver call was refused. Every refused call leaves the solver
/// unchanged, but for `.internalFailure` (see there).
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints in the solver.
    case unsatisfiable(Conflict)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit constraints must be optional (below 1000).
    case requiredEditVariable(Variable)
    /// A coefficient or constant is not a finite number.
    case nonFinite(String)
    /// Rounding kept a change inside `Solver.exploring` from going on
    /// incrementally: the exploration was put back to where it began.
    case explorationRestarted
    /// The solver found itself in a state it should never reach (a damaged
    /// tableau, a rebuild that lost a constraint): a bug, never the input's
    /// fault. Debug builds stop at an assertion first. A call that could
    /// take its work back leaves the solver as it was; otherwise the solver
    /// is damaged and refuses every later change with this error (an
    /// exploration that ends puts it back as it was): build a new one.
    case internalFailure(String)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiable(a), .unsatisfiable(b)): return a.constraint === b.constraint
        case let (.duplicateConstraint(a), .duplicateConstraint(b)): return a === b
        case let (.unknownConstraint(a), .unknownConstraint(b)): return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)): return a === b
        case let (.unknownEditVariable(a), .unknownEditVariable(b)): return a === b
        case let (.requiredEditVariable(a), .requiredEditVariable(b)): return a === b
        case let (.nonFinite(a), .nonFinite(b)): return a == b
        case (.explorationRestarted, .explorationRestarted): return true
        case let (.internalFailure(a), .internalFailure(b)): return a == b
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let conflict): return conflict.description
        case .duplicateConstraint(let c): return "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditVariable(let v): return "the edit variable \(v) cannot be required"
        case .nonFinite(let what): return "\(what) is not a finite number"
        case .explorationRestarted: return "rounding stopped a change inside an exploration, which started over"
        case .internalFailure(let what): return "internal failure of the solver: \(what)"
        }
    }
}
