import SwiftOperators
import SwiftSyntax

/// Swift's standard operators and precedence groups, for folding input,
/// with each group naming every group it binds tighter than.
///
/// swift-syntax's `OperatorTable.standardOperators` names only the next
/// group down, as the standard library declares them. Folding `i % 4 == 0`
/// then searches from `MultiplicationPrecedence` down to
/// `ComparisonPrecedence` through every group between, and each step of
/// that search builds the syntax of the relation it follows (for an error
/// message no search of the standard groups ever gives), and a search
/// the wrong way down builds it for every group below: a file of
/// arithmetic spent a fifth of its load there. Here every relation is
/// direct and carries its syntax, made once: the search that succeeds
/// ends at its first step and neither builds anything. The groups, their
/// associativity and the operators are the standard library's; the
/// relations are the transitive closure of its own, so groups it leaves
/// unrelated (`DefaultPrecedence` and `&&`) stay unrelated.
enum StandardOperators {
    /// The table that `foldAll` folds input with.
    static let table: OperatorTable = {
        let made = groups.map { group in
            PrecedenceGroup(name: group.name, associativity: group.associativity, assignment: group.name == "AssignmentPrecedence",
                            relations: below(group.name).map { .higherThan($0, syntax: PrecedenceGroupNameSyntax(name: .identifier($0))) })
        }
        var operators = prefix.map { Operator(kind: .prefix, name: $0) } + postfix.map { Operator(kind: .postfix, name: $0) }
        for group in groups {
            operators += group.infix.map { Operator(kind: .infix, name: $0, precedenceGroup: group.name) }
        }
        operators.append(Operator(kind: .infix, name: "~>"))
        // The groups are consistent by construction; an error would leave
        // the table without what it reported, as the default handler does.
        return OperatorTable(precedenceGroups: made, operators: operators) { _ in }
    }()

    /// The standard groups, each with the groups it is declared higher
    /// than and its infix operators.
    private static let groups: [(name: String, associativity: Associativity, higherThan: [String], infix: [String])] = [
        ("AssignmentPrecedence", .right, [],
         ["*=", "&*=", "/=", "%=", "+=", "&+=", "-=", "&-=", "<<=", "&<<=", ">>=", "&>>=", "&=", "^=", "|="]),
        ("FunctionArrowPrecedence", .right, ["AssignmentPrecedence"], []),
        ("TernaryPrecedence", .right, ["FunctionArrowPrecedence"], []),
        ("DefaultPrecedence", .none, ["TernaryPrecedence"], []),
        ("LogicalDisjunctionPrecedence", .left, ["TernaryPrecedence"], ["||"]),
        ("LogicalConjunctionPrecedence", .left, ["LogicalDisjunctionPrecedence"], ["&&"]),
        ("ComparisonPrecedence", .none, ["LogicalConjunctionPrecedence"], ["<", "<=", ">", ">=", "==", "!=", "===", "!==", "~="]),
        ("NilCoalescingPrecedence", .right, ["ComparisonPrecedence"], ["??"]),
        ("CastingPrecedence", .none, ["NilCoalescingPrecedence"], []),
        ("RangeFormationPrecedence", .none, ["CastingPrecedence"], ["...", "..<"]),
        ("AdditionPrecedence", .left, ["RangeFormationPrecedence"], ["+", "&+", "-", "&-", "|", "^"]),
        ("MultiplicationPrecedence", .left, ["AdditionPrecedence"], ["*", "&*", "/", "%", "&"]),
        ("BitwiseShiftPrecedence", .none, ["MultiplicationPrecedence"], ["<<", "&<<", ">>", "&>>"]),
    ]

    private static let prefix = ["++", "--", "!", "~", "+", "-", "...", "..<"]
    private static let postfix = ["++", "--", "..."]

    /// Every group `name` is higher than, directly or through others, in
    /// the order of `groups`.
    static func below(_ name: String) -> [String] {
        var reached: Set<String> = []
        var pending = groups.first { $0.name == name }?.higherThan ?? []
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += groups.first { $0.name == next }?.higherThan ?? []
        }
        return groups.map(\.name).filter(reached.contains)
    }
}
