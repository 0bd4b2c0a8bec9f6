import HashTreeCollections
import LayoutModel

/// Running statements: declarations, assignments, control flow.
extension Interpreter {
    mutating func execute(_ statement: Statement, _ layout: inout Layout) throws(LanguageError) {
        switch statement {
        case .variable(let pattern, let type, let valueExpr, let isLet, let range):
            for name in pattern.boundNames { try declareTopLevel(name, isLet: isLet, range) }
            expectedType = type.flatMap { module.resolve($0.name, from: frame.typeName) ?? ($0.name.hasPrefix("UI") ? $0.name : nil) }
            var value = try valueExpr.map { e throws(LanguageError) in try evaluate(e, &layout) } ?? .null
            expectedType = nil
            value = try coerce(value, to: type, range, &layout)
            if case .binding(let name, _) = pattern {
                value = nameView(value, name, &layout)
                define(name, value)
            } else {
                try bind(pattern, value, range, &layout)
            }
        case .assignment(let target, let op, let valueExpr, let range):
            var value = try evaluate(valueExpr, &layout)
            if op == "??=" {
                if case .null = try evaluate(target, &layout) {} else { return }
            } else if op != "=" {
                let old = try evaluate(target, &layout)
                value = try arithmetic(String(op.dropLast()), old, value, range)
            }
            try assign(target, value, &layout, range)
        case .expression(let e, _):
            _ = try evaluate(e, &layout)
        case .ifElse(let conditions, let body, let elseBody, _):
            try withScope { (me: inout Interpreter) throws(LanguageError) in
                if try me.holds(conditions, &layout) { try me.executeBlock(body, &layout) }
                else if let elseBody { try me.executeBlock(elseBody, &layout) }
            }
        case .guardElse(let conditions, let elseBody, let range):
            // Names a guard binds stay in scope after it.
            if try !holds(conditions, &layout) {
                try withScope { (me: inout Interpreter) throws(LanguageError) in try me.executeBlock(elseBody, &layout) }
                if case .normal = flow {
                    throw LanguageError("the guard's else block must not fall through", range, hint: "end it with return, break or continue")
                }
            }
        case .forIn(let pattern, let sequenceExpr, let whereExpr, let body, let range):
            let sequence = try evaluate(sequenceExpr, &layout)
            try forEachElement(of: sequence, sequenceExpr.range) { (me: inout Interpreter, item: Value) throws(LanguageError) -> Bool in
                try me.countIteration(range)
                return try me.withScope { (me: inout Interpreter) throws(LanguageError) -> Bool in
                    guard try me.match(pattern, item, bindingAll: true, range, &layout) else { return true }
                    if let whereExpr, try !me.truth(me.evaluate(whereExpr, &layout), whereExpr.range) { return true }
                    try me.executeBlock(body, &layout)
                    return me.continuesLoop()
                }
            }
        case .whileLoop(let conditions, let body, let range):
            while true {
                try countIteration(range)
                let again = try withScope { (me: inout Interpreter) throws(LanguageError) -> Bool in
                    guard try me.holds(conditions, &layout) else { return false }
                    try me.executeBlock(body, &layout)
                    return me.continuesLoop()
                }
                if !again { break }
            }
        case .repeatWhile(let body, let condition, let range):
            while true {
                try countIteration(range)
                try withScope { (me: inout Interpreter) throws(LanguageError) in try me.executeBlock(body, &layout) }
                guard continuesLoop() else { break }
                guard try truth(evaluate(condition, &layout), condition.range) else { break }
            }
        case .switchCase(let subjectExpr, let clauses, let range):
            let subject = try evaluate(subjectExpr, &layout)
            for clause in clauses {
                let matched = try withScope { (me: inout Interpreter) throws(LanguageError) -> Bool in
                    var any = clause.isDefault
                    for pattern in clause.patterns where !any { any = try me.match(pattern, subject, bindingAll: false, clause.range, &layout) }
                    guard any else { return false }
                    if let g = clause.guardExpression, try !me.truth(me.evaluate(g, &layout), g.range) { return false }
                    try me.executeBlock(clause.body, &layout)
                    return true
                }
                if matched {
                    if case .breakLoop = flow { flow = .normal }
                    return
                }
            }
            // Swift's switches are exhaustive: one that matches nothing here means a case layoutsh could not match.
            throw LanguageError("no case of this switch matches \(subject.kindName)", range,
                                hint: "layoutsh could not match the value against the cases written")
        case .breakLoop: flow = .breakLoop
        case .continueLoop: flow = .continueLoop
        case .returnStatement(let e, _):
            flow = .returned(try e.map { e throws(LanguageError) in try evaluate(e, &layout) } ?? .void)
        case .throwStatement(_, let range):
            throw LanguageError("a Swift error was thrown here", range, hint: "layoutsh runs no catch for thrown errors")
        case .doCatch(let body, _, _):
            try withScope { (me: inout Interpreter) throws(LanguageError) in try me.executeBlock(body, &layout) }
        case .deferBlock:
            break  // run by executeBlock when the block ends
        case .function(let f):
            // A function declared inside a body: visible in that scope.
            define(f.name, .closure(ClosureValue(closure: Closure(parameters: f.parameters.map(\.name), body: f.body ?? []),
                                                 frameID: frame.id, scopes: frame.scopes, selfValue: frame.selfValue, typeName: frame.typeName)))
        case .type(let t):
            module.declare(t)
            module.indexMemberChains()
        case .skipped:
            break
        case .unsupported(let what, let range):
            throw LanguageError("layoutsh cannot run \(what)", range)
        }
    }

