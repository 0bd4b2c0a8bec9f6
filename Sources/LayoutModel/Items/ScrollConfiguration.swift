/// What a `UIScrollView` keeps beyond its frame: where it is scrolled to
/// and the insets around its content.
public struct ScrollConfiguration: Hashable, Sendable {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges of the
    /// safe area `adjustedContentInset` adds to `contentInset`.
    public enum InsetAdjustment: String, Hashable, Sendable, CaseIterable {
        case automatic, scrollableAxes, never, always
    }

    /// `contentOffset` as code or `:scroll` set it; nil while the scroll
    /// view rests where UIKit puts it, at the top left of its adjusted
    /// insets (`-adjustedContentInset.left`, `-adjustedContentInset.top`).
    public var offset: Point? = nil
    /// `contentInset`, as set: the part of the insets code chooses.
    public var contentInset = EdgeInsets.zero
    public var insetAdjustment = InsetAdjustment.automatic
    /// `alwaysBounceHorizontal` / `alwaysBounceVertical`: an axis that
    /// always bounces counts as scrollable when the safe area is added.
    public var alwaysBounces = AxisPair(false, false)
    /// `contentSize` as code set it (frame-based content sets it after
    /// placing its subviews). It holds where constraints leave the content
    /// area's size open; where they decide it, they win, as UIKit's layout
    /// overwrites the property (see `SystemConstraints`).
    public var contentSize: Size? = nil

    /// The adjusted insets of a scroll view whose own safe-area insets are
    /// `safeArea`, whose content is `contentSize` and frame `size`.
    ///
    /// Apple's documentation of `ContentInsetAdjustmentBehavior`:
    /// `.always` adds the safe area on every edge, `.never` on none, and
    /// `.scrollableAxes` on the axes that scroll, that is where the content
    /// is longer than the frame or the axis always bounces. `.automatic`
    /// does the same, except that in a navigation controller it always
    /// adds the top and bottom (`inNavigationController`).
    public func adjustedInset(safeArea: EdgeInsets, contentSize: Size, size: Size, inNavigationController: Bool) -> EdgeInsets {
        let axes = addsSafeArea(contentSize: contentSize, size: size, inNavigationController: inNavigationController)
        var added = EdgeInsets.zero
        if axes.horizontal {
            added.left = safeArea.left
            added.right = safeArea.right
        }
        if axes.vertical {
            added.top = safeArea.top
            added.bottom = safeArea.bottom
        }
        return contentInset + added
    }

    /// The axes on which `adjustedContentInset` adds the safe area (see
    /// `adjustedInset`): the content is kept clear of the unsafe edges
    /// there by the inset, so it has no safe area of its own on them.
    public func addsSafeArea(contentSize: Size, size: Size, inNavigationController: Bool) -> AxisPair<Bool> {
        switch insetAdjustment {
        case .never: return AxisPair(false, false)
        case .always: return AxisPair(true, true)
        case .automatic where inNavigationController:
            return AxisPair(alwaysBounces.horizontal || contentSize.width > size.width + 1e-6, true)
        case .automatic, .scrollableAxes:
            return AxisPair(alwaysBounces.horizontal || contentSize.width > size.width + 1e-6,
                            alwaysBounces.vertical || contentSize.height > size.height + 1e-6)
        }
    }

    /// `contentOffset` with `adjusted` insets: the one set, else where the
    /// scroll view rests, its content's top left corner just inside them.
    public func contentOffset(inside adjusted: EdgeInsets) -> Point {
        offset ?? Point(x: -adjusted.left, y: -adjusted.top)
    }
}

/// What a `UITextView` adds to a scroll view: with scrolling off it is as
/// big as its text, like a label with insets.
public struct TextViewConfiguration: Hashable, Sendable {
    /// `isScrollEnabled`: on, the text scrolls inside and the view has no size of its own.
    public var isScrollEnabled = true
    /// `textContainerInset`: 8 above and below by default.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// `textContainer.lineFragmentPadding`: 5 on each side of every line.
    public var lineFragmentPadding = 5.0

    public init() {}

    /// What the text is inset by across: the container inset and the padding.
    public var horizontalInset: Double { textContainerInset.horizontal + 2 * lineFragmentPadding }
}
