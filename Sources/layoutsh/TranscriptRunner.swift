// `layoutsh test`: replays transcripts, prints a diff for each difference
// and a closing line `N passed, N failed`; --update rewrites them.

import Shell

enum TranscriptRunner {
    static func run(_ files: [String], update: Bool) -> (lines: [String], failed: Int) {
        var lines: [String] = []
        var passed = 0, failed = 0
        for file in files {
            guard let text = FileIO.read(file) else {
                lines.append("\(file): cannot read")
                failed += 1
                continue
            }
            let transcript = Transcript(parsing: text)
            let actual: Transcript, failedExpectation: Bool
            do {
                (actual, failedExpectation) = try transcript.replay(file: file)
            } catch {
                lines.append("\(file): \(error)")
                failed += 1
                continue
            }
            let want = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let got = actual.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if want == got && !failedExpectation {
                passed += 1
                continue
            }
            if update {
                if let problem = FileIO.writeAtomically(file, actual.text) {
                    lines.append("\(file): cannot write: \(problem)")
                    failed += 1
                } else {
                    lines.append("\(file): updated")
                    passed += 1
                }
                continue
            }
            failed += 1
            lines += LineDiff.unified(want, got, from: file, to: "\(file) (replayed)")
            if failedExpectation && want == got { lines.append("\(file): an :expect failed") }
        }
        lines.append("\(passed) passed, \(failed) failed")
        return (lines, failed)
    }
}
