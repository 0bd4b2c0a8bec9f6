import Cassowary
import Language
import LayoutModel

/// `:image`: the sizes of the app's images, which layoutsh cannot see.
extension Session {
    /// `:image` lists the images; `:image NAME WxH` (or `NAME FILE.png`) declares one.
    func imageCommand(_ input: CommandInput) throws(CommandFailure) -> Output {
        let words = input.plain
        if words.isEmpty { return imageList() }
        return try change(input) { (output: inout Output) throws(CommandFailure) in try declareImage(words, &output) }
    }

    /// `:image` alone: every image the layout shows, with its size or a
    /// note that it has none yet, then the sizes declared for images not
    /// shown; by name.
    func imageList() -> Output {
        var output = Output()
        let layout = engine.layout
        var shown: [String: ImageReference] = [:]
        for view in layout.views {
            for image in [view.image, view.backgroundImage].compactMap({ $0 }) where !image.name.isEmpty { shown[image.name] = image }
        }
        let names = Set(shown.keys).union(layout.imageSizes.keys).sorted()
        guard !names.isEmpty else {
            output.say("no images: UIImage(named:) in code shows one; :image NAME WxH declares its size")
            return output
        }
        for name in names {
            if let size = layout.imageSize(named: name) {
                output.say("\(name)  \(format(size))\(shown[name] == nil ? "  (not shown)" : "")")
            } else {
                output.say("\(name)  size unknown: :image \(name) WxH declares it")
            }
        }
        return output
    }

    /// `:image NAME WxH` or `:image NAME FILE.png`: declares the size of the
    /// image `NAME` in points.
    func declareImage(_ words: [CommandInput.Word], _ output: inout Output) throws(CommandFailure) {
        guard words.count == 2 else {
            throw CommandFailure(":image takes a name and a size (WxH in points) or a PNG file", words[0], hint: "e.g. :image avatar 40x40, or :image logo Assets.xcassets/logo.imageset/logo@2x.png")
        }
        let name = words[0].text, spec = words[1]
        let size: Size
        if spec.text.lowercased().hasSuffix(".png") {
            guard allowsFiles else { throw CommandFailure(":image may not read files in this session", spec) }
            do { size = try FileIO.pngSize(resolve(spec.text)) } catch {
                throw CommandFailure("cannot read \(spec.text): \(error.reason)", spec)
            }
        } else {
            let parts = spec.text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2, let w = parts[0], let h = parts[1], w.isFinite, h.isFinite, w >= 0, h >= 0 else {
                throw CommandFailure("cannot read the size '\(spec.text)'", spec, hint: "a size is WxH in points, e.g. 40x40, or a .png file")
            }
            size = Size(width: w, height: h)
        }
        do { try engine.apply { (l: inout Layout) throws(LayoutError) in try l.declareImage(name, size: size) } } catch {
            throw CommandFailure(error.description, spec)
        }
        output.say("image \(name) is \(format(size)) points")
    }
}
