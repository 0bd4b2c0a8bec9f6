import Cassowary

/// Where a constraint came from: the user, or what UIKit (or BoxView) made for a view.
public enum ConstraintOrigin: Hashable, Sendable {
    /// Written by the user (SnapKit, anchors, `NSLayoutConstraint(item:…)`).
    case user
    /// Made by a stack view for its arrangement (`UISV-…`).
    case stackView(ViewID)
    /// Made by a BoxView for its items.
    case boxView(ViewID)
    /// A frame turned into constraints (`translatesAutoresizingMaskIntoConstraints`).
    case autoresizing(ViewID)
    /// Made by a table view for its rows and content (`UIView-Encapsulated-Layout-…`).
    case tableView(ViewID)
    /// Content hugging or compression resistance of an intrinsic size.
    case intrinsic(ViewID)
    /// What the system keeps: the root view's frame, guides, a scroll view's offset.
    case system
}

/// Where in the input a constraint was written.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    /// `file:line`.
    public var description: String { "\(file):\(line)" }
}

/// A constraint as UIKit describes one:
/// `first (==|<=|>=) multiplier × second + constant @ priority`.
///
/// Without a second anchor it is `first (==|<=|>=) constant`, which UIKit
/// allows for dimensions only (the model checks, for user constraints).
public struct LayoutConstraint: Hashable, Sendable {
    public internal(set) var id: ConstraintID
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority
    /// `NSLayoutConstraint.identifier`, SnapKit's `labeled(_:)`, or UIKit's
    /// name for the constraints it makes (`UISV-spacing`).
    public var identifier: String?
    public var origin: ConstraintOrigin
    public var source: SourceLocation?
    /// The constraint as the user wrote it, for explanations.
    public var sourceText: String?
    public internal(set) var isActive: Bool
    /// Gone for good: removed by SnapKit's `remakeConstraints` or
    /// `removeConstraints()`, or by `:remove`. Kept so ids stay stable.
    public internal(set) var isRetired = false

    public init(_ first: Anchor, _ relation: Relation, _ second: Anchor? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
                identifier: String? = nil, origin: ConstraintOrigin = .user,
                source: SourceLocation? = nil, sourceText: String? = nil) {
        self.id = ConstraintID(0)
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
        self.source = source
        self.sourceText = sourceText
        self.isActive = false
    }

    /// The items the constraint relates.
    public var items: [LayoutItem] { second.map { [first.item, $0.item] } ?? [first.item] }
}
