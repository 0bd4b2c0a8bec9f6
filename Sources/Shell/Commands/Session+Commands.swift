import Cassowary
import Language
import LayoutModel

/// Running a `:` command: its words are cut, checked against its entry in
/// `CommandTable`, and handed to that entry's handler.
extension Session {
    func command(_ line: String, line number: Int, column: Int = 1) -> Output {
        do throws(CommandFailure) {
            return try run(CommandInput(line, line: number, column: column))
        } catch {
            var output = Output()
            output.fail(render(error, text: line, line: number, column: column))
            return output
        }
    }

    /// Runs a command whose words are cut; throws what is wrong with them.
    private func run(_ input: CommandInput) throws(CommandFailure) -> Output {
        guard let command = CommandTable.named(input.name.text) else { throw unknownCommand(input.name.text, input.name) }
        try input.check(against: command)
        if command.touchesFiles && !allowsFiles {
            throw CommandFailure(":\(command.name) is off in this session (it may not touch files)", input.name)
        }
        return try command.run(self)(input)
    }

    /// "unknown command", pointing at `word`, with the closest command as a hint.
    func unknownCommand(_ name: String, _ word: CommandInput.Word) -> CommandFailure {
        let hint = closestCommand(name).map { "did you mean :\($0)?" } ?? ":help lists the commands"
        return CommandFailure("unknown command :\(name)", word, hint: hint)
    }

    func closestCommand(_ name: String) -> String? {
        Suggestion.closest(to: name, among: CommandTable.all.map(\.name))
    }

    /// `:help [NAME]`: every command's usage and summary, or one command's
    /// usage, aliases and details.
    func help(_ input: CommandInput) throws(CommandFailure) -> Output {
        var output = Output()
        if let word = input.plain.first {
            let name = word.text.hasPrefix(":") ? String(word.text.dropFirst()) : word.text
            guard let c = CommandTable.named(name) else { throw unknownCommand(name, word) }
            output.say(c.usage)
            if !c.aliases.isEmpty { output.say("  also " + c.aliases.map { ":" + $0 }.joined(separator: ", ")) }
            // Each paragraph of details is one block, its lines flush with its first.
            c.details.forEach { output.show(Reflow.lines("  " + $0, width: textWidth, hang: 2)) }
            return output
        }
        output.say("Type Swift (UIKit, SnapKit, anchors, BoxView) to build a layout; commands start with ':'.")
        output.show(commandList(width: textWidth))
        return output
    }

    /// Every command's usage and summary in two columns, the summaries
    /// wrapped in theirs, as a man page lists tagged paragraphs: a usage
    /// too long for its column has its summary on the next line. In a
    /// terminal too narrow for two columns, each summary under its usage.
    func commandList(width: Int) -> [String] {
        guard width >= 60 else {
            return CommandTable.all.flatMap { c in
                Reflow.lines("  " + c.usage, width: width, hang: 4) + Reflow.lines("      " + c.summary, width: width, hang: 6)
            }
        }
        let limit = (width - 4) / 2
        let usageWidth = CommandTable.all.map(\.usage.count).filter { $0 <= limit }.max() ?? limit
        let column = 2 + usageWidth + 2
        return CommandTable.all.flatMap { c -> [String] in
            let summary = Reflow.lines(String(repeating: " ", count: column) + c.summary, width: width, hang: column)
            guard c.usage.count <= usageWidth else { return ["  " + c.usage] + summary }
            return ["  " + c.usage.rightPadded(usageWidth) + "  " + summary[0].dropFirst(column)] + summary.dropFirst()
        }
    }

    /// `:devices`.
    func devices(_ input: CommandInput) -> Output { Output(preformatted: devicesList()) }

    /// `:version`.
    func version(_ input: CommandInput) -> Output { Output(preformatted: [versionLine]) }

    /// `:quit` (and `:q`).
    func quit(_ input: CommandInput) -> Output { .quitting }

    func devicesList() -> [String] {
        Device.presets.map { d in
            let p = d.portraitSafeArea, l = d.landscapeSafeArea
            let margins = Orientation.allCases.map { formatNumber(DeviceState(d, orientation: $0).sideMargin) }
            return "\(d.name.rightPadded(18)) \(format(d.portraitSize).rightPadded(9)) safe portrait \(insets(p)), landscape \(insets(l)); "
                + "margins \(margins[0]), \(margins[1])"
        }
    }

    func insets(_ i: EdgeInsets) -> String {
        "\(formatNumber(i.top)),\(formatNumber(i.left)),\(formatNumber(i.bottom)),\(formatNumber(i.right))"
    }

    /// `count` finite numbers separated by commas (`0,-100`, `59,0,34,0`).
    func numbers(_ word: CommandInput.Word, count: Int, what: String) throws(CommandFailure) -> [Double] {
        let parts = word.text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == count, parts.allSatisfy({ $0 != nil }) else { throw CommandFailure("cannot read '\(word.text)'", word, hint: what) }
        let values = parts.compactMap { $0 }
        guard values.allSatisfy(\.isFinite) else { throw CommandFailure("'\(word.text)' is not a finite number", word, hint: what) }
        return values
    }

    /// "no view named …", with the closest name as a hint.
    func noView(_ word: CommandInput.Word) -> CommandFailure {
        let names = engine.layout.views.map(\.name)
        let hint = Suggestion.closest(to: word.text, among: names).map { "did you mean '\($0)'?" }
        return CommandFailure("no view named '\(word.text)'", word, hint: hint ?? ":layout lists the views")
    }
}

extension String {
    func rightPadded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
