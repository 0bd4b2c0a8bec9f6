import Cassowary

/// The two-pass values: what the last layout pass measured that UIKit
/// feeds back into constraints.
struct MeasuredValues: Equatable {
    /// The width each wrapping label (`numberOfLines != 1`) was given.
    var wrapWidths: [ViewID: Double] = [:]
    /// Safe-area insets of views other than the root: their overlap with
    /// the root's unsafe area, as UIKit computes them after layout.
    var safeAreaInsets: [ViewID: EdgeInsets] = [:]
    /// For views with `preservesSuperviewLayoutMargins`: how far the
    /// superview's margins reach into them, per edge.
    var inheritedMargins: [ViewID: EdgeInsets] = [:]
    /// `adjustedContentInset` of scroll views with content.
    var adjustedContentInsets: [ViewID: EdgeInsets] = [:]
    /// Table rows under `automaticDimension` whose content fitted in zero
    /// height: UIKit gives them the standard row height instead.
    var collapsedRows: Set<ViewID> = []
    /// Whether these were measured on a laid-out root (not the empty start).
    var isMeasured = false
}

/// What the generators read: the layout and the two-pass values. Made
/// afresh for each use, so that no copy of the layout outlives a sync (a
/// copy held would make the next change copy every view).
struct GenerationInput {
    let layout: Layout
    var measured = MeasuredValues()

    var wrapWidths: [ViewID: Double] { measured.wrapWidths }

    /// `view.safeAreaInsets`.
    func safeArea(of view: ViewID) -> EdgeInsets {
        view == layout.root ? layout.device.safeArea : measured.safeAreaInsets[view] ?? .zero
    }

    /// `scrollView.contentOffset`: as set, or resting inside the adjusted insets.
    func contentOffset(of scrollView: ViewID) -> Point {
        layout[scrollView].scroll.contentOffset(inside: measured.adjustedContentInsets[scrollView] ?? .zero)
    }

    /// `view.layoutMargins` as layout uses them: a view controller's root
    /// view's are the system's, or those code set never narrower than the
    /// system's at the sides; others' own; moved inside the safe area unless
    /// told not to.
    func margins(of view: ViewID) -> EdgeInsets {
        let v = layout[view]
        let set: EdgeInsets
        if view == layout.root || v.isControllerRoot {
            // `systemMinimumLayoutMargins`: none at the top and bottom.
            let side = layout.device.sideMargin, own = v.hasSetLayoutMargins ? v.layoutMargins : .zero
            set = EdgeInsets(top: own.top, left: max(own.left, side), bottom: own.bottom, right: max(own.right, side))
        } else if v.isTableRow && !v.hasSetLayoutMargins {
            set = TableConfiguration.cellMargins(side: layout.device.sideMargin)
        } else {
            set = v.layoutMargins
        }
        let own = v.insetsLayoutMarginsFromSafeArea ? set + safeArea(of: view) : set
        guard let inherited = measured.inheritedMargins[view] else { return own }
        return EdgeInsets(top: max(own.top, inherited.top), left: max(own.left, inherited.left),
                          bottom: max(own.bottom, inherited.bottom), right: max(own.right, inherited.right))
    }
}

/// A constraint a generator makes: `first rel multiplier × second + constant`.
func generated(_ first: Anchor, _ relation: Relation, _ second: Anchor? = nil,
               multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
               identifier: String?, origin: ConstraintOrigin) -> LayoutConstraint {
    LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant,
                     priority: priority, identifier: identifier, origin: origin)
}
