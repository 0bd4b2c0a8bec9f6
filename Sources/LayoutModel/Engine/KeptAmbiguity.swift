import Cassowary

/// The summary's ambiguous values as last found, kept so that the next
/// question reads only what changed since.
///
/// In a stack of labels that does not fit, every label's y and height are
/// ambiguous after every statement, and a statement changes that for a
/// label or two. Found afresh, each answer read every moving variable's
/// meaning, placed every view and ordered them all. Each view's answer
/// depends only on which of its own and its superview's variables move,
/// whether it is in the tree, and for an x or y whose two edges both move,
/// on a probe of the difference. So the solver reports the variables whose
/// moving flag changed (`Solver.movement(reporting:)`), the engine notes
/// the views that entered, left or moved in the tree (`noteMoved`), and
/// only the views those touch, their subviews when their origin's motion
/// changed, and the views with a probe are looked at again. The answer is
/// the one found afresh (`freshAmbiguity`), in the same order.
struct KeptAmbiguity {
    /// What the solver last reported moving.
    var report = MovingReport()
    /// Whether every view is to be looked at again: at first, and after
    /// the tree changed too widely to follow.
    var looksAtEveryView = true
    /// By view index, bits 0–3: the view's left, top, width and height
    /// variables that the solver reports moving, in the tree or not.
    var solverBits: [UInt8] = []
    /// By view index, bits 2 and 3: the width and height of the view's
    /// content area that the solver reports moving (scroll views).
    var contentBits: [UInt8] = []
    /// By view index: the variables of views not yet confirmed that the
    /// solver has not met (`unknownComponents(of:)`).
    var unknownBits: [UInt8] = []
    /// By view index: which components move of a view in the tree (the
    /// two above, or'ed; 0 outside the tree).
    var moving: [UInt8] = []
    /// By view index, bits 0–3: the view's x, y, width and height found
    /// ambiguous; bits 4 and 5: its contentSize's width and height.
    var found: [UInt8] = []
    /// Views whose x or y took a probe when last looked at: looked at
    /// every time, since the probe reads what the report does not follow.
    var probed: [ViewID] = []
    /// Views to look at again, each once.
    var dirty: [ViewID] = []
    var isDirty: [Bool] = []
    /// Views that entered, left or moved in a tree since the last answer:
    /// their subtrees are looked at again.
    var movedRoots: [ViewID] = []
    /// The scroll views among the first `scannedViews` views.
    var scrollViews: [ViewID] = []
    var scannedViews = 0
    /// The views with anything found, in hierarchy order.
    var ordered: [ViewID] = []
    /// The hierarchy epoch `ordered` was put in order for, and whether by
    /// the views' places in the tree (more than 16) rather than their paths.
    var orderEpoch = -1
    var orderedByPlaces = false
    /// The last answer. (The motion it was read from is not kept: it
    /// shares the solver's tables, which the next statement would then
    /// copy whole to write.)
    var attributes = AmbiguousAttributes()

    /// Forgets everything, the report too: for another solver, or one
    /// restored.
    mutating func forget() {
        self = KeptAmbiguity()
    }

    /// Looks at every view again next time, for a change of the tree too
    /// wide to follow; what the report said stands.
    mutating func invalidate() {
        looksAtEveryView = true
        movedRoots = []
    }

    /// Notes views that entered, left or moved in a tree.
    mutating func noteMoved(_ views: some Collection<ViewID>, viewCount: Int) {
        guard !looksAtEveryView else { return }
        // Past the number of views, looking at them all is as cheap.
        if movedRoots.count + views.count > viewCount {
            invalidate()
        } else {
            movedRoots += views.sorted()
        }
    }

    /// Marks `view` to be looked at again.
    mutating func markDirty(_ view: ViewID) {
        guard view.index < isDirty.count, !isDirty[view.index] else { return }
        isDirty[view.index] = true
        dirty.append(view)
    }

    /// Sizes the arrays by view index for `count` views.
    mutating func grow(to count: Int) {
        let added = count - found.count
        guard added > 0 else { return }
        solverBits += repeatElement(0, count: added)
        contentBits += repeatElement(0, count: added)
        unknownBits += repeatElement(0, count: added)
        moving += repeatElement(0, count: added)
        found += repeatElement(0, count: added)
        isDirty += repeatElement(false, count: added)
        for index in (count - added)..<count { markDirty(ViewID(index)) }
    }
}
