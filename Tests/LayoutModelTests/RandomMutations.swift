import Cassowary
@testable import LayoutModel
import TestSupport

/// One change a session makes to a layout, through the calls the shell and
/// the interpreter make, with everything it names spelled out: the same
/// list applied to the same empty layout gives the same layout (what
/// `:undo` relies on when it replays all inputs but the last).
enum Mutation: CustomStringConvertible {
    case makeView(ViewKind, parent: ViewID, autoresizing: Bool)
    case constrain(LayoutConstraint)
    case setConstant(ConstraintID, Double)
    case setPriority(ConstraintID, Priority)
    case setActive(ConstraintID, Bool)
    case retire(ConstraintID)
    case device(DeviceState)
    case scroll(ViewID, Point?)
    case insets(ViewID, ScrollConfiguration.InsetAdjustment, EdgeInsets)
    case hide(ViewID, Bool)
    case text(ViewID, String?)
    case hugging(ViewID, Axis, Priority)
    case arrange(ViewID, in: ViewID)
    case stack(ViewID, StackConfiguration.Distribution, StackConfiguration.Alignment, spacing: Double)
    case moveView(ViewID, to: ViewID)
    case removeFromSuperview(ViewID)

    var description: String {
        switch self {
        case let .makeView(kind, parent, autoresizing): return "make \(kind.rawValue) in \(parent)\(autoresizing ? "" : ", no autoresizing")"
        case .constrain(let c):
            func name(_ a: Anchor) -> String {
                switch a.item {
                case .view(let v): return "\(v).\(a.attribute.rawValue)"
                case .safeArea(let v): return "\(v).safeArea.\(a.attribute.rawValue)"
                case .contentGuide(let v): return "\(v).content.\(a.attribute.rawValue)"
                case .frameGuide(let v): return "\(v).frameGuide.\(a.attribute.rawValue)"
                default: return "\(a.item).\(a.attribute.rawValue)"
                }
            }
            return "constrain \(name(c.first)) \(c.relation.rawValue) \(c.multiplier) × \(c.second.map(name) ?? "nil") + \(c.constant) @\(c.priority)"
        case let .setConstant(id, x): return "\(id).constant = \(x)"
        case let .setPriority(id, p): return "\(id).priority = \(p)"
        case let .setActive(id, on): return "\(id).isActive = \(on)"
        case .retire(let id): return "remove \(id)"
        case .device(let d): return "device \(d.device.name) \(d.orientation.rawValue)"
        case let .scroll(v, p): return p.map { "\(v).contentOffset = (\($0.x), \($0.y))" } ?? "\(v) rests"
        case let .insets(v, b, i): return "\(v).contentInsetAdjustmentBehavior = .\(b.rawValue), contentInset \(i)"
        case let .hide(v, hidden): return "\(v).isHidden = \(hidden)"
        case let .text(v, s): return "\(v).text = \(s ?? "nil")"
        case let .hugging(v, axis, p): return "\(v) hugging \(axis) \(p)"
        case let .arrange(v, stack): return "\(stack).addArrangedSubview(\(v))"
        case let .stack(v, d, a, spacing): return "\(v) stack \(d.rawValue) \(a.rawValue) spacing \(spacing)"
        case let .moveView(v, parent): return "\(parent).addSubview(\(v))"
        case .removeFromSuperview(let v): return "\(v).removeFromSuperview()"
        }
    }

    /// The views it names (a shortened list may name views never made).
    var views: [ViewID] {
        switch self {
        case .makeView(_, let parent, _): return [parent]
        case .constrain(let c): return c.items.compactMap(\.owningView)
        case .scroll(let v, _), .insets(let v, _, _), .hide(let v, _), .text(let v, _), .hugging(let v, _, _), .stack(let v, _, _, _),
             .removeFromSuperview(let v): return [v]
        case .arrange(let v, let stack): return [v, stack]
        case .moveView(let v, let parent): return [v, parent]
        case .setConstant, .setPriority, .setActive, .retire, .device: return []
        }
    }

    /// Makes the change, as the shell would (a refusal throws and changes nothing).
    func apply(to layout: inout Layout) throws(LayoutError) {
        if let missing = views.first(where: { $0.index >= layout.views.count }) { throw .unknownView("\(missing)") }
        switch self {
        case let .makeView(kind, parent, autoresizing):
            let v = try layout.makeView(kind, name: "v\(layout.views.count)")
            try layout.addSubview(v, to: parent)
            try layout.modify(v) { $0.translatesAutoresizingMaskIntoConstraints = autoresizing }
        case .constrain(let c): try layout.addConstraint(c)
        case let .setConstant(id, x): try layout.setConstant(id, x)
        case let .setPriority(id, p): try layout.setPriority(id, p, reinstalling: true)
        case let .setActive(id, on): try layout.setActive(id, on)
        case .retire(let id): try layout.retire(id)
        case .device(let d): layout.device = d
        case let .scroll(v, p): try layout.modify(v) { $0.scroll.offset = p }
        case let .insets(v, b, i): try layout.modify(v) { $0.scroll.insetAdjustment = b; $0.scroll.contentInset = i }
        case let .hide(v, hidden): try layout.modify(v) { $0.isHidden = hidden }
        case let .text(v, s): try layout.modify(v) { $0.text.string = s; $0.text.numberOfLines = s == nil ? 1 : 0 }
        case let .hugging(v, axis, p): try layout.modify(v) { $0.huggingPriority[axis] = p }
        case let .arrange(v, stack): try layout.addArrangedSubview(v, to: stack)
        case let .stack(v, d, a, spacing):
            try layout.modify(v) { $0.stack.distribution = d; $0.stack.alignment = a; $0.stack.spacing = spacing }
        case let .moveView(v, parent): try layout.addSubview(v, to: parent)
        case .removeFromSuperview(let v): layout.removeFromSuperview(v)
        }
    }
}

