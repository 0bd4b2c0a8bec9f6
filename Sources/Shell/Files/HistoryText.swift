/// The interactive history file's text: libedit's own format (a
/// `_HiStOrY_V2_` line, then one entry a line, oldest first, encoded as
/// strvis(3) with VIS_WHITE does it), so that files written by earlier
/// versions (one line an entry, saved by libedit) still load, and libedit
/// could read ours. An entry may hold newlines (a whole block): encoded as
/// `\^J`, it stays on one line of the file.
public enum HistoryText {
    /// The first line of every history file libedit writes.
    public static let cookie = "_HiStOrY_V2_"

    /// The file's text for `entries`, oldest first.
    public static func encode(_ entries: [String]) -> String {
        var text = cookie + "\n"
        for entry in entries { text += encode(entry: entry) + "\n" }
        return text
    }

    /// The entries of a history file, oldest first; none when it does not
    /// start with the cookie (libedit refuses such a file too).
    public static func decode(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map({ $0.hasPrefix(cookie) }) == true else { return [] }
        lines.removeFirst()
        if lines.last == "" { lines.removeLast() }
        return lines.map { decode(entry: Substring($0)) }
    }

    /// One entry as strvis(VIS_WHITE) writes it: a space as `\040`, other
    /// control characters (tab, newline) as `\^I`, `\^J`, a backslash doubled;
    /// everything else, UTF-8 included, as it is.
    static func encode(entry: String) -> String {
        var out = ""
        for scalar in entry.unicodeScalars {
            switch scalar.value {
            case 0x20: out += "\\040"
            case 0x5C: out += "\\\\"
            case 0x7F: out += "\\^?"
            case 0..<0x20: out += "\\^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One line of the file as strunvis(3) reads it: `\040` (octal),
    /// `\^J` (control), `\M-x` and `\M^x` (meta), C escapes (`\n`, `\t`,
    /// `\s`, …) and `\\`. A backslash that starts nothing known stays.
    static func decode(entry line: Substring) -> String {
        let bytes = Array(line.utf8)
        var out: [UInt8] = []
        var i = 0
        func isOctal(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x37 }
        while i < bytes.count {
            guard bytes[i] == 0x5C, i + 1 < bytes.count else { out.append(bytes[i]); i += 1; continue }
            let next = bytes[i + 1]
            if isOctal(next) {
                var value = 0, j = i + 1
                while j < bytes.count, j < i + 4, isOctal(bytes[j]) { value = value * 8 + Int(bytes[j] - 0x30); j += 1 }
                out.append(UInt8(truncatingIfNeeded: value))
                i = j
                continue
            }
            var meta: UInt8 = 0, k = i + 1
            if next == UInt8(ascii: "M"), k + 2 < bytes.count, bytes[k + 1] == UInt8(ascii: "-") || bytes[k + 1] == UInt8(ascii: "^") {
                meta = 0x80
                k += 1
                if bytes[k] == UInt8(ascii: "-") { out.append(bytes[k + 1] | meta); i = k + 2; continue }
            }
            if bytes[k] == UInt8(ascii: "^"), k + 1 < bytes.count {
                let c = bytes[k + 1]
                out.append((c == UInt8(ascii: "?") ? 0x7F : c & 0x1F) | meta)
                i = k + 2
                continue
            }
            let escapes: [UInt8: UInt8] = [
                UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
                UInt8(ascii: "s"): 0x20, UInt8(ascii: "b"): 0x08, UInt8(ascii: "a"): 0x07, UInt8(ascii: "f"): 0x0C,
                UInt8(ascii: "v"): 0x0B, UInt8(ascii: "E"): 0x1B, UInt8(ascii: "e"): 0x1B,
            ]
            if let byte = escapes[next] {
                out.append(byte)
            } else {
                out += [bytes[i], next]
            }
            i += 2
        }
        return String(decoding: out, as: UTF8.self)
    }
}
