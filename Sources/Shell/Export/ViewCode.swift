import Language
import Cassowary
import LayoutModel

/// A view as the code that makes it: its initializer, then every property
/// the layout holds that differs from a new view of its class. Shared by
/// both code styles (`CodeExport`).
struct ViewCode {
    let layout: Layout
    let names: ExportNames
    /// Where each table row is, as its table placed it.
    let laidOut: LaidOut

    /// The statements making `v` (for the root, only what code changed on it).
    /// `impliedOff`: something later in the export turns its
    /// `translatesAutoresizingMaskIntoConstraints` off by itself.
    func lines(_ v: ViewID, impliedOff: Bool, notes: inout [String]) -> [String] {
        let view = layout[v]
        let name = names.name(v, layout)
        var lines: [String] = []
        if v != layout.root { lines.append("let \(name) = \(initializer(view))") }
        func set(_ property: String, _ value: String) { lines.append("\(name).\(property) = \(value)") }
        if v != layout.root {
            if !view.translatesAutoresizingMaskIntoConstraints && !impliedOff { set("translatesAutoresizingMaskIntoConstraints", "false") }
            // A frame that follows its superview is set with its mask, at the end (`CodeExport.lateLines`).
            if view.frame != .zero && (view.autoresizingMask.isEmpty || !view.translatesAutoresizingMaskIntoConstraints) {
                set("frame", SwiftLiteral.rect(view.frame))
            }
        }
        if view.isHidden { set("isHidden", "true") }
        if view.layoutMargins != (view.kind == .stackView ? .zero : EdgeInsets(all: 8)) { set("layoutMargins", SwiftLiteral.insets(view.layoutMargins)) }
        if !view.insetsLayoutMarginsFromSafeArea { set("insetsLayoutMarginsFromSafeArea", "false") }
        if view.preservesSuperviewLayoutMargins { set("preservesSuperviewLayoutMargins", "true") }
        for axis in Axis.allCases {
            if view.huggingPriority[axis] != .defaultLow {
                lines.append("\(name).setContentHuggingPriority(UILayoutPriority(\(SwiftLiteral.priority(view.huggingPriority[axis]))), for: .\(axis.rawValue))")
            }
            if view.compressionResistancePriority[axis] != .defaultHigh {
                lines.append("\(name).setContentCompressionResistancePriority(UILayoutPriority(\(SwiftLiteral.priority(view.compressionResistancePriority[axis]))), for: .\(axis.rawValue))")
            }
        }
        if let size = view.intrinsicOverride {
            // UIView.noIntrinsicMetric is -1.
            set("intrinsicContentSize", SwiftLiteral.size(Size(width: size.horizontal.length ?? -1, height: size.vertical.length ?? -1)))
        }
        lines += text(view, name)
        if view.contentEdgeInsets != .zero { set("contentEdgeInsets", SwiftLiteral.insets(view.contentEdgeInsets)) }
        if view.hasRoundedBorder { set("borderStyle", ".roundedRect") }
        if let image = view.image {
            lines.append(view.kind == .button ? "\(name).setImage(\(SwiftLiteral.image(image)), for: .normal)" : "\(name).image = \(SwiftLiteral.image(image))")
        }
        if let image = view.backgroundImage { lines.append("\(name).setBackgroundImage(\(SwiftLiteral.image(image)), for: .normal)") }
        if let configuration = view.buttonConfiguration { lines += self.configuration(configuration, name) }
        switch view.kind {
        case .stackView: lines += stack(view.stack, name)
        case .boxView: lines += box(view.box, name)
        case .scrollView: lines += scroll(view, name, notes: &notes)
        default: break
        }
        if view.isTableRow {
            // Code cannot make a row (only presenting a cell class does): a view where the table put it is the nearest.
            if let frame = laidOut.frames[v] { set("frame", SwiftLiteral.rect(frame)) }
            notes.append("\(name) is a table's row (a cell class presented): code cannot make one, so it is a view at the frame its table gave it (the table's content size is not kept)")
        }
        return lines
    }

    /// `UILabel()`, `UISegmentedControl(items: […])`, `UIActivityIndicatorView(style: .large)`.
    private func initializer(_ view: View) -> String {
        if view.kind == .segmentedControl, !view.segments.isEmpty {
            return "UISegmentedControl(items: [\(view.segments.map(SwiftLiteral.string).joined(separator: ", "))])"
        }
        if view.kind == .activityIndicator, view.isLargeIndicator { return "UIActivityIndicatorView(style: .large)" }
        return "\(view.typeName)()"
    }

    /// Text, title, placeholder, font and lines.
    private func text(_ view: View, _ name: String) -> [String] {
        var lines: [String] = []
        let text = view.text
        if let string = text.string {
            lines.append(view.kind == .button ? "\(name).setTitle(\(SwiftLiteral.string(string)), for: .normal)"
                                              : "\(name).text = \(SwiftLiteral.string(string))")
        }
        if let placeholder = text.placeholder { lines.append("\(name).placeholder = \(SwiftLiteral.string(placeholder))") }
        if text.fontSize != nil || text.isBold {
            // The class's own size when only the weight was set: 15 for a button's title, 17 otherwise.
            let size = SwiftLiteral.number(text.fontSize ?? (view.kind == .button ? 15 : 17))
            let font = text.isBold ? "UIFont.boldSystemFont(ofSize: \(size))" : "UIFont.systemFont(ofSize: \(size))"
            lines.append(view.kind == .button ? "\(name).titleLabel?.font = \(font)" : "\(name).font = \(font)")
        }
        if text.numberOfLines != 1 { lines.append("\(name).numberOfLines = \(text.numberOfLines)") }
        if text.preferredMaxLayoutWidth != 0 { lines.append("\(name).preferredMaxLayoutWidth = \(SwiftLiteral.number(text.preferredMaxLayoutWidth))") }
        return lines
    }

