/// `:history` and what `:save` writes: the inputs that applied, and the
/// ones that failed, marked.
extension Session {
    /// Every input, numbered as `:save` writes them; an input that failed
    /// and changed nothing is marked `!` in place of a number, and a failed
    /// statement inside an input that applied is marked `!` at its lines.
    /// `:history`.
    func history(_ input: CommandInput) -> Output { Output(preformatted: historyLines()) }

    func historyLines() -> [String] {
        var lines: [String] = []
        var failed = failedInputs[...]
        func flushFailed(upTo count: Int) {
            while let next = failed.first, next.after <= count {
                failed = failed.dropFirst()
                for (j, text) in next.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    lines.append((j == 0 ? "   !  " : "      ") + text + (j == 0 ? "    (failed: changed nothing, not saved)" : ""))
                }
            }
        }
        for (i, input) in inputs.enumerated() {
            flushFailed(upTo: i)
            for (j, text) in input.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let mark = input.failedLines.contains { $0.contains(j) } ? "!" : " "
                lines.append(j == 0 ? "\(String(i + 1).leftPadded(4))\(mark) \(text)" : "    \(mark) \(text)")
            }
        }
        flushFailed(upTo: inputs.count)
        return lines
    }
}

extension EnteredInput {
    /// The input as `:save` writes it: the lines of statements that failed
    /// (and changed nothing) become comments, so the script runs cleanly
    /// to the same layout.
    var savedText: String {
        guard !failedLines.isEmpty else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { j, line in
            failedLines.contains { $0.contains(j) } ? "// failed: " + line : String(line)
        }.joined(separator: "\n")
    }
}
