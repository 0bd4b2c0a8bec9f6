/// Searches and numbers the log reader needs, by offsets into a line's
/// characters (the readers walk lines as arrays of `Character`).
public enum LogText {
    /// Where `marker` last starts in `chars` before `end`, if anywhere.
    static func lastIndex(of marker: String, in chars: [Character], before end: Int) -> Int? {
        chars[..<max(0, min(end, chars.count))].ranges(of: Array(marker)).last?.lowerBound
    }

    /// Where `marker` first starts in `chars` at or after `from`, if anywhere.
    static func firstIndex(of marker: String, in chars: [Character], from: Int = 0) -> Int? {
        chars[min(max(0, from), chars.count)...].firstRange(of: Array(marker))?.lowerBound
    }

    /// Whether a text pasted as a log names any constraint at all (rather
    /// than being only UIKit's advice around one).
    public static func mentionsConstraints(_ text: String) -> Bool {
        LogReader.kind(of: text) == .heading || text.contains("Constraint:")
    }

    /// A number as descriptions print it: `44`, `-8`, `0.5`, `87.5`, `1e-05`.
    static func number(_ chars: [Character], at start: Int, end: Int) -> (value: Double, next: Int)? {
        var i = start
        if i < end, chars[i] == "-" || chars[i] == "+" { i += 1 }
        let digitsStart = i
        while i < end, chars[i].isNumber || chars[i] == "." { i += 1 }
        guard i > digitsStart else { return nil }
        if i < end, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < end, chars[j] == "-" || chars[j] == "+" { j += 1 }
            let expStart = j
            while j < end, chars[j].isNumber { j += 1 }
            if j > expStart { i = j }
        }
        guard let value = Double(String(chars[start..<i])) else { return nil }
        return (value, i)
    }
}
