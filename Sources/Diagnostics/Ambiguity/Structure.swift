import Cassowary
import LayoutModel

/// Which constraints in force touch which attribute of which item, read
/// from their solver form (so a scroll view's edges seen from inside are
/// its content area's, and margins are already resolved).
struct Structure {
    struct Touch {
        let constraint: LayoutConstraint
        let attribute: String
        let isHorizontal: Bool
    }

    /// Touches per item, in constraint order; the system's own constraints
    /// (root frame, guides, content offset) are left out. Complete for the
    /// views asked about and for every guide; constraints touching neither
    /// are not read (a large layout has few ambiguous views).
    let touches: [LayoutItem: [Touch]]
    let engine: LayoutEngine

    init(_ engine: LayoutEngine, _ vocabulary: Vocabulary, views: Set<ViewID>) {
        self.engine = engine
        var touches: [LayoutItem: [Touch]] = [:]
        for (c, sc) in engine.solverForms(namingAnyOf: views) {
            for part in vocabulary.parts(sc.expression).parts {
                touches[part.item, default: []].append(Touch(constraint: c, attribute: part.attribute, isHorizontal: part.isHorizontal))
            }
        }
        self.touches = touches
    }

    /// The attributes of `item` on one axis that some constraint names.
    func attributes(of item: LayoutItem, horizontal: Bool) -> Set<String> {
        Set((touches[item] ?? []).filter { $0.isHorizontal == horizontal }.map(\.attribute))
    }

    /// The constraints touching `item` on one axis, in order, each once.
    func constraints(of item: LayoutItem, horizontal: Bool) -> [LayoutConstraint] {
        var seen = Set<ConstraintID>()
        return (touches[item] ?? []).filter { $0.isHorizontal == horizontal && seen.insert($0.constraint.id).inserted }.map(\.constraint)
    }

    /// Whether `view` has an intrinsic size on that axis (a constraint from it).
    func hasIntrinsic(_ view: ViewID, horizontal: Bool) -> Bool {
        constraints(of: .view(view), horizontal: horizontal).contains { if case .intrinsic = $0.origin { return true } else { return false } }
    }

    /// The scroll view whose content area `view` is tied to on that axis, if any.
    func scrollViewOfContentGuide(tiedTo view: ViewID, horizontal: Bool) -> ViewID? {
        for c in constraints(of: .view(view), horizontal: horizontal) {
            guard let sc = engine.solverConstraint(of: c.id) else { continue }
            for (item, list) in touches.sorted(by: { $0.key < $1.key }) {
                if case .contentGuide(let s) = item, list.contains(where: { $0.constraint.id == c.id }), sc.expression.terms.count > 0 {
                    return s
                }
            }
        }
        return nil
    }
}
