import Cassowary
import LayoutModel

/// What to do about a broken constraint, in the user's own terms.
enum Fixes {
    /// The fixes for `c`, off by `error`, which the constraints `others` forbid.
    static func forBroken(_ c: LayoutConstraint, error: Double, isRequired: Bool, against others: [LayoutConstraint],
                          layout: Layout, actual: Double? = nil) -> [String] {
        var fixes: [String] = []
        if let screen = screenSize(c, actual: actual, against: others, layout: layout) { return [screen] }
        if isRequired, let sized = sizedStack(in: [c] + others, layout: layout) { fixes.append(sized) }
        let words = ConstraintWords(layout)
        // The classic: a view made in code whose frame became constraints.
        var masked: [ViewID] = []
        for case .autoresizing(let v) in (others + [c]).map(\.origin) where !masked.contains(v) { masked.append(v) }
        for v in masked {
            let mask = layout[v].autoresizingMask
            fixes.append("\(layout[v].name).translatesAutoresizingMaskIntoConstraints = false: its frame was turned into constraints "
                         + "(\(mask.tag(.horizontal)) \(mask.tag(.vertical))), as UIKit does for views made in code")
        }
        // A hidden arranged subview collapses to zero along the stack's axis.
        let all = [c] + others
        let users = all.filter { if case .user = $0.origin { return true } else { return false } }
        if let twice = pinnedTwice(users) { fixes.append(twice) }
        if let hiding = all.first(where: { $0.identifier == "UISV-hiding" }), let own = users.first(where: { $0.priority.isRequired }) {
            fixes.append("lower \(own.id) (\(layout.describe(own))) to 999 — .priority(999) — so it gives way while \(layout.itemName(hiding.first.item)) is hidden: a hidden arranged subview is collapsed to 0 by the required \(hiding.id) 'UISV-hiding'")
        }
        let fixedRow = fixedRowHeight(in: all, layout: layout)
        if let overflow = overflow(c, error: error, against: others, layout: layout) {
            fixes.append(overflow)
        } else if let fixedRow, isRequired || c.priority.value < 1000 {
            fixes.append(fixedRow + "; or make the content fit in it")
            if let own = users.last(where: { $0.priority.isRequired && $0.first.attribute.axis == .vertical }) {
                fixes.append("or let the content give way to the row: \(own.id) (\(layout.describe(own))) at .priority(999)")
            }
        } else if let stretched = stretchedByStack(c, all: all, layout: layout) {
            fixes.append(stretched)
        } else if isRequired && fixes.isEmpty {
            // A view's own fixed size is seldom what should give: lowered, the view
            // stretches to close the gap (a 160 pt logo 574 tall). Where a position
            // can give instead, the sizes are named apart.
            let isSize = { (c: LayoutConstraint) in c.second == nil && (c.first.attribute == .width || c.first.attribute == .height) }
            // (The broken one itself may give: then it is its own size that yields.)
            let positions = users.filter { !isSize($0) || $0.id == c.id }, sizes = users.filter { isSize($0) && $0.id != c.id }
            if !positions.isEmpty && !sizes.isEmpty {
                let kept = ConstraintWords.list(sizes.map { "\($0.id) \(layout.describe($0))" })
                fixes.append("lower one of \(ConstraintWords.list(positions.map(\.id.description))) below 1000 (:priority #N 999), or remove one "
                             + "(:remove #N); lowering \(kept) instead would let \(sizes.count == 1 ? "that view" : "those views") stretch to close the gap")
            } else {
                let candidates = ConstraintWords.list(users.map(\.id.description))
                fixes.append("lower one of \(candidates.nonEmpty ?? ConstraintWords.list(all.map(\.id.description))) below 1000 (:priority #N 999), or remove one (:remove #N)")
            }
        } else if c.priority.value < 1000 {
            let users = others.filter { if case .user = $0.origin { return true } else { return false } }
            let stronger = others.map(\.priority).filter { !$0.isRequired }.max()
            let above = stronger.map { Int($0.value) + 1 } ?? 1000
            if users.isEmpty && others.allSatisfy({ $0.priority.isRequired }) {
                fixes.append("\(c.id) cannot win against required constraints: change or deactivate one of them (\(ConstraintWords.list(others.map(\.id.description))))")
            } else if above < 1000 {
                fixes.append("raise \(c.id) above \(above - 1) (:priority \(c.id) \(above)) to win over \(others.filter { !$0.priority.isRequired }.map { words.short($0) }.first ?? "them")")
            } else {
                fixes.append("deactivate or change one of \(ConstraintWords.list(users.map(\.id.description)).nonEmpty ?? ConstraintWords.list(others.map(\.id.description)))")
            }
        }
        return fixes
    }
}

