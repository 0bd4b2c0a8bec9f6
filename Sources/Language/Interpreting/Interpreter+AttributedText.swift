import LayoutModel

/// Text with attributes, as far as they size it: `NSAttributedString(string:attributes:)`,
/// `NSMutableAttributedString` with `append(_:)` and `addAttribute(_:value:range:)`,
/// and iOS 15's `AttributedString` with its `font`. Given to a label's
/// `attributedText`, a text field's `attributedText` or `attributedPlaceholder`,
/// a button's `setAttributedTitle(_:for:)` or a configuration's `attributedTitle`,
/// it is the view's text, measured in one font: the one its attributes give
/// the whole text, else the largest one they give a part of it (the tallest
/// line decides a one-line label's height); without a font attribute, the
/// view's own font, as UIKit fills in what the attributes leave out.
public struct AttributedText: Sendable, Hashable {
    public var string: String
    /// The font measured, when an attribute gives one.
    public var font: (size: Double, bold: Bool)?

    public static func == (a: AttributedText, b: AttributedText) -> Bool {
        a.string == b.string && a.font?.size == b.font?.size && a.font?.bold == b.font?.bold
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(font?.size)
        hasher.combine(font?.bold)
    }

    /// `font` given to part of the text: kept when it is the first or the larger.
    mutating func notePartFont(_ size: Double, bold: Bool) {
        if let font, font.size >= size { return }
        font = (size, bold)
    }
}

extension Interpreter {
    /// The classes and struct that make attributed text.
    static let attributedTextTypes: Set<String> = ["NSAttributedString", "NSMutableAttributedString", "AttributedString"]

    /// `NSAttributedString(string: "…", attributes: [.font: …])`,
    /// `AttributedString("…")`; nil when the arguments are not text (an
    /// attributed string from HTML or a file is no text layoutsh can know).
    static func makeAttributedText(_ args: Arguments) -> Value? {
        // `NSAttributedString(attributedString)`, `NSMutableAttributedString(attributedString: …)`: a copy.
        if case .attributedText(let text)? = args.value(nil) ?? args.value("attributedString") { return .attributedText(text) }
        guard case .string(let string)? = args.value("string") ?? args.value(nil) else { return nil }
        var text = AttributedText(string: string)
        if case .dictionary(let pairs)? = args.value("attributes") { text.font = font(in: pairs) }
        return .attributedText(text)
    }

    /// The font among attributes `[.font: UIFont…]`, under any key spelling
    /// (`.font`, `NSAttributedString.Key.font`, Swift 2's `NSFontAttributeName`).
    static func font(in pairs: [(key: Value, value: Value)]) -> (size: Double, bold: Bool)? {
        for pair in pairs {
            guard case .enumCase("font") = pair.key, case .font(let size, let bold) = pair.value else { continue }
            return (size, bold)
        }
        return nil
    }

    /// A method of attributed text that changes it (`append`, `addAttribute`,
    /// `addAttributes`, `setAttributes`); nil for another name.
    static func mutatingAttributedText(_ text: inout AttributedText, _ name: String, _ args: Arguments,
                                       _ range: SourceRange) throws(LanguageError) -> Value? {
        switch name {
        case "append":
            switch args.values.first {
            case .attributedText(let other)?:
                let wasEmpty = text.string.isEmpty
                text.string += other.string
                if let font = other.font {
                    if wasEmpty { text.font = font } else { text.notePartFont(font.size, bold: font.bold) }
                }
            case .string(let s)?: text.string += s
            default: throw LanguageError("append needs an NSAttributedString", range)
            }
            return .void
        case "addAttribute":
            guard case .enumCase("font")? = args.values.first else { return .void }
            guard case .font(let size, let bold)? = args.value("value") else { return .void }
            text.notePartFont(size, bold: bold)
            return .void
        case "addAttributes", "setAttributes":
            guard case .dictionary(let pairs)? = args.values.first, let font = font(in: pairs) else { return .void }
            text.notePartFont(font.size, bold: font.bold)
            return .void
        default: return nil
        }
    }

    /// A member of attributed text, read: its `string` and `length`
    /// (characters, near enough to UTF-16 units for layout code's ranges).
    static func attributedTextMember(_ text: AttributedText, _ name: String) -> Value? {
        switch name {
        case "string": return .string(text.string)
        case "length": return .number(Double(text.string.utf16.count))
        case "characters": return .string(text.string)
        case "font": return text.font.map { .font($0.size, bold: $0.bold) } ?? .null
        default: return nil
        }
    }

    /// `view.attributedText = …` (and a field's `attributedPlaceholder`, a
    /// button's attributed title): the text, and the font its attributes give.
    mutating func setAttributedText(_ v: ViewID, placeholder: Bool, _ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        let text: AttributedText?
        switch value {
        case .attributedText(let t): text = t
        case .string(let s): text = AttributedText(string: s)
        case .null: text = nil
        case .opaque(let what):
            noteOnce("text from \(what)", "note: \(layout[v].name)'s attributed text comes from \(what), which layoutsh cannot read; it keeps its text")
            return
        default: throw LanguageError("attributed text must be an NSAttributedString, not \(value.kindName)", range)
        }
        try layoutCall(range) { () throws(LayoutError) in
            try layout.modify(v) { view in
                if placeholder { view.text.placeholder = text?.string } else { view.text.string = text?.string }
                // The attributes' font is the text's; UIKit fills in the view's own where they give none.
                if !placeholder, let font = text?.font { view.text.fontSize = font.size; view.text.isBold = font.bold }
            }
        }
    }
}
