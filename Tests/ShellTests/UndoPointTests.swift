import Foundation
import Testing
@testable import Shell

/// `:undo` of the last input restores the moment kept before it, instead of
/// replaying the session: it must come back to exactly that moment.
@Suite struct UndoPointTests {
    /// What a moment is, as the shell shows it.
    static let questions = [":layout --json", ":constraints --all --json", ":broken --json", ":ambiguous --json", ":history"]

    static func state(_ session: Session) -> [[String]] { questions.map { session.handle($0).lines } }

    /// Every input of every example and pitfall transcript, with the points
    /// the interactive shell keeps, then `:undo`: the state is the one before
    /// the input; then the input again.
    @Test(arguments: TranscriptTests.files.filter { $0.hasPrefix("examples/") || $0.contains("pitfall") })
    func undoComesBackToTheMomentBefore(_ file: String) throws {
        let text = try String(contentsOf: TranscriptTests.root.appendingPathComponent(file), encoding: .utf8)
        let session = try Session()
        var undone = 0
        for entry in Transcript(parsing: text).entries {
            let input = entry.input.joined(separator: "\n")
            let word = input.trimmingCharacters().split(separator: " ").first.map(String.init) ?? ""
            guard ![":load", ":save", ":undo", ":reset", ":quit", ":q"].contains(word) else { continue }
            let before = Self.state(session)
            session.keepUndoPoint()
            let count = session.entered.count
            let first = session.handle(input, line: entry.line)
            guard session.entered.count == count + 1 else { continue }
            session.keepUndoPoint()  // as the shell does before reading :undo
            #expect(session.undoPoints.contains { $0.entered == count })
            _ = session.handle(":undo")
            #expect(Self.state(session) == before, "\(file):\(entry.line): :undo of \(input) did not come back")
            Self.expectKeptSnapshotIsFresh(session, "\(file):\(entry.line)")
            // And going on from there is as going on from the first time.
            session.keepUndoPoint()
            #expect(session.handle(input, line: entry.line) == first, "\(file):\(entry.line): \(input) ran differently after :undo")
            undone += 1
        }
        #expect(undone > 0)
    }

    /// `:undo` says the same whether it restores a kept moment or replays
    /// the session: after a restore, what moved back is read off the frame
    /// log of the engine restored in place; after a replay, compared with
    /// the engine it replaced. Every input of the pitfalls, in two sessions
    /// side by side.
    @Test(arguments: TranscriptTests.files.filter { $0.contains("pitfall") })
    func undoSaysTheSameRestoredOrReplayed(_ file: String) throws {
        let text = try String(contentsOf: TranscriptTests.root.appendingPathComponent(file), encoding: .utf8)
        let restoring = try Session(), replaying = try Session()
        var compared = 0
        for entry in Transcript(parsing: text).entries {
            let input = entry.input.joined(separator: "\n")
            let word = input.trimmingCharacters().split(separator: " ").first.map(String.init) ?? ""
            guard ![":load", ":save", ":undo", ":reset", ":quit", ":q"].contains(word) else { continue }
            restoring.keepUndoPoint()
            let count = restoring.entered.count
            _ = restoring.handle(input, line: entry.line)
            _ = replaying.handle(input, line: entry.line)
            guard restoring.entered.count == count + 1 else { continue }
            restoring.keepUndoPoint()
            #expect(replaying.undoPoints.isEmpty)
            let restored = restoring.handle(":undo").lines, replayed = replaying.handle(":undo").lines
            #expect(restored == replayed, "\(file):\(entry.line): :undo of \(input)")
            restoring.keepUndoPoint()
            _ = restoring.handle(input, line: entry.line)
            _ = replaying.handle(input, line: entry.line)
            compared += 1
        }
        #expect(compared > 0)
    }

    /// The summary's view that `:undo` took from the point is the one a
    /// fresh analysis of the restored engine makes.
    static func expectKeptSnapshotIsFresh(_ session: Session, _ place: String) {
        let kept = session.snapshot()
        session.lastSnapshot = nil
        let fresh = session.snapshot()
        #expect(kept.ambiguous == fresh.ambiguous && kept.ambiguousViews == fresh.ambiguousViews, "\(place)")
        #expect(kept.broken == fresh.broken && kept.collapsedRows == fresh.collapsedRows, "\(place)")
        #expect(kept.frameLogCount == fresh.frameLogCount && kept.constraintEditCount == fresh.constraintEditCount, "\(place)")
        #expect(kept.viewCount == fresh.viewCount && kept.constraintCount == fresh.constraintCount, "\(place)")
        #expect(kept.settled == fresh.settled, "\(place)")
    }

    /// The point keeps the summary's view of its moment, and `:undo` frees
    /// what it replaced only at the next idle moment.
    @Test func undoReusesTheKeptSummaryAndFreesLater() throws {
        let session = try Session()
        for input in ["let a = UILabel()", "view.addSubview(a)", "a.topAnchor.constraint(equalTo: view.topAnchor).isActive = true"] {
            session.keepUndoPoint()
            _ = session.handle(input)
        }
        session.keepUndoPoint()
        #expect(session.undoPoints.allSatisfy { $0.snapshot != nil })
        _ = session.handle(":undo")
        #expect(session.releasedWhenIdle.count == 2)  // the live state replaced, and the point after the input
        Self.expectKeptSnapshotIsFresh(session, "undo")
        session.keepUndoPoint()
        #expect(session.releasedWhenIdle.isEmpty)
    }

    /// Two points are kept (before and after the last input); an :undo
    /// past them replays.
    @Test func aSecondUndoReplays() throws {
        let session = try Session()
        for input in ["let a = UIView()", "view.addSubview(a)", "a.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }"] {
            session.keepUndoPoint()
            _ = session.handle(input)
        }
        session.keepUndoPoint()
        #expect(session.undoPoints.count == 2)
        #expect(session.handle(":undo").lines.first == "undid: a.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }")
        #expect(session.undoPoints.isEmpty)
        #expect(session.handle(":undo").lines.first == "undid: view.addSubview(a)")
        #expect(session.entered == ["let a = UIView()"])
    }
}
