/// Intrinsic content sizes and baselines of the UIKit classes, from the text model.
///
/// Labels: their text's size (wrapped to the width layout gave them when
/// `numberOfLines` is not 1). Buttons: the title plus `contentEdgeInsets`, or
/// 6 pt above and below the title when the insets are zero, as UIKit's system
/// buttons. Text fields: the text (or placeholder) plus 7 pt on each side
/// and 6 pt above and below, at least 34 high with a rounded border.
/// UISwitch: 51 × 31. UISegmentedControl: equal segments as wide as the
/// widest title plus 8 pt on each side, 32 high. UISlider: 30 high,
/// UIProgressView 4 high, no width. UIStepper: 94 × 32.
/// UIActivityIndicatorView: 20 × 20, 37 × 37 large. Image views: the
/// image's size, when declared. Other views: none.
///
/// Controls are as iOS 13 to 18 draw them (`docs/fidelity.md` gives the
/// sources); iOS 26 redraws some (a switch is 63 × 28 there, a slider 34 high).
public enum IntrinsicSize {
    /// The intrinsic size of `view` when layout gives it `width` (for
    /// wrapping text), on a screen of `scale` (text heights are rounded up
    /// to its pixels). `ignoringOverride` gives the class's own size under a
    /// subclass's `intrinsicContentSize` (what `super.intrinsicContentSize` reads).
    public static func of(_ view: View, width: Double?, scale: Double, ignoringOverride: Bool = false) -> AxisPair<IntrinsicMetric> {
        if !ignoringOverride, let o = view.intrinsicOverride { return o }
        switch view.kind {
        case .label:
            let s = textSize(view, width: width, scale: scale)
            return AxisPair(.length(s.width), .length(s.height))
        case .button:
            return buttonSize(view, scale: scale)
        case .textField:
            let line = TextMetrics.pixelCeil(TextMetrics.lineHeight(size: fontSize(view)), scale: scale)
            let s = textSize(view, width: nil, scale: scale)
            // A rounded border is never less than 34 high (13 to 17 pt text
            // all give 34 on iOS 13 and later).
            let height = line + 12 + view.contentEdgeInsets.vertical
            return AxisPair(.length(s.width + 14 + view.contentEdgeInsets.horizontal),
                            .length(view.hasRoundedBorder ? max(34, height) : height))
        case .switchControl:
            return AxisPair(.length(51), .length(31))
        case .slider:
            return AxisPair(.none, .length(30))
        case .progressView:
            return AxisPair(.none, .length(4))
        case .stepper:
            return AxisPair(.length(94), .length(32))
        case .activityIndicator:
            let side = view.isLargeIndicator ? 37.0 : 20.0
            return AxisPair(.length(side), .length(side))
        case .segmentedControl:
            let widest = view.segments.map {
                TextMetrics.size(of: $0, size: 13, bold: false, width: nil, lineLimit: 1, scale: scale).width
            }.max() ?? 0
            return AxisPair(.length(Double(view.segments.count) * (widest + 16)), .length(32))
        case .imageView:
            guard let size = view.image?.size else { return AxisPair(.none, .none) }
            return AxisPair(.length(size.width), .length(size.height))
        case .scrollView:
            guard let config = view.textView, !config.isScrollEnabled else { return AxisPair(.none, .none) }
            return textViewSize(view, config, width: width, scale: scale)
        case .view, .stackView, .boxView:
            return AxisPair(.none, .none)
        }
    }

    /// Whether the view's size is measured text, and so depends on the
    /// screen's scale (text is rounded up to its pixels).
    public static func measuresText(_ view: View) -> Bool {
        view.kind.hasText || view.kind == .segmentedControl || view.textView != nil
    }

    /// Whether the view's height follows the width layout gives it: a
    /// label of several lines, a text view that does not scroll.
    public static func wraps(_ view: View) -> Bool {
        guard view.intrinsicOverride == nil, !(view.text.string ?? "").isEmpty else { return false }
        if let config = view.textView { return !config.isScrollEnabled }
        return view.kind == .label && view.text.numberOfLines != 1 && view.text.preferredMaxLayoutWidth <= 0
    }

