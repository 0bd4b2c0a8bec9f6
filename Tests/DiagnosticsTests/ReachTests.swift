import Cassowary
import Language
import LayoutModel
import Testing
import TestSupport

/// `LayoutEngine.solverForms(namingAnyOf:)` reads what each constraint's
/// solver form names from a summary kept at install; checked here against
/// the definition: every constraint in force, in `activeConstraints` order,
/// whose solver expression has a term that is a variable of one of the
/// views or of anything but a view — not the system's own constraints.
@Suite struct ReachTests {
    /// A scroll view with margins-relative stacks, baseline alignment of a
    /// nested stack (its baseline names an arranged subview's variables),
    /// a hidden arranged subview, a margins guide, a layout guide,
    /// constraints added after the stacks were made, and multipliers of 0
    /// (whose second item has no term in the solver form).
    static let source = """
        let scroll = UIScrollView()
        view.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
        let stack = UIStackView()
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        scroll.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let row = UIStackView()
        row.alignment = .firstBaseline
        let name = UILabel()
        name.text = "Name"
        let inner = UIStackView()
        inner.axis = .vertical
        let a = UILabel()
        a.text = "A"
        let b = UILabel()
        b.text = "B"
        inner.addArrangedSubview(a)
        inner.addArrangedSubview(b)
        row.addArrangedSubview(name)
        row.addArrangedSubview(inner)
        stack.addArrangedSubview(row)
        let banner = UIView()
        stack.addArrangedSubview(banner)
        banner.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let free = UIView()
        view.addSubview(free)
        free.translatesAutoresizingMaskIntoConstraints = false
        free.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        guide.topAnchor.constraint(equalTo: free.bottomAnchor, constant: 8).isActive = true
        let tail = UILabel()
        tail.text = "Tail"
        stack.addArrangedSubview(tail)
        banner.isHidden = true
        a.snp.makeConstraints { make in make.lastBaseline.equalTo(name) }
        free.widthAnchor.constraint(equalTo: tail.widthAnchor, multiplier: 0, constant: 100).isActive = true
        free.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0, constant: 50).isActive = true

        """

    /// The definition, by brute force over every constraint in force.
    static func expected(_ engine: LayoutEngine, _ views: Set<ViewID>) -> [ConstraintID] {
        let meanings = engine.variableMeanings()
        return engine.activeConstraints.compactMap { c in
            if case .system = c.origin { return nil }
            guard let sc = engine.solverConstraint(of: c.id) else { return nil }
            let names = sc.expression.terms.contains { term in
                guard let meaning = meanings[ObjectIdentifier(term.variable)] else { return true }
                if case .view(let v) = meaning.item { return views.contains(v) }
                return true
            }
            return names ? c.id : nil
        }
    }

    /// Every single view, the empty set and random sets of views.
    static func check(_ engine: LayoutEngine, seed: UInt64) {
        let all = engine.layout.views.indices.map { ViewID($0) }
        var sets: [Set<ViewID>] = [[]] + all.map { [$0] }
        var rng = SplitMix64(state: seed)
        for _ in 0..<20 { sets.append(Set(all.filter { _ in rng.below(3) == 0 })) }
        for views in sets {
            let found = engine.solverForms(namingAnyOf: views)
            #expect(found.map(\.constraint.id) == expected(engine, views), "views \(views.sorted())")
            for (c, sc) in found { #expect(engine.solverConstraint(of: c.id) === sc) }
        }
    }

    @Test func scrollStacksBaselinesGuidesAndAHiddenView() throws {
        let engine = try LayoutEngine()
        var interpreter = Interpreter()
        try interpreter.runOrThrow(Self.source, file: "reach.lsh", engine: engine)
        // The row's baseline alignment names `name` and `a` (the first
        // baseline of `inner` is its first arranged subview's), not `inner`.
        let layout = engine.layout
        let ids = try ["row", "a", "inner"].map { try #require(layout.view(named: $0)) }
        let baseline = try #require(engine.activeConstraints.first {
            $0.origin == .stackView(ids[0]) && $0.first.attribute == .firstBaseline && $0.second != nil
        })
        #expect(engine.solverForms(namingAnyOf: [ids[1]]).contains { $0.constraint.id == baseline.id })
        #expect(!engine.solverForms(namingAnyOf: [ids[2]]).contains { $0.constraint.id == baseline.id })
        Self.check(engine, seed: 1)
        // Changes move constraints within their sources: showing the banner
        // drops `UISV-hiding`, a new arranged subview goes in the middle.
        try interpreter.runOrThrow("banner.isHidden = false\nlet mid = UIView()\nstack.insertArrangedSubview(mid, at: 1)\n",
                            file: "more.lsh", engine: engine)
        Self.check(engine, seed: 2)
        try interpreter.runOrThrow("banner.isHidden = true\nrow.alignment = .center\ninner.removeFromSuperview()\n",
                            file: "more.lsh", engine: engine)
        Self.check(engine, seed: 3)
    }

    @Test(arguments: 0..<20)
    func randomLayouts(_ seed: Int) throws {
        let engine = try LayoutEngine()
        var interpreter = Interpreter()
        try interpreter.runOrThrow(MinimalityTests.source(seed: UInt64(seed)), file: "random.lsh", engine: engine)
        Self.check(engine, seed: UInt64(seed))
    }
}
