import LayoutModel

/// Writes an SVG document element by element, escaping text and attribute
/// values, with attributes in a fixed order so the same drawing gives the
/// same bytes on every run.
struct SVGWriter {
    private var lines: [String] = []
    private var depth = 1

    /// A document `width` × `height` points, with the hatching that marks an
    /// ambiguous view defined once.
    init(width: Double, height: Double) {
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        lines.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" "
                     + "viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">")
        lines.append("  <defs><pattern id=\"ambiguous\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                     + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#8a2be2\" stroke-width=\"1.5\" stroke-opacity=\"0.5\"/></pattern></defs>")
        lines.append("  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
    }

    mutating func open(_ name: String, _ attributes: [String: String] = [:]) {
        add("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        add("</\(name)>")
    }

    mutating func rect(_ r: Rect, _ attributes: [String: String]) {
        var all = attributes
        all["x"] = svgNumber(r.minX)
        all["y"] = svgNumber(r.minY)
        // A negative size (a squeezed view) is drawn as a line, not refused.
        all["width"] = svgNumber(max(0, r.width))
        all["height"] = svgNumber(max(0, r.height))
        add("<rect\(Self.attributes(all))/>")
    }

    mutating func line(from a: (x: Double, y: Double), to b: (x: Double, y: Double), _ attributes: [String: String]) {
        var all = attributes
        all["x1"] = svgNumber(a.x)
        all["y1"] = svgNumber(a.y)
        all["x2"] = svgNumber(b.x)
        all["y2"] = svgNumber(b.y)
        add("<line\(Self.attributes(all))/>")
    }

    mutating func text(_ string: String, x: Double, y: Double, _ attributes: [String: String]) {
        var all = attributes
        all["x"] = svgNumber(x)
        all["y"] = svgNumber(y)
        add("<text\(Self.attributes(all))>\(Self.escaped(string))</text>")
    }

    /// The document, closed.
    func finished() -> String {
        (lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    private mutating func add(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }

    /// ` a="1" b="2"`, sorted by name.
    private static func attributes(_ attributes: [String: String]) -> String {
        attributes.keys.sorted().map { " \($0)=\"\(escaped(attributes[$0] ?? ""))\"" }.joined()
    }

    /// `text` with the characters XML reserves escaped, and controls dropped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                if let v = c.unicodeScalars.first?.value, v < 0x20, c != "\t" { continue }
                out.append(c)
            }
        }
        return out
    }
}