/// Random mutations of a layout, small enough that a step costs little.
struct MutationSource {
    var rng: SplitMix64
    /// No more views than this are made (a step stays cheap).
    let maxViews = 14

    init(seed: UInt64) { rng = SplitMix64(state: seed) }

    mutating func pick<T>(_ items: [T]) -> T { items[rng.below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { rng.below(100) < percent }

    /// A random mutation of `layout` (which it may refuse).
    mutating func next(for layout: Layout) -> Mutation {
        let placed = layout.viewsInHierarchy
        let made = Array(layout.views.indices.dropFirst()).map(ViewID.init)
        let constraints = layout.constraints.map(\.id)
        let roll = rng.below(100)
        switch roll {
        case 0..<14 where layout.views.count < maxViews:
            let kind = pick([ViewKind.view, .view, .label, .stackView, .scrollView, .button])
            let parents = placed.filter { layout[$0].kind != .stackView || chance(30) }
            return .makeView(kind, parent: pick(parents.isEmpty ? [layout.root] : parents), autoresizing: chance(45))
        case 0..<45:
            return .constrain(randomConstraint(layout, placed))
        case 45..<53 where !constraints.isEmpty:
            return .setConstant(pick(constraints), Double(rng.below(60) * 5 - 50))
        case 53..<61 where !constraints.isEmpty:
            return .setPriority(pick(constraints), randomPriority())
        case 61..<68 where !constraints.isEmpty:
            return .setActive(pick(constraints), chance(55))
        case 68..<71 where !constraints.isEmpty:
            return .retire(pick(constraints))
        case 71..<76:
            let device = pick([Device.presets[0], Device.defaultDevice, Device.presets[Device.presets.count - 1]])
            return .device(DeviceState(device, orientation: chance(50) ? .portrait : .landscape))
        case 76..<81:
            let scrolls = placed.filter { layout[$0].kind == .scrollView }
            guard !scrolls.isEmpty else { return .device(DeviceState(Device.defaultDevice, orientation: .landscape)) }
            if chance(30) {
                return .insets(pick(scrolls), pick(ScrollConfiguration.InsetAdjustment.allCases),
                               pick([.zero, EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)]))
            }
            return .scroll(pick(scrolls), chance(25) ? nil : Point(x: Double(rng.below(5) * 10), y: Double(rng.below(9) * 25 - 50)))
        case 81..<85 where !made.isEmpty:
            let v = pick(made)
            return .hide(v, !layout[v].isHidden)
        case 85..<88 where !made.isEmpty:
            return .text(pick(made), pick([nil, "Hello", "A longer text that wraps over a few lines in a narrow label"]))
        case 88..<90 where !made.isEmpty:
            return .hugging(pick(made), pick([Axis.horizontal, .vertical]), randomPriority())
        case 90..<94:
            let stacks = placed.filter { layout[$0].kind == .stackView }
            guard !stacks.isEmpty, !made.isEmpty else { break }
            if chance(30) {
                let s = pick(stacks)
                return .stack(s, pick(StackConfiguration.Distribution.allCases), pick(StackConfiguration.Alignment.allCases),
                              spacing: Double(rng.below(4) * 4))
            }
            return .arrange(pick(made), in: pick(stacks))
        case 94..<97 where !made.isEmpty:
            return .moveView(pick(made), to: pick(placed))
        case 97..<100 where !made.isEmpty:
            return .removeFromSuperview(pick(made))
        default:
            break
        }
        return .constrain(randomConstraint(layout, placed))
    }

    mutating func randomPriority() -> Priority {
        pick([Priority.required, .required, .strong, .defaultHigh, .medium, .defaultLow, .fittingSizeLevel])
    }

    /// An item of `view`: the view mostly, sometimes a guide it has.
    mutating func item(_ view: ViewID, _ layout: Layout) -> LayoutItem {
        if layout[view].kind == .scrollView, chance(40) { return chance(50) ? .contentGuide(view) : .frameGuide(view) }
        if chance(6) { return .safeArea(view) }
        return .view(view)
    }

    /// A constraint a user could write: a size equal to a constant, or two
    /// anchors of one axis, related at a random priority.
    mutating func randomConstraint(_ layout: Layout, _ placed: [ViewID]) -> LayoutConstraint {
        // The root's own frame is the screen's: constraints start from a subview.
        let subviews = placed.filter { $0 != layout.root }
        let first = pick(subviews.isEmpty ? placed : subviews)
        let relation = pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let constant = Double(rng.below(50) * 5 - 40)
        let priority = chance(60) ? Priority.required : randomPriority()
        if chance(30) {
            let size = pick([Attribute.width, .height])
            return LayoutConstraint(Anchor(item(first, layout), size), relation, constant: max(0, constant), priority: priority)
        }
        let second = pick(placed)
        if chance(30) {
            let size = pick([Attribute.width, .height])
            return LayoutConstraint(Anchor(item(first, layout), size), relation, Anchor(item(second, layout), pick([size, size, size == .width ? .height : .width])),
                                    multiplier: pick([1, 1, 0.5, 2]), constant: constant, priority: priority)
        }
        let horizontal = chance(50)
        let edges: [Attribute] = horizontal ? [.leading, .trailing, .centerX, .left, .leading, .trailing, .leadingMargin]
                                           : [.top, .bottom, .centerY, .firstBaseline, .top, .bottom, .topMargin]
        return LayoutConstraint(Anchor(item(first, layout), pick(edges)), relation, Anchor(item(second, layout), pick(edges)),
                                constant: constant, priority: priority)
    }
}
