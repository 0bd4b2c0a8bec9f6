/// What changed in a layout since the engine last brought the solver in
/// step: the engine regenerates and re-translates only what these touch.
///
/// Bookkeeping, not content: two layouts that differ only in their change
/// records are equal.
///
/// It only grows until the engine takes it, and each insertion is logged, so
/// that a transaction that fails takes back its own insertions
/// (`rollBack(to:)`) instead of keeping a copy of the record to restore: a
/// copy made for every statement of a `viewDidLoad` made the statement's
/// first insertion copy every set, n² over a controller of n views.
public struct LayoutChanges: Hashable, Sendable {
    /// Views whose layout properties changed (not just their list of subviews).
    private(set) var views: Set<ViewID> = []
    /// Views that were added to, moved within or removed from a tree: their
    /// whole subtree may have entered or left the hierarchy.
    private(set) var moved: Set<ViewID> = []
    /// User constraints made or changed.
    private(set) var constraints: Set<ConstraintID> = []
    /// Each changed user constraint as it was before its first change.
    private(set) var constraintsBefore: [ConstraintID: LayoutConstraint] = [:]
    /// How many user constraints there were when the record began: those
    /// made since have no state before it worth keeping (`noteConstraint`).
    let constraintCount: Int
    /// The device or its orientation.
    var device = false
    /// Something with effects too wide to track (a guide changing owner).
    var everything = false
    /// What each insertion added, in order: what a roll-back removes.
    private var log: [Insertion] = []

    private enum Insertion {
        case view(ViewID), moved(ViewID), constraint(ConstraintID), before(ConstraintID)
    }

    /// A point to roll back to: how long the log was, and the flags.
    struct Mark {
        fileprivate let logCount: Int
        fileprivate let device: Bool
        fileprivate let everything: Bool
    }

    public static func == (a: LayoutChanges, b: LayoutChanges) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}

    /// A record that begins with `constraintCount` user constraints.
    init(constraintCount: Int = 0) {
        self.constraintCount = constraintCount
    }

    var isEmpty: Bool { views.isEmpty && moved.isEmpty && constraints.isEmpty && !device && !everything }

    /// Notes that view `id`'s layout properties changed.
    mutating func noteView(_ id: ViewID) {
        if views.insert(id).inserted { log.append(.view(id)) }
    }

    /// Notes that view `id` entered, moved within or left a tree.
    mutating func noteMoved(_ id: ViewID) {
        if moved.insert(id).inserted { log.append(.moved(id)) }
    }

    /// Notes that user constraint `id` was made or changed; `before` is
    /// what it was before this change (kept only for its first, and only
    /// for a constraint older than the record: the summary reports what
    /// changed in those, and made the others; activating each new one kept
    /// a copy of it and an edit in the engine's log).
    mutating func noteConstraint(_ id: ConstraintID, before: LayoutConstraint? = nil) {
        if let before, id.number <= constraintCount, constraintsBefore[id] == nil {
            constraintsBefore[id] = before
            log.append(.before(id))
        }
        if constraints.insert(id).inserted { log.append(.constraint(id)) }
    }

    /// Where the record stands now, for `rollBack(to:)`.
    var mark: Mark { Mark(logCount: log.count, device: device, everything: everything) }

    /// Takes back every insertion since `mark` was taken (of this record:
    /// the engine has not taken it in between).
    mutating func rollBack(to mark: Mark) {
        while log.count > mark.logCount {
            switch log.removeLast() {
            case .view(let id): views.remove(id)
            case .moved(let id): moved.remove(id)
            case .constraint(let id): constraints.remove(id)
            case .before(let id): constraintsBefore[id] = nil
            }
        }
        device = mark.device
        everything = mark.everything
    }
}
