@testable import LayoutModel
import Shell
import Testing

/// What one statement costs the solver, counted in pivots (a count, not a
/// time: the same on every machine).
@Suite struct StatementCostTests {
    @Test func aLabelJoiningAStackThatDoesNotFitCostsAFewPivots() throws {
        let session = try Session()
        #expect(!session.handle("""
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 8
            view.addSubview(stack)
            stack.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide).inset(16) }
            """).failed)
        // One input per label, as a file of one statement per line is read.
        let labels = 60
        for i in 0..<labels {
            #expect(!session.handle("let label\(i) = UILabel()\nlabel\(i).text = \"Setting \(i)\"\nstack.addArrangedSubview(label\(i))").failed)
        }
        // Each joining label replaces the stack's bottom connection. Made
        // one change at a time, every squeezed label was let go and squeezed
        // again: about 1,300 pivots for these 60 labels.
        let stats = try #require(session.handle(":solver").lines.last { $0.hasSuffix(" pivots") })
        let pivots = try #require(Int(stats.split(separator: ",").last?.split(separator: " ").first ?? ""))
        #expect(pivots < 4 * labels, "\(stats)")
        #expect(session.handle(":broken").lines.contains { $0.contains("the content does not fit") })
    }

    /// A view made, or changed, before it joins the tree is not laid out
    /// again, and the summary after it does not ask the solver again:
    /// its question from before the statement still stands. The first
    /// statement that puts the view in the tree asks again, and the
    /// summary then names what the view leaves ambiguous.
    @Test func statementsOutsideTheTreeLeaveTheSolverAlone() throws {
        let session = try Session()
        #expect(!session.handle("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(20) }
            """).failed)
        let engine = session.engine
        for line in ["let label = UILabel()", "label.text = \"Outside the tree\"", "label.numberOfLines = 0",
                     "label.setContentHuggingPriority(.required, for: .vertical)", "let count = 3"] {
            let before = engine.ambiguityState.report
            let passes = engine.passCount
            #expect(!session.handle(line).failed)
            #expect(engine.passCount == passes, "\(line)")
            #expect(engine.solver.movementStands(for: before), "\(line)")
        }
        let before = engine.ambiguityState.report
        let passes = engine.passCount
        let added = session.handle("box.addSubview(label)")
        #expect(engine.passCount > passes)
        #expect(!engine.solver.movementStands(for: before))
        #expect(added.lines.joined(separator: " ").contains("label"), "\(added.lines)")
    }
}
