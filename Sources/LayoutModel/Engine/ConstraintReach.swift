/// What a walk over every constraint in force for a few views reads of
/// each one, in 16 bytes kept apart from the records: which views its
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
    /// what orders generated constraints as `activeConstraints` does.
    var sourceView: Int32 = -1
    var position: Int32 = 0

    /// An empty slot: names nothing.
    static let nothing = ConstraintReach()
}

extension ConstraintReach {
    /// The reach of a solver form naming `items` (with no term left, nothing).
    init(_ items: (LayoutItem, LayoutItem?), hasTerms: Bool) {
        self = .nothing
        guard hasTerms else { return }
        namesAnything = true
        first = note(items.0)
        if let other = items.1 { second = note(other) }
    }

    /// The index of `item` when it is a view; a guide sets `namesGuide`.
    private mutating func note(_ item: LayoutItem) -> Int32 {
        guard case .view(let v) = item else {
            namesGuide = true
            return -1
        }
        return Int32(v.index)
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
