import Foundation
import Testing
@testable import LayoutModel
@testable import Shell

/// The motion the summary keeps between statements (`Solver.movement`),
/// brought up to date from the solver's writes, against one made afresh,
/// and the summary's ambiguous values kept from one statement to the next
/// (`KeptAmbiguity`) against those found afresh, after every statement: of every transcript's inputs, the corpus files,
/// the scripts fuzzing found and the built-in examples, and of random
/// stacks that do not fit and rows that tie, where most of the cone's
/// parts and definitions are kept from one statement to the next.
@Suite struct SummaryMotionTests {
    /// Runs `inputs` in a fresh session, comparing after each; returns how
    /// many it compared.
    static func compare(_ inputs: [InputSplitter.Chunk], _ note: String) throws -> Int {
        let session = try Session()
        var compared = 0
        for chunk in inputs {
            let word = chunk.text.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            // Files are not this test's business.
            guard ![":load", ":save", ":export", ":edit", ":quit", ":q"].contains(word) else { continue }
            _ = session.handle(chunk)
            let problems = session.engine.solver.motionCacheProblems()
            #expect(problems.isEmpty, "\(note), line \(chunk.line): \(chunk.text): \(problems.prefix(4))")
            // And the summary's answer kept from the statement before.
            let kept = session.engine.keptAmbiguityProblems()
            #expect(kept.isEmpty, "\(note), line \(chunk.line): \(chunk.text): \(kept)")
            compared += 1
        }
        return compared
    }

    @Test func keptMotionIsFreshAfterEveryInputOfEveryScript() throws {
        var compared = 0
        for (i, script) in ScriptSyntaxTests.scripts.enumerated() {
            compared += try Self.compare(InputSplitter.split(script), "script \(i)")
        }
        #expect(compared > 500)
    }

    /// A stack of labels too tall for the screen and a row of labels tied
    /// at equal hugging, grown, edited and taken apart at random.
    @Test(arguments: 0..<8)
    func keptMotionIsFreshInRandomStacksAndTies(seed: UInt64) throws {
        var random = Seeded(state: seed &+ 300)
        var lines = [
            "let stack = UIStackView()", "stack.axis = .vertical", "stack.spacing = 8", "view.addSubview(stack)",
            "stack.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide).inset(16) }",
            "let row = UIStackView()", "row.axis = .horizontal", "stack.addArrangedSubview(row)",
        ]
        var labels = 0
        for _ in 0..<70 {
            let k = labels == 0 ? 0 : random.below(labels)
            switch random.below(10) {
            case 0..<4:
                let name = "l\(labels)"
                labels += 1
                lines += ["let \(name) = UILabel()", "\(name).text = \"Setting \(labels)\"",
                          random.below(4) == 0 ? "row.addArrangedSubview(\(name))" : "stack.addArrangedSubview(\(name))"]
            case 4 where labels > 0:
                lines.append("l\(k).text = \"A setting with a much longer name \(random.below(100))\"")
            case 5 where labels > 0:
                let priority = [249, 250, 251, 749, 750, 751][random.below(6)]
                let axis = random.below(2) == 0 ? "vertical" : "horizontal"
                let what = random.below(2) == 0 ? "CompressionResistance" : "Hugging"
                lines.append("l\(k).setContent\(what)Priority(UILayoutPriority(rawValue: \(priority)), for: .\(axis))")
            case 6 where labels > 0:
                lines.append("l\(k).isHidden = \(random.below(2) == 0)")
            case 7 where labels > 0:
                lines.append("l\(k).removeFromSuperview()")
            case 8 where labels > 0:
                lines.append("l\(k).heightAnchor.constraint(equalToConstant: \(10 * random.below(8))).isActive = true")
            case 9 where labels > 0 && random.below(2) == 0:
                // Moved within the tree: into the row, the stack, or out of both.
                lines.append(["row.addArrangedSubview(l\(k))", "stack.insertArrangedSubview(l\(k), at: 0)", "view.addSubview(l\(k))"][random.below(3)])
            default:
                lines.append("stack.spacing = \(random.below(12))")
            }
        }
        let compared = try Self.compare(InputSplitter.split(lines.joined(separator: "\n")), "seed \(seed)")
        #expect(compared == lines.count)
    }
}
