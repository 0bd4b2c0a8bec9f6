import Foundation

/// A fresh directory for one test, removed with it.
final class Scratch {
    let path: String

    init() throws {
        var template = Array("/tmp/layoutsh-files-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `bytes` to `name` in the directory; its full path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String { try write(name, bytes: Array(text.utf8)) }

    /// Makes `name` a symbolic link to `destination`.
    func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: destination)
    }

    func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path + "/" + name).map { Array($0) }
    }

    func text(_ name: String) -> String? { bytes(name).map { String(decoding: $0, as: UTF8.self) } }

    /// The permission bits of `name`.
    func mode(_ name: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path + "/" + name))?[.posixPermissions] as? Int
    }

    /// Every name in the directory, dot files too, sorted.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
