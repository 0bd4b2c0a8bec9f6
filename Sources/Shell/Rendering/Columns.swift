import Language
/// Words in columns, as bash and zsh list completions: in order down each
/// column, then across, in as many columns as fit the width, each as wide
/// as its longest word, two spaces apart. A word is never cut: one wider
/// than the terminal has a line of its own after the columns, so that it
/// does not make every other word take a line too.
public enum Columns {
    /// The lines that show `words` in columns within `width` columns.
    public static func lines(_ words: [String], width: Int) -> [String] {
        let tooWide = words.filter { TerminalColumns.of($0) > width }
        guard tooWide.isEmpty else { return inColumns(words.filter { TerminalColumns.of($0) <= width }, width: width) + tooWide }
        return inColumns(words, width: width)
    }

    /// `words`, each no wider than `width`, in columns.
    static func inColumns(_ words: [String], width: Int) -> [String] {
        guard !words.isEmpty else { return [] }
        let widths = words.map { TerminalColumns.of($0) }
        // Fewer rows first: the layout with the most columns that fits.
        for rows in 1...words.count {
            let columns = (words.count + rows - 1) / rows
            let columnWidths = (0..<columns).map { c in widths[(c * rows)..<min((c + 1) * rows, words.count)].max() ?? 0 }
            guard columnWidths.reduce(0, +) + 2 * (columns - 1) <= width || columns == 1 else { continue }
            return (0..<rows).map { r in
                var line = ""
                for c in 0..<columns where c * rows + r < words.count {
                    let i = c * rows + r
                    if !line.isEmpty { line += "  " }
                    line += words[i] + String(repeating: " ", count: columnWidths[c] - widths[i])
                }
                return PictureText.trimmingTrailingSpaces(line)
            }
        }
        return words
    }
}
