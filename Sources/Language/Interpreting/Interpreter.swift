import HashTreeCollections
import LayoutModel
import Cassowary

/// Runs Swift input against a layout, as UIKit would run it for layout.
///
/// A value: the shell and the interpreter itself copy it before each
/// statement that must apply completely or not at all, and keep the copy
/// when the statement fails, so variables, like the layout, change all or
/// nothing.
public struct Interpreter: Sendable {
    /// Every file read, by the index source ranges carry.
    public internal(set) var files: [SourceFile] = []
    /// The file statements of the running input come from.
    var currentFile: Int32 = 0
    /// Declarations of everything loaded.
    var module = Module()
    /// The call stack; the first frame holds the top-level variables.
    var frames: [Frame] = [Frame(id: 0)]
    /// Top-level names declared with `let`: assigning to one is an error, as in Swift.
    var constants: TreeSet<String> = []
    var nextFrameID = 1
    /// Instances of declared classes and structs.
    var objects: [Object] = []
    /// The object beside each view of a declared class.
    var viewObjects: [ViewID: ObjectID] = [:]
    /// Views whose declared class overrides `layoutSubviews`, in the order
    /// made (`layOutCustomViews(since:)`).
    var selfLayingOutViews: [ViewID] = []
    /// What `self.init(…)` made in the running extension initializer of a
    /// geometry value (`valueInitializer`).
    var valueInitResult: Value?
    /// Handlers given to `registerForTraitChanges`, in the order registered.
    var traitHandlers: [TraitHandler] = []
    /// Set while a controller loads its view (`loadView`, `viewDidLoad`):
    /// the view is not in the window yet (`isInWindow`).
    var loadingControllerView = false
    /// Views that called `setNeedsLayout()` or `layoutIfNeeded()` in the running statement.
    var needsLayout: Set<ViewID> = []
    /// Views of declared classes whose object the running statement changed,
    /// or that called `invalidateIntrinsicContentSize()`.
    var touchedViews: Set<ViewID> = []
    /// Objects whose initializer runs (their observers do not fire meanwhile).
    var initializing: Set<ObjectID> = []
    /// Properties whose observer runs, as "object.name" (setting one there fires none).
    var observing: Set<String> = []
    /// Views whose class overrides `intrinsicContentSize`, in the order made.
    var intrinsicSizeViews: [ViewID] = []
    /// Static properties once evaluated, by `Type.name` (Swift evaluates them on first use).
    var statics: [String: Value] = [:]
    /// Views named after a local of a function or closure: the property or
    /// variable they end up in names them instead.
    var provisional: Set<ViewID> = []
    /// Every SnapKit chain made, by index.
    var chains: [SnapChain] = []
    /// Chains made before this index are journaled when changed (see `checkpoint`).
    var chainMark = 0
    /// Chains of earlier statements changed since a checkpoint, as they were.
    var chainJournal: [(index: Int, chain: SnapChain)] = []
    /// The chains `snp` made for each view or guide, for update/remake/remove.
    var snapChainsByItem: TreeDictionary<LayoutItem, [Int]> = [:]
    /// Properties already reported as ignored (the note is said once).
    var ignoredNoted: Set<String> = []
    /// Views given an image of unknown size, waiting for the end of the
    /// statement to tell whether that size matters (`noteImagesOfUnknownSize`).
    var unknownImageViews: [UnknownImageView] = []
    /// What `noteIgnored` met while presenting, in order, for one note at the end.
    var ignoredWhilePresenting: [String] = []
    /// Whether a view controller's (or cell's) methods are running as it is
    /// presented: they set colours, titles and delegates by the dozen, and
    /// a note that each is ignored would bury the notes that matter there
    /// (an image of unknown size), so those notes wait for typed code.
    var isPresenting = false
    /// Notes for the user from the last statement (ignored properties, UIKit warnings).
    public internal(set) var notes: [String] = []
    /// What the last `run` applied and what failed.
    public internal(set) var lastRun = RunTally()
    /// How the running block ends: normally, or by return, break or continue.
    var flow: ControlFlow = .normal
    /// Nested calls now (a limit stops runaway recursion before the stack does).
    var callDepth = 0
    /// Loop iterations in the running top-level statement.
    var iterations = 0
    /// The view controller presented, if one was.
    var presented: ObjectID?
    /// View controllers declared since the last presentation, in order; ""
    /// stands for lifecycle methods pasted without a class.
    public internal(set) var pendingPresentation: [String] = []
    /// For each class waiting, how many objects there were when it was
    /// declared: an instance made after that by code outside it (a
    /// playground's `let vc = MainViewController()`) is the one presented.
    var objectsBeforeDeclaring: [String: Int] = [:]
    /// Errors met and skipped inside view controller methods, reported after the input.
    var recovered: [LanguageError] = []
    /// Which of them left names undeclared, and what failed for want of them.
    var failures = RecoveredFailures()
    /// Reads frames as last laid out, for code that reads `frame` or `bounds`.
    var laidOut = FrameReader()
    /// Set just before calling a lifecycle method, or a method called as a
    /// statement of one: the call's statements then each apply completely or
    /// not at all, and a failure is reported and skipped.
    var recoversNextCall = false
    /// Blocks given to `DispatchQueue.main.async`, run when the statement that queued them ends.
    var queuedBlocks: [ClosureValue] = []
    /// Blocks a rotation's transition coordinator was given: those to run
    /// alongside the rotation, then those to run when it ends.
    var transitionBlocks: (alongside: [ClosureValue], completion: [ClosureValue]) = ([], [])
    /// Table views' data sources and the cell classes registered with them,
    /// by reuse identifier: what a presentation fills the rows from.
    /// What code set on views' properties that do not affect layout
    /// (`tag`, `alpha`, `isOn`, `selectedSegmentIndex`), read back as set:
    /// code branches on them. Persistent, as the scopes are: the
    /// interpreter is copied before every statement.
    var ignoredValues: TreeDictionary<IgnoredProperty, Value> = [:]
    var tableSources: [ViewID: Value] = [:]
    /// Views whose frame the running statement set: read back as set, as
    /// UIKit's setter takes effect at once, whatever their autoresizing mask.
    var framesSet: Set<ViewID> = []
    /// The orientation the device is turning to while `viewWillTransition`
    /// runs: the hardware has turned, the interface not yet.
    var turningTo: Orientation?
    /// Property animators made (`Interpreter+Animators`), by index.
    var animators: [PropertyAnimator] = []
    /// Tables' diffable data sources (`Interpreter+Diffable`), by table.
    var diffableSources: [ViewID: DiffableSource] = [:]
    var cellRegistrations: [ViewID: [String: String]] = [:]
    /// Top-level names declared `Int` so far (input is parsed a statement at a
    /// time in the shell), for integer division.
    var integerNames: IntegerNames = [:]
    /// The type the value being computed goes to (`let icon: UIImageView = make()`),
    /// for a generic function whose result type is its generic parameter.
    var expectedType: String?
    /// Set for the next call to keep its parameters' final values in
    /// `keptParameters` (for inout arguments), in parameter order.
    var wantsParameters = false
    var keptParameters: [Value] = []
    /// Views whose constraints wait to be updated (`setNeedsUpdateConstraints()`).
    var constraintsToUpdate: Set<ViewID> = []
    /// The frames whose statements recover so.
    var recoveringFrames: Set<Int> = []
    /// The call a statement of a recovering frame makes (not one in its arguments).
    var statementCall: SourceRange?

