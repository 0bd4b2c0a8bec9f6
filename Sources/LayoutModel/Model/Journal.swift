/// What takes a transaction back after it succeeded (see `Layout.transactKeepingUndo`).
struct LayoutUndo {
    let entries: [Journal.Entry]
    /// The change record as it was before the transaction.
    let changes: LayoutChanges
}

/// The undo records of one transaction. Bookkeeping, not content: equal always.
struct Journal: Hashable, Sendable {
    /// One step to undo. The big payloads are boxed: an entry is as
    /// large as its largest case, and most entries are small.
    enum Entry: Sendable {
        indirect case view(View)
        indirect case constraint(LayoutConstraint)
        case madeView
        case madeConstraint
        case madeGuide
        case guideOwner(GuideID, ViewID?)
        indirect case device(DeviceState)
        case renamed(ViewID, String, String)
        case renamedGuide(GuideID, String)
        /// The size declared for an image name before (nil: none).
        case imageSize(String, Size?)
        /// A view appended to the end of one of a view's lists (`recordAppend`).
        case appended(ViewID, ViewList)
    }

    /// A view's lists of views, which grow at their end as code fills them.
    enum ViewList: Sendable {
        case subviews
        case arrangedSubviews
    }

    var isRecording = false
    private(set) var entries: [Entry] = []
    /// The views whose state before the transaction is recorded: once is
    /// enough (undo runs newest first, so the oldest record wins), and a
    /// second record would keep a view's lists shared, so that each change
    /// to them copied them.
    private var recordedViews: Set<ViewID> = []
    /// The numbers of views and user constraints when the transaction
    /// began: those made after are new, and undoing drops them whole.
    private var viewCount = Int.max
    private var constraintCount = Int.max

    init(isRecording: Bool = false, viewCount: Int = .max, constraintCount: Int = .max) {
        self.isRecording = isRecording
        self.viewCount = viewCount
        self.constraintCount = constraintCount
    }

    mutating func record(_ entry: Entry) {
        if isRecording { entries.append(entry) }
    }

    /// Records user constraint `constraint` as it is, unless it was made
    /// in this transaction (undoing `.madeConstraint` drops it).
    mutating func record(_ constraint: LayoutConstraint) {
        if isRecording && constraint.id.number <= constraintCount { entries.append(.constraint(constraint)) }
    }

    /// Records `view` as it is, unless it was recorded in this transaction
    /// or made in it: a view made in the transaction has no state before
    /// it to go back to. (Loading a layout of 10000 views in one statement
    /// recorded a copy of every view, and copied the records as they grew.)
    mutating func recordOnce(_ view: View) {
        if isRecording && view.id.index < viewCount && recordedViews.insert(view.id).inserted {
            entries.append(.view(view))
        }
    }

    /// Records that list `list` of view `id` grew by one view at its end,
    /// unless the view's state before the transaction is recorded already
    /// or the view was made in it (undoing those restores or drops it
    /// whole). A record of the view would share its lists, so the append
    /// would copy them: a statement that adds a subview to a view already
    /// holding thousands copied them all, each statement its own
    /// transaction (n² in a view controller that fills one view).
    mutating func recordAppend(to id: ViewID, _ list: ViewList) {
        if isRecording && id.index < viewCount && !recordedViews.contains(id) { entries.append(.appended(id, list)) }
    }

    /// Takes the steps of a transaction that ran inside this one and succeeded.
    /// Its view records come after this one's, so undoing (newest first)
    /// still ends on the oldest record of each view.
    mutating func absorb(_ inner: Journal) {
        entries += inner.entries
        for id in inner.recordedViews where id.index < viewCount { recordedViews.insert(id) }
    }

    static func == (a: Journal, b: Journal) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
