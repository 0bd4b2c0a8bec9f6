import Cassowary
import LayoutModel

/// `:expect`: assertions for scripts and transcripts.
extension Session {
    /// `:expect ASSERTION`.
    func expect(_ input: CommandInput) -> Output { expect(input.rest, line: input.line) }

    func expect(_ text: String, line: Int) -> Output {
        var output = Output()
        switch check(text) {
        case .success: break
        case .failure(let message):
            output.fail("expectation failed at \(file):\(line): \(message)")
        }
        return output
    }

    enum Check { case success, failure(String) }

    func check(_ text: String) -> Check {
        let layout = engine.layout
        let words = text.split(separator: " ").map(String.init)
        switch words.first {
        case "no" where words.count == 2 && words[1] == "broken":
            let broken = engine.brokenConstraints
            return broken.isEmpty ? .success : .failure("\(broken.count) broken: " + broken.map { "\($0.constraint.id) \(layout.describe($0.constraint))" }.joined(separator: "; "))
        case "broken" where words.count == 2:
            let count = engine.brokenConstraints.count
            return Int(words[1]) == count ? .success : .failure("\(count) broken, expected \(words[1])")
        case "no" where words.count == 2 && words[1] == "ambiguous":
            let values = engine.ambiguousValues()
            return values.isEmpty ? .success : .failure("ambiguous: " + values.map { "\(layout[$0.view].name).\($0.attribute.rawValue)" }.joined(separator: ", "))
        case "ambiguous" where words.count == 2:
            let parts = Self.viewAndAttribute(words[1])
            guard parts.count == 2, let v = layout.view(named: parts[0]) else { return .failure("ambiguous takes VIEW.ATTR (x, y, width or height)") }
            let found = engine.ambiguousValues().contains { $0.view == v && $0.attribute.rawValue == parts[1] }
            return found ? .success : .failure("\(words[1]) is fixed")
        case "scrollable" where words.count == 3:
            guard let v = layout.view(named: words[1]), let s = engine.isScrollable(v) else { return .failure("no scroll view named '\(words[1])'") }
            let actual = s.horizontal && s.vertical ? "both" : s.horizontal ? "horizontal" : s.vertical ? "vertical" : "none"
            return actual == words[2] ? .success : .failure("\(words[1]) scrolls \(actual), expected \(words[2])")
        default:
            return comparison(text)
        }
    }

    /// `VIEW.ATTR` split at its last dot: a view's name may have dots of its own (`card.titleLabel.frame`).
    static func viewAndAttribute(_ text: String) -> [String] {
        guard let dot = text.lastIndex(of: ".") else { return [text] }
        return [String(text[..<dot]), String(text[text.index(after: dot)...])]
    }

    /// `VIEW.frame == (x, y, w, h)`, `VIEW.ATTR == N`, `SCROLL.contentSize == (w, h)`,
    /// `SCROLL.contentOffset == (x, y)`, `SCROLL.adjustedContentInset == (t, l, b, r)`.
    func comparison(_ text: String) -> Check {
        let layout = engine.layout
        let sides = text.split(separator: "=", omittingEmptySubsequences: true).map(String.init)
        guard text.contains("=="), sides.count == 2 else { return .failure("cannot read '\(text)' (:help expect lists the forms)") }
        let lhs = sides[0].trimmingCharacters(), rhs = sides[1].trimmingCharacters()
        let parts = Self.viewAndAttribute(lhs)
        guard parts.count == 2, let v = layout.view(named: parts[0]) else { return .failure("no view named '\(parts.first ?? lhs)'") }
        guard let f = engine.frame(of: v) else { return .failure("\(parts[0]) is not laid out") }
        let numbers = rhs.filter { $0 != "(" && $0 != ")" }.split(separator: ",").compactMap { Double(String($0).trimmingCharacters()) }
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-3 }
        switch parts[1] {
        case "frame":
            guard numbers.count == 4 else { return .failure("a frame is (x, y, width, height)") }
            let want = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            let ok = near(f.minX, want.minX) && near(f.minY, want.minY) && near(f.width, want.width) && near(f.height, want.height)
            return ok ? .success : .failure("\(lhs) is \(format(f)), expected \(format(want))")
        case "contentSize":
            guard numbers.count == 2, let size = engine.contentSize(of: v) else { return .failure("contentSize is (width, height) of a scroll view") }
            let ok = near(size.width, numbers[0]) && near(size.height, numbers[1])
            return ok ? .success : .failure("\(lhs) is (\(formatNumber(size.width)), \(formatNumber(size.height))), expected (\(formatNumber(numbers[0])), \(formatNumber(numbers[1])))")
        case "contentOffset":
            guard numbers.count == 2, layout[v].kind == .scrollView else { return .failure("contentOffset is (x, y) of a scroll view") }
            let o = engine.boundsOffset(of: v)
            let ok = near(o.x, numbers[0]) && near(o.y, numbers[1])
            return ok ? .success : .failure("\(lhs) is (\(formatNumber(o.x)), \(formatNumber(o.y))), expected (\(formatNumber(numbers[0])), \(formatNumber(numbers[1])))")
        case "adjustedContentInset":
            guard numbers.count == 4, layout[v].kind == .scrollView else { return .failure("adjustedContentInset is (top, left, bottom, right) of a scroll view") }
            let i = engine.adjustedContentInset(of: v)
            let want = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
            let ok = near(i.top, want.top) && near(i.left, want.left) && near(i.bottom, want.bottom) && near(i.right, want.right)
            return ok ? .success : .failure("\(lhs) is \(format(i)), expected \(format(want))")
        default:
            let values: [String: Double] = ["x": f.minX, "minX": f.minX, "y": f.minY, "minY": f.minY, "width": f.width, "height": f.height,
                                            "maxX": f.maxX, "maxY": f.maxY, "centerX": f.minX + f.width / 2, "centerY": f.minY + f.height / 2]
            guard let actual = values[parts[1]], numbers.count == 1 else { return .failure("cannot check '\(lhs)'") }
            return near(actual, numbers[0]) ? .success : .failure("\(lhs) is \(formatNumber(actual)), expected \(formatNumber(numbers[0]))")
        }
    }
}