    static let maxCallDepth = 120
    static let maxIterations = 2_000_000

    public init() {}

    /// The view controller to present when several were declared, by name (`:present`).
    public var presentedName: String? { presented.map { objects[$0.index].typeName } }

    /// Parses `source` and runs each top-level statement with `engine`, each
    /// all or nothing. Calls `after` after each statement that ran (for
    /// per-statement summaries). Returns the errors, in order: a statement
    /// that fails is skipped and the rest still run, as they would in a file.
    ///
    /// A view controller the input declares is not presented here: it waits
    /// in `pendingPresentation` until the caller has read all of what was
    /// pasted or loaded with it (an extension may come after the class),
    /// then calls `present`.
    ///
    /// `syntax`, when given, is `source` as a script's one parse found it
    /// (`ScriptSyntax`): it is lowered rather than parsed again.
    @discardableResult
    public mutating func run(_ source: String, file: String, line: Int = 1, syntax: InputSyntax? = nil, engine: LayoutEngine,
                             after: (Statement, [String]) -> Void = { _, _ in }) -> [LanguageError] {
        run([(source, file)], firstLine: line, syntax: syntax, engine: engine, after: after)
    }

    /// Runs several files as one module: every file's declarations first,
    /// then each file's statements in order.
    /// `firstLine` is the line the first source starts at in its file, and
    /// `syntax` its parse, if it was parsed already.
    @discardableResult
    public mutating func run(_ sources: [(source: String, file: String)], firstLine: Int = 1, syntax: InputSyntax? = nil,
                             engine: LayoutEngine, after: (Statement, [String]) -> Void = { _, _ in }) -> [LanguageError] {
        var errors: [LanguageError] = []
        var statements: [Statement] = []
        lastRun = RunTally()
        for (k, (source, file)) in sources.enumerated() {
            let fileIndex = Int32(files.count)
            let first = k == 0 ? firstLine : 1
            files.append(SourceFile(name: file, text: source, firstLine: first))
            let parsed = SwiftSource.parse(source, file: fileIndex, firstLine: first, syntax: k == 0 ? syntax : nil, integerNames: &integerNames)
            for item in parsed.items {
                switch item {
                case .statement(let s): statements.append(s)
                case .error(let e):
                    errors.append(e)
                    lastRun.unparsed += 1
                }
            }
        }
        // Declarations first, as the compiler sees a module.
        for statement in statements {
            switch statement {
            case .type, .function: lastRun.applied += 1
            default: break
            }
            switch statement {
            case .type(let t):
                module.declare(t)
                if t.kind == .class, module.isViewController(t.name) || isCellClass(t.name) {
                    pendingPresentation.removeAll { $0 == t.name }
                    pendingPresentation.append(t.name)
                    objectsBeforeDeclaring[t.name] = objects.count
                }
            case .function(let f):
                module.functions[f.name, default: []].append(f)
                if f.isOverride, Interpreter.lifecycle.contains(f.name), !pendingPresentation.contains("") {
                    // A lifecycle method pasted without its class: the view controller whose view is `view`.
                    pendingPresentation.append("")
                }
            default: break
            }
        }
        module.indexMemberChains()
        for statement in statements {
            switch statement {
            case .skipped(let what, _) where what.hasPrefix("import "):
                // A layout library layoutsh does not read: its constraints will be missing, so say so.
                notes = []
                let module = String(what.dropFirst("import ".count))
                if let text = Interpreter.unreadLayoutLibraryNote(module) { noteOnce("import \(module)", text) }
                if !notes.isEmpty { after(statement, notes) }
                continue
            case .type, .function, .skipped: continue
            default: break
            }
            notes = []
            // After Ctrl-C the rest of the input does not run: the statement
            // that was running failed, and said so.
            if Interruption.isRequested { break }
            do {
                needsLayout = []
                let sizes = customLayoutSizes(engine)
                try runTopLevel(statement, engine: engine)
                if let failed = layOutCustomViews(since: sizes, engine: engine, at: statement.range) { errors.append(failed) }
                lastRun.applied += 1
                after(statement, notes)
            } catch {
                notes = []
                errors.append(error)
                lastRun.failed.append(statement.range)
            }
            // Statements of controller methods the statement ran (updateViewConstraints) that failed.
            errors += takeRecovered()
        }
        return Interpreter.inOrder(errors)
    }

