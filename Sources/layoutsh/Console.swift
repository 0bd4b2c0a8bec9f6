// Writing to standard output and standard error.
//
// Swift 6 forbids touching C's `stdout`/`stderr` globals, so answers go through
// `print` (standard output) and error messages through write(2) on descriptor 2,
// after flushing every stdio buffer so the two streams stay in order.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import Shell

enum Console {
    /// Prints one line on standard output.
    static func out(_ line: String) {
        print(line)
    }

    /// Prints a line of prose on standard output, broken at words to the
    /// terminal's width, as the session's answers are.
    static func say(_ text: String) {
        Reflow.lines(text, width: screen.columns).forEach(out)
    }

    /// Writes out whatever standard output holds in its buffer.
    static func flush() {
        fflush(nil)  // nil: every output stream, which avoids naming `stdout`
    }

    /// Prints one line on standard error.
    static func error(_ line: String) {
        flush()
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return write(2, base + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Whether standard input is a terminal (decides interactive mode).
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// Whether standard output is a terminal (decides colour).
    static var outputIsTerminal: Bool { isatty(1) == 1 }

    /// An environment variable, or nil.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The terminal standard output shows, for `:draw`: $COLUMNS and
    /// $LINES when set, else the tty's size; not a terminal, the fixed
    /// `Screen.standard`, so that output to a file is the same every time.
    /// The one place that asks the terminal its size.
    static var screen: Screen {
        var size = winsize()
        let tty = ioctl(1, UInt(TIOCGWINSZ), &size) == 0
        func measure(_ variable: String, _ cells: UInt16, least: Int, standard: Int) -> Int {
            if let n = environment(variable).flatMap(Int.init), n >= least { return n }
            return tty && Int(cells) >= least ? Int(cells) : standard
        }
        return Screen(columns: measure("COLUMNS", size.ws_col, least: 20, standard: Screen.standard.columns),
                      rows: measure("LINES", size.ws_row, least: 5, standard: Screen.standard.rows))
    }

    /// Whether pictures are coloured: on a terminal, without NO_COLOR.
    static var usesColor: Bool {
        Screen.usesColor(outputIsTerminal: outputIsTerminal, noColor: environment("NO_COLOR"))
    }
}
