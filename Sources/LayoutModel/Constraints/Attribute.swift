/// An anchor of a layout item, as `NSLayoutConstraint.Attribute`.
///
/// layoutsh lays out left to right, so `leading` is `left` and `trailing` is
/// `right`; both spellings are kept so constraints print as written.
public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// Width and height: dimensions, which may be related to a constant.
    public var isSize: Bool { self == .width || self == .height }

    /// A position: everything but the dimensions.
    public var isLocation: Bool { !isSize }

    /// The four edges and leading/trailing (what a scroll view's descendants
    /// attach to its content area through).
    public var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }

    /// The `…Margin` and `…WithinMargins` forms.
    public var isMargin: Bool { withoutMargin != self }

    /// The plain attribute a margin attribute measures on the margins guide.
    public var withoutMargin: Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// `left` for `leading` and `right` for `trailing` (left to right).
    public var physical: Attribute {
        switch self {
        case .leading: return .left
        case .trailing: return .right
        default: return self
        }
    }
}

/// One end of a constraint: an item and one of its attributes.
public struct Anchor: Hashable, Sendable {
    public var item: LayoutItem
    public var attribute: Attribute
    public init(_ item: LayoutItem, _ attribute: Attribute) {
        self.item = item
        self.attribute = attribute
    }
}
