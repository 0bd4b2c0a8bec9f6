/// Which variables began or ceased to move since a caller last asked
/// (`Solver.movement(reporting:)`), read from what changed rather than
/// from every moving variable.
///
/// In a stack that does not fit, every label's y and height move after
/// every statement, and a statement changes that for a label or two. The
/// kept motion (`MotionCache`) notes the externals whose moving flag its
/// update may have changed; a caller keeps a `MovingReport` of what it was
/// told, and is told only what differs from it. When the answer comes from
/// the kept analysis instead (`FaceMotion.Source.kept`), or from a motion
/// other than the one the report read, the two lists, both by id, are
/// merged: integers compared, no variable looked up.

/// A motion's identity: a motion made afresh has a new one, so that a
/// report never reads on from the changes of another.
final class MotionLineage: Sendable {}

/// What a caller was last told moves (see `Solver.movement(reporting:)`):
/// kept by the caller between questions, and started afresh (`init()`)
/// whenever its solver is replaced or restored.
public struct MovingReport {
    /// The solver it is of: another solver starts it over.
    fileprivate var solver: Solver?
    /// The moving externals reported, by id ascending, and their variables.
    fileprivate var ids: [Int32] = []
    fileprivate var variables: [Variable] = []
    /// The kept motion it was last brought up to date from, and how many
    /// of that motion's flips it had read; nil after any other answer.
    fileprivate var lineage: MotionLineage?
    fileprivate var flipsRead = 0
    /// Where the solver's logs of writes stood right after the last answer
    /// (`Solver.movementStands(for:)`); nil when it kept none.
    fileprivate var mark: SolverCore.WriteMark?

    /// A report of nothing: the next answer lists every moving variable.
    public init() {}
}

/// The answer to `Solver.movement(reporting:)`.
public struct MovementChanges {
    /// The motion `Solver.movement()` gives.
    public let motion: FaceMotion
    /// Whether the report started over: every moving variable is in
    /// `started`, and whatever was reported before is forgotten.
    public let isFull: Bool
    /// The variables that move now and did not when last reported, and
    /// those that did and no longer do, in no meaningful order.
    public let started: [Variable]
    public let stopped: [Variable]
}

extension SolverCore {
    /// Brings the kept motion's list of moving externals up to date for
    /// the externals `flipped` in its last update, and notes them for
    /// reports. Many (a motion made from nothing) are read off every symbol.
    mutating func noteFlips(_ cache: inout MotionCache, _ flipped: [Int32]) {
        guard !flipped.isEmpty else { return }
        if flipped.count > 64 && flipped.count > cache.movingIDs.count / 8 {
            cache.movingIDs = []
            cache.moving = []
            for index in cache.isMoving.indices where cache.isMoving[index] {
                guard let variable = variableOfSymbol[index] else { continue }
                cache.movingIDs.append(Int32(index))
                cache.moving.append(variable)
            }
        } else {
            for id in flipped {
                let variable = cache.isMoving[Int(id)] ? variableOfSymbol[Int(id)] : nil
                let (at, found) = cache.movingIDs.sortedSearch(id)
                if let variable, !found {
                    cache.movingIDs.insert(id, at: at)
                    cache.moving.insert(variable, at: at)
                } else if variable == nil, found {
                    cache.movingIDs.remove(at: at)
                    cache.moving.remove(at: at)
                }
            }
        }
        // A report far behind costs no more to start over than to read on.
        if cache.flips.count + flipped.count > max(4096, 2 * cache.symbolCount) {
            cache.flips = []
            cache.lineage = MotionLineage()
        } else {
            cache.flips += flipped
        }
    }

