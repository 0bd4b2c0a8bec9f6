/// How much a constraint matters, on UIKit's scale: 1 to 1000, 1000 required.
///
/// Optional priorities are lexicographic: the solver satisfies every
/// constraint of a higher priority as well as it can before any lower
/// priority counts, and within one priority the errors add up.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The raw value, 1...1000 (UIKit's `UILayoutPriority.rawValue`).
    public let value: Float

    /// A priority; `nil` unless `value` is within 1...1000.
    public init?(_ value: Float) {
        guard value >= 1, value <= 1000, value.isFinite else { return nil }
        self.value = value
    }

    private init(unchecked value: Float) { self.value = value }

    /// 1000: the constraint must hold.
    public static let required = Priority(unchecked: 1000)
    /// 999: just below required; edit variables use it (kiwi's "strong").
    public static let strong = Priority(unchecked: 999)
    /// 750: UIKit's `.defaultHigh`, SnapKit's `.high`.
    public static let defaultHigh = Priority(unchecked: 750)
    /// 500: SnapKit's `.medium`.
    public static let medium = Priority(unchecked: 500)
    /// 250: UIKit's `.defaultLow`, SnapKit's `.low`.
    public static let defaultLow = Priority(unchecked: 250)
    /// 50: UIKit's `.fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(unchecked: 50)
    /// 1: the lowest optional priority (kiwi's "weak").
    public static let weakest = Priority(unchecked: 1)

    /// Whether the constraint must hold.
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// `1000`, `750`, `999.5`.
    public var description: String { formatNumber(Double(value)) }
}
