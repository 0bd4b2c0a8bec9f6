import Testing
@testable import Language
import LayoutModel

/// The Swift the evaluator runs: each construct in a small file whose
/// frames can be worked out by hand.
@Suite struct ConstructTests {
    /// One view `box` under `view`, sized by `width` and `height` from the code under test.
    static func box(_ code: String, declarations: String = "") throws -> Loaded {
        try load("""
            \(declarations)
            let box = UIView()
            view.addSubview(box)
            \(code)
            """)
    }

    static func size(_ loaded: Loaded) -> Size? { loaded.frame("box")?.size }

    @Test(arguments: [
        // (what, code that sets box's frame to width x 10, expected width)
        ("ternary", "let w: CGFloat = 3 > 2 ? 40 : 50\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 40.0),
        ("guard", "func w(_ x: CGFloat?) -> CGFloat { guard let x = x, x > 0 else { return 1 }; return x * 2 }\nbox.frame = CGRect(x: 0, y: 0, width: w(nil) + w(20), height: 10)", 41),
        ("switch", "var w: CGFloat = 0\nswitch 7 { case 0..<5: w = 1\ncase 5...9 where w == 0: w = 2\ndefault: w = 3 }\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 2),
        ("while/repeat", "var n = 0\nwhile n < 5 { n += 1 }\nrepeat { n += 10 } while n < 30\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(n), height: 10)", 35),
        ("tuples", "let (a, b) = (10, 20)\nlet p = (w: a + b, h: 10)\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(p.w), height: CGFloat(p.1))", 30),
        ("labels from a tuple type", "let stats: [(title: String, value: Int)] = [(\"a\", 128), (\"b\", 2)]\nstruct M { let pairs: [(name: String, size: CGFloat)] }\nlet m = M(pairs: [(\"x\", 10)])\nfunc f(_ p: (w: CGFloat, h: CGFloat)) -> CGFloat { p.w }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(stats[1].value) + m.pairs[0].size + f((5, 1)), height: 10)", 17),
        ("numeric statics", "let big = CGFloat.greatestFiniteMagnitude\nlet r = CGSize(width: 1, height: .greatestFiniteMagnitude)\nbox.frame = CGRect(x: 0, y: 0, width: big > 1e300 && r.height > 1e300 ? (CGFloat.pi * 10).rounded() : 0, height: 10)", 31),
        ("range subscripts, type(of:), title(for:)", "let xs = [1, 2, 3, 4, 5, 6, 7]\nlet rows = stride(from: 0, to: xs.count, by: 3).map { Array(xs[$0..<min($0 + 3, xs.count)]) }\nclass Tag {}\nlet kind = String(describing: type(of: Tag()))\nlet b = UIButton()\nb.setTitle(\"Go\", for: .normal)\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(rows.count * 10 + rows[2][0] + xs[1...2].count) + (kind == \"Tag\" ? 100 : 0) + (b.title(for: .normal) == \"Go\" ? 1000 : 0), height: 10)", 1139),
        ("map/filter/reduce", "let ws = [1, 2, 3, 4].map { $0 * 10 }.filter { $0 > 15 }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(ws.reduce(0, +)), height: 10)", 90),
        ("enumerated/zip", "var w = 0\nfor (i, x) in [5, 6].enumerated() { w += i * x }\nfor (a, b) in zip([1, 2], [3, 4]) { w += a * b }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w), height: 10)", 17),
        ("dictionary", "var d = [\"a\": 1.0, \"b\": 2.0]\nd[\"c\"] = 4\nvar w = 0.0\nfor (_, v) in d { w += v }\nbox.frame = CGRect(x: 0, y: 0, width: w + (d[\"zz\"] ?? 100), height: 10)", 107),
        ("append/insert/remove", "var xs = [Int]()\nxs.append(1)\nxs.append(contentsOf: [2, 3])\nxs.insert(10, at: 0)\nxs.remove(at: 1)\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(xs.reduce(0, +) + xs.count), height: 10)", 18),
        ("default and variadic arguments", "func total(_ xs: CGFloat..., scale: CGFloat = 2) -> CGFloat { xs.reduce(0, +) * scale }\nbox.frame = CGRect(x: 0, y: 0, width: total(1, 2, 3) + total(1, scale: 10), height: 10)", 22),
        ("overloads by label", "func w(a: CGFloat) -> CGFloat { a }\nfunc w(b: CGFloat) -> CGFloat { b * 100 }\nbox.frame = CGRect(x: 0, y: 0, width: w(a: 1) + w(b: 1), height: 10)", 101),
        ("closures stored and called", "let double = { (x: CGFloat) -> CGFloat in x * 2 }\nvar count: CGFloat = 0\n[1, 2, 3].forEach { _ in count += 1 }\nbox.frame = CGRect(x: 0, y: 0, width: double(count), height: 10)", 6),
        ("string interpolation", "let s = \"w=\\(6 * 7)\"\nbox.frame = CGRect(x: 0, y: 0, width: s == \"w=42\" ? 42 : 0, height: 10)", 42),
        ("reversed/sorted/min/max", "let xs = [3, 1, 2].sorted()\nlet r = Array(xs.reversed())\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(r[0] * 10 + (xs.max() ?? 0) + (xs.min() ?? 0)), height: 10)", 34),
        ("trait collection", "let t = view.traitCollection\nlet big = t.preferredContentSizeCategory.isAccessibilityCategory || UIContentSizeCategory.large.isAccessibilityCategory\nbox.frame = CGRect(x: 0, y: 0, width: (big ? 1 : t.displayScale * 10) + (UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory ? 5 : 0), height: 10)", 35),
        ("String(repeating:count:)", "let s = String(repeating: \"ab\", count: 3)\nbox.frame = CGRect(x: 0, y: 0, width: s == \"ababab\" ? 6 : 1, height: 10)", 6),
        ("String(format:)", "let s = String(format: \"%d of %@, %.1f%% %6.2f %02d:%-3d|\", 3, \"ten\", 2.25, -0.004, 5, 7)\nbox.frame = CGRect(x: 0, y: 0, width: s == \"3 of ten, 2.2%  -0.00 05:7  |\" ? 7 : 1, height: 10)", 7),
        ("Array(repeating:count:)", "let xs = Array(repeating: 5, count: 4)\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(xs.reduce(0, +) + xs.count), height: 10)", 24),
        ("stride", "var w = 0.0\nfor x in stride(from: 0, to: 10, by: 3) { w += x }\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 18),
        ("break and continue", "var w = 0\nfor i in 0..<100 { if i % 2 == 0 { continue }; if i > 7 { break }; w += i }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w), height: 10)", 16),
        ("defer", "var w: CGFloat = 1\nfunc f() -> CGFloat { defer { w = 50 }; return w }\nlet first = f()\nbox.frame = CGRect(x: 0, y: 0, width: first + w, height: 10)", 51),
        ("nested functions", "func outer() -> CGFloat { func inner(_ x: CGFloat) -> CGFloat { x + 1 }; return inner(inner(1)) }\nbox.frame = CGRect(x: 0, y: 0, width: outer(), height: 10)", 3),
        ("optional chaining", "let maybe: UIView? = nil\nlet w = maybe?.frame.width ?? 12\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 12),
        ("a trailing closure for a labelled parameter", "func side(_ base: CGFloat, adjust: (CGFloat) -> CGFloat) -> CGFloat { adjust(base) }\nbox.frame = CGRect(x: 0, y: 0, width: side(20) { $0 * 2 }, height: 10)", 40),
        ("a field of a field", "box.frame = CGRect(x: 0, y: 0, width: 1, height: 10)\nbox.frame.size.width = 33\nvar r = box.frame\nr.origin.x = 5\nbox.frame.size.width += r.minX", 38),
        ("associated values", "let s: Banner = .error(code: 12)\nvar w: CGFloat = 0\nswitch s {\ncase .hidden: w = 1\ncase .error(let code) where code > 10: w = CGFloat(code)\ncase .error: w = 2\n}\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 12),
        ("a leading dot typed by a parameter", "func w(_ s: Size = .regular, _ i: UIEdgeInsets = .zero) -> CGFloat { s.side + i.left }\nbox.frame = CGRect(x: 0, y: 0, width: w(.small) + w(), height: 10)", 30),
        ("rounded and friends", "let x: CGFloat = 10.6\nbox.frame = CGRect(x: 0, y: 0, width: x.rounded(.down) + x.rounded() + (4.0).squareRoot() + CGFloat(7).truncatingRemainder(dividingBy: 4), height: 10)", 26),
        ("calling a nil closure", "var onTap: (() -> Void)? = nil\nonTap?()\nlet f = [\"a\": { () -> CGFloat in 9 }]\nbox.frame = CGRect(x: 0, y: 0, width: (f[\"b\"]?() ?? 4) + (f[\"a\"]?() ?? 0), height: 10)", 13),
        ("size classes", "let wide = traitCollection.horizontalSizeClass == .regular\nlet w: CGFloat = wide ? 300 : UIDevice.current.userInterfaceIdiom == .phone ? 100 : 200\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 100),
        ("integer division of Ints", "let columns = 4\nvar w = 0\nfor (index, _) in [1, 2, 3, 4, 5, 6].enumerated() { w += index / columns }\nlet n: Int = 7\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w + n / 2) + 10 / 4, height: 10)", 7.5),
        // Closures handed a sequence of Ints take Ints: 0/2 + 1/2 + 2/2 (+ the same by `$0`) + 5/2 + 6/4 + 4/4.
        ("integer division in closures", "var w = 0\n[7, 8, 9].enumerated().forEach { index, _ in w += index / 2 }\n(0..<3).forEach { w += $0 / 2 }\n[5].map { (n: Int) -> Int in n / 2 }.forEach { w += $0 }\nstride(from: 6, to: 7, by: 1).forEach { i in w += i / 4 }\n[8].indices.reversed().forEach { w += ($0 + 4) / 4 }\nlet halves = [3.0].map { $0 / 2 }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w) + halves[0], height: 10)", 7.5),
        // Ints by a ternary, a computed property declared Int, a function -> Int, max: 5/2 + 5/2 + 5/2 + 7/3.
        ("integer division by computed Ints", "struct Grid { var wide = false; var columns: Int { wide ? 3 : 2 }; func row(_ i: Int) -> Int { i / columns } }\nfunc perRow() -> Int { 2 }\nlet two = 3 > 2 ? 2 : 3\nvar w = 0\nfor i in 5..<6 { w += i / two + Grid().row(i) + i / perRow() + 7 / max(2, 3) }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w), height: 10)", 8),
        // A static declared below its use, of an enum of constants: 5 / 2 and 9 / 4.
        ("integer division by a static", "var w = 0\nfor i in 5..<6 { w += i / Grid.columns + 9 / Grid.Inner.rows }\nenum Grid { static let columns: Int = 2; enum Inner { static let rows = 4 }; static let gap: CGFloat = 2 }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w) + 7 / Grid.gap, height: 10)", 7.5),
        // The animations run at once and the completion after them, a trailing closure filling whichever of the two no label gave.
        ("animation blocks", "var w = 0\nUIView.animate(withDuration: 0.2, animations: { w += 1 }) { _ in w += 10 }\nUIView.animate(withDuration: 0.2) { w += 100 }\nUIView.animate(withDuration: 0.1, delay: 0, options: [.curveEaseOut], animations: { w += 1000 }) { finished in if finished { w += 10000 } }\nUIView.animate(withDuration: 0.1, animations: { w *= 2 }, completion: nil)\nUIView.transition(with: box, duration: 0.3, options: .transitionCrossDissolve) { w += 3 } completion: { _ in w += 4 }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w), height: 10)", 22229),
        // A collection view keeps the layout it was made with, to be cast back.
        ("a collection view's layout", "let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())\nvar w: CGFloat = 0\nif let flow = cv.collectionViewLayout as? UICollectionViewFlowLayout { flow.minimumLineSpacing = 8; w += 1 }\nlet other = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout { _, _ in nil })\nif other.collectionViewLayout is UICollectionViewFlowLayout { w += 10 }\nif other.collectionViewLayout is UICollectionViewLayout { w += 100 }\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 101),
        // toggle, round, negate, a String's append, a Set's insert and remove, prefix/first of a name; 1 + 3 + 5 + 10 + 3 + 1000.
        ("mutating methods of values", "var open = false\nopen.toggle()\nvar x: CGFloat = 2.6\nx.round()\nvar t = \"Gr\"\nt.append(\"ace\")\nvar ids = Set<String>()\nids.insert(\"a\")\nlet again = ids.insert(\"a\")\nids.insert(\"b\")\nids.remove(\"b\")\nlet name = \"Grace Hopper\"\nlet initials = String(name.prefix(2)) + (name.first ?? \"\")\nvar y: CGFloat = -1000\ny.negate()\nbox.frame = CGRect(x: 0, y: 0, width: (open ? 1 : 0) + x + CGFloat(t.count + ids.count * 10 + initials.count) + (again.inserted ? 0 : y), height: 10)", 1022),
        // `.now() + 2`: the block runs as the statement ends, whenever it was asked for.
        ("blocks after a delay", "var w: CGFloat = 0\nDispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { w += 1 }\nDispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(300)) { w += 10 }\nbox.frame = CGRect(x: 0, y: 0, width: 5, height: 10)\nbox.frame.size.width += w", 16),
        // `$0` and `$1` of a closure handed pairs are the pair's parts; `$0` alone is the pair: 6 + 11 + 7 + 1.
        ("anonymous parameters over pairs", "var w = 0\n[5, 6].enumerated().forEach { w += $0 * $1 }\nzip([1, 2], [3, 4]).forEach { w += $0 * $1 }\n[7].enumerated().forEach { w += $0.element }\n[8, 9].enumerated().forEach { w += $0 / 2 + $1 / 8 - 1 }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w), height: 10)", 24),
        // A case's associated value left out takes its default: 4 + 0, 1 + 10, 100 + 0.
        ("default associated values", "enum Pin { case top(_ inset: CGFloat, extra: CGFloat = 0), side(CGFloat = 100, name: String = \"x\") }\nvar w: CGFloat = 0\nfor pin in [Pin.top(4), .top(1, extra: 10), .side()] {\n    switch pin {\n    case .top(let inset, let extra): w += inset + extra\n    case .side(let v, let name): w += name == \"x\" ? v : 0\n    }\n}\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 115),
        // An animator's blocks run when it starts (not before), then its completions; a running one's at once: 1 + 10 + 100 + 1000.
        ("property animators", "var w: CGFloat = 0\nlet animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { w += 1 }\nanimator.addAnimations { w += 10 }\nanimator.addCompletion { position in if position == .end { w += 100 } }\nlet before = w\nanimator.startAnimation()\nUIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: { w += 1000 })\nbox.frame = CGRect(x: 0, y: 0, width: w + before, height: 10)", 1111),
        // `.zero` takes the property's type; `.init(x:y:width:height:)` is a rect: 3 + 0 margins + 0 spacing + 0 offset.
        ("zero and init by the property", "let stack = UIStackView()\nstack.isLayoutMarginsRelativeArrangement = true\nstack.layoutMargins = UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9)\nstack.layoutMargins = .zero\nstack.spacing = 4\nstack.spacing = .zero\nlet scroll = UIScrollView()\nscroll.contentOffset = .zero\nscroll.contentInset = .zero\nbox.frame = .zero\nbox.frame = .init(x: 1, y: 2, width: 3, height: 10)\nbox.frame.size.width += stack.layoutMargins.left + stack.spacing + scroll.contentOffset.y", 3),
        // The window reached through the connected scenes: its bottom inset, 34, and the keyWindow's top, 59.
        ("the scene's window", "let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene\nlet bottom = scene?.windows.first?.safeAreaInsets.bottom ?? 0\nlet top = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets.top ?? 0\nbox.frame = CGRect(x: 0, y: 0, width: bottom + top, height: 10)", 93),
        ("closures keep a loop's index", "var fs: [() -> Int] = []\nfor i in 0..<3 { fs.append({ i * 10 }) }\nvar w = 0\nfor f in fs { w += f() }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(w), height: 10)", 30),
        ("closures change their maker's variables", "func twice(_ f: () -> Void) { f(); f() }\nfunc count() -> Int { var n = 0; twice { n += 1 }; return n }\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(count()), height: 10)", 2),
        ("nil receivers evaluate nothing", "var made = 0\nfunc make() -> UIView { made += 1; return UIView() }\nlet none: UIView? = nil\nnone?.addSubview(make())\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(made) + 5, height: 10)", 5),
        ("strings, default values, sort", "var d = [\"a\": 1]\nd[\"b\", default: 0] += 4\nvar xs = [3, 1, 2]\nxs.sort()\nbox.frame = CGRect(x: 0, y: 0, width: CGFloat(d[\"b\"]! * 10 + xs[0]) + (\"hello\".contains(\"ell\") ? 100 : 0), height: 10)", 141),
        ("Then's builder", "let inner = UIView().then { $0.frame = CGRect(x: 0, y: 0, width: 7, height: 1) }\nbox.frame = CGRect(x: 0, y: 0, width: inner.frame.width, height: 10)", 7),
        ("if let with as?", "var w: CGFloat = 0\nif let label = box as? UILabel { w = 1 } else if let v = view.subviews.first as? UIView, v === box { w = 2 }\nbox.frame = CGRect(x: 0, y: 0, width: w, height: 10)", 2),
    ] as [(String, String, Double)])
    func construct(_ what: String, _ code: String, _ width: Double) throws {
        let loaded = try Self.box(code, declarations: """
            enum Banner { case hidden, error(code: Int) }
            struct Size { var side: CGFloat; static let small = Size(side: 10); static let regular = Size(side: 20) }
            """)
        #expect(loaded.errors.isEmpty, "\(what): \(loaded.messages)")
        #expect(Self.size(loaded) == Size(width: width, height: 10), "\(what)")
    }

    /// `setCustomSpacing(_:after:)` counts only for a view arranged at the
    /// time (UIStackView.h: otherwise "ignored"), and goes when the view
    /// leaves the arrangement: added back, it has the stack's spacing.
    @Test func customSpacingIsKeptOnlyForArrangedViews() throws {
        let loaded = try load("""
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 2
            stack.translatesAutoresizingMaskIntoConstraints = false
            let a = UIView(), b = UIView(), c = UIView()
            for v in [a, b, c] { v.heightAnchor.constraint(equalToConstant: 10).isActive = true }
            stack.setCustomSpacing(40, after: a)
            stack.addArrangedSubview(a)
            stack.addArrangedSubview(b)
            stack.addArrangedSubview(c)
            stack.setCustomSpacing(20, after: b)
            stack.setCustomSpacing(30, after: c)
            stack.removeArrangedSubview(c)
            stack.addArrangedSubview(c)
            view.addSubview(stack)
            stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
            let d = UIView()
            d.heightAnchor.constraint(equalToConstant: 10).isActive = true
            stack.addArrangedSubview(d)
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // a, 2, b, 20, c, 2 (its 30 went when it left), d.
        #expect(loaded.frame("b")?.minY == 12)
        #expect(loaded.frame("c")?.minY == 42)
        #expect(loaded.frame("d")?.minY == 54)
        #expect(loaded.notes.contains { $0.contains("setCustomSpacing(_:after: a) is ignored") }, "\(loaded.notes)")
    }

    @Test func enumsWithRawValuesCaseIterableAndComputedProperties() throws {
        let loaded = try Self.box("""
            let widths = Gap.allCases.map { $0.doubled }
            box.frame = CGRect(x: Gap(rawValue: 16)?.rawValue ?? 0, y: Gap.large.index, width: widths.reduce(0, +), height: 10)
            """, declarations: """
            enum Gap: CGFloat, CaseIterable {
                case small = 8, medium = 16, large = 24
                var doubled: CGFloat { rawValue * 2 }
                var index: CGFloat {
                    switch self {
                    case .small: return 0
                    case .medium: return 1
                    case .large: return 2
                    }
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("box") == Rect(x: 16, y: 2, width: 96, height: 10))
    }

    @Test func structsWithMemberwiseInitsAndStatics() throws {
        let loaded = try Self.box("""
            let m = Metrics(side: 30)
            box.frame = CGRect(x: Metrics.margin, y: m.area / 100, width: m.side, height: m.side)
            """, declarations: """
            struct Metrics {
                static let margin: CGFloat = 16
                let side: CGFloat
                var area: CGFloat { side * side }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("box") == Rect(x: 16, y: 9, width: 30, height: 30))
    }

    @Test func propertyObserversAndComputedSetters() throws {
        let loaded = try load("""
            class Sizer: UIViewController {
                let box = UIView()
                var side: CGFloat = 0 {
                    didSet { box.frame = CGRect(x: oldValue, y: 0, width: side, height: side) }
                }
                var doubled: CGFloat {
                    get { side * 2 }
                    set { side = newValue / 2 }
                }
                override func viewDidLoad() {
                    view.addSubview(box)
                    side = 10
                    doubled = 60
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("box") == Rect(x: 10, y: 0, width: 30, height: 30))
    }

    @Test func priorityArithmeticAndImplicitMembers() throws {
        let loaded = try Self.box("""
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(100).priority(.defaultHigh + 1)
                make.width.equalTo(200).priority(.defaultHigh)
                make.height.equalTo(10).priority(UILayoutPriority.required - 1)
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // 751 beats 750: width 100; the height constraint is optional (999), not required.
        #expect(loaded.frame("box") == Rect(x: 0, y: 0, width: 100, height: 10))
        let height = loaded.engine.layout.constraints.first { $0.first.attribute == .height }
        #expect(height?.priority.value == 999)
    }

    /// SnapKit reads a declared type through the protocol it conforms to:
    /// `ConstraintPriorityTarget`, `ConstraintOffsetTarget`, `ConstraintInsetTarget`.
    @Test func snapKitTargetsOfDeclaredTypes() throws {
        let loaded = try Self.box("""
            box.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(Spacing.large)
                make.left.equalToSuperview().inset(Inset(value: 5))
                make.width.equalTo(100).priority(Level.medium)
                make.width.equalTo(200).priority(Level.high)
                make.height.equalTo(10)
            }
            """, declarations: """
            enum Level: ConstraintPriorityTarget {
                case high, medium
                var constraintPriorityTargetValue: Float {
                    switch self {
                    case .high: return UILayoutPriority.defaultHigh.rawValue
                    case .medium: return (UILayoutPriority.defaultHigh.rawValue + UILayoutPriority.defaultLow.rawValue) / 2
                    }
                }
            }
            enum Spacing: ConstraintOffsetTarget {
                case large
                var constraintOffsetTargetValue: CGFloat { 24 }
            }
            struct Inset: ConstraintInsetTarget {
                let value: CGFloat
                var constraintInsetTargetValue: ConstraintInsets { UIEdgeInsets(top: value, left: value, bottom: value, right: value) }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // 750 beats 500: width 200.
        #expect(loaded.frame("box") == Rect(x: 5, y: 24, width: 200, height: 10))
        let priorities = loaded.engine.layout.constraints.filter { $0.first.attribute == .width }.map(\.priority.value)
        #expect(priorities == [500, 750])
    }
}
