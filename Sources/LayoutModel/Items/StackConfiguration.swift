/// What a `UIStackView` arranges and how.
public struct StackConfiguration: Hashable, Sendable {
    /// `UIStackView.Alignment`; `.top` is `.leading` and `.bottom` is `.trailing`, as in UIKit.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
    }

    /// `UIStackView.Distribution`.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis = Axis.horizontal
    public var alignment = Alignment.fill
    public var distribution = Distribution.fill
    public var spacing = 0.0
    /// `setCustomSpacing(_:after:)`, by arranged subview (looked up, never iterated).
    public var customSpacing: [ViewID: Double] = [:]
    public internal(set) var arrangedSubviews: [ViewID] = []
    public var isLayoutMarginsRelativeArrangement = false
    public var isBaselineRelativeArrangement = false

    /// The spacing after arranged subview `view`: its custom spacing, or `spacing`.
    public func spacing(after view: ViewID) -> Double { customSpacing[view] ?? spacing }
}
