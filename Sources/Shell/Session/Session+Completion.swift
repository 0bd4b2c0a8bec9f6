import Diagnostics
import Language
import LayoutModel

/// Tab completion: what may follow the word under the cursor.
extension Session {
    /// The word being completed at the end of `line`, and its completions,
    /// sorted: `:` commands, view and constraint names, after `name.` the
    /// members of its type (`members(after:)`: a label's, a stack view's,
    /// a guide's anchors, SnapKit's attributes after `make.`) and the views
    /// named under it (`card.titleLabel`), frame attributes after
    /// `:why name.`, declared view controllers after `:present`.
    public func completions(for line: String) -> (word: String, candidates: [String]) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":") && !trimmed.contains(" ") {
            let word = String(trimmed.dropFirst())
            return (word, CommandTable.all.map(\.name).filter { $0.hasPrefix(word) })
        }
        // The last word: letters, digits, `_`, `#`, `$`; after a command
        // also `-`, for its options and device names (`--guides`, `iphone-15`).
        var word = ""
        let command = trimmed.hasPrefix(":")
        for c in line.reversed() {
            guard c.isLetter || c.isNumber || c == "_" || c == "#" || c == "$" || (command && c == "-") else { break }
            word.insert(c, at: word.startIndex)
        }
        let before = line.dropLast(word.count)
        let layout = engine.layout
        var pool: [String]
        // The views named under a dotted name typed so far (`card.` → `titleLabel`, of `card.titleLabel`).
        let typed = String(before.reversed().prefix { !$0.isWhitespace && $0 != "(" && $0 != "," }.reversed())
        let nested = typed.hasSuffix(".") ? layout.views.map(\.name).filter { $0.hasPrefix(typed) }.map { String($0.dropFirst(typed.count)) } : []
        if trimmed.hasPrefix(":present ") {
            pool = interpreter.declaredControllers
        } else if before.hasSuffix("."), trimmed.hasPrefix(":why ") || trimmed.hasPrefix(":expect ") {
            pool = Why.attributes + nested
        } else if before.hasSuffix("."), trimmed.hasPrefix(":") {
            pool = nested
        } else if before.hasSuffix(".") {
            pool = members(after: before.dropLast()) + nested
        } else if before.hasSuffix(".constraint(") {
            // An anchor's `constraint(` wants the label of its form: `equalTo:`.
            pool = (interpreter.members(after: Self.dottedPath(before.dropLast(12)), in: layout) ?? [])
                .filter { $0.hasPrefix("constraint(") }.map { String($0.dropFirst(11)) }
        } else if trimmed.hasPrefix(":") {
            // What the command itself reads: its options and words, or for
            // `:help` the commands; names of views and constraints besides.
            let command = CommandTable.named(String(trimmed.dropFirst().prefix { $0 != " " }))
            if command?.name == "help" {
                pool = CommandTable.all.map(\.name)
            } else {
                let spec = command?.arguments
                pool = layout.views.map(\.name) + layout.constraints.map(\.id.description)
                    + (spec.map { $0.flags + $0.valued + $0.words } ?? [])
            }
        } else {
            pool = layout.views.filter { !$0.name.contains("#") }.map(\.name) + SnapKitCompletion.keywords
        }
        // The word itself stays among them when it is a whole name: Tab after
        // `make.leading` offers `leading` and `leadingMargin`, not only the latter.
        return (word, Array(Set(pool.filter { $0.hasPrefix(word) })).sorted())
    }
}

extension Session {
    /// What may follow `receiver` and a dot: the members of its type, as
    /// the interpreter knows them (`label.` → UILabel's), or of what a call
    /// returns (`.equalTo(x).` → SnapKit's modifiers); nothing for what
    /// layoutsh cannot tell.
    func members(after receiver: Substring) -> [String] {
        guard receiver.last == ")" else {
            return interpreter.members(after: Self.dottedPath(receiver), in: engine.layout) ?? []
        }
        // The method called: the name before the parenthesis that this one closes.
        var depth = 0
        var open = receiver.endIndex
        for i in receiver.indices.reversed() {
            if receiver[i] == ")" { depth += 1 } else if receiver[i] == "(" { depth -= 1 }
            if depth == 0 { open = i; break }
        }
        let method = Self.dottedPath(receiver[..<open]).last ?? ""
        return Interpreter.members(afterCallTo: method) ?? []
    }

    /// The dotted name `text` ends with, cut at its dots: `card.titleLabel` → `["card", "titleLabel"]`.
    static func dottedPath(_ text: Substring) -> [String] {
        let name = text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }.reversed()
        return String(name).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

enum SnapKitCompletion {
    static let keywords = ["let", "var", "for", "if", "else", "UIView", "UILabel", "UIButton", "UIScrollView", "UIStackView",
                           "UITextField", "UIImageView", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper",
                           "UIProgressView", "UIActivityIndicatorView", "UILayoutGuide", "BoxView",
                           "NSLayoutConstraint", "view"]
}
