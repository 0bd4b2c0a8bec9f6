import Cassowary
@testable import Diagnostics
import LayoutModel
import Testing

/// A proof whose steps are worded later (`describingSteps`, as `:why`
/// does once no plain sum answers) reads exactly as one worded at once;
/// worded only where the collapsed text shows a sum (as `:broken` and
/// `:why` do), its collapsed text is the same too.
@Suite struct ProofWordingTests {
    @Test func stepsWordedLaterReadTheSame() throws {
        let engine = try layout("""
            let card = UIView()
            view.addSubview(card)
            card.snp.makeConstraints { make in make.top.left.right.equalToSuperview().inset(12) }
            var previous: UIView = card
            for i in 0..<12 {
                let label = UILabel()
                label.text = "Item \\(i)"
                card.addSubview(label)
                label.snp.makeConstraints { make in
                    make.top.equalTo(i == 0 ? card.snp.top : previous.snp.bottom).offset(8)
                    make.left.greaterThanOrEqualToSuperview().offset(4)
                    make.right.equalToSuperview().offset(-4)
                    make.width.lessThanOrEqualTo(200)
                    make.width.equalTo(300).priority(.high)
                }
                previous = label
            }
            previous.snp.makeConstraints { make in make.bottom.equalToSuperview().offset(-8) }
            """)
        let vocabulary = Vocabulary(engine)
        let words = ConstraintWords(engine.layout)
        var compared = 0, leftUnworded = 0
        for view in engine.layout.views.indices.map({ ViewID($0) }) where engine.layout.isInHierarchy(view) {
            for attribute in Why.attributes {
                guard let e = Why.expression(engine, view, attribute) else { continue }
                let value = engine.exploring { solver -> Double? in
                    let probe = Variable("probe")
                    guard (try? solver.add(Constraint(Expression(probe) - e, .equal))) != nil else { return nil }
                    solver.updateVariables()
                    return solver.value(of: probe)
                }
                guard let value else { continue }
                for target in [value + 1, value - 1] {
                    let certificate = engine.exploring { solver -> Certificate? in
                        let probe = Constraint(e - target, .equal, priority: Priority(1) ?? .required, label: "probe")
                        guard (try? solver.add(probe)) != nil else { return nil }
                        solver.updateVariables()
                        return solver.violation(of: probe)?.certificate
                    }
                    guard let certificate else { continue }
                    let atOnce = Proof(certificate, engine: engine, vocabulary: vocabulary)
                    let later = Proof(certificate, engine: engine, vocabulary: vocabulary, describing: false)
                    #expect(later.steps.allSatisfy { $0.gives == nil })
                    let worded = later.describingSteps(vocabulary)
                    #expect(worded.steps.map { $0.gives } == atOnce.steps.map { $0.gives })
                    #expect(worded.lines(words, collapsed: false) == atOnce.lines(words, collapsed: false))
                    let shownOnly = later.describingSteps(vocabulary, collapsed: true)
                    #expect(shownOnly.lines(words, collapsed: true) == atOnce.lines(words, collapsed: true))
                    if shownOnly.steps.contains(where: { $0.gives == nil && $0.isWorded }) { leftUnworded += 1 }
                    if atOnce.steps.contains(where: { $0.gives != nil }) { compared += 1 }
                }
            }
        }
        #expect(compared >= 10, "only \(compared) proofs had a running sum to word")
        #expect(leftUnworded >= 4, "only \(leftUnworded) collapsed proofs left a sum unworded")
    }
}
