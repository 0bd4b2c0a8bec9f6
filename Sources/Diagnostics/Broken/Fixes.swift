import Cassowary
import LayoutModel

/// What to do about a broken constraint, in the user's own terms.
enum Fixes {
    /// The fixes for `c`, which the constraints `others` forbid.
    static func forBroken(_ c: LayoutConstraint, isRequired: Bool, against others: [LayoutConstraint], layout: Layout) -> [String] {
        var fixes: [String] = []
        let words = ConstraintWords(layout)
        // The classic: a view made in code whose frame became constraints.
        var masked: [ViewID] = []
        for case .autoresizing(let v) in (others + [c]).map(\.origin) where !masked.contains(v) { masked.append(v) }
        for v in masked {
            fixes.append("\(layout[v].name).translatesAutoresizingMaskIntoConstraints = false: its frame was turned into constraints (h=--& v=--&), as UIKit does for views made in code")
        }
        // A hidden arranged subview collapses to zero along the stack's axis.
        let all = [c] + others
        let users = all.filter { if case .user = $0.origin { return true } else { return false } }
        if let hiding = all.first(where: { $0.identifier == "UISV-hiding" }), let own = users.first(where: { $0.priority.isRequired }) {
            fixes.append("lower \(own.id) (\(layout.describe(own))) to 999 — .priority(999) — so it gives way while \(layout.itemName(hiding.first.item)) is hidden: a hidden arranged subview is collapsed to 0 by the required \(hiding.id) 'UISV-hiding'")
        }
        if isRequired && fixes.isEmpty {
            let candidates = users.map(\.id.description).joined(separator: ", ")
            fixes.append("lower one of \(candidates.nonEmpty ?? all.map(\.id.description).joined(separator: ", ")) below 1000 (:priority #N 999), or remove one (:remove #N)")
        } else if c.priority.value < 1000 {
            let users = others.filter { if case .user = $0.origin { return true } else { return false } }
            let stronger = others.map(\.priority).filter { !$0.isRequired }.max()
            let above = stronger.map { Int($0.value) + 1 } ?? 1000
            if users.isEmpty && others.allSatisfy({ $0.priority.isRequired }) {
                fixes.append("\(c.id) cannot win against required constraints: change or deactivate one of them (\(others.map(\.id.description).joined(separator: ", ")))")
            } else if above < 1000 {
                fixes.append("raise \(c.id) above \(above - 1) (:priority \(c.id) \(above)) to win over \(others.filter { !$0.priority.isRequired }.map { words.short($0) }.first ?? "them")")
            } else {
                fixes.append("deactivate or change one of \(users.map(\.id.description).joined(separator: ", ").nonEmpty ?? others.map(\.id.description).joined(separator: ", "))")
            }
        }
        return fixes
    }
}

extension String {
    /// nil for an empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
