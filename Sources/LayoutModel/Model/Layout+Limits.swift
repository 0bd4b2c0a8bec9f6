/// The largest values the layout accepts, and the checks that hold numbers
/// to them.
///
/// A debugging tool gets broken input by definition: `.offset(1e308)` or
/// `frame.width = .infinity` must be refused where they are written, not
/// surface later as `inf` frames, NaN from `inf - inf` in the solver, or
/// JSON that no parser reads. UIKit itself logs "a constant that exceeds
/// internal limits" and substitutes a smaller value; layoutsh refuses the
/// statement instead, so the session keeps a layout that means something.
extension Layout {
    /// The largest distance, in points, a constant, frame, inset, spacing or
    /// offset may have (a million points: far beyond any screen or content).
    public static let maxCoordinate = 1_000_000.0
    /// The largest multiplier a constraint may have.
    public static let maxMultiplier = 1_000.0
    /// How many constraints a session may make (its views' limit is `maxViews`).
    public static let maxConstraints = 1_000_000
    /// The sizes, in points, a custom screen may have.
    public static let screenSizes = 1.0...20_000.0

    /// Throws unless `value` is a finite number within `maxCoordinate`.
    /// `what` names it in the message (`the constant`, `spacing`).
    public static func checkCoordinate(_ value: Double, _ what: String) throws(LayoutError) {
        guard value.isFinite else { throw .invalidValue("\(what) must be a finite number, not \(value)") }
        guard abs(value) <= maxCoordinate else {
            throw .invalidValue("\(what) is \(value), beyond layoutsh's limit of ±\(Int(maxCoordinate)) points (UIKit would log \"a constant that exceeds internal limits\" and substitute a smaller value)")
        }
    }

    /// Throws unless every number that can affect layout in `view` is within limits.
    static func checkValues(of view: View) throws(LayoutError) {
        let f = view.frame
        for (value, what) in [(f.minX, "frame.x"), (f.minY, "frame.y"), (f.width, "frame.width"), (f.height, "frame.height"),
                              (view.scroll.offset?.x ?? 0, "contentOffset.x"), (view.scroll.offset?.y ?? 0, "contentOffset.y"),
                              (view.stack.spacing, "spacing"), (view.box.spacing, "spacing")] {
            try checkCoordinate(value, what)
        }
        try checkInsets(view.layoutMargins, "layoutMargins")
        try checkInsets(view.contentEdgeInsets, "contentEdgeInsets")
        try checkInsets(view.box.insets, "insets")
        try checkInsets(view.scroll.contentInset, "contentInset")
        for value in view.stack.customSpacing.values { try checkCoordinate(value, "custom spacing") }
        for size in [view.image?.size, view.backgroundImage?.size].compactMap({ $0 }) {
            try checkImageSize(size)
        }
        if let size = view.intrinsicOverride {
            if let w = size.horizontal.length { try checkCoordinate(w, "intrinsicContentSize.width") }
            if let h = size.vertical.length { try checkCoordinate(h, "intrinsicContentSize.height") }
        }
        if let font = view.text.fontSize {
            guard font.isFinite, font > 0, font <= 10_000 else { throw .invalidValue("a font size is a positive number up to 10000 points, not \(font)") }
        }
    }

    static func checkInsets(_ insets: EdgeInsets, _ what: String) throws(LayoutError) {
        for value in [insets.top, insets.left, insets.bottom, insets.right] { try checkCoordinate(value, what) }
    }
}

extension Layout {
    /// Throws unless every pin of a BoxView item is within limits.
    static func checkValues(of item: BoxItemLayout) throws(LayoutError) {
        let pins = [item.left, item.right, item.top, item.bottom, item.centerX, item.centerY, item.width, item.height,
                    item.relativeWidth?.pin, item.relativeHeight?.pin].compactMap { $0 }
        for pin in pins { try checkCoordinate(pin.constant, "a pin's constant") }
        for multiplier in [item.relativeWidth?.multiplier, item.relativeHeight?.multiplier].compactMap({ $0 }) {
            guard multiplier.isFinite, abs(multiplier) <= maxMultiplier else {
                throw .invalidValue("a multiplier must be a finite number within ±\(Int(maxMultiplier)), not \(multiplier)")
            }
        }
        if let flex = item.flex {
            guard flex.isFinite, flex >= 0, flex <= maxMultiplier else { throw .invalidValue("flex must be a number 0...\(Int(maxMultiplier)), not \(flex)") }
        }
    }
}
