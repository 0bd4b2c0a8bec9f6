/// Why the layout refused a change. The message says it as UIKit would,
/// where UIKit has something to say, and the change is not applied.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownView(String)
    case duplicateName(String)
    case notInHierarchy(String)
    case noCommonAncestor(String, String)
    case invalidPairing(String, String)
    case locationEqualToConstant(String)
    case zeroMultiplierLocation(String)
    case cycle(String, String)
    case notASubclass(String, expected: String)
    case notArranged(String, stack: String)
    case indexOutOfRange(Int, count: Int)
    case unknownConstraint(String)
    case invalidValue(String)
    case tooManyViews(Int)
    case tooManyConstraints(Int)
    /// A priority changed between required and optional on an active
    /// constraint: the old priority and the one asked for.
    case requiredChangeOnInstalled(from: Float, to: Float)
    /// Laying out failed in a way that is a bug of layoutsh, not the
    /// input's fault (the solver's `internalFailure`): the change that met
    /// it is taken back. Debug builds stop at an assertion first.
    case internalError(String)

    public var description: String {
        switch self {
        case .unknownView(let name):
            return "no view named '\(name)'"
        case .tooManyViews(let limit):
            return "more than \(limit) views (layoutsh stops there)"
        case .tooManyConstraints(let limit):
            return "more than \(limit) constraints (layoutsh stops there)"
        case .duplicateName(let name):
            return "a view named '\(name)' exists already"
        case .notInHierarchy(let name):
            return "'\(name)' is not in the view hierarchy; add it with addSubview first"
        case .noCommonAncestor(let a, let b):
            return "unable to activate constraint with anchors \(a) and \(b) because they have no common ancestor; add both to the view hierarchy (addSubview) before activating constraints between them (UIKit raises an exception, which ends the app: items in different view hierarchies)"
        case .invalidPairing(let a, let b):
            return "invalid pairing of layout attributes \(a) and \(b): a position can be related to a position on the same axis, a size only to a size (UIKit raises an exception, which ends the app)"
        case .locationEqualToConstant(let a):
            return "\(a) is a position and cannot equal a constant; relate it to another anchor (UIKit raises an exception, which ends the app)"
        case .zeroMultiplierLocation(let a):
            return "a multiplier of 0 on position \(a) makes it equal to a constant, which UIKit refuses"
        case .cycle(let child, let parent):
            return "cannot add '\(child)' to '\(parent)': '\(parent)' is inside '\(child)' (UIKit raises an exception, which ends the app)"
        case .notASubclass(let name, let expected):
            return "'\(name)' is not a \(expected)"
        case .notArranged(let name, let stack):
            return "'\(name)' is not an arranged subview of '\(stack)'"
        case .indexOutOfRange(let index, let count):
            return "index \(index) is out of range 0...\(count)"
        case .unknownConstraint(let id):
            return "no constraint \(id)"
        case .invalidValue(let message):
            return message
        case .requiredChangeOnInstalled(let from, let to):
            // UIKit's own words (NSInternalInconsistencyException), then what to do.
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
                + "You passed priority \(LayoutError.number(to)) and the existing priority was \(LayoutError.number(from)). "
                + "UIKit raises an exception here, which ends the app (layoutsh keeps the old priority); deactivate the constraint, change its priority, "
                + "then activate it, or give it an optional priority (999) from the start"
        case .internalError(let what):
            return "internal error: \(what), please report"
        }
    }

    /// A priority as UIKit prints it: 750, 999.5.
    private static func number(_ p: Float) -> String {
        p == p.rounded() ? String(Int(p)) : String(p)
    }
}
