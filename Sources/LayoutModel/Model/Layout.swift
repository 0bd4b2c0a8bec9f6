import Cassowary

/// The whole layout of a session: views, guides, constraints and the device.
///
/// A value: the shell applies each statement to a copy and keeps the copy
/// only if every step succeeded, so a statement changes all or nothing.
/// `LayoutEngine` turns a layout into frames.
public struct Layout: Hashable, Sendable {
    /// Every view ever made, by `ViewID.index`; views removed from the
    /// hierarchy stay here, detached, as they do in UIKit while referenced.
    public private(set) var views: [View] = []
    /// The view owning each user layout guide, by `GuideID.index`.
    public private(set) var guideOwners: [ViewID?] = []
    /// Names of the user layout guides, by `GuideID.index`.
    public private(set) var guideNames: [String] = []
    /// The user's constraints, by creation order (`#1` first).
    public private(set) var constraints: [LayoutConstraint] = []
    /// The device and its orientation.
    public var device: DeviceState {
        didSet {
            guard device != oldValue else { return }
            changes.device = true
            journal.record(.device(oldValue))
        }
    }
    /// What changed since the engine last looked.
    public internal(set) var changes = LayoutChanges()
    /// Undo records of the change being applied, for rolling it back in place.
    var journal = Journal()

    /// Image sizes the user declared, by name (`:image NAME WxH`); only
    /// looked up, never walked in hash order.
    public internal(set) var imageSizes: [String: Size] = [:]

    private var viewsByName = ViewNames()

    /// A layout with only the root `view`, sized to `device`.
    public init(device: DeviceState = DeviceState(Device.defaultDevice)) {
        self.device = device
        let root = View(id: ViewID(0), kind: .view, name: "view")
        views.append(root)
        viewsByName.take("view", for: root.id)
    }

    /// The view controller's `view`.
    public var root: ViewID { ViewID(0) }

    /// A view, borrowed rather than copied: reading one property of it
    /// (`layout[v].superview`) does not retain its every array and string,
    /// which walks of thousands of views did several times each. Inlinable,
    /// so that other modules borrow too: called across modules, the
    /// accessor copied the whole view (432 bytes and a retain of each of its
    /// arrays and strings) to yield it.
    @inlinable
    public subscript(id: ViewID) -> View {
        _read { yield views[id.index] }
    }

    /// The view named `name`.
    public func view(named name: String) -> ViewID? { viewsByName[name] }

    /// The constraint with user id `id`.
    public func constraint(_ id: ConstraintID) -> LayoutConstraint? {
        guard !id.isGenerated, id.number >= 1, id.number <= constraints.count else { return nil }
        return constraints[id.number - 1]
    }

    // MARK: Making things

    /// The most views a layout holds: a loop that makes views without end
    /// stops with an error here rather than when memory runs out (about
    /// 11 KB a view: 100000 views are about 1.1 GB).
    public static let maxViews = 100_000

    /// Makes a view of `kind` named `name`, outside the hierarchy.
    public mutating func makeView(_ kind: ViewKind, name: String) throws(LayoutError) -> ViewID {
        guard viewsByName[name] == nil else { throw .duplicateName(name) }
        guard views.count < Layout.maxViews else { throw .tooManyViews(Layout.maxViews) }
        let id = ViewID(views.count)
        views.append(View(id: id, kind: kind, name: name))
        viewsByName.take(name, for: id)
        journal.record(.madeView)
        return id
    }

    /// Renames view `id` (a view made by an initializer gets the name it is declared with).
    public mutating func rename(_ id: ViewID, to name: String) {
        let old = views[id.index].name
        guard old != name, viewsByName[name] == nil else { return }
        viewsByName.free(old)
        journal.record(.renamed(id, old, name))
        update(id) { $0.name = name }
        viewsByName.take(name, for: id)
    }

    /// A name not used yet: `name`, else `name_2`, `name_3`… (a `let` in a loop).
    public func freshName(_ name: String) -> String { viewsByName.fresh(name) }

    /// Makes a `UILayoutGuide` named `name`, not yet added to a view.
    public mutating func makeGuide(name: String) -> GuideID {
        let id = GuideID(guideOwners.count)
        guideOwners.append(nil)
        guideNames.append(name)
        journal.record(.madeGuide)
        return id
    }

    /// Renames a user layout guide: one made by `UILayoutGuide()` is called
    /// `guideN` until a variable names it (`let margins = UILayoutGuide()`).
    public mutating func renameGuide(_ guide: GuideID, to name: String) {
        let old = guideNames[guide.index]
        guard old != name else { return }
        journal.record(.renamedGuide(guide, old))
        guideNames[guide.index] = name
    }

    /// `owner.addLayoutGuide(guide)`.
    public mutating func addLayoutGuide(_ guide: GuideID, to owner: ViewID) {
        let old = guideOwners[guide.index]
        journal.record(.guideOwner(guide, old))
        if let old { updateLists(old, marks: false) { $0.guides.removeAll { $0 == guide } } }
        guideOwners[guide.index] = owner
        updateLists(owner, marks: false) { $0.guides.append(guide) }
    }

    // MARK: Changing views

    /// Changes view `id` through `body`: the door every view change but a
    /// reordering of its lists goes through, which notes whether more than
    /// its list of subviews changed.
    mutating func update(_ id: ViewID, _ body: (inout View) -> Void) {
        journal.recordOnce(views[id.index])
        let before = views[id.index]
        body(&views[id.index])
        var same = before
        same.subviews = views[id.index].subviews
        if same != views[id.index] { changes.noteView(id) }
    }

    /// Puts `view` in place of view `id`, whose lists it keeps: as `update`
    /// does, without copying the view to compare (the caller knows it differs).
    mutating func replace(_ id: ViewID, with view: consuming View) {
        journal.recordOnce(views[id.index])
        views[id.index] = view
        changes.noteView(id)
    }

