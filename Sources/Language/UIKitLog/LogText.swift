/// Small searches over characters, which the log reader needs and the
/// standard library (without Foundation) does not have.
public enum LogText {
    /// Where `marker` last starts in `chars` before `end`, if anywhere.
    static func lastIndex(of marker: String, in chars: [Character], before end: Int) -> Int? {
        let wanted = Array(marker)
        var start = min(end, chars.count) - wanted.count
        while start >= 0 {
            if Array(chars[start..<(start + wanted.count)]) == wanted { return start }
            start -= 1
        }
        return nil
    }

    /// Where `marker` first starts in `chars` at or after `from`, if anywhere.
    static func firstIndex(of marker: String, in chars: [Character], from: Int = 0) -> Int? {
        let wanted = Array(marker)
        guard !wanted.isEmpty, chars.count >= wanted.count else { return nil }
        var start = max(0, from)
        while start + wanted.count <= chars.count {
            if chars[start] == wanted[0], Array(chars[start..<(start + wanted.count)]) == wanted { return start }
            start += 1
        }
        return nil
    }

    /// Whether a text pasted as a log names any constraint at all (rather
    /// than being only UIKit's advice around one).
    public static func mentionsConstraints(_ text: String) -> Bool {
        LogReader.kind(of: text) == .heading || contains(text, "Constraint:")
    }

    /// Whether `text` contains `marker`.
    static func contains(_ text: String, _ marker: String) -> Bool {
        firstIndex(of: marker, in: Array(text)) != nil
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
