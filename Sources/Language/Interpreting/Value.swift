import LayoutModel
import Cassowary

/// A value of the language.
public indirect enum Value: Sendable {
    case void
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([Value])
    /// `a...b` or `a..<b`, as the integers it holds.
    case range([Int])
    case view(ViewID)
    /// A layout guide: `view.safeAreaLayoutGuide`, `UILayoutGuide()`, a scroll view's guides.
    case item(LayoutItem)
    /// `box.topAnchor`.
    case anchor(Anchor)
    /// An `NSLayoutConstraint`.
    case constraint(ConstraintID)
    /// A SnapKit `Constraint` (one per attribute it set), by its chain.
    case snapConstraint(Int)
    /// `box.snp` / `guide.snp`.
    case snp(LayoutItem)
    /// `box.snp.top`, `view.safeAreaLayoutGuide.snp.edges`.
    case snpAttributes(LayoutItem, [Attribute])
    /// SnapKit's `make` in a `makeConstraints` block.
    case maker(LayoutItem)
    /// A chain `make.top.left.equalTo(…).offset(…)`, by its index.
    case chain(Int)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case insets(EdgeInsets)
    case priority(Float)
    case font(Double, bold: Bool)
    /// `.fill`, `.vertical`, `.low`: resolved by what receives it.
    case enumCase(String)
    /// A type name used as a value: `UIView`, `NSLayoutConstraint`, `UIScreen`.
    case type(String)
    case closure(Closure)
    case boxItem(BoxItem)
    case boxPin(BoxPin)
    /// A value of no use to layout (a colour, an image, a target-action).
    case opaque(String)

    /// A short description for error messages.
    var kindName: String {
        switch self {
        case .void: return "nothing"
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a Bool"
        case .null: return "nil"
        case .array: return "an array"
        case .range: return "a range"
        case .view: return "a view"
        case .item: return "a layout guide"
        case .anchor: return "an anchor"
        case .constraint: return "an NSLayoutConstraint"
        case .snapConstraint: return "a SnapKit Constraint"
        case .snp: return "a SnapKit DSL (.snp)"
        case .snpAttributes: return "a SnapKit attribute"
        case .maker: return "a ConstraintMaker"
        case .chain: return "a SnapKit constraint description"
        case .size: return "a CGSize"
        case .point: return "a CGPoint"
        case .rect: return "a CGRect"
        case .insets: return "a UIEdgeInsets"
        case .priority: return "a UILayoutPriority"
        case .font: return "a UIFont"
        case .enumCase(let n): return "'.\(n)'"
        case .type(let t): return "the type \(t)"
        case .closure: return "a closure"
        case .boxItem: return "a BoxItem"
        case .boxPin: return "a BoxView pin"
        case .opaque(let what): return what
        }
    }
}
