import Language
import Cassowary
import LayoutModel

/// The style of Swift `:export` writes.
enum CodeStyle: String, CaseIterable, Sendable {
    /// SnapKit 5: `box.snp.makeConstraints { make in … }`.
    case snapkit
    /// NSLayoutAnchor: `NSLayoutConstraint.activate([…])`.
    case anchors
}

/// A session's layout as a script that makes it again: the device and
/// image sizes as the shell's own `:device` and `:image` lines, then Swift
/// — every view in the hierarchy in creation order with what the layout
/// holds of it, the tree, the active user constraints in the order they
/// were made (runs on one item grouped), and autoresizing masks last,
/// once the superviews they measure from are laid out. Loading it in a
/// fresh session gives the same frames, broken and ambiguous constraints.
struct CodeExport {
    let layout: Layout
    let style: CodeStyle
    /// The views written, in creation order (the root is `view`, not made).
    let views: [ViewID]
    /// The user's constraints written, in the order the code makes them:
    /// the k-th is `#k` once loaded.
    let constraints: [LayoutConstraint]
    /// The names the code gives views, guides and constraint locals.
    let names: ExportNames
    /// What the code cannot say that is known before writing it.
    private let leftOut: [String]
    private let guides: [GuideID]

    /// What layout gave that code must set (see `LaidOut`).
    private let laidOut: LaidOut

    init(_ engine: LayoutEngine, style: CodeStyle) {
        let layout = engine.layout
        self.layout = layout
        self.style = style
        let inTree = layout.subtrees(of: [layout.root])
        views = layout.views.map(\.id).filter { $0 != layout.root && inTree.contains($0) }
        guides = layout.guideOwners.indices.map(GuideID.init).filter { g in layout.guideOwners[g.index].map(inTree.contains) ?? false }
        names = ExportNames(layout, views: views, guides: guides)
        var laidOut = LaidOut()
        for v in views where !layout[v].autoresizingMask.isEmpty || layout[v].isTableRow { laidOut.frames[v] = Self.exactFrame(of: v, engine) }
        self.laidOut = laidOut
        var written: [LayoutConstraint] = []
        var notes: [String] = []
        var unsaid = 0
        for c in layout.constraints where c.origin == .user && c.isActive && !c.isRetired && layout.isLaidOut(c) {
            if c.items.contains(where: { if case .stackGuide = $0 { true } else { false } }) { unsaid += 1; continue }
            written.append(c)
        }
        constraints = written
        if unsaid > 0 { notes.append("\(unsaid) constraint\(unsaid == 1 ? "" : "s") on a stack view's own guides, which code cannot name") }
        let detached = layout.views.count - 1 - views.count
        if detached > 0 { notes.append("\(detached) view\(detached == 1 ? "" : "s") outside the hierarchy (not laid out) left out") }
        // The controller exported stands alone: presented so, it has no bars above or below it.
        if let bars = layout.device.barsDescription { notes.append("the screen's containers, and so its safe area under \(bars)") }
        leftOut = notes
    }

    /// The script, and what it cannot say (also comments at its top).
    struct Document {
        let text: String
        let notes: [String]
    }

    /// The script. `forSwiftFile`: the shell's lines become comments, so
    /// that the file still parses as Swift.
    func document(forSwiftFile: Bool = false) -> Document {
        var (body, notes) = swift()
        notes = leftOut + notes
        let shell = directives()
        var head = ["// Made by layoutsh's :export \(style.rawValue): \(views.count) view\(views.count == 1 ? "" : "s"), "
                    + "\(constraints.count) constraint\(constraints.count == 1 ? "" : "s"). `view` is the view controller's view."]
        if !shell.isEmpty {
            head.append(forSwiftFile ? "// Run these in layoutsh before loading this file:" : "// The : lines are layoutsh's; leave them out in Xcode.")
        }
        head += notes.map { "// not exported: \($0)" }
        // A script turns the device after the constraints, as a session
        // usually does, and before the masks, which measure the superviews
        // as they end; a Swift file says to turn it first.
        let rotate = forSwiftFile ? [] : shell.filter { $0.hasPrefix(":rotate") }
        let setup = shell.filter { forSwiftFile || !$0.hasPrefix(":rotate") }.map { forSwiftFile ? "// " + $0 : $0 }
        let arranged = HierarchyCode(layout: layout, names: names).arrangedOrBoxed(views)
        for part in [rotate, lateLines(arranged)] where !part.isEmpty { body += part + [""] }
        while body.last == "" { body.removeLast() }
        return Document(text: (head + setup + [""] + body).joined(separator: "\n") + "\n", notes: notes)
    }

