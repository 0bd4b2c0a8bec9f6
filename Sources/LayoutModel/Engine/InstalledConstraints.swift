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

    /// How many are installed.
    private(set) var count = 0

    /// Makes room for ids up to `user` and `generated`, so that storing
    /// them does not grow the arrays step by step.
    mutating func reserveCapacity(user: Int, generated: Int) {
        self.user.reserveCapacity(user)
        self.generated.reserveCapacity(generated)
    }

    /// The entry of `id`, or nil when it is not installed.
    subscript(id: ConstraintID) -> InstalledConstraint? {
        get { slot(of: id).flatMap { list(of: id)[$0] } }
        set {
            let i = id.number - 1
            guard i >= 0 else { return }
            count += (newValue != nil ? 1 : 0) - (contains(id) ? 1 : 0)
            if id.isGenerated { Self.store(newValue, at: i, in: &generated) } else { Self.store(newValue, at: i, in: &user) }
        }
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
}
