import Language
/// Terminal text for the picture and its legend, cut to a width in
/// display columns (`TerminalColumns`).
enum PictureText {
    /// `text` cut to at most `limit` columns, ending in `…` when cut (if there is room for it).
    static func truncated(_ text: String, to limit: Int) -> String {
        guard limit > 0 else { return "" }
        guard TerminalColumns.of(text) > limit else { return text }
        let room = limit >= 2 ? limit - 1 : limit
        var out = ""
        var used = 0
        for c in text {
            let w = TerminalColumns.of(c)
            if used + w > room { break }
            out.append(c)
            used += w
        }
        return limit >= 2 ? out + "…" : out
    }

    /// `line` without spaces at its end.
    static func trimmingTrailingSpaces(_ line: String) -> String {
        var s = Substring(line)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
