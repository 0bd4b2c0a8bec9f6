import Testing
@testable import LayoutModel
@testable import Cassowary

/// When laying out a change fails, the change is taken back and the engine
/// lays the layout out anew: the user is told, and the session goes on.
@Suite struct FailureTests {
    /// A box 100 wide and 50 high at the root's top left corner.
    static func boxScene() throws -> (Scene, ViewID) {
        let s = try Scene()
        let box = try s.add("box")
        try s.constrain(a(box, .top), .equal, a(s.root, .top))
        try s.constrain(a(box, .leading), .equal, a(s.root, .leading))
        try s.constrain(a(box, .height), .equal, nil, 50)
        try s.constrain(a(box, .width), .equal, nil, 100)
        return (s, box)
    }

    @Test func anInternalFailureTakesTheChangeBackAndStartsOver() throws {
        let (s, box) = try Self.boxScene()
        let before = s.layout
        let frames = s.engine.frames().map(\.frame)
        // What an earlier failure that could not be taken back leaves: a
        // solver that refuses every change (without stopping a debug build).
        s.engine.solver.core.damage = "a test"
        var thrown: LayoutError?
        do {
            try s.constrain(a(box, .width), .equal, nil, 200, priority: .defaultHigh)
        } catch let error as LayoutError {
            thrown = error
        }
        guard case .internalError(let what)? = thrown else {
            Issue.record("expected an internal error, got \(String(describing: thrown))")
            return
        }
        #expect(what.contains("a test"))
        #expect(thrown?.description.hasPrefix("internal error: ") == true)
        #expect(thrown?.description.hasSuffix(", please report") == true)
        // Taken back, laid out anew on a sound solver, and the next change goes through.
        #expect(s.layout == before && s.layout.constraints.count == 4)
        #expect(s.engine.frames().map(\.frame) == frames)
        #expect(s.engine.solver.core.damage == nil && s.engine.solver.checkInvariants().isEmpty)
        try s.constrain(a(box, .width), .equal, nil, 200, priority: .defaultHigh)
        #expect(s.frame(box) == rect(0, 0, 100, 50))
        #expect(s.engine.takeInternalFailures().isEmpty, "a failure thrown is not reported twice")
    }

    @Test func aNumberOutOfRangeIsRefusedNotDropped() throws {
        let (s, box) = try Self.boxScene()
        let before = s.layout
        var thrown: LayoutError?
        do {
            // Before, the root's width constraint silently stayed out of the solver.
            try s.engine.apply { $0.device = DeviceState(Device.custom(Size(width: .infinity, height: 800))) }
        } catch {
            thrown = error
        }
        guard case .invalidValue(let message)? = thrown else {
            Issue.record("expected an invalid value, got \(String(describing: thrown))")
            return
        }
        #expect(message.contains("out of range"))
        #expect(s.layout == before && s.layout.device == before.device)
        #expect(s.frame(s.root)?.width == 393 && s.frame(box) == rect(0, 0, 100, 50))
    }
}
