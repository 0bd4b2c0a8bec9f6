/// The terminal the shell prints on, as `:draw` needs it: its size in
/// character cells, and whether pictures may be coloured.
///
/// The executable measures the terminal (`Console.screen` in layoutsh, the
/// one place that asks the tty); everything else — transcripts, tests,
/// output to a file or a pipe — uses `standard`, so the same session always
/// draws the same picture.
public struct Screen: Equatable, Sendable {
    /// Columns: characters a line holds.
    public var columns: Int
    /// Rows: lines the terminal shows at once.
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size assumed when output is not a terminal: the classic 80 × 24.
    public static let standard = Screen(columns: 80, rows: 24)

    /// Whether pictures are coloured: only on a terminal, and never when
    /// `NO_COLOR` holds anything (no-color.org: an empty value does not count).
    public static func usesColor(outputIsTerminal: Bool, noColor: String?) -> Bool {
        outputIsTerminal && (noColor ?? "").isEmpty
    }
}
