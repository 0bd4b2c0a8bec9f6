import Cassowary

/// The four solver variables of a layout item, in window coordinates: the
/// left and top edges, the width and the height. Every attribute is a
/// linear expression of them; frames in a superview's coordinates are
/// differences of them, taken after solving.
struct ItemVariables: Sendable {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        left = Variable("\(name).minX")
        top = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The expression of a plain (not margin, not baseline) attribute.
    func expression(_ attribute: Attribute) -> Expression {
        switch attribute.physical {
        case .left: return Expression(left)
        case .right: return left + width
        case .top: return Expression(top)
        case .bottom: return top + height
        case .width: return Expression(width)
        case .height: return Expression(height)
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        // Baselines of items without text are their bottom edge.
        case .firstBaseline, .lastBaseline: return top + height
        default: return expression(attribute.withoutMargin)
        }
    }
}
