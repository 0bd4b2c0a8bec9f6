import Foundation
import Testing
@testable import Shell

/// The one table of `:` commands against what is said about them: the man
/// page's list, `:help`, completion, and errors pointing at their word.
@Suite struct CommandTableTests {
    /// The `.It Ic :name` entries of the man page's INTERACTIVE COMMANDS, in
    /// order: each name with the other names its line gives (`.It Ic :quit , Ic :q`).
    /// A command with several forms has an `.It` line for each, one after
    /// another (`:export svg …`, `:export snapkit|anchors …`): listed once.
    static func manPageCommands() throws -> [(name: String, aliases: [String])] {
        let text = try String(contentsOf: TranscriptTests.root.appendingPathComponent("man/layoutsh.1"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: ".Sh INTERACTIVE COMMANDS") else { return [] }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix(".Sh ") }
        let entries: [(name: String, aliases: [String])] = section.filter { $0.hasPrefix(".It Ic :") }.map { line in
            let words = line.split(separator: " ").map(String.init)
            // Every `Ic :word` of the line names the command or an alias of it.
            let names = words.indices.dropLast().filter { words[$0] == "Ic" && words[$0 + 1].hasPrefix(":") }
                .map { String(words[$0 + 1].dropFirst()) }
            var aliases: [String] = []
            for n in names.dropFirst() where n != names[0] && !aliases.contains(n) { aliases.append(n) }
            return (names.first ?? "", aliases)
        }
        return entries.enumerated().filter { k, entry in k == 0 || entries[k - 1].name != entry.name }.map(\.element)
    }

    @Test func theManPageListsExactlyTheTable() throws {
        let documented = try Self.manPageCommands()
        let names = documented.map(\.name)
        let table = CommandTable.all.map(\.name)
        for name in table where !names.contains(name) { Issue.record(":\(name) is not in man/layoutsh.1's INTERACTIVE COMMANDS") }
        for name in names where !table.contains(name) { Issue.record("man/layoutsh.1 documents :\(name), which CommandTable does not have") }
        #expect(names == table, "the man page lists the commands in the order :help does")
        for entry in documented {
            let aliases = CommandTable.named(entry.name)?.aliases ?? []
            #expect(entry.aliases == aliases, ":\(entry.name)'s aliases: the man page says \(entry.aliases), the table \(aliases)")
        }
    }

    @Test func namesAndAliasesAreUnique() {
        let all = CommandTable.all.flatMap { [$0.name] + $0.aliases }
        #expect(Set(all).count == all.count)
    }

    @Test func helpListsAndExplainsFromTheTable() throws {
        let session = try Session()
        let list = session.handle(":help").lines
        // The summaries wrap in their column: read the list as words.
        let words = list.joined(separator: " ").split(separator: " ").joined(separator: " ")
        for c in CommandTable.all {
            #expect(list.contains { $0.hasPrefix("  " + c.usage) }, ":help lists :\(c.name)")
            #expect(words.contains(c.usage + " " + c.summary), ":help gives :\(c.name)'s summary after its usage")
            let one = session.handle(":help \(c.name)")
            #expect(one.lines.first == c.usage)
            let details = c.details.flatMap { Reflow.lines("  " + $0, width: 80, hang: 2) }
            #expect(one.lines.suffix(details.count) == details[...])
        }
        #expect(session.handle(":help q").lines.prefix(2) == [":quit", "  also :q"])
        #expect(session.handle(":q").quit)
    }

    @Test func completionAndSuggestionsComeFromTheTable() throws {
        let session = try Session()
        #expect(session.completions(for: ":").candidates == CommandTable.all.map(\.name))
        #expect(session.completions(for: ":de").candidates == ["device", "devices", "deactivate"])
        #expect(session.closestCommand("constrains") == "constraints")
    }

    /// A command's error as the user sees it: message, place, the line and a caret.
    func error(_ input: String) throws -> [String] {
        let session = try Session()
        #expect(!session.handle(BadInputTests.setUp).failed)
        return session.handle(input, line: 20).errors
    }

    @Test func anArgumentErrorPutsACaretUnderItsWord() throws {
        #expect(try error(":scroll sv abc") == [
            "error: cannot read 'abc'",
            "  --> <stdin>:20:12",
            "   |",
            "20 | :scroll sv abc",
            "   |            ^^^",
            "   = hint: the offset is X,Y, e.g. 0,-100, top or bottom",
        ])
        #expect(try error(":device iphone-16x") == [
            "error: unknown device 'iphone-16x'",
            "  --> <stdin>:20:9",
            "   |",
            "20 | :device iphone-16x",
            "   |         ^^^^^^^^^^",
            "   = hint: did you mean iphone-16?",
        ])
        #expect(try error(":layout box extra") == [
            "error: :layout takes at most 1 argument; 'extra' is one too many",
            "  --> <stdin>:20:13",
            "   |",
            "20 | :layout box extra",
            "   |             ^^^^^",
            "   = hint: usage: :layout [VIEW] [--json]",
        ])
    }

    @Test func everyKindOfArgumentErrorPointsAtItsWord() throws {
        let cases: [(input: String, message: String, caret: String)] = [
            (":constraints --al", "unknown option '--al' for :constraints", "             ^^^^"),
            (":undo now", ":undo takes no arguments", "      ^^^"),
            (":priority #1", ":priority needs 2 arguments", "            ^"),
            (":priority #1 abc", "'abc' is not a priority", "             ^^^"),
            (":activate 3", ":activate needs a constraint id like #3", "          ^"),
            (":rotate sideways", ":rotate takes portrait or landscape", "        ^^^^^^^^"),
            (":draw --width", "--width needs a value", "      ^^^^^^^"),
            (":why box.depth", "unknown attribute 'depth'", "         ^^^^^"),
            (":lyout", "unknown command :lyout", " ^^^^^"),
        ]
        for c in cases {
            let lines = try error(c.input)
            #expect(lines.first?.contains(c.message) == true, "\(c.input): \(lines)")
            #expect(lines.contains("20 | \(c.input)"), "\(c.input): \(lines)")
            #expect(lines.contains("   | \(c.caret)"), "\(c.input): \(lines)")
        }
        #expect(try error(":lyout").last == "   = hint: did you mean :layout?")
    }
}
