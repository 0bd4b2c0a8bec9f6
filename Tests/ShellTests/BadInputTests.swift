import Foundation
import Testing
@testable import Shell

/// The bad-input catalogue: inputs that once crashed, hung, or changed the
/// session. Each must fail with its message at its place (file:line:column,
/// a caret), print nothing a terminal would obey, and leave the session as
/// it was.
struct BadInput: Sendable, CustomTestStringConvertible {
    let name: String
    let input: String
    /// A part of the first error line.
    let message: String
    /// `line:column` the error points at (inputs start on line 20).
    let at: String

    var testDescription: String { name }

    static let all: [BadInput] = [
        // Nesting the parser or the interpreter would overflow the stack on.
        BadInput(name: "2,500 braces", input: String(repeating: "{", count: 2500), message: "maximum nesting level", at: "20:"),
        BadInput(name: "3,000 parentheses", input: "let x = " + String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000),
                 message: "maximum nesting level", at: "20:"),
        BadInput(name: "7,000 nested ifs", input: String(repeating: "if true {\n", count: 7000) + String(repeating: "}\n", count: 7000),
                 message: "maximum nesting level", at: ""),
        BadInput(name: "endless recursion", input: "func f() { f() }; f()", message: "calls nest deeper than 120", at: "20:12"),
        // Numbers that would trap when made whole.
        BadInput(name: "index 1e300", input: "let b = arr[1e300]", message: "index 1e+300 is out of range", at: "20:9"),
        BadInput(name: "numberOfLines 1e300", input: "label.numberOfLines = 1e300", message: "numberOfLines must be a whole number", at: "20:1"),
        BadInput(name: "insert at 1e300", input: "stack.insertArrangedSubview(label, at: 1e300)", message: "needs a whole-number 'at'", at: "20:1"),
        BadInput(name: "a range to 1e300", input: "for i in 0..<1e300 { }", message: "a range up to 1e+300 is more than layoutsh runs", at: "20:10"),
        BadInput(name: "an endless loop", input: "while true { }", message: "more than 2000000 loop iterations", at: "20:1"),
        // Values that are not finite, or absurd, never reach the layout.
        BadInput(name: "offset 1e308", input: "box.snp.makeConstraints { $0.width.equalTo(10).offset(1e308) }", message: "beyond layoutsh's limit", at: "20:27"),
        BadInput(name: "constant -1e308", input: "box.widthAnchor.constraint(equalToConstant: -1e308).isActive = true",
                 message: "the constant of box.width is -1e+308", at: "20:1"),
        BadInput(name: "multiplier 1e308", input: "box.snp.makeConstraints { $0.height.equalToSuperview().multipliedBy(1e308) }",
                 message: "multiplier of box.height must be a finite number", at: "20:27"),
        BadInput(name: "an overflowing product", input: "box.frame = CGRect(x: 0, y: 0, width: 1e308 * 10, height: 1)", message: "the result is out of range", at: "20:39"),
        BadInput(name: "a huge frame", input: "box.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1)", message: "frame.width is 1e+300, beyond", at: "20:1"),
        BadInput(name: "a huge screen", input: ":device 1e308x1e308", message: "a screen of 1e308x1e308 is out of range", at: "20:9"),
        BadInput(name: "a 0x0 screen", input: ":device 0x0", message: "a screen of 0x0 is out of range", at: "20:9"),
        BadInput(name: "NaN safe area", input: ":device 390x844 safe nan,0,0,0", message: "'nan,0,0,0' is not a finite number", at: "20:22"),
        BadInput(name: "NaN scroll", input: ":scroll sv nan,0", message: "'nan,0' is not a finite number", at: "20:12"),
        BadInput(name: "infinite scroll", input: ":scroll sv inf,-inf", message: "is not a finite number", at: "20:12"),
        BadInput(name: "scroll 1e23", input: ":scroll sv 0,1e23", message: "an offset of 0,1e23 is out of range", at: "20:12"),
        // Declarations Swift refuses.
        BadInput(name: "assigning a let", input: "box = UIView()", message: "'box' is a 'let' constant", at: "20:1"),
        BadInput(name: "declaring twice", input: "let box = UIView()", message: "invalid redeclaration of 'box'", at: "20:1"),
        BadInput(name: "a type left out", input: "let x: = UIView()", message: "expected type", at: "20:8"),
        // Commands point at the word they are about.
        BadInput(name: "a command cut short", input: ":lay", message: "unknown command :lay", at: "20:2"),
        BadInput(name: "an unknown view", input: ":why bx.width", message: "no view named 'bx'", at: "20:6"),
        BadInput(name: "an unclosed quote", input: ":layout \"box", message: "this quote is never closed", at: "20:9"),
        BadInput(name: "control characters", input: ":layout \u{1B}[31mred", message: "no view named '␛[31mred'", at: "20:9"),
        BadInput(name: "no command name", input: ": layout", message: "a command name must follow ':'", at: "20:1"),
        BadInput(name: "a missing argument", input: ":priority #1", message: ":priority needs 2 arguments", at: "20:13"),
        BadInput(name: "a control character", input: "box \u{1C}= UIView()", message: "a control character (U+001C) in the source", at: "20:5"),
        // Input that is simply large.
        BadInput(name: "a megabyte identifier", input: String(repeating: "x", count: 1_000_000), message: "cannot find 'xxxx", at: "20:1"),
    ]
}

