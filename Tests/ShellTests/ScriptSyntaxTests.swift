import Foundation
import Testing
@testable import Language
@testable import Shell

/// A script's inputs lowered from its one parse (`InputSplitter.split(_:keepingSyntax:)`)
/// against each input's text parsed alone, as the shell parsed every input before.
@Suite struct ScriptSyntaxTests {
    /// Scripts as people write them: every transcript's inputs, one after
    /// the other, the corpus files, the scripts fuzzing found and the
    /// built-in examples.
    static let scripts: [String] = {
        let root = TranscriptTests.root
        var scripts: [String] = []
        for path in TranscriptTests.files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            // `> ` starts an input, `. ` goes on with it.
            let inputs = text.lineSlices().compactMap { line -> String? in
                line.hasPrefix("> ") || line.hasPrefix(". ") ? String(line.dropFirst(2)) : nil
            }
            scripts.append(inputs.joined(separator: "\n"))
        }
        for folder in ["Tests/Corpus", "Tests/FuzzFound"] {
            let dir = root.appendingPathComponent(folder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".swift") || name.hasSuffix(".lsh") {
                if let text = try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) { scripts.append(text) }
            }
        }
        return scripts + BuiltinExample.allCases.map(\.script) + edgeCases
    }()

    /// What could make an input's lines parse otherwise alone than in the
    /// whole script: comments across its first or last line, commands and
    /// logs among statements, statements sharing a line, errors.
    static let edgeCases = [
        "/* a comment\n   over lines */ let a = 1\nlet b = 2",
        "let a = 1 /* a comment\n over lines */\nlet b = 2",
        "let a = 1 /* a comment */ ; let b = 2\nlet c = a + b",
        "let a = 1\nlet b = 2 /* a comment after the last\n statement, over lines */",
        "let a = 1\nlet b = 2\n} let c = 3 /* text the parser does not take,\n then a comment over lines */",
        "let a = 1\n:layout\nlet b = a /\n  2\nlet c = true\n    ? 1\n    : 2",
        "let box = UIView()\nview.addSubview(box)\nUnable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\"\n)\nlet b = 2",
        "let s = \"\"\"\n  two\n  lines\n  \"\"\"\nlet n: Int = 7\nlet h = n / 2",
        "#if DEBUG\nlet a = 1\n#else\nlet a = 2\n#endif\nlet b = a",
        "let a = (1 +\nlet b = 2\nlet c = 3",
        "let a = 1\u{0C}\nlet b = \u{01}2\nlet c = [[[[[[[[[[[[[[1]]]]]]]]]]]]]]",
        "let a = 1\r\nlet b = 2\nlet c = 3",
        "func f() -> Int { 4 }\nlet x = f() / 3\nclass V: UIView {}\nlet v = V()",
    ]

    /// Each input with syntax, lowered from it and parsed from its text, at
    /// a line and file of its own: the same statements and errors, the same
    /// integer names after.
    static func compare(_ script: String, _ note: String) -> Int {
        var lowered: IntegerNames = [:], parsed: IntegerNames = [:]
        var compared = 0
        for chunk in InputSplitter.split(script, keepingSyntax: true) {
            let line = chunk.line + 40
            let fast = SwiftSource.parse(chunk.text, file: 3, firstLine: line, syntax: chunk.syntax, integerNames: &lowered)
            let slow = SwiftSource.parse(chunk.text, file: 3, firstLine: line, integerNames: &parsed)
            #expect(String(describing: fast.items) == String(describing: slow.items), "\(note), line \(chunk.line): \(chunk.text)")
            #expect(lowered == parsed, "\(note), line \(chunk.line)")
            if chunk.syntax != nil { compared += 1 }
        }
        return compared
    }

    @Test func everyScriptLowersAsItsInputsParse() {
        var compared = 0
        for (i, script) in Self.scripts.enumerated() { compared += Self.compare(script, "script \(i)") }
        // Most inputs are clean statements: the comparison is not vacuous.
        #expect(compared > 500)
    }

    @Test func scriptsWithRandomDamageLowerAsTheirInputsParse() {
        var random = Seeded(state: 17)
        let pieces = ["{", "}", "(", ")", "\n", "/*", "*/", "\"", ":", ";", "//", " + ", "\\", ".", "#if X\n", "\n#endif"]
        for (i, script) in Self.scripts.enumerated() where !script.isEmpty {
            for round in 0..<2 {
                var bytes = Array(script.utf8)
                for _ in 0..<(1 + random.below(3)) {
                    let at = random.below(bytes.count + 1)
                    if random.below(2) == 0, at < bytes.count {
                        bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(8)))
                    } else {
                        bytes.insert(contentsOf: Array(pieces[random.below(pieces.count)].utf8), at: at)
                    }
                }
                _ = Self.compare(String(decoding: bytes, as: UTF8.self), "script \(i), damage \(round)")
            }
        }
    }

    @Test func anInputMovedToAnotherLineKeepsItsPlaces() {
        // A paste is split on its own and read at the line it was typed on.
        let chunks = InputSplitter.split("let a = 1\nlet b = UIView(\n  frame: .zero)", keepingSyntax: true)
        #expect(chunks.count == 2 && chunks.allSatisfy { $0.syntax != nil })
        var names: IntegerNames = [:]
        let fast = SwiftSource.parse(chunks[1].text, file: 0, firstLine: 12, syntax: chunks[1].syntax, integerNames: &names)
        let slow = SwiftSource.parse(chunks[1].text, file: 0, firstLine: 12, integerNames: &names)
        #expect(String(describing: fast.items) == String(describing: slow.items))
        #expect(String(describing: fast.items).contains("line: 13"))
    }

    @Test func aCommentCutByAnInputsLinesIsParsedAlone() {
        let chunks = InputSplitter.split("/* a\n b */ let a = 1\nlet b = 2 /* c\n d */\nlet c = 3", keepingSyntax: true)
        let cut = chunks.filter { $0.text.contains("let a") || $0.text.contains("let b") }
        #expect(cut.count == 2 && cut.allSatisfy { $0.syntax == nil })
        #expect(chunks.last?.text == "let c = 3" && chunks.last?.syntax != nil)
    }

    @Test func aSessionReadsAScriptAsItReadsItsInputsOneByOne() throws {
        for script in Self.scripts.prefix(40) {
            let fast = try Session(), slow = try Session()
            // The transcripts' `:save` and `:load` stay out of the file system.
            fast.allowsFiles = false
            slow.allowsFiles = false
            var a: [String] = [], b: [String] = []
            for chunk in InputSplitter.split(script, keepingSyntax: true) {
                let out = fast.handle(chunk)
                a += out.lines + out.errors
                let plain = slow.handle(chunk.text, line: chunk.line)
                b += plain.lines + plain.errors
            }
            #expect(a == b)
        }
    }
}
