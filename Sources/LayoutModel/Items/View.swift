import Cassowary

/// A view: its place in the hierarchy and every property that affects layout.
///
/// Views are values held by `Layout`, which alone changes them, so that a
/// statement can be applied to a copy and dropped whole if it fails.
public struct View: Hashable, Sendable {
    public let id: ViewID
    public let kind: ViewKind
    /// The name the user gave it (`box`, `view`), unique in the layout.
    public internal(set) var name: String
    public internal(set) var superview: ViewID?
    /// Back to front, as `UIView.subviews`.
    public internal(set) var subviews: [ViewID] = []
    /// Layout guides added with `addLayoutGuide`.
    public internal(set) var guides: [GuideID] = []

    public var translatesAutoresizingMaskIntoConstraints = true
    /// The frame set in code; with autoresizing constraints it is what layout gives.
    public var frame = Rect.zero
    /// `autoresizingMask`: which parts of `frame` follow the superview's size.
    public var autoresizingMask = AutoresizingMask()
    /// The superview's size when `frame` was last applied (set, or the view
    /// added): what a flexible mask measures the superview's growth from.
    public var autoresizingReference: Size? = nil
    public var isHidden = false
    /// UIKit's default for views other than the root: 8 on every side.
    public var layoutMargins = EdgeInsets(all: 8) { didSet { hasSetLayoutMargins = true } }
    /// Whether code set `layoutMargins`: a view controller's root view
    /// keeps the system's margins until it does.
    public var hasSetLayoutMargins = false
    /// The root view of a view controller other than the presented one (a
    /// child's, or one made to be shown): UIKit manages its margins as the
    /// root's (`systemMinimumLayoutMargins`).
    public var isControllerRoot = false
    public var insetsLayoutMarginsFromSafeArea = true
    public var preservesSuperviewLayoutMargins = false
    /// `keyboardLayoutGuide.usesBottomSafeArea`: with the keyboard hidden,
    /// the guide's top is the safe area's bottom (true) or the view's.
    public var keyboardGuideUsesBottomSafeArea = true

    public var huggingPriority = AxisPair<Priority>(.defaultLow, .defaultLow)
    public var compressionResistancePriority = AxisPair<Priority>(.defaultHigh, .defaultHigh)
    /// `intrinsicContentSize` set by the user, per axis; `nil` for the class's own.
    public var intrinsicOverride: AxisPair<IntrinsicMetric>? = nil

    /// Text content (`UILabel.text`, a button title, a field's text or placeholder).
    public var text = TextContent()
    /// `UISegmentedControl(items:)`.
    public var segments: [String] = []
    /// `UIButton.contentEdgeInsets` (also `UITextField`'s text insets).
    public var contentEdgeInsets = EdgeInsets.zero
    /// `UIImageView.image`, or a button's image for `.normal`.
    public var image: ImageReference? = nil
    /// A button's background image for `.normal`.
    public var backgroundImage: ImageReference? = nil
    /// `UIButton.configuration`: a configured button sizes by it, not by
    /// `contentEdgeInsets` and `titleLabel`'s font.
    public var buttonConfiguration: ButtonConfiguration? = nil
    /// `UITextField.borderStyle` is `.roundedRect` (taller than the others).
    public var hasRoundedBorder = false
    /// `UIActivityIndicatorView.Style` is `.large` (or the old `.whiteLarge`).
    public var isLargeIndicator = false

    /// A scroll view's offset and insets.
    public var scroll = ScrollConfiguration()
    /// Set for a `UITableView`: its rows' heights.
    public var table: TableConfiguration? = nil
    /// A cell placed as a row of the table it is in: the table sizes and
    /// places it (`UIView-Encapsulated-Layout-…`) rather than its frame.
    public var isTableRow = false
    /// A row's height from its table's delegate
    /// (`tableView(_:heightForRowAt:)`), which wins over `rowHeight`.
    public var delegatedRowHeight: Double? = nil
    /// A table cell showing UIKit's own content (its `textLabel`, or a
    /// content configuration): not laid out here, so its self-sizing row
    /// is the standard height rather than what its content view fits.
    public var usesBuiltInContent = false
    /// A view a controller's `loadView` made its view (`view = formView`):
    /// the root took its subviews, constraints and settings, and what is
    /// left is no view of the layout's (summaries do not name it).
    public var isAdoptedAsRoot = false
    /// A table view's `tableHeaderView` or `tableFooterView`: the table
    /// places it above or below its rows, as wide as itself, and keeps
    /// the height of its frame.
    public var tableSupplement: TableSupplement? = nil
    /// Set for a `UITextView` (a scroll view of text).
    public var textView: TextViewConfiguration? = nil
    /// The UIKit class made, when it lays out as another kind
    /// (`UITableView` as a scroll view, `UIControl` as a view).
    public var uikitClass: String? = nil

    /// The class the code declared and made, when it is not UIKit's
    /// (`ContactCell`): `:layout` names it beside `typeName`, the UIKit
    /// class it is, which exported code makes.
    public var declaredClass: String? = nil

    /// The UIKit class made (the one a declared class builds on).
    public var typeName: String { uikitClass ?? kind.rawValue }
    /// The class as `:layout` names it: `ContactCell: UITableViewCell`
    /// for a declared one, as UIKit's descriptions give its base class.
    public var classDescription: String { declaredClass.map { "\($0): \(typeName)" } ?? typeName }
    /// `UIStackView`'s arrangement, for stack views.
    public var stack = StackConfiguration()
    /// BoxView's arrangement, for box views.
    public var box = BoxConfiguration()

    init(id: ViewID, kind: ViewKind, name: String) {
        self.id = id
        self.kind = kind
        self.name = name
        // UIStackView's initializer zeroes its margins (they matter with
        // `isLayoutMarginsRelativeArrangement`).
        if kind == .stackView { layoutMargins = .zero }
        // Controls of one fixed size hug it at 750, made in code as in
        // Interface Builder: a switch beside a label keeps its width, and the
        // label takes the row. A progress bar hugs only its height.
        switch kind {
        case .switchControl, .stepper, .activityIndicator: huggingPriority = AxisPair(.defaultHigh, .defaultHigh)
        case .progressView: huggingPriority = AxisPair(.defaultLow, .defaultHigh)
        default: break
        }
    }
}

/// A value per axis (UIKit's `NSLayoutConstraint.Axis`).
public struct AxisPair<Value: Hashable & Sendable>: Hashable, Sendable {
    public var horizontal: Value
    public var vertical: Value
    public init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// One dimension of an intrinsic content size: a length, or
/// `UIView.noIntrinsicMetric` (no constraint at all on that axis).
public enum IntrinsicMetric: Hashable, Sendable {
    case none
    case length(Double)

    public var length: Double? {
        if case .length(let value) = self { return value }
        return nil
    }
}

/// The text a view shows and how: what the text model measures.
public struct TextContent: Hashable, Sendable {
    /// The text, title or placeholder measured (nil or empty: none).
    public var string: String? = nil
    /// Set when `string` is a text field's placeholder rather than its text.
    public var placeholder: String? = nil
    /// Point size; nil for the class's default (17 for labels and fields, 15 for buttons).
    public var fontSize: Double? = nil
    public var isBold = false
    /// `UILabel.numberOfLines`: 1 by default, 0 for as many as needed.
    public var numberOfLines = 1
    /// `UILabel.preferredMaxLayoutWidth`: 0 (the default) wraps at the
    /// width layout gives the label; more wraps there whatever its width.
    public var preferredMaxLayoutWidth = 0.0
}
