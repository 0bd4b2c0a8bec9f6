import LayoutModel

/// The CGRect arithmetic of frame-based layout code (`layoutSubviews`,
/// `viewDidLayoutSubviews`): `bounds.insetBy(dx:dy:)`,
/// `frame.offsetBy(dx:dy:)`, `bounds.inset(by: insets)`, `integral`,
/// `divided(atDistance:from:)`, and their Swift 2 functions
/// (`CGRectInset`, `CGRectOffset`, `UIEdgeInsetsInsetRect`, …), as Core
/// Graphics and UIKit compute them.
extension Interpreter {
    /// A method of a CGRect; nil when `name` is none of them.
    func rectMethod(_ r: Rect, _ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value? {
        switch name {
        case "insetBy":
            return .rect(Interpreter.inset(r, dx: try number(args, "dx", range), dy: try number(args, "dy", range)))
        case "offsetBy":
            return .rect(r.offsetBy(dx: try number(args, "dx", range), dy: try number(args, "dy", range)))
        case "inset":
            guard case .insets(let insets)? = args.value("by") ?? args.values.first else {
                throw LanguageError("inset(by:) needs a UIEdgeInsets", range)
            }
            return .rect(Interpreter.inset(r, by: insets))
        case "divided":
            guard case .number(let distance)? = args.value("atDistance"), case .enumCase(let edge)? = args.value("from") else {
                throw LanguageError("divided(atDistance:from:) needs a distance and an edge (.minXEdge, .maxYEdge, …)", range)
            }
            guard let (slice, remainder) = Interpreter.divided(r, atDistance: distance, from: edge) else {
                throw LanguageError("divided(atDistance:from:): '\(edge)' is not an edge", range, hint: "use .minXEdge, .minYEdge, .maxXEdge or .maxYEdge")
            }
            return .tuple([.rect(slice), .rect(remainder)], labels: ["slice", "remainder"])
        default: return nil
        }
    }

    /// A property of a CGRect computed from it; nil for others.
    static func rectProperty(_ r: Rect, _ name: String) -> Value? {
        switch name {
        case "integral":
            let s = standardized(r)
            let minX = s.minX.rounded(.down), minY = s.minY.rounded(.down)
            return .rect(Rect(x: minX, y: minY, width: s.maxX.rounded(.up) - minX, height: s.maxY.rounded(.up) - minY))
        case "standardized": return .rect(standardized(r))
        case "isEmpty": return .bool(r.width == 0 || r.height == 0)
        default: return nil
        }
    }

    /// Swift 2's functions of the same arithmetic; nil for another name.
    static func legacyRectFunction(_ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value? {
        guard ["CGRectInset", "CGRectOffset", "UIEdgeInsetsInsetRect", "CGRectIntegral", "CGRectStandardize"].contains(name) else { return nil }
        guard case .rect(let r)? = args.values.first else { throw LanguageError("\(name) needs a CGRect first", range) }
        switch name {
        case "UIEdgeInsetsInsetRect":
            guard args.count == 2, case .insets(let insets) = args.values[1] else { throw LanguageError("\(name) needs a CGRect and a UIEdgeInsets", range) }
            return .rect(inset(r, by: insets))
        case "CGRectIntegral": return rectProperty(r, "integral")
        case "CGRectStandardize": return .rect(standardized(r))
        default:
            guard args.count == 3, case .number(let dx) = args.values[1], case .number(let dy) = args.values[2] else {
                throw LanguageError("\(name) needs a CGRect and two numbers", range)
            }
            return .rect(name == "CGRectInset" ? inset(r, dx: dx, dy: dy) : r.offsetBy(dx: dx, dy: dy))
        }
    }

    /// `CGRectInset`: the standardized rectangle shrunk by `dx` on the left
    /// and right and `dy` on the top and bottom. Where that leaves a
    /// negative size Core Graphics returns `CGRect.null`, which no frame
    /// can hold; it is taken as empty at the inset origin (frame code meets
    /// it while a view is still zero-sized, and lays out again once sized).
    static func inset(_ r: Rect, dx: Double, dy: Double) -> Rect {
        let s = standardized(r)
        return Rect(x: s.minX + dx, y: s.minY + dy, width: max(0, s.width - 2 * dx), height: max(0, s.height - 2 * dy))
    }

    /// `UIEdgeInsetsInsetRect`: plain arithmetic, not standardized, as UIKit's is.
    static func inset(_ r: Rect, by i: EdgeInsets) -> Rect {
        Rect(x: r.minX + i.left, y: r.minY + i.top, width: r.width - i.left - i.right, height: r.height - i.top - i.bottom)
    }

    /// The rectangle with a non-negative width and height.
    static func standardized(_ r: Rect) -> Rect {
        Rect(x: min(r.minX, r.maxX), y: min(r.minY, r.maxY), width: abs(r.width), height: abs(r.height))
    }

    /// `CGRectDivide`: a slice `distance` deep from `edge` (clamped to the
    /// rectangle) and what remains, of the standardized rectangle; nil for
    /// an edge that is none of the four.
    static func divided(_ r: Rect, atDistance distance: Double, from edge: String) -> (Rect, Rect)? {
        let s = standardized(r)
        let horizontal = edge == "minXEdge" || edge == "maxXEdge"
        guard horizontal || edge == "minYEdge" || edge == "maxYEdge" else { return nil }
        let d = max(0, min(distance, horizontal ? s.width : s.height))
        switch edge {
        case "minXEdge": return (Rect(x: s.minX, y: s.minY, width: d, height: s.height), Rect(x: s.minX + d, y: s.minY, width: s.width - d, height: s.height))
        case "maxXEdge": return (Rect(x: s.maxX - d, y: s.minY, width: d, height: s.height), Rect(x: s.minX, y: s.minY, width: s.width - d, height: s.height))
        case "minYEdge": return (Rect(x: s.minX, y: s.minY, width: s.width, height: d), Rect(x: s.minX, y: s.minY + d, width: s.width, height: s.height - d))
        default: return (Rect(x: s.minX, y: s.maxY - d, width: s.width, height: d), Rect(x: s.minX, y: s.minY, width: s.width, height: s.height - d))
        }
    }
}
