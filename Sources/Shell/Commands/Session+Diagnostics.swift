import Language
import Cassowary
import Diagnostics
import LayoutModel

/// The diagnostics commands: `:broken`, `:ambiguous`, `:why`, `:exercise`, `:solver`.
extension Session {
    func brokenReport(_ input: CommandInput) -> Output {
        let all = input.has("--all"), json = input.has("--json")
        if json || all { return brokenReport(all: all, json: json) }
        var output = Output()
        let (groups, usual) = BrokenConstraints.analyseGroups(engine)
        if groups.isEmpty { output.say("no broken constraints") }
        for (i, group) in groups.enumerated() {
            if i > 0 { output.say("") }
            group.lines(engine).forEach { output.say($0) }
        }
        sayUsual(usual, all: false, into: &output)
        return output
    }

    /// Every broken constraint explained, for `--all` and `--json`.
    private func brokenReport(all: Bool, json: Bool) -> Output {
        var output = Output()
        let layout = engine.layout
        let (reports, usual) = BrokenConstraints.analyse(engine, all: all)
        if json {
            let items = reports.map { r -> JSON in
                let c = r.constraint
                return .object([("id", .string(c.id.description)), ("description", .string(layout.describe(c))),
                                ("priority", .number(Double(c.priority.value))), ("error", .number(r.error)),
                                ("required", .bool(r.isRequired))]
                                + originFields(c.origin)
                                + [("source", c.source.map { .string($0.description) } ?? .null),
                                ("conflictsWith", .array(r.forbiddenBy.map { .string($0.id.description) })),
                                ("gives", r.proof.map { .string($0.conclusion) } ?? .null),
                                ("fixes", .array(r.fixes.map(JSON.string)))])
            }
            output.show(JSON.object([("broken", .array(items))]).text)
            return output
        }
        if reports.isEmpty { output.say("no broken constraints") }
        for (i, report) in reports.enumerated() {
            if i > 0 { output.say("") }
            report.lines(engine, collapsed: !all).forEach { output.say($0) }
        }
        sayUsual(usual, all: all, into: &output)
        return output
    }

    /// The generated constraints that give way by design, counted.
    private func sayUsual(_ usual: [LayoutConstraint], all: Bool, into output: inout Output) {
        if !usual.isEmpty {
            output.say("")
            let ids = usual.map(\.id.description)
            let names = all ? ids.joined(separator: " ") : ConstraintWords.list(ids, separator: " ", counted: false)
            output.say("also not satisfied, as layouts usually are: \(usual.count) generated optional constraint\(usual.count == 1 ? "" : "s") (\(names)):")
            output.say("  constraints UIKit generates (content hugging, stack view sharing) that give way so views fill the space; :broken --all explains them")
        }
    }

    func ambiguousReport(_ input: CommandInput) -> Output {
        let all = input.has("--all"), json = input.has("--json")
        var output = Output()
        let layout = engine.layout
        let (views, scrollViews) = Ambiguity.analyse(engine)
        if json {
            let items = views.flatMap { v in
                v.values.map { a -> JSON in
                    .object([("view", .string(layout[a.view].name)), ("attribute", .string(a.attribute.rawValue)),
                             ("value", .number(a.value)), ("min", a.minimum.map(JSON.number) ?? .null),
                             ("max", a.maximum.map(JSON.number) ?? .null),
                             ("reason", .string(v.reasons.first { $0.hasPrefix(a.attribute == .x || a.attribute == .width ? "horizontally" : "vertically") } ?? ""))])
                }
            }
            let scrolls = scrollViews.map { s -> JSON in
                .object([("name", .string(layout[s.scrollView].name)),
                         ("contentSize", .object([("width", .string(s.widthIsFixed ? "fixed" : "ambiguous")),
                                                  ("height", .string(s.heightIsFixed ? "fixed" : "ambiguous"))])),
                         ("reason", .array(s.lines.map(JSON.string)))])
            }
            output.show(JSON.object([("ambiguous", .array(items)), ("scrollViews", .array(scrolls))]).text)
            return output
        }
        let troubled = scrollViews.filter { !$0.lines.isEmpty }
        if views.isEmpty && troubled.isEmpty { output.say("no ambiguous values"); return output }
        func say(_ v: AmbiguousView) {
            if !output.lines.isEmpty { output.say("") }
            for a in v.values {
                let lo = a.minimum.map(formatNumber) ?? "-inf", hi = a.maximum.map(formatNumber) ?? "inf"
                let range = a.minimum == nil && a.maximum == nil ? "could be anything" : "could be anything in [\(lo), \(hi)]"
                output.say("\(layout[a.view].name).\(a.attribute.rawValue) = \(formatNumber(a.value)), \(range)")
            }
            v.reasons.forEach { output.say("  " + $0) }
        }
        for run in all ? views.map({ AmbiguousRuns.Run(views: [$0][...], period: 1) }) : AmbiguousRuns.runs(views, layout: layout) {
            let p = run.period
            guard run.blocks >= AmbiguousRuns.shortestRun else { run.views.forEach(say); continue }
            run.views.prefix(2 * p).forEach(say)
            output.say("")
            output.say(AmbiguousRuns.summary(run.views.dropFirst(2 * p).dropLast(p), period: p, layout: layout))
            run.views.suffix(p).forEach(say)
        }
        for s in troubled {
            if !views.isEmpty || s.scrollView != troubled.first?.scrollView { output.say("") }
            s.lines.forEach { output.say($0) }
        }
        return output
    }

