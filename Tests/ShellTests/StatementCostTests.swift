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
}
