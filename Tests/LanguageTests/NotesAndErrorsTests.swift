import Testing
@testable import Language
import LayoutModel

/// Every note and error the front end gives, each with a source that
/// gives it: the words, and for errors the line they point at.
@Suite struct NotesAndErrorsTests {
    @Test(arguments: [
        ("let b = UIView()\nb.backgroundColor = .red", "note: 'backgroundColor' does not affect layout; ignored"),
        ("let b = UIButton()\nb.addTarget(nil, action: #selector(tap), for: .touchUpInside)", "note: 'addTarget' does not affect layout; ignored"),
        ("let f = RelativeDateTimeFormatter()", "note: 'RelativeDateTimeFormatter' is not declared in what was loaded; taken to have no effect on layout"),
        ("let l = UILabel()\nl.text = Formatter.shared.string()", "note: l.text comes from Formatter.shared.string(), which layoutsh cannot run; it keeps its text"),
        ("let l = UILabel()\nl.adjustsFontForContentSizeCategory = true", "note: 'adjustsFontForContentSizeCategory' does not affect layout; ignored"),
        ("title = \"Home\"", "note: 'title' does not affect layout; ignored"),
        ("preferredContentSize = CGSize(width: 320, height: 480)", "note: 'preferredContentSize' does not affect layout; ignored"),
        ("class Home: UIViewController {}", "presented Home"),
        ("override func viewDidLoad() { super.viewDidLoad() }", "ran viewDidLoad() as the view controller's"),
        ("let t = UITableView(frame: .zero, style: .insetGrouped)", "note: a .insetGrouped table is laid out as a .plain one here: the space around its sections and the inset of its rows are not modelled"),
        ("import UIKit\nimport TinyConstraints", "note: layoutsh reads UIKit's, SnapKit's and BoxView's constraints, not TinyConstraints's: the constraints its calls make are missing here"),
        ("let layout = UICollectionViewFlowLayout()\nlayout.minimumLineSpacing = 2\nlet grid = UICollectionView(frame: .zero, collectionViewLayout: layout)",
         "note: a collection view's items are not laid out here (its UICollectionViewFlowLayout is not modelled), so it shows no cells; `:present` with a cell class shows one cell at the size it fits"),
        ("let dots = UIPageControl()\ndots.numberOfPages = 3", "note: UIKit gives a UIPageControl a size of its own, which layoutsh does not know: here only constraints or its frame size it"),
    ])
    func notes(_ source: String, _ note: String) throws {
        let loaded = try load(source)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.notes.contains(note), "\(loaded.notes)")
    }

    @Test(arguments: [
        ("let v = CardView()", 1, "cannot find 'CardView' in scope", "if another file declares it, load them together: layoutsh CardView.swift ThisFile.swift"),
        ("let b = UIView()\nview.addSubview(bx)", 2, "cannot find 'bx' in scope", "did you mean 'b'?"),
        ("func f(_ x: Int?) -> Int {\n    guard let x = x else { print(0) }\n    return x\n}\nlet y = f(nil)", 2, "the guard's else block must not fall through", "end it with return, break or continue"),
        ("func f(a: Int) -> Int { a }\nlet y = f(b: 1)", 2, "no function f(b:) is declared", "declared: f(a:)"),
        ("func f(_ x: Int, b: Int) -> Int { x }\nlet y = f(1, 2)", 2, "no function f(_:_:) is declared", "declared: f(_:b:)"),
        ("func f(a: Int, b: Int) -> Int { a + b }\nlet y = f(a: 1)", 2, "no function f(a:) is declared", "declared: f(a:b:)"),
        ("struct S { var x: CGFloat { 1 } }\nlet s = S()\ns.x = 2", 3, "'x' is a get-only property", nil),
        ("class V: UIView {\n    init(title: String) { super.init(frame: .zero) }\n    required init?(coder: NSCoder) { fatalError() }\n}\nlet v = V(name: \"a\")", 5, "V has no initializer init(name:)", "it declares init(title:), init(coder:)"),
        ("struct P { let w: CGFloat }\nlet p = P(h: 1)", 2, "P has no stored property 'h' to initialise", nil),
        ("let (a, b) = 5", 1, "the value does not fit the pattern (a number)", nil),
        ("enum E: Error { case bad }\nfunc f() throws { throw E.bad }\ntry f()", 2, "a Swift error was thrown here", "layoutsh runs no catch for thrown errors"),
        ("let v = UIView()\nlet x = v as! UILabel", 2, "a view is not a UILabel (as! fails here)", nil),
        ("let a: Int = 1\nlet b = a ^^^ 2", 2, "unknown operator '^^^'", nil),
        ("let s = \"a\" * 2", 1, "'*' cannot combine a string and a number", nil),
        ("let button = UIButton()\nview.addSubview(button)\nbutton.translatesAutoresizingMaskIntoConstraints = false\nlet left = NSLayoutConstraint(item: button, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 8)\nbutton.addConstraint(left)", 5,
         "Unable to install constraint on view. Does the constraint reference something from outside the subtree of the view? That's illegal. "
            + "(UIKit's words, then the app ends): #1 names view, which is not button or inside it",
         "add it to a view both are in, or set isActive = true (NSLayoutConstraint.activate), which finds that view itself"),
        ("class C: UIViewController {\n    override func loadView() { view = 3 }\n}", 2, "a view controller's view must be a view, not a number", nil),
        ("let stack = UIStackView()\nlet holder = UIView()\nholder.addSubview(stack)\nclass C: UIViewController {\n    override func loadView() { view = stack }\n}", 5,
         "stack is in a view hierarchy already: a view controller's view must not have a superview", nil),
    ] as [(String, Int, String, String?)])
    func errors(_ source: String, _ line: Int, _ message: String, _ hint: String?) throws {
        let loaded = try load(source)
        #expect(loaded.messages == [message], "\(loaded.messages)")
        #expect(loaded.errors.first?.range.start.line == line)
        #expect(loaded.errors.first?.hint == hint)
    }

    /// A `let` in `viewDidLoad` that fails leaves its name undeclared, and
    /// the statements using it (and what they would have declared) fail
    /// for that alone: one error is reported, its hint counting them, and
    /// the statements that do not use it still run.
    /// Frameworks that make no constraints, and SnapKit, pass without a word.
    @Test func importsOfOtherModulesSayNothing() throws {
        let loaded = try load("import UIKit\nimport SnapKit\nimport Kingfisher\nimport MapKit")
        #expect(loaded.errors.isEmpty && loaded.notes.isEmpty, "\(loaded.messages) \(loaded.notes)")
    }

    @Test func statementsThatFailForAFailedLetAreCountedNotRepeated() throws {
        let loaded = try load("""
            final class GridViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let keys = ["1", "2", "3"].nonsense
                    let row = UIStackView(arrangedSubviews: keys.map { _ in UIView() })
                    row.axis = .horizontal
                    view.addSubview(row)
                    let footer = UILabel()
                    view.addSubview(footer)
                }
            }
            """)
        #expect(loaded.messages == ["an array has no member 'nonsense'"])
        #expect(loaded.errors.first?.hint == "3 later statements that use keys, row were skipped with it")
        #expect(loaded.has("footer") && loaded.engine.layout.views.contains { $0.name == "footer" && $0.superview != nil })
    }

    @Test func anErrorInAnotherFileOfTheModuleNamesThatFile() throws {
        let loaded = try load("extension UIView {\n    func pin() { translatesAutoresizingMaskIntoConstraints = flase }\n}",
                          "let b = UIView()\nview.addSubview(b)\nb.pin()")
        #expect(loaded.messages == ["cannot find 'flase' in scope"])
        let rendered = loaded.errors.first.map { loaded.interpreter.render($0) } ?? ""
        #expect(rendered.hasPrefix("error: cannot find 'flase' in scope\n --> File0.swift:2:62\n"), "\(rendered)")
        #expect(rendered.contains("= hint: did you mean 'false'?"), "\(rendered)")
    }
}
