/// A place in the input: line and column (1-based, columns in characters)
/// of one of the files the interpreter read.
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// A stretch of input, for carets under errors and constraints' sources.
///
/// `file` indexes the interpreter's table of files read (a module may be
/// several files), so that an error or a constraint made by code in a
/// helper file points into that file.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition
    public var file: Int32
    public init(_ start: SourcePosition, _ end: SourcePosition, file: Int32 = 0) {
        self.start = start
        self.end = end
        self.file = file
    }
    /// From the start of `a` to the end of `b`.
    public static func spanning(_ a: SourceRange, _ b: SourceRange) -> SourceRange { SourceRange(a.start, b.end, file: a.file) }
}
