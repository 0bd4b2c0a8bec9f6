import Cassowary
import LayoutModel

/// The one-line summary after each statement: what was added, what moved,
/// what is now broken or ambiguous.
struct LayoutSnapshot {
    /// The engine, and how long its frame log was (`LayoutEngine.frameLog`).
    var engine: LayoutEngine
    var frameLogCount: Int
    var viewCount: Int
    var constraintCount: Int
    /// How many constraint edits the engine had logged (`constraintEdits`).
    var constraintEditCount: Int
    var broken: Set<ConstraintID>
    var brokenMark: BrokenLogMark
    /// Ambiguous values, in hierarchy order; named only when reported.
    var ambiguous: [AmbiguousKey]
    var ambiguousViews: Int
    /// Whether the values fed back after layout settled (`LayoutEngine.isSettled`).
    var settled: Bool
    /// Self-sizing rows that collapsed (`LayoutEngine.collapsedRows`).
    var collapsedRows: [ViewID]
}

/// An ambiguous value's view and attribute, compared without naming it.
struct AmbiguousKey: Hashable {
    let view: ViewID
    let attribute: AmbiguousValue.Attribute
    /// Whether it is the width or height of a scroll view's contentSize
    /// rather than of its frame.
    let ofContentSize: Bool

    /// `label.y`, `scrollView.contentSize.height`.
    func name(_ layout: Layout) -> String {
        "\(layout[view].name).\(ofContentSize ? "contentSize." : "")\(attribute.rawValue)"
    }
}

extension Session {
    /// The layout as the summary compares it; kept until the engine lays out again.
    func snapshot() -> LayoutSnapshot {
        if let (engineID, revision, kept) = lastSnapshot, engineID == ObjectIdentifier(engine), revision == engine.revision {
            return kept
        }
        let made = makeSnapshot()
        lastSnapshot = (ObjectIdentifier(engine), engine.revision, made)
        return made
    }

    private func makeSnapshot() -> LayoutSnapshot {
        let layout = engine.layout
        #if DEBUG
        // Every transcript and test run in a debug build checks the frame
        // log the summaries read against the frames themselves.
        let missed = engine.frameLogProblems()
        assert(missed.isEmpty, "frame log missed: \(missed.joined(separator: "; "))")
        #endif
        // Which values are ambiguous, not their ranges: a summary follows every statement.
        // A scroll view's contentSize first: it is what the content's values hang on.
        let found = engine.ambiguousAttributes()
        let values = found.contentSizes.map { AmbiguousKey(view: $0.scrollView, attribute: $0.attribute, ofContentSize: true) }
            + found.frames.map { AmbiguousKey(view: $0.view, attribute: $0.attribute, ofContentSize: false) }
        return LayoutSnapshot(engine: engine, frameLogCount: engine.frameLogCount, viewCount: layout.views.count, constraintCount: layout.constraints.count,
                              constraintEditCount: engine.constraintEdits.count, broken: engine.brokenIDs,
                              brokenMark: engine.brokenMark,
                              ambiguous: values,
                              ambiguousViews: distinctViews(values, viewCount: layout.views.count),
                              settled: engine.isSettled, collapsedRows: engine.collapsedRows)
    }

    /// The constraints broken since `old`, and those no longer broken
    /// that are still in force, in order of id: read off the engine's log
    /// of broken constraints (comparing the sets whole would cost every
    /// broken constraint of the layout after each statement), or compared
    /// where the log does not reach.
    private func brokenChanges(from old: LayoutSnapshot, to new: LayoutSnapshot) -> (broken: [ConstraintID], healed: [ConstraintID]) {
        let newlyBroken: [ConstraintID], healed: [ConstraintID]
        if old.engine === new.engine, let changed = new.engine.brokenChanges(from: old.brokenMark, to: new.brokenMark) {
            newlyBroken = changed.filter { new.broken.contains($0) && !old.broken.contains($0) }
            healed = changed.filter { old.broken.contains($0) && !new.broken.contains($0) }
        } else if old.broken != new.broken {
            newlyBroken = new.broken.subtracting(old.broken).sorted()
            healed = old.broken.subtracting(new.broken).sorted()
        } else {
            return ([], [])
        }
        return (newlyBroken, healed.filter { id in
            engine.constraint(id).map { !$0.isRetired && ($0.isActive || id.isGenerated) } ?? false
        })
    }

    /// The frames that changed between two snapshots, read off the frame
    /// log: since `old`'s place in it when the engine is the same (a
    /// restore in place logs what it moved), else against the engine it
    /// replaced.
    func frameChanges(from old: LayoutSnapshot, to new: LayoutSnapshot) -> [FrameChange] {
        old.engine === new.engine ? new.engine.frameChanges(since: old.frameLogCount)
            : new.engine.frameChanges(from: old.engine, at: old.frameLogCount)
    }

    /// How many views `values` name, counted by index rather than hashed:
    /// a stack that does not fit names every label after every statement.
    private func distinctViews(_ values: [AmbiguousKey], viewCount: Int) -> Int {
        var seen = [Bool](repeating: false, count: viewCount)
        var count = 0
        for key in values where key.view.index < viewCount && !seen[key.view.index] {
            seen[key.view.index] = true
            count += 1
        }
        return count
    }

