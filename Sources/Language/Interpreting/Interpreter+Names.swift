import LayoutModel

/// Names: variables, `self`'s members, declared and UIKit types, and views' names.
extension Interpreter {
    /// A name: a variable, a member of `self`, `view`, a function, or a type.
    mutating func identifier(_ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        if let v = lookup(name) { return v }
        switch name {
        case "self":
            return frame.selfValue ?? .opaque("self")
        case "Self":
            return .type(frame.typeName ?? "Self")
        case "view" where frame.selfValue == nil:
            return .view(layout.root)
        default: break
        }
        if let selfValue = frame.selfValue, hasMember(selfValue, name, layout) {
            return try member(selfValue, name, range, &layout)
        }
        if let selfValue = frame.selfValue, let projected = try projectedValue(selfValue, name, range, &layout) { return projected }
        if let typeName = frame.typeName, module.memberChain(of: typeName).contains(where: { module.types[$0]?.staticProperties[name] != nil })
            || staticMethod(name, of: typeName, labels: nil) != nil {
            return try typeMember(typeName, name, range, &layout)
        }
        if module.functions[name] != nil || Interpreter.operatorFunctions.contains(name) || ["max", "min", "type"].contains(name) {
            return .boundMethod(BoundMethod(receiver: nil, name: name))
        }
        if let declared = module.resolve(name, from: frame.typeName) { return .type(declared) }
        if Interpreter.knownTypes.contains(name) || Module.uikitClasses.contains(name) || Interpreter.rxTypes.contains(name) { return .type(name) }
        if let aliased = Interpreter.typeAliases[name] { return .type(aliased) }
        if let id = layout.view(named: name), !isInsideCall { return .view(id) }
        if frame.selfValue == nil, Interpreter.controllerMembers.contains(name) {
            // Code pasted from a view controller's method: `title`, `topLayoutGuide`, `navigationItem`.
            return try topLevelControllerMember(name, range, &layout)
        }
        if let legacy = Interpreter.legacyGlobals[name] { return legacy }
        if Interpreter.inertTypes.contains(name) || Interpreter.inertFunctions.contains(name) { return .opaque(name) }
        let suggestion = closest(to: name, among: namesInScope + ["view", "true", "false", "nil", "self"] + Array(Interpreter.knownTypes)
                                 + Array(module.types.keys))
        if suggestion == nil, name.first?.isUppercase == true, !Interpreter.looksLikeAView(name) {
            // `RelativeDateTimeFormatter`, `UIKeyboardWillShowNotification`, a type of another module: not
            // declared in what was loaded, and no near miss of a name that is. Inert; where layout needs
            // a value (a constant, a view), the use says what it got.
            noteUndeclared(name)
            return .opaque(name)
        }
        throw Interpreter.notFound(name, range, suggestion)
    }

    /// "cannot find X in scope", with the likely fix: a near miss, or the file a view class is declared in.
    static func notFound(_ name: String, _ range: SourceRange, _ suggestion: String?) -> LanguageError {
        if let suggestion { return .notFound(name, range, hint: "did you mean '\(suggestion)'?") }
        if looksLikeAView(name) {
            return .notFound(name, range,
                             hint: "if another file declares it, load them together: layoutsh \(name).swift ThisFile.swift")
        }
        return .notFound(name, range)
    }

    /// Whether an undeclared type's name says it is a view or view controller (whose absence changes the layout).
    static func looksLikeAView(_ name: String) -> Bool {
        ["View", "Cell", "Button", "Label", "Controller", "Bar", "Field", "Stack"].contains { name.hasSuffix($0) }
    }

    /// Notes once per session that a name is not declared and has no effect
    /// on layout; a collection view's layout, that its items are missing.
    mutating func noteUndeclared(_ name: String) {
        guard !ignoredNoted.contains(name) else { return }
        ignoredNoted.insert(name)
        if Interpreter.collectionLayouts.contains(name) {
            noteOnce("collection layout", "note: a collection view's items are not laid out here (its \(name) is not modelled), "
                     + "so it shows no cells; `:present` with a cell class shows one cell at the size it fits")
            return
        }
        note("note: '\(name)' is not declared in what was loaded; taken to have no effect on layout")
    }

