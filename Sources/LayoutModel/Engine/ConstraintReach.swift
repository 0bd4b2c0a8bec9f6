/// What a walk over every constraint in force for a few views reads of
/// each one, in 20 bytes kept apart from the records: which views its
/// solver form names, whether it names anything else (a guide), and where
/// its source put it.
///
/// `:ambiguous` wants the constraints that touch its ambiguous views or a
/// guide. Reading that from each solver form chased the constraint, its
/// terms and a hash lookup per variable: at 10000 views, a walk over 55000
/// constraints that missed the cache at every step and took half the
/// command. Read from these, it is one pass over a dense array.
struct ConstraintReach {
    /// The indices of the views the solver form names, -1 for none.
    var first: Int32 = -1
    var second: Int32 = -1
    /// Whether it names an item other than a view (a guide of any kind).
    var namesGuide = false
    /// Whether its solver form names anything (a constraint whose terms
    /// cancel names nothing); false for an empty slot.
    var namesAnything = false
    /// The view whose source made it (-1 for the user's, the root's and the
    /// derived guides'), and its place among that source's constraints:
    /// what orders a view's generated constraints as `activeConstraints`
    /// does. (The root's and the derived guides' are all the system's,
    /// which `solverForms(namingAnyOf:)` leaves out, so they need no rank.)
    var sourceView: Int32 = -1
    var position: Int32 = 0

    /// An empty slot: names nothing.
    static let nothing = ConstraintReach()
}

extension ConstraintReach {
    /// The reach of a solver form written with `terms`, from its anchors:
    /// each anchor's item counts when one of its variables has a term left
    /// (a multiplier of 0 leaves none, nor do terms that cancel).
    init(_ anchors: (AnchorForm, AnchorForm?), terms: [InstalledConstraint.TermKey]) {
        self = .nothing
        note(anchors.0, terms)
        if let second = anchors.1 { note(second, terms) }
    }

    private mutating func note(_ anchor: AnchorForm, _ terms: [InstalledConstraint.TermKey]) {
        let v = anchor.variables
        let (l, t, w, h) = (ObjectIdentifier(v.left), ObjectIdentifier(v.top), ObjectIdentifier(v.width), ObjectIdentifier(v.height))
        guard terms.contains(where: { $0.variable == l || $0.variable == t || $0.variable == w || $0.variable == h }) else { return }
        namesAnything = true
        guard case .view(let view) = anchor.item else { namesGuide = true; return }
        if first < 0 { first = Int32(view.index) } else if first != Int32(view.index) { second = Int32(view.index) }
    }

    /// Whether it names a guide or one of the views marked in `views` (by index).
    func names(anyOf views: [Bool]) -> Bool {
        guard namesAnything else { return false }
        return namesGuide || marked(first, views) || marked(second, views)
    }

    private func marked(_ index: Int32, _ views: [Bool]) -> Bool {
        index >= 0 && Int(index) < views.count && views[Int(index)]
    }
}
