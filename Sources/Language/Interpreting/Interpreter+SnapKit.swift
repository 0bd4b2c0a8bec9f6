import HashTreeCollections
import LayoutModel
import Cassowary

/// SnapKit: `makeConstraints`, `remakeConstraints`, `updateConstraints`,
/// `removeConstraints`, and the chains inside them.
extension Interpreter {
    func chainMember(_ k: Int, _ name: String, _ range: SourceRange) throws(LanguageError) -> Value {
        if name == "constraint" { return .snapConstraint(k) }
        guard chains[k].relation == nil, SnapKitNames.attributes(name) != nil else {
            throw LanguageError("'\(name)' cannot follow here in a SnapKit chain", range,
                                hint: "attributes come first (make.top.left), then a relation (equalTo), then modifiers (offset, priority)")
        }
        return .chain(k)  // attributes are appended by the caller (value types)
    }

    /// `make.top.left`: the chain with more attributes.
    mutating func extendChain(_ k: Int, _ name: String, _ range: SourceRange) throws(LanguageError) -> Value {
        _ = try chainMember(k, name, range)
        if name == "constraint" { return .snapConstraint(k) }
        willChangeChain(k)
        chains[k].attributes += SnapKitNames.attributes(name) ?? []
        return .chain(k)
    }

    /// A method of a chain: relations and modifiers.
    mutating func chainCall(_ k: Int, _ name: String, _ args: [Value], _ labels: [String?], _ range: SourceRange,
                            _ layout: Layout) throws(LanguageError) -> Value {
        func one() throws(LanguageError) -> Value {
            guard args.count == 1 else { throw LanguageError("'\(name)' takes one argument", range) }
            return args[0]
        }
        func number(_ v: Value) throws(LanguageError) -> Double {
            guard case .number(let n) = v else { throw LanguageError("'\(name)' needs a number, not \(v.kindName)", range) }
            return n
        }
        let relations = SnapKitNames.relations, superRelations = SnapKitNames.superviewRelations
        willChangeChain(k)
        if let relation = relations[name] ?? superRelations[name] {
            guard chains[k].relation == nil else { throw LanguageError("this chain already has a relation", range) }
            chains[k].relation = relation
            if superRelations[name] != nil {
                chains[k].targetIsSuperview = true
            } else {
                chains[k].target = try one()
            }
            return .chain(k)
        }
        guard chains[k].relation != nil else {
            throw LanguageError("'\(name)' needs a relation first", range, hint: "write make.\(chains[k].attributes.first?.rawValue ?? "top").equalTo(…).\(name)(…)")
        }
        switch name {
        case "offset", "inset": chains[k].constantModifier = name == "inset" ? .insets(try insets(one(), range)) : .number(try number(one()))
        case "multipliedBy": chains[k].multiplier = try number(one())
        case "dividedBy":
            let d = try number(one())
            guard d != 0 else { throw LanguageError("dividedBy(0) divides by zero", range) }
            chains[k].multiplier = 1 / d
        case "priority": chains[k].priority = try priority(one(), range)
        case "priorityRequired": chains[k].priority = 1000
        case "priorityHigh": chains[k].priority = 750
        case "priorityMedium": chains[k].priority = 500
        case "priorityLow": chains[k].priority = 250
        case "labeled":
            guard case .string(let s) = try one() else { throw LanguageError("labeled needs a string", range) }
            chains[k].label = s
        default:
            throw LanguageError("a SnapKit chain has no method '\(name)'", range,
                                hint: closest(to: name, among: Array(relations.keys) + Array(superRelations.keys) + SnapKitNames.modifiers).map { "did you mean '\($0)'?" })
        }
        return .chain(k)
    }

    /// A value of a declared type given to a chain's method, as SnapKit reads
    /// it: through the property of the SnapKit protocol the type conforms to
    /// (`enum Spacing: ConstraintOffsetTarget` answers
    /// `constraintOffsetTargetValue`). Any other value is given as it is.
    mutating func snapTarget(_ value: Value, of method: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        guard Interpreter.isDeclaredInstance(value) else { return value }
        let requirement: String
        switch method {
        case "priority": requirement = "constraintPriorityTargetValue"
        case "offset": requirement = "constraintOffsetTargetValue"
        case "inset": requirement = "constraintInsetTargetValue"
        default: requirement = "constraintConstantTargetValue"
        }
        guard hasMember(value, requirement, layout) else { return value }
        return try member(value, requirement, range, &layout)
    }

    /// Whether a value is an instance of a type the input declares (an
    /// enum's case, a struct or class that is not a view).
    static func isDeclaredInstance(_ value: Value) -> Bool {
        switch value {
        case .enumValue, .object: return true
        default: return false
        }
    }

