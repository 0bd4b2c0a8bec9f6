extension String {
    /// The text split at each line feed, as `split(separator: "\n",
    /// omittingEmptySubsequences:)` splits it, found in the UTF-8 rather
    /// than by `Character`: every input is split into lines several times,
    /// and grapheme breaking was most of that. A line feed after a carriage
    /// return is part of the `Character` CR LF, which is not `"\n"`, so it
    /// does not split.
    public func lineSlices(omittingEmpty: Bool = false) -> [Substring] {
        // The line feeds are found in the bytes themselves where the string
        // stores them contiguously (native strings do): stepping through
        // `utf8`'s indices cost several times as much, on every input.
        let feeds = utf8.withContiguousStorageIfAvailable(Self.lineFeedOffsets)
            ?? Array(utf8).withUnsafeBufferPointer(Self.lineFeedOffsets)
        var lines: [Substring] = []
        lines.reserveCapacity(feeds.count + 1)
        var start = startIndex
        var startOffset = 0
        for offset in feeds {
            let feed = utf8.index(start, offsetBy: offset - startOffset)
            if !omittingEmpty || start != feed { lines.append(self[start..<feed]) }
            start = utf8.index(after: feed)
            startOffset = offset + 1
        }
        if !omittingEmpty || start != endIndex { lines.append(self[start..<endIndex]) }
        return lines
    }

    /// The offsets of the line feeds in `bytes` that do not follow a
    /// carriage return.
    private static func lineFeedOffsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var feeds: [Int] = []
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") && (offset == 0 || bytes[offset - 1] != UInt8(ascii: "\r")) {
                feeds.append(offset)
            }
            offset += 1
        }
        return feeds
    }
}

extension String {
    /// Without the leading and trailing characters that are one of the
    /// ASCII `blanks` (a CR LF pair is one `Character`, which is none of
    /// them). Read as bytes when the text is ASCII with no CR LF, where
    /// each byte is one `Character` and the answer is the same: a script's
    /// every line is trimmed as it is split, and grapheme breaking was
    /// most of that.
    public func trimming(blanks: [UInt8]) -> String {
        var text = self
        let fast = text.withUTF8 { bytes -> String? in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 || (previous == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")) { return nil }
                previous = byte
            }
            guard let first = bytes.firstIndex(where: { !blanks.contains($0) }),
                  let last = bytes.lastIndex(where: { !blanks.contains($0) }) else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[first...last]), as: UTF8.self)
        }
        if let fast { return fast }
        let blank = { (c: Character) -> Bool in
            let scalars = c.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return false }
            return blanks.contains(UInt8(scalar.value))
        }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
