/// `:undo` and `:reset`: going back, by one input or to the start.
extension Session {
    /// Takes back the last input that applied, and says what moved back.
    func undo(_ input: CommandInput) -> Output {
        var output = Output()
        guard let last = inputs.last?.text else { output.say("nothing to undo"); return output }
        let before = UndoMoment(engine, snapshot())
        if !restoreUndoPoint() {
            do { try replay(first: inputs.count - 1) } catch { output.fail("error: \(error)"); return output }
        }
        output.say("undid: \(last.split(separator: "\n").first.map(String.init) ?? last)")
        // What moved back, as the input's own summary said what moved.
        if let summary = undoSummary(from: before, to: snapshot()) { output.say(summary) }
        return output
    }

    /// An empty layout on the session's first device.
    func reset(_ input: CommandInput) -> Output {
        var output = Output()
        do { try replay(first: 0) } catch { output.fail("error: \(error)"); return output }
        output.say("reset: an empty layout on \(engine.layout.device.device.name), \(engine.layout.device.orientation.rawValue)")
        return output
    }
}
