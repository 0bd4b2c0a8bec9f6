/// A layout's code as a whole Swift file: a view controller whose views are
/// stored properties and whose `viewDidLoad()` does the rest, as real view
/// controllers are written (`private let titleLabel = UILabel()` above,
/// `view.addSubview(titleLabel)` and its constraints below). The shell loads
/// it as `layoutsh FILE.swift` does: one module, the controller presented.
enum ControllerFile {
    /// The controller's class name.
    static let className = "ShapeViewController"

    /// `code` (top-level statements, one per line) as a controller: each
    /// top-level `let NAME = UIType(...)` becomes a stored property, every
    /// other line goes into `viewDidLoad()`, in order. The views keep their
    /// names, so commands and typed statements name them as before.
    static func wrapping(_ code: String) -> String {
        var properties: [Substring] = []
        var body: [Substring] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if isViewDeclaration(line) { properties.append(line) } else { body.append(line) }
        }
        while body.last?.isEmpty == true { body.removeLast() }
        var text = "import UIKit\nimport SnapKit\n\nfinal class \(className): UIViewController {\n"
        for p in properties { text += "    private " + p + "\n" }
        text += "\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"
        for line in body { text += line.isEmpty ? "\n" : "        " + line + "\n" }
        return text + "    }\n}\n"
    }

    /// A declaration of a view at the top level: not indented, a `let`
    /// whose value is made by a UIKit initializer.
    private static func isViewDeclaration(_ line: Substring) -> Bool {
        guard line.hasPrefix("let "), let equals = line.firstRange(of: " = ") else { return false }
        return line[equals.upperBound...].hasPrefix("UI")
    }
}
