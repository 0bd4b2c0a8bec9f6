/// Fitting an answer to the terminal where it is printed: the session
/// answers in whole lines (what tests and JSON read), and the shell and a
/// transcript break its prose and errors to the terminal's width (80
/// columns when output is not a terminal, so that transcripts do not
/// depend on the window they were recorded in).
extension Output {
    /// The output with every line that is not preformatted, and every
    /// error line but a quoted source line and its caret, broken to
    /// `width` columns by `Reflow`.
    public func reflowed(width: Int) -> Output {
        var out = self
        out.lines = []
        out.preformatted = []
        for (i, line) in lines.enumerated() {
            if preformatted.contains(i) { out.show(line) } else { out.lines += Reflow.lines(line, width: width) }
        }
        out.errors = errors.flatMap { Self.isSourceExcerpt($0) ? [$0] : Reflow.lines($0, width: width) }
        return out
    }

    /// Whether an error line quotes source as `LanguageError.render` does
    /// (`  --> file:3:5`, `3 | let x = …`, the caret line `  |   ^^^`),
    /// which must keep its columns for the caret to point at the word.
    static func isSourceExcerpt(_ line: String) -> Bool {
        let text = line.drop { $0 == " " }
        if text.hasPrefix("--> ") { return true }
        let afterNumber = text.drop(while: \.isNumber)
        return afterNumber.hasPrefix("|") || afterNumber.hasPrefix(" |")
    }
}

extension Session {
    /// The columns prose is broken to: the terminal's (`screen`), which is
    /// `Screen.standard`'s 80 unless the executable measured a terminal.
    /// A transcript's answers are fitted to it.
    var textWidth: Int { screen().columns }
}
