import Shell

/// Times what a user does to a layout of one shape, in one fresh session:
/// loading it as `layoutsh FILE` does (a script input by input, a Swift file
/// as one module), every command, and statements typed afterwards.
struct Timing {
    var source: Source
    /// (metric, milliseconds), in the order measured.
    private(set) var results: [(String, Double)] = []
    /// What went wrong, if anything did (the benchmark stops on it).
    private(set) var failure: String?
    /// The number of views once loaded.
    private(set) var views = 0

    private let session: Session
    private let meter: Meter

    init(_ source: Source, measure: Measure) throws {
        self.source = source
        meter = Meter(measure)
        session = try Session()
    }

    /// Runs every step; stops at the first one that fails when it must not.
    mutating func run() {
        var failed: String?
        let load = meter.reading { failed = loadSource() }
        failure = failed
        results.append(("load", load))
        if failure != nil { return }
        views = session.engine.layout.views.count

        time(":layout", ":layout")
        time(":broken", ":broken")
        time(":ambiguous", ":ambiguous")
        time(":why", ":why \(source.why)")
        time(":exercise", ":exercise \(source.exercise)")
        time(":rotate", ":rotate")
        time(":rotate back", ":rotate")
        if let scroll = source.scroll { time(":scroll", ":scroll \(scroll) 0,200") }

        time("edit", source.edit)
        time("let", "let extra = UILabel()")
        time("addSubview", "view.addSubview(extra)")
        time("snp", "extra.snp.makeConstraints { make in make.top.leading.equalTo(view.safeAreaLayoutGuide).inset(8) }")
        let anchor = time("anchor", "extra.widthAnchor.constraint(equalToConstant: 50).isActive = true")
        // The constraint just made: its priority changes as a user tries one.
        if let id = anchor.flatMap(Timing.firstConstraint) { time(":priority", ":priority #\(id) 750") }
        time(":undo", ":undo")
    }

    /// Loads the source as `layoutsh FILE` does; returns what went wrong, if
    /// anything did. A function of its own, never inlined, so that
    /// `scripts/bench-instructions` can count the instructions run inside it.
    @inline(never)
    private func loadSource() -> String? {
        if source.isSwiftFile {
            let output = session.loadSwift([(path: ControllerFile.className + ".swift", text: source.text)])
            return output.failed ? output.errors.joined(separator: "\n") : nil
        }
        var failure: String?
        for chunk in InputSplitter.split(source.text, keepingSyntax: true) {
            let output = session.handle(chunk)
            if output.failed, failure == nil { failure = "line \(chunk.line): " + output.errors.joined(separator: "\n") }
        }
        return failure
    }

    /// One input typed after loading (for `scripts/bench-instructions`, as `loadSource`).
    @inline(never)
    private func step(_ input: String) -> Output {
        session.handle(input)
    }

    /// Loads the source untimed and returns the solver's size line from
    /// `:solver` (rows, cells, longest row, symbols, cells rewritten,
    /// pivots): how much the tableau filled in, and the work building it took.
    mutating func solverSize() -> String {
        _ = loadSource()
        return session.handle(":solver").lines.last { $0.contains(" cells, ") } ?? "no statistics"
    }

    /// Times one input, recording a failure if it fails; returns what it printed.
    @discardableResult
    private mutating func time(_ metric: String, _ input: String) -> Output? {
        guard failure == nil else { return nil }
        var output = Output()
        results.append((metric, meter.reading { output = step(input) }))
        // What the interactive shell does while the user reads the answer.
        session.useIdleTime()
        if output.failed { failure = "\(input): " + output.errors.joined(separator: "\n") }
        return output
    }

    /// The id of the first constraint an input's summary says it made (`+#12`).
    static func firstConstraint(_ output: Output) -> Int? {
        for line in output.lines {
            guard let r = line.firstRange(of: "+#") else { continue }
            let digits = line[r.upperBound...].prefix { $0.isNumber }
            if let id = Int(digits) { return id }
        }
        return nil
    }
}

