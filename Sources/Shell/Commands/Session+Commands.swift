import Cassowary
import Language
import LayoutModel

/// The `:` commands.
extension Session {
    func command(_ line: String, line number: Int, column: Int = 1) -> Output {
        var words = line.dropFirst().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var output = Output()
        guard !words.isEmpty else {
            output.fail("error: a command name must follow ':' (:help lists them)")
            return output
        }
        let name = words.removeFirst()
        if let spec = CommandTable.named(name), let error = argumentError(spec, line, column: column, line: number) {
            output.fail(error)
            return output
        }
        let json = words.contains("--json")
        words.removeAll { $0 == "--json" }
        switch name {
        case "help": return help(words)
        case "version": output.say(versionLine)
        case "quit", "q": output.quit = true
        case "devices": output.lines = devicesList()
        case "device", "rotate", "scroll", "priority", "activate", "deactivate", "remove":
            return change(name, words, line, number)
        case "layout": return layoutReport(words, json: json)
        case "draw": return draw(words)
        case "constraints": return constraintsReport(words, json: json)
        case "broken": return brokenReport(words, json: json)
        case "ambiguous": return ambiguousReport(json: json)
        case "why": return why(words)
        case "exercise": return exercise(words)
        case "solver": return solverReport(json: json)
        case "expect": return expect(words.joined(separator: " "), line: number)
        case "undo":
            guard !entered.isEmpty else { output.say("nothing to undo"); return output }
            let last = entered[entered.count - 1]
            do { try replay(first: entered.count - 1) } catch { output.fail("error: \(error)"); return output }
            output.say("undid: \(last.split(separator: "\n").first.map(String.init) ?? last)")
        case "reset":
            do { try replay(first: 0) } catch { output.fail("error: \(error)"); return output }
            output.say("reset: an empty layout on \(engine.layout.device.device.name), \(engine.layout.device.orientation.rawValue)")
        case "history":
            for (i, input) in entered.enumerated() {
                for (j, text) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    output.say(j == 0 ? "\(String(i + 1).leftPadded(4))  \(text)" : "      \(text)")
                }
            }
        case "save": return save(words)
        case "load": return load(words)
        case "present": return presentCommand(words, line: number)
        default:
            let hint = closestCommand(name).map { " (did you mean :\($0)?)" } ?? " (:help lists the commands)"
            output.fail("error: unknown command :\(name)\(hint)")
        }
        return output
    }

    func closestCommand(_ name: String) -> String? {
        Suggestion.closest(to: name, among: CommandTable.all.map(\.name))
    }

    func help(_ words: [String]) -> Output {
        var output = Output()
        if let name = words.first.map({ $0.hasPrefix(":") ? String($0.dropFirst()) : $0 }) {
            guard let c = CommandTable.named(name) else {
                output.fail("error: unknown command :\(name) (:help lists the commands)")
                return output
            }
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
            return "\(d.name.rightPadded(18)) \(format(d.portraitSize).rightPadded(9)) safe portrait \(insets(p)), landscape \(insets(l)); margins \(formatNumber(d.sideMargin))"
        }
    }

    func insets(_ i: EdgeInsets) -> String {
        "\(formatNumber(i.top)),\(formatNumber(i.left)),\(formatNumber(i.bottom)),\(formatNumber(i.right))"
    }

    /// Commands that change the layout: recorded for undo, and they print what changed.
    func change(_ name: String, _ words: [String], _ line: String, _ number: Int) -> Output {
        var output = Output()
        let before = snapshot()
        do {
            try applyChange(name, words, &output)
        } catch {
            output.fail("error: \(error.message)\n --> \(file):\(number)")
            return output
        }
        record(line, line: number)
        let after = snapshot()
        if let summary = summary(from: before, to: after) { output.say(summary) } else if output.lines.isEmpty { output.say("= nothing moved") }
        return output
    }

    struct CommandError: Error { let message: String }

    func applyChange(_ name: String, _ words: [String], _ output: inout Output) throws(CommandError) {
        func constraintID(_ word: String?) throws(CommandError) -> ConstraintID {
            guard let word, word.hasPrefix("#") else { throw CommandError(message: ":\(name) needs a constraint id like #3") }
            let generated = word.hasPrefix("#g")
            guard let n = Int(word.dropFirst(generated ? 2 : 1)) else { throw CommandError(message: "'\(word)' is not a constraint id") }
            if generated { throw CommandError(message: "\(word) is generated by UIKit; change what generates it instead") }
            guard engine.layout.constraint(ConstraintID(n)) != nil else { throw CommandError(message: "no constraint \(word)") }
            return ConstraintID(n)
        }
        func layoutChange(_ body: (inout Layout) throws(LayoutError) -> Void) throws(CommandError) {
            do { try engine.apply(body) } catch { throw CommandError(message: error.description) }
        }
        switch name {
        case "device":
            guard let spec = words.first else { throw CommandError(message: ":device needs a preset name or WxH (:devices lists presets)") }
            let device = try parseDevice(spec, Array(words.dropFirst()))
            try layoutChange { $0.device = DeviceState(device, orientation: $0.device.orientation) }
            output.say("device \(device.name), \(engine.layout.device.orientation.rawValue) \(format(engine.layout.device.viewportSize))")
        case "rotate":
            let target: Orientation
            if let word = words.first {
                guard let o = Orientation(rawValue: word) else { throw CommandError(message: ":rotate takes portrait or landscape") }
                target = o
            } else {
                target = engine.layout.device.orientation.toggled
            }
            try layoutChange { $0.device.orientation = target }
            output.say("\(target.rawValue) \(format(engine.layout.device.viewportSize))")
        case "scroll":
            guard words.count == 2 else { throw CommandError(message: ":scroll needs a scroll view and X,Y") }
            guard let v = engine.layout.view(named: words[0]) else { throw CommandError(message: "no view named '\(words[0])'") }
            guard engine.layout[v].kind == .scrollView else { throw CommandError(message: "\(words[0]) is not a UIScrollView") }
            let parts = words[1].split(separator: ",").compactMap { Double($0) }
            guard parts.count == 2 else { throw CommandError(message: "the offset is X,Y, e.g. 0,-100") }
            try layoutChange { (l: inout Layout) throws(LayoutError) in try l.modify(v) { $0.contentOffset = Point(x: parts[0], y: parts[1]) } }
            // Content frames are in content coordinates: what moves on screen is
            // the window onto the content, so say which part is visible.
            if let frame = engine.frame(of: v) {
                let visible = Rect(x: parts[0], y: parts[1], width: frame.width, height: frame.height)
                var line = "\(words[0]) shows its content at \(format(visible))"
                if let size = engine.contentSize(of: v) {
                    if parts[1] < 0 || parts[0] < 0 { line += ", pulled past its start" }
                    if parts[1] + frame.height > size.height + 1e-6 && size.height > frame.height || parts[0] + frame.width > size.width + 1e-6 && size.width > frame.width {
                        line += ", past its end"
                    }
                }
                output.say(line)
            }
        case "priority":
            let id = try constraintID(words.first)
            if words.count == 2, let v = Float(words[1]), Priority(v) == nil {
                throw CommandError(message: "a priority is 1...1000 (UILayoutPriority: 1000 is required), not \(words[1])")
            }
            guard words.count == 2, let p = (SnapKitNames.priority(words[1]) ?? Float(words[1])).flatMap(Priority.init) else {
                throw CommandError(message: ":priority needs #N and a priority (1...1000, required, high, medium, low, fittingSizeLevel)")
            }
            var warning: String?
            try layoutChange { (l: inout Layout) throws(LayoutError) in warning = try l.setPriority(id, p) }
            if let warning { output.say("warning: \(warning)") }
        case "activate", "deactivate":
            let id = try constraintID(words.first)
            try layoutChange { (l: inout Layout) throws(LayoutError) in try l.setActive(id, name == "activate") }
        default:  // remove
            let id = try constraintID(words.first)
            if engine.layout.constraint(id)?.isRetired == true { throw CommandError(message: "\(words[0]) is already removed") }
            try layoutChange { (l: inout Layout) throws(LayoutError) in try l.retire(id) }
        }
    }

    func parseDevice(_ spec: String, _ rest: [String]) throws(CommandError) -> Device {
        if let preset = Device.preset(named: spec) {
            guard rest.isEmpty else { throw CommandError(message: "a preset takes nothing after its name ('\(rest.joined(separator: " "))'); safe areas are for WxH") }
            return preset
        }
        let dims = spec.lowercased().split(separator: "x").compactMap { Double($0) }
        guard dims.count == 2, dims[0] > 0, dims[1] > 0 else {
            throw CommandError(message: "unknown device '\(spec)' (:devices lists presets; or give WxH)")
        }
        var safe = EdgeInsets.zero
        if !rest.isEmpty && (rest.first != "safe" || rest.count != 2) {
            throw CommandError(message: "after WxH only 'safe T,L,B,R' may follow, not '\(rest.joined(separator: " "))'")
        }
        if rest.first == "safe", rest.count == 2 {
            let v = rest[1].split(separator: ",").compactMap { Double($0) }
            guard v.count == 4 else { throw CommandError(message: "safe takes T,L,B,R") }
            safe = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        return Device.custom(Size(width: dims[0], height: dims[1]), safeArea: safe)
    }
}

extension String {
    func rightPadded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
