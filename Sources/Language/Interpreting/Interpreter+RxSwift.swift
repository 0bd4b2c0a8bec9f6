import LayoutModel

/// RxSwift and RxCocoa, as Combine is taken (`Interpreter+Combine.swift`):
/// an observable is the values it sends a new subscriber at once (a
/// `BehaviorRelay`'s current value, `Observable.just(x)`, a text field's
/// `rx.text`), operators work on those values, and `bind(to:)`, `drive`
/// and `subscribe(onNext:)` receive them, so a label bound to a view
/// model shows the state the binding starts in. Events (`rx.tap`) and
/// values sent later (`accept`, `onNext`) are not sent.
extension Interpreter {
    /// RxSwift's types whose static methods make observables.
    static let rxTypes: Set<String> = ["Observable", "Driver", "Signal", "Single", "Maybe", "Infallible"]

    /// Subjects and relays made by name: those that hold a value send it.
    static func rxPublisher(_ type: String, _ args: Arguments) -> Value? {
        switch type {
        case "BehaviorRelay", "BehaviorSubject": return args.value("value").map { .publisher([$0]) }
        case "Variable": return args.values.first.map { .publisher([$0]) }
        case "PublishSubject", "PublishRelay", "ReplaySubject", "AsyncSubject": return .publisher([])
        default: return nil
        }
    }

    /// `Observable.just(x)`, `.of(a, b)`, `.from([…])`, `.empty()`, and
    /// `Observable.combineLatest(a, b) { … }`; nil for other names.
    mutating func rxTypeMethod(_ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value? {
        switch name {
        case "just": return .publisher(Array(args.values.prefix(1)))
        case "of": return .publisher(args.values)
        case "from":
            guard case .array(let items)? = args.values.first else { return nil }
            return .publisher(items)
        case "empty", "never", "error": return .publisher([])
        case "combineLatest", "zip", "merge":
            // The sources as arguments, or as one array of them; a closure last combines.
            var sources = args.values.filter { if case .publisher = $0 { true } else { false } }
            if sources.isEmpty, case .array(let items)? = args.values.first { sources = items }
            guard case .publisher(let first)? = sources.first else { return .publisher([]) }
            var rest = Array(sources.dropFirst())
            if let f = args.values.last, Interpreter.isCallable(f) { rest.append(f) }
            return try publisherMethod(first, name, Arguments(values: rest, labels: rest.map { _ in nil }, ranges: rest.map { _ in range }),
                                       range, &layout)
        default: return nil
        }
    }

    /// `view.rx` and its members (`rx.isHidden`, `rx.text.orEmpty`); nil for
    /// anything else.
    mutating func reactiveMember(_ base: Value, _ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value? {
        switch base {
        case .view where name == "rx": return .reactive(base, member: nil)
        case .view where name.hasPrefix("rx_"): return .reactive(base, member: String(name.dropFirst(3)))  // RxSwift 2: `rx_text`
        case .reactive(let view, nil): return .reactive(view, member: name)
        case .reactive(let view, let member?) where name == "orEmpty":
            let values = try rxSource(view, member, range, &layout).map { v -> Value in if case .null = v { return .string("") } else { return v } }
            return .publisher(values)
        case .reactive(let view, let member?) where name == "value":
            return try rxSource(view, member, range, &layout).last ?? .null
        default: return nil
        }
    }

    /// A method of `view.rx` or of one of its members: `rx.title(for:)` is
    /// where a button's title is bound to; a member is the observable of the
    /// property's current value, or of events, which send nothing here.
    mutating func reactiveMethod(_ view: Value, _ member: String?, _ name: String, _ args: Arguments, _ range: SourceRange,
                                 _ layout: inout Layout) throws(LanguageError) -> Value {
        guard let member else { return name == "title" ? .reactive(view, member: "title") : .publisher([]) }
        return try publisherMethod(try rxSource(view, member, range, &layout), name, args, range, &layout)
    }

    /// What `view.rx.member` sends a new subscriber: the property's value
    /// (`rx.text`, `rx.isOn`), or nothing for an event (`rx.tap`) or a
    /// member that is no property of the view.
    mutating func rxSource(_ view: Value, _ property: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> [Value] {
        guard !Interpreter.rxEvents.contains(property), let value = try? member(view, property, range, &layout) else { return [] }
        if case .opaque = value { return [] }
        return [value]
    }

    /// RxCocoa's members that are events, not properties.
    static let rxEvents: Set<String> = [
        "tap", "controlEvent", "itemSelected", "itemDeselected", "modelSelected", "didScroll", "didEndDecelerating",
        "didEndEditing", "editingDidBegin", "editingDidEnd", "editingChanged", "valueChanged", "contentOffset", "willDisplayCell",
        "methodInvoked", "sentMessage", "deallocated", "viewDidLoad", "viewWillAppear", "viewDidAppear", "tapGesture", "longPressGesture",
    ]

    /// The closure an RxSwift observer calls with each value
    /// (`subscribe(onNext:)`, `bind { … }`), or nil for another call.
    static func rxObserver(_ name: String, _ args: Arguments) -> Value? {
        // RxSwift 2–3 spelled some of them `subscribeNext { … }`, `bindNext`, `driveNext`.
        if ["subscribeNext", "bindNext", "driveNext"].contains(name) { return args.values.first }
        guard ["subscribe", "bind", "drive", "emit"].contains(name) else { return nil }
        if let onNext = args.value("onNext") { return onNext }
        guard name != "subscribe", args.count == 1, let only = args.values.first, isCallable(only) else { return nil }
        return only
    }

    /// `bind(to:)`, `drive(…)`, `emit(to:)`: each value set on each target
    /// (`label.rx.text`, `button.rx.title(for: .normal)`); a relay or
    /// subject bound to keeps what it holds (its later values are not sent).
    mutating func bind(_ values: [Value], to targets: [Value], _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        for target in targets {
            switch target {
            case .reactive(let view, let member?):
                for value in values {
                    if member == "title" {
                        let args = Arguments(values: [value, .enumCase("normal")], labels: [nil, "for"], ranges: [range, range])
                        _ = try method(view, "setTitle", args, range, &layout)
                    } else {
                        try assignMember(view, member, value, &layout, range)
                    }
                }
            case .publisher: break
            default: throw LanguageError("bind(to:) needs a reactive property (label.rx.text) or a relay, not \(target.kindName)", range)
            }
        }
    }
}
