/// A view of the layout, by creation order (the root `view` is 0).
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: ViewID, b: ViewID) -> Bool { a.index < b.index }
    public var description: String { "view\(index)" }
}

/// A `UILayoutGuide` made by the user, by creation order.
public struct GuideID: Hashable, Comparable, Sendable {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: GuideID, b: GuideID) -> Bool { a.index < b.index }
}

/// A constraint's id: `#N` for the user's, numbered from 1 in creation order;
/// `#gN` for the ones UIKit, BoxView and autoresizing generate, numbered
/// when each is first generated and kept for as long as the session lasts.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let number: Int
    public let isGenerated: Bool
    public init(_ number: Int, generated: Bool = false) {
        self.number = number
        self.isGenerated = generated
    }
    /// User constraints first, each kind by number.
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool {
        a.isGenerated != b.isGenerated ? !a.isGenerated : a.number < b.number
    }
    public var description: String { isGenerated ? "#g\(number)" : "#\(number)" }
}

/// Anything that has anchors: a view, or one of the layout guides.
///
/// The system guides belong to a view and exist as soon as it does: its
/// safe area and layout margins, and for a scroll view its content and frame
/// guides. `frameLayoutGuide` is the scroll view's own frame, so it is not a
/// separate item: `LayoutItem.frameGuide(s)` resolves to `.view(s)`.
public enum LayoutItem: Hashable, Comparable, Sendable {
    case view(ViewID)
    case guide(GuideID)
    case safeArea(ViewID)
    case margins(ViewID)
    /// `readableContentGuide`: the margins, at most a readable width wide.
    case readable(ViewID)
    /// `keyboardLayoutGuide`: the space the keyboard takes at the view's
    /// bottom; with the keyboard hidden, the view's bottom safe area.
    case keyboard(ViewID)
    case contentGuide(ViewID)
    case frameGuide(ViewID)
    /// A guide a stack view makes for its arrangement (`_UILayoutSpacer`, `_UIOLAGapGuide`).
    case stackGuide(ViewID, StackGuide)

    /// The item with view `old` made `new`: the view itself, its safe area or
    /// its margins (when a view controller's view is replaced in `loadView`).
    public func replacingView(_ old: ViewID, with new: ViewID) -> LayoutItem {
        switch self {
        case .view(old): return .view(new)
        case .safeArea(old): return .safeArea(new)
        case .margins(old): return .margins(new)
        case .readable(old): return .readable(new)
        case .keyboard(old): return .keyboard(new)
        default: return self
        }
    }

    /// The view this item belongs to (itself for a view).
    public var owningView: ViewID? {
        switch self {
        case .view(let v), .safeArea(let v), .margins(let v), .readable(let v), .keyboard(let v), .contentGuide(let v),
             .frameGuide(let v),
             .stackGuide(let v, _):
            return v
        case .guide: return nil
        }
    }

    /// The item whose variables this one uses (`.frameGuide(s)` is `.view(s)`).
    var canonical: LayoutItem {
        if case .frameGuide(let v) = self { return .view(v) }
        return self
    }
}

/// The layout guides UIStackView makes, by UIKit's identifiers.
public enum StackGuide: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `UISV-alignment-spanner`: spans the items across the axis.
    case alignmentSpanner
    /// `UISV-ordering-spanner`: stands in for the items along the axis when all are hidden.
    case orderingSpanner
    /// `UISV-distributing`: the gap after visible item `k` (equal spacing and centering).
    case gap(Int)

    public var description: String {
        switch self {
        case .alignmentSpanner: return "UISV-alignment-spanner"
        case .orderingSpanner: return "UISV-ordering-spanner"
        case .gap(let k): return "UISV-distributing[\(k)]"
        }
    }
}
