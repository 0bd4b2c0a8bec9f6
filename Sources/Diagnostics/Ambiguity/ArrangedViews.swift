import LayoutModel

/// Which views each stack view arranges, read once per stack for all the
/// explanations of one analysis.
///
/// Every view of a tie in a stack asks whether the views whose hugging and
/// compression resistance trade are arranged in it (`Ambiguity.fillStack`):
/// searched in the list of arranged subviews, that was n² in a stack of n
/// labels. Looked up by view, never iterated: its order reaches nothing.
final class ArrangedViews {
    private let layout: Layout
    private var members: [ViewID: Set<ViewID>] = [:]

    init(_ layout: Layout) { self.layout = layout }

    /// Whether `stack` arranges `view`, as `arrangedSubviews.contains` says.
    func contains(_ view: ViewID, in stack: ViewID) -> Bool {
        if let known = members[stack] { return known.contains(view) }
        let found = Set(layout[stack].stack.arrangedSubviews)
        members[stack] = found
        return found.contains(view)
    }
}
