@testable import Language
import LayoutModel

/// What loading some files gave: the layout, the interpreter, every error
/// and every note, after presenting what the files declared.
struct Loaded {
    let engine: LayoutEngine
    var interpreter: Interpreter
    var errors: [LanguageError]
    var notes: [String]

    /// A view's frame by name, nil if there is no such view or it is not laid out.
    func frame(_ name: String) -> Rect? {
        engine.layout.view(named: name).flatMap(engine.frame(of:))
    }

    /// The error messages, for readable expectations.
    var messages: [String] { errors.map(\.message) }

    /// Whether a view by that name exists.
    func has(_ name: String) -> Bool { engine.layout.view(named: name) != nil }
}

/// Loads Swift sources as one module, as `layoutsh A.swift B.swift` does,
/// then presents the view controller they declare (if any).
func load(_ sources: String..., device: Device = .defaultDevice) throws -> Loaded {
    let engine = try LayoutEngine(layout: Layout(device: DeviceState(device)))
    var interpreter = Interpreter()
    var notes: [String] = []
    let files = sources.enumerated().map { (source: $0.element, file: "File\($0.offset).swift") }
    var errors = interpreter.run(files, engine: engine) { _, n in notes += n }
    if let name = interpreter.controllerToPresent {
        errors += interpreter.present(name, engine: engine) { _, n in notes += n }
    }
    return Loaded(engine: engine, interpreter: interpreter, errors: errors, notes: notes)
}
