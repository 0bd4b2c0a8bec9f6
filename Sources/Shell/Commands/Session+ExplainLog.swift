import Language
import LayoutModel

/// UIKit logs: one pasted at the prompt (or met in a script) is explained
/// at once; `:explain-log` explains one from a file, or the last one again,
/// and `--load` puts its views and constraints into the session.
extension Session {
    /// A log pasted where a statement was expected: explained, never run as
    /// Swift. The session does not change; the log is kept for `:explain-log`.
    func pastedLog(_ text: String, line: Int) -> Output {
        let log = LogReader.read(text, firstLine: line)
        // The closing advice alone (a log pasted line by line) says nothing new.
        if log.conflicts.isEmpty && log.unreadable.isEmpty && !LogText.mentionsConstraints(text) { return Output() }
        lastLog = (log, file)
        var output = LogExplanation(log: log, file: file, device: initialDevice.device).output()
        if !log.conflicts.isEmpty {
            output.say("")
            output.say("(:explain-log --load puts these views and constraints in the session; --code prints them as Swift)")
        }
        return output
    }

    /// `:explain-log [FILE] [--load] [--code]`.
    func explainLog(_ input: CommandInput) throws(CommandFailure) -> Output {
        var log: UIKitLog
        var source: String
        if let word = input.plain.first {
            guard allowsFiles else { throw CommandFailure("this session may not read files", word) }
            let text: TextFile
            do {
                text = try FileIO.read(resolve(word.text))
            } catch {
                throw CommandFailure("cannot read \(word.text): \(error.reason)", word)
            }
            log = LogReader.read(LineEnds.unix(text.text))
            source = word.text
            lastLog = (log, source)
        } else if let last = lastLog {
            (log, source) = last
        } else {
            throw CommandFailure(":explain-log needs a file, or a log pasted before it", input.end,
                                 hint: "paste UIKit's \"Unable to simultaneously satisfy constraints\" log at the prompt")
        }
        if input.has("--code") { return LogImport.listing(log, file: source, taken: isTaken) }
        guard input.has("--load") else {
            return LogExplanation(log: log, file: source, device: initialDevice.device).output()
        }
        guard log.unreadable.isEmpty else {
            var output = LogExplanation(log: UIKitLog(conflicts: [], unreadable: log.unreadable), file: source, device: initialDevice.device).output()
            output.fail("error: not loaded: a constraint of the log could not be read, and the conflict would be rebuilt without it")
            return output
        }
        // Each statement of the rebuild is an input of the session, as if typed at the log's line.
        let first = inputs.count + 1
        var output = LogExplanation(log: log, file: source, device: initialDevice.device).output(into: self)
        if inputs.count >= first {
            output.lines.insert("loaded as inputs \(first)–\(inputs.count) (:history): :draw, :why and :priority #N 999 try a change", at: 0)
        }
        return output
    }

    /// Whether the session already uses a name (a view, a guide, a variable).
    func isTaken(_ name: String) -> Bool {
        engine.layout.view(named: name) != nil || engine.layout.guideNames.contains(name) || interpreter.isDefined(name)
    }
}
