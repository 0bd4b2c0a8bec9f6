// layout-bench: the shell's speed on layouts of the shapes real code builds.
import ArgumentParser
import Shell

#if canImport(Glibc)
import Glibc
#endif

@main
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-bench",
        abstract: "Time loading, every command and typed statements on layouts of many shapes.",
        discussion: """
            Each repetition loads a shape in a fresh session as `layoutsh FILE` \
            does (a script input by input, a Swift file as one module), then \
            times :layout, :broken, :ambiguous, :why, :exercise, :rotate (and \
            back), :scroll, an edit of the layout's middle, four statements \
            that add a view and constrain it, :priority and :undo. Prints CSV: \
            shape,style,N,views,rep,metric,ms. scripts/bench-shapes runs it in \
            release mode and prints each shape's ratios.
            """)

    @Option(name: .long, help: "The shapes (default: all; --list names them).")
    var shape: [String] = []
    @Option(name: .long, help: "The numbers of views.")
    var views: [Int] = [100, 1000]
    @Option(name: .long, help: "lines (one statement per line), loop (one for loop), controller (a whole Swift file: a view controller's properties and viewDidLoad), or several.")
    var style: [String] = ["lines", "loop"]
    @Option(name: .long, help: "Repetitions of each.")
    var reps = 1
    @Option(name: .long, help: "The number printed in the rep column of the first repetition.")
    var firstRep = 1
    @Option(name: .long, help: "time (wall clock) or cpu (the shell thread's CPU time: less noisy on a busy machine).")
    var measure = Measure.time
    @Flag(name: .long, help: "List the shapes.")
    var list = false
    @Flag(name: .long, help: "Print the code of each shape instead of timing it.")
    var printSource = false
    @Flag(name: .long, help: "After loading, print the solver's size (rows, cells, cells rewritten, pivots) instead of timing.")
    var stats = false

    func run() throws {
        if list {
            for s in Shape.all { print("\(s.name.padding(18))\(s.summary)") }
            return
        }
        let shapes = try (shape.isEmpty ? Shape.all.map(\.name) : shape).map { name in
            guard let s = Shape.named(name) else { throw ValidationError("no shape '\(name)' (--list names them)") }
            return s
        }
        let styles = try style.map { name in
            guard let s = Style(rawValue: name) else { throw ValidationError("no style '\(name)': lines, loop or controller") }
            return s
        }
        // The shell runs on a thread with a large stack, and a deep hierarchy needs it.
        var failed = false
        try LargeStack.run {
            for rep in firstRep..<(firstRep + reps) {
                for s in shapes { for n in views { for st in styles {
                    var source = s.source(n, st)
                    if st == .controller {
                        source.text = ControllerFile.wrapping(source.text)
                        source.isSwiftFile = true
                    }
                    if printSource { print(source.text); continue }
                    var timing = try Timing(source, measure: measure)
                    if stats {
                        print("\(s.name),\(st.rawValue),\(n): \(timing.solverSize())")
                        continue
                    }
                    timing.run()
                    for (metric, ms) in timing.results {
                        print("\(s.name),\(st.rawValue),\(n),\(timing.views),\(rep),\(metric),\(format(ms))")
                    }
                    if let failure = timing.failure {
                        print("error: \(s.name) \(st.rawValue) \(n): \(failure)")
                        failed = true
                    }
                    fflush(nil)  // nil: every stream; naming `stdout` is not concurrency-safe
                }}}
            }
        }
        if failed { throw ExitCode(1) }
    }

    private func format(_ ms: Double) -> String { "\((ms * 1000).rounded() / 1000)" }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
