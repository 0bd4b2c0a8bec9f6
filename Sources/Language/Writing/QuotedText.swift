/// `text` in double quotes, with the quote, the backslash, newline, tab and
/// return escaped as both JSON and Swift write them, and any other scalar
/// as `escape` spells it (nil: as it is). JSON and the code export differ
/// only there (`\u001b` and `\u{1b}`).
public func doubleQuoted(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            if let escaped = escape(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\""
}