    /// Errors by place, each once (a lazy property that fails is read again and fails again).
    static func inOrder(_ errors: [LanguageError]) -> [LanguageError] {
        var seen: Set<LanguageError> = []
        return errors.filter { seen.insert($0).inserted }
            .sorted { ($0.range.file, $0.range.start) < ($1.range.file, $1.range.start) }
    }

    /// Runs `source` as `run` does, then throws the first error, if any
    /// (for callers that treat any error as a failure: tests, tools).
    public mutating func runOrThrow(_ source: String, file: String, engine: LayoutEngine) throws(LanguageError) {
        if let first = run(source, file: file, engine: engine).first { throw first }
    }

    /// Runs one statement against the engine's layout, all or nothing.
    public mutating func runTopLevel(_ statement: Statement, engine: LayoutEngine) throws(LanguageError) {
        notes = []
        iterations = 0
        try applying(engine, at: statement.range) { (me: inout Interpreter, layout: inout Layout) throws(LanguageError) in
            try me.execute(statement, &layout)
            me.flow = .normal
        }
    }

    /// Runs `body` as one transaction of the engine, all or nothing: on a
    /// failure the layout and the interpreter are as they were, and the
    /// error is thrown (one of laying out the result, at `range`). As it
    /// ends, what UIKit does when code returns to the run loop
    /// (`finishStatement`; `final` false leaves the main queue and the
    /// constraint pass for later).
    mutating func applying(_ engine: LayoutEngine, at range: SourceRange, final: Bool = true,
                           _ body: (inout Interpreter, inout Layout) throws(LanguageError) -> Void) throws(LanguageError) {
        let point = checkpoint()
        laidOut = FrameReader(engine)
        framesSet = []
        do {
            try engine.apply({ (layout: inout Layout) throws(LanguageError) in
                try body(&self, &layout)
                try self.finishStatement(&layout, final: final)
            }, layoutFailure: { LanguageError($0.description, range) })
            commit(point)
        } catch {
            rollback(to: point)
            throw error
        }
    }

