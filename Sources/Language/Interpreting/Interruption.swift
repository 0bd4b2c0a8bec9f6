import Synchronization

/// Ctrl-C while code runs: the shell's SIGINT handler asks, the interpreter
/// checks at every loop iteration and call, and the statement that was
/// running is taken back whole, as any failing statement is.
///
/// An atomic flag is all a signal handler may safely touch.
public enum Interruption {
    private static let requested = Atomic<Bool>(false)

    /// Asks the running code to stop (safe in a signal handler).
    public static func request() { requested.store(true, ordering: .relaxed) }

    /// Forgets a request (before new input runs).
    public static func clear() { requested.store(false, ordering: .relaxed) }

    /// Whether Ctrl-C was pressed since the last `clear()`.
    public static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// The error an interrupted statement fails with.
    static func error(_ range: SourceRange) -> LanguageError {
        LanguageError("interrupted (Ctrl-C)", range, hint: "the statement was taken back whole; the inputs after it did not run")
    }
}
