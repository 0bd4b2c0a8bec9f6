import Cassowary

/// Bringing the kept answer of which values are ambiguous up to date (see
/// `KeptAmbiguity`).
extension LayoutEngine {
    /// The frame values the layout does not fix, in hierarchy order, from
    /// the kept answer brought up to date, and the motion they were read
    /// from: nil when the last answer stood (`standingAnswer`), the solver
    /// not asked.
    func keptAmbiguity() -> (attributes: AmbiguousAttributes, motion: FaceMotion?) {
        // Taken out while it is brought up to date, so that its arrays are
        // not shared and writing them copies nothing.
        // Swapped rather than assigned: an assignment copied it whole.
        var kept = KeptAmbiguity()
        swap(&kept, &ambiguityState)
        defer { swap(&kept, &ambiguityState) }
        let layout = self.layout
        if let answer = standingAnswer(&kept, layout) { return answer }
        let changes = solver.movement(reporting: &kept.report)
        if changes.isFull {
            let report = kept.report
            kept = KeptAmbiguity()
            kept.report = report
        }
        kept.grow(to: layout.views.count)
        if kept.looksAtEveryView {
            kept.looksAtEveryView = false
            kept.movedRoots = []
            for index in 0..<layout.views.count { kept.markDirty(ViewID(index)) }
        }
        readReport(changes, into: &kept)
        // The engine's own knowledge of the tree, which each sync keeps
        // up to date: a memo made here climbed to the root again.
        func isInTree(_ view: ViewID) -> Bool { inTree.contains(view, layout) }
        // Views not yet confirmed: the variables the solver has not met can
        // be anything. Once met, the solver never forgets them.
        unconfirmedViews.removeAll { view in
            let bits = unknownComponents(of: view)
            if view.index < kept.unknownBits.count, kept.unknownBits[view.index] != bits {
                kept.unknownBits[view.index] = bits
                kept.markDirty(view)
            }
            return bits == 0
        }
        markSubtreesDirty(kept.movedRoots, in: &kept)
        kept.movedRoots = []
        for view in kept.probed { kept.markDirty(view) }
        // What moves of each view looked at; its subviews' x and y are
        // measured from its origin, so when that changed they are looked at too.
        var index = 0
        while index < kept.dirty.count {
            let view = kept.dirty[index]
            index += 1
            let bits = isInTree(view) ? kept.solverBits[view.index] | kept.unknownBits[view.index] : 0
            if bits & 3 != kept.moving[view.index] & 3 {
                for child in layout[view].subviews { kept.markDirty(child) }
            }
            kept.moving[view.index] = bits
        }
        let found = findAgain(&kept, changes.motion)
        if found.changed || kept.orderEpoch != hierarchyEpoch {
            order(&kept, added: found.named, dropped: found.unnamed, changed: found.changed)
        }
        return (kept.attributes, changes.motion)
    }

    /// The last answer when it still stands, else nil: there is one (its
    /// order is of this hierarchy; a forgotten answer's epoch is −1), the
    /// solver wrote nothing since (`Solver.movementStands`), no view
    /// entered, left or moved in the tree, and every view to look at is
    /// outside it with nothing found, as a view just made is. Such views are then looked
    /// at (found to have nothing) without asking the solver or probing
    /// again: a statement that only makes or changes a view outside the
    /// tree costs nothing here.
    private func standingAnswer(_ kept: inout KeptAmbiguity, _ layout: Layout) -> (attributes: AmbiguousAttributes, motion: FaceMotion?)? {
        guard kept.orderEpoch == hierarchyEpoch, !kept.looksAtEveryView, kept.movedRoots.isEmpty,
              solver.movementStands(for: kept.report) else { return nil }
        kept.grow(to: layout.views.count)
        for view in kept.dirty where kept.moving[view.index] != 0 || kept.found[view.index] != 0 || inTree.contains(view, layout) {
            return nil
        }
        for view in kept.dirty { kept.isDirty[view.index] = false }
        kept.dirty = []
        return (kept.attributes, nil)
    }

    /// Marks every view of the subtrees under `roots` to be looked at
    /// again, walking each view once: in a hierarchy built one view inside
    /// the last, every view is a moved root, and walking each root's whole
    /// subtree walked the n views n/2 times.
    private func markSubtreesDirty(_ roots: [ViewID], in kept: inout KeptAmbiguity) {
        guard !roots.isEmpty else { return }
        let layout = self.layout
        var walked = [Bool](repeating: false, count: layout.views.count)
        var stack: [ViewID] = []
        for root in roots where root.index < walked.count && !walked[root.index] {
            stack.append(root)
            while let v = stack.popLast() {
                // A view walked already had its whole subtree walked with it.
                guard !walked[v.index] else { continue }
                walked[v.index] = true
                kept.markDirty(v)
                stack += layout[v].subviews
            }
        }
    }

    /// Notes the variables the report says began or ceased to move, by
    /// view and component, marking their views to be looked at again.
    private func readReport(_ changes: MovementChanges, into kept: inout KeptAmbiguity) {
        let components: [ItemComponent] = [.left, .top, .width, .height]
        for (variables, moves) in [(changes.started, true), (changes.stopped, false)] {
            for variable in variables {
                guard let meaning = meanings[ObjectIdentifier(variable)], let k = components.firstIndex(of: meaning.component) else { continue }
                let bit = UInt8(1 << k)
                switch meaning.item {
                case .view(let view) where view.index < kept.solverBits.count:
                    kept.solverBits[view.index] = moves ? kept.solverBits[view.index] | bit : kept.solverBits[view.index] & ~bit
                    kept.markDirty(view)
                case .contentGuide(let scrollView) where k >= 2 && scrollView.index < kept.contentBits.count:
                    kept.contentBits[scrollView.index] = moves ? kept.contentBits[scrollView.index] | bit : kept.contentBits[scrollView.index] & ~bit
                default:
                    continue
                }
            }
        }
    }

