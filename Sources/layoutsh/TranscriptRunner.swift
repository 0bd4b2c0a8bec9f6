// `layoutsh test`: replays transcripts, prints a diff for each difference
// and a closing line `N passed, N failed`; --update rewrites them.
import Shell

enum TranscriptRunner {
    static func run(_ files: [String], update: Bool) -> (lines: [String], failed: Int) {
        var lines: [String] = []
        var passed = 0, failed = 0
        for file in files {
            let result = TranscriptCheck.run(file, update: update)
            lines += result.lines
            if result.passed { passed += 1 } else { failed += 1 }
        }
        lines.append("\(passed) passed, \(failed) failed")
        return (lines, failed)
    }
}
