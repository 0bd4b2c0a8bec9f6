import LayoutModel

/// The declarations of everything loaded, as one module: types, the
/// extensions of any type (declared or UIKit's), and global functions.
///
/// Declarations are collected before the code around them runs, as the
/// compiler sees a whole module: an extension after the class, or in
/// another file, serves the class's `viewDidLoad`.
struct Module: Sendable {
    /// Declared types and the members extensions added, by name.
    var types: [String: TypeInfo] = [:]
    /// Global functions, overloads in declaration order.
    var functions: [String: [FunctionDeclaration]] = [:]
    /// Types in the order they were declared (view controllers are presented by it).
    var declarationOrder: [String] = []
    /// The types extended, in the order first extended (UIKit's among them,
    /// which `declarationOrder` leaves out: `extension UIView { … }`).
    var extensionOrder: [String] = []
    /// `memberChain(of:)` of every declared type and every type in those
    /// chains (`indexMemberChains`): asked at every name a method's body
    /// reads, it walked the class chain and its protocols each time (an
    /// eighth of loading a controller of 2000 views). A declaration
    /// empties it, so that a chain is never stale, only made afresh.
    private var memberChains: [String: [String]] = [:]
    /// `ancestry(of:)` of the same types and of UIKit's classes and view
    /// kinds, kept alike: asked at every implicit `self` (is the object a
    /// view controller, which of its classes stores the name), it walked
    /// the class chain and read each name as a view kind each time.
    private var ancestries: [String: [String]] = [:]
    /// `lookupChain(declared:base:)` of every declared type's instances
    /// and of every view kind's plain views, kept alike: asked at every
    /// member a statement reads.
    private var lookupChains: [LookupKey: [String]] = [:]
    /// Whether the tables above are made for the declarations as they
    /// stand: asked after every input, and remade only after a declaration.
    private var isIndexed = false

    /// What a value builds on besides its declared type: a UIKit view
    /// kind, or the names of its value type.
    enum ValueBase: Hashable {
        case view(ViewKind)
        case named([String])
    }

    private struct LookupKey: Hashable {
        var declared: String?
        var base: ValueBase
    }

    /// Adds a type declaration (or extension) and the types nested in it,
    /// nested ones under their qualified names (`Theme.Radius`), so that two
    /// classes may each have their own `private enum Constants`.
    mutating func declare(_ t: TypeDeclaration) {
        declare(t, in: nil)
        memberChains = [:]
        ancestries = [:]
        lookupChains = [:]
        isIndexed = false
    }

    /// Keeps the member chain, ancestry and lookup chain of every type
    /// declared so far and of UIKit's classes and view kinds: called once
    /// declarations are in, not at each (a file of many types made every
    /// chain again at every one of them), and a no-op until the next
    /// declaration (the interpreter asks after every input).
    mutating func indexMemberChains() {
        guard !isIndexed else { return }
        isIndexed = true
        memberChains = [:]
        ancestries = [:]
        // UIKit's names too: a view's members are looked up along its
        // kind's classes whether or not a declared class builds on it.
        let names = Array(types.keys) + ViewKind.allCases.flatMap(Module.uikitAncestry) + Module.uikitClasses
        var chains: [String: [String]] = [:]
        var lineages: [String: [String]] = [:]
        for name in names where chains[name] == nil {
            let chain = memberChain(of: name)
            chains[name] = chain
            for c in chain where chains[c] == nil { chains[c] = memberChain(of: c) }
        }
        for name in chains.keys { lineages[name] = ancestry(of: name) }
        memberChains = chains
        ancestries = lineages
        var lookups: [LookupKey: [String]] = [:]
        for kind in ViewKind.allCases { lookups[LookupKey(declared: nil, base: .view(kind))] = lookupChain(declared: nil, base: .view(kind)) }
        for name in types.keys {
            // An instance of a declared class is an object, or a view of the kind it lays out as.
            let bases: [ValueBase] = [.named([])] + (viewKind(of: name).map { [.view($0)] } ?? [])
            for base in bases { lookups[LookupKey(declared: name, base: base)] = lookupChain(declared: name, base: base) }
        }
        lookupChains = lookups
    }

