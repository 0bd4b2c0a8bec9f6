import Testing
@testable import Cassowary
@testable import LayoutModel
@testable import Shell

/// An internal error reaches the user, the input that met it changes
/// nothing, and the session goes on.
@Suite struct FailureReportTests {
    @Test func aStatementThatMeetsAnInternalErrorIsReportedAndTakenBack() throws {
        let session = try Session()
        _ = session.handle("let box = UIView()\nview.addSubview(box)")
        session.engine.solver.core.damage = "a test"
        // Two statements: the first meets the failure, the second runs on a sound solver.
        let output = session.handle("box.widthAnchor.constraint(equalToConstant: 40).isActive = true\nbox.heightAnchor.constraint(equalToConstant: 30).isActive = true")
        #expect(output.errors.filter { $0.hasPrefix("error:") }.count == 1)
        #expect(output.errors.contains("1 | box.widthAnchor.constraint(equalToConstant: 40).isActive = true"))
        #expect(output.errors.first?.hasPrefix("error: internal error: the solver was damaged earlier by: a test, please report") == true)
        #expect(session.engine.layout.constraints.map(\.constant) == [30])
        #expect(session.engine.isInstalled(ConstraintID(1)))
    }

    @Test func aCommandThatMeetsAnInternalErrorIsReportedAndTakenBack() throws {
        let session = try Session()
        session.engine.solver.core.damage = "a test"
        let output = session.handle(":rotate")
        #expect(output.errors.first?.hasPrefix("error: internal error: the solver was damaged earlier by: a test, please report") == true)
        #expect(session.engine.layout.device.orientation == .portrait)
        #expect(session.entered.isEmpty, "a refused command is not recorded for :undo")
        #expect(session.handle(":rotate").errors.isEmpty)
    }

    @Test func aFailureAQuestionMetIsReportedAfterTheInput() throws {
        let session = try Session()
        session.engine.solver.core.failureLog.append("a question's test")
        let output = session.handle(":layout")
        #expect(output.errors == ["error: internal error: a question's test, please report"])
        #expect(session.handle(":layout").errors.isEmpty, "reported once")
    }
}
