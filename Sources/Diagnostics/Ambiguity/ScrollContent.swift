import Cassowary
import LayoutModel

/// Why a scroll view's contentSize is what it is, or why it is not fixed:
/// the edge of the content area nothing reaches, or the loop in which the
/// content's size comes from the content area and the content area's size
/// from the content — the classic `edges.equalTo(scrollView)` mistake.
enum ScrollContent {
    /// The ranges of the width and height of `s`'s content area, nil when
    /// the solver does not know them.
    static func ranges(of s: ViewID, _ engine: LayoutEngine, _ solver: Solver) -> [ValueRange]? {
        let guide = LayoutItem.contentGuide(s)
        guard let w = engine.variable(.width, of: guide), let h = engine.variable(.height, of: guide) else { return nil }
        return solver.ranges(of: [w, h])
    }

    /// `s`'s contentSize from its content area's `ranges` (see `ranges(of:)`).
    static func analyse(_ s: ViewID, _ ranges: [ValueRange]?, _ engine: LayoutEngine, _ structure: Structure,
                        _ explorer: Explorer) -> ScrollContentSize {
        guard let ranges else { return ScrollContentSize(scrollView: s, width: nil, height: nil, lines: []) }
        var lines: [String] = []
        let name = engine.layout[s].name
        for (range, horizontal) in zip(ranges, [true, false]) where !range.isFixed {
            if lines.isEmpty {
                let which = [ranges[0].isFixed ? nil : "width", ranges[1].isFixed ? nil : "height"].compactMap { $0 }
                lines.append("\(name).contentSize is ambiguous: its \(which.joined(separator: " and ")) \(which.count == 1 ? "is" : "are") not fixed, so UIKit cannot tell how far it scrolls.")
            }
            lines += explain(s, range, horizontal: horizontal, engine, structure, explorer)
        }
        return ScrollContentSize(scrollView: s, width: ranges[0], height: ranges[1], lines: lines)
    }

