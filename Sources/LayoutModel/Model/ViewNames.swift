/// The views' names: which view has a name, and the first free `name_N`.
///
/// A `let` in a loop declares the same name each time, and each view after
/// the first gets `row_2`, `row_3`…; looking for the first free suffix from 2
/// each time made a loop of n views cost O(n²) lookups (a fifth of loading a
/// 10000-view layout). So the first suffix not known to be taken is kept per
/// base name, moved on as names are taken and back as they are freed.
struct ViewNames: Hashable, Sendable {
    private var ids: [String: ViewID] = [:]
    /// Per base name, a suffix such that `base_2` … `base_(n-1)` are all taken.
    private var firstFree: [String: Int] = [:]

    subscript(name: String) -> ViewID? { ids[name] }

    /// Gives `name` to `id`.
    mutating func take(_ name: String, for id: ViewID) {
        ids[name] = id
        guard let (base, n) = Self.split(name), firstFree[base, default: 2] == n else { return }
        var next = n + 1
        while ids["\(base)_\(next)"] != nil { next += 1 }
        firstFree[base] = next
    }

    /// Frees `name`.
    mutating func free(_ name: String) {
        ids[name] = nil
        guard let (base, n) = Self.split(name), n < firstFree[base, default: 2] else { return }
        firstFree[base] = n
    }

    /// `name` if it is free, else the first free `name_2`, `name_3`…
    func fresh(_ name: String) -> String {
        guard ids[name] != nil else { return name }
        var n = firstFree[name, default: 2]
        while ids["\(name)_\(n)"] != nil { n += 1 }
        return "\(name)_\(n)"
    }

    /// `row_12` as ("row", 12); nil for a name without a numeric suffix of 2 or more.
    private static func split(_ name: String) -> (String, Int)? {
        // Looked for in the bytes: a search by `Character` was most of
        // naming each view a script makes.
        guard let underscore = name.utf8.lastIndex(of: UInt8(ascii: "_")) else { return nil }
        let suffix = name[name.index(after: underscore)...]
        // Exactly as `fresh` writes it: not `row_+2` or `row_02`.
        guard let n = Int(suffix), n >= 2, String(n) == suffix else { return nil }
        return (String(name[..<underscore]), n)
    }

    // The hints follow from the names: equality and hashing ignore them.
    static func == (a: ViewNames, b: ViewNames) -> Bool { a.ids == b.ids }
    func hash(into hasher: inout Hasher) { hasher.combine(ids) }

    mutating func makeStorageUnique() {
        ids.makeUnique()
        firstFree.makeUnique()
    }
}
