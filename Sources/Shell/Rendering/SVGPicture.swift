import LayoutModel

/// The layout as an SVG drawing, in points: every view's frame with its
/// name, labels' and buttons' text, a scroll view's visible window and its
/// whole content area, views named by a broken constraint in red with the
/// constraint drawn between its anchors, views with an ambiguous frame
/// hatched in purple (Xcode's view debugger's colours), and on request the
/// safe area and layout margins. What `:export svg` writes.
struct SVGPicture {
    /// Whether to draw the safe area and the margins of each view.
    var guides = false

    /// The SVG document for the subtree of `top` (the whole screen when nil).
    func document(_ engine: LayoutEngine, top: ViewID? = nil) -> String {
        let scene = Scene(engine, top: top)
        var svg = SVGWriter(width: scene.area.width + 2 * Self.pad, height: scene.area.height + 2 * Self.pad)
        draw(scene, engine, dx: Self.pad - scene.area.minX, dy: Self.pad - scene.area.minY, &svg)
        return svg.finished()
    }

    /// Two drawings of the subtree of `top` side by side, `before` on the
    /// left and `after` on the right, each under its caption: what a
    /// change (`:rotate`, `:scroll`, another layout as good) does.
    func pair(before: LayoutEngine, after: LayoutEngine, top: ViewID? = nil, captions: (String, String)) -> String {
        let scenes = [Scene(before, top: top), Scene(after, top: top)]
        let caption = 28.0
        let width = scenes.reduce(Self.pad) { $0 + $1.area.width + 2 * Self.pad }
        // One vertical scale for both, so that what moved is seen to move (a scrolled content area runs higher).
        let top = scenes.map(\.area.minY).min() ?? 0
        let height = (scenes.map(\.area.maxY).max() ?? 0) - top + 2 * Self.pad + caption
        var svg = SVGWriter(width: width, height: height)
        var x = Self.pad
        for (k, (scene, engine)) in zip(scenes, [before, after]).enumerated() {
            let side = k == 0 ? "before" : "after"
            svg.open("g", ["class": side])
            svg.text(k == 0 ? captions.0 : captions.1, x: x, y: Self.pad + 12, ["font-size": "14", "fill": "#222222", "class": "caption"])
            draw(scene, engine, dx: x - scene.area.minX, dy: Self.pad + caption - top, idPrefix: side + "-", &svg)
            svg.close("g")
            x += scene.area.width + 2 * Self.pad
        }
        return svg.finished()
    }

    /// Room around a drawing, in points.
    private static let pad = 24.0

    /// What one drawing shows: the views of a subtree, their window frames,
    /// and the area they cover.
    private struct Scene {
        let root: ViewID
        let shown: [ViewID]
        let frames: [ViewID: Rect]
        let area: Rect

        init(_ engine: LayoutEngine, top: ViewID?) {
            let layout = engine.layout
            let root = top ?? layout.root
            self.root = root
            shown = layout.viewsInHierarchy.filter { $0 == root || layout.isDescendant($0, of: root) }
            // Window coordinates: one space for boxes, content areas and anchors.
            frames = Dictionary(uniqueKeysWithValues: shown.compactMap { v in engine.windowFrame(of: v).map { (v, $0) } })
            // The screen (or the view drawn), grown to hold every scroll view's
            // whole content area, which runs past the screen.
            var area = frames[root] ?? .zero
            for v in shown where layout[v].kind == .scrollView {
                if let content = SVGPicture.guideFrame(.contentGuide(v), engine) { area = area.union(content) }
            }
            self.area = area
        }
    }

    /// Draws `scene` moved by (dx, dy), its views' ids prefixed with `idPrefix`.
    private func draw(_ scene: Scene, _ engine: LayoutEngine, dx: Double, dy: Double, idPrefix: String = "", _ svg: inout SVGWriter) {
        let layout = engine.layout
        svg.open("g", ["transform": "translate(\(svgNumber(dx)) \(svgNumber(dy)))"])
        let marks = PictureMarks(engine)
        for (depth, v) in scene.shown.enumerated() {
            guard let frame = scene.frames[v] else { continue }
            drawView(v, frame, depth: depth, marks, engine, idPrefix: idPrefix, &svg)
        }
        if guides {
            // The screen's safe area and margins, and the guides of other
            // views that constraints use.
            for v in scene.shown {
                for (item, colour) in [(LayoutItem.safeArea(v), "#2e8b57"), (.margins(v), "#4682b4")] {
                    guard let guide = v == layout.root ? rootGuide(item, engine) : Self.guideFrame(item, engine) else { continue }
                    svg.rect(guide, ["class": item == .safeArea(v) ? "safe-area" : "margins", "fill": "none", "stroke": colour,
                                     "stroke-dasharray": "2 3", "stroke-width": "0.75"])
                }
            }
        }
        let drawn = Set(scene.shown)
        for (c, _) in engine.brokenConstraints where c.items.contains(where: { if case .view(let v) = $0 { drawn.contains(v) } else { false } }) {
            drawBroken(c, engine, &svg)
        }
        svg.close("g")
    }

