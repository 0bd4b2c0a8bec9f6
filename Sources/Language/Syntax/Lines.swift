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

    /// Whether the text holds a carriage return, searched in its bytes where
    /// the string stores them contiguously: stepping through `utf8`'s
    /// indices costs some forty instructions a byte, and whole files are
    /// searched at every load.
    public var hasCarriageReturn: Bool {
        let carriageReturn = UInt8(ascii: "\r")
        return utf8.withContiguousStorageIfAvailable { $0.contains(carriageReturn) } ?? utf8.contains(carriageReturn)
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

extension Substring {
    /// Whether each of its scalars is a `Character` of its own: every one
    /// below U+0300 (combining marks, joiners, Hangul, emoji and the other
    /// scalars that join come later) and no CR LF. Such text can be read
    /// by bytes for its ASCII characters, and its scalars counted as its
    /// Characters, with the answers reading by Character gives; grapheme
    /// breaking was most of trimming, measuring and breaking lines.
    public var scalarsAreCharacters: Bool {
        // Read from the bytes: a scalar from U+0300 on is the only one with
        // a byte of 0xCC or more (the leads 0xC2 to 0xCB spell U+0080 to
        // U+02FF; continuation bytes stay below 0xC0).
        func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0xCC || (previous == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")) { return false }
                previous = byte
            }
            return true
        }
        return utf8.withContiguousStorageIfAvailable(check) ?? Array(utf8).withUnsafeBufferPointer(check)
    }
}

extension String {
    /// Without the leading and trailing characters that are one of the
    /// ASCII `blanks` (a CR LF pair is one `Character`, which is none of
    /// them). Read as bytes where `scalarsAreCharacters`: a script's every
    /// line is trimmed as it is split.
    public func trimming(blanks: [UInt8]) -> String {
        if Substring(self).scalarsAreCharacters {
            var text = self
            return text.withUTF8 { bytes in
                guard let first = bytes.firstIndex(where: { !blanks.contains($0) }),
                      let last = bytes.lastIndex(where: { !blanks.contains($0) }) else { return "" }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[first...last]), as: UTF8.self)
            }
        }
        let blank = { (c: Character) -> Bool in
            let scalars = c.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return false }
            return blanks.contains(UInt8(scalar.value))
        }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
