import Cassowary
import Language
import LayoutModel

/// `:export svg FILE [VIEW] [--guides] [--rotate | --scroll VIEW --to X,Y | --exercise VIEW]`:
/// the layout as a picture to keep, alone or before and after a change;
/// `:export snapkit|anchors FILE`: the layout as Swift that makes it again.
extension Session {
    /// The formats `:export` writes.
    static let exportFormats = ["svg"] + CodeStyle.allCases.map(\.rawValue)
    /// The options that make `:export svg` draw a before/after pair.
    static let pairOptions = ["--rotate", "--scroll", "--exercise"]

    /// Writes FILE atomically (relative paths from the session's directory,
    /// as `:save`). Never changes the session: a pair's "after" is drawn
    /// from a copy of the engine.
    func export(_ input: CommandInput) throws(CommandFailure) -> Output {
        let plain = input.plain(skippingValuesOf: ["--scroll", "--to", "--exercise"])
        let format = plain[0]
        guard Self.exportFormats.contains(format.text) else {
            throw CommandFailure("layoutsh exports \(Self.exportFormats.joined(separator: ", ")), not '\(format.text)'", format,
                                 hint: Suggestion.closest(to: format.text, among: Self.exportFormats).map { "did you mean \($0)?" })
        }
        guard plain.count > 1 else { throw CommandFailure(":export \(format.text) needs a file name", input.end) }
        let file = plain[1]
        guard !file.text.isEmpty else { throw CommandFailure(":export needs a file name", file) }
        if let style = CodeStyle(rawValue: format.text) { return try exportCode(style, input, plain) }
        var top: ViewID?
        if plain.count > 2 {
            guard let v = engine.layout.view(named: plain[2].text) else { throw noView(plain[2]) }
            top = v
        }
        let picture = SVGPicture(guides: input.has("--guides"))
        let what = top.map { engine.layout[$0].name } ?? "the layout"
        var output = Output()
        guard let (after, captions) = try pairAfter(input) else {
            try write(picture.document(engine, top: top), to: file)
            output.say("exported \(what) as SVG to \(file.text)")
            return output
        }
        try write(picture.pair(before: engine, after: after, top: top, captions: captions), to: file)
        output.say("exported \(what) before and after (\(captions.1.dropFirst("after: ".count))) as SVG to \(file.text)")
        return output
    }

    /// `layoutsh FILE --svg OUT`: the final layout as SVG, written atomically.
    public func writeSVG(to path: String) -> Output {
        var output = Output()
        do {
            try FileIO.writeAtomically(resolve(path), SVGPicture().document(engine))
        } catch {
            output.fail("layoutsh: cannot write \(path): \(error.reason)")
        }
        return output
    }

    /// `:export snapkit|anchors FILE`.
    private func exportCode(_ style: CodeStyle, _ input: CommandInput, _ plain: [CommandInput.Word]) throws(CommandFailure) -> Output {
        if plain.count > 2 { throw CommandFailure(":export \(style.rawValue) writes the whole layout; it takes no view", plain[2]) }
        if let option = input.arguments.first(where: { $0.text.hasPrefix("--") }) {
            throw CommandFailure("\(option.text) is for :export svg", option, hint: "usage: :export \(style.rawValue) FILE")
        }
        let file = plain[1]
        let export = CodeExport(engine, style: style)
        let document = export.document(forSwiftFile: file.text.hasSuffix(".swift"))
        try write(document.text, to: file)
        var output = Output()
        let views = export.views.count, constraints = export.constraints.count
        output.say("exported \(views) view\(views == 1 ? "" : "s") and \(constraints) constraint\(constraints == 1 ? "" : "s") "
                   + "as \(style == .snapkit ? "SnapKit" : "NSLayoutAnchor") code to \(file.text)")
        for note in document.notes { output.say("  not exported: \(note)") }
        return output
    }

    /// The layout after the change a pair option asks for, on a copy of the
    /// engine, and the two captions; nil without such an option.
    private func pairAfter(_ input: CommandInput) throws(CommandFailure) -> (LayoutEngine, (String, String))? {
        let given = input.arguments.filter { Self.pairOptions.contains($0.text) }
        guard let option = given.first else {
            if let to = input.arguments.first(where: { $0.text == "--to" }) { throw CommandFailure("--to goes with --scroll", to, hint: "e.g. --scroll scrollView --to 0,200") }
            return nil
        }
        if given.count > 1 { throw CommandFailure("one change at a time: \(option.text) or \(given[1].text)", given[1]) }
        let after = engine.copy()
        func apply(_ body: (inout Layout) throws(LayoutError) -> Void) throws(CommandFailure) {
            do { try after.apply(body) } catch { throw CommandFailure(error.description, option) }
        }
        switch option.text {
        case "--rotate":
            let target = engine.layout.device.orientation.toggled
            try apply { $0.device.orientation = target }
            return (after, ("before: \(engine.layout.device.orientation.rawValue)", "after: :rotate \(target.rawValue)"))
        case "--scroll":
            guard let name = input.value(of: "--scroll") else { throw CommandFailure("--scroll needs a scroll view", option) }
            guard let v = engine.layout.view(named: name.text) else { throw noView(name) }
            guard engine.layout[v].kind == .scrollView else { throw CommandFailure("\(name.text) is not a UIScrollView", name) }
            guard let to = input.value(of: "--to") else { throw CommandFailure("--scroll needs --to X,Y (or --to top)", option) }
            let target = try scrollOffset(to, of: v)
            try apply { (l: inout Layout) throws(LayoutError) in try l.modify(v) { $0.scroll.offset = target } }
            return (after, ("before", "after: :scroll \(name.text) \(to.text)"))
        default:
            guard let name = input.value(of: "--exercise") else { throw CommandFailure("--exercise needs a view", option) }
            guard let v = engine.layout.view(named: name.text) else { throw noView(name) }
            guard let value = engine.ambiguousValues().first(where: { $0.view == v }) else {
                throw CommandFailure("\(name.text) is not ambiguous: every equally good layout gives it the same frame", name)
            }
            let (target, other) = try otherLayout(v, value, at: name)
            return (other, ("before", "after: :exercise \(name.text) (\(name.text).\(value.attribute.rawValue) = \(formatNumber(target)))"))
        }
    }

    /// Writes `text` to the file `word` names, atomically.
    private func write(_ text: String, to word: CommandInput.Word) throws(CommandFailure) {
        do {
            try FileIO.writeAtomically(resolve(word.text), text)
        } catch {
            throw CommandFailure("cannot export to \(word.text): \(error.reason)", word)
        }
    }
}
