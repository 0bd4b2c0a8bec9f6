import LayoutModel

/// `UIButton.Configuration` (iOS 15): made by `UIButton.Configuration.filled()`
/// or `.filled()`, changed field by field as the struct it is in Swift
/// (`config.title = …`, `button.configuration?.contentInsets = …`), given
/// to a button by `UIButton(configuration:)` or `button.configuration = …`.
/// What sizes the button is modelled (`ButtonConfiguration`); colours,
/// corner styles and the like are noted and ignored.
extension Interpreter {
    /// The fields that size a configured button.
    static let configurationFields: Set<String> = [
        "title", "attributedTitle", "subtitle", "image", "contentInsets", "imagePadding", "titlePadding", "imagePlacement", "buttonSize",
    ]

    /// Fields that do not change a button's size.
    static let ignoredConfigurationFields: Set<String> = [
        "baseBackgroundColor", "baseForegroundColor", "background", "cornerStyle", "titleAlignment", "showsActivityIndicator",
        "activityIndicatorColorTransformer", "titleTextAttributesTransformer", "subtitleTextAttributesTransformer",
        "imageColorTransformer", "preferredSymbolConfigurationForImage", "indicator", "indicatorColorTransformer",
        "macIdiomStyle", "titleLineBreakMode", "subtitleLineBreakMode", "automaticallyUpdateForSelection",
        "attributedSubtitle",
    ]

    /// `UIButton.Configuration.filled()` (or `.filled()` where a
    /// configuration is expected); nil when `name` is no configuration's.
    static func buttonConfiguration(_ name: String, _ args: Arguments) -> Value? {
        guard args.count == 0, let style = ButtonConfiguration.Style(rawValue: name) else { return nil }
        return .buttonConfiguration(ButtonConfiguration(style: style))
    }

    /// A field of a configuration, read.
    static func configurationMember(_ c: ButtonConfiguration, _ name: String, _ range: SourceRange) throws(LanguageError) -> Value {
        switch name {
        case "title": return c.title.map(Value.string) ?? .null
        case "attributedTitle": return c.title.map { .attributedText(AttributedText(string: $0)) } ?? .null
        case "subtitle": return c.subtitle.map(Value.string) ?? .null
        case "image": return c.image.map(Value.image) ?? .null
        case "contentInsets": return .insets(c.contentInsets)
        case "imagePadding": return .number(c.imagePadding)
        case "titlePadding": return .number(c.titlePadding)
        case "imagePlacement": return .enumCase(c.imagePlacement.rawValue)
        case "buttonSize": return .enumCase(c.buttonSize.rawValue)
        default:
            if ignoredConfigurationFields.contains(name) { return .opaque("configuration.\(name)") }
            throw unknownConfigurationField(name, range)
        }
    }

    /// `c` with field `name` set to `value` (a field that does not size the
    /// button is noted and left as it was).
    mutating func settingConfigurationField(_ c: ButtonConfiguration, _ name: String, to value: Value,
                                            _ range: SourceRange) throws(LanguageError) -> ButtonConfiguration {
        var c = c
        let value = Interpreter.zeroOfProperty(name, value)
        func wrong(_ expected: String) -> LanguageError {
            LanguageError("configuration.\(name) must be \(expected), not \(value.kindName)", range)
        }
        func text() throws(LanguageError) -> String? {
            switch value {
            case .string(let s): return s
            case .null: return nil
            default: throw wrong("a String")
            }
        }
        func number() throws(LanguageError) -> Double {
            guard case .number(let n) = value else { throw wrong("a number") }
            return n
        }
        switch name {
        case "title": c.title = try text()
        case "attributedTitle":
            // Its text; the configuration's title font is what sizes it here.
            if case .attributedText(let t) = value { c.title = t.string } else { c.title = try text() }
        case "subtitle": c.subtitle = try text()
        case "image":
            switch value {
            case .image(let image):
                c.image = image
                if image.size == nil { noteUnknownSize(image) }
            case .null: c.image = nil
            case .opaque(let what):
                noteOnce("image from \(what)", "note: a button configuration's image comes from \(what), whose size layoutsh cannot know; it gives no size")
                c.image = nil
            default: throw wrong("a UIImage")
            }
        case "contentInsets":
            guard case .insets(let insets) = value else { throw wrong("NSDirectionalEdgeInsets") }
            c.contentInsets = insets
        case "imagePadding": c.imagePadding = try number()
        case "titlePadding": c.titlePadding = try number()
        case "imagePlacement":
            guard case .enumCase(let e) = value, let placement = ButtonConfiguration.ImagePlacement(rawValue: e) else {
                throw wrong(".leading, .trailing, .top or .bottom")
            }
            c.imagePlacement = placement
        case "buttonSize":
            guard case .enumCase(let e) = value, let size = ButtonConfiguration.ButtonSize(rawValue: e) else {
                throw wrong(".mini, .small, .medium or .large")
            }
            c.buttonSize = size
            if size != .medium {
                noteOnce("button size", "note: layoutsh knows the insets and fonts of a button configuration's .medium size only; "
                         + "a .\(size.rawValue) button is laid out at those")
            }
        default:
            guard Interpreter.ignoredConfigurationFields.contains(name) else { throw Interpreter.unknownConfigurationField(name, range) }
            noteIgnored("configuration.\(name)")
        }
        return c
    }

    /// `button.configuration = …`: a configuration, or nil for none.
    mutating func setButtonConfiguration(_ v: ViewID, _ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        let configuration: ButtonConfiguration?
        switch value {
        case .buttonConfiguration(let c): configuration = c
        case .null: configuration = nil
        default: throw LanguageError("configuration must be a UIButton.Configuration, not \(value.kindName)", range)
        }
        try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.buttonConfiguration = configuration } }
    }

    private static func unknownConfigurationField(_ name: String, _ range: SourceRange) -> LanguageError {
        let known = Array(configurationFields) + Array(ignoredConfigurationFields)
        return LanguageError("UIButton.Configuration has no member '\(name)'", range,
                             hint: closest(to: name, among: known.sorted()).map { "did you mean '\($0)'?" })
    }
}
