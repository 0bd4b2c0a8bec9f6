import LayoutModel

/// `String(…)` and `Array(repeating:count:)`: the texts and lists real
/// files build for labels before layout measures them.
extension Interpreter {
    /// `String()`, `String(x)`, `String(describing:)`, `String(repeating:count:)`
    /// and `String(format:…)`, whose text a label's size follows.
    func makeString(_ args: Arguments, _ range: SourceRange, _ layout: Layout) throws(LanguageError) -> Value {
        if let piece = args.value("repeating") {
            let count = try repeatCount(args, range), text = describe(piece, layout)
            guard text.utf8.count * count <= Interpreter.maxTextLength else {
                throw LanguageError("a text of \(text.utf8.count * count) bytes is more than layoutsh makes", range,
                                    hint: "at most \(Interpreter.maxTextLength) bytes")
            }
            return .string(String(repeating: text, count: count))
        }
        if case .string(let format)? = args.value("format") {
            let rest = args.labels.indices.filter { args.labels[$0] != "format" && args.labels[$0] != "locale" }
            return .string(formatted(format, rest.map { args.values[$0] }, layout))
        }
        // `String(localized: "key", defaultValue: "…")`: as NSLocalizedString, below.
        if case .string(let text)? = args.value("defaultValue"), args.value("localized") != nil { return .string(text) }
        guard let v = args.values.first else { return .string("") }
        return .string(describe(v, layout))
    }

    /// `NSLocalizedString(key, comment:)`: what an app with no strings file
    /// for the language shows, the `value:` given or else the key itself.
    func localizedString(_ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value {
        if case .string(let value)? = args.value("value"), !value.isEmpty { return .string(value) }
        guard case .string(let key)? = args.values.first else {
            throw LanguageError("NSLocalizedString needs a string key", range)
        }
        return .string(key)
    }

    /// `Array(repeating: x, count: n)`: n times the same value (the same
    /// view, for a reference, as in Swift).
    func repeatedArray(_ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value? {
        guard let item = args.value("repeating") else { return nil }
        return .array(Array(repeating: item, count: try repeatCount(args, range)))
    }

    /// The longest text `String(repeating:count:)` makes: a label of a
    /// million characters is already far past any screen.
    static let maxTextLength = 1_000_000

    /// The `count:` of a repetition, a whole number within what one statement runs.
    private func repeatCount(_ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Int {
        guard case .number(let n)? = args.value("count"), n == n.rounded(), n >= 0 else {
            throw LanguageError("repeating needs a count: a whole number, 0 or more", range)
        }
        guard n <= Double(Interpreter.maxIterations) else {
            throw LanguageError("a count of \(n < 1e15 ? String(Int(n)) : "\(n)") is more than layoutsh makes", range,
                                hint: "at most \(Interpreter.maxIterations) in one statement")
        }
        return Int(n)
    }

    /// `format` with its `%` specifiers filled from `values` in order, as
    /// `String(format:)` prints them: `%d`, `%i`, `%u`, `%ld`, `%lu`, `%f`
    /// (with a precision, `%.1f`), `%@`, `%s`, `%%`, with a width (`%5d`)
    /// and the `-` and `0` flags. A specifier with no value left, or of a
    /// kind layoutsh does not print, stays as written.
    func formatted(_ format: String, _ values: [Value], _ layout: Layout) -> String {
        var out = ""
        var rest = values[...]
        var chars = format[...]
        while let c = chars.popFirst() {
            guard c == "%" else { out.append(c); continue }
            var spec = "%", flags = "", digits = ""
            while let f = chars.first, "-+ 0#".contains(f) { flags.append(f); spec.append(f); chars.removeFirst() }
            while let d = chars.first, d.isNumber || d == "." { digits.append(d); spec.append(d); chars.removeFirst() }
            while let l = chars.first, "lhqzjt".contains(l) { spec.append(l); chars.removeFirst() }
            guard let conversion = chars.popFirst() else { out += spec; break }
            spec.append(conversion)
            if conversion == "%" { out.append("%"); continue }
            guard "diuf@sFgeEc".contains(conversion), let value = rest.popFirst() else { out += spec; continue }
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            let width = parts.first.flatMap { Int($0) } ?? 0
            let precision = parts.count > 1 ? Int(parts[1]) ?? 0 : nil
            var text: String
            switch (conversion, value) {
            case ("d", .number(let n)), ("i", .number(let n)), ("u", .number(let n)):
                text = abs(n) < 9e18 ? String(Int(n.rounded(.towardZero))) : String(n)
            case ("f", .number(let n)), ("F", .number(let n)):
                text = Interpreter.fixed(n, places: precision ?? 6)
            default:
                text = describe(value, layout)
            }
            if flags.contains("+"), case .number(let n) = value, n >= 0 { text = "+" + text }
            let pad = width - text.count
            if pad > 0 {
                if flags.contains("-") {
                    text += String(repeating: " ", count: pad)
                } else if flags.contains("0"), case .number = value {
                    let signed = text.first == "-" || text.first == "+"
                    text = (signed ? String(text.prefix(1)) : "") + String(repeating: "0", count: pad) + (signed ? String(text.dropFirst()) : text)
                } else {
                    text = String(repeating: " ", count: pad) + text
                }
            }
            out += text
        }
        return out
    }

    /// `n` with `places` digits after the point, as `printf` prints it:
    /// halves to even, and a negative number that rounds to zero keeps its sign.
    static func fixed(_ n: Double, places: Int) -> String {
        let places = min(max(places, 0), 15)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(n) * scale).rounded(.toNearestOrEven)
        guard scaled < 9e15 else { return String(n) }
        let digits = String(Int(scaled))
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let whole = padded.dropLast(places), fraction = padded.suffix(places)
        let sign = n < 0 ? "-" : ""
        return places == 0 ? sign + whole : sign + whole + "." + fraction
    }
}
