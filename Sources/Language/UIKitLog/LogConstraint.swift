import LayoutModel

/// A view or layout guide as a UIKit log names it: `UILabel:0x7fb5fe846a20'Sign in'`.
///
/// The address tells items apart; class and text are what a person
/// recognises them by. SnapKit prints a view's label (`snp.setLabel`) where
/// UIKit prints the address.
public struct LogItem: Hashable, Sendable {
    /// The class as printed, module prefix included (`Trust.BrowserNavigationBar`).
    public var className: String
    /// `0x7fb5fe846a20`, or a SnapKit label.
    public var address: String
    /// A label's or button's text, or a guide's name (`UIViewSafeAreaLayoutGuide`), without quotes.
    public var text: String?

    public init(className: String, address: String, text: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
    }

    /// Items are the same when their addresses are: the text is printed
    /// only by some lines (and cut short by others).
    public static func == (a: LogItem, b: LogItem) -> Bool { a.address == b.address && a.className == b.className }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(address)
        hasher.combine(className)
    }

    /// The class without a module prefix or KVO's subclass prefix:
    /// `NSKVONotifying_App.Switch` is `Switch`.
    public var bareClass: String {
        var name = className
        if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name
    }

    /// A layout guide rather than a view (UIKit's margins and safe-area
    /// guides, a stack view's spacers, the old top and bottom layout guides).
    public var isGuide: Bool {
        ["UILayoutGuide", "_UILayoutGuide", "_UILayoutSpacer", "UIFocusGuide"].contains(bareClass)
    }

    /// How the log prints it, for notes: `UILabel:0x7fb5fe846a20'Sign in'`.
    public var logText: String {
        "\(className):\(address)" + (text.map { "'\($0)'" } ?? "")
    }
}

/// The attribute names descriptions print: UIKit's, and the frame's that
/// autoresizing constraints use, read as the anchors they measure.
enum LogAttributeName {
    static func attribute(_ name: String) -> Attribute? {
        switch name {
        case "minX": return .left
        case "minY": return .top
        case "midX": return .centerX
        case "midY": return .centerY
        case "maxX": return .right
        case "maxY": return .bottom
        case "baseline": return .lastBaseline
        default: return Attribute(rawValue: name)
        }
    }
}

/// One side of a constraint: an item's attribute.
public struct LogAnchor: Hashable, Sendable {
    public var item: LogItem
    public var attribute: Attribute
}

/// `==`, `>=` or `<=`.
public enum LogRelation: String, Sendable {
    case equal = "==", greaterOrEqual = ">=", lessOrEqual = "<="
}

/// One constraint description from a log, read into its parts.
public struct LogConstraint: Sendable {
    /// Who made it, as the description's class says.
    public enum Maker: Equatable, Sendable {
        /// `NSLayoutConstraint`: the app's code, Interface Builder or UIKit itself.
        case layout
        /// `NSAutoresizingMaskLayoutConstraint`: a view's frame, because
        /// `translatesAutoresizingMaskIntoConstraints` is still true; the mask as printed (`h=--& v=--&`).
        case autoresizing(mask: String?)
        /// `SnapKit.LayoutConstraint`, with the file and line of the `snp` call when printed.
        case snapKit(file: String?, line: Int?)
        /// Any other class (`_UILayoutSupportConstraint`, `NSContentSizeLayoutConstraint`…).
        case other(String)
    }

    public var maker: Maker
    /// The constraint's own address (or SnapKit label).
    public var address: String
    /// The identifier in quotes after the address (`'UIView-Encapsulated-Layout-Height'`).
    public var identifier: String?
    public var first: LogAnchor
    public var relation: LogRelation
    /// Nil for a constant (`width == 100`).
    public var second: LogAnchor?
    public var multiplier: Double
    public var constant: Double
    /// Nil when required (descriptions print only other priorities).
    public var priority: Double?
    /// The view (or guide) a visual-format line pins to `|`, and what `|`
    /// is: the superview the log names (`names: '|':UIView:0x…`).
    public var superviewOf: (child: LogItem, superview: LogItem)?
    /// An intrinsic size (`NSContentSizeLayoutConstraint`): the priorities
    /// with which the view hugs its content and resists squeezing it.
    public var contentSize: (hugging: Double, compression: Double)?
    /// The whole description as pasted, without the quotes and comma around it.
    public var text: String
    /// Where it stands in the pasted text (1-based).
    public var line: Int
    public var column: Int

    /// A size UIKit gives a view from outside: a cell's row height or width
    /// (`UIView-Encapsulated-Layout-Height`), or a temporary one while it
    /// measures (`_UITemporaryLayoutWidth`, `fittingSizeHTarget`).
    public var isImposedSize: Bool {
        guard let identifier else { return false }
        return identifier.hasPrefix("UIView-Encapsulated-Layout") || identifier.hasPrefix("_UITemporaryLayout") || identifier.hasPrefix("fittingSize")
    }

    /// Made by UIKit itself rather than the app's code: its identifiers
    /// (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`, the margins'
    /// and safe area's guide constraints), autoresizing masks, layout support.
    public var isSystem: Bool {
        if case .autoresizing = maker { return true }
        if case .other = maker { return true }
        guard let identifier else { return false }
        let prefixes = ["UIView-Encapsulated-Layout", "UISV-", "UIView-", "UIViewSafeAreaLayoutGuide", "_UITemporaryLayout",
                        "fittingSize", "UIIB", "NSStackView", "_UI", "UITableView", "UICollectionView", "UINav", "UIInputWindow",
                        "UIKB", "UIImageView-", "UIButton-", "UILabel-"]
        return prefixes.contains { identifier.hasPrefix($0) }
    }
}

/// One "Unable to simultaneously satisfy constraints" report.
public struct LogConflict: Sendable {
    /// The line of its heading, or of its first description when the heading was not pasted.
    public var line: Int
    /// The constraints UIKit listed, in the log's order.
    public var constraints: [LogConstraint]
    /// The one UIKit says it broke ("Will attempt to recover by breaking constraint"), an index into `constraints`.
    public var broken: Int?
    /// How many times the same report (the same constraints) came in the paste.
    public var times = 1
}

/// A pasted log: its conflicts in order, and what could not be read.
public struct UIKitLog: Sendable {
    public var conflicts: [LogConflict] = []
    /// Descriptions that could not be read, with why.
    public var unreadable: [LogProblem] = []

    public init(conflicts: [LogConflict] = [], unreadable: [LogProblem] = []) {
        self.conflicts = conflicts
        self.unreadable = unreadable
    }
}

/// A description layoutsh could not read.
public struct LogProblem: Error, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
    /// The line as pasted, for the caret.
    public var text: String
}
