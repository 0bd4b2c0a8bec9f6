import Cassowary
import Diagnostics
import Language
import LayoutModel

/// What to change for a log's conflict: the usual fix for the kind of
/// conflict it is (a view that still translates its autoresizing mask, a
/// cell measured at a size UIKit imposes, a view hidden in a stack view,
/// the same edge pinned twice), checked by rebuilding the log with the
/// change and solving it again.
struct LogAdvice {
    let conflict: LogConflict
    let rebuild: LogRebuild
    let file: String
    let device: Device
    /// The session's id of each log constraint.
    let ids: [Int: ConstraintID]
    /// A log constraint in words: `#3 contentView.height == 44 (line 10)`.
    let describe: (Int) -> String

    /// The advice, as lines.
    func lines() -> [String] {
        if let lines = autoresizing() { return lines }
        if let lines = pinnedTwice() { return lines }
        if let lines = systemSize() { return lines }
        if let lines = hidden() { return lines }
        return general()
    }

    // MARK: The kinds of conflict

    /// Autoresizing constraints of a view of the app's: it was never told
    /// `translatesAutoresizingMaskIntoConstraints = false`.
    private func autoresizing() -> [String]? {
        let masked = indices { if case .autoresizing = $0.maker { return true } else { return false } }
        // A view the app places itself, tied to something outside it (not
        // only a `|` its subviews pin to, whose frame its superview sets),
        // and not one of UIKit's own.
        let placed = Set(indices { c in
            if case .autoresizing = c.maker { return false } else { return true }
        }.flatMap { i -> [LogItem] in
            let c = constraints[i]
            guard let other = c.second?.item else { return [c.first.item] }
            return [c.first.item, other].filter { v in ![c.first.item, other].contains { $0 != v && rebuild.isInside($0, v) } }
        })
        let views = unique(masked.map { constraints[$0].first.item }).filter { !isUIKitPrivate($0) && placed.contains($0) }
        for view in views {
            let own = Set(masked.filter { constraints[$0].first.item == view })
            guard holds(without: own) else { continue }
            let name = self.name(view)
            let mask = own.compactMap { i -> String? in if case .autoresizing(let m?) = constraints[i].maker { return m } else { return nil } }.first
            return ["what to change: \(name) still turns its frame into constraints (\(count(own.count, "NSAutoresizingMaskLayoutConstraint")) here"
                    + "\(mask.map { ", \($0)" } ?? "")): its translatesAutoresizingMaskIntoConstraints is still true. Set"
                    + " \(name).translatesAutoresizingMaskIntoConstraints = false before activating its constraints"
                    + " (SnapKit does it for the view snp.makeConstraints is called on, never for its superview).",
                    "  checked: without \(own.count == 1 ? "it" : "them") every required constraint holds."]
        }
        return nil
    }

    /// Two of the app's constraints on the same pair of anchors: SnapKit's
    /// `makeConstraints` run twice, or an anchor constraint made again
    /// instead of changing the old one's constant.
    private func pinnedTwice() -> [String]? {
        let mine = indices { !$0.isSystem }
        for (n, a) in mine.enumerated() {
            for b in mine[(n + 1)...] {
                let x = constraints[a], y = constraints[b]
                guard x.first == y.first, x.second == y.second, x.relation == .equal, y.relation == .equal,
                      x.constant != y.constant || x.multiplier != y.multiplier, holds(without: [a]) else { continue }
                let snapKit = { if case .snapKit = x.maker { return true } else { return false } }()
                return ["what to change: \(say(a)) and \(say(b)) pin the same anchors twice, at different constants. "
                        + (snapKit ? "makeConstraints adds constraints each time it runs: use remakeConstraints, or updateConstraints to change the offset."
                                   : "Keep the first constraint and change its constant rather than making another."),
                        "  checked: without \(say(a, short: true)) every required constraint holds."]
            }
        }
        return nil
    }

    /// A size UIKit gives a view from outside: a cell's row height or
    /// width, or a temporary size while it measures (often 0).
    private func systemSize() -> [String]? {
        guard let imposed = indices(\.isImposedSize).first else { return nil }
        let c = constraints[imposed]
        let view = name(c.first.item)
        let horizontal = c.first.attribute.axis == .horizontal
        let edge = horizontal ? "trailing" : "bottom"
        let options = candidates(axisHorizontal: horizontal, touching: c.first.item)
        guard let candidate = options.candidates.first(where: holds(lowered:)) else { return nil }
        let isCell = c.first.item.bareClass.contains("Cell")
        let which = options.pins.contains(candidate) ? "usually the pin to its \(edge)" : "here"
        let size = horizontal ? "width" : "height"
        var lines = ["what to change: \(say(imposed)) is UIKit's: "
                     + (isCell ? "a table or collection view gives a cell's content view the \(horizontal ? "width" : "row height") it has while it measures"
                               : "UIKit gives \(view) this \(size) from outside\(c.constant == 0 ? " (0: measured before it had a real \(size))" : "")")
                     + ", and your required constraints between its edges add up to another \(size). Lower one of yours to 999 so that"
                     + " it gives way while that \(size) holds, \(which): \(say(candidate)), with c.priority = UILayoutPriority(999),"
                     + " or .priority(999) in SnapKit.",
                     "  checked: with \(say(candidate, short: true)) at 999 every required constraint holds."]
        if isCell && !horizontal {
            lines.append("  With tableView.rowHeight = UITableView.automaticDimension the row then takes your content's height.")
        }
        return lines
    }

