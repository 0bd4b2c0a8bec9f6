import Cassowary
import Diagnostics
import LayoutModel

/// `:layout` and `:constraints`.
extension Session {
    /// The views to report: the hierarchy below `name` (the root when nil), depth first.
    func views(below name: String?) -> (ViewID, [(ViewID, Int)])? {
        let layout = engine.layout
        guard let top = name.map({ layout.view(named: $0) }) ?? layout.root else { return nil }
        var result: [(ViewID, Int)] = []
        var stack = [(top, 0)]
        while let (v, depth) = stack.popLast() {
            result.append((v, depth))
            stack.append(contentsOf: layout[v].subviews.reversed().map { ($0, depth + 1) })
        }
        return (top, result)
    }

    func layoutReport(_ input: CommandInput) throws(CommandFailure) -> Output {
        let words = input.plain, json = input.has("--json")
        var output = Output()
        guard let (_, list) = views(below: words.first?.text) else {
            throw words.first.map(noView) ?? CommandFailure("the layout has no root view", nil)
        }
        let layout = engine.layout
        if json {
            let device = layout.device
            let viewport: JSON = .object([
                ("width", .number(device.viewportSize.width)), ("height", .number(device.viewportSize.height)),
                ("orientation", .string(device.orientation.rawValue)),
                ("safeArea", .object([("top", .number(device.safeArea.top)), ("left", .number(device.safeArea.left)),
                                      ("bottom", .number(device.safeArea.bottom)), ("right", .number(device.safeArea.right))])),
            ])
            let items: [JSON] = list.compactMap { v, _ in
                guard let f = engine.frame(of: v) else { return nil }
                var fields: [(String, JSON)] = [
                    ("name", .string(layout[v].name)), ("type", .string(layout[v].typeName)),
                    ("superview", layout[v].superview.map { .string(layout[$0].name) } ?? .null),
                    ("frame", .object([("x", .number(f.minX)), ("y", .number(f.minY)), ("width", .number(f.width)), ("height", .number(f.height))])),
                ]
                if let declared = layout[v].declaredClass { fields.insert(("class", .string(declared)), at: 2) }
                if layout[v].isHidden { fields.append(("hidden", .bool(true))) }
                if layout[v].kind == .scrollView, let size = engine.contentSize(of: v), let scrolls = engine.isScrollable(v) {
                    let o = engine.boundsOffset(of: v), i = engine.adjustedContentInset(of: v)
                    fields += [("contentSize", .object([("width", .number(size.width)), ("height", .number(size.height))])),
                               ("contentOffset", .object([("x", .number(o.x)), ("y", .number(o.y))])),
                               ("adjustedContentInset", .object([("top", .number(i.top)), ("left", .number(i.left)),
                                                                 ("bottom", .number(i.bottom)), ("right", .number(i.right))])),
                               ("scrollable", .object([("horizontal", .bool(scrolls.horizontal)), ("vertical", .bool(scrolls.vertical))]))]
                }
                return .object(fields)
            }
            output.show(JSON.object([("viewport", viewport), ("views", .array(items))]).text)
            return output
        }
        for ((v, depth), frame) in zip(list, engine.frames(ofSubtree: list.map(\.0))) {
            let view = layout[v]
            let indent = TreeIndent.prefix(depth: depth)
            guard let f = frame else { output.show("\(indent)\(view.name)  (not laid out)"); continue }
            var line = "\(indent)\(view.name)  \(view.classDescription)  \(format(f))"
            if view.isHidden { line += "  hidden" }
            if view.kind == .scrollView, let size = engine.contentSize(of: v), let s = engine.isScrollable(v) {
                let o = engine.boundsOffset(of: v), inset = engine.adjustedContentInset(of: v)
                let axes = s.horizontal && s.vertical ? "scrolls both ways" : s.horizontal ? "scrolls horizontally" : s.vertical ? "scrolls vertically" : "does not scroll"
                line += "  contentSize \(format(size)) offset (\(formatNumber(o.x)), \(formatNumber(o.y)))"
                if inset != .zero { line += " insets \(format(inset))" }
                line += " \(axes)"
            }
            output.show(line)
        }
        for line in collapsedRowWarnings(among: Set(list.map(\.0))) { output.say(line) }
        return output
    }