    /// The constraints that existed at `old` and differ at `new`, by id:
    /// read from the edits logged in between, not by comparing every one.
    private func changedConstraints(from old: LayoutSnapshot, to new: LayoutSnapshot) -> [LayoutConstraint] {
        let edits = engine.constraintEdits
        guard old.constraintEditCount <= new.constraintEditCount, new.constraintEditCount <= edits.count else { return [] }
        var before: [ConstraintID: LayoutConstraint] = [:]
        for edit in edits[old.constraintEditCount..<new.constraintEditCount]
        where edit.id.number <= old.constraintCount && before[edit.id] == nil {
            before[edit.id] = edit.before
        }
        let layout = engine.layout
        return before.keys.sorted().compactMap { id in
            let now = layout.constraints[id.number - 1]
            return now != before[id] ? now : nil
        }
    }

    /// `+box · +#1 #2 · moved box (20, 79, 353, 100) · 1 broken (:broken)`, or nil when nothing changed.
    func summary(from old: LayoutSnapshot, to new: LayoutSnapshot) -> String? {
        let layout = engine.layout
        var parts: [String] = []
        let madeViews = (old.viewCount..<new.viewCount).filter { !layout[ViewID($0)].isAdoptedAsRoot }
        if !madeViews.isEmpty {
            parts.append(abbreviated(madeViews, 8, " ", noun: "views") { "+\(layout[ViewID($0)].name)" })
        }
        let made = old.constraintCount..<new.constraintCount
        if !made.isEmpty {
            parts.append(abbreviated(made, 12, " ", noun: "constraints") { i in
                let c = layout.constraints[i]
                return c.isActive ? "+\(c.id)" : "+\(c.id) (inactive)"
            })
        }
        let changed = changedConstraints(from: old, to: new)
        let retired = changed.filter(\.isRetired)
        if !retired.isEmpty { parts.append(retired.map { "-\($0.id)" }.joined(separator: " ")) }
        let modified = changed.filter { !$0.isRetired }
        if !modified.isEmpty { parts.append("changed " + modified.map(\.id.description).joined(separator: " ")) }
        let moved = frameChanges(from: old, to: new)
        if !moved.isEmpty {
            parts.append("moved " + abbreviated(moved, 3, ", ") { "\(layout[$0.view].name) \($0.new.map(format) ?? "")" })
        }
        let (newlyBroken, healed) = brokenChanges(from: old, to: new)
        if !newlyBroken.isEmpty {
            parts.append("now broken: " + abbreviated(newlyBroken, 2, ", ") { id in
                engine.constraint(id).map { "\($0.id) \(layout.describe($0))" }
            } + " (:broken says why)")
        }
        if !healed.isEmpty { parts.append("no longer broken: " + healed.map(\.description).joined(separator: " ")) }
        if newlyBroken.isEmpty && healed.isEmpty && !parts.isEmpty && !new.broken.isEmpty {
            parts.append("\(new.broken.count) broken")
        }
        func name(_ key: AmbiguousKey) -> String { key.name(layout) }
        let (became, settled) = Session.ambiguityChanges(from: old.ambiguous, to: new.ambiguous)
        if !became.isEmpty {
            parts.append("now ambiguous: " + abbreviated(became, 4, ", ", name) + " (:ambiguous says why)")
        }
        if !settled.isEmpty && new.ambiguous.isEmpty {
            parts.append("no longer ambiguous")
        } else if !settled.isEmpty {
            parts.append("no longer ambiguous: " + abbreviated(settled, 4, ", ", name))
        }
        if became.isEmpty && settled.isEmpty && !parts.isEmpty && new.ambiguousViews > 0 {
            parts.append("\(new.ambiguousViews) ambiguous view\(new.ambiguousViews == 1 ? "" : "s")")
        }
        let collapsed = new.collapsedRows.filter { !old.collapsedRows.contains($0) }
        if !collapsed.isEmpty {
            parts.append(collapsed.map { layout[$0].name }.joined(separator: ", ") + " fit in zero height: UIKit warns and makes the row "
                         + "\(formatNumber(TableConfiguration.standardRowHeight)) pt (:layout says why)")
        }
        if !new.settled && (old.settled || !parts.isEmpty) {
            parts.append("did not settle: the safe areas, margins or label widths it feeds back keep moving it")
        }
        return parts.isEmpty ? nil : "= " + parts.joined(separator: " · ")
    }

    /// The keys only in `new` and those only in `old`, each in its list's
    /// order. Neither list repeats a key, so what the two share at the
    /// same places at either end is in both, and only the middles are
    /// compared: a statement that adds a label to a stack that does not
    /// fit leaves thousands of ambiguous values in place.
    static func ambiguityChanges(from old: [AmbiguousKey], to new: [AmbiguousKey]) -> (became: [AmbiguousKey], settled: [AmbiguousKey]) {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        let oldMiddle = old[start..<oldEnd]
        let newMiddle = new[start..<newEnd]
        let oldSet = Set(oldMiddle)
        let newSet = Set(newMiddle)
        return (newMiddle.filter { !oldSet.contains($0) }, oldMiddle.filter { !newSet.contains($0) })
    }

    /// The first `limit` of `items`, named and joined by `separator`, then
    /// `+K more` (and `noun`) for the rest. Only those shown are named: a
    /// statement may make 10000 views. An item `name` gives nil for is left
    /// out but still counted.
    func abbreviated<C: Collection>(_ items: C, _ limit: Int, _ separator: String, noun: String? = nil,
                                            _ name: (C.Element) -> String?) -> String {
        let shown = items.prefix(limit).compactMap(name).joined(separator: separator)
        guard items.count > limit else { return shown }
        return shown + separator + "+\(items.count - limit) more" + (noun.map { " " + $0 } ?? "")
    }
}
