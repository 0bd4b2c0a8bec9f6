import Cassowary
import Language
import LayoutModel

/// What the shell says in answer to one input: lines for standard output
/// and for standard error, and whether it failed (an error, a failed `:expect`).
public struct Output: Sendable, Equatable {
    public var lines: [String] = []
    public var errors: [String] = []
    public var failed = false
    /// Set by `:quit`.
    public var quit = false
    /// The lines laid out already (pictures, tables, JSON, code), by
    /// index: `reflow` breaks every other line to the terminal's width.
    var preformatted: Set<Int> = []

    public init() {}
    /// Lines laid out already, which keep their layout at any width.
    init(preformatted lines: [String]) { show(lines) }

    /// What `:quit` answers.
    static var quitting: Output {
        var output = Output()
        output.quit = true
        return output
    }

    /// A line of prose, which `reflow` fits to the terminal.
    mutating func say(_ line: String) { lines.append(line) }
    /// Lines laid out already (a picture, a table, JSON), kept as they are.
    mutating func show(_ shown: [String]) {
        preformatted.formUnion(lines.count..<(lines.count + shown.count))
        lines += shown
    }
    mutating func show(_ line: String) { show([line]) }
    mutating func fail(_ message: String) {
        // Whatever an error quotes (a path, a name) must not drive the terminal.
        errors.append(contentsOf: message.split(separator: "\n", omittingEmptySubsequences: false).map {
            LanguageError.printable(String($0), limit: .max)
        })
        if errors.last == "" { errors.removeLast() }
        failed = true
    }
    mutating func append(_ other: Output) {
        preformatted.formUnion(other.preformatted.map { $0 + lines.count })
        lines += other.lines
        errors += other.errors
        failed = failed || other.failed
        quit = quit || other.quit
    }
}

/// `(20, 79, 353, 100)`.
func format(_ r: Rect) -> String {
    "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height)))"
}

/// `(59, 0, 34, 0)`: top, left, bottom, right, as `UIEdgeInsets` lists them.
func format(_ i: EdgeInsets) -> String {
    "(\(formatNumber(i.top)), \(formatNumber(i.left)), \(formatNumber(i.bottom)), \(formatNumber(i.right)))"
}

/// `393x852`.
func format(_ s: Size) -> String { "\(formatNumber(s.width))x\(formatNumber(s.height))" }
