import Cassowary
import LayoutModel

/// How explanations name a constraint: its id, its form, where it was
/// written or who made it.
public struct ConstraintWords {
    let layout: Layout

    public init(_ layout: Layout) { self.layout = layout }

    /// `#3 box.height == 300 @750`.
    public func short(_ c: LayoutConstraint) -> String { "\(c.id) \(layout.describe(c))" }

    /// `#3 box.height == 300 @750  (input:7)` for the user's,
    /// `#g7 badge.width == 0  [autoresizing mask of badge, h=--&]` for generated ones.
    public func full(_ c: LayoutConstraint) -> String {
        if case .user = c.origin {
            return short(c) + (c.source.map { "  (\($0))" } ?? "")
        }
        return short(c) + "  [\(origin(c))]"
    }

    /// Who made a constraint, in words.
    public func origin(_ c: LayoutConstraint) -> String {
        let id = c.identifier.map { " '\($0)'" } ?? ""
        switch c.origin {
        case .user: return "yours" + (c.source.map { ", \($0)" } ?? "")
        case .stackView(let v): return "stack view \(layout[v].name)\(id)"
        case .boxView(let v): return "BoxView \(layout[v].name)"
        case .tableView(let v): return "table view \(layout[v].name)\(id)"
        case .autoresizing(let v): return "autoresizing mask of \(layout[v].name), \(c.identifier ?? "h=--& v=--&")"
        case .intrinsic(let v):
            let kind = c.identifier == "content-hugging" ? "content hugging" : "compression resistance"
            let axis = c.first.attribute.physical == .width ? "horizontal" : "vertical"
            return "\(kind) of \(layout[v].name), \(axis), from its intrinsic size"
        case .system: return "system\(id)"
        }
    }

    /// Constraint ids for a sentence: all of them when few, else the first
    /// ones, an ellipsis, the last and how many (a conflict through a chain
    /// of a thousand views names two thousand). `counted` false leaves the
    /// count out, for a sentence that gives it already.
    public static func list(_ ids: [String], separator: String = ", ", counted: Bool = true) -> String {
        guard ids.count > 8, let last = ids.last else { return ids.joined(separator: separator) }
        return (ids.prefix(3) + ["…", last]).joined(separator: separator) + (counted ? " (\(ids.count) in all)" : "")
    }

    /// Short origin kind for JSON: `user`, `stackView`, `boxView`, `tableView`, `autoresizing`, `intrinsic`, `system`.
    public static func originKey(_ origin: ConstraintOrigin) -> String {
        switch origin {
        case .user: return "user"
        case .stackView: return "stackView"
        case .boxView: return "boxView"
        case .tableView: return "tableView"
        case .autoresizing: return "autoresizing"
        case .intrinsic: return "intrinsic"
        case .system: return "system"
        }
    }
}

extension LayoutConstraint {
    /// Whether the code that made it is SnapKit's (its source line reads
    /// `snp` or `make.`), so that a fix is offered in that style.
    var isWrittenWithSnapKit: Bool {
        guard let text = sourceText else { return false }
        return text.contains("snp") || text.contains("make.")
    }
}
