/// How a constraint's expression relates to zero.
public enum Relation: String, Sendable, Hashable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A linear constraint `expression (== | <= | >=) 0` at a priority.
///
/// Constraints have reference identity: the solver knows them by object, so
/// the same constraint can be removed and added again, and two equal-looking
/// constraints are two constraints. The expression is normalized at creation
/// (each variable once). A solver may later change the constant it uses for a
/// constraint (`Solver.setConstant`); the object keeps the one it was made with.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// A name for people: shown in dumps and certificates instead of the expression.
    public let label: String?

    /// `expression relation 0` at `priority`.
    public init(_ expression: Expression, _ relation: Relation,
                priority: Priority = .required, label: String? = nil) {
        self.expression = expression.normalized()
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// `lhs relation rhs` at `priority`, kept as `lhs − rhs relation 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            priority: Priority = .required, label: String? = nil) {
        self.init(lhs - rhs, relation, priority: priority, label: label)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// `x - y + 10 >= 0 @750`, or the label when there is one.
    public var description: String {
        if let label { return label }
        let tail = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation.rawValue) 0\(tail)"
    }
}