    /// Finds again what is ambiguous of each view marked, and the
    /// contentSize of every scroll view; clears the marks. Returns whether
    /// anything found changed, the views with something found that had
    /// nothing, and whether any view with something has nothing now.
    private func findAgain(_ kept: inout KeptAmbiguity, _ motion: FaceMotion) -> (changed: Bool, named: [ViewID], unnamed: Bool) {
        let layout = self.layout
        var changed = false
        var named: [ViewID] = []
        var unnamed = false
        func set(_ view: ViewID, _ bits: UInt8) {
            let old = kept.found[view.index]
            guard old != bits else { return }
            kept.found[view.index] = bits
            changed = true
            if old == 0 { named.append(view) }
            if bits == 0 { unnamed = true }
        }
        var probes: [(at: Int, attribute: Int, expression: Expression)] = []
        var frameBits: [UInt8] = []
        frameBits.reserveCapacity(kept.dirty.count)
        for view in kept.dirty {
            kept.isDirty[view.index] = false
            let mine = kept.moving[view.index]
            let parent = layout[view].superview
            let theirs = parent.map { kept.moving[$0.index] } ?? 0
            // Widths and heights are the view's own variables; x and y are
            // differences of its edge and its superview's: with one fixed
            // the difference moves with the other, and only when both move
            // can they cancel.
            var bits = view == layout.root ? 0 : mine & 0b1100
            if (mine & 3 != 0 && view != layout.root) || (theirs & 3 != 0 && variables(ofView: view) != nil) {
                for k in 0..<2 {
                    let own = mine & (1 << k) != 0
                    if own != (theirs & (1 << k) != 0) {
                        bits |= 1 << k
                    } else if own, let expression = frameExpression(of: view, k == 0 ? .left : .top) {
                        probes.append((frameBits.count, k, expression))
                    }
                }
            }
            frameBits.append(bits)
        }
        let probed = solver.moves(probes.map(\.expression), along: motion)
        for (probe, moves) in zip(probes, probed) where moves { frameBits[probe.at] |= 1 << probe.attribute }
        for (view, bits) in zip(kept.dirty, frameBits) { set(view, kept.found[view.index] & 0b110000 | bits) }
        kept.probed = []
        for probe in probes where kept.probed.last != kept.dirty[probe.at] { kept.probed.append(kept.dirty[probe.at]) }
        kept.dirty = []
        // Scroll views are few: each one's contentSize is found every time.
        let views = layout.views
        for index in kept.scannedViews..<views.count where views[index].kind == .scrollView { kept.scrollViews.append(ViewID(index)) }
        kept.scannedViews = views.count
        for scrollView in kept.scrollViews {
            var bits: UInt8 = 0
            if inTree.contains(scrollView, layout) {
                bits = kept.contentBits[scrollView.index] & 0b1100
                if let k = unsizedContent(of: scrollView) { bits |= 1 << k }
            }
            set(scrollView, kept.found[scrollView.index] & 0b1111 | bits << 2)
        }
        return (changed, named, unnamed)
    }

    /// Puts the views with something found in hierarchy order, those that
    /// had nothing last time added and those with nothing now left out,
    /// and the answer made again from it. Only a changed tree can reorder
    /// what was in order.
    private func order(_ kept: inout KeptAmbiguity, added: [ViewID], dropped: Bool, changed: Bool) {
        var named = kept.ordered
        if dropped { named.removeAll { kept.found[$0.index] == 0 } }
        let wasOrdered = kept.orderEpoch == hierarchyEpoch
        kept.orderEpoch = hierarchyEpoch
        if named.count + added.count <= 16 {
            // Few are ordered by their paths from the root, as `inHierarchyOrder` does.
            named = inHierarchyOrder(named + added)
        } else {
            hierarchyPlaces.update(layout, epoch: hierarchyEpoch)
            let places = hierarchyPlaces
            func key(_ view: ViewID) -> (Int, Int) {
                (variables(ofView: view) == nil ? -1 : places.place(of: view), view.index)
            }
            if !(wasOrdered && kept.orderedByPlaces) && !zip(named, named.dropFirst()).allSatisfy({ key($0) < key($1) }) {
                named.sort { key($0) < key($1) }
            } else if !changed {
                return
            }
            // The new ones merged in.
            var merged: [ViewID] = []
            merged.reserveCapacity(named.count + added.count)
            var i = 0
            for view in added.sorted(by: { key($0) < key($1) }) {
                while i < named.count && key(named[i]) < key(view) {
                    merged.append(named[i])
                    i += 1
                }
                merged.append(view)
            }
            merged += named[i...]
            named = merged
        }
        kept.orderedByPlaces = named.count > 16
        kept.ordered = named
        var attributes = AmbiguousAttributes()
        for view in named {
            let bits = kept.found[view.index]
            for k in 0..<4 where bits & (1 << k) != 0 { attributes.frames.append((view, AmbiguousValue.Attribute.allCases[k])) }
            for k in 2..<4 where bits & (1 << (k + 2)) != 0 {
                attributes.contentSizes.append((view, AmbiguousValue.Attribute.allCases[k]))
            }
        }
        kept.attributes = attributes
    }
}
