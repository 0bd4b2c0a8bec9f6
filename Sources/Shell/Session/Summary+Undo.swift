import Cassowary
import LayoutModel

/// The layout as it was before an `:undo`: the undo may restore the engine
/// in place, so what the summary compares is copied out first.
struct UndoMoment {
    let names: [String]
    let frames: [(view: ViewID, frame: Rect)]
    let constraintCount: Int
    let broken: Set<ConstraintID>
    let ambiguous: Set<AmbiguousKey>

    init(_ engine: LayoutEngine, _ snapshot: LayoutSnapshot) {
        let layout = engine.layout
        names = layout.views.map(\.name)
        frames = engine.frames()
        constraintCount = layout.constraints.count
        broken = snapshot.broken
        ambiguous = Set(snapshot.ambiguous)
    }
}

extension Session {
    /// What `:undo` took back, as a statement's summary says what it did:
    /// `= -box · -#1 -#2 · moved label (…) · no longer broken: #3`; nil
    /// when the input had changed nothing that shows.
    func undoSummary(from old: UndoMoment, to new: LayoutSnapshot) -> String? {
        let layout = engine.layout
        var parts: [String] = []
        let takenViews = old.names.dropFirst(layout.views.count)
        if !takenViews.isEmpty { parts.append(listed(takenViews.map { "-" + $0 }, 8, noun: "views")) }
        if old.constraintCount > layout.constraints.count {
            parts.append(listed((layout.constraints.count..<old.constraintCount).map { "-#\($0 + 1)" }, 12, noun: "constraints"))
        }
        let moved = LayoutEngine.changes(from: old.frames, to: engine.frames()).compactMap { change in
            change.new.map { "\(layout[change.view].name) \(format($0))" }
        }
        if !moved.isEmpty { parts.append("moved back " + listed(moved, 3, separator: ", ")) }
        let broken = new.broken.subtracting(old.broken).sorted(), healed = old.broken.subtracting(new.broken).sorted()
        if !broken.isEmpty { parts.append("broken again: " + broken.map(\.description).joined(separator: " ")) }
        if !healed.isEmpty { parts.append("no longer broken: " + healed.map(\.description).joined(separator: " ")) }
        let became = new.ambiguous.filter { !old.ambiguous.contains($0) }
        if !became.isEmpty {
            parts.append("ambiguous again: " + listed(became.map { $0.name(layout) }, 4, separator: ", "))
        } else if new.ambiguous.isEmpty && !old.ambiguous.isEmpty {
            parts.append("no longer ambiguous")
        }
        return parts.isEmpty ? nil : "= " + parts.joined(separator: " · ")
    }

    private func listed(_ items: [String], _ limit: Int, separator: String = " ", noun: String? = nil) -> String {
        let shown = items.prefix(limit).joined(separator: separator)
        guard items.count > limit else { return shown }
        return shown + separator + "+\(items.count - limit) more" + (noun.map { " " + $0 } ?? "")
    }
}
