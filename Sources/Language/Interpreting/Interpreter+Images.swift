import LayoutModel

/// Images: `UIImage(named:)` and `UIImage(systemName:)` carry their name,
/// and the size the session declared for it, to the image views and
/// buttons that show them, where the size is their intrinsic size.
extension Interpreter {
    /// `UIImage(named:)`, `UIImage(systemName:)`, `UIImage(imageLiteralResourceName:)`,
    /// `UIImage()` (an empty image, 0 × 0); an image from data or a file,
    /// whose size layoutsh cannot know, stays opaque.
    func makeImage(_ args: Arguments, _ layout: Layout) -> Value {
        if args.count == 0 { return .image(ImageReference(name: "", size: Size(width: 0, height: 0))) }
        for (label, isSymbol) in [("named", false), ("systemName", true), ("imageLiteralResourceName", false)] {
            guard let value = args.value(label) else { continue }
            guard case .string(let name) = value else { return .opaque("UIImage(\(label): \(value.kindName))") }
            return .image(ImageReference(name: name, isSymbol: isSymbol, size: layout.imageSize(named: name)))
        }
        return .opaque("UIImage(…)")
    }

    /// `imageView.image = …`, `button.setImage(_:for:)` and
    /// `setBackgroundImage(_:for:)` (`property` is `image` or
    /// `backgroundImage`). Only the `.normal` state sizes a button, as
    /// UIKit measures the button in the state it is in.
    mutating func setImage(_ v: ViewID, _ property: String, _ value: Value, state: Value?, sizesFrame: Bool = false,
                           _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        if let state, !Interpreter.isNormalState(state) { return }
        let image: ImageReference?
        switch value {
        case .image(let reference): image = reference
        case .null: image = nil
        case .opaque(let what):
            // A view made inside an expression has no name yet (`UIImageView#2`).
            let owner = layout[v].name.contains("#") ? "an image view" : layout[v].name
            noteOnce("image from \(what)", "note: \(owner)'s image comes from \(what), whose size layoutsh cannot know; it gives no size")
            image = nil
        default: throw LanguageError("\(property) must be a UIImage, not \(value.kindName)", range)
        }
        if let image, image.size == nil { unknownImageViews.append(UnknownImageView(view: v, image: image, sizesFrame: sizesFrame)) }
        try layoutCall(range) { () throws(LayoutError) in
            try layout.modify(v) { if property == "backgroundImage" { $0.backgroundImage = image } else { $0.image = image } }
        }
    }

    static func imageSizeNoteKey(_ image: ImageReference) -> String { "image size \(image.name)" }

    /// Says once per image that its size is unknown, and how to declare it.
    mutating func noteUnknownSize(_ image: ImageReference) {
        let name = Interpreter.quotedIfNeeded(image.name)
        noteOnce(Interpreter.imageSizeNoteKey(image), "note: layoutsh does not know the size of \(image.spelling); declare it with :image \(name) WxH (points)"
                 + " or :image \(name) FILE.png")
    }

    /// Says that an image's size is unknown where that size matters: once
    /// its view is in the hierarchy, in a frame `UIImageView(image:)` sized
    /// to it and nothing has sized since, or in a view whose autoresizing
    /// constraints are off and whose width and height required constants
    /// do not both fix. Star images placed by frames in `layoutSubviews`
    /// need no size, and a note would send the user to declare one. A view
    /// whose size does not depend on it yet waits: typed code adds a view
    /// before it turns its autoresizing constraints off.
    mutating func noteImagesOfUnknownSize(_ layout: Layout) {
        guard !unknownImageViews.isEmpty else { return }
        let waiting = unknownImageViews.filter { layout[$0.view].image == $0.image || layout[$0.view].backgroundImage == $0.image }
        let placed = waiting.filter { layout.isInHierarchy($0.view) }
        let constrained = placed.filter { !layout[$0.view].translatesAutoresizingMaskIntoConstraints }
        let fixed = constrained.isEmpty ? [:] : Interpreter.viewsOfFixedSize(Set(constrained.map(\.view)), layout)
        for entry in placed {
            let matters = layout[entry.view].translatesAutoresizingMaskIntoConstraints
                ? entry.sizesFrame && layout[entry.view].frame.size == .zero
                : fixed[entry.view] != [.width, .height]
            if matters { noteUnknownSize(entry.image) }
        }
        unknownImageViews = waiting.filter { !ignoredNoted.contains(Interpreter.imageSizeNoteKey($0.image)) }
    }

    /// Of `views`, the width and height that required constants fix.
    static func viewsOfFixedSize(_ views: Set<ViewID>, _ layout: Layout) -> [ViewID: Set<Attribute>] {
        var fixed: [ViewID: Set<Attribute>] = [:]
        for c in layout.constraints where c.isActive && c.second == nil && c.relation == .equal && c.priority == .required {
            guard case .view(let v) = c.first.item, views.contains(v), c.first.attribute == .width || c.first.attribute == .height else { continue }
            fixed[v, default: []].insert(c.first.attribute)
        }
        return fixed
    }

    /// A member of an image: its `size` (an error when not declared, as
    /// layout built on it would be wrong), or the image itself for the
    /// members that return a variant of it (`withRenderingMode(_:)`).
    func imageMember(_ image: ImageReference, _ name: String, _ range: SourceRange) throws(LanguageError) -> Value? {
        switch name {
        case "size":
            guard let size = image.size else {
                throw LanguageError("layoutsh does not know the size of \(image.spelling)", range,
                                    hint: ":image \(Interpreter.quotedIfNeeded(image.name)) WxH declares it (in points)")
            }
            return .size(size)
        case "scale": return .number(1)
        default: return nil
        }
    }

    /// Methods that return the same image drawn otherwise: its size stays.
    static let imageVariants: Set<String> = [
        "withRenderingMode", "withTintColor", "withConfiguration", "applyingSymbolConfiguration",
        "imageFlippedForRightToLeftLayoutDirection", "withHorizontallyFlippedOrientation", "imageWithRenderingMode",
        "resizableImage", "stretchableImage", "withBaselineOffset",
    ]

    /// Whether a control state is `.normal` (also spelled `[]`, `UIControlState()` and `UIControlState.Normal`).
    static func isNormalState(_ state: Value) -> Bool {
        switch state {
        case .enumCase(let name): return normalizedCase(name) == "normal"
        case .array(let items): return items.isEmpty
        // Swift 3's migrator wrote `.normal` as the empty set, `UIControlState()`.
        case .opaque(let what): return what.hasSuffix("normal") || what.hasSuffix("Normal") || what.hasSuffix("State()")
        default: return true
        }
    }

    /// A name as a command word: quoted when it holds a space.
    static func quotedIfNeeded(_ name: String) -> String {
        name.contains(" ") || name.isEmpty ? "\"\(name)\"" : name
    }
}
