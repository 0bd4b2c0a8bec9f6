/// A function, method, initializer or accessor.
public struct FunctionDeclaration: Sendable {
    public enum Kind: Sendable, Equatable {
        case function
        /// `init`, `init?`, `convenience init`, `required init?(coder:)`.
        case initializer(failable: Bool)
        case deinitializer
    }

    public var name: String
    public var kind: Kind
    public var parameters: [Parameter]
    /// Nil for a protocol requirement.
    public var body: [Statement]?
    /// `static func`, `class func`.
    public var isStatic: Bool
    public var isOverride: Bool
    /// Generic parameters (`T` of `func make<T: UIView>(_ type: T.Type) -> T`).
    public var genericParameters: [String] = []
    /// The return type as written, if any.
    public var returnType: TypeName?
    /// The range of the whole declaration; `nameRange` the name alone.
    public var range: SourceRange
    public var nameRange: SourceRange

    public init(name: String, kind: Kind = .function, parameters: [Parameter], body: [Statement]?, isStatic: Bool = false,
                isOverride: Bool = false, range: SourceRange, nameRange: SourceRange) {
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.body = body
        self.isStatic = isStatic
        self.isOverride = isOverride
        self.range = range
        self.nameRange = nameRange
    }

    /// The argument labels, as Swift names the function: `init(frame:)` has `["frame"]`, `f(_:)` `[nil]`.
    public var labels: [String?] { parameters.map(\.label) }

    /// `name(label:_:)`, for messages.
    public var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A parameter: `label name: Type = default`, `_ name: T`, `views: UIView...`.
public struct Parameter: Sendable {
    /// The argument label; nil for `_`.
    public var label: String?
    /// The name inside the body.
    public var name: String
    public var type: TypeName?
    public var defaultValue: Expr?
    public var isVariadic: Bool
    /// Whether its type is a function type (`(UIView) -> Void`, `@escaping () -> Void`).
    public var isClosure: Bool { type?.name.contains("->") == true }
    public init(label: String?, name: String, type: TypeName?, defaultValue: Expr?, isVariadic: Bool) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isVariadic = isVariadic
    }
}

/// A stored or computed property of a type (or a global one).
public struct PropertyDeclaration: Sendable {
    public var pattern: Pattern
    public var type: TypeName?
    public var initializer: Expr?
    public var isLet: Bool
    public var isStatic: Bool
    public var isLazy: Bool
    public var isOverride: Bool
    /// A computed property's getter (`var x: T { … }` or `get { … }`).
    public var getter: [Statement]?
    /// A computed property's setter body and the name of its new value.
    public var setter: (name: String, body: [Statement])?
    /// Observers of a stored property.
    public var willSet: (name: String, body: [Statement])?
    public var didSet: (name: String, body: [Statement])?
    /// `@Clamped(max: 80)`: a custom attribute, which wraps the property when
    /// it names a declared property wrapper (other attributes are ignored).
    public var wrapper: (name: String, arguments: [Argument])?
    /// `@IBOutlet`: Interface Builder connects it from a storyboard or nib.
    public var isOutlet = false
    public var range: SourceRange

    public init(pattern: Pattern, type: TypeName?, initializer: Expr?, isLet: Bool, isStatic: Bool, isLazy: Bool,
                isOverride: Bool, getter: [Statement]?, setter: (name: String, body: [Statement])?,
                willSet: (name: String, body: [Statement])?, didSet: (name: String, body: [Statement])?,
                wrapper: (name: String, arguments: [Argument])? = nil, range: SourceRange) {
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
        self.isLet = isLet
        self.isStatic = isStatic
        self.isLazy = isLazy
        self.isOverride = isOverride
        self.getter = getter
        self.setter = setter
        self.willSet = willSet
        self.didSet = didSet
        self.wrapper = wrapper
        self.range = range
    }

    public var isComputed: Bool { getter != nil }
}

/// A class, struct, enum, extension, protocol or actor.
public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `extension`, `protocol`, `actor`
    }

    public var kind: Kind
    /// The declared name; for an extension, the extended type's as written (`Outer.Inner`).
    public var name: String
    /// Superclass and protocols, as written (`UIViewController`, `UITableViewDelegate`).
    public var inherited: [String]
    public var members: [Member]
    public var range: SourceRange
    public var nameRange: SourceRange

    public init(kind: Kind, name: String, inherited: [String], members: [Member], range: SourceRange, nameRange: SourceRange) {
        self.kind = kind
        self.name = name
        self.inherited = inherited
        self.members = members
        self.range = range
        self.nameRange = nameRange
    }
}

/// A member of a type declaration.
public indirect enum Member: Sendable {
    case property(PropertyDeclaration)
    case function(FunctionDeclaration)
    /// `case a, b = 2`: one enum case, with its raw value and the labels of
    /// its associated values and their default values (`constant: CGFloat = 0`).
    case enumCase(name: String, rawValue: Expr?, associated: [String?], defaults: [Expr?], SourceRange)
    case type(TypeDeclaration)
    /// A subscript, typealias, associated type or operator: not run.
    case skipped(String, SourceRange)
}
