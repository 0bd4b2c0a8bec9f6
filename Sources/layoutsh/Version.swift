// The version line printed by `layoutsh --version` and `:version`.

import EditLineShim

enum Version {
    /// layoutsh's own version.
    static let number = "0.1.0"

    /// `layoutsh 0.1.0 (libedit 2.11)`: the libedit version is the one the
    /// shim was compiled against (LIBEDIT_MAJOR.LIBEDIT_MINOR of histedit.h).
    static var line: String {
        "layoutsh \(number) (libedit \(String(cString: lsh_libedit_version())))"
    }
}
