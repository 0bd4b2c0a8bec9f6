import Language
import LayoutModel

/// The door to log import for the command line and the shell: explain a
/// log's text, or print its rebuild as Swift.
public enum LogImport {
    /// `layoutsh explain-log`: the explanation of every report in `text`
    /// (read from `file`), laid out on `device`; with `code`, the rebuild as Swift instead.
    public static func explain(_ text: String, file: String, device: Device, code: Bool = false) -> Output {
        let log = LogReader.read(LineEnds.unix(text))
        return code ? listing(log, file: file, taken: { _ in false }) : LogExplanation(log: log, file: file, device: device).output()
    }

    /// Each report's rebuild as Swift, headed by where the log was read.
    static func listing(_ log: UIKitLog, file: String, taken: (String) -> Bool) -> Output {
        var output = Output()
        if log.conflicts.isEmpty {
            output.fail("error: no constraint descriptions in \(file): nothing to rebuild")
            return output
        }
        for (n, conflict) in log.conflicts.enumerated() {
            if n > 0 { output.say("") }
            output.say("// The UIKit log at line \(conflict.line) of \(file), rebuilt by layoutsh.")
            output.show(LogRebuild(conflict, taken: taken).code.split(separator: "\n").map(String.init))
        }
        return output
    }
}