@Suite struct BadInputTests {
    static let setUp = """
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in make.top.left.equalToSuperview().inset(20) }
        let sv = UIScrollView()
        view.addSubview(sv)
        sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let stack = UIStackView()
        let label = UILabel()
        let arr = [1, 2]
        """

    /// What a change would show: every frame and every constraint.
    func state(_ session: Session) -> [String] {
        session.handle(":layout --json").lines + session.handle(":constraints --all --json").lines
    }

    @Test(arguments: BadInput.all)
    func failsWhereItIsAndChangesNothing(_ bad: BadInput) throws {
        let session = try Session()
        #expect(!session.handle(BadInputTests.setUp).failed)
        let before = state(session)
        let entered = session.entered
        // Deep input needs the stack the executable runs the shell on.
        var result: Output?
        try? LargeStack.run { result = session.handle(bad.input, line: 20) }
        let output = result ?? Output()
        #expect(output.failed)
        let errors = output.errors.joined(separator: "\n")
        #expect(output.errors.first?.contains(bad.message) == true, "\(output.errors.prefix(6))")
        #expect(errors.contains("--> <stdin>:\(bad.at)"), "\(output.errors.prefix(6))")
        #expect(output.errors.contains { $0.contains("^") })
        #expect(!errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "an error may not drive the terminal")
        #expect(errors.utf8.count < 4000, "an error stays short whatever the input's size")
        #expect(state(session) == before)
        // A failing statement is still entered (it replays the same), a failing command not.
        #expect(session.entered == entered || session.entered == entered + [bad.input])
    }

    @Test func deepButValidInputRuns() throws {
        let session = try Session()
        try LargeStack.run { deepInput(session) }
    }

    func deepInput(_ session: Session) {
        let sum = "let x = " + Array(repeating: "1", count: 8000).joined(separator: " + ")
        #expect(!session.handle(sum).failed)
        let chain = "let v = UIView()\nview.addSubview(v)\nlet w = v" + String(repeating: ".superview", count: 8000)
        #expect(!session.handle(chain).failed)
        let snap = "v.snp.makeConstraints { make in\n make.width.equalTo(100)\n" + String(repeating: "  .offset(1)\n", count: 4000) + "}"
        let output = session.handle(snap)
        #expect(!output.failed)
        // SnapKit's offset sets the constant (it does not add): the last one wins.
        #expect(session.handle(":expect v.width == 1").errors.isEmpty)
    }

    /// What the fuzzer found (`Tests/FuzzFound`), replayed as it ran it.
    static let fuzzFindings: [String] = {
        let folder = TranscriptTests.root.appendingPathComponent("Tests/FuzzFound").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0 != "README.md" }.sorted().map { folder + "/" + $0 }
    }()

    @Test(arguments: fuzzFindings)
    func fuzzFindingRunsThrough(_ path: String) throws {
        let text = try FileIO.read(path).text
        var finished = false
        try LargeStack.run {
            FuzzInput.run(text)
            finished = true
        }
        #expect(finished)
    }
}
