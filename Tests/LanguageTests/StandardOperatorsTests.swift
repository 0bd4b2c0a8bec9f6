import Testing
import SwiftOperators
import SwiftParser
import SwiftSyntax
@testable import Language

/// The table input is folded with gives what swift-syntax's standard
/// table gives, errors included; only the search behind it is shorter.
@Suite struct StandardOperatorsTests {
    /// Expressions of every standard group, mixed, chained, and misused.
    static let sources = [
        "let a = 1 + 2 * 3 - 4 / 5 % 6",
        "if i % 4 == 0 && j << 2 > 3 || !k { x = y ?? z ?? 0 }",
        "let r = a..<b + 1, s = a...b, t = x as? Int ?? 0",
        "v += w * 2; v &<<= 1; m = c ? d + 1 : e == f ? g : h",
        "let p = a == b == c",
        "let q = a < b ... c",
        "let u = a ~> b && c, w = a ~> b ~> c",
        "let n = x is Int == true, o = -a * +b & ~c | d ^ e",
        "z = a === b || a !== c && d ~= e",
        "let f: (Int) -> Int = { $0 &* 2 &+ 1 &- 3 }",
    ]

    @Test(arguments: sources)
    func foldsAsTheStandardTableDoes(_ source: String) {
        let tree = Parser.parse(source: source)
        var ours: [String] = [], standard: [String] = []
        let a = StandardOperators.table.foldAll(tree) { ours.append("\($0)") }
        let b = OperatorTable.standardOperators.foldAll(tree) { standard.append("\($0)") }
        #expect(a.debugDescription == b.debugDescription)
        #expect(ours.count == standard.count)
    }

    @Test func everyGroupNamesAllBelowItAndNoOther() {
        #expect(StandardOperators.below("MultiplicationPrecedence") == [
            "AssignmentPrecedence", "FunctionArrowPrecedence", "TernaryPrecedence",
            "LogicalDisjunctionPrecedence", "LogicalConjunctionPrecedence", "ComparisonPrecedence",
            "NilCoalescingPrecedence", "CastingPrecedence", "RangeFormationPrecedence", "AdditionPrecedence",
        ])
        // The standard library leaves DefaultPrecedence above the ternary only.
        #expect(StandardOperators.below("DefaultPrecedence") == ["AssignmentPrecedence", "FunctionArrowPrecedence", "TernaryPrecedence"])
        #expect(StandardOperators.below("AssignmentPrecedence").isEmpty)
    }
}
