import Cassowary
import LayoutModel

/// The one-line summary after each statement: what was added, what moved,
/// what is now broken or ambiguous.
struct LayoutSnapshot {
    var frames: [(view: ViewID, frame: Rect)]
    var viewCount: Int
    var constraintCount: Int
    var constraints: [LayoutConstraint]
    var broken: Set<ConstraintID>
    var ambiguous: Int
}

extension Session {
    func snapshot() -> LayoutSnapshot {
        let layout = engine.layout
        return LayoutSnapshot(frames: engine.frames(), viewCount: layout.views.count, constraintCount: layout.constraints.count,
                              constraints: layout.constraints, broken: Set(engine.brokenConstraints.map(\.constraint.id)),
                              ambiguous: Set(engine.ambiguousValues().map(\.view)).count)
    }

    /// `+box · +#1 #2 · moved box (20, 79, 353, 100) · 1 broken (:broken)`, or nil when nothing changed.
    func summary(from old: LayoutSnapshot, to new: LayoutSnapshot) -> String? {
        let layout = engine.layout
        var parts: [String] = []
        let madeViews = (old.viewCount..<new.viewCount).map { layout[ViewID($0)].name }
        if !madeViews.isEmpty { parts.append(madeViews.map { "+\($0)" }.joined(separator: " ")) }
        let made = (old.constraintCount..<new.constraintCount).map { layout.constraints[$0] }
        if !made.isEmpty { parts.append(made.map { c in c.isActive ? "+\(c.id)" : "+\(c.id) (inactive)" }.joined(separator: " ")) }
        let changed = zip(old.constraints, new.constraints).filter { $0.0 != $0.1 }.map(\.1)
        let retired = changed.filter(\.isRetired)
        if !retired.isEmpty { parts.append(retired.map { "-\($0.id)" }.joined(separator: " ")) }
        let modified = changed.filter { !$0.isRetired }
        if !modified.isEmpty { parts.append("changed " + modified.map(\.id.description).joined(separator: " ")) }
        let moved = LayoutEngine.changes(from: old.frames, to: new.frames).filter { $0.new != nil }
        if !moved.isEmpty {
            let shown = moved.prefix(3).map { change in
                "\(layout[change.view].name) \(change.new.map(format) ?? "")"
            }
            let more = moved.count > 3 ? ", +\(moved.count - 3) more" : ""
            parts.append("moved " + shown.joined(separator: ", ") + more)
        }
        let newlyBroken = new.broken.subtracting(old.broken)
        if new.broken != old.broken || (!parts.isEmpty && !new.broken.isEmpty) {
            var text = "\(new.broken.count) broken"
            if !newlyBroken.isEmpty { text += " (newly " + newlyBroken.sorted().map(\.description).joined(separator: " ") + ")" }
            if !new.broken.isEmpty { text += ", see :broken" }
            parts.append(text)
        }
        if new.ambiguous != old.ambiguous || (!parts.isEmpty && new.ambiguous > 0) {
            parts.append("\(new.ambiguous) ambiguous view\(new.ambiguous == 1 ? "" : "s")\(new.ambiguous > 0 ? ", see :ambiguous" : "")")
        }
        return parts.isEmpty ? nil : "= " + parts.joined(separator: " · ")
    }
}