    /// What `pick` (a closure or a key path, SnapKit 5.6's argument of
    /// `equalToSuperview`) picks of the superview of chain `k`'s item.
    mutating func superviewPart(_ k: Int, _ pick: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let item = chains[k].item
        guard let host = layout.hostView(of: item), let superview = item == .view(host) ? layout[host].superview : host else {
            throw LanguageError("\(layout.itemName(item)) has no superview", range, hint: "add it with addSubview before making constraints (SnapKit stops here)")
        }
        switch pick {
        case .opaque(let path) where path.hasPrefix("\\."):
            var value = Value.view(superview)
            for name in path.dropFirst(2).split(separator: ".") { value = try member(value, String(name), range, &layout) }
            return value
        case _ where Interpreter.isCallable(pick):
            return try callValue(pick, Arguments(values: [.view(superview)], labels: [nil], ranges: [range]), range, &layout)
        default:
            throw LanguageError("equalToSuperview takes a closure or a key path of the superview, not \(pick.kindName)", range)
        }
    }

    /// An inset: a number on every side, or a UIEdgeInsets.
    func insets(_ v: Value, _ range: SourceRange) throws(LanguageError) -> EdgeInsets {
        switch v {
        case .number(let n): return EdgeInsets(all: n)
        case .insets(let i): return i
        default: throw LanguageError("an inset must be a number or a UIEdgeInsets, not \(v.kindName)", range)
        }
    }

    /// A priority: a number, `.high`, `UILayoutPriority(999)`.
    func priority(_ v: Value, _ range: SourceRange) throws(LanguageError) -> Float {
        let p: Float
        switch v {
        case .number(let n): p = Float(n)
        case .priority(let x): p = x
        case .enumCase(let name):
            guard let x = SnapKitNames.priority(name) else { throw LanguageError("unknown priority '.\(name)'", range, hint: "use .required, .high, .medium, .low or a number") }
            p = x
        default: throw LanguageError("a priority must be a number or a named priority, not \(v.kindName)", range)
        }
        guard p >= 1, p <= 1000 else { throw LanguageError("priority \(formatNumber(Double(p))) is outside 1...1000", range) }
        return p
    }

