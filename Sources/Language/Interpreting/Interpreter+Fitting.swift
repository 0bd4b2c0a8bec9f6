import Cassowary
import LayoutModel

/// `systemLayoutSizeFitting`: the size a view's constraints give it when it
/// is asked to come as close to a target size as given priorities allow.
extension Interpreter {
    /// `UIView.layoutFittingExpandedSize`: as large as the constraints let a
    /// view be. UIKit's constant is a large finite size, so that a view
    /// whose constraints do not bound it comes out that large, not infinite.
    static let expandedFittingSize = Size(width: 10_000_000, height: 10_000_000)

    /// `view.systemLayoutSizeFitting(target, withHorizontalFittingPriority:
    /// h, verticalFittingPriority: v)`, or the one-argument form with both
    /// at `fittingSizeLevel` (`systemLayoutSizeFittingSize` in Swift 2 and 3).
    ///
    /// UIKit solves the view and its subtree on their own: constraints that
    /// tie them to views outside (the view's autoresizing frame, its
    /// superview's edges, a stack's arrangement) take no part, and the view's
    /// width and height are drawn to the target at the priorities given.
    /// That is solved here on a copy of the layout in which the view is taken
    /// out of its superview and added to the root with no ties to it; the
    /// layout itself does not change.
    func fittingSize(of v: ViewID, _ name: String, _ args: Arguments, _ range: SourceRange, _ layout: Layout) throws(LanguageError) -> Value {
        guard case .size(let target)? = args.values.first else {
            throw LanguageError("\(name) needs a target size (a CGSize, or UIView.layoutFittingCompressedSize)", range)
        }
        let horizontal = try fittingPriority(args.value("withHorizontalFittingPriority"), range)
        let vertical = try fittingPriority(args.value("verticalFittingPriority"), range)
        do {
            return .size(try fittedSize(of: v, target, horizontal: horizontal, vertical: vertical, layout))
        } catch {
            throw LanguageError("\(name) could not lay out \(layout[v].name) on its own: \(error)", range)
        }
    }

    /// The size `v` and its subtree come to on their own, drawn to `target`
    /// at the priorities given (`fittingSize`; a self-sizing table row).
    func fittedSize(of v: ViewID, _ target: Size, horizontal: Priority, vertical: Priority, _ layout: Layout) throws(LayoutError) -> Size {
        if v == layout.root { return currentFrame(v, layout).size }
        var alone = layout
        alone.removeFromSuperview(v)
        try alone.addSubview(v, to: alone.root)
        try alone.modify(v) { $0.translatesAutoresizingMaskIntoConstraints = false }
        try alone.addConstraint(LayoutConstraint(Anchor(.view(v), .width), .equal, constant: target.width, priority: horizontal))
        try alone.addConstraint(LayoutConstraint(Anchor(.view(v), .height), .equal, constant: target.height, priority: vertical))
        let solved = try LayoutEngine(layout: alone)
        return solved.frame(of: v)?.size ?? target
    }

    /// `view.sizeThatFits(size)` of a UIKit view: its content's size, text
    /// wrapped at the width given (a label's lines); on an axis with no
    /// content size, the view's own size, as UIView's answer is its bounds.
    func sizeThatFits(_ v: ViewID, _ size: Size, _ layout: Layout) -> Size {
        let width = size.width.isFinite && size.width > 0 && size.width < Interpreter.expandedFittingSize.width ? size.width : nil
        let content = IntrinsicSize.of(layout[v], width: width, scale: layout.device.scale)
        let own = currentFrame(v, layout).size
        return Size(width: content.horizontal.length ?? own.width, height: content.vertical.length ?? own.height)
    }

    /// A fitting priority argument: `fittingSizeLevel` when not given.
    private func fittingPriority(_ value: Value?, _ range: SourceRange) throws(LanguageError) -> Priority {
        guard let value else { return .fittingSizeLevel }
        return Priority(try priority(value, range)) ?? .fittingSizeLevel
    }
}
