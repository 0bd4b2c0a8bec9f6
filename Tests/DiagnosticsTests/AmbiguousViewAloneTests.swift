import Diagnostics
import Testing

/// `:why` on an ambiguous value explains its view alone; the reasons must
/// be the ones the whole analysis gives that view.
@Suite struct AmbiguousViewAloneTests {
    @Test(arguments: [
        // A tie: three labels at equal hugging share a row.
        """
        let a = UILabel(); a.text = "A"; let b = UILabel(); b.text = "B"; let c = UILabel(); c.text = "C"
        for l in [a, b, c] { view.addSubview(l); l.snp.makeConstraints { make in make.top.equalToSuperview().offset(100) } }
        a.snp.makeConstraints { make in make.leading.equalToSuperview() }
        b.snp.makeConstraints { make in make.leading.equalTo(a.snp.trailing) }
        c.snp.makeConstraints { make in make.leading.equalTo(b.snp.trailing); make.trailing.equalToSuperview() }
        """,
        // A view placed only by its width, and one tied to it: they move together.
        """
        let box = UIView(); view.addSubview(box)
        box.snp.makeConstraints { make in make.top.equalToSuperview(); make.size.equalTo(50) }
        let badge = UIView(); view.addSubview(badge)
        badge.snp.makeConstraints { make in make.leading.equalTo(box.snp.trailing); make.top.equalTo(box); make.size.equalTo(10) }
        """,
        // Content in a scroll view pinned by its edges only.
        """
        let scroll = UIScrollView(); view.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let content = UIView(); scroll.addSubview(content)
        content.snp.makeConstraints { make in make.edges.equalToSuperview() }
        """,
    ])
    func theReasonsAreTheWholeAnalysis(_ source: String) throws {
        let engine = try layout(source)
        let all = Ambiguity.analyse(engine).views
        #expect(!all.isEmpty)
        for v in all {
            #expect(Ambiguity.explain(v.view, engine)?.reasons == v.reasons, "\(engine.layout[v.view].name)")
        }
    }
}
