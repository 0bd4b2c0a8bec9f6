/// The order a batch of regenerated sources goes into the solver, and
/// when the derived guides they bring into use are defined.
///
/// The solver reaches the same layout in any order, but not at the same
/// cost: a constraint that ties a free structure to what is already placed
/// is one short row, while the same tie added after the structure pivots
/// through all of it. Typing places containers before their content; a
/// view controller's `viewDidLoad` comes as one batch, ordered here so that
/// it costs what typing it would.
extension LayoutEngine {
    /// `sources` in the order to install them: from the top of the tree
    /// down (a source at the depth of the deepest view it places), each
    /// depth in the sources' own order.
    ///
    /// Typed a statement at a time, a container is pinned before its
    /// content joins it; loaded as one input (a view controller's
    /// `viewDidLoad`), every source comes at once, and in the sources' own
    /// order (the views' before the user's) a form's sections were stacked
    /// first and the form pinned to its scroll view last, which pivoted the
    /// pin through every section: n² at 10000 views. Top down, each source
    /// places its views on what is already placed, as typing did.
    ///
    /// The few sources of one typed statement keep their own order: finding
    /// depths costs a table the size of the layout, which every statement
    /// of a file of 10000 views would pay for nothing.
    func installOrder(_ sources: Set<SourceKey>) -> [SourceKey] {
        guard sources.count >= LayoutEngine.batchOrderedFrom else { return sources.sorted() }
        let layout = self.layout
        var depths = [Int32](repeating: -1, count: layout.views.count)
        func depth(_ v: ViewID) -> Int32 {
            guard v.index < depths.count else { return 0 }
            var way: [ViewID] = []
            var current: ViewID? = v
            var base: Int32 = -1
            while let c = current, c.index < depths.count {
                if depths[c.index] >= 0 { base = depths[c.index]; break }
                way.append(c)
                current = layout[c].superview
            }
            for c in way.reversed() {
                base += 1
                depths[c.index] = base
            }
            return depths[v.index]
        }
        func depth(_ key: SourceKey) -> Int32 {
            switch key {
            case .root: return 0
            case .view(let v):
                // A stack, box or table places its arranged views, a level down.
                let kind = layout[v].kind
                return depth(v) + (kind == .stackView || kind == .boxView || layout[v].table != nil ? 1 : 0)
            case .derived(let item): return layout.hostView(of: item).map(depth) ?? 0
            case .user(let id):
                guard let c = layout.constraint(id) else { return 0 }
                return c.items.compactMap(layout.hostView(of:)).map(depth).max() ?? 0
            }
        }
        let keyed = sources.sorted().map { (depth($0), $0) }
        return keyed.enumerated().sorted { a, b in
            a.element.0 != b.element.0 ? a.element.0 < b.element.0 : a.offset < b.offset
        }.map(\.element.1)
    }

    /// How many sources at once are installed from the top down.
    static let batchOrderedFrom = 64

    /// Defines at once each guide in `touched` that has just come into use
    /// and has no definition yet, and returns the rest of `touched` (guides
    /// whose use ended, or changed while defined), which wait for the end of
    /// the regeneration, when their use counts are known.
    ///
    /// Defined at the end instead, a guide that a whole layout hangs on (a
    /// scroll view pinned to the safe area, with a thousand views inside,
    /// loaded as one input or one view controller) came in after everything
    /// that names it: its definition then pivoted through a tableau written
    /// in its still-free variables, which filled in to every view times
    /// every view (1.9 GB and seconds at 1000 views). Defined as it comes
    /// into use, it is in the tableau before what hangs on it, as when the
    /// same code is typed a statement at a time.
    func defineNewlyUsed(_ touched: Set<LayoutItem>, _ input: GenerationInput) throws(LayoutError) -> Set<LayoutItem> {
        var waiting = Set<LayoutItem>()
        var next = touched
        while !next.isEmpty {
            var more = Set<LayoutItem>()
            for item in next.sorted() {
                let key = SourceKey.derived(item)
                guard (derivedUse[item] ?? 0) > 0, sources[key] == nil else {
                    waiting.insert(item)
                    continue
                }
                more.formUnion(try replace(key, with: assignIDs(SystemConstraints.defining(item, input), source: key)))
            }
            next = more
        }
        return waiting
    }
}