    /// The name a value bound to a variable or property gives the view it is.
    ///
    /// A view made by an initializer has a placeholder name until something
    /// names it; a view named after a local of a function or closure is
    /// renamed by the property or top-level variable it ends up in
    /// (`let titleLabel: UILabel = { let l = UILabel(); …; return l }()`
    /// names the label `titleLabel`, not `l`).
    mutating func nameView(_ value: Value, _ name: String, _ layout: inout Layout) -> Value {
        if case .object(let id) = value { nameController(id, name, final: !isInsideCall) }
        // A guide keeps the name of the first variable it is bound to.
        if case .item(.guide(let g)) = value, layout.guideNames[g.index] == "guide\(g.index)" {
            layout.renameGuide(g, to: name)
            return value
        }
        guard case .view(let id) = value, id != layout.root else { return value }
        let current = layout[id].name
        guard current.contains("#") || provisional.contains(id) else { return value }
        rename(id, to: name, &layout)
        if isInsideCall { provisional.insert(id) } else { provisional.remove(id) }
        return value
    }

    /// Renames a view, and the views in its object's properties named after it (`card.titleLabel`).
    mutating func rename(_ id: ViewID, to name: String, _ layout: inout Layout) {
        let old = layout[id].name
        // `card_2`, named in a helper while `card` was taken, is already the
        // fresh name `card` would get: renaming it would skip a number.
        guard old != name, !(old.hasPrefix(name + "_") && old.dropFirst(name.count + 1).allSatisfy(\.isNumber)) else { return }
        let fresh = layout.freshName(name)
        layout.rename(id, to: fresh)
        guard let object = viewObjects[id] else { return }
        for (property, value) in objects[object.index].properties.sorted(by: { $0.key < $1.key }) {
            guard case .view(let sub) = value, sub != id, layout[sub].name == old + "." + property else { continue }
            rename(sub, to: fresh + "." + property, &layout)
        }
    }

    /// The name a view in an object's property gets: the property's name in a
    /// view controller, `owner.property` in a view.
    mutating func nameView(_ value: Value, property: String, of owner: ObjectID, _ layout: inout Layout) -> Value {
        if case .object(let id) = value { nameController(id, property, final: true) }
        guard case .view(let id) = value, id != layout.root else { return value }
        let current = layout[id].name
        guard current.contains("#") || provisional.contains(id) else { return value }
        if let ownerView = objects[owner.index].view {
            rename(id, to: layout[ownerView].name + "." + property, &layout)
            provisional.remove(id)
            // Renamed again with its owner (see `rename`), not by a variable.
        } else {
            rename(id, to: property, &layout)
            provisional.remove(id)
        }
        return value
    }

    /// Names the view controller `id` after what holds it, while its view is
    /// not made: a local of a helper until a property or top-level variable
    /// holds it (`final`), as a view's name is provisional.
    private mutating func nameController(_ id: ObjectID, _ name: String, final: Bool) {
        guard objects[id.index].view == nil, objects[id.index].properties["view"] == nil,
              objects[id.index].boundName?.final != true else { return }
        objects[id.index].boundName = (name, final)
    }

    /// Whether a value is an instance of a type (for `as?`, `is` and `case let x as T`).
    func isInstance(_ value: Value, of type: String, _ layout: Layout) -> Bool {
        switch value {
        case .view(let id):
            if ["UIView", "NSObject", "UIResponder", "AnyObject", "Any"].contains(type) { return true }
            if let object = viewObjects[id], module.ancestry(of: objects[object.index].typeName).contains(type) { return true }
            let kind = layout[id].kind
            return Module.uikitAncestry(of: kind).contains(type)
        case .object(let id): return ["Any", "AnyObject", "NSObject"].contains(type) || module.ancestry(of: objects[id.index].typeName).contains(type)
        case .number: return ["CGFloat", "Double", "Float", "Int", "Any", "NSNumber"].contains(type)
        case .string: return type == "String" || type == "Any" || type == "NSString"
        case .bool: return type == "Bool" || type == "Any"
        case .array: return type == "Array" || type == "Any"
        case .dictionary: return type == "Dictionary" || type == "Any"
        case .constraint: return type == "NSLayoutConstraint" || type == "Any"
        case .item: return type == "UILayoutGuide" || type == "Any"
        case .enumValue(let e): return e.type == type || type == "Any"
        case .null: return false
        // An instance of a UIKit class that does not affect layout (`UICollectionViewFlowLayout()`).
        case .opaque(let made):
            let what = made.hasSuffix("()") ? String(made.dropLast(2)) : made
            guard Interpreter.inertTypes.contains(what) || Interpreter.collectionLayouts.contains(what) else { return type == "Any" }
            return what == type || ["Any", "AnyObject", "NSObject"].contains(type) || Interpreter.inertAncestors[what]?.contains(type) == true
        default: return type == "Any"
        }
    }