    /// The Swift before the masks: views, guides, the tree, the constraints;
    /// and what it could not say.
    private func swift() -> (lines: [String], notes: [String]) {
        var body: [String] = []
        var notes: [String] = []
        var names = self.names  // constraint locals are claimed as they are written
        let hierarchy = HierarchyCode(layout: layout, names: names)
        let arranged = hierarchy.arrangedOrBoxed(views)
        let groups = constraintGroups()
        // Items whose SnapKit block turns their autoresizing off, as the original's did.
        var snapped = Set<ViewID>()
        if style == .snapkit {
            for group in groups { if case .view(let v) = group.item, !usesAnchors(group.item) { snapped.insert(v) } }
        }
        let code = ViewCode(layout: layout, names: names, laidOut: laidOut)
        if layout.device.additionalSafeArea != .zero {
            body += ["additionalSafeAreaInsets = \(SwiftLiteral.insets(layout.device.additionalSafeArea))", ""]
        }
        for v in [layout.root] + views {
            let lines = code.lines(v, impliedOff: arranged.contains(v) || snapped.contains(v), notes: &notes)
            if !lines.isEmpty { body += lines + [""] }
        }
        for g in guides { body.append("let \(names.item(.guide(g), layout) ?? "guide") = UILayoutGuide()") }
        if !guides.isEmpty { body.append("") }
        let tree = hierarchy.lines(views: views, guides: guides, notes: &notes)
        if !tree.isEmpty { body += tree + [""] }
        var number = 1
        for group in groups {
            body.append("// \(names.item(group.item, layout) ?? "?")")
            if style == .snapkit && !usesAnchors(group.item) {
                body += SnapKitCode(layout: layout).lines(group.constraints, on: group.item, names: names)
            } else {
                if style == .snapkit { body.append("// anchors: SnapKit would turn its translatesAutoresizingMaskIntoConstraints off") }
                body += AnchorCode(layout: layout).lines(group.constraints, firstNumber: number, names: &names)
            }
            body.append("")
            number += group.constraints.count
        }
        return (body, notes)
    }

    /// `v`'s frame in its superview's bounds (a scroll view's content) as
    /// the solver has it, not rounded to pixels as frames are shown: set
    /// again, it must give the same values to what is tied to it.
    private static func exactFrame(of v: ViewID, _ engine: LayoutEngine) -> Rect? {
        guard let parent = engine.layout[v].superview else { return nil }
        let origin: LayoutItem = engine.layout[parent].kind == .scrollView ? .contentGuide(parent) : .view(parent)
        let value = { (item: LayoutItem, attribute: Attribute) -> Double in
            guard let expression = engine.solverExpression(of: Anchor(item, attribute)) else { return 0 }
            return engine.exploring { solver in expression.evaluate { solver.value(of: $0) } }
        }
        return Rect(x: value(.view(v), .left) - value(origin, .left), y: value(.view(v), .top) - value(origin, .top),
                    width: value(.view(v), .width), height: value(.view(v), .height))
    }

