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
    mutating func setImage(_ v: ViewID, _ property: String, _ value: Value, state: Value?, _ range: SourceRange,
                           _ layout: inout Layout) throws(LanguageError) {
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
        if let image, image.size == nil { noteUnknownSize(image) }
        try layoutCall(range) { () throws(LayoutError) in
            try layout.modify(v) { if property == "backgroundImage" { $0.backgroundImage = image } else { $0.image = image } }
        }
    }

    /// Says once per image that its size is unknown, and how to declare it.
    mutating func noteUnknownSize(_ image: ImageReference) {
        let name = Interpreter.quotedIfNeeded(image.name)
        noteOnce("image size \(image.name)", "note: layoutsh does not know the size of \(image.spelling); declare it with :image \(name) WxH (points)"
                 + " or :image \(name) FILE.png")
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
