import Cassowary

/// Where constraints in force come from; the engine regenerates by source.
/// Ordered for output: the root's, the views' (by id), the derived guides',
/// then the user's.
enum SourceKey: Hashable, Comparable {
    /// The root view's frame.
    case root
    /// A view's autoresizing, intrinsic, stack and box constraints.
    case view(ViewID)
    /// The definition of a derived guide (safe area, margins, content).
    case derived(LayoutItem)
    /// One user constraint.
    case user(ConstraintID)

    var isUser: Bool {
        if case .user = self { return true }
        return false
    }
}

/// What identifies a generated constraint across regenerations, so that it
/// keeps its `#gN` id and the solver keeps its row.
struct GeneratedKey: Hashable {
    let origin: ConstraintOrigin
    let identifier: String?
    let first: Anchor
    let second: Anchor?
    let relation: Relation
    /// Which of several constraints with the same description this is.
    let occurrence: Int

    /// The items, the occurrence and the identifier, which tell keys apart
    /// well enough (a view's width and height hugging share a hash, and
    /// equality tells them apart): hashing the attributes and relation too,
    /// by their names, made each lookup and each of the table's doublings
    /// cost several more string hashes. Equality compares every field.
    func hash(into hasher: inout Hasher) {
        hasher.combine(first.item)
        hasher.combine(second?.item)
        hasher.combine(occurrence)
        hasher.combine(identifier)
    }
}

extension GeneratedKey {
    /// The key of generated constraint `c`, the `occurrence`-th of its kind.
    init(_ c: LayoutConstraint, occurrence: Int) {
        self.init(origin: c.origin, identifier: c.identifier, first: c.first, second: c.second,
                  relation: c.relation, occurrence: occurrence)
    }
}

/// How many constraints with each key came before, as a source's are
/// numbered in order: the occurrence that tells repeats apart.
///
/// A source makes a handful of constraints, most often, and counting the
/// earlier ones with the same key by looking back costs less than a table
/// made for each source; a stack's hundreds get the table.
struct GeneratedKeyCounter {
    private let looksBack: Bool
    private var bases: [GeneratedKey] = []
    private var seen: [GeneratedKey: Int] = [:]

    init(expecting count: Int) {
        looksBack = count <= 16
        if looksBack { bases.reserveCapacity(count) } else { seen.reserveCapacity(count) }
    }

    /// The key of `c` with its occurrence, counting it.
    mutating func key(of c: LayoutConstraint) -> GeneratedKey {
        let base = GeneratedKey(c, occurrence: 0)
        let occurrence: Int
        if looksBack {
            occurrence = bases.reduce(0) { $1 == base ? $0 + 1 : $0 }
            bases.append(base)
        } else {
            occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
        }
        return GeneratedKey(c, occurrence: occurrence)
    }
}
