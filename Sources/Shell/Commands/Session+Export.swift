import Language
import LayoutModel

/// `:export svg FILE [VIEW] [--guides]`: the layout as a picture to keep.
extension Session {
    /// The formats `:export` writes.
    static let exportFormats = ["svg"]

    /// Writes the drawing atomically to FILE (relative paths from the
    /// session's directory, as `:save`).
    func export(_ input: CommandInput) throws(CommandFailure) -> Output {
        let plain = input.plain
        let format = plain[0]
        guard Self.exportFormats.contains(format.text) else {
            throw CommandFailure("layoutsh exports \(Self.exportFormats.joined(separator: ", ")), not '\(format.text)'", format,
                                 hint: Suggestion.closest(to: format.text, among: Self.exportFormats).map { "did you mean \($0)?" })
        }
        let file = plain[1]
        guard !file.text.isEmpty else { throw CommandFailure(":export needs a file name", file) }
        var top: ViewID?
        if plain.count > 2 {
            guard let v = engine.layout.view(named: plain[2].text) else { throw noView(plain[2]) }
            top = v
        }
        let svg = SVGPicture(guides: input.has("--guides")).document(engine, top: top)
        do {
            try FileIO.writeAtomically(resolve(file.text), svg)
        } catch {
            throw CommandFailure("cannot export to \(file.text): \(error.reason)", file)
        }
        var output = Output()
        output.say("exported \(top.map { engine.layout[$0].name } ?? "the layout") as SVG to \(file.text)")
        return output
    }
}
