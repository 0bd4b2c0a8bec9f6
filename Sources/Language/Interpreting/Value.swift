import HashTreeCollections
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
    /// `a...b` or `a..<b`: the integers from the first up to, not including,
    /// the second (`closed` says which was written, for `upperBound`).
    case range(Int, Int, closed: Bool)
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
    /// `UIImage(named:)`, `UIImage(systemName:)`: an image and its size when known.
    case image(ImageReference)
    /// `NSAttributedString(string:attributes:)`, `AttributedString("…")`: text and the font it is measured in.
    case attributedText(AttributedText)
    /// `UIButton.Configuration.filled()` and the like, a value as in Swift.
    case buttonConfiguration(ButtonConfiguration)
    /// `.fill`, `.vertical`, `.low`: resolved by what receives it.
    case enumCase(String)
    /// A type name used as a value: `UIView`, `NSLayoutConstraint`, `UIScreen`.
    case type(String)
    case closure(ClosureValue)
    /// A method or function named without calling it (`forEach(view.addSubview)`).
    case boundMethod(BoundMethod)
    /// An instance of a class or struct declared in the input (not a view:
    /// views of custom classes are `.view`, with their object beside them).
    case object(ObjectID)
    /// A case of an enum declared in the input.
    case enumValue(EnumValue)
    case tuple([Value], labels: [String?])
    /// A dictionary, its pairs in insertion order (so output never depends on hashing).
    case dictionary([(key: Value, value: Value)])
    case boxItem(BoxItem)
    case boxPin(BoxPin)
    /// `topLayoutGuide` / `bottomLayoutGuide` of iOS 7–10: bars' edges, now the safe area's.
    case layoutSupport(top: Bool)
    /// A Combine publisher, as the values it sends a new subscriber at once
    /// (`$name` of a `@Published` property sends its current value).
    case publisher([Value])
    /// `view.rx` (no member) or `view.rx.isHidden`: RxSwift's reactive
    /// extension of a view, which values are bound to or read from.
    case reactive(Value, member: String?)
    /// A value of no use to layout (a colour, a formatter, a target-action).
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
        case .image: return "a UIImage"
        case .buttonConfiguration: return "a UIButton.Configuration"
        case .attributedText: return "an NSAttributedString"
        case .enumCase(let n): return "'.\(n)'"
        case .type(let t): return "the type \(t)"
        case .closure, .boundMethod: return "a closure"
        case .object: return "an object"
        case .enumValue(let e): return "\(e.type).\(e.name)"
        case .tuple: return "a tuple"
        case .dictionary: return "a dictionary"
        case .boxItem: return "a BoxItem"
        case .boxPin: return "a BoxView pin"
        case .layoutSupport(let top): return top ? "topLayoutGuide" : "bottomLayoutGuide"
        case .publisher: return "a publisher"
        case .reactive(_, let member): return member.map { "rx.\($0)" } ?? "rx"
        case .opaque(let what): return what
        }
    }
}

extension Value {
    /// The value with every mention of view `old` made one of `new`
    /// (`view = formView` makes `formView` the root view).
    func replacingView(_ old: ViewID, with new: ViewID) -> Value {
        func item(_ i: LayoutItem) -> LayoutItem { i.replacingView(old, with: new) }
        switch self {
        case .view(old): return .view(new)
        case .item(let i): return .item(item(i))
        case .anchor(let a): return .anchor(Anchor(item(a.item), a.attribute))
        case .snp(let i): return .snp(item(i))
        case .snpAttributes(let i, let attributes): return .snpAttributes(item(i), attributes)
        case .maker(let i): return .maker(item(i))
        case .array(let values): return .array(values.map { $0.replacingView(old, with: new) })
        case .tuple(let values, let labels): return .tuple(values.map { $0.replacingView(old, with: new) }, labels: labels)
        case .dictionary(let pairs): return .dictionary(pairs.map { ($0.key, $0.value.replacingView(old, with: new)) })
        case .publisher(let values): return .publisher(values.map { $0.replacingView(old, with: new) })
        case .reactive(let base, let member): return .reactive(base.replacingView(old, with: new), member: member)
        case .boundMethod(let m): return .boundMethod(BoundMethod(receiver: m.receiver?.replacingView(old, with: new), name: m.name))
        case .closure(var c):
            c.scopes = c.scopes.map { $0.mapValues { $0.replacingView(old, with: new) } }
            c.selfValue = c.selfValue?.replacingView(old, with: new)
            return .closure(c)
        default: return self
        }
    }
}

/// A closure with what it captured: the scopes where it was made (Swift
/// captures variables; while the frame that made it runs, the closure sees
/// that frame's variables live, after it has returned, their last values).
public struct ClosureValue: Sendable {
    var closure: Closure
    var frameID: Int
    var scopes: [Scope]
    var selfValue: Value?
    /// The type whose code made it (for its static members and nested types).
    var typeName: String?
}

/// A method with its receiver, or a free function (no receiver).
public struct BoundMethod: Sendable {
    var receiver: Value?
    var name: String
}

/// An instance of a declared class or struct: its type and stored properties.
public struct ObjectID: Hashable, Sendable {
    var index: Int
}

/// A case of a declared enum, with its raw value and associated values.
public struct EnumValue: Sendable {
    var type: String
    var name: String
    var rawValue: Value?
    var associated: [Value]
}
