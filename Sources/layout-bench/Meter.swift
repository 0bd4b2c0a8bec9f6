import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

/// What each step is measured by, in milliseconds.
enum Measure: String, ExpressibleByArgument {
    /// Wall-clock time: what a user waits.
    case time
    /// CPU time of the shell's thread: what the work costs, without the
    /// time other processes on a busy machine take the core away, so that
    /// two builds or two sizes compare with less noise (caches shared with
    /// those processes still slow it).
    case cpu
}

/// Reads one measure around a step.
struct Meter {
    let measure: Measure
    private let clock = ContinuousClock()

    init(_ measure: Measure) { self.measure = measure }

    /// Runs `body` on this thread and returns what it took, in milliseconds.
    func reading(_ body: () -> Void) -> Double {
        switch measure {
        case .time:
            return milliseconds(clock.measure(body))
        case .cpu:
            let before = Meter.threadTime()
            body()
            return Meter.threadTime() - before
        }
    }

    /// The calling thread's CPU time so far, in milliseconds.
    private static func threadTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }
}

func milliseconds(_ d: Duration) -> Double {
    let (seconds, attoseconds) = d.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}
