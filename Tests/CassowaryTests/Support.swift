import Testing
@testable import Cassowary

/// Runs `body` and then asserts the solver's invariants hold.
func checked(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) rethrows {
    try body()
    let problems = solver.checkInvariants()
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
}

/// `lhs == rhs` within 1e-6.
func close(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-6) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(rhs))
}

/// A solver that checks its invariants after every call.
struct Checked {
    let solver = Solver()

    func add(_ c: Constraint, sourceLocation: SourceLocation = #_sourceLocation) throws(SolverError) {
        defer { expectSound(sourceLocation) }
        try solver.add(c)
    }

    func remove(_ c: Constraint, sourceLocation: SourceLocation = #_sourceLocation) throws(SolverError) {
        defer { expectSound(sourceLocation) }
        try solver.remove(c)
    }

    func setConstant(_ c: Constraint, _ x: Double, sourceLocation: SourceLocation = #_sourceLocation) throws(SolverError) {
        defer { expectSound(sourceLocation) }
        try solver.setConstant(of: c, to: x)
    }

    func suggest(_ v: Variable, _ x: Double, sourceLocation: SourceLocation = #_sourceLocation) throws(SolverError) {
        defer { expectSound(sourceLocation) }
        try solver.suggestValue(x, for: v)
    }

    func value(_ v: Variable) -> Double { solver.value(of: v) }

    func expectSound(_ sourceLocation: SourceLocation) {
        let problems = solver.checkInvariants()
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}

/// `lhs op rhs` at `priority` (a readable way to write test constraints).
func c(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ priority: Float = 1000, _ label: String? = nil) -> Constraint {
    Constraint(lhs, relation, rhs, priority: Priority(priority) ?? .required, label: label)
}

func c(_ lhs: Variable, _ relation: Relation, _ rhs: Double, _ priority: Float = 1000, _ label: String? = nil) -> Constraint {
    Constraint(Expression(lhs), relation, Expression(constant: rhs), priority: Priority(priority) ?? .required, label: label)
}

func c(_ lhs: Expression, _ relation: Relation, _ rhs: Double, _ priority: Float = 1000, _ label: String? = nil) -> Constraint {
    Constraint(lhs, relation, Expression(constant: rhs), priority: Priority(priority) ?? .required, label: label)
}

func c(_ lhs: Variable, _ relation: Relation, _ rhs: Expression, _ priority: Float = 1000, _ label: String? = nil) -> Constraint {
    Constraint(Expression(lhs), relation, rhs, priority: Priority(priority) ?? .required, label: label)
}

func c(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, _ priority: Float = 1000, _ label: String? = nil) -> Constraint {
    Constraint(Expression(lhs), relation, Expression(rhs), priority: Priority(priority) ?? .required, label: label)
}

/// The certificate's promise, checked independently: the variables cancel,
/// the constant is `sum`, the signs match the relations, and it contradicts.
func certificateHolds(_ certificate: Certificate) -> Bool {
    var coefficients: [Variable: Double] = [:]
    var constant = 0.0
    var bound = 0.0
    for term in certificate.terms {
        let m = term.multiplier
        switch term.constraint.relation {
        case .greaterThanOrEqual: if m < -1e-9 { return false }
        case .lessThanOrEqual: if m > 1e-9 { return false }
        case .equal: break
        }
        for t in term.expression.terms { coefficients[t.variable, default: 0] += m * t.coefficient }
        constant += m * term.expression.constant
        bound += abs(m) * term.allowance
    }
    let cancels = coefficients.values.allSatisfy { abs($0) < 1e-6 }
    return cancels && close(constant, certificate.sum) && certificate.sum < -bound - 1e-9
}