    /// The type names to look up a value's members in, most specific
    /// first: its declared type's member chain, then what it builds on
    /// (a view kind's UIKit classes, a value type's names), then the
    /// protocols extensions give those (`extension NSObject: Then {}`).
    func lookupChain(declared: String?, base: ValueBase) -> [String] {
        // Kept for declared types and plain views; a value type's chain is
        // short to make, and hashing its names for a miss would cost more.
        let isKept: Bool = switch base {
        case .view: true
        case .named: declared != nil
        }
        if isKept, let known = lookupChains[LookupKey(declared: declared, base: base)] { return known }
        var chain: [String] = []
        if let declared { chain = memberChain(of: declared) }
        switch base {
        case .view(let kind): for c in Module.uikitAncestry(of: kind) where !chain.contains(c) { chain.append(c) }
        case .named(let names): chain += names
        }
        for c in chain where types[c]?.kind == nil {
            for p in memberChain(of: c) where !chain.contains(p) { chain.append(p) }
        }
        return chain
    }

    private mutating func declare(_ t: TypeDeclaration, in parent: String?) {
        let name: String
        if t.kind == .extension {
            name = resolve(t.name, from: parent) ?? t.name
        } else {
            name = parent.map { "\($0).\(t.name)" } ?? t.name
        }
        var info = types[name] ?? TypeInfo(name: name)
        if t.kind != .extension {
            if types[name]?.kind == nil { declarationOrder.append(name) }
            info.kind = t.kind
            info.range = t.range
            // A class's first inherited name is its superclass when it is a class.
            info.inherited = t.inherited.map { resolve($0, from: parent) ?? $0 }
        } else {
            info.inherited += t.inherited
            if !extensionOrder.contains(name) { extensionOrder.append(name) }
        }
        var nested: [TypeDeclaration] = []
        for member in t.members {
            switch member {
            case .property(let p):
                for name in p.pattern.boundNames {
                    if p.isStatic { info.staticProperties[name] = p }
                    else if p.isComputed { info.computed[name] = p }
                    else { info.addStored(name, p) }
                }
            case .function(let f):
                if case .initializer = f.kind { info.initializers.append(f) }
                else if f.kind == .deinitializer { continue }
                else if f.isStatic { info.staticMethods[f.name, default: []].append(f) }
                else { info.methods[f.name, default: []].append(f) }
            case .enumCase(let name, let raw, let associated, let defaults, _):
                info.cases.append(EnumCaseInfo(name: name, rawValue: raw, associated: associated, defaults: defaults))
            case .type(let n): nested.append(n)
            case .skipped: break
            }
        }
        types[name] = info
        for n in nested { declare(n, in: name) }
    }

    /// The declared type a name written inside `context` means: one nested
    /// in the context or a type around it, innermost first, else a top-level one.
    func resolve(_ name: String, from context: String?) -> String? {
        var scope = context
        while let s = scope {
            if types["\(s).\(name)"] != nil { return "\(s).\(name)" }
            scope = s.lastIndex(of: ".").map { String(s[..<$0]) }
        }
        return types[name] != nil ? name : nil
    }

    /// The superclass of a declared class, if it names a class (declared or UIKit's).
    func superclass(of name: String) -> String? {
        guard let info = types[name], info.kind == .class, let first = info.inherited.first else { return nil }
        // (A UIKit class that only has extensions here is still UIKit's.)
        if let declared = types[first], declared.kind != nil { return declared.kind == .class ? first : nil }
        return ViewKind(rawValue: first) != nil || Module.uikitClasses.contains(first) ? first : nil
    }

    /// The chain of classes from `name` up: declared ones, then UIKit's.
    func ancestry(of name: String) -> [String] {
        if let known = ancestries[name] { return known }
        var chain: [String] = []
        var current: String? = name
        while let c = current, !chain.contains(c) {
            chain.append(c)
            current = types[c]?.kind == .class ? superclass(of: c) : Module.uikitSuperclass[c]
        }
        if let last = chain.last, let kind = ViewKind(rawValue: last) { chain += Module.uikitAncestry(of: kind).dropFirst() }
        else if let last = chain.last, let more = Module.uikitSuperclass[last] { chain += ancestry(of: more) }
        return chain
    }

