/// A text file as read.
public struct TextFile: Sendable {
    /// The path as it was given (used in messages and error locations).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Decodes `bytes` read from `path`: UTF-8 only, and no NUL bytes
    /// (both mean the file is not text, so nothing of it runs).
    init(path: String, bytes: [UInt8]) throws(FileError) {
        guard !bytes.contains(0) else { throw .notText("it holds NUL bytes") }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText("it is not UTF-8") }
        self.init(path: path, text: text)
    }
}
