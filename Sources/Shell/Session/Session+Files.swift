import Language

/// `:save`, `:load` and reading scripts.
extension Session {
    /// How deeply `:load` may nest (a script that loads a script that
    /// loads…), behind the check for a script that loads itself.
    public static let loadDepthLimit = 32

    /// What `:save` writes: every input that applied, a line each.
    public var script: String {
        let saved = inputs.map(\.savedText)
        return saved.joined(separator: "\n") + (saved.isEmpty ? "" : "\n")
    }

    /// `:save FILE`: every input so far, written atomically.
    func save(_ input: CommandInput) throws(CommandFailure) -> Output {
        let word = input.plain[0]
        var output = Output()
        guard !word.text.isEmpty else { throw CommandFailure(":save needs a file name", word) }
        let saved = inputs.map(\.savedText)
        let text = script
        do {
            try FileIO.writeAtomically(resolve(word.text), text)
        } catch {
            throw CommandFailure("cannot save \(word.text): \(error.reason)", word)
        }
        savedScript = text
        var line = "saved \(saved.count) input\(saved.count == 1 ? "" : "s") to \(word.text)"
        let dropped = failedInputs.count, commented = inputs.reduce(0) { $0 + $1.failedLines.count }
        if dropped + commented > 0 {
            line += " (left out \(dropped + commented) that failed"
            line += commented > 0 ? ", \(commented) of them as comments)" : ")"
        }
        output.say(line)
        return output
    }

    /// `:load FILE...`: reads every file first; one that cannot be read, or
    /// would load a script already being read, refuses the whole `:load`,
    /// which then changes nothing.
    func load(_ input: CommandInput) throws(CommandFailure) -> Output {
        let words = input.plain
        var files: [TextFile] = []
        for word in words {
            guard !word.text.isEmpty else { throw CommandFailure(":load needs a file name", word) }
            do {
                // Named as typed, in messages and error locations, wherever it was read from.
                var file = try FileIO.read(resolve(word.text))
                file.path = word.text
                files.append(file)
            } catch {
                throw CommandFailure("cannot read \(word.text): \(error.reason)", word)
            }
            if let refusal = loadRefusal(files[files.count - 1]) {
                throw CommandFailure("cannot load \(word.text): \(refusal)", word)
            }
        }
        return runFiles(files)
    }

    /// Why `file` may not be loaded now: it is being read already (it would
    /// load itself for ever), or loads nest too deep.
    func loadRefusal(_ file: TextFile) -> String? {
        if let identity = file.identity, let first = beingRead.firstIndex(where: { $0.identity == identity }) {
            let chain = beingRead[first...].map(\.path) + [file.path]
            return "it is being loaded already (\(chain.joined(separator: " → ")))"
        }
        if beingRead.count >= Self.loadDepthLimit {
            let chain = [beingRead[0].path, "…", beingRead[beingRead.count - 1].path, file.path]
            return ":load nests deeper than \(Self.loadDepthLimit) files (\(chain.joined(separator: " → ")))"
        }
        return nil
    }

    /// Runs `body` with `file` counted as being read, so that a `:load` of
    /// it from inside is refused.
    public func reading<T>(_ file: TextFile, _ body: () -> T) -> T {
        beingRead.append((file.path, file.identity))
        defer { beingRead.removeLast() }
        return body()
    }

    /// Runs files in order: consecutive Swift files (`.swift`) as one
    /// module, scripts input by input.
    public func runFiles(_ files: [TextFile]) -> Output {
        var output = Output()
        var index = 0
        while index < files.count {
            if files[index].path.hasSuffix(".swift") {
                var module: [(path: String, text: String)] = []
                while index < files.count, files[index].path.hasSuffix(".swift") { module.append((files[index].path, files[index].text)); index += 1 }
                output.append(loadSwift(module))
            } else {
                let file = files[index]
                output.append(reading(file) { runScript(file.text, file: file.path) })
                index += 1
            }
            if output.quit { break }
        }
        return output
    }

    /// Loads Swift files as one module and presents what they declare.
    /// Recorded as the `:load` that reads them again.
    public func loadSwift(_ files: [(path: String, text: String)]) -> Output {
        holdingPresentation {
            var output = Output()
            var before = snapshot()
            let errors = interpreter.run(files.map { (LineEnds.unix($0.text), $0.path) }, engine: engine) { _, notes in
                for note in notes { output.say(note) }
                let after = self.snapshot()
                if let summary = self.summary(from: before, to: after) { output.say(summary) }
                before = after
            }
            for error in errors { output.fail(interpreter.render(error)) }
            record(":load " + files.map { Self.commandWord($0.path) }.joined(separator: " "), line: 1)
            return output
        }
    }

    /// `path` as one word of a command line, for the `:load` recorded: in
    /// double quotes (`\"` and `\\` inside) when it holds a space or a quote.
    static func commandWord(_ path: String) -> String {
        guard path.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" }) else { return path }
        return "\"" + path.flatMap { $0 == "\"" || $0 == "\\" ? ["\\", $0] : [$0] } + "\""
    }

    /// Runs a script: each complete input in turn, errors reported and the
    /// rest still run (as if typed). A view controller it declares is
    /// presented before its next command, or at its end.
    public func runScript(_ text: String, file: String) -> Output {
        let saved = self.file
        self.file = file
        defer { self.file = saved }
        return holdingPresentation {
            var output = Output()
            for chunk in InputSplitter.split(LineEnds.unix(text), keepingSyntax: true) {
                if chunk.text.trimmingCharacters().hasPrefix(":") { output.append(presentPending(line: chunk.line)) }
                let result = handle(chunk)
                output.append(result)
                if result.quit { break }
                if Interruption.isRequested {
                    output.fail("interrupted: the rest of \(file) (from line \(chunk.line)) did not run")
                    break
                }
            }
            return output
        }
    }
}