    /// Runs a block's statements until one returns, breaks or continues;
    /// then its `defer` blocks, last first.
    mutating func executeBlock(_ body: [Statement], _ layout: inout Layout) throws(LanguageError) {
        var defers: [[Statement]] = []
        let recovers = recoveringFrames.contains(frame.id) && frame.scopes.count == 1
        for s in body {
            if case .deferBlock(let d, _) = s { defers.append(d); continue }
            if recovers {
                executeRecovering(s, &layout)
            } else {
                try execute(s, &layout)
            }
            if case .normal = flow { continue }
            break
        }
        for d in defers.reversed() {
            let saved = flow
            flow = .normal
            try executeBlock(d, &layout)
            flow = saved
        }
    }

    /// Runs a statement of a view controller method all or nothing: when it
    /// fails, its error is kept for the report and everything it changed is
    /// undone, and the method goes on.
    mutating func executeRecovering(_ s: Statement, _ layout: inout Layout) {
        if case .expression(.call(_, _, let range), _) = s { statementCall = range }
        let ran = attempt(&layout) { (me: inout Interpreter, l: inout Layout) throws(LanguageError) in try me.execute(s, &l) }
        statementCall = nil
        // What a failed `let` would have declared is missing below: the
        // statements that use it fail for the same reason (`takeRecovered`).
        if !ran, case .variable(let pattern, _, _, _, _) = s, let origin = failures.last {
            for name in pattern.boundNames { failures.declaredBy[name] = origin }
        }
    }

    /// Runs `body` all or nothing; a failure is kept for the report, and
    /// false returned, with the layout and the interpreter as they were.
    @discardableResult
    mutating func attempt(_ layout: inout Layout, _ body: (inout Interpreter, inout Layout) throws(LanguageError) -> Void) -> Bool {
        let point = checkpoint()
        do {
            try layout.transact { (l: inout Layout) throws(LanguageError) in try body(&self, &l) }
            commit(point)
            return true
        } catch {
            rollback(to: point)
            failures.note(error, in: &recovered)
            return false
        }
    }

    /// The errors of the statements skipped since the last call, in order:
    /// a statement that failed only because it uses what a failed one
    /// would have declared is not reported again, but counted in the
    /// hint of the one that failed first.
    mutating func takeRecovered() -> [LanguageError] {
        var errors = recovered
        for (index, names) in failures.followers.sorted(by: { $0.key < $1.key }) where index < errors.count {
            let used = Array(Set(names)).sorted().joined(separator: ", ")
            let uses = names.count == 1 ? "1 later statement that uses \(used) was" : "\(names.count) later statements that use \(used) were"
            errors[index].hint = (errors[index].hint.map { $0 + "; " } ?? "") + uses + " skipped with it"
        }
        recovered = []
        failures = RecoveredFailures()
        return errors
    }

    /// After a loop body: whether to go on (and the flow reset for the next turn).
    mutating func continuesLoop() -> Bool {
        switch flow {
        case .normal: return true
        case .continueLoop: flow = .normal; return true
        case .breakLoop: flow = .normal; return false
        case .returned: return false
        }
    }

    mutating func countIteration(_ range: SourceRange) throws(LanguageError) {
        iterations += 1
        if Interruption.isRequested { throw Interruption.error(range) }
        if iterations > Interpreter.maxIterations {
            throw LanguageError("more than \(Interpreter.maxIterations) loop iterations and calls in one statement", range,
                                hint: "layoutsh stops a statement there (an endless loop?)")
        }
    }

    /// Whether every condition holds; bindings are defined in the current scope.
    mutating func holds(_ conditions: [Condition], _ layout: inout Layout) throws(LanguageError) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let e):
                guard try truth(evaluate(e, &layout), e.range) else { return false }
            case .optionalBinding(let pattern, let e, let range):
                var v = try evaluate(e, &layout)
                if case .null = v { return false }
                // `guard let cell = … as? MessageCell` names a cell that has no name yet as
                // `let cell = …` does; one named already (`if let previous = previous`) keeps it.
                if case .binding(let name, _) = pattern, case .view(let id) = v, layout[id].name.contains("#") {
                    v = nameView(v, name, &layout)
                }
                try bind(pattern, v, range, &layout)
            case .patternMatch(let pattern, let e, let range):
                guard try match(pattern, try evaluate(e, &layout), bindingAll: false, range, &layout) else { return false }
            case .available(let b):
                guard b else { return false }
            }
        }
        return true
    }

}