    /// The types whose members a value of `name` has, most specific first:
    /// its class chain, then the declared protocols it (or a superclass, or
    /// one of those protocols) conforms to, whose extensions give default
    /// implementations (`extension ViewCode { func setupView() { … } }`).
    func memberChain(of name: String) -> [String] {
        if let known = memberChains[name] { return known }
        var chain = ancestry(of: name)
        var index = 0
        while index < chain.count {
            for p in types[chain[index]]?.inherited ?? [] where types[p]?.kind == .protocol || (types[p] != nil && types[p]?.kind == nil
                                                                                            && !Module.uikitClasses.contains(p) && ViewKind(rawValue: p) == nil) {
                if !chain.contains(p) { chain.append(p) }
            }
            index += 1
        }
        return chain
    }

    /// The UIKit view class a declared class lays out as, if it is a view.
    /// The UIKit class a declared view class lays out as: the first of its
    /// ancestry that is UIKit's (`ContactCell` → `UITableViewCell`).
    func uikitBase(of name: String) -> String? {
        ancestry(of: name).first { ViewKind(rawValue: $0) != nil || Module.viewLikeClasses[$0] != nil }
    }

    func viewKind(of name: String) -> ViewKind? {
        for c in ancestry(of: name) {
            if let kind = ViewKind(rawValue: c) { return kind }
            if let kind = Module.viewLikeClasses[c] { return kind }
        }
        return nil
    }

    /// Whether a declared class descends from UIViewController.
    func isViewController(_ name: String) -> Bool {
        ancestry(of: name).contains { Module.viewControllerClasses.contains($0) }
    }

    /// UIKit classes that lay out as one of the modelled kinds.
    static let viewLikeClasses: [String: ViewKind] = [
        "UIControl": .view, "UITableViewCell": .view, "UICollectionViewCell": .view, "UITableViewHeaderFooterView": .view,
        "UICollectionReusableView": .view, "UIVisualEffectView": .view, "UITableView": .scrollView,
        "UICollectionView": .scrollView, "UITextView": .scrollView, "UINavigationBar": .view, "UIToolbar": .view,
        "UITabBar": .view, "UIPageControl": .view, "UIDatePicker": .view, "UIPickerView": .view, "UISearchBar": .view, "WKWebView": .view,
        "MKMapView": .view,
    ]

    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
    ]

    /// UIKit classes the language knows as superclasses (others are unknown names).
    static let uikitClasses: Set<String> = viewControllerClasses.union(viewLikeClasses.keys).union(["NSObject", "UIResponder"])

    /// Superclasses of UIKit classes that are not view kinds.
    static let uikitSuperclass: [String: String] = [
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIViewController": "UIResponder", "UIResponder": "NSObject",
    ]

    /// A view kind's class and its UIKit superclasses, for extension lookup.
    static func uikitAncestry(of kind: ViewKind) -> [String] {
        var chain = [kind.rawValue]
        switch kind {
        case .view: break
        default: if kind.isControl { chain.append("UIControl") }
        }
        if kind != .view { chain.append("UIView") }
        return chain + ["UIResponder", "NSObject"]
    }
}

/// A declared type: what its declaration and extensions say.
struct TypeInfo: Sendable {
    var name: String
    /// Nil while only extensions of it were seen (a UIKit type, or one declared later).
    var kind: TypeDeclaration.Kind?
    var range: SourceRange?
    var inherited: [String] = []
    /// Stored instance properties in declaration order (initialised in it).
    private(set) var stored: [(name: String, declaration: PropertyDeclaration)] = []
    /// Where each name first stands in `stored`: a controller of thousands
    /// of views asks for its properties by name at every implicit `self`.
    private var storedIndex: [String: Int] = [:]
    var computed: [String: PropertyDeclaration] = [:]
    var staticProperties: [String: PropertyDeclaration] = [:]
    var methods: [String: [FunctionDeclaration]] = [:]
    var staticMethods: [String: [FunctionDeclaration]] = [:]
    var initializers: [FunctionDeclaration] = []
    var cases: [EnumCaseInfo] = []

    init(name: String) { self.name = name }

    /// Adds a stored property, after those declared before it.
    mutating func addStored(_ name: String, _ declaration: PropertyDeclaration) {
        if storedIndex[name] == nil { storedIndex[name] = stored.count }
        stored.append((name, declaration))
    }

    /// The first stored property declared with `name`.
    func storedProperty(_ name: String) -> PropertyDeclaration? {
        storedIndex[name].map { stored[$0].declaration }
    }
}

/// One case of a declared enum.
struct EnumCaseInfo: Sendable {
    var name: String
    var rawValue: Expr?
    var associated: [String?]
    /// The associated values' defaults, where the case declares them.
    var defaults: [Expr?] = []
}
