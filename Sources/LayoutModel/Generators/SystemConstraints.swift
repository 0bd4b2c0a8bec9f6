import Cassowary

/// The constraints UIKit keeps for itself: the root view's frame, the
/// safe-area and margins guides, and a scroll view's content guide.
enum SystemConstraints {
    /// The root view fills the window, less the bars it does not extend
    /// under (`UIView-Encapsulated-Layout-…`).
    static func root(_ input: GenerationInput) -> [LayoutConstraint] {
        let root = LayoutItem.view(input.layout.root)
        let frame = input.layout.device.rootFrame
        return [
            generated(Anchor(root, .left), .equal, constant: frame.minX, identifier: "UIView-Encapsulated-Layout-Left", origin: .system),
            generated(Anchor(root, .top), .equal, constant: frame.minY, identifier: "UIView-Encapsulated-Layout-Top", origin: .system),
            generated(Anchor(root, .width), .equal, constant: frame.width,
                      identifier: "UIView-Encapsulated-Layout-Width", origin: .system),
            generated(Anchor(root, .height), .equal, constant: frame.height,
                      identifier: "UIView-Encapsulated-Layout-Height", origin: .system),
        ]
    }

    /// The constraints that place a derived guide (safe area, margins,
    /// content) relative to its view; none for other items.
    static func defining(_ item: LayoutItem, _ input: GenerationInput) -> [LayoutConstraint] {
        switch item {
        case .safeArea(let v):
            return edges(of: item, inside: .view(v), by: input.safeArea(of: v),
                         names: ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
                                 "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-bottom"])
        case .margins(let v):
            return edges(of: item, inside: .view(v), by: input.margins(of: v),
                         names: ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                                 "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"])
        case .readable(let v):
            return readable(item, of: v, margins: input.margins(of: v))
        case .keyboard(let v):
            // With the keyboard hidden (layoutsh shows none), the guide is
            // the strip below the safe area, or nothing at the view's bottom.
            let bottom = input.layout[v].keyboardGuideUsesBottomSafeArea ? input.safeArea(of: v).bottom : 0
            let view = LayoutItem.view(v)
            return [
                generated(Anchor(item, .left), .equal, Anchor(view, .left), identifier: "UIViewKeyboardLayoutGuide-left", origin: .system),
                generated(Anchor(view, .right), .equal, Anchor(item, .right), identifier: "UIViewKeyboardLayoutGuide-right", origin: .system),
                generated(Anchor(view, .bottom), .equal, Anchor(item, .bottom), identifier: "UIViewKeyboardLayoutGuide-bottom", origin: .system),
                generated(Anchor(item, .height), .equal, constant: bottom, identifier: "UIViewKeyboardLayoutGuide-height", origin: .system),
            ]
        case .contentGuide(let s):
            // The content area's origin is the bounds origin, which is the
            // content offset: the content moves up as the offset grows.
            let offset = input.contentOffset(of: s)
            var constraints = [
                generated(Anchor(item, .left), .equal, Anchor(.view(s), .left), constant: -offset.x,
                          identifier: "UIScrollView-contentOffset-x", origin: .system),
                generated(Anchor(item, .top), .equal, Anchor(.view(s), .top), constant: -offset.y,
                          identifier: "UIScrollView-contentOffset-y", origin: .system),
            ]
            // A contentSize code set holds at the lowest priority: content
            // placed by frames leaves the content area's size to it, while
            // constraints that decide the size override it, as UIKit's
            // layout overwrites the property.
            if let size = input.layout[s].scroll.contentSize {
                constraints += [
                    generated(Anchor(item, .width), .equal, constant: size.width, priority: .weakest,
                              identifier: "UIScrollView-contentSize-width", origin: .system),
                    generated(Anchor(item, .height), .equal, constant: size.height, priority: .weakest,
                              identifier: "UIScrollView-contentSize-height", origin: .system),
                ]
            }
            return constraints
        case .view, .guide, .frameGuide, .stackGuide:
            return []
        }
    }

    /// The readable width at the default text size (Large): a line of
    /// about 70 characters of body text. UIKit's `readableContentGuide` is
    /// 672 pt wide on an iPad in portrait and within its margins elsewhere.
    static let readableWidth = 672.0

    /// `readableContentGuide`: the margins guide vertically; across, centred
    /// in the margins and as wide as they are, up to `readableWidth`. The
    /// cap is kept at 999 so that narrow margins win without a conflict.
    private static func readable(_ guide: LayoutItem, of v: ViewID, margins m: EdgeInsets) -> [LayoutConstraint] {
        let view = LayoutItem.view(v)
        return [
            generated(Anchor(guide, .top), .equal, Anchor(view, .top), constant: m.top,
                      identifier: "readableContentGuide-top", origin: .system),
            generated(Anchor(view, .bottom), .equal, Anchor(guide, .bottom), constant: m.bottom,
                      identifier: "readableContentGuide-bottom", origin: .system),
            generated(Anchor(guide, .left), .greaterThanOrEqual, Anchor(view, .left), constant: m.left,
                      identifier: "readableContentGuide-left", origin: .system),
            generated(Anchor(view, .right), .greaterThanOrEqual, Anchor(guide, .right), constant: m.right,
                      identifier: "readableContentGuide-right", origin: .system),
            generated(Anchor(guide, .centerX), .equal, Anchor(view, .centerX), constant: (m.left - m.right) / 2,
                      identifier: "readableContentGuide-centerX", origin: .system),
            generated(Anchor(guide, .width), .lessThanOrEqual, constant: readableWidth,
                      identifier: "readableContentGuide-width", origin: .system),
            generated(Anchor(guide, .width), .equal, constant: readableWidth, priority: Priority(999) ?? .strong,
                      identifier: "readableContentGuide-fill", origin: .system),
        ]
    }

    /// `guide`'s edges `insets` inside `item`'s.
    private static func edges(of guide: LayoutItem, inside item: LayoutItem, by insets: EdgeInsets,
                              names: [String]) -> [LayoutConstraint] {
        [
            generated(Anchor(guide, .left), .equal, Anchor(item, .left), constant: insets.left,
                      identifier: names[0], origin: .system),
            generated(Anchor(guide, .top), .equal, Anchor(item, .top), constant: insets.top,
                      identifier: names[1], origin: .system),
            generated(Anchor(item, .right), .equal, Anchor(guide, .right), constant: insets.right,
                      identifier: names[2], origin: .system),
            generated(Anchor(item, .bottom), .equal, Anchor(guide, .bottom), constant: insets.bottom,
                      identifier: names[3], origin: .system),
        ]
    }
}