    /// Swift 2 and 3 spelled enum cases with a capital (`.Leading`, `.FillEqually`).
    static func normalizedCase(_ name: String) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        // `.URL`-style all-capital prefixes stay as they are.
        if name.count > 1, name.dropFirst().first?.isUppercase == true { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// Operators that can be passed as functions (`reduce(0, +)`, `sorted(by: <)`).
    static let operatorFunctions: Set<String> = ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!="]

    /// Types the language knows by name.
    static let knownTypes: Set<String> = Set(ViewKind.allCases.map(\.rawValue)).union([
        "UILayoutGuide", "NSLayoutConstraint", "UILayoutPriority", "CGSize", "CGPoint", "CGRect", "UIEdgeInsets",
        "NSDirectionalEdgeInsets", "UIFont", "UIScreen", "CGFloat", "Double", "Int", "Float", "String", "Bool",
        "UIControl", "BoxItem", "BoxView", "ConstraintMaker", "UIViewController", "NSLayoutAttribute", "NSLayoutRelation",
        "NSLayoutFormatOptions", "NSAttributedStringKey", "NSAttributedString", "NSMutableAttributedString", "AttributedString",
        "UILayoutConstraintAxis", "UIStackViewDistribution", "UIStackViewAlignment", "Array", "Dictionary", "Optional",
        "UITableViewCell", "UICollectionViewCell", "UITableView", "UICollectionView", "UITextView", "NSObject", "UIDevice",
        "UIContentSizeCategory",
    ]).union(optionSetTypes.filter { !$0.contains(".") })

    /// Auto Layout libraries other than SnapKit and BoxView, whose calls
    /// layoutsh does not read.
    static let unreadLayoutLibraries: Set<String> = [
        "TinyConstraints", "Anchorage", "PureLayout", "Cartography", "EasyPeasy", "Stevia", "SteviaLayout", "LayoutKit",
        "PinLayout", "FlexLayout", "Masonry", "Neon", "Sica", "Mortar", "KVConstraintKit", "Layoutless",
    ]

    /// What to say of `import module` when it is such a library; nil otherwise.
    static func unreadLayoutLibraryNote(_ module: String) -> String? {
        guard unreadLayoutLibraries.contains(module) else { return nil }
        return "note: layoutsh reads UIKit's, SnapKit's and BoxView's constraints, not \(module)'s: "
            + "the constraints its calls make are missing here"
    }

    /// SnapKit's type aliases of UIKit's geometry types, read as the types they name.
    static let typeAliases: [String: String] = [
        "ConstraintInsets": "UIEdgeInsets", "ConstraintDirectionalInsets": "NSDirectionalEdgeInsets",
        // Sized integers and floats: numbers as Int and Double are (layout never nears their limits).
        "Int8": "Int", "Int16": "Int", "Int32": "Int", "Int64": "Int", "UInt": "Int", "UInt8": "Int", "UInt16": "Int",
        "UInt32": "Int", "UInt64": "Int", "NSInteger": "Int", "NSUInteger": "Int", "Float32": "Float", "Float64": "Double",
        "TimeInterval": "Double",
    ]

    /// Types whose values never affect layout: every use is inert.
    /// The UIKit superclasses a cast of an inert instance may name.
    static let inertAncestors: [String: Set<String>] = [
        "UICollectionViewFlowLayout": ["UICollectionViewLayout"],
        "UIWindowScene": ["UIScene"],
        "UICollectionViewCompositionalLayout": ["UICollectionViewLayout"],
    ]

    static let inertTypes: Set<String> = [
        "UIColor", "UIImage", "CGColor", "CALayer", "CAGradientLayer", "CAShapeLayer", "UIBezierPath", "NotificationCenter", "NSNotification", "Notification", "DispatchQueue", "UIApplication",
        "UserDefaults", "Bundle", "URL", "URLSession", "URLRequest", "Data", "Date", "Timer", "UITapGestureRecognizer",
        "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "UIGestureRecognizer",
        "UIAlertController", "UIAlertAction", "UIBarButtonItem", "UITabBarItem", "UINavigationController", "UIStoryboard", "UINib",
        "IndexPath", "UIAccessibility", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "CATransaction",
        "UIViewPropertyAnimator", "CABasicAnimation", "UIRefreshControl", "UISearchController", "UIContextMenuConfiguration",
        "UIAction", "UIMenu", "NSLocale", "Locale", "TimeZone", "DateFormatter", "NumberFormatter", "JSONDecoder",
        "JSONEncoder", "UIGraphicsImageRenderer", "UIImageView.ContentMode", "UIBlurEffect", "UIVibrancyEffect",
        "NSShadow", "Task", "DispatchTime", "DispatchWallTime", "UIWindowScene", "UIScene", "NSParagraphStyle", "NSMutableParagraphStyle", "UIKeyboardType", "UIReturnKeyType", "UITraitCollection",
        "UIContentSizeCategory", "NSCoder", "UIEvent", "UITouch", "Selector", "NSRange", "Set", "UUID", "Result", "UIFontMetrics", "UIControlState",
        // Transforms: layout lays a view out untransformed (`noteIgnored` says so of `transform`).
        "CGAffineTransform", "CATransform3D",
        // iOS 17's trait types, given to `registerForTraitChanges`.
        "UITraitVerticalSizeClass", "UITraitHorizontalSizeClass", "UITraitUserInterfaceStyle", "UITraitPreferredContentSizeCategory",
        "UITraitLayoutDirection", "UITraitDisplayScale", "UITraitUserInterfaceIdiom",
        // A collection view's compositional layout and diffable data sources: collection
        // views lay out as plain views here (`collectionLayouts`).
        "NSCollectionLayoutItem", "NSCollectionLayoutGroup", "NSCollectionLayoutSection", "NSCollectionLayoutSize",
        "NSCollectionLayoutDimension", "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutSpacing",
        "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutDecorationItem", "UICollectionLayoutListConfiguration",
        "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource", "NSDiffableDataSourceSnapshot",
        "NSDiffableDataSourceSectionSnapshot",
        // RxSwift's bookkeeping and schedulers (`Interpreter+RxSwift.swift`).
        "DisposeBag", "CompositeDisposable", "Disposables", "MainScheduler", "ConcurrentDispatchQueueScheduler",
        "SerialDispatchQueueScheduler",
    ]

    /// Functions that do not affect layout.
    static let inertFunctions: Set<String> = [
        "print", "debugPrint", "NSLog", "assert", "assertionFailure", "precondition", "dump",
        "UIGraphicsBeginImageContext", "UIGraphicsEndImageContext", "UIAccessibilityPostNotification",
        "dispatch_time", "dispatch_get_global_queue",
        "CGAffineTransformMakeScale", "CGAffineTransformMakeRotation", "CGAffineTransformMakeTranslation",
        "CATransform3DMakeScale", "CATransform3DMakeRotation", "CATransform3DMakeTranslation", "CATransform3DRotate",
        "CATransform3DScale", "CATransform3DTranslate", "CATransform3DConcat",
    ]

    /// Swift 2 and 3 global constants and functions of UIKit and Core Graphics.
    static let legacyGlobals: [String: Value] = [
        "CGRectZero": .rect(.zero), "CGSizeZero": .size(.zero), "CGPointZero": .point(.zero), "UIEdgeInsetsZero": .insets(.zero),
        "UILayoutPriorityRequired": .priority(1000), "UILayoutPriorityDefaultHigh": .priority(750),
        "UILayoutPriorityDefaultLow": .priority(250), "UILayoutPriorityFittingSizeLevel": .priority(50),
        "UIViewNoIntrinsicMetric": .number(-1), "UILayoutFittingCompressedSize": .size(.zero),
        "UILayoutFittingExpandedSize": .size(Interpreter.expandedFittingSize), "UITableViewAutomaticDimension": .number(Interpreter.automaticDimension),
        "CGFloat_MAX": .number(Double(Float.greatestFiniteMagnitude)),
        "DISPATCH_TIME_NOW": .number(0), "NSEC_PER_SEC": .number(1e9), "DISPATCH_QUEUE_PRIORITY_DEFAULT": .number(0),
        "CGAffineTransformIdentity": .opaque("CGAffineTransformIdentity"), "CATransform3DIdentity": .opaque("CATransform3DIdentity"),
        "NSFontAttributeName": .enumCase("font"),
        "UIFontWeightUltraLight": .enumCase("ultraLight"), "UIFontWeightThin": .enumCase("thin"),
        "UIFontWeightLight": .enumCase("light"), "UIFontWeightRegular": .enumCase("regular"),
        "UIFontWeightMedium": .enumCase("medium"), "UIFontWeightSemibold": .enumCase("semibold"),
        "UIFontWeightBold": .enumCase("bold"), "UIFontWeightHeavy": .enumCase("heavy"), "UIFontWeightBlack": .enumCase("black"),
        "UIFontTextStyleLargeTitle": .enumCase("largeTitle"), "UIFontTextStyleTitle1": .enumCase("title1"),
        "UIFontTextStyleTitle2": .enumCase("title2"), "UIFontTextStyleTitle3": .enumCase("title3"),
        "UIFontTextStyleHeadline": .enumCase("headline"), "UIFontTextStyleBody": .enumCase("body"),
        "UIFontTextStyleCallout": .enumCase("callout"), "UIFontTextStyleSubheadline": .enumCase("subheadline"),
        "UIFontTextStyleFootnote": .enumCase("footnote"), "UIFontTextStyleCaption1": .enumCase("caption1"),
        "UIFontTextStyleCaption2": .enumCase("caption2"),
    ]
}
