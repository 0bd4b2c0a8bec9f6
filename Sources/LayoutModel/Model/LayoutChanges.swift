/// What changed in a layout since the engine last brought the solver in
/// step: the engine regenerates and re-translates only what these touch.
///
/// Bookkeeping, not content: two layouts that differ only in their change
/// records are equal.
public struct LayoutChanges: Hashable, Sendable {
    /// Views whose layout properties changed (not just their list of subviews).
    var views: Set<ViewID> = []
    /// Views that were added to, moved within or removed from a tree: their
    /// whole subtree may have entered or left the hierarchy.
    var moved: Set<ViewID> = []
    /// User constraints made or changed.
    var constraints: Set<ConstraintID> = []
    /// Each changed user constraint as it was before its first change.
    var constraintsBefore: [ConstraintID: LayoutConstraint] = [:]
    /// The device or its orientation.
    var device = false
    /// Something with effects too wide to track (a guide changing owner).
    var everything = false

    public static func == (a: LayoutChanges, b: LayoutChanges) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}

    var isEmpty: Bool { views.isEmpty && moved.isEmpty && constraints.isEmpty && !device && !everything }
}
