/// `UIView.AutoresizingMask`: which parts of a frame-based view stretch
/// when its superview's bounds change.
///
/// UIKit keeps a frame-based view's frame as constraints made from its
/// frame and this mask (`NSAutoresizingMaskLayoutConstraint`, logged as
/// `h=-&- v=-&-`: left margin, size, right margin, `&` where flexible).
/// A change of the superview's size is shared among the flexible parts in
/// proportion to their sizes (equally when they are all zero), which
/// Apple's documentation of `autoresizingMask` describes.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    // UIKit's raw values, so that code writing `UIView.AutoresizingMask(rawValue:)` gets the same.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The options by the names Swift code uses.
    public static let named: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// Whether the leading margin, the size and the trailing margin are
    /// flexible along `axis`.
    func flexible(along axis: Axis) -> (leading: Bool, size: Bool, trailing: Bool) {
        axis == .horizontal
            ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    }

    /// UIKit's tag for the constraints of one axis: `h=--&`, `v=-&-`.
    ///
    /// layoutsh has always written the default as `--&` (a view from a
    /// storyboard's mask); a mask set in code is written as UIKit logs it.
    public func tag(_ axis: Axis) -> String {
        let f = flexible(along: axis)
        let marks = isEmpty ? "--&" : [f.leading, f.size, f.trailing].map { $0 ? "&" : "-" }.joined()
        return (axis == .horizontal ? "h=" : "v=") + marks
    }
}
