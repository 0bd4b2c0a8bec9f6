extension String {
    /// The text split at each line feed, as `split(separator: "\n",
    /// omittingEmptySubsequences:)` splits it, found in the UTF-8 rather
    /// than by `Character`: every input is split into lines several times,
    /// and grapheme breaking was most of that. A line feed after a carriage
    /// return is part of the `Character` CR LF, which is not `"\n"`, so it
    /// does not split.
    public func lineSlices(omittingEmpty: Bool = false) -> [Substring] {
        var lines: [Substring] = []
        var start = startIndex
        var previous: UInt8 = 0
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                if !omittingEmpty || start != i { lines.append(self[start..<i]) }
                start = utf8.index(after: i)
            }
            previous = byte
            utf8.formIndex(after: &i)
        }
        if !omittingEmpty || start != endIndex { lines.append(self[start..<endIndex]) }
        return lines
    }
}
