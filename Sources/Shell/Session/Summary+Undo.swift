import Cassowary
import LayoutModel

/// The layout as it was before an `:undo`: the undo may restore the engine
/// in place, so the layout is kept as a value beside the snapshot. Both
/// share storage with what they were taken from: copying each view's name
/// and frame out cost every view of the layout at each `:undo`.
struct UndoMoment {
    let layout: Layout
    let snapshot: LayoutSnapshot

    init(_ engine: LayoutEngine, _ snapshot: LayoutSnapshot) {
        layout = engine.layout
        self.snapshot = snapshot
    }
}

extension Session {
    /// What `:undo` took back, as a statement's summary says what it did:
    /// `= -box · -#1 -#2 · moved label (…) · no longer broken: #3`; nil
    /// when the input had changed nothing that shows.
    func undoSummary(from moment: UndoMoment, to new: LayoutSnapshot) -> String? {
        let layout = engine.layout
        let old = moment.snapshot
        var parts: [String] = []
        if moment.layout.views.count > layout.views.count {
            parts.append(abbreviated(moment.layout.views[layout.views.count...], 8, " ", noun: "views") { "-" + $0.name })
        }
        if old.constraintCount > layout.constraints.count {
            parts.append(abbreviated(layout.constraints.count..<old.constraintCount, 12, " ", noun: "constraints") { "-#\($0 + 1)" })
        }
        // Read off the frame log, as a statement's summary reads it.
        let moved = frameChanges(from: old, to: new)
        if !moved.isEmpty {
            parts.append("moved back " + abbreviated(moved, 3, ", ") { "\(layout[$0.view].name) \($0.new.map(format) ?? "")" })
        }
        if old.broken != new.broken {
            let broken = new.broken.subtracting(old.broken).sorted(), healed = old.broken.subtracting(new.broken).sorted()
            if !broken.isEmpty { parts.append("broken again: " + broken.map(\.description).joined(separator: " ")) }
            if !healed.isEmpty { parts.append("no longer broken: " + healed.map(\.description).joined(separator: " ")) }
        }
        let became = Session.ambiguityChanges(from: old.ambiguous, to: new.ambiguous).became
        if !became.isEmpty {
            parts.append("ambiguous again: " + abbreviated(became, 4, ", ") { $0.name(layout) })
        } else if new.ambiguous.isEmpty && !old.ambiguous.isEmpty {
            parts.append("no longer ambiguous")
        }
        return parts.isEmpty ? nil : "= " + parts.joined(separator: " · ")
    }
}