    /// What differs between `report` and `motion`, which `movement()` just
    /// gave, by id; brings `report` up to date.
    mutating func changes(from report: inout MovingReport, to motion: FaceMotion, of solver: Solver) -> MovementChanges {
        let isFull = report.solver !== solver
        if isFull { report = MovingReport() }
        var started: [Variable] = []
        var stopped: [Variable] = []
        let now: (ids: [Int32], variables: [Variable])
        switch motion.source {
        case .kept(let ids):
            guard let cache = ambiguityCache else {
                now = keptList(ids)
                report.lineage = nil
                break
            }
            if !isFull, report.lineage === cache.lineage, report.flipsRead <= cache.flips.count {
                // Only what the updates since computed again.
                let (started, stopped) = readFlips(cache.flips[report.flipsRead...], moving: ids, into: &report)
                report.flipsRead = cache.flips.count
                return MovementChanges(motion: motion, isFull: false, started: started, stopped: stopped)
            }
            now = keptList(ids)
            report.lineage = cache.lineage
            report.flipsRead = cache.flips.count
        case .motion:
            guard !isExploring, let cache = motionBackoff.motion else {
                // A motion made afresh inside an exploration keeps nothing
                // to read on from: every moving variable, and a report of
                // nothing, so that the next answer does the same.
                report = MovingReport()
                return MovementChanges(motion: motion, isFull: true, started: motion.moving, stopped: [])
            }
            if !isFull, report.lineage === cache.lineage, report.flipsRead <= cache.flips.count {
                // Only what the updates since may have flipped.
                let (started, stopped) = readFlips(cache.flips[report.flipsRead...], moving: cache.movingIDs, into: &report)
                report.flipsRead = cache.flips.count
                return MovementChanges(motion: motion, isFull: false, started: started, stopped: stopped)
            }
            now = (cache.movingIDs, cache.moving)
            report.lineage = cache.lineage
            report.flipsRead = cache.flips.count
        }
        // Both lists by id ascending: one walk finds what differs.
        var i = 0
        var j = 0
        while i < report.ids.count || j < now.ids.count {
            if j == now.ids.count || (i < report.ids.count && report.ids[i] < now.ids[j]) {
                stopped.append(report.variables[i])
                i += 1
            } else if i == report.ids.count || now.ids[j] < report.ids[i] {
                started.append(now.variables[j])
                j += 1
            } else {
                // The same id with another variable: a symbol forgotten and made again.
                if report.variables[i] !== now.variables[j] {
                    stopped.append(report.variables[i])
                    started.append(now.variables[j])
                }
                i += 1
                j += 1
            }
        }
        report.ids = now.ids
        report.variables = now.variables
        report.solver = solver
        return MovementChanges(motion: motion, isFull: isFull, started: started, stopped: stopped)
    }

    /// Brings `report` up to date for the ids `flips` names, `moving` (by
    /// id ascending) saying which move now: what began to move, and what
    /// ceased to (an id whose variable changed does both).
    private func readFlips(_ flips: ArraySlice<Int32>, moving: [Int32], into report: inout MovingReport)
        -> (started: [Variable], stopped: [Variable]) {
        var started: [Variable] = []
        var stopped: [Variable] = []
        for id in flips {
            let (at, was) = report.ids.sortedSearch(id)
            let variable = moving.sortedSearch(id).found ? variableOfSymbol[Int(id)] : nil
            if was, let variable, report.variables[at] === variable { continue }
            if was {
                stopped.append(report.variables[at])
                report.ids.remove(at: at)
                report.variables.remove(at: at)
            }
            if let variable {
                report.ids.insert(id, at: at)
                report.variables.insert(variable, at: at)
                started.append(variable)
            }
        }
        return (started, stopped)
    }

    /// The unfixed externals of the kept analysis that have variables, by id ascending.
    private func keptList(_ ids: [Int32]) -> (ids: [Int32], variables: [Variable]) {
        var listed: [Int32] = []
        var variables: [Variable] = []
        listed.reserveCapacity(ids.count)
        variables.reserveCapacity(ids.count)
        for id in ids {
            guard let variable = variableOfSymbol[Int(id)] else { continue }
            listed.append(id)
            variables.append(variable)
        }
        return (listed, variables)
    }
}

extension Solver {
    /// `movement()`, and which variables began or ceased to move since
    /// `report` was last brought up to date by this solver (every moving
    /// variable the first time, or when `report` was of another solver).
    /// What a caller asking after every statement reads instead of every
    /// moving variable: it costs what changed.
    public func movement(reporting report: inout MovingReport) -> MovementChanges {
        core.settleForQuery()
        let motion = core.movement()
        let changes = core.changes(from: &report, to: motion, of: self)
        report.mark = core.writeMark()
        return changes
    }

    /// Whether the answer `movement(reporting:)` last gave `report` still
    /// stands: since then nothing was written to the tableau or its
    /// objective (a deferred optimization is settled first), no symbol was
    /// made, and no other question restarted the logs that say so. False
    /// whenever that cannot be told. A caller asking after every statement
    /// skips its question after one that changed nothing in the solver (a
    /// view made or changed outside the tree).
    public func movementStands(for report: MovingReport) -> Bool {
        guard report.solver === self, let mark = report.mark else { return false }
        core.settleForQuery()
        return core.wroteNothing(since: mark)
    }
}

extension SolverCore {
    /// Where the logs of writes stand: which start of them, and how many
    /// symbols there were.
    struct WriteMark: Equatable {
        let epoch: Int
        let symbolCount: Int
    }

    /// The mark now; nil when writes are not logged.
    mutating func writeMark() -> WriteMark? {
        guard tableau.writeLog != nil, tableau.objective.writeLog != nil else { return nil }
        return WriteMark(epoch: writeLogEpoch, symbolCount: tableau.symbolCount)
    }

    /// Whether nothing was written and no symbol made since `mark`.
    /// Mutating only so that `core` is not copied to ask.
    mutating func wroteNothing(since mark: WriteMark) -> Bool {
        guard let rows = tableau.writeLog, let costs = tableau.objective.writeLog, mark == writeMark() else { return false }
        return rows.ids.isEmpty && !rows.overflowed && costs.ids.isEmpty && !costs.overflowed
    }
}