    /// `x.snp.makeConstraints { make in … }` and its siblings; `prepareConstraints`
    /// makes them switched off and returns them (`[Constraint]`).
    mutating func snapBlock(_ item: LayoutItem, _ method: String, _ block: Value?, _ range: SourceRange,
                            _ layout: inout Layout) throws(LanguageError) -> Value {
        let snapMethod = method.hasPrefix("snp_") ? String(method.dropFirst(4)) : method
        if snapMethod == "removeConstraints" {
            for k in snapChainsByItem[item] ?? [] { for id in chains[k].ids { try layoutCall(range) { () throws(LayoutError) in try layout.retire(id) } } }
            snapChainsByItem[item] = []
            return .void
        }
        guard let block else { throw LanguageError("\(snapMethod) needs a closure: { make in … }", range) }
        let preparing = snapMethod == "prepareConstraints"
        if case .view(let v) = item {
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(v) { $0.translatesAutoresizingMaskIntoConstraints = false } }
        }
        if snapMethod == "remakeConstraints" {
            for k in snapChainsByItem[item] ?? [] { for id in chains[k].ids { try layoutCall(range) { () throws(LayoutError) in try layout.retire(id) } } }
            snapChainsByItem[item] = []
        }
        // SnapKit: updateConstraints on an item with no active constraints of
        // its own makes them (ConstraintMaker.updateConstraints falls back to
        // makeConstraints); only with some does a missing match crash.
        let updating = snapMethod == "updateConstraints" && (snapChainsByItem[item] ?? []).contains { k in
            chains[k].ids.contains { id in layout.constraint(id).map { $0.isActive && !$0.isRetired } ?? false }
        }
        let first = chains.count
        _ = try callValue(block, Arguments(values: [.maker(item)], labels: [nil], ranges: [range]), range, &layout)
        var prepared: [Value] = []
        for k in first..<chains.count where chains[k].item == item {
            guard chains[k].relation != nil else {
                throw LanguageError("make.\(chains[k].attributes.map(\.rawValue).joined(separator: ".")) has no relation", chains[k].range,
                                    hint: "add .equalTo(…), .lessThanOrEqualTo(…) or .greaterThanOrEqualTo(…)")
            }
            let made = try constraints(of: k, layout)
            if updating {
                try update(with: made, item, chains[k].range, &layout)
                continue
            }
            for c in made {
                let id = try layoutCall(chains[k].range) { () throws(LayoutError) -> ConstraintID in
                    try preparing ? layout.makeConstraint(c) : layout.addConstraint(c)
                }
                chains[k].ids.append(id)
            }
            if preparing { prepared.append(.snapConstraint(k)) } else { snapChainsByItem[item, default: []].append(k) }
        }
        return preparing ? .array(prepared) : .void
    }

    /// SnapKit's `updateConstraints`: only the constant of a matching constraint
    /// (same anchors, relation, multiplier and priority) may change.
    mutating func update(with made: [LayoutConstraint], _ item: LayoutItem, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        let existing = (snapChainsByItem[item] ?? []).flatMap { chains[$0].ids }
        for c in made {
            guard let match = existing.first(where: { id in
                guard let old = layout.constraint(id), !old.isRetired else { return false }
                return old.first == c.first && old.second == c.second && old.relation == c.relation
                    && old.multiplier == c.multiplier && old.priority == c.priority
            }) else {
                throw LanguageError("updateConstraints found no matching constraint for \(layout.describe(c.first)) \(c.relation.rawValue) …", range,
                                    hint: "updateConstraints changes only constants (SnapKit crashes here); use remakeConstraints to change a relation, target, multiplier or priority")
            }
            try layoutCall(range) { () throws(LayoutError) in try layout.setConstant(match, c.constant) }
        }
    }

    /// The layout constraints chain `k` describes, one per attribute.
    func constraints(of k: Int, _ layout: Layout) throws(LanguageError) -> [LayoutConstraint] {
        let chain = chains[k]
        guard let relation = chain.relation else { return [] }
        let superview: LayoutItem? = layout.hostView(of: chain.item).flatMap { host in
            chain.item == .view(host) ? layout[host].superview.map(LayoutItem.view) : .view(host)
        }
        var result: [LayoutConstraint] = []
        for (i, attribute) in chain.attributes.enumerated() {
            var second: Anchor?
            var constant = 0.0
            func needSuperview() throws(LanguageError) -> LayoutItem {
                guard let superview else {
                    throw LanguageError("\(layout.itemName(chain.item)) has no superview", chain.range, hint: "add it with addSubview before making constraints (SnapKit stops here)")
                }
                return superview
            }
            /// SnapKit relates a constant to the superview's same attribute
            /// (centres to its left or top edge: a quirk kept on purpose).
            func constantAnchor() throws(LanguageError) -> Anchor? {
                if attribute.isSize { return nil }
                let quirk: [Attribute: Attribute] = [.centerX: .left, .centerY: .top, .centerXWithinMargins: .leftMargin, .centerYWithinMargins: .topMargin]
                return Anchor(try needSuperview(), quirk[attribute] ?? attribute)
            }
            if chain.targetIsSuperview {
                second = Anchor(try needSuperview(), attribute)
            } else if let target = chain.target {
                switch target {
                case .view(let v): second = Anchor(.view(v), attribute)
                case .item(let item): second = Anchor(item, attribute)
                case .snpAttributes(let item, let attributes):
                    if attributes.count == chain.attributes.count { second = Anchor(item, attributes[i]) }
                    else if attributes.count == 1 { second = Anchor(item, attributes[0]) }
                    else { throw LanguageError("\(chain.attributes.count) attributes cannot relate to \(attributes.count)", chain.range) }
                case .anchor(let a): second = a
                case .number(let n): second = try constantAnchor(); constant = n
                case .size(let s):
                    guard attribute.isSize else { throw LanguageError("a CGSize fits width and height, not \(attribute.rawValue)", chain.range) }
                    constant = attribute == .width ? s.width : s.height
                case .point(let p):
                    guard attribute.axis == .horizontal || attribute.axis == .vertical, !attribute.isSize else {
                        throw LanguageError("a CGPoint fits centres, not \(attribute.rawValue)", chain.range)
                    }
                    second = try constantAnchor()
                    constant = attribute.axis == .horizontal ? p.x : p.y
                case .insets(let insets):
                    second = try constantAnchor()
                    constant = Interpreter.insetConstant(insets, second?.attribute ?? attribute)
                default:
                    throw LanguageError("cannot relate \(attribute.rawValue) to \(target.kindName)", chain.range)
                }
            }
            switch chain.constantModifier {
            case .number(let n): constant = n
            // SnapKit reads an inset on the attribute related to, not the one
            // constrained: `top.equalTo(header.snp.bottom).inset(-12)` is 12 below.
            case .insets(let insets): constant = Interpreter.insetConstant(insets, second?.attribute ?? attribute)
            default: break
            }
            guard let p = Priority(chain.priority) else { throw LanguageError("invalid priority", chain.range) }
            result.append(LayoutConstraint(Anchor(chain.item, attribute), relation, second, multiplier: chain.multiplier,
                                           constant: constant, priority: p, identifier: chain.label, origin: .user,
                                           source: location(chain.range), sourceText: sourceText(chain.range)))
        }
        return result
    }

    /// SnapKit's constant for an inset on one attribute: inwards on every
    /// edge (a first baseline as the top, a last one as the bottom).
    static func insetConstant(_ i: EdgeInsets, _ attribute: Attribute) -> Double {
        switch attribute.withoutMargin.physical {
        case .left: return i.left
        case .top, .firstBaseline: return i.top
        case .right: return -i.right
        case .bottom, .lastBaseline: return -i.bottom
        case .width: return -(i.left + i.right)
        case .height: return -(i.top + i.bottom)
        case .centerX: return (i.left - i.right) / 2
        case .centerY: return (i.top - i.bottom) / 2
        default: return 0
        }
    }

    /// Runs a layout call, turning its error into one at `range`.
    func layoutCall<T>(_ range: SourceRange, _ body: () throws(LayoutError) -> T) throws(LanguageError) -> T {
        do {
            return try body()
        } catch {
            throw LanguageError(error.description, range)
        }
    }
}
