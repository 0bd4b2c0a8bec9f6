/// The statements of view controller methods that failed and were skipped
/// (`Interpreter.attempt`), and which of them failed only because an
/// earlier one did.
///
/// A `let` that fails declares nothing, and every statement after it that
/// uses the name then fails with "cannot find … in scope": one mistake in
/// `viewDidLoad` made a screenful of errors. Those are counted against the
/// failure that left the name undeclared (`Interpreter.takeRecovered`).
struct RecoveredFailures {
    /// For each name a failed statement would have declared, the index in
    /// `recovered` of the failure it counts as.
    var declaredBy: [String: Int] = [:]
    /// For such a failure, the name each skipped statement that followed
    /// from it missed (read sorted: the dictionary's order reaches nothing).
    private(set) var followers: [Int: [String]] = [:]
    /// The failure the last failed statement counts as.
    private(set) var last: Int?

    /// Records `error`: in `recovered` if it is a failure of its own, else
    /// against the failure that left its name undeclared.
    mutating func note(_ error: LanguageError, in recovered: inout [LanguageError]) {
        if let name = error.undeclaredName, let origin = declaredBy[name] {
            followers[origin, default: []].append(name)
            last = origin
            return
        }
        recovered.append(error)
        last = recovered.count - 1
    }
}
