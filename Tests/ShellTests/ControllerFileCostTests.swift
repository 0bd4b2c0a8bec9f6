import Shell
import Testing

/// A layout loaded as a whole view controller file comes to the engine in
/// one batch; it must cost the solver about what typing the same code a
/// statement at a time does (counted in cells and pivots, the same on every
/// machine), and lay out the same.
@Suite struct ControllerFileCostTests {
    /// Views made at the top level: in the controller, its stored properties.
    struct Code {
        var views: [String] = []
        var body: [String] = []

        /// One statement per input, as a script is typed.
        var statements: [String] { views + body }

        /// A view controller whose views are stored properties and whose
        /// `viewDidLoad()` does the rest, as most real files are written.
        var controller: String {
            "import UIKit\nimport SnapKit\n\nfinal class ListViewController: UIViewController {\n"
                + views.map { "    private \($0)\n" }.joined()
                + "\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"
                + body.map { $0.split(separator: "\n").map { "        \($0)\n" }.joined() }.joined()
                + "    }\n}\n"
        }
    }

    /// A scroll view pinned to the safe area, holding `content` (made by
    /// `initializer`, set up by `setup`) with its edges on the content
    /// guide and the constraints `pinning` besides.
    static func scrolling(_ content: String, _ initializer: String, setup: [String] = [], pinning: [String]) -> Code {
        Code(views: ["let scroll = UIScrollView()", "let \(content) = \(initializer)"], body: [
            "view.addSubview(scroll)",
            "scroll.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }",
        ] + setup + [
            "scroll.addSubview(\(content))",
            "\(content).snp.makeConstraints { make in\n    make.edges.equalTo(scroll.contentLayoutGuide)\n"
                + pinning.map { "    \($0)\n" }.joined() + "}",
        ])
    }

    /// A scroll view pinned to the safe area holding a row of `n` labels at
    /// equal hugging: the whole row hangs on the safe area guide.
    static func wideTie(_ n: Int) -> Code {
        var code = scrolling("row", "UIView()", pinning: ["make.height.equalTo(scroll.frameLayoutGuide)",
                                                         "make.width.equalTo(\(20 * n))"])
        for i in 0..<n {
            code.views.append("let tag\(i) = UILabel()")
            code.body.append("tag\(i).text = \"#\"")
            code.body.append("row.addSubview(tag\(i))")
            code.body.append("""
                tag\(i).snp.makeConstraints { make in
                    make.top.bottom.equalToSuperview()
                    make.leading.equalTo(\(i == 0 ? "row.snp.leading" : "tag\(i - 1).snp.trailing"))
                }
                """)
        }
        code.body.append("tag\(n - 1).snp.makeConstraints { make in make.trailing.equalToSuperview() }")
        return code
    }

    /// A form in a scroll view within the safe area: sections (vertical
    /// stacks with margins) of captioned fields, each line a horizontal stack.
    static func form(_ sections: Int) -> Code {
        var code = scrolling("form", "UIStackView()", setup: ["form.axis = .vertical", "form.spacing = 24"],
                             pinning: ["make.width.equalTo(scroll.frameLayoutGuide)"])
        for s in 0..<sections {
            code.views.append("let section\(s) = UIStackView()")
            code.body += ["section\(s).axis = .vertical", "section\(s).spacing = 12",
                          "section\(s).isLayoutMarginsRelativeArrangement = true",
                          "section\(s).layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)"]
            for f in 0..<3 {
                let name = "s\(s)f\(f)"
                code.views += ["let caption\(name) = UILabel()", "let input\(name) = UITextField()",
                               "let line\(name) = UIStackView()"]
                code.body += ["caption\(name).text = \"Field \(f)\"", "input\(name).placeholder = \"Field \(f)\"",
                              "line\(name).spacing = 8", "line\(name).alignment = .firstBaseline",
                              "line\(name).addArrangedSubview(caption\(name))", "line\(name).addArrangedSubview(input\(name))",
                              "section\(s).addArrangedSubview(line\(name))"]
            }
            code.body.append("form.addArrangedSubview(section\(s))")
        }
        return code
    }

    /// What loading cost the solver (`:solver`): the cells left, the cells
    /// substitutions wrote on the way, and the pivots.
    typealias Cost = (cells: Int, rewritten: Int, pivots: Int)

    static func cost(_ session: Session) throws -> Cost {
        let line = try #require(session.handle(":solver").lines.last { $0.hasSuffix(" pivots") })
        func number(before words: String) -> Int? {
            line.split(separator: ",").first { $0.hasSuffix(" " + words) }
                .flatMap { Int($0.split(separator: " ").first ?? "") }
        }
        return (try #require(number(before: "cells")), try #require(number(before: "cells rewritten")),
                try #require(number(before: "pivots")))
    }

    /// Loads `code` typed and as a controller; returns both costs and whether
    /// the frames agree.
    static func both(_ code: Code) throws -> (typed: Cost, file: Cost, sameFrames: Bool) {
        let typed = try Session()
        for statement in code.statements { #expect(!typed.handle(statement).failed, "\(statement)") }
        let file = try Session()
        #expect(!file.loadSwift([(path: "ListViewController.swift", text: code.controller)]).failed)
        let frames = { (s: Session) in s.handle(":layout").lines.filter { !$0.hasPrefix("viewport") } }
        return (try cost(typed), try cost(file), frames(typed) == frames(file))
    }

    @Test func aRowHangingOnTheSafeAreaFillsNoMoreThanTyped() throws {
        // Its safe area was defined after all 80 labels, and the tableau filled
        // in through it on the way: it ends the same size, but the
        // substitutions wrote many times the cells typing does.
        let (typed, file, sameFrames) = try Self.both(Self.wideTie(80))
        #expect(file.cells <= typed.cells + typed.cells / 4, "typed \(typed), as a file \(file)")
        #expect(file.rewritten <= typed.rewritten, "typed \(typed), as a file \(file)")
        #expect(sameFrames)
    }

    @Test func aFormPinnedBeforeItsSectionsCostsWhatTypingDoes() throws {
        // Installed in the sources' own order, the form was pinned to its scroll
        // view after every section was stacked, pivoting through all of them.
        let (typed, file, sameFrames) = try Self.both(Self.form(20))
        #expect(file.cells <= typed.cells + typed.cells / 4, "typed \(typed), as a file \(file)")
        #expect(file.pivots <= 2 * typed.pivots, "typed \(typed), as a file \(file)")
        #expect(file.rewritten <= 2 * typed.rewritten, "typed \(typed), as a file \(file)")
        #expect(sameFrames)
    }
}
