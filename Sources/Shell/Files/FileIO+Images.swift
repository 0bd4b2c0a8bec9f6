#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel

extension FileIO {
    /// The size in points of the PNG image at `path`: its pixels (from the
    /// IHDR chunk, which the format puts first) divided by the scale its
    /// name says (`icon@2x.png` is 2×, as UIKit reads it), 1 without one.
    static func pngSize(_ path: String) throws(FileError) -> Size {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw .system(errno) }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 24)
        var filled = 0
        while filled < header.count {
            let count = try readSome(descriptor, into: &header, from: filled)
            if count == 0 { break }
            filled += count
        }
        // The signature, then the IHDR chunk: length 13, "IHDR", width, height.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard filled == header.count, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            throw FileError("not a PNG image")
        }
        func bigEndian(_ at: Int) -> Double { Double(header[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        let scale = imageScale(path)
        return Size(width: bigEndian(16) / scale, height: bigEndian(20) / scale)
    }

    /// The scale an image file's name gives (`@2x`, `@3x`, before the
    /// extension or a `~ipad` suffix), 1 without one.
    static func imageScale(_ path: String) -> Double {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for scale in [3, 2] where name.contains("@\(scale)x") { return Double(scale) }
        return 1
    }
}
