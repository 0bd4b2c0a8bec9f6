import LayoutModel
import Cassowary

/// BoxView's item builders: `v.boxed.left(20).top(>=0).centerX(padding: 30)`.
extension Interpreter {
    func boxItemMethod(_ item: BoxItem, _ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
        var item = item
        func pin(_ v: Value?) throws(LanguageError) -> BoxPin? {
            switch v {
            case .number(let n)?: return BoxPin(n)
            case .boxPin(let p)?: return p
            case .null?: return nil
            default: throw LanguageError("\(name) needs a number or a pin (>=10, <=10), not \(v?.kindName ?? "nothing")", range)
            }
        }
        func optionalNumber(_ label: String, default value: Double?) throws(LanguageError) -> Double? {
            switch args.value(label) {
            case nil: return value
            case .null?: return nil
            case .number(let n)?: return n
            case let other?: throw LanguageError("\(label) must be a number, not \(other.kindName)", range)
            }
        }
        var l = item.layout
        switch name {
        case "left": l.left = try pin(args.values.first)
        case "right": l.right = try pin(args.values.first)
        case "top": l.top = try pin(args.values.first)
        case "bottom": l.bottom = try pin(args.values.first)
        case "all", "allX", "allY":
            let p = try pin(args.values.first)
            if name != "allY" { l.left = p; l.right = p }
            if name != "allX" { l.top = p; l.bottom = p }
        case "insets":
            guard case .insets(let i)? = args.values.first else { throw LanguageError("insets needs a UIEdgeInsets", range) }
            (l.top, l.left, l.bottom, l.right) = (BoxPin(i.top), BoxPin(i.left), BoxPin(i.bottom), BoxPin(i.right))
        case "centerX", "centerY":
            let offset = try optionalNumber("offset", default: 0) ?? 0
            let padding = try optionalNumber("padding", default: 0)
            let padPin = padding.map { BoxPin($0, .greaterThanOrEqual) }
            if name == "centerX" {
                l.centerX = BoxPin(offset)
                if let padPin { l.left = padPin; l.right = padPin }
            } else {
                l.centerY = BoxPin(offset)
                if let padPin { l.top = padPin; l.bottom = padPin }
            }
        case "width": l.width = try pin(args.values.first)
        case "height": l.height = try pin(args.values.first)
        case "relativeWidth", "relativeHeight":
            guard case .number(let m)? = args.values.first else { throw LanguageError("\(name) needs a multiplier", range) }
            let relative = BoxRelativePin(pin: .zero, multiplier: m)
            if name == "relativeWidth" { l.relativeWidth = relative } else { l.relativeHeight = relative }
        case "flex":
            guard case .number(let f)? = args.values.first else { throw LanguageError("flex needs a number", range) }
            l.flex = f
        default:
            throw LanguageError("a BoxItem has no method '\(name)'", range,
                                hint: closest(to: name, among: ["left", "right", "top", "bottom", "all", "centerX", "centerY", "width", "height", "relativeWidth", "flex"]).map { "did you mean '\($0)'?" })
        }
        item.layout = l
        return .boxItem(item)
    }
}
