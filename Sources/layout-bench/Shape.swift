/// One way real code lays out views, at any size: the Swift a developer would
/// write for it, and what to point the shell's commands at afterwards.
struct Shape: Sendable {
    /// The name on the command line and in the CSV.
    var name: String
    /// One line for `--list` and the README.
    var summary: String
    /// The code for about `views` views, in `style`.
    var source: @Sendable (_ views: Int, _ style: Style) -> Source
}

extension Shape {
    /// `scroll`, a scroll view filling the safe area, as most scrolling
    /// screens begin.
    static let safeScrollView = """
        let scroll = UIScrollView()
        view.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }

        """
}

/// How the repeated part of a layout is written: unrolled, one statement per
/// line with a variable per view as a view controller spells it out, or as
/// one `for` loop (one statement that builds every view); or unrolled inside
/// a whole Swift file, each view a stored property of a view controller and
/// the rest its `viewDidLoad()`, as a real file is written and loaded
/// (`ControllerFile`).
enum Style: String, CaseIterable, Sendable {
    case lines, loop, controller

    /// The style the repeated part is spelled in: a controller's body is
    /// written one statement per line.
    var unrolled: Bool { self != .loop }
}

/// A layout's code and the views, values and constraints its commands are
/// timed on (each named as the session names it in that style).
struct Source: Sendable {
    var text: String
    /// A value for `:why`, e.g. `label500.y`.
    var why: String
    /// A view for `:exercise` (an ambiguous one where the shape has any).
    var exercise: String
    /// A scroll view for `:scroll`, if the shape has one.
    var scroll: String?
    /// A statement that edits the middle of the layout (a constant, a
    /// text, a priority), as a user tries a change.
    var edit: String
    /// Whether `text` is a whole Swift file (`ControllerFile`) rather than a
    /// script of top-level statements.
    var isSwiftFile = false
}

/// The repeated part of a layout, written once with placeholders and spelled
/// out in either style:
///   `{v}`    the current view's variable (`label12`, or `label` in a loop)
///   `{prev}` the previous one's (`first` before the first view)
///   `{i}`    the index, from 0 (a literal, or the loop's `i`)
struct Repeated {
    /// The variable's name in a loop; unrolled, it is followed by the index.
    var variable: String
    /// What `{prev}` is for the first view (a view made before, or `nil`
    /// when the body never mentions it).
    var first: String?
    /// How many times.
    var count: Int
    /// The statements for one view.
    var body: String

    /// The code in `style`.
    func text(_ style: Style) -> String {
        switch style {
        case .lines, .controller:
            return (0..<count).map { i in
                body.replacing("{v}", with: name(i, .lines))
                    .replacing("{prev}", with: i == 0 ? (first ?? "") : name(i - 1, .lines))
                    .replacing("{i}", with: "\(i)")
            }.joined()
        case .loop:
            let indented = body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
                .replacing("{v}", with: variable).replacing("{prev}", with: "previous").replacing("{i}", with: "i")
            var s = ""
            if let first { s += "var previous: UIView = \(first)\n" }
            s += "for i in 0..<\(count) {\n" + indented
            if first != nil { s += "    previous = \(variable)\n" }
            return s + "}\n"
        }
    }

    /// The session's name for the view made at index `i`: the variable,
    /// numbered; in a loop the shell numbers the one variable's views
    /// `label`, `label_2`, `label_3`, ….
    func name(_ i: Int, _ style: Style) -> String {
        switch style {
        case .lines, .controller: return "\(variable)\(i)"
        case .loop: return i == 0 ? variable : "\(variable)_\(i + 1)"
        }
    }

    /// The name of the last view.
    func last(_ style: Style) -> String {
        style.unrolled ? name(count - 1, .lines) : (first != nil ? "previous" : name(count - 1, .loop))
    }
}
