import LayoutModel

/// The Swift names the code export gives views, layout guides and
/// constraint locals: a view's own name where it is a Swift identifier,
/// else one made from it (`card.titleLabel` → `card_titleLabel`, an
/// unnamed `UILabel#4` → `label4`), unique, never a keyword.
struct ExportNames {
    /// Looked up by id, never iterated: output order comes from the layout's lists.
    private var views: [ViewID: String] = [:]
    private var guides: [GuideID: String] = [:]
    private var taken: Set<String> = []

    /// Names for `views` and `guides`, given in that order so the same
    /// layout always gets the same names.
    init(_ layout: Layout, views exported: [ViewID], guides exportedGuides: [GuideID]) {
        views[layout.root] = "view"
        taken.insert("view")
        for v in exported where v != layout.root { views[v] = claim(Self.identifier(from: layout[v].name)) }
        for g in exportedGuides { guides[g] = claim(Self.identifier(from: layout.guideNames[g.index])) }
    }

    /// The name of view `v` (its layout name if it was not exported, which
    /// only a caller's mistake asks for).
    func name(_ v: ViewID, _ layout: Layout) -> String { views[v] ?? layout[v].name }

    /// How code names `item`: `box`, `box.safeAreaLayoutGuide`; nil for a
    /// stack view's private guides, which code cannot name.
    func item(_ item: LayoutItem, _ layout: Layout) -> String? {
        switch item {
        case .view(let v): return name(v, layout)
        case .guide(let g): return guides[g] ?? layout.guideNames[g.index]
        case .safeArea(let v): return name(v, layout) + ".safeAreaLayoutGuide"
        case .margins(let v): return name(v, layout) + ".layoutMarginsGuide"
        case .readable(let v): return name(v, layout) + ".readableContentGuide"
        case .keyboard(let v): return name(v, layout) + ".keyboardLayoutGuide"
        case .contentGuide(let v): return name(v, layout) + ".contentLayoutGuide"
        case .frameGuide(let v): return name(v, layout) + ".frameLayoutGuide"
        case .stackGuide: return nil
        }
    }

    /// A fresh local for a constraint: `boxConstraint3`, unique among every name given.
    mutating func local(for base: String, number: Int) -> String {
        claim(Self.identifier(from: base + "Constraint\(number)"))
    }

    /// `name`, or `name_2`, `name_3`… when it is taken.
    private mutating func claim(_ name: String) -> String {
        var candidate = name
        var n = 2
        while taken.contains(candidate) {
            candidate = "\(name)_\(n)"
            n += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// Words Swift reserves, and the names the export itself uses.
    static let reserved: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "operator", "private", "protocol", "public", "repeat", "return", "self", "Self", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
        "make", "view",
    ]

    /// A Swift identifier made from a layout name.
    static func identifier(from name: String) -> String {
        // An unnamed view is named after its class and number (`UILabel#4`): `label4`.
        var base = name
        if let hash = name.firstIndex(of: "#") {
            var kind = String(name[..<hash])
            if kind.hasPrefix("UI") { kind.removeFirst(2) }
            base = kind + name[name.index(after: hash)...]
        }
        var out = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if out.isEmpty { out = "v" }
        if let first = out.first, first.isNumber { out = "v" + out }
        // A capitalised name reads as a type to Swift's readers (and to layoutsh's).
        if let first = out.first, first.isUppercase { out = first.lowercased() + out.dropFirst() }
        return reserved.contains(out) ? out + "_" : out
    }
}
