// layout-bench: the shell's speed on generated layouts of N views.
//
//   layout-bench N [reps] [statements]
//
// Builds one layout of about N views (a scroll view holding a vertical stack
// of rows; each row a horizontal stack of two labels and a box; every tenth
// row's labels tie at equal hugging, every fiftieth row's box has two
// required widths that conflict; N/4 rows, so that ten times N is exactly
// ten times the rows, ties and conflicts), then times, each in a fresh session per
// repetition: loading it, `:broken`, `:ambiguous`, `:rotate` (once: a user
// rotates once, with the layout out of the cache; rotating again at once
// finds 1000 views' rows still in it, and 10000 views' not), and one
// interactive statement (a SnapKit update of the width of the box in the
// row after the middle one, which neither ties nor conflicts at any N; with
// `statements`, that many, alternating 44 and 40, timed per statement). Prints CSV:
//   layout,N,views,rep,metric,ms
// and a `median,` line per metric: median, min and max in milliseconds.
// LAYOUT_BENCH_ROW=r in the environment times the box of row r instead
// (e.g. 99, whose required widths conflict).

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutModel
import Shell

let arguments = CommandLine.arguments
guard arguments.count >= 2, let n = Int(arguments[1]), n >= 8 else {
    print("usage: layout-bench N [reps]   (N >= 8 views)")
    exit(64)
}
let reps = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 5) : 5
let statements = arguments.count >= 4 ? max(1, Int(arguments[3]) ?? 1) : 1

/// The layout code: rows of four views each (row, name, value, box).
func source(views: Int) -> String {
    let rows = max(1, views / 4)
    let s = """
        let scroll = UIScrollView()
        view.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 4
        scroll.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
        }
        for i in 0..<\(rows) {
            let row = UIStackView()
            row.axis = .horizontal
            row.spacing = 8
            let name = UILabel()
            name.text = "Row"
            let value = UILabel()
            value.text = "Value"
            if i % 10 != 0 {
                value.setContentHuggingPriority(UILayoutPriority(rawValue: 249), for: .horizontal)
            }
            let box = UIView()
            row.addArrangedSubview(name)
            row.addArrangedSubview(value)
            row.addArrangedSubview(box)
            box.snp.makeConstraints { make in make.width.equalTo(40) }
            if i % 50 == 49 {
                box.snp.makeConstraints { make in make.width.equalTo(60) }
            }
            stack.addArrangedSubview(row)
        }

        """
    return s
}

func milliseconds(_ d: Duration) -> Double {
    let (seconds, attoseconds) = d.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

let text = source(views: n)
let clock = ContinuousClock()
var results: [String: [Double]] = [:]
let metrics = ["load", ":broken", ":ambiguous", ":rotate", "statement"]
var views = 0
for rep in 1...reps {
    let session = try Session()
    var timings: [(String, Double)] = []
    var output = Output()
    timings.append(("load", milliseconds(clock.measure { output = session.handle(text) })))
    if !output.errors.isEmpty { print(output.errors.joined(separator: "\n")); exit(1) }
    views = session.engine.layout.views.count
    for command in [":broken", ":ambiguous", ":rotate"] {
        timings.append((command, milliseconds(clock.measure { _ = session.handle(command) })))
    }
    // Boxes are named box, box_2, box_3, … in row order: row r holds box_(r + 1).
    // LAYOUT_BENCH_ROW picks another row (a tied one, or a conflicting one: 49, 99, …).
    let row = ProcessInfo.processInfo.environment["LAYOUT_BENCH_ROW"].flatMap { Int($0) } ?? max(1, n / 4) / 2 + 1
    let middle = row + 1
    let total = clock.measure {
        for k in 0..<statements {
            output = session.handle("box_\(middle).snp.updateConstraints { make in make.width.equalTo(\(k % 2 == 0 ? 44 : 40)) }")
        }
    }
    timings.append(("statement", milliseconds(total) / Double(statements)))
    if !output.errors.isEmpty { print(output.errors.joined(separator: "\n")); exit(1) }
    for (metric, ms) in timings {
        print("layout,\(n),\(views),\(rep),\(metric),\(format3(ms))")
        results[metric, default: []].append(ms)
    }
}
for metric in metrics {
    let sorted = (results[metric] ?? []).sorted()
    guard !sorted.isEmpty else { continue }
    print("median,\(n),\(views),\(metric),\(format3(sorted[sorted.count / 2])),\(format3(sorted[0])),\(format3(sorted[sorted.count - 1]))")
}

func format3(_ x: Double) -> String {
    let r = (x * 1000).rounded() / 1000
    return "\(r)"
}
