import LayoutModel

/// The layout pass UIKit runs after code typed at the top level returns to
/// the run loop: `layoutSubviews` of the custom views that need it, reading
/// the frames the statement's layout gave them. (A presented controller's
/// passes run every custom view's, in `layoutCustomViews`.)
extension Interpreter {
    /// The size of each view whose class overrides `layoutSubviews`, as last
    /// laid out (nil out of the hierarchy): what `layOutCustomViews(since:)`
    /// compares with, taken before a statement runs.
    func customLayoutSizes(_ engine: LayoutEngine) -> [Size?] {
        selfLayingOutViews.map { engine.frame(of: $0)?.size }
    }

    /// Runs, as one more transaction after a top-level statement, the
    /// `layoutSubviews` of the custom views UIKit would lay out: those that
    /// came into the hierarchy, changed size or asked (`setNeedsLayout()`),
    /// parents first. A statement of those methods that fails is reported
    /// and skipped (`takeRecovered`); a layout that fails is returned.
    mutating func layOutCustomViews(since before: [Size?], engine: LayoutEngine, at range: SourceRange) -> LanguageError? {
        let asked = needsLayout
        guard !selfLayingOutViews.isEmpty else { return nil }
        let layout = engine.layout
        var due: [(depth: Int, order: Int, view: ViewID)] = []
        for (order, v) in selfLayingOutViews.enumerated() {
            guard let now = engine.frame(of: v)?.size else { continue }
            let was = order < before.count ? before[order] : nil
            if was != now || asked.contains(v) { due.append((layout.ancestors(of: v).count, order, v)) }
        }
        guard !due.isEmpty else { return nil }
        let views = due.sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }.map(\.view)
        do {
            try applying(engine, at: range) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
                try me.layoutSubviews(of: views, &layout)
            }
            return nil
        } catch {
            return error
        }
    }

    /// Remembers view `v` of a declared class if its class overrides
    /// `layoutSubviews`, for the layout pass after top-level statements.
    mutating func noteLayingOutItself(_ v: ViewID, _ layout: Layout) {
        guard declaredMethod("layoutSubviews", of: .view(v), labels: [], layout) != nil else { return }
        selfLayingOutViews.append(v)
    }
}