extension Fixes {
    /// A fixed width (or height) that conflicts with the screen's through
    /// the view's edges: `width == 343` between insets of 16 fits only a
    /// screen 375 wide. `actual` is the size laid out here.
    static func screenSize(_ c: LayoutConstraint, actual: Double?, against others: [LayoutConstraint], layout: Layout) -> String? {
        guard let actual, c.second == nil, c.relation == .equal, c.origin == .user, c.priority.isRequired,
              c.first.attribute == .width || c.first.attribute == .height else { return nil }
        let wide = c.first.attribute == .width
        guard others.contains(where: { $0.identifier == (wide ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height") })
        else { return nil }
        // Edges one for one with the screen's: a centre or a multiplier would
        // change by a fraction of it, and the screen that fits is another sum.
        let centres: Set<Attribute> = [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins]
        guard others.allSatisfy({ $0.multiplier == 1 && !centres.contains($0.first.attribute) && !centres.contains($0.second?.attribute ?? .width) })
        else { return nil }
        // Only the code's own edges and the screen's: a stack view's, a table's
        // or a mask's constraints in between have fixes of their own.
        guard others.allSatisfy({ $0.origin == .user || $0.origin == .system }) else { return nil }
        let viewport = layout.device.viewportSize
        let screen = wide ? viewport.width : viewport.height
        let fits = screen - (actual - c.constant)
        let name = layout.itemName(c.first.item), attribute = wide ? "width" : "height", size = formatNumber(c.constant)
        let what = "\(c.id) (\(layout.describe(c))) fits only a screen \(formatNumber(fits)) pt \(wide ? "wide" : "tall") "
            + "(this one is \(formatNumber(screen)))"
        if actual > c.constant {
            let (lead, trail) = wide ? ("leading", "trailing") : ("top", "bottom")
            return what + ": to keep \(name) \(size) \(wide ? "wide" : "tall") here, centre it and make its \(lead) and \(trail) "
                + "constraints inequalities (\(lead) >= …, \(trail) <= …); or drop \(c.id) and let them size it"
        }
        return what + ": make it a maximum, \(name).\(attribute)Anchor.constraint(lessThanOrEqualToConstant: \(size)), so that the "
            + "edges win on smaller screens; or give it .priority(999)"
    }

    /// A fixed size the user gave a stack view along its axis, in a conflict
    /// with what it arranges: a stack view is as long as its arranged views
    /// and spacing, so the size is the constraint to drop.
    static func sizedStack(in constraints: [LayoutConstraint], layout: Layout) -> String? {
        guard constraints.contains(where: { ($0.identifier ?? "").hasPrefix("UISV-") }) else { return nil }
        for c in constraints where c.origin == .user && c.second == nil && c.relation == .equal {
            guard case .view(let stack) = c.first.item, layout[stack].kind == .stackView,
                  (c.first.attribute == .height && layout[stack].stack.axis == .vertical)
                    || (c.first.attribute == .width && layout[stack].stack.axis == .horizontal) else { continue }
            let length = c.first.attribute == .height ? "tall" : "wide"
            return "drop \(c.id) (\(layout.describe(c))): a stack view is as \(length) as its arranged views and their spacing, "
                + "whose sizes do not add up to \(formatNumber(c.constant)); or let one arranged view give way (.priority(999) on its size)"
        }
        return nil
    }

    /// Two of the user's constraints on the same pair of anchors at different
    /// constants: code that made its constraints again instead of changing
    /// them, most often SnapKit's `makeConstraints` run a second time (in
    /// `viewDidLayoutSubviews` or `updateConstraints`, which run on every
    /// layout), each run adding its constraints to the last run's.
    static func pinnedTwice(_ users: [LayoutConstraint]) -> String? {
        for (n, a) in users.enumerated() {
            for b in users[(n + 1)...] where a.first == b.first && a.second == b.second && a.relation == .equal && b.relation == .equal
                && (a.constant != b.constant || a.multiplier != b.multiplier) {
                let sameLine = a.source != nil && a.source == b.source
                let snapKit = a.isWrittenWithSnapKit || b.isWrittenWithSnapKit
                let (first, second) = a.id < b.id ? (a, b) : (b, a)
                var text = "\(first.id) and \(second.id) pin the same anchors twice, at different constants"
                if sameLine, let line = a.source?.line { text += ", both made by line \(line): the code ran twice" }
                text += snapKit
                    ? ": makeConstraints adds constraints each time it runs (as from viewDidLayoutSubviews or updateConstraints, which run "
                        + "at every layout); use remakeConstraints, or updateConstraints to change the offset"
                    : ": keep the first and change its constant rather than making another"
                return text
            }
        }
        return nil
    }

    /// Content that does not fit: `c`, a compression resistance, is broken
    /// against others of the same priority on the same axis. Raising one
    /// only squeezes another; the content needs room (or a scroll view).
    /// `error` is how far `c` is off: how much room is missing.
    static func overflow(_ c: LayoutConstraint, error: Double, against others: [LayoutConstraint], layout: Layout) -> String? {
        guard case .intrinsic(let v) = c.origin, c.identifier != "content-hugging" else { return nil }
        let axis = c.first.attribute.physical
        let squeezed = others.filter {
            if case .intrinsic = $0.origin { return $0.identifier != "content-hugging" && $0.first.attribute.physical == axis && $0.priority == c.priority }
            return false
        }
        guard !squeezed.isEmpty else { return nil }
        let vertical = axis == .height
        // The stack that overflows is the outermost one the proof goes
        // through: a row of a form is a stack inside the form's stack.
        let stacks = others.compactMap { c -> ViewID? in if case .stackView(let s) = c.origin { s } else { nil } }
        let container = stacks.min { layout.ancestors(of: $0).count < layout.ancestors(of: $1).count } ?? layout[v].superview
        let name = container.map { layout[$0].name } ?? "their superview"
        let scrolls = container.map { layout.ancestors(of: $0).contains { layout[$0].kind == .scrollView } } ?? false
        // A table row's fixed height is where the room is missing, before any scroll view.
        let room = (vertical ? fixedRowHeight(in: others, layout: layout) : nil) ?? (scrolls
            ? scrollTie(name, vertical: vertical, others: others, layout: layout)
            : "Let \(name) scroll: put it in a UIScrollView, its edges pinned to the scroll view's contentLayoutGuide and its \(vertical ? "width" : "height") to the frameLayoutGuide")
        return "the content does not fit: the intrinsic \(vertical ? "heights" : "widths") of \(squeezed.count + 1) views (@\(c.priority)) need \(formatNumber(error)) pt more than there is. "
            + "Raising one priority only squeezes another. \(room); or make room (fewer or smaller views, less spacing); "
            + "or, to choose which view gives, lower that one's compression resistance (setContentCompressionResistancePriority(.defaultLow, for: .\(vertical ? "vertical" : "horizontal")))"
    }
}

extension Fixes {
    /// A size of yours on an arranged subview across a stack view that
    /// fills that way (`alignment = .fill`, the default): the stack's two
    /// 'UISV-canvas-connection's stretch the view to the stack, so a fixed
    /// width in a vertical stack cannot hold. UIKit logs it as a conflict
    /// with the stack's constraints, which say nothing of the alignment.
    static func stretchedByStack(_ c: LayoutConstraint, all: [LayoutConstraint], layout: Layout) -> String? {
        guard case .user = c.origin, c.first.attribute.isSize, case .view(let v) = c.first.item else { return nil }
        let across = c.first.attribute == .width ? Axis.horizontal : Axis.vertical
        let connections = all.filter { $0.identifier == "UISV-canvas-connection" && $0.first.attribute.axis == across }
        guard let stack = connections.lazy.compactMap({ k -> ViewID? in if case .stackView(let s) = k.origin { s } else { nil } }).first,
              layout[stack].stack.axis != across, layout[stack].stack.alignment == .fill,
              layout[stack].stack.arrangedSubviews.contains(v) else { return nil }
        let ids = connections.filter { $0.origin == .stackView(stack) }.map(\.id.description).joined(separator: ", ")
        let size = across == .horizontal ? "width" : "height"
        let aligned = across == .horizontal ? ".leading, .center or .trailing" : ".top, .center or .bottom"
        let name = layout[v].name, stackName = layout[stack].name
        return "\(stackName) is a \(across == .horizontal ? "vertical" : "horizontal") stack view with alignment .fill, which stretches "
            + "\(name) to its own \(size) (\(ids) 'UISV-canvas-connection'): to keep \(c.id), set \(stackName).alignment to \(aligned), "
            + "or put \(name) in a container view; or lower \(c.id) to 999 (.priority(999)) and let \(name) fill the stack"
    }

    /// Content in a scroll view that does not scroll on `vertical`'s axis:
    /// what ties it to the scroll view's frame, the constraint of yours that
    /// names the frame guide on that axis when the proof has one.
    static func scrollTie(_ name: String, vertical: Bool, others: [LayoutConstraint], layout: Layout) -> String {
        let size = vertical ? "height" : "width"
        let tie = others.first { c in
            guard case .user = c.origin else { return false }
            return [c.first.item, c.second?.item].contains { if case .frameGuide? = $0 { true } else { false } }
                && c.first.attribute.axis == (vertical ? .vertical : .horizontal)
        }
        let edges = vertical ? "top and bottom" : "leading and trailing"
        guard let tie else {
            return "\(name) is in a scroll view, but its \(size) is tied to the screen's: pin its \(edges) "
                + "to the scroll view's contentLayoutGuide, not its frameLayoutGuide"
        }
        let named = "\(tie.id) \(layout.describe(tie))" + (tie.source.map { " (\($0))" } ?? "")
        return tie.first.attribute.isSize
            ? "\(name) is in a scroll view, but \(named) ties the content's \(size) to the scroll view's frame: remove it, and the content's \(size) comes from what it holds"
            : "\(name) is in a scroll view, but \(named) ties the content to the scroll view's frame: pin its \(edges) to the contentLayoutGuide instead"
    }

    /// The fix when a table row's fixed height is among `constraints`: a
    /// `rowHeight` the content does not fit in ('UIView-Encapsulated-Layout-Height').
    static func fixedRowHeight(in constraints: [LayoutConstraint], layout: Layout) -> String? {
        guard let row = constraints.first(where: { c in
            if case .tableView = c.origin { return c.identifier == "UIView-Encapsulated-Layout-Height" && c.priority.isRequired }
            return false
        }), case .tableView(let table) = row.origin else { return nil }
        let cell = layout.itemName(row.first.item)
        let height = layout[table].table?.rowHeight.map(formatNumber) ?? formatNumber(TableConfiguration.standardRowHeight)
        return "\(cell) is a row \(height) pt tall (\(row.id) 'UIView-Encapsulated-Layout-Height' makes its content view \(formatNumber(row.constant))): "
            + "let rows fit their content, \(layout[table].name).rowHeight = UITableView.automaticDimension"
    }
}

extension String {
    /// nil for an empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