    func constraintsReport(_ input: CommandInput) throws(CommandFailure) -> Output {
        let words = input.plain, all = input.has("--all"), json = input.has("--json")
        var output = Output()
        let layout = engine.layout
        var filter: ViewID?
        if let name = words.first {
            guard let v = layout.view(named: name.text) else { throw noView(name) }
            filter = v
        }
        func involves(_ c: LayoutConstraint) -> Bool {
            guard let filter else { return true }
            return c.items.contains { layout.hostView(of: $0) == filter }
        }
        let user = layout.constraints.filter { !$0.isRetired && involves($0) }
        let generated = engine.generatedConstraints.filter(involves)
        if json {
            let broken = engine.brokenIDs
            let items = (user + generated).map { c -> JSON in
                .object([("id", .string(c.id.description)), ("description", .string(layout.describe(c))),
                         ("priority", .number(Double(c.priority.value))), ("identifier", c.identifier.map(JSON.string) ?? .null),
                         ("active", .bool(c.isActive || c.id.isGenerated)),
                         ("broken", .bool(broken.contains(c.id)))]
                        + originFields(c.origin)
                        + [("source", c.source.map { .string($0.description) } ?? .null)])
            }
            output.show(JSON.object([("constraints", .array(items))]).text)
            return output
        }
        let broken = engine.brokenIDs
        for c in user {
            var state = c.isActive ? (engine.isInstalled(c.id) ? "" : "  (not laid out)") : "  inactive"
            if broken.contains(c.id) { state += "  BROKEN" }
            let source = c.source.map { "  \($0)" } ?? ""
            let label = c.identifier.map { "  '\($0)'" } ?? ""
            output.show("\(c.id.description.rightPadded(5)) \(layout.describe(c))\(label)\(state)\(source)")
        }
        if all {
            for c in generated {
                let label = c.identifier.map { "  '\($0)'" } ?? ""
                output.show("\(c.id.description.rightPadded(5)) \(layout.describe(c))  [\(originName(c.origin))]\(label)\(broken.contains(c.id) ? "  BROKEN" : "")")
            }
        } else if !generated.isEmpty {
            var counts: [String: Int] = [:]
            var order: [String] = []
            for c in generated {
                let o = originName(c.origin)
                if counts[o] == nil { order.append(o) }
                counts[o, default: 0] += 1
            }
            output.say("+ " + order.map { "\(counts[$0] ?? 0) \($0)" }.joined(separator: ", ") + " (generated; :constraints --all lists them)")
        }
        return output
    }

    /// `"origin"` (user, stackView, boxView, tableView, autoresizing, intrinsic, system)
    /// and `"originView"` (the view that generates it, or null), for JSON:
    /// the same keys in every report.
    func originFields(_ origin: ConstraintOrigin) -> [(String, JSON)] {
        let view: ViewID?
        switch origin {
        case .stackView(let v), .boxView(let v), .tableView(let v), .autoresizing(let v), .intrinsic(let v): view = v
        case .user, .system: view = nil
        }
        return [("origin", .string(ConstraintWords.originKey(origin))),
                ("originView", view.map { .string(engine.layout[$0].name) } ?? .null)]
    }

    func originName(_ origin: ConstraintOrigin) -> String {
        let layout = engine.layout
        switch origin {
        case .user: return "user"
        case .stackView(let v): return "stack view \(layout[v].name)"
        case .boxView(let v): return "BoxView \(layout[v].name)"
        case .tableView(let v): return "table view \(layout[v].name)"
        case .autoresizing(let v): return "autoresizing \(layout[v].name)"
        case .intrinsic(let v): return "intrinsic size \(layout[v].name)"
        case .system: return "system"
        }
    }
}
