import Language
import Cassowary

/// A JSON value written with keys in the order given: stable output for
/// tools and golden files (no dictionary order anywhere).
indirect enum JSON {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Compact, one line.
    var text: String {
        switch self {
        case .object(let fields): return "{" + fields.map { "\(JSON.quote($0.0)):\($0.1.text)" }.joined(separator: ",") + "}"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .string(let s): return JSON.quote(s)
        case .number(let n): return n.isFinite ? formatNumber(n) : "null"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    static func quote(_ s: String) -> String {
        doubleQuoted(s) { scalar in
            guard scalar.value < 0x20 else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