    /// A button's configuration, field by field where it differs from a new one's.
    private func configuration(_ c: ButtonConfiguration, _ name: String) -> [String] {
        var lines = ["\(name).configuration = .\(c.style.rawValue)()"]
        func set(_ field: String, _ value: String) { lines.append("\(name).configuration?.\(field) = \(value)") }
        if let title = c.title { set("title", SwiftLiteral.string(title)) }
        if let subtitle = c.subtitle { set("subtitle", SwiftLiteral.string(subtitle)) }
        if let image = c.image { set("image", SwiftLiteral.image(image)) }
        if c.contentInsets != ButtonConfiguration.defaultContentInsets { set("contentInsets", SwiftLiteral.directionalInsets(c.contentInsets)) }
        if c.imagePadding != 0 { set("imagePadding", SwiftLiteral.number(c.imagePadding)) }
        if c.titlePadding != 0 { set("titlePadding", SwiftLiteral.number(c.titlePadding)) }
        if c.imagePlacement != .leading { set("imagePlacement", ".\(c.imagePlacement.rawValue)") }
        if c.buttonSize != .medium { set("buttonSize", ".\(c.buttonSize.rawValue)") }
        return lines
    }

    /// A stack view's arrangement (its arranged subviews come with the hierarchy).
    private func stack(_ stack: StackConfiguration, _ name: String) -> [String] {
        var lines: [String] = []
        if stack.axis != .horizontal { lines.append("\(name).axis = .\(stack.axis.rawValue)") }
        if stack.alignment != .fill { lines.append("\(name).alignment = .\(stack.alignment.rawValue)") }
        if stack.distribution != .fill { lines.append("\(name).distribution = .\(stack.distribution.rawValue)") }
        if stack.spacing != 0 { lines.append("\(name).spacing = \(SwiftLiteral.number(stack.spacing))") }
        if stack.isLayoutMarginsRelativeArrangement { lines.append("\(name).isLayoutMarginsRelativeArrangement = true") }
        if stack.isBaselineRelativeArrangement { lines.append("\(name).isBaselineRelativeArrangement = true") }
        return lines
    }

    /// A BoxView's axis, spacing and insets (its items come with the hierarchy).
    private func box(_ box: BoxConfiguration, _ name: String) -> [String] {
        var lines: [String] = []
        if box.axis != .vertical { lines.append("\(name).axis = .x") }
        if box.spacing != 0 { lines.append("\(name).spacing = \(SwiftLiteral.number(box.spacing))") }
        if box.insets != .zero { lines.append("\(name).insets = \(SwiftLiteral.insets(box.insets))") }
        return lines
    }

    /// A scroll view's offset, insets and size; a table's rows; a text view's text layout.
    private func scroll(_ view: View, _ name: String, notes: inout [String]) -> [String] {
        var lines: [String] = []
        let scroll = view.scroll
        // A table view bounces vertically from the start (see `Interpreter.construct`).
        let bouncesByDefault = view.uikitClass == "UITableView"
        if let offset = scroll.offset { lines.append("\(name).contentOffset = \(SwiftLiteral.point(offset))") }
        if scroll.contentInset != .zero { lines.append("\(name).contentInset = \(SwiftLiteral.insets(scroll.contentInset))") }
        if scroll.insetAdjustment != .automatic { lines.append("\(name).contentInsetAdjustmentBehavior = .\(scroll.insetAdjustment.rawValue)") }
        if scroll.alwaysBounces.horizontal { lines.append("\(name).alwaysBounceHorizontal = true") }
        if scroll.alwaysBounces.vertical != bouncesByDefault { lines.append("\(name).alwaysBounceVertical = \(scroll.alwaysBounces.vertical)") }
        if let size = scroll.contentSize, view.textView == nil { lines.append("\(name).contentSize = \(SwiftLiteral.size(size))") }
        if let table = view.table {
            if bouncesByDefault {
                if let height = table.rowHeight { lines.append("\(name).rowHeight = \(SwiftLiteral.number(height))") }
                if let height = table.estimatedRowHeight { lines.append("\(name).estimatedRowHeight = \(SwiftLiteral.number(height))") }
                if !table.hasSeparators { lines.append("\(name).separatorStyle = .none") }
            } else {
                notes.append("\(name) is a self-sizing collection view a cell class was presented in: code cannot make one, so it is a plain \(view.typeName) here")
            }
        }
        if let text = view.textView {
            let standard = TextViewConfiguration()
            if !text.isScrollEnabled { lines.append("\(name).isScrollEnabled = false") }
            if text.textContainerInset != standard.textContainerInset { lines.append("\(name).textContainerInset = \(SwiftLiteral.insets(text.textContainerInset))") }
        }
        return lines
    }
}
