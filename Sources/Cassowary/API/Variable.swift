/// A real-valued unknown of a linear system: a frame's x, a guide's width.
///
/// Variables have reference identity, like kiwi's: two variables with the same
/// name are different unknowns. The name is for people (dumps, explanations);
/// the solver orders variables by the order in which it first meets them, so a
/// variable's name never influences a result.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name shown in dumps and explanations.
    public let name: String

    /// Makes a new unknown.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
