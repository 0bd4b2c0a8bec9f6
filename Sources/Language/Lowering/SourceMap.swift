import SwiftSyntax

/// Turns UTF-8 offsets of a parsed source into lines and character columns.
///
/// Carets are drawn under characters, not bytes, so columns count
/// characters; a line of plain ASCII (nearly all code) needs no counting.
struct SourceMap {
    let file: Int32
    private let bytes: [UInt8]
    /// The offset at which each line starts.
    private var lineStarts: [Int] = [0]
    /// Whether each line is all ASCII.
    private var asciiLines: [Bool] = []

    init(_ source: String, file: Int32) {
        self.file = file
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
    }

    /// The position of a UTF-8 offset.
    func position(_ offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        // The last line start not after the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        if asciiLines[low] { return SourcePosition(line: low + 1, column: clamped - start + 1) }
        let characters = String(decoding: bytes[start..<clamped], as: UTF8.self).count
        return SourcePosition(line: low + 1, column: characters + 1)
    }

    /// The range a node covers, without its leading and trailing trivia.
    func range(_ node: some SyntaxProtocol) -> SourceRange {
        SourceRange(position(node.positionAfterSkippingLeadingTrivia.utf8Offset),
                    position(node.endPositionBeforeTrailingTrivia.utf8Offset), file: file)
    }

    /// From the start of `a` to the end of `b`.
    func range(_ a: some SyntaxProtocol, _ b: some SyntaxProtocol) -> SourceRange {
        SourceRange(position(a.positionAfterSkippingLeadingTrivia.utf8Offset),
                    position(b.endPositionBeforeTrailingTrivia.utf8Offset), file: file)
    }

    /// An empty range at an offset.
    func point(_ offset: Int) -> SourceRange {
        let p = position(offset)
        return SourceRange(p, p, file: file)
    }
}
