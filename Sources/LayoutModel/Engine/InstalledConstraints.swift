import Cassowary

/// The constraints in the solver, by id: the user's and the generated ones
/// each in an array indexed by number, since both kinds are numbered densely
/// from 1.
///
/// A dictionary held them before. At 10000 views its 55000 entries of 240
/// bytes took a table of 131072 slots (33 MB, rehashed at each doubling), and
/// every walk over the layout hashed an id per constraint; arrays take 13 MB
/// and read an entry by index.
struct InstalledConstraints {
    private var user: [InstalledConstraint?] = []
    private var generated: [InstalledConstraint?] = []
    /// What each slot's solver form names, in step with the slots.
    private var userReach: [ConstraintReach] = []
    private var generatedReach: [ConstraintReach] = []

    /// How many are installed.
    private(set) var count = 0

    /// Makes room for ids up to `user` and `generated`, so that storing
    /// them does not grow the arrays step by step.
    mutating func reserveCapacity(user: Int, generated: Int) {
        self.user.reserveCapacity(user)
        self.generated.reserveCapacity(generated)
        userReach.reserveCapacity(user)
        generatedReach.reserveCapacity(generated)
    }

    /// The entry of `id`, or nil when it is not installed.
    subscript(id: ConstraintID) -> InstalledConstraint? {
        get { slot(of: id).flatMap { list(of: id)[$0] } }
        set {
            let i = id.number - 1
            guard i >= 0 else { return }
            count += (newValue != nil ? 1 : 0) - (contains(id) ? 1 : 0)
            if newValue == nil { setReach(.nothing, of: id) }
            if id.isGenerated { Self.store(newValue, at: i, in: &generated) } else { Self.store(newValue, at: i, in: &user) }
        }
    }

    /// Moves installed `id` to `rank` in place (a copy of its entry out
    /// and back retained and released each of its references, and reading
    /// the rank to compare first copied it too).
    mutating func setRank(_ rank: ConflictRank, of id: ConstraintID) {
        let i = id.number - 1
        guard i >= 0 else { return }
        if id.isGenerated {
            if i < generated.count { generated[i]?.rank = rank }
        } else if i < user.count {
            user[i]?.rank = rank
        }
    }

    /// Records what `id`'s solver form names (when it is added; its place
    /// in its source is recorded after, by `place`).
    mutating func setReach(_ reach: ConstraintReach, of id: ConstraintID) {
        updateReaches(of: id) { list, i in Self.store(reach, at: i, in: &list) }
    }

    /// Records where installed `id` stands among the constraints of its source.
    mutating func place(_ id: ConstraintID, sourceView: ViewID?, position: Int) {
        updateReaches(of: id) { list, i in
            guard i < list.count else { return }
            list[i].sourceView = Int32(sourceView?.index ?? -1)
            list[i].position = Int32(position)
        }
    }

    /// Calls `body` with the reaches of `id`'s kind and its index in them.
    private mutating func updateReaches(of id: ConstraintID, _ body: (inout [ConstraintReach], Int) -> Void) {
        let i = id.number - 1
        guard i >= 0 else { return }
        if id.isGenerated { body(&generatedReach, i) } else { body(&userReach, i) }
    }

    /// The ids whose reach passes `test`, the user's by number, then the
    /// generated ones by number, each with its reach: one pass over two
    /// dense arrays, with no record read.
    func ids(where test: (ConstraintReach) -> Bool) -> [(id: ConstraintID, reach: ConstraintReach)] {
        var result: [(id: ConstraintID, reach: ConstraintReach)] = []
        for (generated, list) in [(false, userReach), (true, generatedReach)] {
            for i in list.indices where test(list[i]) {
                result.append((ConstraintID(i + 1, generated: generated), list[i]))
            }
        }
        return result
    }

    /// Whether `id` is installed, without copying its entry.
    func contains(_ id: ConstraintID) -> Bool {
        slot(of: id).map { list(of: id)[$0] != nil } ?? false
    }

    /// The solver form of `id`, read in place (walks over every constraint
    /// read this and nothing else).
    func solverConstraint(of id: ConstraintID) -> Constraint? {
        slot(of: id).flatMap { list(of: id)[$0]?.solverConstraint }
    }

    /// The layout constraint of `id`, read in place rather than through a
    /// copy of its whole entry (solver form, terms and conflict retained
    /// and released to read one field).
    func constraint(of id: ConstraintID) -> LayoutConstraint? {
        slot(of: id).flatMap { list(of: id)[$0]?.constraint }
    }

    /// Whether installed `id`'s layout constraint passes `test`, read in
    /// place: a stack's walk compares every constraint it makes with the
    /// one installed, and a copy of each retained and released every
    /// string in it.
    func constraint(of id: ConstraintID, satisfies test: (UnsafePointer<LayoutConstraint>) -> Bool) -> Bool {
        guard let i = slot(of: id) else { return false }
        return list(of: id).withUnsafeBufferPointer { entries in
            guard entries[i] != nil, let base = entries.baseAddress else { return false }
            // Read through a pointer to the payload, which an optional of a
            // struct keeps at its start: binding it (`if let`) or
            // unwrapping it copied it, the whole entry or the constraint.
            let entry = UnsafeMutableRawPointer(mutating: base + i).assumingMemoryBound(to: InstalledConstraint.self)
            return withUnsafePointer(to: &entry.pointee.constraint) { test($0) }
        }
    }

    /// The array holding `id`'s kind of constraint.
    private func list(of id: ConstraintID) -> [InstalledConstraint?] { id.isGenerated ? generated : user }

    /// `id`'s position in its array, when the array reaches it.
    private func slot(of id: ConstraintID) -> Int? {
        let i = id.number - 1
        return i >= 0 && i < list(of: id).count ? i : nil
    }

    private static func store(_ entry: consuming InstalledConstraint?, at i: Int, in list: inout [InstalledConstraint?]) {
        if i < list.count {
            list[i] = entry
            return
        }
        guard entry != nil else { return }
        while list.count < i { list.append(nil) }
        list.append(entry)
    }

    private static func store(_ reach: ConstraintReach, at i: Int, in list: inout [ConstraintReach]) {
        if i < list.count {
            list[i] = reach
            return
        }
        guard reach.namesAnything else { return }
        while list.count < i { list.append(.nothing) }
        list.append(reach)
    }

    mutating func makeStorageUnique() {
        user.makeUnique()
        generated.makeUnique()
        userReach.makeUnique()
        generatedReach.makeUnique()
    }
}
