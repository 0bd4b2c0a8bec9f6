/// cassowary-bench: the anchor workloads of docs/WORKLOADS.md on
/// the Cassowary solver, printed as CSV so that scripts/bench-compare can set
/// them beside kiwisolver's.
///
///     cassowary-bench <W1|W2|W2b|W3|W4|W0> <N> [reps=5] [ops]
///
/// Each repetition uses a fresh solver and fresh variables and constraints.
/// Exit status: 0 when every check passed, 1 when one failed, 2 for a usage
/// error or a solver call that threw.
import Cassowary
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The workloads, by their CLI names.
enum Workload: String, CaseIterable {
    case w0 = "W0", w1 = "W1", w2 = "W2", w2b = "W2b", w3 = "W3", w4 = "W4"

    /// Parses a name case-insensitively (`w2b` is `W2b`).
    init?(name: String) {
        guard let match = Workload.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
        else { return nil }
        self = match
    }

    /// Timed operations when the CLI gives none (WORKLOADS.md).
    var defaultOps: Int {
        switch self {
        case .w0, .w1: return 0
        case .w2, .w2b, .w3: return 1000
        case .w4: return 10000
        }
    }

    /// The CSV's views column: W2 rounds N to a square grid.
    func views(n: Int) -> Int {
        switch self {
        case .w2, .w2b: return GridSystem.views(n: n)
        case .w0: return 2
        default: return n
        }
    }

    /// Runs one repetition, returning the statistics of its solver.
    func run(n: Int, ops: Int, report: Report) throws(SolverError) -> SolverStatistics {
        switch self {
        case .w0: return try runW0(report: report)
        case .w1: return try runW1(n: n, report: report)
        case .w2: return try runW2(n: n, ops: ops, clamp: false, report: report)
        case .w2b: return try runW2(n: n, ops: ops, clamp: true, report: report)
        case .w3: return try runW3(n: n, ops: ops, report: report)
        case .w4: return try runW4(n: n, ops: ops, report: report)
        }
    }
}

/// Prints `message` and the usage to stderr, then exits with status 2.
func usageError(_ message: String) -> Never {
    var err = StandardError()
    print("cassowary-bench: \(message)", to: &err)
    print("usage: cassowary-bench <W1|W2|W2b|W3|W4|W0> <N> [reps=5] [ops]", to: &err)
    exit(2)
}

/// Parses a positive integer argument, or exits with a usage error.
func positiveInteger(_ text: String, _ what: String) -> Int {
    guard let value = Int(text), value > 0 else { usageError("\(what) must be a positive integer, not '\(text)'") }
    return value
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments.count <= 4 else { usageError("expected 2 to 4 arguments") }
guard let workload = Workload(name: arguments[0]) else { usageError("unknown workload '\(arguments[0])'") }
let n = positiveInteger(arguments[1], "N")
let reps = arguments.count > 2 ? positiveInteger(arguments[2], "reps") : 5
let ops = arguments.count > 3 ? positiveInteger(arguments[3], "ops") : workload.defaultOps

let report = Report(workload: workload.rawValue, n: n, views: workload.views(n: n))
var statistics: SolverStatistics?
do {
    for rep in 0..<reps {
        report.rep = rep
        statistics = try workload.run(n: n, ops: ops, report: report)
    }
} catch {
    // A throw is a solver bug for these workloads (all are satisfiable);
    // report it in the CSV too, so the comparison script shows it.
    print("check,\(Report.impl),\(workload.rawValue),\(n),\(report.views),solver threw: \("\(error)".replacingAll(",", with: ";")),FAIL")
    var err = StandardError()
    print("cassowary-bench: \(workload.rawValue) N=\(n) rep \(report.rep): solver threw \(error)", to: &err)
    exit(2)
}
if let statistics { report.printStatistics(statistics) }
report.printChecks()
report.printPeakRSS()
report.printSummary()
exit(report.allChecksPassed ? 0 : 1)
