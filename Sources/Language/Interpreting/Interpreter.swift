import LayoutModel
import Cassowary

/// Runs statements of the language against a layout.
///
/// A value: the shell copies it before each statement and keeps the copy
/// when the statement fails, so variables, like the layout, change all or
/// nothing.
public struct Interpreter: Sendable {
    /// The file statements come from, for constraints' source locations.
    public var file = "<stdin>"
    /// The lines of the input being run, for constraints' source text.
    var sourceLines: [String] = []
    var scopes: [[String: Value]] = [[:]]
    var functions: [String: FunctionDefinition] = [:]
    /// Every SnapKit chain made, by index.
    var chains: [SnapChain] = []
    /// How many chains there were when the running statement started.
    var chainMark = 0
    /// Chains of earlier statements changed by the running one, as they were.
    var chainJournal: [(index: Int, chain: SnapChain)] = []
    /// The chains `snp` made for each view or guide, for update/remake/remove.
    var snapChainsByItem: [LayoutItem: [Int]] = [:]
    /// Properties already reported as ignored (the note is said once).
    var ignoredNoted: Set<String> = []
    /// Notes for the user from the last statement (ignored properties, UIKit warnings).
    public internal(set) var notes: [String] = []
    /// Set by `return` inside a function body.
    var returning: Value?

    struct FunctionDefinition: Sendable {
        var parameters: [String]
        var body: [Statement]
    }

    public init() {}

    /// Parses `source` and runs each top-level statement with `engine`, all
    /// or nothing per statement. `firstLine` places the source in its file.
    /// Calls `after` after each statement that ran (for per-statement summaries).
    public mutating func run(_ source: String, file: String, engine: LayoutEngine,
                             after: (Statement, [String]) -> Void = { _, _ in }) throws(LanguageError) {
        self.file = file
        sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let statements = try Parser.parse(source)
        for statement in statements {
            try runTopLevel(statement, engine: engine)
            after(statement, notes)
        }
    }

    /// Runs one statement against the engine's layout, all or nothing.
    public mutating func runTopLevel(_ statement: Statement, engine: LayoutEngine) throws(LanguageError) {
        // The copy to go back to leaves the chains out: sharing their storage
        // would make the statement's first new chain copy every earlier one.
        // They are put back from the journal instead.
        var saved = self
        saved.chains = []
        chainMark = chains.count
        chainJournal = []
        notes = []
        do {
            try engine.apply { (layout: inout Layout) throws(LanguageError) in
                try self.execute(statement, &layout)
            }
        } catch {
            var chains: [SnapChain] = []
            swap(&chains, &self.chains)
            chains.removeSubrange(chainMark...)
            for (index, chain) in chainJournal.reversed() { chains[index] = chain }
            self = saved
            self.chains = chains
            throw error
        }
    }

    /// Notes chain `k` as it is before the running statement changes it,
    /// if an earlier statement made it.
    mutating func willChangeChain(_ k: Int) {
        if k < chainMark { chainJournal.append((k, chains[k])) }
    }

    // MARK: Scopes

    func lookup(_ name: String) -> Value? {
        for scope in scopes.reversed() { if let v = scope[name] { return v } }
        return nil
    }

    mutating func define(_ name: String, _ value: Value) { scopes[scopes.count - 1][name] = value }

    mutating func assign(_ name: String, _ value: Value) -> Bool {
        for i in scopes.indices.reversed() where scopes[i][name] != nil {
            scopes[i][name] = value
            return true
        }
        return false
    }

    /// Every name in scope, for "did you mean".
    var namesInScope: [String] { scopes.flatMap(\.keys) + Array(functions.keys) }

    mutating func withScope<T>(_ body: (inout Interpreter) throws(LanguageError) -> T) throws(LanguageError) -> T {
        scopes.append([:])
        defer { scopes.removeLast() }
        return try body(&self)
    }

    mutating func note(_ text: String) { notes.append(text) }

    /// Notes once per session that `property` does not affect layout.
    mutating func noteIgnored(_ property: String) {
        guard !ignoredNoted.contains(property) else { return }
        ignoredNoted.insert(property)
        note("note: '\(property)' does not affect layout; ignored")
    }

    // MARK: Statements

