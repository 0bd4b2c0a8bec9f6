import LayoutModel

/// Combine, as far as the first layout sees it: a publisher is the values
/// it sends a new subscriber at once (`$name` of a `@Published` property
/// sends the property's current value, `Just(x)` sends x), operators work
/// on those values, and `sink` and `assign(to:on:)` receive them. Values
/// sent later (a property changed after the subscription, a network reply)
/// are not sent again: layoutsh shows the state the subscription starts in.
extension Interpreter {
    /// Combine's publishers made by name: `Just(x)`, `CurrentValueSubject(x)`
    /// (which send x), `PassthroughSubject()` and `Empty()` (nothing).
    static func combinePublisher(_ type: String, _ args: Arguments) -> Value? {
        switch type {
        case "Just", "CurrentValueSubject": return args.values.first.map { .publisher([$0]) }
        case "PassthroughSubject", "Empty": return .publisher([])
        default: return nil
        }
    }

    /// `$name` of an instance: a property wrapper's projected value, or the
    /// publisher of a `@Published` property (its current value).
    mutating func projectedValue(_ base: Value, _ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value? {
        guard name.utf8.first == UInt8(ascii: "$"), name.utf8.count > 1, let object = objectID(of: base) else { return nil }
        let property = String(name.dropFirst())
        if let wrapper = objects[object.index].properties["_" + property] { return try member(wrapper, "projectedValue", range, &layout) }
        guard objects[object.index].properties[property] != nil || storedProperty(property, of: object) != nil else { return nil }
        return .publisher([try member(base, property, range, &layout)])
    }

    /// A method of a publisher: an operator gives the publisher of what it
    /// makes of the values; `sink` and `assign(to:on:)` take them.
    mutating func publisherMethod(_ values: [Value], _ name: String, _ args: Arguments, _ range: SourceRange,
                                  _ layout: inout Layout) throws(LanguageError) -> Value {
        func each(_ f: Value, _ value: Value) throws(LanguageError) -> Value {
            if case .opaque(let path) = f, path.hasPrefix("\\.") { return try keyPathValue(value, path, range, &layout) }
            return try callValue(f, Arguments(values: [value], labels: [nil], ranges: [range]), range, &layout)
        }
        func count() throws(LanguageError) -> Int {
            guard let first = args.values.first else { return 1 }
            guard case .number(let n) = first, let k = Interpreter.wholeNumber(n), k >= 0 else {
                throw LanguageError("\(name) needs a whole number", range)
            }
            return k
        }
        let closure = args.values.last.flatMap { Interpreter.isCallable($0) || Interpreter.isKeyPath($0) ? $0 : nil }
        switch name {
        case _ where Interpreter.rxObserver(name, args) != nil:
            // RxSwift's observers: `subscribe(onNext:)`, `bind(onNext:)`, `drive(onNext:)`, `bind { … }`.
            let observer = Interpreter.rxObserver(name, args) ?? .null
            for value in values { _ = try callValue(observer, Arguments(values: [value], labels: [nil], ranges: [range]), range, &layout) }
            return .opaque("Disposable")
        case "bind", "drive", "emit", "bindTo":  // `bindTo(_:)`: RxSwift 3
            try bind(values, to: args.values, range, &layout)
            return .opaque("Disposable")
        case "accept", "onNext", "send":
            // A value sent later: the subscriptions made saw the state they started in.
            return .void
        case "receive", "subscribe", "eraseToAnyPublisher", "removeDuplicates", "share", "debounce", "throttle", "delay",
             "print", "assertNoFailure", "replaceError", "setFailureType", "catch", "retry", "handleEvents", "autoconnect",
             "makeConnectable", "mapError", "breakpoint",
             // RxSwift's that leave the values as they are.
             "asObservable", "asDriver", "asSignal", "asInfallible", "observeOn", "observe", "subscribeOn",
             "distinctUntilChanged", "catchErrorJustReturn", "catchAndReturn", "debug", "shareReplay":
            return .publisher(values)
        case "map", "tryMap":
            guard let f = closure else { break }
            var out: [Value] = []
            for value in values { out.append(try each(f, value)) }
            return .publisher(out)
        case "compactMap", "tryCompactMap":
            guard let f = closure else { break }
            var out: [Value] = []
            for value in values { let v = try each(f, value); if case .null = v { continue }; out.append(v) }
            return .publisher(out)
        case "filter", "tryFilter":
            guard let f = closure else { break }
            var out: [Value] = []
            for value in values where try truth(each(f, value), range) { out.append(value) }
            return .publisher(out)
        case "flatMap", "switchToLatest", "flatMapLatest", "concatMap":
            guard let f = closure else { return .publisher(values) }
            var out: [Value] = []
            for value in values {
                let inner = try each(f, value)
                if case .publisher(let sent) = inner { out += sent } else { out.append(inner) }
            }
            return .publisher(out)
        case "replaceNil":
            let replacement = args.values.first ?? .null
            return .publisher(values.map { if case .null = $0 { return replacement } else { return $0 } })
        case "dropFirst", "skip": return .publisher(Array(values.dropFirst(try count())))
        case "prefix", "take": return .publisher(Array(values.prefix(try count())))
        case "first": return .publisher(Array(values.prefix(1)))
        case "last": return .publisher(Array(values.suffix(1)))
        case "prepend", "append", "startWith":
            let more = args.values.flatMap { v -> [Value] in if case .publisher(let sent) = v { return sent } else { return [v] } }
            return .publisher(name == "append" ? values + more : more + values)
        case "merge":
            var out = values
            for v in args.values { if case .publisher(let sent) = v { out += sent } }
            return .publisher(out)
        case "combineLatest", "zip":
            let others = args.values.compactMap { v -> [Value]? in if case .publisher(let sent) = v { return sent } else { return nil } }
            var all = [values] + others
            if name == "combineLatest" { all = all.map { Array($0.suffix(1)) } }
            let n = all.map(\.count).min() ?? 0
            var out: [Value] = []
            for i in 0..<n {
                let tuple = Value.tuple(all.map { $0[i] }, labels: all.map { _ in nil })
                if let f = closure { out.append(try callValue(f, Arguments(values: all.map { $0[i] }, labels: all.map { _ in nil }, ranges: all.map { _ in range }), range, &layout)) }
                else { out.append(tuple) }
            }
            return .publisher(out)
        case "sink":
            guard let receive = args.value("receiveValue") ?? (args.labels.allSatisfy { $0 == nil } ? closure : nil) else {
                throw LanguageError("sink needs a receiveValue closure", range)
            }
            for value in values { _ = try callValue(receive, Arguments(values: [value], labels: [nil], ranges: [range]), range, &layout) }
            return .opaque("AnyCancellable")
        case "assign":
            guard case .opaque(let path)? = args.value("to"), path.hasPrefix("\\."), let object = args.value("on") else {
                throw LanguageError("assign(to:on:) needs a key path and an object (assign(to: &$property) is not modelled)", range)
            }
            var names = path.dropFirst(2).split(separator: ".").map(String.init)
            guard let last = names.popLast() else { throw LanguageError("assign(to:on:) needs a key path", range) }
            var target = object
            for n in names { target = try member(target, n, range, &layout) }
            for value in values { try assignMember(target, last, value, &layout, range) }
            return .opaque("AnyCancellable")
        default:
            break
        }
        throw LanguageError("layoutsh does not run the Combine or RxSwift operator '\(name)' here", range,
                            hint: "a publisher sends its current values once: map, filter, compactMap, combineLatest, sink, assign(to:on:), bind(to:) and subscribe(onNext:) take them")
    }

    /// Whether a value is a key path literal (`\.text`), as layoutsh keeps it.
    static func isKeyPath(_ value: Value) -> Bool {
        if case .opaque(let what) = value { return what.hasPrefix("\\.") }
        return false
    }

    /// `value[keyPath: \.a.b]`: the members the key path names, in turn.
    mutating func keyPathValue(_ value: Value, _ path: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        var v = value
        for name in path.dropFirst(2).split(separator: ".") { v = try member(v, String(name), range, &layout) }
        return v
    }
}
