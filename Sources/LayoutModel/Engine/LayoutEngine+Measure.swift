/// The two-pass values: what UIKit measures after a layout pass and feeds
/// back into constraints.
extension LayoutEngine {
    /// What the current solution says: the widths wrapping labels got, the
    /// safe areas views overlap, the superview margins that reach into views
    /// that preserve them, the insets scroll views add around their
    /// content. Only views where they matter are measured: wrapping labels,
    /// views whose safe-area, margins or readable guide is in use, and scroll
    /// views with content. Values are rounded so that float noise does not
    /// count as change.
    ///
    /// With `rereading`, only those views' wrap widths are read again and
    /// the others kept from the last measure: what a statement can have
    /// changed (views whose width moved, views made anew) rather than every
    /// wrapping label of a long form after every statement; `rewrapped`
    /// then says which of them got another width (nil when all were read).
    func measureTwoPassValues(rereading: Set<ViewID>? = nil, rewrapped: inout Set<ViewID>?) -> MeasuredValues {
        var measured = MeasuredValues()
        rewrapped = nil
        guard windowFrame(of: layout.root) != nil else { return measured }
        measured.isMeasured = true
        // Only the width: a label wraps at its width, wherever it is.
        if let rereading, self.measured.isMeasured {
            // Moved, not copied: a copy written to cost every wrapping
            // label's entry on each pass of each statement. What changed is
            // noted instead of compared with the old table afterwards.
            swap(&measured.wrapWidths, &self.measured.wrapWidths)
            rewrapped = []
            for view in rereading {
                let width: Double? = if wrappingViews.contains(view), layout.isInHierarchy(view), let vars = variables(ofView: view) {
                    rounded(solver.value(of: vars.width))
                } else {
                    nil
                }
                if measured.wrapWidths[view] != width {
                    measured.wrapWidths[view] = width
                    rewrapped?.insert(view)
                }
            }
        } else {
            measured.wrapWidths.reserveCapacity(wrappingViews.count)
            for view in wrappingViews.sorted() where layout.isInHierarchy(view) {
                if let vars = variables(ofView: view) { measured.wrapWidths[view] = rounded(solver.value(of: vars.width)) }
            }
        }
        var guided = Set<ViewID>(), scrolling: [ViewID] = []
        for item in derivedUse.keys {
            switch item {
            case .safeArea(let v), .margins(let v), .readable(let v), .keyboard(let v): if v != layout.root { guided.insert(v) }
            case .contentGuide(let v): scrolling.append(v)
            default: break
            }
        }
        // A view that keeps its superview's margins reads them, safe area and all:
        // the superview's are measured too, whether or not anything uses its guides.
        for view in guided.sorted() {
            var current = view
            while layout[current].preservesSuperviewLayoutMargins, let parent = layout[current].superview, parent != layout.root,
                  guided.insert(parent).inserted {
                current = parent
            }
        }
        for view in scrolling {
            guard let frame = windowFrame(of: view), let content = contentSize(of: view) else { continue }
            measured.adjustedContentInsets[view] = roundedInsets(layout.adjustedContentInset(of: view, at: frame, contentSize: content))
        }
        // A self-sizing row whose content fits in zero height: measured at
        // its fitting height, and kept for the rest of the sync once it has
        // the standard height instead (`TableViewConstraints`). The rows are
        // kept for the safe areas below: there are few.
        var rows = Set<ViewID>()
        for table in scrolling {
            guard let config = layout[table].table else { continue }
            let shown = TableViewConstraints.rows(of: table, in: layout)
            rows.formUnion(shown)
            guard config.rowHeight == nil, !config.itemsFitWidth else { continue }
            for row in shown {
                if self.measured.collapsedRows.contains(row) {
                    measured.collapsedRows.insert(row)
                } else if !layout[row].usesBuiltInContent, let vars = variables(ofView: row), solver.value(of: vars.height) < 0.5 / layout.device.scale {
                    measured.collapsedRows.insert(row)
                }
            }
        }
        var clearing: [ViewID: AxisPair<Bool>] = [:]
        for view in guided.sorted() {
            guard let frame = windowFrame(of: view) else { continue }
            // A view's safe area is its overlap with the root's unsafe area,
            // but none on the axes where a scroll view around it adds the
            // safe area to its adjusted content inset, nor above and below
            // in a table's row: the inset keeps the content clear of those
            // edges, and content taller than the screen would otherwise grow
            // by what it overlaps (a stack whose margins follow the safe
            // area), measure again, and grow on without end.
            var inset = layout.device.safeAreaInsets(of: frame)
            if inset != .zero {
                let cleared = clearedAxes(of: view, rows: rows, memo: &clearing)
                if cleared.horizontal { inset.left = 0; inset.right = 0 }
                if cleared.vertical { inset.top = 0; inset.bottom = 0 }
            }
            if inset != .zero { measured.safeAreaInsets[view] = roundedInsets(inset) }
            // Superview margins reach in by what is left of them past the gap,
            // at most the margin itself: content that runs past its superview
            // (a scroll view's, taller than the screen) is not pushed in further,
            // or it would grow by what it overhangs, measure again and grow on.
            guard layout[view].preservesSuperviewLayoutMargins, let parent = layout[view].superview,
                  let outer = windowFrame(of: parent) else { continue }
            var m = GenerationInput(layout: layout, measured: self.measured).margins(of: parent)
            if layout[parent].kind == .scrollView, let safe = self.measured.safeAreaInsets[parent] {
                // Content is kept clear of the safe area by the adjusted content
                // inset on the axes that add it: there the margins it keeps are
                // the scroll view's own.
                let axes = scrollAxes(of: parent, memo: &clearing)
                if axes.vertical { m.top -= safe.top; m.bottom -= safe.bottom }
                if axes.horizontal { m.left -= safe.left; m.right -= safe.right }
            }
            func reaching(_ margin: Double, _ gap: Double) -> Double { min(margin, max(0, margin - gap)) }
            let reach = EdgeInsets(top: reaching(m.top, frame.minY - outer.minY), left: reaching(m.left, frame.minX - outer.minX),
                                   bottom: reaching(m.bottom, outer.maxY - frame.maxY), right: reaching(m.right, outer.maxX - frame.maxX))
            if reach != .zero { measured.inheritedMargins[view] = roundedInsets(reach) }
        }
        return measured
    }