    /// What UIKit does when the code that ran returns to the run loop: the
    /// blocks queued on the main queue, the constraint pass asked for, and
    /// intrinsic sizes read again.
    /// (A presentation's steps before the last leave both for later: UIKit's
    /// first layout of a screen comes before the main queue's blocks, and its
    /// constraint pass is a step of its own.)
    mutating func finishStatement(_ layout: inout Layout, final: Bool = true) throws(LanguageError) {
        guard final else { return try refreshIntrinsicSizes(&layout) }
        var rounds = 0
        while !queuedBlocks.isEmpty && rounds < Interpreter.maxCallDepth {
            let blocks = queuedBlocks
            queuedBlocks = []
            for block in blocks { _ = try callClosure(block, [], block.closure.body.first?.range ?? SourceRange(SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 1)), &layout) }
            rounds += 1
        }
        try updatePendingConstraints(&layout)
        try refreshIntrinsicSizes(&layout)
        noteImagesOfUnknownSize(layout)
    }

    /// Renders an error with the line of the file it points into.
    public func render(_ error: LanguageError) -> String {
        let index = Int(error.range.file)
        guard index >= 0, index < files.count else { return error.render(file: "<input>", source: "") }
        return error.render(file: files[index].name, lines: files[index].lines, firstLine: files[index].firstLine)
    }

    mutating func note(_ text: String) { notes.append(text) }

    /// Notes once per session that `property` does not affect layout.
    mutating func noteIgnored(_ property: String) {
        if property == "transform" {
            // It changes what `frame` reports, not what layout does.
            return noteOnce(property, "note: 'transform' is not applied: Auto Layout lays the view out untransformed, and "
                            + "its frame here is that layout's (UIKit's frame would be the transformed box around it)")
        }
        guard !isPresenting else {
            // A controller sets colours, titles and delegates by the dozen: told in one line at its end.
            if ignoredNoted.insert(property).inserted { ignoredWhilePresenting.append(property) }
            return
        }
        noteOnce(property, "note: '\(property)' does not affect layout; ignored")
    }

    /// The one note for what a presentation ignored (see `noteIgnored`),
    /// or none; forgets them.
    mutating func takeIgnoredWhilePresenting() -> [String] {
        defer { ignoredWhilePresenting = [] }
        let names = ignoredWhilePresenting
        guard !names.isEmpty else { return [] }
        let shown = names.count > 8 ? names.prefix(8).joined(separator: ", ") + ", …" : names.joined(separator: ", ")
        return ["note: \(names.count == 1 ? "1 member that does" : "\(names.count) members that do") not affect layout ignored: \(shown)"]
    }

    /// Notes `text` the first time `key` comes up in the session.
    mutating func noteOnce(_ key: String, _ text: @autoclosure () -> String) {
        guard ignoredNoted.insert(key).inserted else { return }
        note(text())
    }

    /// The source text of the line a range starts on, trimmed, for constraint descriptions.
    func sourceText(_ range: SourceRange) -> String? {
        let index = Int(range.file)
        guard index >= 0, index < files.count else { return nil }
        return files[index].line(range.start.line)?.trimmingSpaces()
    }

    func location(_ range: SourceRange) -> SourceLocation {
        let index = Int(range.file)
        let name = index >= 0 && index < files.count ? files[index].name : "<input>"
        return SourceLocation(file: name, line: range.start.line, column: range.start.column)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String { trimming(blanks: Self.spaces) }

    private static let spaces: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
}
