import LayoutModel

/// What is wrong with the views a picture shows, marked as Xcode's view
/// debugger marks them: a view that a broken constraint names is red, a view
/// whose frame is ambiguous purple. The legend says the same in words, so
/// that a picture without colour (a transcript, NO_COLOR) loses nothing.
struct PictureMarks {
    /// The broken constraints that name each view, in id order.
    private var broken: [ViewID: [ConstraintID]] = [:]
    /// The frame values of each view that the layout does not fix.
    private var ambiguous: [ViewID: [AmbiguousValue.Attribute]] = [:]

    /// No marks (a picture of another, hypothetical layout).
    init() {}

    init(_ engine: LayoutEngine) {
        let layout = engine.layout
        for (constraint, _) in engine.brokenConstraints {
            // The root view is the screen: every layout names it, and a red
            // screen border would only hide the views that matter.
            let views = Set(constraint.items.compactMap { layout.hostView(of: $0) }).subtracting([layout.root])
            for v in views { broken[v, default: []].append(constraint.id) }
        }
        // Which values, not their ranges: the legend names them only.
        for value in engine.ambiguousAttributes().frames where !(ambiguous[value.view]?.contains(value.attribute) ?? false) {
            ambiguous[value.view, default: []].append(value.attribute)
        }
    }

    /// The colour `v` is drawn in, when something is wrong with it (broken before ambiguous).
    func ink(for v: ViewID) -> PictureInk? {
        if broken[v] != nil { return .broken }
        if ambiguous[v] != nil { return .ambiguous }
        return nil
    }

    /// `(broken: #4 #7)`, `(ambiguous: x, width)`: the legend's notes for `v`.
    func notes(for v: ViewID) -> [String] {
        var notes: [String] = []
        if let ids = broken[v] { notes.append("(broken: \(ids.sorted().map(\.description).joined(separator: " ")))") }
        if let attributes = ambiguous[v] { notes.append("(ambiguous: \(attributes.map(\.rawValue).joined(separator: ", ")))") }
        return notes
    }
}
