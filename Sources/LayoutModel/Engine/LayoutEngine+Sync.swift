import Cassowary

/// Bringing the solver in step: which sources a change touches, and
/// regenerating them.
extension LayoutEngine {
    /// Regenerates what `changes` touch (everything on the first sync or a
    /// reset), installs the difference and solves, then feeds two-pass values
    /// back until they settle.
    ///
    /// Values that chase each other (a view whose safe area moves it out of
    /// the unsafe area and back) stop after `maxPasses` wherever they are,
    /// which depends on where they started: they start again from none, as
    /// a fresh engine's do, so where they stop depends on the layout alone.
    /// `isSettled` says whether they settled.
    func sync(_ changes: LayoutChanges = LayoutChanges(), everything: Bool = false) throws(LayoutError) {
        revision += 1
        let rescaled = pixelScale != layout.device.scale
        pixelScale = layout.device.scale
        if !everything, !rescaled, isSettled, touchesOnlyViewsOutsideTree(changes) { return }
        if everything || changes.everything || !changes.moved.isEmpty { hierarchyEpoch += 1 }
        if everything || changes.everything {
            inTree = HierarchyMemo()
            hierarchyPlaces.forget()
            ambiguityState.invalidate()
        } else if !changes.moved.isEmpty {
            hierarchyPlaces.noteMoved(changes.moved)
            for v in layout.subtrees(of: changes.moved) { inTree.forget(v) }
            ambiguityState.noteMoved(changes.moved, viewCount: layout.views.count)
        }
        var dirty = everything || changes.everything ? allSources() : dirtySources(changes)
        // Text sizes are rounded up to the screen's pixels: another scale
        // measures every view of text again.
        if rescaled && !(everything || changes.everything) {
            for view in layout.viewsInHierarchy where IntrinsicSize.measuresText(layout[view]) { addSources(reading: view, to: &dirty) }
        }
        // A row that collapsed is measured afresh each time: only at its
        // fitting height does the layout say whether it still collapses.
        if !measured.collapsedRows.isEmpty {
            for row in measured.collapsedRows { if let table = layout[row].superview { dirty.insert(.view(table)) } }
            measured.collapsedRows = []
        }
        var movedVariables: [Variable] = []
        // Logged once laid out; a failure is followed by laying out anew,
        // which logs every frame.
        var laidOut = false
        defer { if laidOut { logFrames(after: changes, everything: everything, moved: movedVariables) } }
        for round in 0..<2 {
            for _ in 0..<LayoutEngine.maxPasses {
                passCount += 1
                // What a pass can change: the views regenerated (a view
                // starts or stops wrapping only there) and those whose width
                // moved; after a full regeneration, everything.
                var rereading: Set<ViewID>? = everything || changes.everything || round > 0 ? nil : []
                for key in dirty { if case .view(let v) = key { rereading?.insert(v) } }
                var failure: LayoutError?
                let moved = solver.valueChanges {
                    do throws(LayoutError) {
                        // Optimized once the whole difference is in: a view
                        // joining a stack replaces the stack's bottom
                        // connection, and optimizing after each removal and
                        // addition swung a stack that does not fit out and
                        // back (`deferringOptimization`).
                        try solver.deferringOptimization({ () throws(LayoutError) in try regenerate(dirty, input) },
                                                         failure: { layoutFailure($0, while: "laying out the change") })
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
                movedVariables += moved.map(\.variable)
                if rereading != nil {
                    for change in moved {
                        guard let meaning = meanings[ObjectIdentifier(change.variable)], meaning.component == .width,
                              case .view(let v) = meaning.item else { continue }
                        rereading?.insert(v)
                    }
                }
                var rewrapped: Set<ViewID>?
                let measured = measureTwoPassValues(rereading: rereading, rewrapped: &rewrapped)
                dirty = sourcesTouched(by: measured, rewrapped: rewrapped)
                self.measured = measured
                if dirty.isEmpty {
                    isSettled = true
                    laidOut = true
                    return
                }
            }
            if round == 0 {
                dirty = sourcesTouched(by: MeasuredValues(), rewrapped: nil)
                measured = MeasuredValues()
            }
        }
        isSettled = false
        laidOut = true
    }

    /// Every source of the current layout, and every source now in force.
    private func allSources() -> Set<SourceKey> {
        var all = Set(sources.keys)
        all.insert(.root)
        for view in layout.viewsInHierarchy { all.insert(.view(view)) }
        for c in layout.constraints { all.insert(.user(c.id)) }
        return all
    }

    /// Whether `changes` touch only views outside the tree, none of which
    /// entered or left it, and nothing else: their sources generate
    /// nothing, before and after, so there is nothing to regenerate, solve,
    /// measure or log (a view made, or its text set, before it is added).
    /// Layouts that had not settled are laid out again all the same, as
    /// any statement lays them out.
    private func touchesOnlyViewsOutsideTree(_ changes: LayoutChanges) -> Bool {
        guard !changes.everything, !changes.device, changes.moved.isEmpty, changes.constraints.isEmpty,
              newlyLaidOut.isEmpty, measured.collapsedRows.isEmpty else { return false }
        let layout = self.layout
        return changes.views.allSatisfy { !inTree.contains($0, layout) }
    }

    /// The sources a change touches.
    private func dirtySources(_ changes: LayoutChanges) -> Set<SourceKey> {
        var dirty = Set<SourceKey>()
        if changes.device {
            dirty.insert(.root)
            dirty.insert(.derived(.safeArea(layout.root)))
            dirty.insert(.derived(.margins(layout.root)))
            dirty.insert(.derived(.readable(layout.root)))
            dirty.insert(.derived(.keyboard(layout.root)))
        }
        for id in changes.constraints { dirty.insert(.user(id)) }
        // A view that entered or left the tree brings its whole subtree,
        // and every user constraint naming one of them: whether it is laid
        // out, and the scroll view rule, read the tree.
        let moved = layout.subtrees(of: changes.moved)
        for v in moved { addSources(reading: v, to: &dirty, movedInTree: true) }
        for v in changes.views where !moved.contains(v) { addSources(reading: v, to: &dirty) }
        return dirty
    }

    /// Adds the sources whose output depends on view `v`'s properties: its
    /// own, its stack or box superview's, its derived guides' in use, and
    /// the user constraints whose translation reads them
    /// (`addUserConstraints`). Added in place: a set made for each view and
    /// merged cost more than the inserts.
    ///
    /// A guide no constraint uses defines nothing; one that comes into use
    /// while regenerating is defined then (`install` reports it).
    func addSources(reading v: ViewID, to result: inout Set<SourceKey>, movedInTree: Bool = false) {
        result.insert(.view(v))
        func addGuide(_ item: LayoutItem) {
            if derivedUse[item] != nil { result.insert(.derived(item)) }
        }
        addGuide(.safeArea(v))
        addGuide(.margins(v))
        addGuide(.readable(v))
        addGuide(.keyboard(v))
        addGuide(.contentGuide(v))
        let layout = self.layout
        if let parent = layout[v].superview,
           layout[parent].kind == .stackView || layout[parent].kind == .boxView || layout[parent].table != nil {
            result.insert(.view(parent))
            // The parent's margins guide may be used by the stack (margins-relative).
        }
        addUserConstraints(reading: v, to: &result, movedInTree: movedInTree, layout)
    }

    /// Adds the user constraints whose solver form reads view `v`: all that
    /// name it when it moved in the tree (being laid out and the scroll view
    /// rule read where it is) or is a scroll view (the rule reads its
    /// margins); otherwise only those naming its baselines (they read its
    /// text), and those naming the baselines of each stack view it is
    /// arranged in, up the tree (a stack's baseline is that of its first or
    /// last visible arranged view). The rest translate the same whatever
    /// the view's properties, so regenerating them would only find them as
    /// they were.
    private func addUserConstraints(reading v: ViewID, to result: inout Set<SourceKey>, movedInTree: Bool, _ layout: Layout) {
        if let users = userConstraintsByView[v] {
            let all = movedInTree || layout[v].kind == .scrollView
            for id in users where all || Self.namesBaseline(of: v, layout.constraint(id)) { result.insert(.user(id)) }
        }
        var container = layout[v].superview
        while let stack = container, layout[stack].kind == .stackView {
            for id in userConstraintsByView[stack] ?? [] where Self.namesBaseline(of: stack, layout.constraint(id)) {
                result.insert(.user(id))
            }
            container = layout[stack].superview
        }
    }

    /// Whether `c` (nil when there is none) names a baseline of view `v`.
    private static func namesBaseline(of v: ViewID, _ c: LayoutConstraint?) -> Bool {
        guard let c else { return false }
        func reads(_ anchor: Anchor?) -> Bool {
            guard let anchor, anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline else { return false }
            return anchor.item == .view(v)
        }
        return reads(c.first) || reads(c.second)
    }

    /// The sources a change of two-pass values touches; the wrap widths
    /// that changed are `rewrapped` when the measure says (it read only
    /// some again), else found by comparing the tables.
    private func sourcesTouched(by new: MeasuredValues, rewrapped: Set<ViewID>?) -> Set<SourceKey> {
        let old = measured
        var views = Set<ViewID>()
        if let rewrapped {
            views = rewrapped
        } else {
            views.formUnion(Self.keysThatDiffer(old.wrapWidths, new.wrapWidths))
        }
        views.formUnion(Self.keysThatDiffer(old.safeAreaInsets, new.safeAreaInsets))
        views.formUnion(Self.keysThatDiffer(old.inheritedMargins, new.inheritedMargins))
        views.formUnion(Self.keysThatDiffer(old.adjustedContentInsets, new.adjustedContentInsets))
        for row in old.collapsedRows.symmetricDifference(new.collapsedRows) {
            if let table = layout[row].superview { views.insert(table) }
        }
        var dirty = Set<SourceKey>()
        for v in views { addSources(reading: v, to: &dirty) }
        return dirty
    }

    /// The views whose value differs between two tables of a two-pass
    /// value, or that only one of them has.
    private static func keysThatDiffer<T: Equatable>(_ old: [ViewID: T], _ new: [ViewID: T]) -> Set<ViewID> {
        var views = Set<ViewID>()
        for (v, value) in new where old[v] != value { views.insert(v) }
        for v in old.keys where new[v] == nil { views.insert(v) }
        return views
    }

    /// Regenerates `dirty` sources in order and installs the difference; a
    /// derived guide as it comes into use, the others last, once their use
    /// counts are known.
    private func regenerate(_ dirty: Set<SourceKey>, _ input: GenerationInput) throws(LayoutError) {
        var pendingDerived = Set(dirty.compactMap { key -> LayoutItem? in
            if case .derived(let item) = key { return item }
            return nil
        })
        // All made before any is installed: a first load then knows how
        // much it installs, and the tables grow once rather than by doubling
        // (at 10000 views each doubling copied megabytes out of the cache).
        // Taken out while regenerating: `generate` reads the engine too.
        var inTree = HierarchyMemo()
        swap(&inTree, &self.inTree)
        defer { swap(&inTree, &self.inTree) }
        var made = installOrder(dirty.filter { !isDerived($0) }).map { ($0, generate($0, input, &inTree)) }
        defersSuccessors = true
        defer {
            defersSuccessors = false
            waitingSuccessors = []
        }
        reserveRoom(forInstalling: made.reduce(0) { n, source in n + newConstraintCount(source.0, source.1) })
        for i in made.indices {
            // Numbered here rather than as made: the id table then grows
            // once, above, instead of doubling as 10000 views are made (each
            // doubling moved every ~100-byte key); the records, read here
            // out of the cache, are still in it for installing.
            if case .view(let stack) = made[i].0, regeneratesByDifference(made[i].0) {
                // Handed over whole, so that numbering writes it in place.
                var constraints: [LayoutConstraint] = []
                swap(&constraints, &made[i].1)
                pendingDerived.formUnion(try defineNewlyUsed(try replaceByDifference(made[i].0, stack: stack, made: consume constraints), input))
            } else {
                let wanted = if case .user = made[i].0 { made[i].1 } else { assignIDs(made[i].1, source: made[i].0) }
                pendingDerived.formUnion(try defineNewlyUsed(try replace(made[i].0, with: wanted), input))
            }
            // Released while still in the cache: at the end, releasing the
            // records of 10000 views read 6 MB back in.
            made[i].1 = []
        }
        pendingDerived.formUnion(try defineNewlyUsed(try installSuccessors(), input))
        for item in pendingDerived.sorted() {
            let key = SourceKey.derived(item)
            let wanted = (derivedUse[item] ?? 0) > 0 ? SystemConstraints.defining(item, input) : []
            _ = try replace(key, with: assignIDs(wanted, source: key))
        }
        try restoreBroken()
    }

    /// Makes room for `count` new constraints in the engine's and the
    /// solver's tables, when that at least doubles them (a smaller batch
    /// leaves growth to the tables, which double: reserving a little each
    /// statement would copy them every time).
    private func reserveRoom(forInstalling count: Int) {
        let total = installed.count + count
        guard count >= max(installed.count, 64) else { return }
        generatedIDs.reserveCapacity(generatedIDs.count + count)
        installed.reserveCapacity(user: layout.constraints.count, generated: generatedIDs.count + count)
        owners.reserveCapacity(total)
        solver.reserveCapacity(constraints: total)
        // Every view in the tree gets four variables as its constraints are installed.
        if variables.count < layout.views.count {
            variables.reserveCapacity(layout.views.count)
            meanings.reserveCapacity(4 * layout.views.count)
        }
    }

    /// How many of the constraints `made` for source `key` are not
    /// installed yet: a user constraint by its id; generated ones, which
    /// are numbered as they are installed, by how many more the source
    /// makes than it had (a reset regenerates everything under the ids it
    /// already has).
    private func newConstraintCount(_ key: SourceKey, _ made: [LayoutConstraint]) -> Int {
        if case .user = key { return made.count { !installed.contains($0.id) } }
        return max(0, made.count - (sources[key]?.count ?? 0))
    }

    private func isUser(_ key: SourceKey) -> Bool {
        if case .user = key { return true }
        return false
    }

    private func isDerived(_ key: SourceKey) -> Bool {
        if case .derived = key { return true }
        return false
    }

    /// The constraints source `key` puts in force now: a user constraint
    /// with its id, generated ones still to be numbered (`assignIDs`).
    private func generate(_ key: SourceKey, _ input: GenerationInput, _ inTree: inout HierarchyMemo) -> [LayoutConstraint] {
        // Read once: each read of the engine's property copies the layout's
        // tables (a retain each), which generating does a few times a view.
        let layout = self.layout
        switch key {
        case .root:
            return SystemConstraints.root(input)
        case .view(let v):
            guard inTree.contains(v, layout) else { wrappingViews.remove(v); return [] }
            // Every view in the hierarchy is laid out, named by a constraint
            // or not (UIKit gives it a frame): whether one ever was must not
            // decide between `(0, 0, 0, 0)` and "not laid out".
            _ = variables(for: .view(v))
            if IntrinsicSize.wraps(layout[v]) { wrappingViews.insert(v) } else { wrappingViews.remove(v) }
            var made = AutoresizingConstraints.make(for: v, input) + IntrinsicConstraints.make(for: v, input)
            switch layout[v].kind {
            case .stackView: StackViewConstraints.make(for: v, input, into: &made)
            case .boxView: made += BoxViewConstraints.make(for: v, input)
            case .scrollView where layout[v].table != nil:
                made += TableViewConstraints.make(for: v, input)
            default: break
            }
            return made
        case .user(let id):
            guard let c = layout.constraint(id), c.isActive,
                  layout.isLaidOut(c, inTree: { inTree.contains($0, layout) }) else { return [] }
            return [c]
        case .derived:
            return []
        }
    }

    /// Gives generated constraints their session-long ids.
    func assignIDs(_ made: [LayoutConstraint], source: SourceKey) -> [LayoutConstraint] {
        var counter = GeneratedKeyCounter(expecting: made.count)
        return made.map { c in
            var c = c
            c.id = number(counter.key(of: c))
            c.isActive = true
            return c
        }
    }

    /// The session-long id of a generated constraint's key, numbered the
    /// first time it is met.
    func number(_ key: GeneratedKey) -> ConstraintID {
        // Nearly every key was met before: one lookup, not a lookup and a write.
        if let number = generatedIDs[key] { return ConstraintID(number, generated: true) }
        let number = generatedIDs.count + 1
        generatedIDs[key] = number
        return ConstraintID(number, generated: true)
    }

    /// Puts `wanted` in force for source `key` in place of what it had:
    /// removes what is gone, installs or updates the rest. Returns the derived
    /// guides whose use count went from or to zero.
    func replace(_ key: SourceKey, with wanted: [LayoutConstraint]) throws(LayoutError) -> Set<LayoutItem> {
        let old = sources[key] ?? []
        // A guide no constraint uses, asked again whenever its view changes.
        if old.isEmpty && wanted.isEmpty && !isUser(key) { return [] }
        let keep = Set(wanted.map(\.id))
        let gone = old.filter { !keep.contains($0) }
        let sourceView: ViewID? = if case .view(let v) = key { v } else { nil }
        // Successors are installed and placed by `installSuccessors`.
        let touched = try install(wanted, for: key, replacing: gone, isNew: { self.installed[wanted[$0].id] == nil }) { (successors) throws(LayoutError) in
            var touched = Set<LayoutItem>()
            for (position, c) in wanted.enumerated() where successors[position] == nil {
                touched.formUnion(try install(c, rank: ConflictRank(source: key, position: position)))
                installed.place(c.id, sourceView: sourceView, position: position)
            }
            return touched
        }
        sources[key] = wanted.isEmpty ? nil : wanted.map(\.id)
        if case .user(let id) = key, let c = layout.constraint(id) {
            // Indexed whether in force or not: a view entering the tree
            // must bring in the constraints waiting for it.
            for item in c.items {
                if let host = layout.hostView(of: item) { userConstraintsByView[host, default: []].insert(id) }
            }
        }
        return touched
    }
}
