import Language
import Cassowary
import LayoutModel

/// The view tree as code: `addSubview` in each view's order of subviews,
/// layout guides, stack arrangements with their custom spacing, and
/// BoxView items. Shared by both code styles (`CodeExport`).
struct HierarchyCode {
    let layout: Layout
    let names: ExportNames

    /// The statements that build the tree of `views` (creation order) and add `guides`.
    func lines(views: [ViewID], guides: [GuideID], notes: inout [String]) -> [String] {
        let exported = Set(views)
        var lines: [String] = []
        var arrangedApart: [ViewID] = []
        for parent in [layout.root] + views {
            let view = layout[parent]
            let children = view.subviews.filter(exported.contains)
            let arranged = Set(view.stack.arrangedSubviews)
            // Arranging a view adds it on top, so when the arrangement keeps
            // the order of subviews, `addArrangedSubview` in that order says both.
            let arrangesInOrder = children.filter(arranged.contains) == view.stack.arrangedSubviews
            if !arrangesInOrder { arrangedApart.append(parent) }
            // `items = […]` adds the items on top in their order: when they are the last subviews, it says where they are.
            let boxed = view.box.items.map(\.view)
            let boxesInOrder = !boxed.isEmpty && Array(children.suffix(boxed.count)) == boxed
            for child in children where !(boxesInOrder && boxed.contains(child)) {
                let method = arrangesInOrder && arranged.contains(child) ? "addArrangedSubview" : "addSubview"
                lines.append("\(names.name(parent, layout)).\(method)(\(names.name(child, layout)))")
            }
        }
        for g in guides {
            guard let owner = layout.guideOwners[g.index], let guide = names.item(.guide(g), layout) else { continue }
            lines.append("\(names.name(owner, layout)).addLayoutGuide(\(guide))")
        }
        for v in arrangedApart {
            for item in layout[v].stack.arrangedSubviews { lines.append("\(names.name(v, layout)).addArrangedSubview(\(names.name(item, layout)))") }
        }
        for v in views where layout[v].kind == .stackView {
            let stack = layout[v].stack
            for item in stack.arrangedSubviews {
                guard let spacing = stack.customSpacing[item] else { continue }
                lines.append("\(names.name(v, layout)).setCustomSpacing(\(SwiftLiteral.number(spacing)), after: \(names.name(item, layout)))")
            }
        }
        for v in views where layout[v].kind == .boxView && !layout[v].box.items.isEmpty {
            let items = layout[v].box.items.map { boxItem($0, notes: &notes) }
            lines.append("\(names.name(v, layout)).items = [")
            lines += items.map { "    \($0)," }
            lines.append("]")
        }
        return lines
    }

    /// Views whose `translatesAutoresizingMaskIntoConstraints` the tree
    /// turns off: arranged subviews and BoxView items.
    func arrangedOrBoxed(_ views: [ViewID]) -> Set<ViewID> {
        var found = Set<ViewID>()
        for v in views {
            found.formUnion(layout[v].stack.arrangedSubviews)
            found.formUnion(layout[v].box.items.map(\.view))
        }
        return found
    }

    /// `title.boxed.centerX(offset: 0, padding: nil).left(>=30)`: what
    /// differs from BoxView's default item (`== 0` on the four edges).
    private func boxItem(_ item: BoxItem, notes: inout [String]) -> String {
        let l = item.layout
        let name = names.name(item.view, layout)
        var code = "\(name).boxed"
        func pin(_ p: BoxPin?) -> String {
            guard let p else { return "nil" }
            if !p.priority.isRequired {
                notes.append("\(name)'s BoxView pin \(SwiftLiteral.number(p.constant)) at priority \(p.priority) (only a sum of pins makes one): exported as required")
            }
            let n = SwiftLiteral.number(p.constant)
            let value = p.constant < 0 ? "(\(n))" : n
            switch p.relation {
            case .equal: return n
            case .greaterThanOrEqual: return ">=" + value
            case .lessThanOrEqual: return "<=" + value
            }
        }
        // `centerX(offset:padding:)` also sets the side pins to `>= padding`: what is left to say is what differs from that.
        var base = BoxItemLayout()
        for (isX, centre) in [(true, l.centerX), (false, l.centerY)] {
            guard let centre else { continue }
            let sides = isX ? (l.left, l.right) : (l.top, l.bottom)
            var padding: Double?
            if let side = sides.0, sides.0 == sides.1, side.relation == .greaterThanOrEqual, side.priority.isRequired { padding = side.constant }
            let offset = centre.constant == 0 ? "" : "offset: \(SwiftLiteral.number(centre.constant)), "
            code += ".center\(isX ? "X" : "Y")(\(offset)padding: \(padding.map(SwiftLiteral.number) ?? "nil"))"
            if let padding {
                let pin = BoxPin(padding, .greaterThanOrEqual)
                if isX { (base.left, base.right) = (pin, pin) } else { (base.top, base.bottom) = (pin, pin) }
            }
        }
        for (method, value, standard) in [("left", l.left, base.left), ("right", l.right, base.right),
                                          ("top", l.top, base.top), ("bottom", l.bottom, base.bottom)] where value != standard {
            code += ".\(method)(\(pin(value)))"
        }
        if l.width != nil { code += ".width(\(pin(l.width)))" }
        if l.height != nil { code += ".height(\(pin(l.height)))" }
        for (method, relative) in [("relativeWidth", l.relativeWidth), ("relativeHeight", l.relativeHeight)] {
            guard let relative else { continue }
            if relative.pin != .zero { notes.append("\(name)'s \(method) pin other than == 0: exported as == 0") }
            code += ".\(method)(\(SwiftLiteral.number(relative.multiplier)))"
        }
        if let flex = l.flex { code += ".flex(\(SwiftLiteral.number(flex)))" }
        return code
    }
}
