/// Broken constraints whose proof of conflict was seen to stand, kept until
/// a constraint the proof names changes.
///
/// After every statement each broken constraint is tried again unless its
/// conflict surely still stands (`conflictStands`): every other member of
/// its certificate in the solver, required, with the constant it had. In a
/// layout with a conflict in each of 1000 rows, that read every proof after
/// every statement. A proof stands until one of the constraints it names is
/// removed or has its priority or constant changed, and the engine makes
/// each of those changes itself: it notes the solver constraint
/// (`noteSolverChange`), and the proofs naming it are read again.
struct StandingProofs {
    /// Broken constraints whose conflict was seen to stand since.
    private(set) var verified: Set<ConstraintID> = []
    /// For each solver constraint, the verified ones whose proof names it.
    private var dependents: [ObjectIdentifier: [ConstraintID]] = [:]
    /// Solver constraints changed since the proofs were last brought up to date.
    private var changed: [ObjectIdentifier] = []

    /// Notes that `constraint` was removed or changed in the solver.
    mutating func noteChange(_ constraint: ObjectIdentifier) {
        if dependents[constraint] != nil { changed.append(constraint) }
    }

    /// Forgets the proofs that name a constraint changed since the last call.
    mutating func dropChanged() {
        for key in changed {
            for id in dependents.removeValue(forKey: key) ?? [] { verified.remove(id) }
        }
        changed = []
    }

    /// Records that the proof of `id`, naming `constraints`, stands.
    mutating func recordStanding(_ id: ConstraintID, naming constraints: [ObjectIdentifier]) {
        guard verified.insert(id).inserted else { return }
        for key in constraints { dependents[key, default: []].append(id) }
    }
}

extension LayoutEngine {
    /// Notes a change the engine makes to a solver constraint (removal,
    /// priority or constant): proofs naming it must be read again.
    func noteSolverChange(_ constraint: AnyObject) {
        standingProofs.noteChange(ObjectIdentifier(constraint))
    }
}
