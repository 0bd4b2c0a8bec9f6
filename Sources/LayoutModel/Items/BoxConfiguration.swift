import Cassowary

/// What a BoxView (github vladimir-d/BoxView) arranges and how.
public struct BoxConfiguration: Hashable, Sendable {
    /// `.y` (vertical, BoxView's default) or `.x`.
    public var axis = Axis.vertical
    public var spacing = 0.0
    public var insets = EdgeInsets.zero
    public internal(set) var items: [BoxItem] = []
}

/// BoxView's `BoxLayout.Pin`: `==`, `>=` or `<=` a constant, at a priority.
public struct BoxPin: Hashable, Sendable {
    public var constant: Double
    public var relation: Relation
    public var priority: Priority
    public init(_ constant: Double, _ relation: Relation = .equal, priority: Priority = .required) {
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }
    /// `.zero`: `== 0`, required.
    public static let zero = BoxPin(0)

    /// BoxView's `Pin + Pin`: constants add, the relations join (nil when
    /// one is `>=` and the other `<=`), the lower priority wins.
    static func join(_ a: BoxPin, _ b: BoxPin, plus extra: Double) -> BoxPin? {
        let relation: Relation
        if a.relation == b.relation || b.relation == .equal { relation = a.relation }
        else if a.relation == .equal { relation = b.relation }
        else { return nil }
        return BoxPin(a.constant + b.constant + extra, relation, priority: min(a.priority, b.priority))
    }
}

/// BoxView's `BoxLayout`: the pins and sizes of one item. `.boxed` gives
/// `== 0` on all four edges; `centerX(offset:padding:)` replaces the left
/// and right pins with `>= padding`.
public struct BoxItemLayout: Hashable, Sendable {
    public var left: BoxPin? = .zero
    public var right: BoxPin? = .zero
    public var top: BoxPin? = .zero
    public var bottom: BoxPin? = .zero
    public var centerX: BoxPin? = nil
    public var centerY: BoxPin? = nil
    public var width: BoxPin? = nil
    public var height: BoxPin? = nil
    /// Width as a multiple of the box's: `width <rel> box.width × multiplier + constant`.
    public var relativeWidth: BoxRelativePin? = nil
    public var relativeHeight: BoxRelativePin? = nil
    /// Share of the space left along the axis, relative to the first flex item.
    public var flex: Double? = nil

    public init() {}

    /// The begin, centre or end pin along `axis`.
    func pin(_ axis: Axis, _ position: BoxPosition) -> BoxPin? {
        switch (axis, position) {
        case (.horizontal, .begin): return left
        case (.horizontal, .center): return centerX
        case (.horizontal, .end): return right
        case (.vertical, .begin): return top
        case (.vertical, .center): return centerY
        case (.vertical, .end): return bottom
        }
    }
}

enum BoxPosition { case begin, center, end }

/// BoxView's `MultiPin`: a pin on a multiple of the box's size.
public struct BoxRelativePin: Hashable, Sendable {
    public var pin: BoxPin
    public var multiplier: Double
    public init(pin: BoxPin, multiplier: Double) {
        self.pin = pin
        self.multiplier = multiplier
    }
}

/// One item of a BoxView: a view and its layout.
public struct BoxItem: Hashable, Sendable {
    public var view: ViewID
    public var layout: BoxItemLayout
    public init(view: ViewID, layout: BoxItemLayout = BoxItemLayout()) {
        self.view = view
        self.layout = layout
    }
}
