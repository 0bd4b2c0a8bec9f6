#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the shell on a thread with a large stack.
///
/// Input can nest deeply without being wrong Swift: a sum of 10,000 terms
/// is a tree 10,000 deep for the parser, the lowering and the interpreter,
/// and 120 nested calls of the interpreter take more than the main
/// thread's 8 MB in a debug build. The stack is reserved, not committed:
/// only the pages used take memory.
public enum LargeStack {
    public static let size = 1 << 30

    /// Runs `body` on a thread with `size` bytes of stack and waits for it;
    /// its error is thrown here. Runs it here if no such thread can be made.
    public static func run(_ body: @escaping () throws -> Void) throws {
        let job = Job(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        // Terminal signals (Ctrl-C, a resize) must reach the thread that reads
        // input, where libedit handles them: this one only waits, so it blocks
        // them, and the new thread, which starts with this mask, unblocks them.
        var signals = LargeStack.terminalSignals()
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let context = Unmanaged.passRetained(job).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return try body()
        }
        pthread_join(thread, nil)
        if let error = job.error { throw error }
    }

    static func terminalSignals() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for s in [SIGINT, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGTERM, SIGHUP, SIGTTIN, SIGTTOU] { sigaddset(&set, s) }
        return set
    }

    /// The work and its outcome, handed to the thread and read after it ends
    /// (pthread_join orders the two).
    private final class Job: @unchecked Sendable {
        let body: () throws -> Void
        var error: Error?
        init(_ body: @escaping () throws -> Void) { self.body = body }
        func run() {
            var signals = LargeStack.terminalSignals()
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            do { try body() } catch { self.error = error }
        }
    }
}
