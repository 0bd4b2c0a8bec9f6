import Cassowary
import Language
import LayoutModel

/// The `:` commands.
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
        // `:q` is short for `:quit`, as in vi.
        let name = input.name.text == "q" ? "quit" : input.name.text
        guard let spec = CommandTable.named(name) else { throw unknownCommand(name, input.name) }
        try input.check(against: spec)
        if !allowsFiles && (name == "save" || name == "load") {
            throw CommandFailure(":\(name) is off in this session (it may not touch files)", input.name)
        }
        let json = input.has("--json")
        let words = input.plain
        var output = Output()
        switch name {
        case "help": return try help(words)
        case "version": output.say(versionLine)
        case "quit": output.quit = true
        case "devices": output.lines = devicesList()
        case "device", "rotate", "scroll", "priority", "activate", "deactivate", "remove":
            return try change(input)
        case "image": return words.isEmpty ? imageList() : try change(input)
        case "layout": return try layoutReport(words, json: json)
        case "draw": return try draw(input)
        case "constraints": return try constraintsReport(words, all: input.has("--all"), json: json)
        case "broken": return brokenReport(all: input.has("--all"), json: json)
        case "ambiguous": return ambiguousReport(all: input.has("--all"), json: json)
        case "why": return try why(words[0], all: input.has("--all"))
        case "exercise": return try exercise(words[0])
        case "solver": return solverReport(json: json)
        case "expect": return expect(String(input.text.dropFirst(input.name.endColumn - input.column)).trimmingCharacters(), line: input.line)
        case "undo":
            guard let last = inputs.last?.text else { output.say("nothing to undo"); return output }
            let before = UndoMoment(engine, snapshot())
            if !restoreUndoPoint() {
                do { try replay(first: inputs.count - 1) } catch { output.fail("error: \(error)"); return output }
            }
            output.say("undid: \(last.split(separator: "\n").first.map(String.init) ?? last)")
            // What moved back, as the input's own summary said what moved.
            if let summary = undoSummary(from: before, to: snapshot()) { output.say(summary) }
        case "reset":
            do { try replay(first: 0) } catch { output.fail("error: \(error)"); return output }
            output.say("reset: an empty layout on \(engine.layout.device.device.name), \(engine.layout.device.orientation.rawValue)")
        case "history": output.lines = historyLines()
        case "edit": return try edit(input)
        case "save": return try save(words[0])
        case "load": return try load(words)
        default: return try presentCommand(words.first, in: input)  // present
        }
        return output
    }

    /// "unknown command", pointing at `word`, with the closest command as a hint.
    func unknownCommand(_ name: String, _ word: CommandInput.Word) -> CommandFailure {
        let hint = closestCommand(name).map { "did you mean :\($0)?" } ?? ":help lists the commands"
        return CommandFailure("unknown command :\(name)", word, hint: hint)
    }

    func closestCommand(_ name: String) -> String? {
        Suggestion.closest(to: name, among: CommandTable.all.map(\.name))
    }

    func help(_ words: [CommandInput.Word]) throws(CommandFailure) -> Output {
        var output = Output()
        if let word = words.first {
            let name = word.text.hasPrefix(":") ? String(word.text.dropFirst()) : word.text
            guard let c = CommandTable.named(name) else { throw unknownCommand(name, word) }
            output.say(c.usage)
            c.details.forEach { output.say("  " + $0) }
            return output
        }
        output.say("Type Swift (UIKit, SnapKit, anchors, BoxView) to build a layout; commands start with ':'.")
        let width = CommandTable.all.map(\.usage.count).max() ?? 0
        for c in CommandTable.all { output.say("  \(c.usage.rightPadded(width))  \(c.summary)") }
        return output
    }

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

    /// Commands that change the layout: recorded for undo, and they print what changed.
    func change(_ input: CommandInput) throws(CommandFailure) -> Output {
        var output = Output()
        let before = snapshot()
        try applyChange(input, &output)
        record(input.text, line: input.line)
        let after = snapshot()
        if let summary = summary(from: before, to: after) { output.say(summary) } else if output.lines.isEmpty { output.say("= nothing moved") }
        return output
    }

    private func applyChange(_ input: CommandInput, _ output: inout Output) throws(CommandFailure) {
        let name = input.name.text
        let words = input.plain
        func constraintID(_ word: CommandInput.Word) throws(CommandFailure) -> ConstraintID {
            guard word.text.hasPrefix("#") else { throw CommandFailure(":\(name) needs a constraint id like #3", word, hint: ":constraints lists them") }
            let generated = word.text.hasPrefix("#g")
            guard let n = Int(word.text.dropFirst(generated ? 2 : 1)) else { throw CommandFailure("'\(word.text)' is not a constraint id", word, hint: "an id is #N, as :constraints lists them") }
            if generated { throw CommandFailure("\(word.text) is generated by UIKit; change what generates it instead", word) }
            guard engine.layout.constraint(ConstraintID(n)) != nil else { throw CommandFailure("no constraint \(word.text)", word, hint: ":constraints lists them") }
            return ConstraintID(n)
        }
        func layoutChange(at word: CommandInput.Word, _ body: (inout Layout) throws(LayoutError) -> Void) throws(CommandFailure) {
            do { try engine.apply(body) } catch { throw CommandFailure(error.description, word) }
        }
        switch name {
        case "device":
            let device = try parseDevice(words[0], Array(words.dropFirst()))
            try layoutChange(at: words[0]) { $0.device = DeviceState(device, orientation: $0.device.orientation) }
            output.say("device \(device.name), \(engine.layout.device.orientation.rawValue) \(format(engine.layout.device.viewportSize))")
        case "rotate":
            let target: Orientation
            if let word = words.first {
                guard let o = Orientation(rawValue: word.text) else { throw CommandFailure(":rotate takes portrait or landscape", word) }
                target = o
            } else {
                target = engine.layout.device.orientation.toggled
            }
            try layoutChange(at: input.name) { $0.device.orientation = target }
            output.say("\(target.rawValue) \(format(engine.layout.device.viewportSize))")
        case "scroll":
            // `0, 10` as people type it: the two halves of one offset.
            let offset = words.count == 3
                ? CommandInput.Word(text: words[1].text + words[2].text, column: words[1].column, endColumn: words[2].endColumn)
                : words[1]
            try scroll(words[0], to: offset, &output)
        case "priority":
            let id = try constraintID(words[0])
            let text = words[1].text
            if let v = Float(text), Priority(v) == nil {
                throw CommandFailure("a priority is 1...1000 (UILayoutPriority: 1000 is required), not \(text)", words[1])
            }
            guard let p = (SnapKitNames.priority(text) ?? Float(text)).flatMap(Priority.init) else {
                throw CommandFailure("'\(text)' is not a priority", words[1], hint: "1...1000, required, high, medium, low, fittingSizeLevel")
            }
            // As code does it: deactivated, changed, activated again (UIKit
            // refuses to move an active constraint between required and optional).
            try layoutChange(at: words[1]) { (l: inout Layout) throws(LayoutError) in try l.setPriority(id, p, reinstalling: true) }
        case "image": try declareImage(words, &output)
        case "activate", "deactivate":
            let id = try constraintID(words[0])
            try layoutChange(at: words[0]) { (l: inout Layout) throws(LayoutError) in try l.setActive(id, name == "activate") }
        default:  // remove
            let id = try constraintID(words[0])
            if engine.layout.constraint(id)?.isRetired == true { throw CommandFailure("\(words[0].text) is already removed", words[0]) }
            try layoutChange(at: words[0]) { (l: inout Layout) throws(LayoutError) in try l.retire(id) }
        }
    }

    /// `:scroll VIEW X,Y` (or `top`): sets the offset, or lets the scroll
    /// view rest at its top again, and says which part of the content shows.
    private func scroll(_ name: CommandInput.Word, to offset: CommandInput.Word, _ output: inout Output) throws(CommandFailure) {
        guard let v = engine.layout.view(named: name.text) else { throw noView(name) }
        guard engine.layout[v].kind == .scrollView else { throw CommandFailure("\(name.text) is not a UIScrollView", name) }
        var target: Point?
        if offset.text != "top" {
            let parts = try numbers(offset, count: 2, what: "the offset is X,Y, e.g. 0,-100, or top")
            let limit = Layout.maxCoordinate
            guard parts.allSatisfy({ abs($0) <= limit }) else {
                throw CommandFailure("an offset of \(offset.text) is out of range", offset, hint: "offsets are within ±\(formatNumber(limit)) points")
            }
            target = Point(x: parts[0], y: parts[1])
        }
        do {
            try engine.apply { (l: inout Layout) throws(LayoutError) in try l.modify(v) { $0.scroll.offset = target } }
        } catch {
            throw CommandFailure(error.description, offset)
        }
        // Content frames are in content coordinates: what moves on screen is
        // the window onto the content, so say which part is visible.
        guard let frame = engine.frame(of: v) else { return }
        let at = engine.boundsOffset(of: v)
        var line = "\(name.text) shows its content at \(format(Rect(x: at.x, y: at.y, width: frame.width, height: frame.height)))"
        if let range = engine.scrollRange(of: v) {
            // It rests between its adjusted insets' start and the content's
            // end: past either, it is pulled (bouncing) and springs back.
            if at.y < range.min.y - 1e-6 || at.x < range.min.x - 1e-6 { line += ", pulled past its start" }
            if at.y > range.max.y + 1e-6 || at.x > range.max.x + 1e-6 { line += ", past its end" }
        }
        let inset = engine.adjustedContentInset(of: v)
        if inset != .zero { line += "; adjustedContentInset \(format(inset))" }
        output.say(line)
    }

    /// `count` finite numbers separated by commas (`0,-100`, `59,0,34,0`).
    func numbers(_ word: CommandInput.Word, count: Int, what: String) throws(CommandFailure) -> [Double] {
        let parts = word.text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == count, parts.allSatisfy({ $0 != nil }) else { throw CommandFailure("cannot read '\(word.text)'", word, hint: what) }
        let values = parts.compactMap { $0 }
        guard values.allSatisfy(\.isFinite) else { throw CommandFailure("'\(word.text)' is not a finite number", word, hint: what) }
        return values
    }

    private func parseDevice(_ spec: CommandInput.Word, _ rest: [CommandInput.Word]) throws(CommandFailure) -> Device {
        // `iPhone 15 Pro`, as the name is written on the box.
        if !rest.isEmpty, let preset = Device.preset(named: ([spec] + rest).map(\.text).joined(separator: "-")) {
            return preset
        }
        if let preset = Device.preset(named: spec.text) {
            if let extra = rest.first {
                throw CommandFailure("a preset takes nothing after its name", extra, hint: "safe areas are for a custom WxH screen")
            }
            return preset
        }
        let parts = spec.text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ Double($0) != nil }) else {
            // A name in several words is told whole, and matched as one.
            let words = rest.first?.text == "safe" ? [spec] : [spec] + rest
            let name = words.map(\.text).joined(separator: " ")
            let span = CommandInput.Word(text: name, column: spec.column, endColumn: words.last?.endColumn ?? spec.endColumn)
            let hint = Suggestion.closest(to: words.map { $0.text.lowercased() }.joined(separator: "-"),
                                          among: Device.presets.map(\.name)).map { "did you mean \($0)?" }
                ?? ":devices lists the presets; a custom screen is WxH in points, e.g. 390x844"
            throw CommandFailure("unknown device '\(name)'", span, hint: hint)
        }
        let dims = parts.compactMap { Double($0) }
        let range = Layout.screenSizes
        guard dims.allSatisfy({ range.contains($0) }) else {
            throw CommandFailure("a screen of \(spec.text) is out of range", spec,
                                 hint: "width and height are \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound)) points")
        }
        var safe = EdgeInsets.zero
        if rest.count > 2 {
            throw CommandFailure(":device takes at most 3 arguments for a custom screen; '\(rest[2].text)' is one too many", rest[2],
                                 hint: CommandTable.named("device").map { "usage: \($0.usage)" })
        }
        if let first = rest.first {
            guard first.text == "safe", rest.count == 2 else {
                throw CommandFailure("after WxH only 'safe T,L,B,R' may follow", first, hint: "e.g. :device 390x844 safe 47,0,34,0")
            }
            let v = try numbers(rest[1], count: 4, what: "safe takes T,L,B,R in points, e.g. 47,0,34,0")
            guard v.allSatisfy({ $0 >= 0 }), v[0] + v[2] < dims[1], v[1] + v[3] < dims[0] else {
                throw CommandFailure("safe-area insets \(rest[1].text) do not fit a \(spec.text) screen", rest[1],
                                     hint: "each inset is ≥ 0, and top + bottom, left + right leave room on the screen")
            }
            safe = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        return Device.custom(Size(width: dims[0], height: dims[1]), safeArea: safe)
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