    /// A button: with a `configuration`, as that sizes it
    /// (`ButtonConfiguration`); without, its image and title
    /// side by side inside `contentEdgeInsets`, at least its background
    /// image. With zero insets a title gets 6 pt above and below (a system
    /// button with a 15 pt title is 30 high), an image none: an image-only
    /// button is as large as its image. The height of a button with both
    /// is an estimate: the taller of the two.
    static func buttonSize(_ view: View, scale: Double) -> AxisPair<IntrinsicMetric> {
        if let configuration = view.buttonConfiguration {
            let size = configuration.size(fallbackTitle: view.text.string, fallbackImage: view.image, scale: scale)
            return AxisPair(.length(size.width), .length(size.height))
        }
        let title = textSize(view, width: nil, scale: scale)
        let hasTitle = !measuredText(view).isEmpty
        let insets = view.contentEdgeInsets
        let titlePadding = insets == .zero ? 12 : insets.vertical
        let line = TextMetrics.pixelCeil(TextMetrics.lineHeight(size: fontSize(view)), scale: scale)
        var width = title.width + insets.horizontal
        var height = (hasTitle ? title.height : line) + titlePadding
        if let image = view.image?.size {
            width += image.width
            height = hasTitle ? max(height, image.height + insets.vertical) : image.height + insets.vertical
        }
        if let background = view.backgroundImage?.size {
            width = max(width, background.width)
            height = max(height, background.height)
        }
        return AxisPair(.length(width), .length(height))
    }

    /// A text view that does not scroll: its text wrapped inside the
    /// container insets and line padding, at least one line high (UIKit
    /// lays out an empty text view one line high). Apple's documentation
    /// of `textContainerInset` (8 above and below) and
    /// `lineFragmentPadding` (5).
    static func textViewSize(_ view: View, _ config: TextViewConfiguration, width: Double?, scale: Double) -> AxisPair<IntrinsicMetric> {
        let size = fontSize(view)
        let room = wrapLimit(width.map { $0 - config.horizontalInset })
        let text = TextMetrics.size(of: measuredText(view), size: size, bold: view.text.isBold, width: room, lineLimit: 0, scale: scale)
        let height = max(text.height, TextMetrics.pixelCeil(TextMetrics.lineHeight(size: size), scale: scale))
        return AxisPair(.length(text.width + config.horizontalInset), .length(height + config.textContainerInset.vertical))
    }

    /// The font size the view's text uses.
    public static func fontSize(_ view: View) -> Double {
        // A configured button's title is in the configuration's font, whatever `titleLabel` says.
        if view.buttonConfiguration != nil { return ButtonConfiguration.titleFontSize }
        // A text view's text is 12 pt until a font is set.
        return view.text.fontSize ?? (view.textView != nil ? 12 : TextMetrics.defaultFontSize(for: view.kind))
    }

    /// The measured text: a field's text, else its placeholder; a label's or button's text.
    static func measuredText(_ view: View) -> String {
        if let title = view.buttonConfiguration?.title, !title.isEmpty { return title }
        if let s = view.text.string, !s.isEmpty { return s }
        return view.text.placeholder ?? ""
    }

    static func textSize(_ view: View, width: Double?, scale: Double) -> Size {
        TextMetrics.size(of: measuredText(view), size: fontSize(view), bold: view.text.isBold,
                         width: wrapWidth(view, width), lineLimit: view.kind == .label ? view.text.numberOfLines : 1, scale: scale)
    }

    /// The width text wraps at: the width layout gave the label, unless that
    /// is not positive. A label not laid out yet is 0 wide (or less, inside a
    /// container not laid out, given insets), and UILabel then measures its
    /// text on one line, as with `preferredMaxLayoutWidth` 0 before the first
    /// layout. Wrapping at 0 instead was a fixed point: each character a
    /// line, the label 0 wide, so the frames depended on the order the code
    /// came in.
    static func wrapLimit(_ width: Double?) -> Double? {
        width.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The width a label's text wraps at: its `preferredMaxLayoutWidth`
    /// when set (Apple's documentation: the intrinsic size then wraps
    /// there, whatever width layout gives), else `wrapLimit` of `width`.
    static func wrapWidth(_ view: View, _ width: Double?) -> Double? {
        view.kind == .label && view.text.preferredMaxLayoutWidth > 0 ? view.text.preferredMaxLayoutWidth : wrapLimit(width)
    }

    /// The baselines of a text view as `top + 0.5 × height + offset`: text is
    /// centred vertically, so baselines move with the view's middle.
    /// Returns the offsets of the first and the last baseline, or nil for
    /// views without text (whose baselines are their bottom edge).
    static func baselineOffsets(_ view: View, width: Double?) -> (first: Double, last: Double)? {
        guard view.kind.hasText else { return nil }
        let size = fontSize(view)
        let line = TextMetrics.lineHeight(size: size)
        let text = measuredText(view)
        let lineCount = text.isEmpty ? 1 : TextMetrics.lines(
            text, size: size, bold: view.text.isBold,
            width: view.kind == .label && view.text.numberOfLines != 1 ? wrapWidth(view, width) : nil).count
        let limited = view.kind == .label && view.text.numberOfLines > 0 ? min(lineCount, view.text.numberOfLines) : lineCount
        let block = Double(limited) * line
        let top = -block / 2
        let ascender = TextMetrics.ascender(size: size)
        return (top + ascender, top + Double(limited - 1) * line + ascender)
    }
}