    /// The axes on which `view` has no safe area: those a scroll view it
    /// is in adds the safe area on, and the vertical one in a table's row
    /// (the row included). `memo` keeps each scroll view's axes.
    private func clearedAxes(of view: ViewID, rows: Set<ViewID>, memo: inout [ViewID: AxisPair<Bool>]) -> AxisPair<Bool> {
        var cleared = AxisPair(false, false)
        for (i, v) in layout.ancestors(of: view).enumerated() {
            if rows.contains(v) { cleared.vertical = true }
            guard i > 0, layout[v].kind == .scrollView else { continue }
            let axes = scrollAxes(of: v, memo: &memo)
            cleared = AxisPair(cleared.horizontal || axes.horizontal, cleared.vertical || axes.vertical)
        }
        return cleared
    }

    /// The axes on which scroll view `v` adds the safe area to its adjusted
    /// content inset; `memo` keeps each scroll view's.
    private func scrollAxes(of v: ViewID, memo: inout [ViewID: AxisPair<Bool>]) -> AxisPair<Bool> {
        if let known = memo[v] { return known }
        var axes = AxisPair(false, false)
        if let content = contentSize(of: v), let frame = windowFrame(of: v) {
            axes = layout[v].scroll.addsSafeArea(contentSize: content, size: frame.size,
                                                 inNavigationController: layout.device.bars.adjustsScrollViewInsetsForNavigation)
        }
        memo[v] = axes
        return axes
    }

    /// Table rows whose self-sizing content fitted in zero height and got
    /// the standard row height instead, in order.
    public var collapsedRows: [ViewID] { measured.collapsedRows.sorted() }

    private func roundedInsets(_ i: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: rounded(i.top), left: rounded(i.left), bottom: rounded(i.bottom), right: rounded(i.right))
    }
}
