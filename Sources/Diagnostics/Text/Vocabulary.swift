import Cassowary
import LayoutModel

/// Turns solver expressions back into the words a UIKit developer uses:
/// `box.minY + box.height` is `box.bottom`, `scroll.contentLayoutGuide.width`
/// is what the content area's width is called.
///
/// The solver sees four variables per item (left, top, width, height in
/// window coordinates); every attribute is a combination of two of them,
/// so an expression is read item by item and axis by axis.
public struct Vocabulary {
    let engine: LayoutEngine
    let meanings: [ObjectIdentifier: (item: LayoutItem, component: ItemComponent)]

    public init(_ engine: LayoutEngine) {
        self.engine = engine
        self.meanings = engine.variableMeanings()
    }

    /// One attribute of one item with its factor: `2 × box.width`.
    struct Part {
        let item: LayoutItem
        let isHorizontal: Bool
        let attribute: String
        let factor: Double
    }

    /// The parts of `expression`, in item order and left/x before top/y;
    /// variables the engine does not know keep their solver names.
    func parts(_ expression: Expression) -> (parts: [Part], unknown: [Term]) {
        // Coefficients per item by component (left, top, width, height); a
        // few items per expression, so an array searched in order.
        var byItem: [(item: LayoutItem, components: [Double])] = []
        var unknown: [Term] = []
        for term in expression.normalized().terms {
            guard let meaning = meanings[ObjectIdentifier(term.variable)] else { unknown.append(term); continue }
            let k = byItem.firstIndex { $0.item == meaning.item } ?? {
                byItem.append((meaning.item, [0, 0, 0, 0]))
                return byItem.count - 1
            }()
            byItem[k].components[meaning.component.rawValue] += term.coefficient
        }
        byItem.sort { $0.item < $1.item }
        var result: [Part] = []
        for (item, c) in byItem {
            result += axis(item, edge: c[ItemComponent.left.rawValue], size: c[ItemComponent.width.rawValue], horizontal: true)
            result += axis(item, edge: c[ItemComponent.top.rawValue], size: c[ItemComponent.height.rawValue], horizontal: false)
        }
        return (result, unknown)
    }

    /// `a × left + b × width` as one attribute where it is one:
    /// right (b = a), centerX (b = a/2), width (a = 0), left (b = 0).
    private func axis(_ item: LayoutItem, edge a: Double, size b: Double, horizontal: Bool) -> [Part] {
        let names = horizontal ? ("left", "right", "centerX", "width") : ("top", "bottom", "centerY", "height")
        func part(_ name: String, _ f: Double) -> Part { Part(item: item, isHorizontal: horizontal, attribute: name, factor: f) }
        let small = 1e-9
        switch (abs(a) < small, abs(b) < small) {
        case (true, true): return []
        case (true, false): return [part(names.3, b)]
        case (false, true): return [part(names.0, a)]
        default:
            if abs(b - a) < small { return [part(names.1, a)] }
            if abs(b - a / 2) < small { return [part(names.2, a)] }
            // Prefer the far edge when it keeps both factors small: a×right + (b−a)×width.
            return [part(names.0, a), part(names.3, b)]
        }
    }

    /// The name of an item as the user wrote it (`scroll.contentLayoutGuide`).
    public func name(_ item: LayoutItem) -> String { engine.layout.itemName(item) }

    /// `box.height <= scroll.height + 10`: the statement `expression rel 0`,
    /// positive terms on the left, the rest and the constant on the right,
    /// turned around when that puts more terms on the left than the right.
    /// The first item of `prefer` that the expression names goes on the left.
    public func statement(_ expression: Expression, _ relation: Relation, prefer: [LayoutItem] = []) -> String {
        var e = expression.normalized()
        var rel = relation
        let (ps, unknown) = parts(e)
        let negatives = ps.filter { $0.factor < 0 }.count + unknown.filter { $0.coefficient < 0 }.count
        let positives = ps.count + unknown.count - negatives
        let lead = prefer.first { item in ps.contains { $0.item == item } }
        let preferred = ps.filter { $0.item == lead }.reduce(0.0) { $0 + ($1.factor > 0 ? 1 : -1) }
        if preferred < 0 || (preferred == 0 && (negatives > positives || (negatives == positives && (ps.first?.factor ?? 1) < 0))) {
            e = -1 * e
            rel = rel.flipped
        }
        let (parts, others) = self.parts(e)
        var left: [String] = [], right: [String] = []
        for p in parts {
            let text = "\(name(p.item)).\(p.attribute)"
            if p.factor > 0 { left.append(scaled(p.factor, text)) } else { right.append(scaled(-p.factor, text)) }
        }
        for t in others {
            if t.coefficient > 0 { left.append(scaled(t.coefficient, t.variable.name)) } else { right.append(scaled(-t.coefficient, t.variable.name)) }
        }
        var rhs = right.joined(separator: " + ")
        let constant = -e.constant
        if abs(constant) > 1e-9 || rhs.isEmpty {
            if rhs.isEmpty { rhs = formatNumber(constant) } else { rhs += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        }
        let lhs = left.isEmpty ? "0" : left.joined(separator: " + ")
        return "\(lhs) \(rel.rawValue) \(rhs)"
    }

    /// The expression alone: `box.right - box.left`.
    public func text(_ expression: Expression) -> String {
        let (ps, unknown) = parts(expression)
        var out = ""
        for (i, (factor, text)) in (ps.map { ($0.factor, "\(name($0.item)).\($0.attribute)") }
                                     + unknown.map { ($0.coefficient, $0.variable.name) }).enumerated() {
            if i == 0 { out += factor < 0 ? "-" : "" } else { out += factor < 0 ? " - " : " + " }
            out += scaled(abs(factor), text)
        }
        if abs(expression.constant) > 1e-9 || out.isEmpty {
            out += out.isEmpty ? formatNumber(expression.constant)
                : (expression.constant < 0 ? " - " : " + ") + formatNumber(abs(expression.constant))
        }
        return out
    }

    private func scaled(_ factor: Double, _ text: String) -> String {
        abs(factor - 1) < 1e-9 ? text : "\(formatNumber(factor)) × \(text)"
    }

    /// Items whose variables appear in `expression`, in the order of its terms.
    func items(of expression: Expression) -> [LayoutItem] {
        var seen: [LayoutItem] = []
        for term in expression.terms {
            if let item = meanings[ObjectIdentifier(term.variable)]?.item, !seen.contains(item) { seen.append(item) }
        }
        return seen
    }
}

extension Relation {
    /// The relation after both sides are multiplied by −1.
    var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
