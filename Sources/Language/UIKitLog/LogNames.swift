/// Names for the views and guides of a log, as a person would call them:
/// from a label's or button's text (`signInButton`), a guide's role
/// (`contentViewMargins`), or the class (`imageView`); a short suffix from
/// the address (`imageView_9c40`) tells apart items that would share one.
enum LogNames {
    /// A name for each item, in the order given, none of them `taken`.
    /// `owners` gives a guide's view, for its name.
    /// `imposed` are the views UIKit sizes from outside: a plain `UIView`
    /// among them is a view controller's root view (`rootView`).
    static func assign(_ items: [LogItem], owners: [LogItem: LogItem], imposed: Set<LogItem>,
                       taken: (String) -> Bool) -> [LogItem: String] {
        let base = { (item: LogItem) in imposed.contains(item) && item.bareClass == "UIView" ? "rootView" : Self.base(item) }
        var names: [LogItem: String] = [:]
        var used: Set<String> = ["view"]
        // Views first: a guide is named after its view.
        let ordered = items.filter { !$0.isGuide } + items.filter(\.isGuide)
        let bases = Dictionary(grouping: ordered.filter { !$0.isGuide }, by: base)
        for item in ordered {
            let stem: String
            if item.isGuide {
                let owner = owners[item].flatMap { names[$0] } ?? "view"
                stem = guideBase(item, owner: owner)
            } else {
                stem = base(item)
            }
            let shared = !item.isGuide && (bases[stem]?.count ?? 0) > 1
            var name = stem
            if shared || used.contains(name) || taken(name) || keywords.contains(name) {
                name = suffixed(stem, item.address) { used.contains($0) || taken($0) }
            }
            used.insert(name)
            names[item] = name
        }
        return names
    }

    /// The name before any suffix: from the text, else from the class.
    static func base(_ item: LogItem) -> String {
        // SnapKit prints a view's label (`snp.setLabel("avatar")`) for its address: the app's own name.
        if !item.address.hasPrefix("0x"), let first = item.address.first, first.isLetter || first == "_" {
            let name = item.address.filter { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return name }
        }
        let bare = item.bareClass.filter { $0 != "…" }
        let role: String
        switch bare {
        case "UILabel": role = "Label"
        case "UIButton": role = "Button"
        case "UITextField": role = "Field"
        case "UITextView": role = "TextView"
        default: role = ""
        }
        if let text = item.text, !role.isEmpty {
            let words = text.split { !($0.isLetter || $0.isNumber) }.prefix(3)
            if let first = words.first, first.first?.isLetter == true {
                let camel = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : capitalized($0.element) }.joined()
                return camel + role
            }
        }
        if bare.hasSuffix("CellContentView") { return "contentView" }
        var stem = Substring(bare)
        while stem.first == "_" { stem = stem.dropFirst() }
        for prefix in ["UI", "NS"] where stem.hasPrefix(prefix) && stem.dropFirst(2).first?.isUppercase == true {
            stem = stem.dropFirst(2)
        }
        let camel = lowerCamel(String(stem))
        return camel.isEmpty || !(camel.first?.isLetter ?? false) ? "item" : camel
    }

    /// A guide's name: its view's name and its role.
    static func guideBase(_ item: LogItem, owner: String) -> String {
        switch item.text {
        case "UIViewLayoutMarginsGuide": return owner + "Margins"
        case "UIViewSafeAreaLayoutGuide": return owner + "SafeArea"
        case "UIViewReadableContentGuide": return owner + "ReadableContent"
        case let text?:
            let words = text.split { !($0.isLetter || $0.isNumber) }
            let camel = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : capitalized($0.element) }.joined()
            if let first = camel.first, first.isLetter { return camel.hasPrefix("uisv") ? "stack" + camel.dropFirst(4).capitalizedFirst : camel }
            return owner + "Guide"
        case nil:
            return item.bareClass == "_UILayoutGuide" ? "layoutSupport" : owner + "Guide"
        }
    }

    /// `stem_9c40`: the address's last four digits, or more when those are taken.
    private static func suffixed(_ stem: String, _ address: String, isUsed used: (String) -> Bool) -> String {
        let digits = Array(address.hasPrefix("0x") ? String(address.dropFirst(2)) : address).filter { $0.isLetter || $0.isNumber }
        var count = min(4, digits.count)
        while count <= digits.count {
            let name = stem + "_" + String(digits.suffix(count))
            if !used(name) { return name }
            count += 1
        }
        var n = 2
        while used(stem + "_\(n)") { n += 1 }
        return stem + "_\(n)"
    }

    /// `TitleView` → `titleView`, `DGRunkeeperSwitch` → `dgRunkeeperSwitch`.
    static func lowerCamel(_ s: String) -> String {
        let chars = Array(s.filter { $0.isLetter || $0.isNumber })
        var upper = 0
        while upper < chars.count, chars[upper].isUppercase { upper += 1 }
        // An initialism before a word keeps the word's capital: URLField → urlField.
        let lower = upper > 1 && upper < chars.count ? upper - 1 : upper
        return String(chars.prefix(lower)).lowercased() + String(chars.dropFirst(lower))
    }

    private static func capitalized(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }

    /// Swift keywords a class could turn into (`UISwitch` → `switch`).
    static let keywords: Set<String> = ["switch", "class", "default", "case", "protocol", "extension", "import", "return",
                                        "if", "else", "for", "while", "repeat", "do", "in", "let", "var", "func", "self",
                                        "super", "true", "false", "nil", "is", "as", "try", "throw", "where", "struct",
                                        "enum", "init", "operator", "guard", "defer", "break", "continue", "static"]
}

private extension Substring {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
