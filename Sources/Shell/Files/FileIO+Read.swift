#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain file access without Foundation.
public enum FileIO {
    /// The most a file or standard input may hold: far more than any
    /// layout script, and a stop for `/dev/zero` or a log file by mistake.
    public static let inputLimit = 16 << 20

    /// The text of the file at `path`.
    public static func read(_ path: String) throws(FileError) -> TextFile {
        guard !path.isEmpty else { throw .system(ENOENT) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw .system(errno) }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, path: path)
    }

    /// The text read from an open descriptor to its end (standard input is 0);
    /// `path` names it in error locations.
    public static func read(descriptor: Int32, path: String) throws(FileError) -> TextFile {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(errno) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw .system(EISDIR) }
        if type == S_IFREG && Int(info.st_size) > inputLimit { throw .tooLarge }
        let identity = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try readSome(descriptor, into: &chunk)
            if count == 0 { break }
            // Checked as it comes, so /dev/zero or /dev/urandom stop at once.
            if chunk[..<count].contains(0) { throw .notText("it holds NUL bytes") }
            guard bytes.count + count <= inputLimit else { throw .tooLarge }
            bytes += chunk[..<count]
        }
        return try TextFile(path: path, bytes: bytes, identity: identity)
    }

    /// Reads what is there into `bytes` from `start`, up to its end, again
    /// when a signal interrupts; the count read, 0 at the end.
    static func readSome(_ descriptor: Int32, into bytes: inout [UInt8], from start: Int = 0) throws(FileError) -> Int {
        while true {
            let count = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                Glibc.read(descriptor, buffer.baseAddress?.advanced(by: start), buffer.count - start)
                #else
                Darwin.read(descriptor, buffer.baseAddress?.advanced(by: start), buffer.count - start)
                #endif
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .system(errno) }
            return count
        }
    }
}
