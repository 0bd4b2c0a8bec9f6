/// Where each view and guide of a log goes: the log only says so for
/// visual-format lines (`|` is the superview it names) and guides'
/// constraints. A view it does not place goes into the view it is most
/// tied to that holds others (a cell's content view, a view whose size
/// UIKit sets), else into the root view.
struct LogHierarchy {
    /// Each item's superview (for a guide, its owning view); nil: the root view.
    var parent: [LogItem: LogItem] = [:]

    init(_ constraints: [LogConstraint], items: [LogItem]) {
        for c in constraints {
            guard let (child, superview) = c.superviewOf, child != superview, !superview.isGuide else { continue }
            if parent[child] == nil, !isAncestor(child, of: superview) { parent[child] = superview }
        }
        // Views that hold others, or that UIKit sizes, are where the rest most likely live.
        var containers = Set(parent.values)
        for c in constraints where c.isImposedSize { containers.insert(c.first.item) }
        for item in items where item.bareClass.hasSuffix("ContentView") { containers.insert(item) }
        for item in items where parent[item] == nil && !containers.contains(item) {
            var ties: [LogItem: Int] = [:]
            for c in constraints {
                guard let second = c.second?.item else { continue }
                let other = c.first.item == item ? second : second == item ? c.first.item : nil
                if let other, other != item, containers.contains(other), !other.isGuide { ties[other, default: 0] += 1 }
            }
            // Most ties first, then the one the log names first: never Dictionary order.
            let best = items.filter { ties[$0] != nil && !isAncestor(item, of: $0) }.max { (ties[$0] ?? 0) < (ties[$1] ?? 0) }
            if let best { parent[item] = best }
        }
    }

    /// Whether `a` is `b` or one of `b`'s superviews.
    func isAncestor(_ a: LogItem, of b: LogItem) -> Bool { Self.isAncestor(a, of: b, in: parent) }

    /// Whether `a` is `b` or one of `b`'s superviews (a guide's view) in
    /// `parent`; a cycle, which the hierarchy never makes, ends the walk.
    static func isAncestor(_ a: LogItem, of b: LogItem, in parent: [LogItem: LogItem]) -> Bool {
        var current: LogItem? = b
        var steps = 0
        while let c = current, steps <= parent.count {
            if c == a { return true }
            current = parent[c]
            steps += 1
        }
        return false
    }

    /// How many superviews an item has below the root view.
    func depth(_ item: LogItem) -> Int {
        var n = 0
        var current = parent[item]
        while let c = current, n <= parent.count { n += 1; current = parent[c] }
        return n
    }
}