    /// `:why VIEW.ATTR [--proof] [--all]`: the plain sum, or the proof
    /// (`--all`, every step of it, implies `--proof`).
    func why(_ input: CommandInput) throws(CommandFailure) -> Output {
        var output = Output()
        let word = input.plain[0], all = input.has("--all")
        let parts = Session.viewAndAttribute(word.text)
        guard parts.count == 2 else {
            throw CommandFailure(":why takes VIEW.ATTR", word, hint: "e.g. :why box.width (attributes: \(Why.attributes.joined(separator: ", ")))")
        }
        let name = parts[0], attribute = parts[1]
        let nameWord = CommandInput.Word(text: name, column: word.column, endColumn: word.column + name.count)
        guard let v = engine.layout.view(named: name) else { throw noView(nameWord) }
        switch Why.explain(engine, view: v, attribute: attribute, proof: all || input.has("--proof"), collapsed: !all) {
        case .success(let lines): output.lines = lines
        case .failure(let error):
            let attributeWord = CommandInput.Word(text: attribute, column: word.column + name.count + 1, endColumn: word.endColumn)
            throw CommandFailure(error.message, attributeWord)
        }
        return output
    }

    /// The most rows each of `:exercise`'s two pictures takes.
    static let exerciseRows = 60

    /// Another layout as good as this one for an ambiguous view, drawn beside
    /// the current one (what `exerciseAmbiguityInLayout()` shows on a device).
    func exercise(_ input: CommandInput) throws(CommandFailure) -> Output {
        let word = input.plain[0]
        var output = Output()
        guard let v = engine.layout.view(named: word.text) else { throw noView(word) }
        let layout = engine.layout
        guard let value = engine.ambiguousValues().first(where: { $0.view == v }) else {
            output.say("\(layout[v].name) is not ambiguous: every equally good layout gives it the same frame \(engine.frame(of: v).map(format) ?? "")")
            return output
        }
        let (target, alternative) = try otherLayout(v, value, at: word)
        let half = max(24, min((screen().columns - 3) / 2, 60))
        let now = Picture.pictureLines(engine, view: nil, width: half, rows: Self.exerciseRows, color: false)
        let other = Picture.pictureLines(alternative, view: nil, width: half, rows: Self.exerciseRows, color: false)
        output.say("\(layout[v].name).\(value.attribute.rawValue) = \(formatNumber(value.value)) now; \(formatNumber(target)) is just as good:")
        output.show("now".rightPadded(half) + "   " + "also valid")
        for i in 0..<max(now.count, other.count) {
            let left = i < now.count ? now[i] : ""
            output.show(left.rightPadded(half) + "   " + (i < other.count ? other[i] : ""))
        }
        let moved = LayoutEngine.changes(from: engine.frames(), to: alternative.frames()).filter { $0.new != nil }
        for change in moved.prefix(8) {
            output.say("  \(layout[change.view].name) \(engine.frame(of: change.view).map(format) ?? "") → \(change.new.map(format) ?? "")")
        }
        output.say("Both satisfy every required constraint and do equally well at every priority: :ambiguous says why.")
        return output
    }

    /// Another layout just as good as this one, where `value` of `v` is
    /// something else: a copy of the engine with that value pinned.
    /// `:exercise` and `:export svg --exercise` show it.
    func otherLayout(_ v: ViewID, _ value: AmbiguousValue, at word: CommandInput.Word) throws(CommandFailure) -> (target: Double, engine: LayoutEngine) {
        let target = Ambiguity.alternative(to: value)
        let parent = engine.layout[v].superview.map { LayoutItem.view($0) }
        let pin: LayoutConstraint
        switch value.attribute {
        case .width: pin = LayoutConstraint(Anchor(.view(v), .width), .equal, constant: target)
        case .height: pin = LayoutConstraint(Anchor(.view(v), .height), .equal, constant: target)
        case .x: pin = LayoutConstraint(Anchor(.view(v), .left), .equal, parent.map { Anchor($0, .left) }, constant: target)
        case .y: pin = LayoutConstraint(Anchor(.view(v), .top), .equal, parent.map { Anchor($0, .top) }, constant: target)
        }
        do {
            // A copy keeps this layout's solution wherever the pin does not
            // move it, so the two pictures differ only where they must.
            let alternative = engine.copy()
            try alternative.apply { (l: inout Layout) throws(LayoutError) in _ = try l.addConstraint(pin) }
            return (target, alternative)
        } catch {
            throw CommandFailure("could not make the other layout: \(error)", word)
        }
    }

    func solverReport(_ input: CommandInput) -> Output {
        let json = input.has("--json")
        var output = Output()
        let dump = engine.solverDump()
        if json {
            output.show(dump.jsonText)
        } else {
            output.show(dump.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        return output
    }
}
