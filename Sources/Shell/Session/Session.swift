import Cassowary
import Language
import LayoutModel

/// One shell session: the layout, the interpreter's variables, and what was
/// entered (for `:history`, `:save` and `:undo`, which replays all but the last).
public final class Session {
    public private(set) var engine: LayoutEngine
    var interpreter = Interpreter()
    /// Inputs that applied (statements and state-changing commands), in
    /// order: what `:undo` replays and `:save` writes.
    var inputs: [EnteredInput] = []
    /// The texts of the inputs that applied.
    public var entered: [String] { inputs.map(\.text) }
    /// Inputs that failed and changed nothing, for `:history`: each after
    /// the number of applied inputs before it.
    var failedInputs: [(after: Int, text: String)] = []
    /// Replaying (`:undo`, `:reset`): inputs are not new history.
    var isReplaying = false
    /// The device the session started with (`:reset` and `:undo` go back to it).
    let initialDevice: DeviceState
    /// Draw pictures with colour (only on a terminal, never with NO_COLOR:
    /// `Screen.usesColor`). Off by default, so transcripts and tests never
    /// see an escape code; a test may turn it on.
    public var color = false
    /// The terminal `:draw` fits, asked at each drawing (the terminal may
    /// have been resized since); `Screen.standard` unless the executable
    /// says otherwise.
    public var screen: () -> Screen = { .standard }
    /// Where inputs come from, for error locations.
    public var file = "<stdin>"
    /// The directory relative file names are read and written in; nil for
    /// the working directory. A transcript replays in its own, so that it
    /// does the same wherever it is run from (`Transcript.replay(path:)`).
    public var directory: String? = nil

