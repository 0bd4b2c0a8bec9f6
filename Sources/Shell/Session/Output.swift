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

    public init() {}
    init(lines: [String]) { self.lines = lines }

    /// What `:quit` answers.
    static var quitting: Output {
        var output = Output()
        output.quit = true
        return output
    }

    mutating func say(_ line: String) { lines.append(line) }
    mutating func fail(_ message: String) {
        // Whatever an error quotes (a path, a name) must not drive the terminal.
        errors.append(contentsOf: message.split(separator: "\n", omittingEmptySubsequences: false).map {
            LanguageError.printable(String($0), limit: .max)
        })
        if errors.last == "" { errors.removeLast() }
        failed = true
    }
    mutating func append(_ other: Output) {
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