    mutating func execute(_ statement: Statement, _ layout: inout Layout) throws(LanguageError) {
        switch statement {
        case .declaration(let name, let value, let range):
            var v = try value.map { e throws(LanguageError) in try evaluate(e, &layout) } ?? .null
            if case .view(let id) = v, layout[id].name.contains("#"), let fresh = rename(id, to: name, &layout) { v = fresh }
            _ = range
            define(name, v)
        case .assignment(let target, let op, let valueExpr, let range):
            var value = try evaluate(valueExpr, &layout)
            if op != "=" {
                let old = try evaluate(target, &layout)
                value = try arithmetic(String(op.dropLast()), old, value, range)
            }
            try assign(target, value, &layout, range)
        case .expression(let e, _):
            _ = try evaluate(e, &layout)
        case .ifElse(let conditions, let body, let elseBody, _):
            try withScope { (me: inout Interpreter) throws(LanguageError) in
                var holds = true
                for condition in conditions where holds {
                    switch condition {
                    case .expression(let e):
                        holds = try me.truth(me.evaluate(e, &layout), e.range)
                    case .binding(let name, let e, _):
                        let v = try me.evaluate(e, &layout)
                        if case .null = v { holds = false } else { me.define(name, v) }
                    }
                }
                if holds { try me.executeBlock(body, &layout) } else if let elseBody { try me.executeBlock(elseBody, &layout) }
            }
        case .forIn(let name, let sequence, let body, let range):
            let items: [Value]
            switch try evaluate(sequence, &layout) {
            case .range(let values): items = values.map { .number(Double($0)) }
            case .array(let values): items = values
            case let other: throw LanguageError("cannot loop over \(other.kindName)", range, hint: "loop over a range (0..<n) or an array")
            }
            for item in items {
                try withScope { (me: inout Interpreter) throws(LanguageError) in
                    me.define(name, item)
                    try me.executeBlock(body, &layout)
                }
                if returning != nil { return }
            }
        case .function(let name, let parameters, let body, _):
            functions[name] = FunctionDefinition(parameters: parameters, body: body)
        case .returnStatement(let e, _):
            returning = try e.map { e throws(LanguageError) in try evaluate(e, &layout) } ?? .void
        case .classBody(_, let members, _):
            for member in members { try execute(member, &layout) }
            // UIKit loads the view, then calls viewDidLoad.
            if functions["viewDidLoad"] != nil { _ = try callFunction("viewDidLoad", [], &layout, statement.range) }
        }
    }

    mutating func executeBlock(_ body: [Statement], _ layout: inout Layout) throws(LanguageError) {
        for s in body {
            try execute(s, &layout)
            if returning != nil { return }
        }
    }

    /// Calls a user function with arguments bound to its parameters.
    mutating func callFunction(_ name: String, _ arguments: [Value], _ layout: inout Layout, _ range: SourceRange) throws(LanguageError) -> Value {
        guard let f = functions[name] else { throw LanguageError("no function named '\(name)'", range) }
        guard f.parameters.count == arguments.count else {
            throw LanguageError("'\(name)' takes \(f.parameters.count) argument(s), got \(arguments.count)", range)
        }
        return try withScope { (me: inout Interpreter) throws(LanguageError) -> Value in
            for (p, a) in zip(f.parameters, arguments) { me.define(p, a) }
            try me.executeBlock(f.body, &layout)
            defer { me.returning = nil }
            return me.returning ?? .void
        }
    }

    /// The view a declaration names: views made by an initializer get the
    /// declared name (or a fresh one, `box_2`, when the name is taken).
    mutating func rename(_ id: ViewID, to name: String, _ layout: inout Layout) -> Value? {
        layout.rename(id, to: layout.freshName(name))
        return .view(id)
    }

    func truth(_ v: Value, _ range: SourceRange) throws(LanguageError) -> Bool {
        switch v {
        case .bool(let b): return b
        case .null: return false
        default: throw LanguageError("a condition must be a Bool, not \(v.kindName)", range)
        }
    }

    /// The source text of the lines a range covers, trimmed, for constraint descriptions.
    func sourceText(_ range: SourceRange) -> String? {
        guard range.start.line >= 1, range.start.line <= sourceLines.count else { return nil }
        let line = sourceLines[range.start.line - 1]
        return line.trimmingSpaces()
    }

    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(file: file, line: range.start.line, column: range.start.column)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
