import HashTreeCollections
import LayoutModel

/// Variables: the frames of calls, their scopes, and `self`.
extension Interpreter {
    var frame: Frame {
        get { frames[frames.count - 1] }
        set { frames[frames.count - 1] = newValue }
    }

    /// A variable, looked up from the innermost scope of the running frame out, then the top level.
    func lookup(_ name: String) -> Value? {
        let current = frames[frames.count - 1]
        for scope in current.scopes.reversed() { if let v = scope[name] { return v } }
        if frames.count > 1 { for scope in frames[0].scopes.reversed() { if let v = scope[name] { return v } } }
        return nil
    }

    mutating func define(_ name: String, _ value: Value) {
        guard name != "_" else { return }
        frames[frames.count - 1].scopes[frames[frames.count - 1].scopes.count - 1][name] = value
    }

    /// Sets an existing variable; false if there is none by that name.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        let last = frames.count - 1
        for i in frames[last].scopes.indices.reversed() where frames[last].scopes[i][name] != nil {
            frames[last].scopes[i][name] = value
            return true
        }
        if last > 0 {
            for i in frames[0].scopes.indices.reversed() where frames[0].scopes[i][name] != nil {
                frames[0].scopes[i][name] = value
                return true
            }
        }
        return false
    }

    /// A variable's value, left nil in its place until it is assigned again
    /// (so that changing the value does not copy storage the variable shares);
    /// nil if there is no such variable.
    mutating func takeVariable(_ name: String) -> Value? {
        let last = frames.count - 1
        for f in [last, 0] where f >= 0 {
            for i in frames[f].scopes.indices.reversed() {
                guard let v = frames[f].scopes[i][name] else { continue }
                frames[f].scopes[i][name] = .null
                return v
            }
            if last == 0 { break }
        }
        return nil
    }

    /// Whether `name` stands, where the code runs, for a top-level `let`.
    func isTopLevelConstant(_ name: String) -> Bool {
        guard constants.contains(name) else { return false }
        let current = frames[frames.count - 1]
        if frames.count > 1 { return !current.scopes.contains { $0[name] != nil } }
        return current.scopes.lastIndex { $0[name] != nil } == 0
    }

    /// Declares a top-level variable as the shell's input does (`let box = UIView()`):
    /// a name declared already is an error, as at the top level of a Swift file.
    mutating func declareTopLevel(_ name: String, isLet: Bool, _ range: SourceRange) throws(LanguageError) {
        guard frames.count == 1, frame.scopes.count == 1, name != "_" else { return }
        if frame.scopes[0][name] != nil {
            throw LanguageError("invalid redeclaration of '\(name)'", range,
                                hint: "'\(name)' exists already: assign to it (a 'var'), choose another name, or :undo the input that declared it")
        }
        if isLet { constants.insert(name) } else { constants.remove(name) }
    }

    /// Every name in scope, for "did you mean".
    var namesInScope: [String] {
        var names = frame.scopes.flatMap(\.keys) + Array(module.functions.keys)
        if frames.count > 1 { names += frames[0].scopes.flatMap(\.keys) }
        if let typeName = frame.typeName { names += memberNames(ofType: typeName) }
        return names
    }

    mutating func withScope<T>(_ body: (inout Interpreter) throws(LanguageError) -> T) throws(LanguageError) -> T {
        frames[frames.count - 1].scopes.append([:])
        defer { frames[frames.count - 1].scopes.removeLast() }
        return try body(&self)
    }

    /// Runs `body` in a new frame (a call), with its own variables and `self`.
    mutating func withFrame<T>(self selfValue: Value?, type typeName: String?, scopes: [Scope] = [[:]], _ range: SourceRange,
                               _ body: (inout Interpreter) throws(LanguageError) -> T) throws(LanguageError) -> T {
        try enterCall(range)
        frames.append(Frame(id: nextFrameID, scopes: scopes, selfValue: selfValue, typeName: typeName))
        nextFrameID += 1
        defer {
            frames.removeLast()
            callDepth -= 1
        }
        return try body(&self)
    }

    /// Counts a call against the limits: its depth (runaway recursion), and
    /// with loop iterations (recursion that branches without end).
    mutating func enterCall(_ range: SourceRange) throws(LanguageError) {
        guard callDepth < Interpreter.maxCallDepth else {
            throw LanguageError("calls nest deeper than \(Interpreter.maxCallDepth) (endless recursion?)", range,
                                hint: "layoutsh stops at \(Interpreter.maxCallDepth) nested calls")
        }
        try countIteration(range)
        callDepth += 1
    }

    /// Whether the running code is inside a function or closure (not at top level).
    var isInsideCall: Bool { frames.count > 1 }
}

extension Interpreter {
    /// Whether a variable of that name exists at the top level (for code
    /// layoutsh writes into the session, which must not redeclare one).
    public func isDefined(_ name: String) -> Bool { lookup(name) != nil }
}
