import Testing
@testable import Language
import LayoutModel

/// A closure called where it was made reads the live scopes; only what it
/// captured and they no longer hold (a loop's index) is put back.
@Suite struct ClosureScopeTests {
    @Test func scopesAreOneStorageOnlyWhileNeitherChanges() {
        var a: Scope = ["x": .number(1), "y": .bool(true)]
        let b = a
        #expect(Interpreter.sameStorage(a, b))
        a["z"] = .null
        #expect(!Interpreter.sameStorage(a, b))
        // Equal contents in storage of their own are not seen as one: the slow path answers.
        let c: Scope = ["x": .number(1), "y": .bool(true)]
        #expect(!Interpreter.sameStorage(b, c))
    }

    @Test func closuresSeeTheLiveScopesAndWhatOnlyTheyCaptured() throws {
        // The first closure is called where it was made, its scopes still
        // the live ones; the later ones after the variables they captured
        // changed or went out of scope.
        let (engine, interpreter) = try run("""
            var width = 10.0
            var blocks: [() -> Void] = []
            for i in 0..<3 { blocks.append { width += Double(i) } }
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.width.equalTo(width) }
            width = 100
            blocks[2]()
            blocks[1]()
            let other = UIView()
            view.addSubview(other)
            other.snp.makeConstraints { make in make.width.equalTo(width) }
            """)
        #expect(frame(engine, "box")?.width == 10)
        #expect(frame(engine, "other")?.width == 103)
        _ = interpreter
    }
}
