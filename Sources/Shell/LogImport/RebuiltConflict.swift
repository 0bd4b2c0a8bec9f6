import Cassowary
import Diagnostics
import Language
import LayoutModel

/// A log's conflict rebuilt in a session and solved: which constraint of
/// the session each of the log's became, and what did not rebuild.
struct RebuiltConflict {
    let conflict: LogConflict
    let rebuild: LogRebuild
    let session: Session
    /// The session's constraint for each of the log's, by index.
    private(set) var ids: [Int: ConstraintID] = [:]
    /// Statements that did not apply, with the first line of the error.
    private(set) var failures: [(statement: LogRebuild.Statement, error: String)] = []

    /// Rebuilds `conflict` into `session` (a fresh one when nil), each
    /// statement at the log line it stands for in `file`.
    /// `breakingLast`: make the constraint UIKit broke last (see `LogRebuild`).
    init(_ conflict: LogConflict, file: String, into session: Session, breakingLast: Bool = true) {
        self.conflict = conflict
        self.session = session
        rebuild = LogRebuild(conflict, taken: session.isTaken, breakingLast: breakingLast)
        let current = session.file
        session.file = file
        defer { session.file = current }
        for statement in rebuild.statements {
            let before = session.engine.layout.constraints.count
            let output = session.handle(statement.text, line: statement.line)
            if output.failed {
                failures.append((statement, output.errors.first ?? "did not apply"))
                continue
            }
            let constraints = session.engine.layout.constraints
            // An intrinsic size makes two: the last, compression resistance, stands for it.
            if let index = statement.constraint, constraints.count > before, let made = constraints.last {
                ids[index] = made.id
            }
        }
    }

    /// A fresh session on `device` holding only the rebuild of `conflict`.
    static func alone(_ conflict: LogConflict, file: String, device: Device, breakingLast: Bool = true) -> RebuiltConflict? {
        guard let session = try? Session(device: device) else { return nil }
        session.isReplaying = true
        return RebuiltConflict(conflict, file: file, into: session, breakingLast: breakingLast)
    }

    /// The log's constraint layoutsh breaks first (in id order).
    var firstBroken: Int? { broken.first.flatMap { logIndex(of: $0.id) } }

    /// The log's constraint a session constraint stands for.
    func logIndex(of id: ConstraintID) -> Int? { ids.first { $0.value == id }?.key }

    /// The required constraints of the rebuild the session broke, in id order.
    var broken: [LayoutConstraint] {
        let mine = Set(ids.values)
        return session.engine.unsatisfiedConstraints().map(\.constraint)
            .filter { mine.contains($0.id) && session.engine.isBroken($0.id) }
            .sorted { $0.id < $1.id }
    }

    /// Whether every required constraint of the rebuild holds.
    var holds: Bool { failures.isEmpty && broken.isEmpty }
}
