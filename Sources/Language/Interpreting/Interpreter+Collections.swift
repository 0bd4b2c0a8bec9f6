import LayoutModel

/// Arrays, ranges, dictionaries and strings: iteration and their methods.
extension Interpreter {
    /// A Double as an Int when it is a whole number of sensible size (a
    /// conversion of 1e300 or NaN would stop the program); nil otherwise.
    static func wholeNumber(_ n: Double) -> Int? {
        n.isFinite && n == n.rounded() && abs(n) < 1e12 ? Int(n) : nil
    }

    /// Methods of collections the language runs.
    static let collectionMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "enumerated", "enumerate", "reversed", "reverse", "append",
        "contains", "first", "last", "index", "firstIndex", "insert", "remove", "removeAll", "removeLast", "removeFirst",
        "sorted", "reduce", "joined", "prefix", "dropFirst", "dropLast", "min", "max", "count", "isEmpty", "indices",
        "shuffled", "allSatisfy", "lazy",
    ]

    /// The elements of a sequence.
    func elements(of sequence: Value, _ range: SourceRange) throws(LanguageError) -> [Value] {
        switch sequence {
        case .array(let values): return values
        case .range(let lower, let upper, _):
            guard upper - lower <= Interpreter.maxIterations else {
                throw LanguageError("a range of \(upper - lower) numbers is more than layoutsh runs", range,
                                    hint: "at most \(Interpreter.maxIterations) iterations in one statement")
            }
            return (lower..<upper).map { .number(Double($0)) }
        case .dictionary(let pairs): return pairs.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        case .string(let s): return s.map { .string(String($0)) }
        case .null: return []
        default: throw LanguageError("cannot loop over \(sequence.kindName)", range, hint: "loop over a range (0..<n), an array or a dictionary")
        }
    }

    /// Calls `body` with each element until it returns false.
    mutating func forEachElement(of sequence: Value, _ range: SourceRange,
                                 _ body: (inout Interpreter, Value) throws(LanguageError) -> Bool) throws(LanguageError) {
        if case .range(let lower, let upper, _) = sequence {
            // Ranges are not materialised: `for i in 0..<n` costs what its body costs.
            var i = lower
            while i < upper {
                guard try body(&self, .number(Double(i))) else { return }
                i += 1
            }
            return
        }
        for item in try elements(of: sequence, range) { guard try body(&self, item) else { return } }
    }

    /// A method of an array, range, dictionary or string; nil if `name` is not one.
    mutating func collectionMethod(_ base: Value, _ name: String, _ args: Arguments, _ range: SourceRange,
                                   _ layout: inout Layout) throws(LanguageError) -> Value? {
        switch base {
        case .array, .range, .dictionary: break
        case .string where ["enumerated", "reversed", "forEach", "map"].contains(name): break  // contains is a substring test
        default: return nil
        }
        let items = try elements(of: base, range)
        func transform(_ v: Value) throws(LanguageError) -> Value {
            guard let f = args.values.first else { throw LanguageError("\(name) needs a closure", range) }
            return try callValue(f, Arguments(values: [v], labels: [nil], ranges: [range]), range, &layout)
        }
        switch name {
        case "forEach":
            for item in items {
                try countIteration(range)
                _ = try transform(item)
            }
            return .void
        case "map", "compactMap", "flatMap":
            var result: [Value] = []
            for item in items {
                try countIteration(range)
                let v = try transform(item)
                if name == "compactMap", case .null = v { continue }
                if name == "flatMap", case .array(let inner) = v { result += inner; continue }
                result.append(v)
            }
            return .array(result)
        // `contains` with a predicate; `contains(x)` is an element test.
        case _ where name == "filter" || name == "allSatisfy" || (name == "contains" && args.closure != nil):
            var result: [Value] = []
            for item in items where try truth(transform(item), range) { result.append(item) }
            if name == "allSatisfy" { return .bool(result.count == items.count) }
            if name == "contains" { return .bool(!result.isEmpty) }
            return .array(result)
        case "contains":
            guard let x = args.values.first else { return .bool(false) }
            return .bool(items.contains { identical($0, x) })
        case "enumerated", "enumerate":
            return .array(items.enumerated().map { .tuple([.number(Double($0.offset)), $0.element], labels: ["offset", "element"]) })
        case "reversed", "reverse": return .array(items.reversed())
        case "indices": return .range(0, items.count, closed: false)
        case "joined":
            let separator: String = { if case .string(let s)? = args.value("separator") { return s } else { return "" } }()
            return .string(items.map { describe($0, layout) }.joined(separator: separator))
        case "prefix", "dropFirst", "dropLast":
            var n = 1
            if case .number(let k)? = args.values.first { n = max(0, Interpreter.wholeNumber(k) ?? Int.max / 2) }
            switch name {
            case "prefix": return .array(Array(items.prefix(n)))
            case "dropFirst": return .array(Array(items.dropFirst(n)))
            default: return .array(Array(items.dropLast(n)))
            }
        case "first" where args.count > 0:
            for item in items where try truth(transform(item), range) { return item }
            return .null
        case "firstIndex", "index":
            for (i, item) in items.enumerated() {
                if args.closure != nil || args.labels.first == "where" {
                    if try truth(transform(item), range) { return .number(Double(i)) }
                } else if let x = args.values.first, identical(item, x) {
                    return .number(Double(i))
                }
            }
            return .null
        case "reduce":
            guard args.count == 2 else { throw LanguageError("reduce needs an initial value and a closure", range) }
            var accumulator = args.values[0]
            for item in items {
                accumulator = try callValue(args.values[1], Arguments(values: [accumulator, item], labels: [nil, nil], ranges: [range, range]), range, &layout)
            }
            return accumulator
        case "sorted":
            return .array(try sorted(items, args, range, &layout))
        case "min", "max":
            var best: Value?
            for item in items {
                guard let b = best else { best = item; continue }
                if try truth(binary(name == "min" ? "<" : ">", item, b, range), range) { best = item }
            }
            return best ?? .null
        case "lazy": return .array(items)
        case "shuffled": return .array(items)  // deterministic: the order as written
        default: return nil
        }
    }

    /// `sorted()` and `sort()`: by `<`, or by the closure given; stable (a
    /// merge sort, each comparison counted against the iteration limit).
    mutating func sorted(_ items: [Value], _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> [Value] {
        let order = args.values.first
        func less(_ a: Value, _ b: Value, _ me: inout Interpreter) throws(LanguageError) -> Bool {
            try me.countIteration(range)
            if let order { return try me.truth(me.callValue(order, Arguments(values: [a, b], labels: [nil, nil], ranges: [range, range]), range, &layout), range) }
            return try me.truth(me.binary("<", a, b, range), range)
        }
        var values = items
        var width = 1
        while width < values.count {
            var merged: [Value] = []
            merged.reserveCapacity(values.count)
            var start = 0
            while start < values.count {
                let mid = min(start + width, values.count), end = min(start + 2 * width, values.count)
                var i = start, j = mid
                while i < mid && j < end {
                    if try less(values[j], values[i], &self) { merged.append(values[j]); j += 1 } else { merged.append(values[i]); i += 1 }
                }
                merged += values[i..<mid]
                merged += values[j..<end]
                start = end
            }
            values = merged
            width *= 2
        }
        return values
    }

    /// Methods that change an array, a dictionary or another value in place.
    static let mutatingCollectionMethods: Set<String> = Set([
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "removeValue", "updateValue", "reverse", "sort",
        // A Bool's, a number's (`isExpanded.toggle()`, `offset.negate()`, `x.round()`).
        "toggle", "negate", "round",
        // NSMutableAttributedString's (`Interpreter+AttributedText`).
        "addAttribute", "addAttributes", "setAttributes",
    ]).union(snapshotMethods)

    /// `views.append(v)` and the other mutating methods: changes `base` in
    /// place and returns what the call returns; nil when `base` is not an
    /// array or dictionary.
    mutating func mutated(_ base: inout Value, _ name: String, _ args: Arguments, _ range: SourceRange,
                          _ layout: inout Layout) throws(LanguageError) -> Value? {
        func index(_ v: Value?, _ count: Int, inclusive: Bool) throws(LanguageError) -> Int {
            guard case .number(let n)? = v, n == n.rounded(), n >= 0, n < Double(count + (inclusive ? 1 : 0)) else {
                throw LanguageError("\(name) needs an index within the array (it has \(count) elements)", range)
            }
            return Int(n)
        }
        switch base {
        case .array(var values):
            base = .null  // so that `values` is the only owner of the storage
            defer { base = .array(values) }
            var result: Value = .void
            switch name {
            case "append":
                if args.labels.first == "contentsOf", case .array(let more)? = args.values.first { values += more }
                else if let v = args.values.first { values.append(v) }
            case "insert" where args.count == 1 && args.labels.first == .some(nil):
                // A Set's (`selected.insert(id)`): once, returning (inserted, memberAfterInsert).
                guard let v = args.values.first else { return nil }
                let existing = values.first { sameKey($0, v) }
                if existing == nil { values.append(v) }
                result = .tuple([.bool(existing == nil), existing ?? v], labels: ["inserted", "memberAfterInsert"])
            case "insert": values.insert(args.values.first ?? .null, at: try index(args.value("at"), values.count, inclusive: true))
            case "remove" where args.count == 1 && args.labels.first == .some(nil):
                // A Set's (`selected.remove(id)`): the member removed, or nil.
                guard let v = args.values.first else { return nil }
                let i = values.firstIndex { sameKey($0, v) }
                result = i.map { values.remove(at: $0) } ?? .null
            case "remove":
                let i = try index(args.value("at"), values.count, inclusive: false)
                result = values.remove(at: i)
            case "removeAll": values.removeAll()
            case "removeLast", "removeFirst":
                guard !values.isEmpty else { throw LanguageError("\(name) on an empty array (Swift stops here)", range) }
                result = name == "removeLast" ? values.removeLast() : values.removeFirst()
            case "reverse": values.reverse()
            case "sort": values = try sorted(values, args, range, &layout)
            default: return nil
            }
            return result
        case .dictionary(var pairs):
            base = .null
            defer { base = .dictionary(pairs) }
            switch name {
            case "removeValue":
                guard let key = args.values.first else { return nil }
                let i = pairs.firstIndex { sameKey($0.key, key) }
                let old = i.map { pairs[$0].value } ?? .null
                if let i { pairs.remove(at: i) }
                return old
            case "updateValue":
                guard args.count == 2 else { return nil }
                let key = args.values[1]
                if let i = pairs.firstIndex(where: { sameKey($0.key, key) }) { pairs[i].value = args.values[0] } else { pairs.append((key, args.values[0])) }
                return .void
            case "removeAll":
                pairs = []
                return .void
            default: return nil
            }
        case .attributedText(var text):
            defer { base = .attributedText(text) }
            return try Interpreter.mutatingAttributedText(&text, name, args, range)
        case .tuple:
            // A diffable data source's snapshot (`Interpreter+Diffable`).
            guard let changed = changedSnapshot(base, name, args) else { return nil }
            base = changed
            return .void
        case .bool(let b) where name == "toggle" && args.count == 0:
            base = .bool(!b)
            return .void
        case .number(let n) where name == "negate" && args.count == 0:
            base = .number(-n)
            return .void
        case .number(let n) where name == "round":
            guard case .number(let r)? = numberMethod(n, "rounded", args) else { return nil }
            base = .number(r)
            return .void
        case .string(let s) where name == "append":
            guard args.count == 1, case .string(let more)? = args.values.first else { return nil }
            base = .string(s + more)
            return .void
        default: return nil
        }
    }

    /// View methods that change nothing layoutsh models: noted once and ignored.
    static let inertViewMethods: Set<String> = [
        "addTarget", "removeTarget", "setImage", "setTitleColor", "addGestureRecognizer", "removeGestureRecognizer",
        "setBackgroundImage", "setNeedsDisplay", "becomeFirstResponder", "resignFirstResponder",
        "register", "reloadData", "scrollRectToVisible", "animateChangesWithDurations", "addInteraction",
        "setValue", "setOn", "setEnabled", "insertSegment", "setWidth", "setTitleShadowColor", "setPreferredSymbolConfiguration",
        "addAction", "endEditing", "setNeedsFocusUpdate", "layoutMarginsDidChange", "setIsAccessibilityElement", "tintColorDidChange",
        "dequeueReusableCell", "deselectRow", "selectRow", "scrollToRow", "flashScrollIndicators",
    ]
}
