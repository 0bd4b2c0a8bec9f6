/// A text file as read: its text with `\n` line ends and no byte-order
/// mark, which file it was, and how to write text back in its own form.
public struct TextFile: Sendable {
    /// The path as it was given (used in messages and error locations).
    public var path: String
    /// The text, every line end (`\r\n`, a lone `\r`) made `\n`.
    public var text: String
    /// Whether the file's lines end in `\r\n` (its first line end decides).
    public var crlf = false
    /// Whether the file starts with a UTF-8 byte-order mark.
    public var byteOrderMark = false
    /// The file itself, however it was spelled; nil for standard input.
    public var identity: FileIdentity?

    /// A file of `text`, already decoded, with `\n` line ends.
    public init(path: String, text: String, identity: FileIdentity? = nil) {
        self.path = path
        self.text = text
        self.identity = identity
    }

    /// Decodes `bytes` read from `path`: UTF-8 only, and no NUL bytes
    /// (both mean the file is not text, so nothing of it runs).
    init(path: String, bytes: [UInt8], identity: FileIdentity?) throws(FileError) {
        let mark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let body = bytes.dropFirst(mark ? 3 : 0)
        guard !body.contains(0) else { throw .notText("it holds NUL bytes") }
        guard let text = String(validating: LineEnds.unix(body), as: UTF8.self) else { throw .notText("it is not UTF-8") }
        self.init(path: path, text: text, identity: identity)
        byteOrderMark = mark
        crlf = LineEnds.firstIsCRLF(body)
    }

    /// `text` (with `\n` line ends) in this file's form: its line ends and
    /// its byte-order mark, so a rewrite changes only what it means to.
    public func inOwnForm(_ text: String) -> String {
        (byteOrderMark ? "\u{FEFF}" : "") + (crlf ? LineEnds.crlf(text) : text)
    }
}

/// Which file a path names, however it was spelled (a link, `./`, `..`).
public struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}

/// Line ends: Swift reads `"\r\n"` as one Character, so text split on
/// `"\n"` would not split at it; everything the shell reads is made `\n` first.
public enum LineEnds {
    /// `bytes` with `\r\n` and lone `\r` made `\n`.
    static func unix<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var afterCR = false
        for byte in bytes {
            if byte == 10 && afterCR { afterCR = false; continue }
            afterCR = byte == 13
            out.append(afterCR ? 10 : byte)
        }
        return out
    }

    /// Whether the first line end in `bytes` is `\r\n`.
    static func firstIsCRLF(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let end = bytes.firstIndex(where: { $0 == 10 || $0 == 13 }) else { return false }
        return bytes[end] == 13 && bytes[(end + 1)...].first == 10
    }

    /// `text` with `\r\n` and lone `\r` made `\n`.
    public static func unix(_ text: String) -> String {
        guard text.hasCarriageReturn else { return text }
        return String(decoding: unix(text.utf8), as: UTF8.self)
    }

    /// `text` (with `\n` line ends) with `\r\n` line ends.
    static func crlf(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte == 10 { out.append(13) }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