    /// Whether a group on `item` is written with anchors in SnapKit style:
    /// a view whose frame still makes constraints, which SnapKit would
    /// turn off (the root has no superview, so no such constraints).
    private func usesAnchors(_ item: LayoutItem) -> Bool {
        guard case .view(let v) = item, v != layout.root else { return false }
        return layout[v].translatesAutoresizingMaskIntoConstraints
    }

    /// Runs of consecutive constraints on one first item.
    private func constraintGroups() -> [(item: LayoutItem, constraints: [LayoutConstraint])] {
        var groups: [(item: LayoutItem, constraints: [LayoutConstraint])] = []
        for c in constraints {
            if let last = groups.last, last.item == c.first.item {
                groups[groups.count - 1].constraints.append(c)
            } else {
                groups.append((c.first.item, [c]))
            }
        }
        return groups
    }

    /// Autoresizing masks and the frames they follow from, set once the
    /// superviews are laid out as they end, superviews first; and the
    /// frame-based arranged views code turned back.
    ///
    /// A mask measures the superview's growth from its size when the mask
    /// or frame was set, which may be another than it has now (set before
    /// a rotation). The frame it gives now, set now, is the same: growth
    /// is shared in proportion to the flexible parts, so they keep their
    /// proportions, and the constraints made from either are the same.
    private func lateLines(_ arranged: Set<ViewID>) -> [String] {
        var lines: [String] = []
        for v in views where arranged.contains(v) && layout[v].translatesAutoresizingMaskIntoConstraints {
            lines.append("\(names.name(v, layout)).translatesAutoresizingMaskIntoConstraints = true")
        }
        for v in layout.viewsInHierarchy where !layout[v].autoresizingMask.isEmpty && v != layout.root {
            let view = layout[v]
            let name = names.name(v, layout)
            if let frame = laidOut.frames[v], view.translatesAutoresizingMaskIntoConstraints {
                lines.append("\(name).frame = \(SwiftLiteral.rect(frame))")
            }
            let options = AutoresizingMask.named.filter { view.autoresizingMask.contains($0.1) }.map { "." + $0.0 }
            lines.append("\(name).autoresizingMask = [\(options.joined(separator: ", "))]")
        }
        return lines.isEmpty ? [] : ["// autoresizing: the frames as laid out, then what follows the superview"] + lines
    }

    /// `:device`, `:image` and `:rotate` lines for what differs from a new session.
    private func directives() -> [String] {
        var lines: [String] = []
        let device = layout.device.device
        if device != Device.defaultDevice {
            if Device.preset(named: device.name) == device {
                lines.append(":device \(device.name)")
            } else {
                let s = Size(width: device.portraitSize.width, height: device.portraitSize.height)
                var line = ":device \(SwiftLiteral.number(s.width))x\(SwiftLiteral.number(s.height))"
                let i = device.portraitSafeArea
                if i != .zero { line += " safe \([i.top, i.left, i.bottom, i.right].map(SwiftLiteral.number).joined(separator: ","))" }
                lines.append(line)
            }
        }
        // Sizes the views' images have, by name, sorted: a dictionary's order never reaches output.
        var sizes: [String: Size] = [:]
        for v in views {
            for image in [layout[v].image, layout[v].backgroundImage].compactMap({ $0 }) where !image.name.isEmpty {
                if let size = image.size { sizes[image.name] = size }
            }
        }
        for name in sizes.keys.sorted() {
            guard let size = sizes[name] else { continue }
            let word = name.contains(where: { $0 == " " || $0 == "\"" }) ? SwiftLiteral.string(name) : name
            lines.append(":image \(word) \(SwiftLiteral.number(size.width))x\(SwiftLiteral.number(size.height))")
        }
        if layout.device.orientation == .landscape { lines.append(":rotate landscape") }
        return lines
    }
}

/// Values layout gave that the code sets, because code cannot make what
/// gave them: frames of views that follow their superview (a mask) or
/// that a table placed (a row). Looked up by view, never iterated.
struct LaidOut {
    var frames: [ViewID: Rect] = [:]
}