    static func explain(_ s: ViewID, _ range: ValueRange, horizontal: Bool, _ engine: LayoutEngine,
                        _ structure: Structure, _ explorer: Explorer) -> [String] {
        let layout = engine.layout
        let words = ConstraintWords(layout)
        let name = layout[s].name
        let size = horizontal ? "width" : "height"
        let (near, far) = horizontal ? ("left", "right") : ("top", "bottom")
        let lo = range.minimum.map(formatNumber) ?? "-inf", hi = range.maximum.map(formatNumber) ?? "inf"
        var out = ["  \(size): \(formatNumber(range.value)) now, could be anything in [\(lo), \(hi)]."]
        let guide = LayoutItem.contentGuide(s)
        let attributes = structure.attributes(of: guide, horizontal: horizontal)
        let touching = structure.constraints(of: guide, horizontal: horizontal)
        if touching.isEmpty {
            out.append("    nothing inside \(name) reaches the edges of its content area \(horizontal ? "horizontally" : "vertically"), "
                       + "so nothing says how \(horizontal ? "wide" : "tall") the content is.")
            out.append("    fix: pin the content's \(near) and \(far) to \(name) (edges inside a scroll view mean its content area), "
                       + "and give the content a \(size).")
            return out
        }
        if !attributes.contains(far) && !attributes.contains(size) && !attributes.contains(horizontal ? "centerX" : "centerY") {
            out.append("    nothing reaches the \(far) edge of \(name)'s content area: the content is pinned at the \(near) only:")
            touching.prefix(4).forEach { out.append("      \(words.full($0))") }
            out.append("    fix: pin the last content view's \(far) to \(name): make.\(far).equalToSuperview() (or \(name).contentLayoutGuide).")
            return out
        }
        // Both edges reached: the content's size decides, and it is not fixed either.
        let (a, b) = Alternatives.points(range.value, range.minimum, range.maximum)
        guard let w = engine.variable(horizontal ? .width : .height, of: guide),
              let alternatives = explorer.alternatives(Expression(w), at: a, and: b) else { return out }
        let component: ItemComponent = horizontal ? .width : .height
        let content = alternatives.moving.filter { v, components in
            v != s && layout.isDescendant(v, of: s) && components.contains(component)
        }.map(\.view)
        let top = content.first { layout[$0].superview == s } ?? content.first
        out.append("    a loop: the content area's \(size) comes only from its content, and the content's \(size) only from the content area:")
        touching.prefix(6).forEach { out.append("      \(words.full($0))\(attachesToContent($0, s, engine) ? "  — to the content area" : "")") }
        if let top {
            let v = layout[top].name
            if let bounded = oneSided(top, range, horizontal: horizontal, name: name, structure, words) {
                return out + bounded
            }
            out.append("    nothing else gives \(v) a \(size): no \(size) constraint, no intrinsic \(size), nothing tied to \(name)'s frame.")
            // Content that holds subviews usually wants to grow with them:
            // the last one pinned to its far edge, rather than a size of its own.
            if let pin = PinLastSubview(in: top, horizontal: horizontal, engine) {
                out.append("    fix: \(pin.fix(container: v, layout)), "
                           + "so that \(v) is as \(horizontal ? "wide" : "tall") as what it holds;")
                out.append("         or give \(v) a \(size) of its own: make.\(size).equalTo(300);")
            } else {
                out.append("    fix: give \(v) a \(size) of its own: make.\(size).equalTo(300);")
            }
            // One line an alternative: the shell wraps it to the terminal. Content
            // whose other size is tied to the frame already would not scroll at all.
            let otherTied = structure.constraints(of: .view(top), horizontal: !horizontal).contains { c in
                c.relation == .equal && c.items.contains { $0 == .view(s) || $0 == .frameGuide(s) } && [.width, .height].contains(c.first.attribute)
            }
            let then = otherTied ? "does not scroll at all" : horizontal ? "scrolls only vertically" : "scrolls only horizontally"
            out.append("         or tie it to the scroll view's frame: make.\(size).equalTo(\(name)) (a \(size) attaches to the frame, "
                       + "not the content area), or equalTo(\(name).frameLayoutGuide) — it then \(then).")
        }
        return out
    }

    /// The content `top` held on one side only, by inequalities (`height >=
    /// frameLayoutGuide.height`, the last view's `bottom <= … - 20`), as a
    /// screen that should fill the scroll view but grow with its content
    /// writes it: those constraints, and the low-priority equality that
    /// settles it. Nil when no inequality holds it.
    static func oneSided(_ top: ViewID, _ range: ValueRange, horizontal: Bool, name: String, _ structure: Structure,
                         _ words: ConstraintWords) -> [String]? {
        guard (range.minimum == nil) != (range.maximum == nil) else { return nil }
        let bounds = structure.constraints(of: .view(top), horizontal: horizontal).filter { $0.relation != .equal }
        guard !bounds.isEmpty else { return nil }
        let v = words.layout[top].name, size = horizontal ? "width" : "height"
        let (side, more) = range.maximum == nil ? ("below", horizontal ? "wider" : "taller") : ("above", horizontal ? "narrower" : "shorter")
        var out = ["    \(v)'s \(size) is held from \(side) only, by inequalities; nothing holds it from the other side:"]
        bounds.prefix(4).forEach { out.append("      \(words.full($0))") }
        out.append("    fix: add an equality at a low priority, which gives way where the inequalities need more: "
                   + "make.\(size).equalTo(\(name).frameLayoutGuide).priority(.low) (or \(v).\(size)Anchor.constraint(equalTo: "
                   + "\(name).frameLayoutGuide.\(size)Anchor) at priority .defaultLow), so that \(v) fills the scroll view "
                   + "unless what it holds is \(more).")
        return out
    }

    /// Whether `c` names the scroll view `s` but attaches to its content area
    /// (an edge seen from inside), which is what makes the loop surprising.
    static func attachesToContent(_ c: LayoutConstraint, _ s: ViewID, _ engine: LayoutEngine) -> Bool {
        c.items.contains(.view(s))
    }
}
