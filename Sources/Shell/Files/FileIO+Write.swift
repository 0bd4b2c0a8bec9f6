#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileIO {
    /// Replaces the file at `path` with `text`, so that it holds the old text
    /// or the new, never part of either; see `replace` (and `newFileMode`).
    public static func writeAtomically(_ path: String, _ text: String, newFileMode: mode_t? = nil) throws(FileError) {
        try replace(path, newFileMode: newFileMode) { descriptor, _ throws(FileError) in try writeAll(descriptor, Array(text.utf8)) }
    }

    /// Replaces the file at `path` with what `writing` writes to a new file
    /// beside it (given as a descriptor and a path), then renames that over it.
    ///
    /// As an editor does: a symbolic link is followed and the file it points
    /// at replaced (the link stays a link); the file keeps its permissions
    /// (and owner, where allowed); a file no one may write (mode 0444) is
    /// refused, not replaced. A new file gets `newFileMode`, or 0666 less
    /// the umask. The temporary file is made with O_EXCL under a name of its
    /// own (`.NAME.layoutsh-PID-RANDOM`); one left by a save that was killed
    /// is removed by the next save of the same file.
    public static func replace(
        _ path: String, newFileMode: mode_t? = nil, writing: (Int32, String) throws(FileError) -> Void
    ) throws(FileError) {
        let target = try followingLinks(path)
        let (directory, name) = split(target)
        guard !name.isEmpty else { throw .system(EISDIR) }
        var info = stat()
        let existing = lstat(target, &info) == 0
        if existing {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw .system(EISDIR) }
            guard type == S_IFREG else { throw .notRegular }
            guard info.st_mode & 0o222 != 0 else { throw .readOnly }
            guard access(target, W_OK) == 0 else { throw .system(errno) }
        } else if errno != ENOENT {
            throw .system(errno)
        }
        removeStaleTemporaries(in: directory, of: name)
        // A new file's mode comes from the umask as open applies it; an
        // existing file's is set with fchmod before anything is written.
        let (descriptor, temporary) = try createTemporary(in: directory, for: name, mode: existing || newFileMode != nil ? 0o600 : 0o666)
        var failure: FileError?
        do throws(FileError) {
            if existing {
                _ = fchown(descriptor, info.st_uid, info.st_gid)  // fails harmlessly unless root saves another's file
            }
            if let mode = existing ? info.st_mode & 0o777 : newFileMode, fchmod(descriptor, mode) != 0 { throw .system(errno) }
            try writing(descriptor, temporary)
            guard fsync(descriptor) == 0 else { throw .system(errno) }
        } catch {
            failure = error
        }
        if close(descriptor) != 0 && failure == nil { failure = .system(errno) }
        if failure == nil && rename(temporary, target) != 0 { failure = .system(errno) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        syncDirectory(directory)
    }

    /// Writes every byte, going on after a signal.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw .system(written < 0 ? errno : EIO) }
            offset += written
        }
    }

    /// The file a path names once symbolic links at its end are followed
    /// (one that points nowhere yet names the file to make).
    static func followingLinks(_ path: String) throws(FileError) -> String {
        guard !path.isEmpty else { throw FileError("needs a file name") }
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink(current, &buffer, buffer.count)
            guard count >= 0 else { throw .system(errno) }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : split(current).directory + "/" + link
        }
        throw .system(ELOOP)
    }

    /// The directory a path is in and its last component.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = path[..<slash]
        return (directory.isEmpty ? "/" : String(directory), String(path[path.index(after: slash)...]))
    }

    /// `.NAME.layoutsh-`, NAME cut short enough that the whole temporary
    /// name stays within the 255 bytes a file name may have.
    static func temporaryPrefix(_ name: String) -> String {
        var short = ""
        for character in name where short.utf8.count + character.utf8.count <= 200 { short.append(character) }
        return "." + short + ".layoutsh-"
    }

    /// Makes a temporary file with O_EXCL, so it is never one that was there
    /// (a link planted under the name, another save's file).
    private static func createTemporary(in directory: String, for name: String, mode: mode_t) throws(FileError) -> (Int32, String) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let random = String(generator.next() as UInt32, radix: 16)
            let path = "\(directory)/\(temporaryPrefix(name))\(getpid())-\(random)"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
            if descriptor >= 0 { return (descriptor, path) }
            guard errno == EEXIST else { throw .system(errno) }
        }
        throw .system(EEXIST)
    }

    /// Removes temporary files of `name` whose process is gone: a save that was killed.
    private static func removeStaleTemporaries(in directory: String, of name: String) {
        guard let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        let prefix = temporaryPrefix(name)
        while let entry = readdir(folder) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard entryName.hasPrefix(prefix) else { continue }
            let rest = entryName.dropFirst(prefix.count).split(separator: "-")
            guard rest.count == 2, let pid = pid_t(rest[0]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(directory + "/" + entryName)
        }
    }

    /// Makes a rename survive a crash where the file system allows.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
