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
///
/// Which broken constraints are not verified is kept as a list of those
/// that may not be (`toTry`), rather than read off every broken one: with
/// a conflict in each of 10000 rows, filtering them all after every
/// statement was a fifth of loading.
struct StandingProofs {
    /// Broken constraints whose conflict was seen to stand since.
    private(set) var verified: Set<ConstraintID> = []
    /// For each solver constraint, the verified ones whose proof names it.
    private var dependents: [ObjectIdentifier: [ConstraintID]] = [:]
    /// Solver constraints changed since the proofs were last brought up to date.
    private var changed: [ObjectIdentifier] = []
    /// Every broken constraint not in `verified`, with repeats and some no
    /// longer broken or verified since: those broken since the last pass,
    /// those a pass left unverified, and those whose proof was dropped.
    private var toTry: [ConstraintID] = []
    /// Whether the next pass tries every broken constraint instead: a
    /// fresh instance knows nothing of what was broken before it.
    private var triesEvery = true

    /// Notes that `constraint` was removed or changed in the solver.
    mutating func noteChange(_ constraint: ObjectIdentifier) {
        if dependents[constraint] != nil { changed.append(constraint) }
    }

    /// Forgets the proofs that name a constraint changed since the last call.
    mutating func dropChanged() {
        for key in changed {
            for id in dependents.removeValue(forKey: key) ?? [] {
                verified.remove(id)
                toTry.append(id)
            }
        }
        changed = []
    }

    /// Notes that `id` was broken, or stays broken without a proof seen to
    /// stand: the next pass tries it.
    mutating func noteBroken(_ id: ConstraintID) {
        toTry.append(id)
    }

    /// The constraints of `broken` the next pass must try, each once: those
    /// not verified. Forgets them (a pass notes again what it leaves unverified).
    mutating func takeToTry(from broken: Set<ConstraintID>) -> [ConstraintID] {
        defer {
            toTry = []
            triesEvery = false
        }
        if triesEvery { return broken.filter { !verified.contains($0) } }
        var seen = Set<ConstraintID>()
        return toTry.filter { broken.contains($0) && !verified.contains($0) && seen.insert($0).inserted }
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

    /// Notes `id` as broken, for `restoreBroken` to try again.
    func markBroken(_ id: ConstraintID) {
        broken.insert(id)
        standingProofs.noteBroken(id)
    }
}