    /// `path` as the session reads and writes it: inside `directory` unless absolute.
    func resolve(_ path: String) -> String {
        guard let directory, !path.hasPrefix("/") else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
    /// The last summary snapshot, with the engine and revision it was taken at.
    var lastSnapshot: (ObjectIdentifier, Int, LayoutSnapshot)?
    /// What `:version` prints (the executable knows its version).
    public var versionLine = "layoutsh"
    /// The scripts being read, outermost first: a `:load` of one of them
    /// again would never end.
    var beingRead: [(path: String, identity: FileIdentity?)] = []
    /// While true, a view controller declared waits to be presented until the
    /// input it came with has all been read (`holdingPresentation`).
    public var holdsPresentation = false
    /// Whether `:load` and `:save` may touch files (not while fuzzing).
    public var allowsFiles = true
    /// How `:edit` hands an input to the user's editor; nil (scripts,
    /// transcripts, tests) turns `:edit` off. The interactive shell sets it.
    public var editText: ((String) -> EditedText)? = nil
    /// What the last `:save` wrote (`script` then), to tell whether the
    /// session has changed since.
    public internal(set) var savedScript: String?
    /// The last UIKit log pasted or read, and where from, for `:explain-log`.
    var lastLog: (log: UIKitLog, file: String)?
    /// Moments kept by `keepUndoPoint`, oldest first (at most two: the one
    /// before the last input, and the one after it).
    var undoPoints: [UndoPoint] = []
    /// What `:undo` replaced, freed at the next idle moment rather than
    /// while the user waits for the undo (`keepUndoPoint`).
    var releasedWhenIdle: [UndoPoint] = []

    /// A session on `device`, its layout empty. Throws when the solver
    /// cannot lay out even that (an internal error).
    public init(device: Device = .defaultDevice) throws(LayoutError) {
        initialDevice = DeviceState(device)
        engine = try LayoutEngine(layout: Layout(device: initialDevice))
    }

    /// Runs one complete input (a statement group, or a `:` command line)
    /// that starts at `line` of `file`. Its lines are whole: what prints
    /// them fits them to the terminal (`Output.reflowed`).
    public func handle(_ input: String, line: Int = 1) -> Output {
        handle(input, line: line, syntax: nil)
    }

    /// Runs one input of a script (`InputSplitter.split`), its Swift
    /// lowered from the script's one parse when the splitter kept it.
    /// `line` is where the input starts in `file` (by default the chunk's own line).
    public func handle(_ chunk: InputSplitter.Chunk, line: Int? = nil) -> Output {
        handle(chunk.text, line: line ?? chunk.line, syntax: chunk.syntax)
    }

    private func handle(_ input: String, line: Int, syntax: InputSyntax?) -> Output {
        let trimmed = input.trimmingCharacters()
        if trimmed.isEmpty { return Output() }
        var output: Output
        if LogReader.startsLog(input) {
            output = pastedLog(input, line: line)
        } else if trimmed.hasPrefix(":") {
            // Where the ':' stands, for errors that point at an argument.
            let leading = input.prefix { $0.isWhitespace }.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            output = command(trimmed, line: line + leading.count - 1, column: (leading.last?.count ?? 0) + 1)
        } else {
            output = statements(input, line: line, syntax: syntax)
        }
        // What questions met (a range, an explanation) and could not throw:
        // a change that fails says so itself.
        for failure in engine.takeInternalFailures() { output.fail("error: \(failure)") }
        return output
    }

    /// Runs Swift statements, printing a summary after each one that changed something.
    func statements(_ source: String, line: Int, syntax: InputSyntax? = nil) -> Output {
        var output = Output()
        var before = snapshot()
        // Error lines and constraint sources keep the file's numbering.
        let errors = interpreter.run(source, file: file, line: line, syntax: syntax, engine: engine) { _, notes in
            for note in notes { output.say(note) }
            let after = self.snapshot()
            if let summary = self.summary(from: before, to: after) { output.say(summary) }
            before = after
        }
        // A statement that fails changes nothing and the others still run,
        // so replaying the input gives the same state and the same errors.
        for error in errors { output.fail(interpreter.render(error)) }
        let tally = interpreter.lastRun
        if tally.changedNothing {
            // A typo changed nothing: nothing to undo, save or replay.
            if !isReplaying { failedInputs.append((inputs.count, source)) }
        } else {
            record(source, line: line, failed: tally.failed.map { ($0.start.line - line)...($0.end.line - line) })
        }
        if !holdsPresentation { output.append(presentPending(line: line)) }
        return output
    }

    /// Remembers an input that ran, unless it is only comments (nothing to
    /// undo or save). `failed` are the lines (from 0) of its statements
    /// that failed.
    func record(_ source: String, line: Int, failed: [ClosedRange<Int>] = []) {
        let onlyComments = source.lineSlices(omittingEmpty: true).allSatisfy {
            let t = String($0).trimmingCharacters()
            return t.isEmpty || t.hasPrefix("//")
        }
        guard !onlyComments else { return }
        inputs.append(EnteredInput(text: source, file: file, line: line, failedLines: failed))
    }

    /// Starts over on the first device and runs the first `count` entered
    /// inputs again, silently, each at its own file and line (`:undo`,
    /// `:reset`). Throws, changing nothing, when not even the empty layout
    /// can be laid out (an internal error).
    func replay(first count: Int) throws(LayoutError) {
        let kept = Array(inputs.prefix(count))
        let current = file
        try startOver()
        failedInputs.removeAll { $0.after > count }
        // Presentations were recorded as inputs (`:present`): they replay there.
        let held = holdsPresentation
        holdsPresentation = true
        isReplaying = true
        for input in kept {
            file = input.file
            _ = handle(input.text, line: input.line)
        }
        isReplaying = false
        holdsPresentation = held
        // What waited to be presented waited for inputs that are over: an undone presentation stays undone.
        interpreter.forgetPendingPresentation()
        file = current
    }

    /// An empty layout on the first device, a fresh interpreter and no
    /// inputs, for a replay to run them again (`replay`, `:edit`).
    func startOver() throws(LayoutError) {
        engine = try LayoutEngine(layout: Layout(device: initialDevice))
        interpreter = Interpreter()
        inputs = []
    }
}

/// An input that applied, and where it came from, so that a replay
/// (`:undo`) keeps error locations and constraint sources as they were.
struct EnteredInput {
    var text: String
    var file: String
    var line: Int
    /// Lines (from 0) of its statements that failed: `:save` leaves them
    /// out, and `:history` marks them.
    var failedLines: [ClosedRange<Int>] = []
}

extension String {
    /// Without leading and trailing white space.
    func trimmingCharacters() -> String { trimming(blanks: Self.whiteSpace) }

    private static let whiteSpace: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")]
}
