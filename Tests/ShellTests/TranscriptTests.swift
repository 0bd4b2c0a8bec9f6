import Foundation
import Testing
@testable import Shell

/// Replays every golden transcript: the seed sessions shipped in `examples/`
/// and the per-command and per-pitfall ones in `Tests/Transcripts/`.
///
/// A difference fails the test with a unified diff. To re-record after a
/// deliberate change, run `LAYOUTSH_RECORD=1 swift test --filter Transcript`
/// and read the diff in git before committing it.
@Suite struct TranscriptTests {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.transcript` file under `examples/` and `Tests/Transcripts/`, sorted.
    static let files: [String] = ["examples", "Tests/Transcripts"].flatMap { folder -> [String] in
        let dir = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".transcript") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test func thereIsAnExampleSessionForEverySeed() {
        for seed in ["000", "001", "002", "003", "004"] {
            #expect(Self.files.contains { $0.hasPrefix("examples/\(seed)-") }, "no example session for seed \(seed)")
        }
    }

    @Test func thereIsATranscriptForEveryCommand() {
        for command in CommandTable.all.map(\.name) where command != "quit" {
            let covered = Self.files.contains { $0 == "Tests/Transcripts/cmd-\(command).transcript" }
                || Self.files.contains { file in
                    (try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8))?.contains("> :\(command)") ?? false
                }
            #expect(covered, "no transcript runs :\(command)")
        }
    }

    @Test(arguments: files)
    func replaysAsRecorded(_ file: String) throws {
        let url = Self.root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let (actual, failedExpectation) = try Transcript(parsing: text).replay(path: url.path)
        if ProcessInfo.processInfo.environment["LAYOUTSH_RECORD"] != nil, actual.text != text {
            try actual.text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let want = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let got = actual.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let diff = LineDiff.unified(want, got, from: file, to: "\(file) (replayed)")
        #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        #expect(!failedExpectation, "an :expect failed in \(file)")
    }
}
