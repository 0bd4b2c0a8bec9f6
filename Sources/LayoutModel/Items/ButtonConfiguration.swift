/// `UIButton.Configuration` (iOS 15 and later): what a configured button
/// shows, and the insets and paddings that size it around its content.
///
/// UIKit's defaults at the medium size and the default text size: content
/// insets of 7 above and below and 12 at the sides (Apple's frameworks
/// engineers, developer forums), and the title in the 17 pt body font, so
/// a one-line title makes a button 34.33 high. Not published, and taken
/// here as estimates (`docs/fidelity.md`): the subtitle's font (15 pt, the
/// subheadline style's) and no padding between image and text or between
/// title and subtitle until code sets one. The other sizes (`.mini`,
/// `.small`, `.large`) have insets and fonts of their own that are not
/// published either: a button of one is laid out at the medium size's.
public struct ButtonConfiguration: Hashable, Sendable {
    /// The configurations UIKit makes (`UIButton.Configuration.filled()`, …):
    /// they differ in colours, not in size.
    public enum Style: String, CaseIterable, Sendable {
        case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// Where the image is beside the text.
    public enum ImagePlacement: String, CaseIterable, Sendable {
        case leading, trailing, top, bottom
    }

    /// `buttonSize`.
    public enum ButtonSize: String, CaseIterable, Sendable {
        case mini, small, medium, large
    }

    public var style: Style
    public var title: String?
    public var subtitle: String?
    public var image: ImageReference?
    /// `contentInsets` (leading as left, trailing as right).
    public var contentInsets = ButtonConfiguration.defaultContentInsets
    public var imagePadding: Double = 0
    public var titlePadding: Double = 0
    public var imagePlacement = ImagePlacement.leading
    public var buttonSize = ButtonSize.medium

    public static let defaultContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// The title's font size at the medium size (the body style).
    public static let titleFontSize = 17.0
    /// The subtitle's, an estimate (the subheadline style).
    public static let subtitleFontSize = 15.0

    public init(style: Style) {
        self.style = style
    }

    /// The content's size: the title above the subtitle, the image beside
    /// them (or above or below) `imagePadding` apart, inside the insets.
    /// `fallbackTitle` and `fallbackImage` are what `setTitle(_:for:)` and
    /// `setImage(_:for:)` gave, used where the configuration has none
    /// (UIKit puts them in the configuration).
    func size(fallbackTitle: String?, fallbackImage: ImageReference?, scale: Double) -> Size {
        func measured(_ text: String?, _ size: Double) -> Size? {
            guard let text, !text.isEmpty else { return nil }
            return TextMetrics.size(of: text, size: size, bold: false, width: nil, lineLimit: 1, scale: scale)
        }
        let title = measured(title ?? fallbackTitle, Self.titleFontSize)
        let subtitle = measured(subtitle, Self.subtitleFontSize)
        var text: Size?
        switch (title, subtitle) {
        case let (t?, s?): text = Size(width: max(t.width, s.width), height: t.height + titlePadding + s.height)
        case let (t?, nil): text = t
        case let (nil, s?): text = s
        case (nil, nil): text = nil
        }
        let picture = (image ?? fallbackImage)?.size
        var content = text ?? picture ?? Size(width: 0, height: 0)
        if let text, let picture {
            switch imagePlacement {
            case .leading, .trailing:
                content = Size(width: picture.width + imagePadding + text.width, height: max(picture.height, text.height))
            case .top, .bottom:
                content = Size(width: max(picture.width, text.width), height: picture.height + imagePadding + text.height)
            }
        }
        return Size(width: content.width + contentInsets.horizontal, height: content.height + contentInsets.vertical)
    }
}