    /// Changes the subviews or arranged subviews of `id` in place, noting it
    /// as changed when `marks`. Without `update`'s comparison copy, which
    /// would make each change copy the lists: filling a stack of n views
    /// would cost n².
    mutating func updateLists(_ id: ViewID, marks: Bool, _ body: (inout View) -> Void) {
        journal.recordOnce(views[id.index])
        body(&views[id.index])
        if marks { changes.noteView(id) }
    }

    /// Appends `view` to list `list` of view `id`, noting `id` as changed
    /// when `marks`: journaled as an append, not as a record of `id`
    /// (`Journal.recordAppend`).
    mutating func append(_ view: ViewID, to list: Journal.ViewList, of id: ViewID, marks: Bool) {
        journal.recordAppend(to: id, list)
        switch list {
        case .subviews: views[id.index].subviews.append(view)
        case .arrangedSubviews: views[id.index].stack.arrangedSubviews.append(view)
        }
        if marks { changes.noteView(id) }
    }

    /// Appends `constraint` to the user's list and gives it the next id.
    mutating func append(_ constraint: LayoutConstraint) -> ConstraintID {
        var c = constraint
        c.id = ConstraintID(constraints.count + 1)
        constraints.append(c)
        journal.record(.madeConstraint)
        changes.noteConstraint(c.id)
        return c.id
    }

    /// Changes user constraint `id` through `body`.
    mutating func updateConstraint(_ id: ConstraintID, _ body: (inout LayoutConstraint) -> Void) {
        journal.record(constraints[id.number - 1])
        changes.noteConstraint(id, before: id.number <= changes.constraintCount ? constraints[id.number - 1] : nil)
        body(&constraints[id.number - 1])
    }

    /// Whether a view's layout properties changed since the engine last laid out.
    public func hasChanged(_ view: ViewID) -> Bool { changes.views.contains(view) }

    /// Hands the change record to the engine and starts a new one.
    mutating func takeChanges() -> LayoutChanges {
        defer { changes = LayoutChanges(constraintCount: constraints.count) }
        return changes
    }

    // MARK: Transactions

    /// Applies `change` in place, all or nothing: on a throw every recorded
    /// step is undone, newest first. In place, so that a change to a big
    /// layout costs what it touches, not a copy of every view.
    ///
    /// Transactions nest: an inner one that fails undoes only its own
    /// steps (a statement of a `viewDidLoad` that fails leaves the ones
    /// before it), and one that succeeds hands its steps to the outer one,
    /// which can still undo them all.
    public mutating func transact<E: Error>(_ change: (inout Layout) throws(E) -> Void) throws(E) {
        _ = try journaling(change)
    }

    /// `transact`, returning what takes the change back after it succeeded:
    /// for a caller that may still refuse it (the engine, when laying it out
    /// fails). Valid until the layout changes again.
    mutating func transactKeepingUndo<E: Error>(_ change: (inout Layout) throws(E) -> Void) throws(E) -> LayoutUndo {
        // A copy of the record, for `undo(_:)`: the engine takes the record
        // after every change, so this one is mostly empty.
        let savedChanges = changes
        return LayoutUndo(entries: try journaling(change), changes: savedChanges)
    }

    /// Runs `change` with a journal of its own and returns the journal's
    /// entries; on a throw, takes back every entry and every note in the
    /// change record since it began (a mark, not a copy: see
    /// `LayoutChanges`).
    private mutating func journaling<E: Error>(_ change: (inout Layout) throws(E) -> Void) throws(E) -> [Journal.Entry] {
        let mark = changes.mark
        let outer = journal
        journal = Journal(isRecording: true, viewCount: views.count, constraintCount: constraints.count)
        do {
            try change(&self)
            let inner = journal
            journal = outer
            if journal.isRecording { journal.absorb(inner) }
            return inner.entries
        } catch {
            let entries = journal.entries
            journal = outer
            for entry in entries.reversed() { undo(entry) }
            changes.rollBack(to: mark)
            throw error
        }
    }

    /// Takes back the transaction `record` came from, which must be the
    /// last change: the layout and its change record are as they were before.
    mutating func undo(_ record: LayoutUndo) {
        for entry in record.entries.reversed() { undo(entry) }
        changes = record.changes
    }

    private mutating func undo(_ entry: Journal.Entry) {
        switch entry {
        case .view(let old): views[old.id.index] = old
        case .constraint(let old): constraints[old.id.number - 1] = old
        case .madeView:
            if let last = views.popLast() { viewsByName.free(last.name) }
        case .madeConstraint: constraints.removeLast()
        case .madeGuide:
            guideOwners.removeLast()
            guideNames.removeLast()
        case .guideOwner(let guide, let owner): guideOwners[guide.index] = owner
        case .renamedGuide(let guide, let old): guideNames[guide.index] = old
        case .device(let old): device = old
        case .renamed(let id, let old, let new):
            viewsByName.free(new)
            viewsByName.take(old, for: id)
            // A view made in the transaction has no record of its own to
            // give its name back before it is dropped (see `recordOnce`).
            views[id.index].name = old
        case .imageSize(let name, let old): imageSizes[name] = old
        case .appended(let id, .subviews): _ = views[id.index].subviews.popLast()
        case .appended(let id, .arrangedSubviews): _ = views[id.index].stack.arrangedSubviews.popLast()
        }
    }

    /// Storage of its own for every large buffer (see `LayoutEngine.makeStorageUnique`).
    mutating func makeStorageUnique() {
        views.makeUnique()
        guideOwners.makeUnique()
        guideNames.makeUnique()
        constraints.makeUnique()
        viewsByName.makeStorageUnique()
    }
}
