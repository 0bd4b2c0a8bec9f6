/// Where a constraint stands when required constraints conflict: of the
/// constraints in a conflict, the one ranked last is broken.
///
/// The screen's own (the root's frame) come first, then the guides' that
/// the system defines, then what each view generates (autoresizing,
/// intrinsic size, stack and box arrangement) by view and place, then the
/// user's by id. A rank depends on the layout alone, never on the order in
/// which constraints reached the solver, so the broken set is too: it is
/// what adding every constraint in rank order, breaking each one that
/// conflicts with those kept before it, would break (see `restoreBroken`).
/// A new user constraint that conflicts is broken itself, as before; a
/// generated or system one that arrives later breaks the user's instead.
struct ConflictRank: Comparable {
    /// The source that put the constraint in force, and its place there.
    let source: SourceKey
    let position: Int

    private var tier: Int {
        switch source {
        case .root: return 0
        case .derived: return 1
        case .view: return 2
        case .user: return 3
        }
    }

    static func < (a: ConflictRank, b: ConflictRank) -> Bool {
        (a.tier, a.source, a.position) < (b.tier, b.source, b.position)
    }
}
