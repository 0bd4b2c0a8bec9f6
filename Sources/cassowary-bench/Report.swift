import Cassowary
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds on the monotonic clock.
///
/// `clock_gettime(CLOCK_MONOTONIC)` directly rather than `ContinuousClock`: it
/// gives a plain integer (no `Duration` arithmetic inside timed regions) and it
/// is the clock kiwisolver's `time.perf_counter_ns()` reads on Linux.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Collects the measurements and checks of one (workload, N) process and
/// prints them in the CSV format of WORKLOADS.md:
/// `impl,workload,N,views,rep,metric,count,total_ns,per_op_ns`, plus
/// `check,…`, `stats,…` and `rss,…` lines. A median summary goes to stderr
/// so that stdout stays machine-readable.
final class Report {
    static let impl = "layoutsh"

    let workload: String
    let n: Int
    let views: Int
    /// The repetition being measured (0-based); set by the driver.
    var rep = 0

    /// `key=value` facts of the last repetition appended to the `stats,` line
    /// (pivots inside a timed loop, for instance).
    var extraStatistics: [String] = []

    private var metricOrder: [String] = []
    private var perOp: [String: [Double]] = [:]
    private var checkOrder: [String] = []
    private var checks: [String: CheckResult] = [:]

    /// The outcome of one named check over all repetitions: the first
    /// failure is kept (it is the most useful to debug), otherwise the last value.
    private struct CheckResult {
        var want: String
        var got: String
        var ok: Bool
        var failedRep: Int?
    }

    init(workload: String, n: Int, views: Int) {
        self.workload = workload
        self.n = n
        self.views = views
    }

    /// Whether every check passed in every repetition.
    var allChecksPassed: Bool { checks.values.allSatisfy(\.ok) }

    private var prefix: String { "\(Report.impl),\(workload),\(n),\(views)" }

    // MARK: Metrics

    /// Prints one metric line for the current repetition: `count` operations
    /// that took `totalNs` together.
    func record(_ metric: String, count: Int, totalNs: UInt64) {
        if perOp[metric] == nil { metricOrder.append(metric) }
        let per = count > 0 ? Double(totalNs) / Double(count) : 0
        perOp[metric, default: []].append(per)
        print("\(prefix),\(rep),\(metric),\(count),\(totalNs),\(formatTenths(totalNs, count))")
    }

    /// Times `body` and records it as `metric` over `count` operations.
    @inline(__always)
    func time<T, E: Error>(_ metric: String, count: Int,
                           _ body: () throws(E) -> T) throws(E) -> T {
        let start = monotonicNanoseconds()
        let result = try body()
        record(metric, count: count, totalNs: monotonicNanoseconds() - start)
        return result
    }

    // MARK: Checks

    /// Checks that `got` is `want` up to a relative tolerance of 1e-6 (the
    /// solver works in doubles; W1 at N = 10000 reaches values near 5·10^5).
    func check(_ name: String, got: Double, want: Double) {
        let ok = abs(got - want) <= 1e-6 * max(1, abs(want))
        check(name, got: formatNumber(got), want: formatNumber(want), ok: ok)
    }

    /// Checks an integer property (counts, drawn indices).
    func check(_ name: String, got: Int, want: Int) {
        check(name, got: String(got), want: String(want), ok: got == want)
    }

    /// Records a check whose comparison the caller made.
    func check(_ name: String, got: String, want: String, ok: Bool) {
        if checks[name] == nil { checkOrder.append(name) }
        if let previous = checks[name], !previous.ok { return }
        checks[name] = CheckResult(want: want, got: got, ok: ok, failedRep: ok ? nil : rep)
    }

    // MARK: Final lines

    /// Prints the `stats,` line for the solver of the last repetition.
    func printStatistics(_ s: SolverStatistics) {
        print("stats,\(prefix),rows=\(s.rows),cells=\(s.cells),maxRowLength=\(s.maxRowLength)"
            + ",symbols=\(s.symbols),levels=\(s.levels),pivots=\(s.pivots)"
            + extraStatistics.map { ",\($0)" }.joined())
    }

    /// Prints one `check,` line per named check, ok or FAIL.
    func printChecks() {
        for name in checkOrder {
            guard let c = checks[name] else { continue }
            let where_ = c.failedRep.map { ",rep=\($0)" } ?? ""
            // Names may contain commas (`x[k]`…) only by accident; keep the CSV parseable.
            let safe = name.replacingAll(",", with: ";")
            print("check,\(prefix),\(safe),want=\(c.want),got=\(c.got),\(c.ok ? "ok" : "FAIL")\(where_)")
        }
    }

    /// Prints the `rss,` line: peak resident set size (VmHWM) in kB.
    func printPeakRSS() {
        print("rss,\(prefix),VmHWM_kB=\(peakResidentKilobytes().map(String.init) ?? "unknown")")
    }

    /// Writes `metric: median (min–max) ns/op` per metric to stderr.
    func printSummary() {
        var err = StandardError()
        for metric in metricOrder {
            let values = (perOp[metric] ?? []).sorted()
            guard let lo = values.first, let hi = values.last else { continue }
            let median = values.count % 2 == 1
                ? values[values.count / 2]
                : (values[values.count / 2 - 1] + values[values.count / 2]) / 2
            print("\(workload) N=\(n) \(metric): median \(formatNumber(median)) ns/op "
                + "(min \(formatNumber(lo)), max \(formatNumber(hi)), reps \(values.count))", to: &err)
        }
    }
}

/// `total / count` with one decimal, without Foundation's `String(format:)`.
func formatTenths(_ total: UInt64, _ count: Int) -> String {
    guard count > 0 else { return "0.0" }
    let c = UInt64(count)
    let tenths = (total * 10 + c / 2) / c
    return "\(tenths / 10).\(tenths % 10)"
}

/// Peak resident memory of this process in kB, from `VmHWM` in /proc/self/status
/// (Linux only; nil elsewhere or if the line is missing).
func peakResidentKilobytes() -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard line.hasPrefix("VmHWM:") else { continue }
        let digits = line.dropFirst(6).filter(\.isNumber)
        return Int(digits)
    }
    return nil
}

/// `print(…, to: &err)` target for stderr.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var text = string
        text.withUTF8(writeToStandardError)
    }
}

/// Writes to file descriptor 2 rather than through C's `stderr`, a global var
/// that Swift 6 rejects as shared mutable state. (At file scope, where `write`
/// is the C function and not `TextOutputStream.write`.)
private func writeToStandardError(_ bytes: UnsafeBufferPointer<UInt8>) {
    _ = write(2, bytes.baseAddress, bytes.count)
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free `replacingOccurrences`).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for ch in self { if ch == target { out += replacement } else { out.append(ch) } }
        return out
    }
}
