import SwiftSyntax

/// Turns UTF-8 offsets of a parsed source into lines and character columns.
///
/// Carets are drawn under characters, not bytes, so columns count
/// characters; a line of plain ASCII (nearly all code) needs no counting.
struct SourceMap {
    let file: Int32
    /// The line of its file the text starts at.
    let firstLine: Int
    private let bytes: [UInt8]
    /// The offset at which each line starts.
    private var lineStarts: [Int] = [0]
    /// Whether each line is all ASCII.
    private var asciiLines: [Bool] = []
    /// The line (an index into `lineStarts`) each block of
    /// `SourceMap.blockSize` bytes starts on. Lowering asks the position
    /// of both ends of nearly every node; a binary search over the lines
    /// of a whole file was a sixth of lowering one, and this finds the
    /// line in a step or two.
    private var blockLines: [Int32] = []
    private static let blockShift = 6
    /// Where the tree of the nodes asked about starts in the text: 0 for
    /// the parsed tree, a sequence's offset for the tree its folding made
    /// (`Lowering+Folding`), whose offsets count from its own start.
    var base = 0

    init(_ source: String, file: Int32, firstLine: Int = 1) {
        self.file = file
        self.firstLine = firstLine
        bytes = Array(source.utf8)
        var ascii = true
        for (i, b) in bytes.enumerated() {
            if b == UInt8(ascii: "\n") {
                asciiLines.append(ascii)
                lineStarts.append(i + 1)
                ascii = true
            } else if b >= 0x80 {
                ascii = false
            }
        }
        asciiLines.append(ascii)
        var line = 0
        blockLines.reserveCapacity(bytes.count >> SourceMap.blockShift + 1)
        for block in 0...(bytes.count >> SourceMap.blockShift) {
            let offset = block << SourceMap.blockShift
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
            blockLines.append(Int32(line))
        }
    }

    /// The same text as `other`, its positions in file `file` with its
    /// first line numbered `firstLine`: the tables are shared, not made again.
    init(sharing other: SourceMap, file: Int32, firstLine: Int) {
        self.file = file
        self.firstLine = firstLine
        bytes = other.bytes
        lineStarts = other.lineStarts
        asciiLines = other.asciiLines
        blockLines = other.blockLines
    }

    /// Where line `line` (numbered from `firstLine`) starts and ends (its
    /// line feed, or the end of the text), by UTF-8 offset.
    func offsets(ofLine line: Int) -> (start: Int, end: Int)? {
        let index = line - firstLine
        guard index >= 0, index < lineStarts.count else { return nil }
        return (lineStarts[index], index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count)
    }

    /// The position of a UTF-8 offset.
    func position(_ offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        // The last line start not after the offset: at or after its block's.
        var low = Int(blockLines[clamped >> SourceMap.blockShift])
        while low + 1 < lineStarts.count, lineStarts[low + 1] <= clamped { low += 1 }
        let start = lineStarts[low]
        if asciiLines[low] { return SourcePosition(line: low + firstLine, column: clamped - start + 1) }
        let characters = String(decoding: bytes[start..<clamped], as: UTF8.self).count
        return SourcePosition(line: low + firstLine, column: characters + 1)
    }

    /// The range a node covers, without its leading and trailing trivia.
    func range(_ node: some SyntaxProtocol) -> SourceRange {
        SourceRange(position(start(of: node)), position(base + node.endPositionBeforeTrailingTrivia.utf8Offset), file: file)
    }

    /// From the start of `a` to the end of `b`.
    func range(_ a: some SyntaxProtocol, _ b: some SyntaxProtocol) -> SourceRange {
        SourceRange(position(start(of: a)), position(base + b.endPositionBeforeTrailingTrivia.utf8Offset), file: file)
    }

    /// Where a node's first token starts, past its leading trivia.
    ///
    /// swift-syntax finds the first token by walking down the node's left
    /// edge, which is as deep as a chain is long (`a.b().c()…`, `1 + 1 + …`):
    /// asked for every node, an 8000-step SnapKit chain took seconds. Leading
    /// trivia is white space and comments, skipped here in the bytes.
    func start(of node: some SyntaxProtocol) -> Int {
        var i = base + node.position.utf8Offset
        let end = base + node.endPosition.utf8Offset
        while i < end {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                i += 1
            case UInt8(ascii: "/") where i + 1 < end && bytes[i + 1] == UInt8(ascii: "/"):
                while i < end && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < end && bytes[i + 1] == UInt8(ascii: "*"):
                i = endOfBlockComment(from: i, limit: end)
            default:
                return i
            }
        }
        return base + node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// Past the `/* … */` comment (comments nest, as in Swift) that starts at `i`.
    private func endOfBlockComment(from start: Int, limit: Int) -> Int {
        var depth = 0, i = start
        while i + 1 < limit {
            if bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "*") { depth += 1; i += 2; continue }
            if bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return i }
                continue
            }
            i += 1
        }
        return limit
    }

    /// The range between two UTF-8 offsets.
    func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(position(start), position(end), file: file)
    }

    /// An empty range at an offset.
    func point(_ offset: Int) -> SourceRange {
        let p = position(offset)
        return SourceRange(p, p, file: file)
    }
}
