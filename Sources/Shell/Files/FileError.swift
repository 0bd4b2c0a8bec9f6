#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written: `reason` follows
/// "cannot read FILE: " or "cannot save FILE: ".
public struct FileError: Error, Equatable, Sendable {
    /// What went wrong, in a few words ("Is a directory").
    public var reason: String

    /// An error that says `reason`.
    public init(_ reason: String) { self.reason = reason }

    /// The system's words for an errno value ("No such file or directory").
    static func system(_ code: Int32) -> FileError { FileError(String(cString: strerror(code))) }

    /// Binary data: nothing of it may run, and a diff of it would be noise.
    static func notText(_ why: String) -> FileError { FileError("not a text file (\(why))") }

    static var tooLarge: FileError { FileError("larger than the input limit of \(FileIO.inputLimit >> 20) MiB") }

    /// A file no one may write (mode 0444): editors refuse to replace it
    /// too, rather than make it writable behind the user's back.
    static var readOnly: FileError { FileError("the file is read-only") }

    static var notRegular: FileError { FileError("not a regular file") }
}