    /// A view hidden in a stack view, squeezed to 0 by `UISV-hiding`.
    private func hidden() -> [String]? {
        guard let hiding = indices({ $0.identifier == "UISV-hiding" }).first else { return nil }
        let c = constraints[hiding]
        guard let candidate = candidates(axisHorizontal: c.first.attribute.axis == .horizontal, touching: c.first.item).candidates.first(where: holds(lowered:)) else { return nil }
        return ["what to change: \(name(c.first.item)) is hidden in a stack view, which squeezes it to 0 with a required"
                + " 'UISV-hiding' constraint (\(say(hiding, short: true))), and \(say(candidate)) cannot hold at 0."
                + " Lower it to 999, or deactivate it while the view is hidden.",
                "  checked: with \(say(candidate, short: true)) at 999 every required constraint holds."]
    }

    /// Any other conflict: the one of the app's constraints that, lowered
    /// to 999, lets the rest hold; a fixed size first, then UIKit's choice.
    private func general() -> [String] {
        let mine = indices { !$0.isSystem }
        // A fixed size of a view that holds none of the others first: a
        // container's size (the screen's width) is rarely the mistake.
        let sizes = mine.filter { constraints[$0].second == nil && constraints[$0].first.attribute.isSize }
        let containers = Set(rebuild.parent.values)
        var order = sizes.filter { !containers.contains(constraints[$0].first.item) }
        if let broken = conflict.broken, mine.contains(broken) { order.append(broken) }
        order += mine.reversed().filter { !sizes.contains($0) } + sizes
        guard let candidate = unique(order).first(where: holds(lowered:)) else {
            return ["what to change: no single constraint of yours, lowered to 999, resolves it; the conflict is among"
                    + " UIKit's own constraints or needs two changes (:explain-log --load, then :priority and :broken)."]
        }
        return ["what to change: of yours, \(say(candidate)) gives way best. Lower it to 999"
                + " (c.priority = UILayoutPriority(999), or .priority(999) in SnapKit), or correct its constant.",
                "  checked: with it at 999 every required constraint holds."]
    }

    // MARK: Checking a change

    /// The app's constraints on one axis that a fix may lower: those that
    /// pin `view` (or a guide of its) first, fixed sizes next, then the rest, newest first.
    private func candidates(axisHorizontal: Bool, touching view: LogItem) -> (candidates: [Int], pins: Set<Int>) {
        let mine = indices { !$0.isSystem && ($0.first.attribute.axis == .horizontal) == axisHorizontal }
        let touches = { (item: LogItem?) in item == view || (item.map { $0.isGuide && rebuild.parent[$0] == view } ?? false) }
        let pins = mine.filter { touches(constraints[$0].first.item) || touches(constraints[$0].second?.item) }
        let sizes = mine.filter { constraints[$0].second == nil }
        return (unique(pins.reversed() + sizes + mine.reversed()), Set(pins))
    }

    private func holds(lowered index: Int) -> Bool {
        var changed = conflict
        changed.constraints[index].priority = 999
        return RebuiltConflict.alone(changed, file: file, device: device)?.holds ?? false
    }

    private func holds(without left: Set<Int>) -> Bool {
        var changed = conflict
        changed.constraints = constraints.indices.filter { !left.contains($0) }.map { constraints[$0] }
        changed.broken = nil
        return RebuiltConflict.alone(changed, file: file, device: device)?.holds ?? false
    }

    // MARK: Words

    private var constraints: [LogConstraint] { conflict.constraints }

    private func indices(_ accept: (LogConstraint) -> Bool) -> [Int] { constraints.indices.filter { accept(constraints[$0]) } }

    private func name(_ item: LogItem) -> String { rebuild.names.first { $0.item == item }?.name ?? item.logText }

    /// `#3 contentView.height == 44 (line 10)`, or with `short` only `#3`.
    private func say(_ index: Int, short: Bool = false) -> String {
        short ? ids[index]?.description ?? "line \(constraints[index].line)" : describe(index)
    }

    /// A view UIKit made for itself (`_UIToolbarContentView`), whose mask the app does not set.
    private func isUIKitPrivate(_ item: LogItem) -> Bool { item.bareClass.hasPrefix("_") }

    private func count(_ n: Int, _ noun: String) -> String { n == 1 ? "an \(noun)" : "\(n) \(noun)s" }

    private func unique<T: Hashable>(_ xs: [T]) -> [T] {
        var seen = Set<T>()
        return xs.filter { seen.insert($0).inserted }
    }
}