    /// A view's box, name and text; a scroll view's content area too.
    private func drawView(_ v: ViewID, _ frame: Rect, depth: Int, _ marks: PictureMarks, _ engine: LayoutEngine, idPrefix: String,
                          _ svg: inout SVGWriter) {
        let layout = engine.layout
        let view = layout[v]
        let ink = marks.ink(for: v)
        let colour = ink == .broken ? "#d70000" : ink == .ambiguous ? "#8a2be2" : Self.palette[depth % Self.palette.count]
        svg.open("g", ["class": "view", "id": "\(idPrefix)view-\(v.index)", "data-name": view.name])
        svg.rect(frame, ["fill": ink == .ambiguous ? "url(#ambiguous)" : "none", "stroke": colour, "stroke-width": ink == .broken ? "2" : "1"])
        svg.text(view.name, x: frame.minX + 2, y: frame.minY + 9, ["font-size": "8", "fill": colour])
        if let text = view.text.string ?? view.text.placeholder, !text.isEmpty, frame.width > 0, frame.height > 0 {
            let size = min(view.text.fontSize ?? 17, max(6, frame.height * 0.8))
            svg.text(text, x: frame.centreX, y: frame.centreY + size * 0.35,
                     ["font-size": svgNumber(size), "text-anchor": "middle", "fill": view.text.placeholder != nil ? "#999999" : "#222222"])
        }
        if view.kind == .scrollView, let area = Self.guideFrame(.contentGuide(v), engine) {
            svg.rect(area, ["class": "content", "fill": "none", "stroke": colour, "stroke-dasharray": "6 3", "stroke-width": "0.75"])
        }
        svg.close("g")
    }

    /// A broken constraint as a red line between the points of its two
    /// anchors (a size, across its view), with its id.
    private func drawBroken(_ c: LayoutConstraint, _ engine: LayoutEngine, _ svg: inout SVGWriter) {
        guard let a = point(c.first, engine) else { return }
        let b = c.second.flatMap { point($0, engine) } ?? a
        let end = a == b ? (x: a.x + 12, y: a.y + 12) : b
        svg.line(from: a, to: end, ["class": "broken", "stroke": "#d70000", "stroke-width": "1.5", "stroke-dasharray": "4 2"])
        svg.text(c.id.description, x: (a.x + end.x) / 2 + 2, y: (a.y + end.y) / 2 - 2, ["font-size": "8", "fill": "#d70000"])
    }

    /// Where an anchor sits in window coordinates: the middle of its edge,
    /// its centre line, or its view's centre for a size.
    private func point(_ anchor: Anchor, _ engine: LayoutEngine) -> (x: Double, y: Double)? {
        guard let host = engine.layout.hostView(of: anchor.item), let frame = engine.windowFrame(of: host) else { return nil }
        let value = engine.value(of: anchor)
        switch anchor.attribute.axis {
        case .horizontal: return anchor.attribute.isSize ? (frame.centreX, frame.centreY) : (value, frame.centreY)
        case .vertical: return anchor.attribute.isSize ? (frame.centreX, frame.centreY) : (frame.centreX, value)
        }
    }

    /// The root view's safe area or margins in window coordinates, whether
    /// or not a constraint uses them.
    private func rootGuide(_ item: LayoutItem, _ engine: LayoutEngine) -> Rect? {
        let root = engine.layout.root
        guard let frame = engine.windowFrame(of: root) else { return nil }
        let inset = item == .safeArea(root) ? engine.safeAreaInsets(of: root) : engine.layoutMargins(of: root)
        return Rect(x: frame.minX + inset.left, y: frame.minY + inset.top,
                    width: frame.width - inset.left - inset.right, height: frame.height - inset.top - inset.bottom)
    }

    /// A guide's frame in window coordinates (a scroll view's content
    /// guide: its whole content area, moved back by the content offset).
    private static func guideFrame(_ item: LayoutItem, _ engine: LayoutEngine) -> Rect? {
        guard let host = engine.layout.hostView(of: item), let own = engine.frame(of: item),
              let window = engine.windowFrame(of: host) else { return nil }
        let offset = engine.boundsOffset(of: host)
        return Rect(x: window.minX - offset.x + own.minX, y: window.minY - offset.y + own.minY, width: own.width, height: own.height)
    }

    /// Colours for views by depth; none of them red or purple, which mean a problem.
    static let palette = ["#1f77b4", "#2ca02c", "#ff7f0e", "#17becf", "#7f7f7f", "#bcbd22", "#8c564b"]
}

/// A number as SVG writes it: at most three decimals, no trailing zeros.
func svgNumber(_ x: Double) -> String {
    let rounded = (x * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

private extension Rect {
    var centreX: Double { minX + width / 2 }
    var centreY: Double { minY + height / 2 }

    /// The smallest rectangle holding both (sizes taken as at least 0).
    func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.minX + max(0, other.width)) - x,
                    height: max(maxY, other.minY + max(0, other.height)) - y)
    }
}
