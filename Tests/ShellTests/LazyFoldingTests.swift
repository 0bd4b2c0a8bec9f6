import SwiftOperators
import SwiftSyntax
import Testing
@testable import Language
@testable import Shell

/// Operators folded as they are lowered (`Lowering+Folding`) against the
/// whole tree folded first, as swift-syntax's `foldAll` does: the same
/// statements, ranges and errors for every script the tests know.
@Suite struct LazyFoldingTests {
    /// Operators as code writes them, and as it misuses them.
    static let operatorCases = [
        "let a = 1 + 2 * 3 - 4 / 2\nlet b = a > 2 && a < 10 || !(a == 3)",
        "let c = a > 2 ? (a < 5 ? 1 : 2) : 3\nlet d = (a + b) / 2\nx = y ?? z + 1",
        "for i in 0..<count where i % 2 == 0 { total += i * 2 }\nlet r = 1...n - 1",
        "if case let v as UILabel = views[0] { v.text = \"\\(a + b)\" }\nlet e = x as? UILabel ?? other",
        "switch x {\ncase 0...5: break\ncase let y where y > 10 && y < 20: break\ndefault: break\n}",
        "box.snp.makeConstraints { make in\n    make.top.equalTo(flag ? a.snp.bottom : b.snp.top).offset(4 + 2 * gap)\n    make.width.equalTo(view).multipliedBy(0.5 * 2).priority(750 - 1)\n}",
        "a += 1; b -= c * 2\n_ = a + b\nlet f: (Int) -> Int = { $0 * 2 + 1 }\nlet g = try? a + b",
        "let h = a == b == c\nlet i = a <> b + c\nlet j = x is UILabel && y\nlet k = a\n    + b // a comment\n    * /* between */ c",
        "view.frame.size.width = 20 + 10 * (3 - 1)\nlet n: Int = 7\nlet m = n / 2 + (n + 1) / 2\nlet w = -a + -(b * c)",
        "NSLayoutConstraint.activate([\n    a.widthAnchor.constraint(equalToConstant: 10 + 20),\n    a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 1 / 3, constant: x > 0 ? x : -x),\n])",
    ]

    /// The statements of every item of `text`, lowered from `tree`.
    static func lowered(_ tree: SourceFileSyntax, _ text: String) -> String {
        var lowering = Lowering(map: SourceMap(text, file: 3, firstLine: 5))
        return String(describing: tree.statements.map { lowering.statements($0) })
    }

    @Test func foldingAsLoweredEqualsFoldingFirst() {
        var compared = 0
        for script in ScriptSyntaxTests.scripts + Self.operatorCases where SwiftSource.deepBrackets(script) == nil {
            let tree = SwiftSource.tree(script)
            let foldedFirst = StandardOperators.table.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
            let eager = Self.lowered(foldedFirst, script), lazy = Self.lowered(tree, script)
            #expect(eager == lazy, "\(script.prefix(200))")
            compared += 1
        }
        // Every script was compared, operators and all.
        #expect(compared > 100)
        #expect(Self.lowered(SwiftSource.tree(Self.operatorCases[0]), Self.operatorCases[0]).contains("binary(\"*\""))
    }
}
