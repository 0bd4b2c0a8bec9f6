import Cassowary
import LayoutModel

/// Values as Swift source: what the code export writes, exact enough that
/// loading the code gives back the same numbers.
public enum SwiftLiteral {
    /// A number as Swift writes it: integers without a fraction, others in
    /// the shortest form that reads back as the same Double (not rounded
    /// to six decimals as printed numbers are: `1/3` must come back whole).
    public static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return String(x)
    }

    /// A priority's raw value: `750`, `999.5`.
    public static func priority(_ p: Priority) -> String {
        let value = Double(p.value)
        return value == value.rounded() ? String(Int(value)) : String(p.value)
    }

    /// A string literal, with what Swift escapes escaped (other control
    /// characters as `\u{1b}`).
    public static func string(_ s: String) -> String {
        doubleQuoted(s) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7f ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        }
    }

    /// `UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)`.
    public static func insets(_ i: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right)))"
    }

    /// `NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)` (left as leading).
    public static func directionalInsets(_ i: EdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(i.top)), leading: \(number(i.left)), bottom: \(number(i.bottom)), trailing: \(number(i.right)))"
    }

    /// `CGRect(x: 0, y: 0, width: 10, height: 20)`.
    public static func rect(_ r: Rect) -> String {
        "CGRect(x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height)))"
    }

    /// `CGSize(width: 10, height: 20)`.
    public static func size(_ s: Size) -> String { "CGSize(width: \(number(s.width)), height: \(number(s.height)))" }

    /// `CGPoint(x: 0, y: 20)`.
    public static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

    /// `UIImage(named: "logo")`, `UIImage(systemName: "star")`, `UIImage()`.
    public static func image(_ image: ImageReference) -> String {
        if image.name.isEmpty && !image.isSymbol { return "UIImage()" }
        return "UIImage(\(image.isSymbol ? "systemName" : "named"): \(string(image.name)))"
    }
}
